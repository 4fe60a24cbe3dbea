import { z } from 'zod';
import { idParams, saveResultSchema } from './common.js';
import { audienceFields, refineAudience } from './communication.js';
import { Audience } from './enums.js';
import { Resource } from './roles.js';
import { emptyAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * The calendar (issue 6 item 3; spec 2 §7.5 Events, §3 "Event"; docs/events.md). An all-day event travels with
 * calendar days ('YYYY-MM-DD', both inclusive); any other with moments (ISO date-time with an offset).
 */
export const eventTexts = {
  rangeTooLong: 'Изберете период до 62 дни.',
  toBeforeFrom: 'Краят не може да е преди началото.',
  dateNeeded: 'Въведете дата във формат ГГГГ-ММ-ДД.',
  dateTimeNeeded: 'Въведете дата и час.',
  notFound: 'Събитието не е намерено.',
} as const;

/** The widest visible range of one request: six weeks of a month view plus a margin. */
export const EVENTS_RANGE_MAX_DAYS = 62;
export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 20_000;

const isoDay = z.iso.date();
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** GET Events/overview-models: the events that touch [fromDate, toDate] (Sofia calendar days, both inclusive). */
export const eventsQuery = z
  .object({
    fromDate: isoDay,
    toDate: isoDay,
    unseenOnly: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .superRefine((query, context) => {
    const days = daysBetween(query.fromDate, query.toDate);
    if (days < 0) context.addIssue({ code: 'custom', path: ['toDate'], message: eventTexts.toBeforeFrom });
    else if (days > EVENTS_RANGE_MAX_DAYS)
      context.addIssue({ code: 'custom', path: ['toDate'], message: eventTexts.rangeTooLong });
  });
export type EventsQuery = z.infer<typeof eventsQuery>;

/** POST Events/: create, or with `id` change, an event. */
export const saveEventRequest = z
  .object({
    id: z.number().int().positive().max(2_147_483_647).optional(),
    title: z.string().trim().min(1).max(EVENT_TITLE_MAX),
    description: z.string().max(EVENT_DESCRIPTION_MAX).default(''),
    allDay: z.boolean().default(false),
    fromDate: z.string().trim().min(1),
    toDate: z.string().trim().min(1),
    ...audienceFields,
  })
  .superRefine((body, context) => {
    refineAudience(body, context);
    const valid = (value: string) =>
      body.allDay ? isoDay.safeParse(value).success : z.iso.datetime({ offset: true }).safeParse(value).success;
    const message = body.allDay ? eventTexts.dateNeeded : eventTexts.dateTimeNeeded;
    const fromOk = valid(body.fromDate);
    const toOk = valid(body.toDate);
    if (!fromOk) context.addIssue({ code: 'custom', path: ['fromDate'], message });
    if (!toOk) context.addIssue({ code: 'custom', path: ['toDate'], message });
    if (fromOk && toOk) {
      const before = body.allDay ? body.toDate < body.fromDate : Date.parse(body.toDate) < Date.parse(body.fromDate);
      if (before) context.addIssue({ code: 'custom', path: ['toDate'], message: eventTexts.toBeforeFrom });
    }
  });
export type SaveEventRequest = z.input<typeof saveEventRequest>;
export type SaveEventBody = z.output<typeof saveEventRequest>;

/** An event of the calendar (spec 2 §3 "Event" plus what the screen shows). */
export const eventRow = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised rich text. */
  description: z.string(),
  allDay: z.boolean(),
  /** 'YYYY-MM-DD' for an all-day event, otherwise an ISO moment. */
  fromDate: z.string(),
  toDate: z.string(),
  audience: z.enum(Audience).nullable(),
  classIds: z.array(z.number().int()),
  userIds: z.array(z.number().int()),
  createdBy: z.object({ id: z.number().int(), name: z.string() }),
  seenByCurrentUser: z.boolean(),
  /** The reader may change and delete it (the author, or a manager of the whole kindergarten's calendar). */
  canEdit: z.boolean(),
});
export type EventRow = z.infer<typeof eventRow>;

/** The answer of the calls that mark items seen (events and notices): how many became seen. */
export const seenResultSchema = z.object({ marked: z.number().int() });
export type SeenResult = z.infer<typeof seenResultSchema>;

/** The calendar (spec 2 §7.5 Events; docs/events.md). */
export const eventsRoutes = {
  list: {
    method: 'GET',
    path: 'Events/overview-models',
    query: eventsQuery,
    response: z.array(eventRow),
    access: resourceAccess(Resource.Events, 'read'),
  },
  setAllSeen: {
    method: 'POST',
    path: 'Events/setAllSeen',
    response: seenResultSchema,
    access: resourceAccess(Resource.Events, 'read'),
    status: 200,
  },
  get: {
    method: 'GET',
    path: 'Events/:id',
    params: idParams,
    response: eventRow,
    access: resourceAccess(Resource.Events, 'read'),
  },
  setSeen: {
    method: 'POST',
    path: 'Events/:id/setSeen',
    params: idParams,
    response: seenResultSchema,
    access: resourceAccess(Resource.Events, 'read'),
    status: 200,
  },
  /** Create (create permission) or, with `id`, edit (update permission). */
  save: {
    method: 'POST',
    path: 'Events',
    body: saveEventRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.Events, 'save'),
    status: 200,
  },
  remove: {
    method: 'DELETE',
    path: 'Events/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.Events, 'delete'),
    status: 204,
  },
} as const satisfies RouteTable;
