import { z } from 'zod';
import { pagedResultSchema } from './common.js';
import { Resource, Role, UserType } from './roles.js';
import { resourceAccess, type RouteTable } from './routes.js';

/**
 * Notifications and the header badges (issue 6 item 5; spec 1 §2, §3 "Badge counters", §4 unread rule, §6;
 * docs/notifications.md). One call answers the four counters on every page; another the latest unread items.
 */

/** Spec 1 §3 "Badge counters": what the header and the side menu show. */
export const notificationCountersSchema = z.object({
  /** My messages not seen, or with replies I have not seen (spec 2 §4). */
  unseenMessages: z.number().int().min(0),
  /** Open polls addressed to me that I have not answered. */
  unvotedPolls: z.number().int().min(0),
  /** Calendar events addressed to me, not mine, not ended, not opened. */
  unseenEvents: z.number().int().min(0),
  /** Notice-board notices addressed to me, not mine, not seen. */
  unseenNotifications: z.number().int().min(0),
});
export type NotificationCounters = z.infer<typeof notificationCountersSchema>;

export const notificationKinds = ['messages', 'events', 'polls', 'notices'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindLabels: Record<NotificationKind, string> = {
  messages: 'Непрочетени съобщения',
  events: 'Предстоящи събития',
  polls: 'Анкети без отговор',
  notices: 'Нови обяви',
};

/** GET /api/Notifications: every list, or only `kind` (the /notifications page's "more"), a page of each. */
export const notificationsQuery = z.object({
  kind: z.enum(notificationKinds).optional(),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

/** The author: `role` is their role in the kindergarten (null when no longer a member), shown as the label. */
const author = z.object({ id: z.number().int(), name: z.string(), userType: z.enum(UserType), role: z.enum(Role).nullable() });

export const notificationMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Plain text, at most 200 characters. */
  content: z.string(),
  /** ISO timestamp. */
  creationTime: z.string(),
  seenByCurrentUser: z.boolean(),
  numberOfUnseenReplies: z.number().int(),
  createdBy: author,
});
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;

export const notificationEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  allDay: z.boolean(),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

export const notificationPollSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** ISO timestamp, or null for a poll without an end. */
  expirationTime: z.string().nullable(),
});
export type NotificationPoll = z.infer<typeof notificationPollSchema>;

export const notificationNoticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  creationTime: z.string(),
  createdBy: author,
});
export type NotificationNotice = z.infer<typeof notificationNoticeSchema>;

/** The lists asked for (all four without `kind`); a list the user may not read is left out. */
export const notificationsSchema = z.object({
  messages: pagedResultSchema(notificationMessageSchema).optional(),
  events: pagedResultSchema(notificationEventSchema).optional(),
  polls: pagedResultSchema(notificationPollSchema).optional(),
  notices: pagedResultSchema(notificationNoticeSchema).optional(),
});
export type Notifications = z.infer<typeof notificationsSchema>;

/**
 * Read on Counters ("Известия", every kindergarten role by default) lets a member in; MON, municipality and the
 * master have no kindergarten items (spec 1 §6 hides the header items from them) and get 403.
 */
export const notificationsRoutes = {
  /** The four badge counters: asked by every signed-in page, answered from the versioned cache per user (ETag, 304). */
  counters: {
    method: 'GET',
    path: 'Notifications/counters',
    response: notificationCountersSchema,
    access: resourceAccess(Resource.Counters, 'read'),
  },
  /** The latest unread messages, unseen upcoming events, open unanswered polls and unseen notices. */
  list: {
    method: 'GET',
    path: 'Notifications',
    query: notificationsQuery,
    response: notificationsSchema,
    access: resourceAccess(Resource.Counters, 'read'),
  },
} as const satisfies RouteTable;
