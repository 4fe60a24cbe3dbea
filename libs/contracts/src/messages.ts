import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, saveResultSchema } from './common.js';
import { audienceFields, refineAudience } from './communication.js';
import { Resource, Role, UserType } from './roles.js';
import { Audience } from './enums.js';
import { emptyAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * Messages (issue 6 item 1; spec 2 §7.5 Messages; docs/messages.md): sent to an audience stored once as recipients,
 * replies as private conversations between the author and each recipient.
 */
/** How many files one message may carry (the stored kinds and the size limit are the files kit's: docs/files.md). */
export const MAX_MESSAGE_ATTACHMENTS = 10;

export const messageMessages = {
  contentRequired: 'Въведете текст на съобщението.',
  threadRequired: 'Изберете на кой получател отговаряте.',
  threadNotRecipient: 'Този човек не е получател на съобщението.',
  notYourThread: 'Можете да отговаряте само в собствения си разговор с автора.',
  notToYourself: 'Не можете да пишете сами на себе си.',
  kindergartensUnique: 'Всяка детска градина се избира веднъж.',
  kindergartenAudience: 'До няколко детски градини се пише до всички или само до персонала.',
  directTitle: 'Лично съобщение',
  tooManyAttachments: `Едно съобщение може да има до ${MAX_MESSAGE_ATTACHMENTS} прикачени файла.`,
  attachmentsUnique: 'Всеки файл се прикачва веднъж.',
} as const;

/** The temporary uploads (files kit) the new message claims, in the order shown. */
const fileIds = z
  .array(z.uuid())
  .max(MAX_MESSAGE_ATTACHMENTS, messageMessages.tooManyAttachments)
  .refine((ids) => new Set(ids).size === ids.length, messageMessages.attachmentsUnique)
  .default([]);

/** The inbox without `pageSize` answers at most this many messages, newest first (docs/messages.md). */
export const MESSAGES_LIST_MAX = 200;

const title = z.string().trim().min(1).max(200);
/** Rich text (sanitised on the server); 200,000 characters leave room for pasted formatting. */
const content = z.string().min(1).max(200_000);
const flag = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

export const messagesQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MESSAGES_LIST_MAX).optional(),
  /** Newest first unless `orderByDescending=false` (the header's dropdown asks creationTime descending, spec 1 §7). */
  orderByColumn: z.enum(['creationTime']).optional(),
  orderByDescending: flag,
  unreadOnly: flag,
  search: z.string().trim().max(100).optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuery>;

/** GET /api/Messages/recipients: the people the signed-in user may write to personally (a parent: the staff only). */
export const messageRecipientsQuery = z.object({ search: z.string().trim().max(100).optional() });
export type MessageRecipientsQuery = z.infer<typeof messageRecipientsQuery>;
/** At most this many people per answer of the picker, best matches by name first. */
export const MESSAGE_RECIPIENTS_MAX = 50;

export const messageRecipientOption = z.object({ id: z.number().int(), name: z.string(), role: z.enum(Role) });
export type MessageRecipientOption = z.infer<typeof messageRecipientOption>;

export const createMessageRequest = z.object({ title, content, fileIds, ...audienceFields }).superRefine(refineAudience);
export type CreateMessageBody = z.input<typeof createMessageRequest>;
export type CreateMessage = z.infer<typeof createMessageRequest>;

export const messagesForKindergartensRequest = z.object({
  kindergartenIds: z
    .array(idSchema)
    .min(1)
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, messageMessages.kindergartensUnique),
  title,
  content,
  audience: z.enum(Audience).refine((value) => value !== Audience.OnlyClasses, messageMessages.kindergartenAudience),
});
export type MessagesForKindergartensBody = z.infer<typeof messagesForKindergartensRequest>;

export const directMessageRequest = z.object({ userId: idSchema, title: title.optional(), content, fileIds });
export type DirectMessageBody = z.input<typeof directMessageRequest>;
export type DirectMessage = z.infer<typeof directMessageRequest>;

export const updateMessageRequest = z.object({ id: idSchema, title, content });
export type UpdateMessageBody = z.infer<typeof updateMessageRequest>;

export const replyMessageRequest = z.object({ content, threadUserId: idSchema.optional() });
export type ReplyMessageBody = z.infer<typeof replyMessageRequest>;

export const messageReplyParams = z.object({ messageId: idSchema, replyId: idSchema });
export type MessageReplyParams = z.infer<typeof messageReplyParams>;

export const messagePerson = z.object({ id: z.number().int(), name: z.string(), userType: z.enum(UserType) });
export type MessagePerson = z.infer<typeof messagePerson>;

