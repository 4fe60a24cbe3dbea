import { z } from 'zod';

/** The events the realtime hub pushes to the web app (spec 1 §7), by their wire names. */
export const RealtimeEvent = {
  ReceiveMaintenanceMessage: 'receiveMaintenanceMessage',
  ClearMaintenanceMessage: 'clearMaintenanceMessage',
  ReceiveMessage: 'receiveMessage',
  ReceiveEvent: 'receiveEvent',
  ReceivePoll: 'receivePoll',
  ReceiveMasterAdministrativeMessage: 'receiveMasterAdministrativeMessage',
  /** A new notice on the notice board (/notes) reaches its readers (not in the spec's list: its badge needs it). */
  ReceiveNotice: 'receiveNotice',
  /** The user's profile data (GET /api/identity/user-data) changed: open tabs load it again. */
  UserDataChanged: 'userDataChanged',
  /** A parent's attendance request or a medical note was filed or decided: open lists reload and `text` is shown. */
  AttendanceApplicationChanged: 'attendanceApplicationChanged',
  /** A parent's activity enrolment or delistment request was filed or decided: open lists reload, `text` is shown. */
  ActivityEnrollmentRequestChanged: 'activityEnrollmentRequestChanged',
  /** Activity fees were paid, generated, changed or annulled (a payment recorded at the desk or confirmed by ePay /
   * EasyPay): open fee pages of the kindergarten's staff and of the children's parents reload. */
  ActivityFeesChanged: 'activityFeesChanged',
  /** A weekly menu was published: the parents of the band's groups reload /menu and see `text` (docs/menus.md). */
  MenuPublished: 'menuPublished',
} as const;
export type RealtimeEvent = (typeof RealtimeEvent)[keyof typeof RealtimeEvent];

const realtimeId = z.number().int().positive();

/** "Real-time message" of spec 1 §3: a new message, calendar event, poll or administrative message. */
export const realtimeMessage = z.object({ id: realtimeId, title: z.string(), content: z.string() });
export type RealtimeMessage = z.infer<typeof realtimeMessage>;

export const maintenanceMessage = z.object({ id: realtimeId, title: z.string().optional(), content: z.string() });
export type MaintenanceMessage = z.infer<typeof maintenanceMessage>;

export const clearMaintenanceMessage = z.object({ id: realtimeId });
export type ClearMaintenanceMessage = z.infer<typeof clearMaintenanceMessage>;

/** The payload schema of every event: the web app drops a payload that does not match. */
export const realtimePayloadSchemas = {
  receiveMaintenanceMessage: maintenanceMessage,
  clearMaintenanceMessage,
  receiveMessage: realtimeMessage,
  receiveEvent: realtimeMessage,
  receivePoll: realtimeMessage,
  receiveMasterAdministrativeMessage: realtimeMessage,
  receiveNotice: realtimeMessage,
  userDataChanged: z.object({}),
  attendanceApplicationChanged: z.object({
    kind: z.enum(['request', 'medicalNote']),
    id: realtimeId,
    status: z.number().int(),
    text: z.string(),
  }),
  activityEnrollmentRequestChanged: z.object({
    id: realtimeId,
    /** ActivityRequestStatus. */
    status: z.number().int(),
    text: z.string(),
  }),
  activityFeesChanged: z.object({
    /** The fees whose amount, payments or status changed (ids of activity_fees). */
    feeIds: z.array(realtimeId),
    /** Set when a payment landed: "Плащане от 22,80 € е получено." */
    text: z.string().optional(),
  }),
  menuPublished: z.object({ id: realtimeId, weekStart: z.string(), ageBand: z.number().int(), text: z.string() }),
} as const satisfies Record<RealtimeEvent, z.ZodType>;

export type RealtimePayloads = { [E in RealtimeEvent]: z.infer<(typeof realtimePayloadSchemas)[E]> };
export type RealtimePayload<E extends RealtimeEvent> = RealtimePayloads[E];

/** socket.io's typed map of the events the server sends. */
export type ServerToClientEvents = { [E in RealtimeEvent]: (payload: RealtimePayload<E>) => void };

/** The events that tell the user about something new: each has a toast and a page to open. */
export type NotifyingRealtimeEvent = Exclude<
  RealtimeEvent,
  | 'receiveMaintenanceMessage'
  | 'clearMaintenanceMessage'
  | 'userDataChanged'
  | 'attendanceApplicationChanged'
  | 'activityEnrollmentRequestChanged'
  | 'activityFeesChanged'
  | 'menuPublished'
>;

export const notifyingRealtimeEvents: readonly NotifyingRealtimeEvent[] = [
  RealtimeEvent.ReceiveMessage,
  RealtimeEvent.ReceiveEvent,
  RealtimeEvent.ReceivePoll,
  RealtimeEvent.ReceiveMasterAdministrativeMessage,
  RealtimeEvent.ReceiveNotice,
];

/** The toast texts of spec 1 §9. */
export const realtimeToastTexts: Record<NotifyingRealtimeEvent, string> = {
  receiveMessage: 'Имате 1 ново съобщение',
  receiveEvent: 'Имате 1 ново събитие',
  receivePoll: 'Имате 1 нова анкета',
  receiveMasterAdministrativeMessage: 'Имате 1 ново административно съобщение',
  receiveNotice: 'Имате 1 нова обява',
};

/** The page a toast or desktop notification opens. */
export function realtimeLink(event: NotifyingRealtimeEvent, payload: RealtimeMessage): string {
  switch (event) {
    case RealtimeEvent.ReceiveMessage:
      return `/messages/${payload.id}`;
    case RealtimeEvent.ReceiveEvent:
      return `/calendar?id=${payload.id}`;
    case RealtimeEvent.ReceivePoll:
      return '/polls';
    case RealtimeEvent.ReceiveMasterAdministrativeMessage:
      return '/';
    case RealtimeEvent.ReceiveNotice:
      return '/notes';
  }
}

export const isNotifyingRealtimeEvent = (event: RealtimeEvent): event is NotifyingRealtimeEvent =>
  (notifyingRealtimeEvents as readonly RealtimeEvent[]).includes(event);
