import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, saveResultSchema } from './common.js';
import { audienceFields, refineAudience } from './communication.js';
import { Audience } from './enums.js';
import { seenResultSchema } from './events.js';
import { Resource } from './roles.js';
import { emptyAnswer, resourceAccess, type RouteTable } from './routes.js';

/** The notice board (issue 6 item 2; spec 2 §7.7 Dashboards/messages; docs/notice-board.md). */
export const noticeBoardTexts = {
  notFound: 'Обявата не е намерена.',
  boardFull: 'Таблото е пълно: изтрийте стара обява, преди да добавите нова.',
  orderMismatch: 'Подредбата трябва да съдържа всяка обява от таблото точно веднъж.',
} as const;

/** A kindergarten's board holds at most this many notices, so that it is read and ordered whole. */
export const NOTICE_BOARD_MAX = 100;
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENT_MAX = 20_000;

/** POST Dashboards/message: a new notice (it goes to the top of the board). */
export const createNoticeRequest = z
  .object({
    title: z.string().trim().min(1).max(NOTICE_TITLE_MAX),
    content: z.string().trim().min(1).max(NOTICE_CONTENT_MAX),
    ...audienceFields,
  })
  .superRefine(refineAudience);
export type CreateNoticeRequest = z.input<typeof createNoticeRequest>;
export type CreateNoticeBody = z.output<typeof createNoticeRequest>;

/** POST Dashboards/messages/order: every notice of the board, in the new order. */
export const orderNoticesRequest = z.object({
  ids: z
    .array(idSchema)
    .min(1)
    .max(NOTICE_BOARD_MAX)
    .refine((ids) => new Set(ids).size === ids.length, noticeBoardTexts.orderMismatch),
});
export type OrderNoticesRequest = z.infer<typeof orderNoticesRequest>;

/** POST Dashboards/messages/seen: the given notices, or every visible one when `ids` is absent. */
export const noticesSeenRequest = z.object({ ids: z.array(idSchema).max(NOTICE_BOARD_MAX).optional() });
export type NoticesSeenRequest = z.infer<typeof noticesSeenRequest>;

/** A notice as the board shows it (spec 2 §9: date, name and title). */
export const noticeRow = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised rich text. */
  content: z.string(),
  /** When it was posted (ISO moment). */
  date: z.string(),
  /** The author's name. */
  name: z.string(),
  seenByCurrentUser: z.boolean(),
  audience: z.enum(Audience).nullable(),
  classIds: z.array(z.number().int()),
  userIds: z.array(z.number().int()),
  /** The reader may delete it (the author, or a manager of the whole board). */
  canDelete: z.boolean(),
});
export type NoticeRow = z.infer<typeof noticeRow>;

/** The notice board (spec 2 §7.7 Dashboards/messages; docs/notice-board.md): under the dashboards' prefix. */
export const noticeBoardRoutes = {
  list: {
    method: 'GET',
    path: 'Dashboards/messages/overview-models',
    response: pagedResultSchema(noticeRow),
    access: resourceAccess(Resource.DashboardGroupMessages, 'read'),
  },
  create: {
    method: 'POST',
    path: 'Dashboards/message',
    body: createNoticeRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.DashboardGroupMessages, 'create'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'Dashboards/message/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.DashboardGroupMessages, 'delete'),
    status: 204,
  },
  order: {
    method: 'POST',
    path: 'Dashboards/messages/order',
    body: orderNoticesRequest,
    response: emptyAnswer,
    access: resourceAccess(Resource.DashboardGroupMessages, 'update'),
    status: 204,
  },
  seen: {
    method: 'POST',
    path: 'Dashboards/messages/seen',
    body: noticesSeenRequest,
    response: seenResultSchema,
    access: resourceAccess(Resource.DashboardGroupMessages, 'read'),
    status: 200,
  },
} as const satisfies RouteTable;
