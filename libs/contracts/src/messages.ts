import { z } from 'zod';
import { idSchema } from './common.js';
import { audienceFields, refineAudience } from './communication.js';
import type { Role, UserType } from './roles.js';
import { Audience } from './enums.js';

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

export interface MessageRecipientOption {
  id: number;
  name: string;
  role: Role;
}

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

export interface MessagePerson {
  id: number;
  name: string;
  userType: UserType;
}

/** One row of the inbox (spec 1 §3 "Message"): sent and received messages alike. */
export interface MessageOverview {
  id: number;
  title: string;
  /** Plain text, at most 200 characters. */
  excerpt: string;
  creationTime: string;
  seenByCurrentUser: boolean;
  numberOfUnseenReplies: number;
  createdBy: MessagePerson;
  isAuthor: boolean;
  isDirect: boolean;
  audience: Audience | null;
  /** For the author: how many people it reached (the author excluded); null for a recipient. */
  recipientsCount: number | null;
}

export interface MessageReply {
  id: number;
  content: string;
  createdBy: MessagePerson;
  creationTime: string;
  isMine: boolean;
}

/** The replies between the author and one recipient (`user`). */
export interface MessageConversation {
  user: MessagePerson;
  replies: MessageReply[];
}

export interface MessageRecipientsSummary {
  audience: Audience | null;
  classes: { id: number; name: string }[];
  people: { id: number; name: string }[];
  count: number;
  seenCount: number;
}

/** A file attached to a message; `downloadPath` is relative to the API base (`files/{id}`). */
export interface MessageAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  downloadPath: string;
}

export interface MessageDetails {
  id: number;
  title: string;
  /** Sanitised rich text. */
  content: string;
  creationTime: string;
  updateTime: string;
  createdBy: MessagePerson;
  isAuthor: boolean;
  isDirect: boolean;
  seenByCurrentUser: boolean;
  numberOfUnseenReplies: number;
  /** Only for the author. */
  recipients: MessageRecipientsSummary | null;
  /** The author: one per recipient who has replies; a recipient: their own conversation only. */
  conversations: MessageConversation[];
  /** The director may delete any message of the kindergarten; everyone else their own. */
  canDelete: boolean;
  /** In the order the author attached them. */
  attachments: MessageAttachment[];
}
