import type {
  CreateMessageBody,
  DirectMessageBody,
  MessageDetails,
  MessageOverview,
  MessageRecipientOption,
  MessagesQuery,
  PagedResult,
  ReplyMessageBody,
  SaveResult,
  UpdateMessageBody,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/**
 * Messages (spec 2 §7.5; docs/messages.md). Whatever changes what is unread (sending, replying, deleting, marking
 * seen) also invalidates 'Notifications', so the header badge and /notifications follow.
 */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<PagedResult<MessageOverview>, Partial<MessagesQuery>>({
      query: (params) => ({ url: 'Messages/overview-models', params }),
      providesTags: [{ type: 'Messages', id: 'LIST' }],
    }),
    getMessage: build.query<MessageDetails, number>({
      query: (id) => `Messages/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Messages', id }],
    }),
    getMessageRecipients: build.query<MessageRecipientOption[], string>({
      query: (search) => ({ url: 'Messages/recipients', params: search ? { search } : {} }),
    }),
    createMessage: build.mutation<SaveResult, CreateMessageBody>({
      query: (body) => ({ url: 'Messages', method: 'POST', body }),
      invalidatesTags: [{ type: 'Messages', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    sendDirectMessage: build.mutation<SaveResult, DirectMessageBody>({
      query: (body) => ({ url: 'Messages/direct', method: 'POST', body }),
      invalidatesTags: [{ type: 'Messages', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    updateMessage: build.mutation<SaveResult, UpdateMessageBody>({
      query: (body) => ({ url: 'Messages/update', method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Messages', id: 'LIST' }, { type: 'Messages', id }, 'Dashboards'],
    }),
    deleteMessage: build.mutation<void, number>({
      query: (id) => ({ url: `Messages/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Messages', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    replyToMessage: build.mutation<SaveResult, ReplyMessageBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `Messages/reply/${id}`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Messages', id: 'LIST' }, { type: 'Messages', id }, 'Notifications'],
    }),
    deleteReply: build.mutation<void, { messageId: number; replyId: number }>({
      query: ({ messageId, replyId }) => ({ url: `messages/${messageId}/reply/${replyId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { messageId }) => [
        { type: 'Messages', id: 'LIST' },
        { type: 'Messages', id: messageId },
        'Notifications',
      ],
    }),
    setMessageSeen: build.mutation<void, number>({
      query: (id) => ({ url: `Messages/${id}/setSeen`, method: 'POST' }),
      invalidatesTags: [{ type: 'Messages', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    setAllMessagesSeen: build.mutation<void, void>({
      query: () => ({ url: 'Messages/setAllSeen', method: 'POST' }),
      invalidatesTags: [{ type: 'Messages', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
  }),
});

export const {
  useGetMessagesQuery,
  useGetMessageQuery,
  useGetMessageRecipientsQuery,
  useCreateMessageMutation,
  useSendDirectMessageMutation,
  useUpdateMessageMutation,
  useDeleteMessageMutation,
  useReplyToMessageMutation,
  useDeleteReplyMutation,
  useSetMessageSeenMutation,
  useSetAllMessagesSeenMutation,
} = messagesApi;
