import { messagesRoutes, type RouteArgs, type RouteResponse, type UpdateMessageBody } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type MessagesArgs = NonNullable<RouteArgs<typeof messagesRoutes.list>['query']>;
type ReplyArgs = RouteArgs<typeof messagesRoutes.reply>['body'] & { id: number };

/**
 * Messages (libs/contracts `messagesRoutes`; spec 2 §7.5; docs/messages.md). Whatever changes what is unread (sending,
 * replying, deleting, marking seen) also invalidates 'Notifications', so the header badge and /notifications follow.
 */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<RouteResponse<typeof messagesRoutes.list>, MessagesArgs>({
      query: (query) => routeRequest(messagesRoutes.list, { query }),
      providesTags: [{ type: 'Messages', id: 'LIST' }],
    }),
    getMessage: build.query<RouteResponse<typeof messagesRoutes.get>, number>({
      query: (id) => routeRequest(messagesRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Messages', id }],
    }),
    getMessageRecipients: build.query<RouteResponse<typeof messagesRoutes.recipients>, string>({
      query: (search) => routeRequest(messagesRoutes.recipients, { query: { search } }),
    }),
    createMessage: build.mutation<RouteResponse<typeof messagesRoutes.create>, RouteArgs<typeof messagesRoutes.create>['body']>({
      query: (body) => routeRequest(messagesRoutes.create, { body }),
      invalidatesTags: [{ type: 'Messages', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    sendDirectMessage: build.mutation<
      RouteResponse<typeof messagesRoutes.direct>,
      RouteArgs<typeof messagesRoutes.direct>['body']
    >({
      query: (body) => routeRequest(messagesRoutes.direct, { body }),
      invalidatesTags: [{ type: 'Messages', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    updateMessage: build.mutation<RouteResponse<typeof messagesRoutes.update>, UpdateMessageBody>({
      query: (body) => routeRequest(messagesRoutes.update, { body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Messages', id: 'LIST' }, { type: 'Messages', id }, 'Dashboards'],
    }),
    deleteMessage: build.mutation<void, number>({
      query: (id) => routeRequest(messagesRoutes.remove, { params: { id } }),
      invalidatesTags: [{ type: 'Messages', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    replyToMessage: build.mutation<RouteResponse<typeof messagesRoutes.reply>, ReplyArgs>({
      query: ({ id, ...body }) => routeRequest(messagesRoutes.reply, { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Messages', id: 'LIST' }, { type: 'Messages', id }, 'Notifications'],
    }),
    deleteReply: build.mutation<void, RouteArgs<typeof messagesRoutes.removeReply>['params']>({
      query: (params) => routeRequest(messagesRoutes.removeReply, { params }),
      invalidatesTags: (_result, _error, { messageId }) => [
        { type: 'Messages', id: 'LIST' },
        { type: 'Messages', id: messageId },
        'Notifications',
      ],
    }),
    setMessageSeen: build.mutation<void, number>({
      query: (id) => routeRequest(messagesRoutes.setSeen, { params: { id } }),
      invalidatesTags: [{ type: 'Messages', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    setAllMessagesSeen: build.mutation<void, void>({
      query: () => routeRequest(messagesRoutes.setAllSeen, {}),
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