/** One row of the inbox (spec 1 §3 "Message"): sent and received messages alike. */
export const messageOverview = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text, at most 200 characters. */
  excerpt: z.string(),
  creationTime: z.string(),
  seenByCurrentUser: z.boolean(),
  numberOfUnseenReplies: z.number().int(),
  createdBy: messagePerson,
  isAuthor: z.boolean(),
  isDirect: z.boolean(),
  audience: z.enum(Audience).nullable(),
  /** For the author: how many people it reached (the author excluded); null for a recipient. */
  recipientsCount: z.number().int().nullable(),
});
export type MessageOverview = z.infer<typeof messageOverview>;

export const messageReply = z.object({
  id: z.number().int(),
  content: z.string(),
  createdBy: messagePerson,
  creationTime: z.string(),
  isMine: z.boolean(),
});
export type MessageReply = z.infer<typeof messageReply>;

/** The replies between the author and one recipient (`user`). */
export const messageConversation = z.object({ user: messagePerson, replies: z.array(messageReply) });
export type MessageConversation = z.infer<typeof messageConversation>;

const namedId = z.object({ id: z.number().int(), name: z.string() });

export const messageRecipientsSummary = z.object({
  audience: z.enum(Audience).nullable(),
  classes: z.array(namedId),
  people: z.array(namedId),
  count: z.number().int(),
  seenCount: z.number().int(),
});
export type MessageRecipientsSummary = z.infer<typeof messageRecipientsSummary>;

/** A file attached to a message; `downloadPath` is relative to the API base (`files/{id}`). */
export const messageAttachment = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  downloadPath: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachment>;

export const messageDetails = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised rich text. */
  content: z.string(),
  creationTime: z.string(),
  updateTime: z.string(),
  createdBy: messagePerson,
  isAuthor: z.boolean(),
  isDirect: z.boolean(),
  seenByCurrentUser: z.boolean(),
  numberOfUnseenReplies: z.number().int(),
  /** Only for the author. */
  recipients: messageRecipientsSummary.nullable(),
  /** The author: one per recipient who has replies; a recipient: their own conversation only. */
  conversations: z.array(messageConversation),
  /** The director may delete any message of the kindergarten; everyone else their own. */
  canDelete: z.boolean(),
  /** In the order the author attached them. */
  attachments: z.array(messageAttachment),
});
export type MessageDetails = z.infer<typeof messageDetails>;

/** Messages (spec 2 §7.5; docs/messages.md). Everyone reads only the messages they wrote or were sent. */
export const messagesRoutes = {
  /** The inbox: from the versioned cache per user and query (ETag, 304). */
  list: {
    method: 'GET',
    path: 'Messages/overview-models',
    query: messagesQuery,
    response: pagedResultSchema(messageOverview),
    access: resourceAccess(Resource.Messages, 'read'),
  },
  recipients: {
    method: 'GET',
    path: 'Messages/recipients',
    query: messageRecipientsQuery,
    response: z.array(messageRecipientOption),
    access: resourceAccess(Resource.Messages, 'create'),
  },
  get: {
    method: 'GET',
    path: 'Messages/:id',
    params: idParams,
    response: messageDetails,
    access: resourceAccess(Resource.Messages, 'read'),
  },
  create: {
    method: 'POST',
    path: 'Messages',
    body: createMessageRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Messages, 'create'),
    status: 200,
  },
  forKindergartens: {
    method: 'POST',
    path: 'Messages/for-kindergartens',
    body: messagesForKindergartensRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Messages, 'create'),
    status: 200,
  },
  direct: {
    method: 'POST',
    path: 'Messages/direct',
    body: directMessageRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Messages, 'create'),
    status: 200,
  },
  /** The author edits their own message: create on Messages is what wrote it, so it is what edits it. */
  update: {
    method: 'POST',
    path: 'Messages/update',
    body: updateMessageRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Messages, 'create'),
    status: 200,
  },
  setAllSeen: {
    method: 'POST',
    path: 'Messages/setAllSeen',
    response: emptyAnswer,
    access: resourceAccess(Resource.Messages, 'read'),
    status: 204,
  },
  reply: {
    method: 'POST',
    path: 'Messages/reply/:id',
    params: idParams,
    body: replyMessageRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Messages, 'read'),
    status: 200,
  },
  setSeen: {
    method: 'POST',
    path: 'Messages/:id/setSeen',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Messages, 'read'),
    status: 204,
  },
  /** The author, or the director. */
  remove: {
    method: 'DELETE',
    path: 'Messages/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Messages, 'read'),
    status: 204,
  },
  removeReply: {
    method: 'DELETE',
    path: 'Messages/:messageId/reply/:replyId',
    params: messageReplyParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Messages, 'read'),
    status: 204,
  },
} as const satisfies RouteTable;
