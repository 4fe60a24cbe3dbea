import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy } from './common.js';
import { ActivityPriceModel, ActivityRequestStatus, RequestKind } from './enums.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * The parents' enrolment and delistment requests for additional activities and the director's decision (spec 2 §7.2
 * "Enrolment requests", resource ActivityEnrollmentRequests; docs/activities.md "Enrolment requests"). A parent asks
 * for their own child; the director approves (which enrols from, or delists on, the request's date through the
 * activity enrolments' rules) or cancels, with a note.
 */
export const activityEnrollmentRequestMessages = {
  notFound: 'Заявлението не е намерено.',
  studentNotFound: 'Детето не е намерено.',
  activityNotFound: 'Дейността не е намерена.',
  notOpenToGroup: 'Дейността не е отворена за групата на детето.',
  requestsDisabled: 'Дейността не приема заявления за записване.',
  delistmentDisabled: 'Дейността не приема заявления за отписване.',
  activityEnded: 'Дейността приключва преди избраната дата.',
  alreadyWaiting: 'За детето вече има чакащо заявление за тази дейност.',
  alreadyEnrolled: 'Детето вече е записано в дейността на тази дата.',
  notEnrolled: 'Детето не е записано в дейността на тази дата.',
  pastDate: 'Датата не може да е в миналото.',
  notWaiting: 'Само заявление, което чака одобрение, може да бъде одобрено, отказано или оттеглено.',
  changeTypeInvalid: 'Изберете записване или отписване.',
  statusInvalid: 'Изберете „Одобрено“ или „Отказано“.',
} as const;

const isoDay = z.iso.date();
const note = z.string().trim().max(500);

/** The kinds of request a parent files (spec 1 §3 "enrolment change types" without "Промяна на данни"). */
export const activityRequestKinds = [RequestKind.Enroll, RequestKind.Delist] as const;

/** POST /api/Activities/enrollment-requests/parents/create. `fromDate`: the first day (enrol) or the leave date (delist). */
export const createActivityEnrollmentRequest = z.object({
  activityId: idSchema,
  studentId: idSchema,
  changeType: z.literal(activityRequestKinds, { error: activityEnrollmentRequestMessages.changeTypeInvalid }),
  fromDate: isoDay,
  note: note.nullish(),
});
export type CreateActivityEnrollmentRequest = z.infer<typeof createActivityEnrollmentRequest>;

export const createActivityEnrollmentResult = z.object({ id: z.number().int() });
export type CreateActivityEnrollmentResult = z.infer<typeof createActivityEnrollmentResult>;

/** POST /api/Activities/enrollment-requests/change-status: only Waiting → Approved | Canceled. */
export const changeActivityEnrollmentRequestStatus = z.object({
  id: idSchema,
  status: z.literal([ActivityRequestStatus.Approved, ActivityRequestStatus.Canceled], {
    error: activityEnrollmentRequestMessages.statusInvalid,
  }),
  note: note.nullish(),
});
export type ChangeActivityEnrollmentRequestStatus = z.infer<typeof changeActivityEnrollmentRequestStatus>;

/** The overview's filters: `search` is part of the child's name. */
export const activityEnrollmentRequestFilters = z.object({
  status: z.coerce.number().pipe(z.enum(ActivityRequestStatus)).optional(),
  changeType: z.coerce.number().pipe(z.literal(activityRequestKinds)).optional(),
  activityId: idSchema.optional(),
  classId: idSchema.optional(),
  search: z.string().trim().max(100).optional(),
});
export type ActivityEnrollmentRequestFilters = z.infer<typeof activityEnrollmentRequestFilters>;

export const activityEnrollmentRequestListQuery = pageQueryOrderedBy(['requestedAt', 'fromDate', 'studentName', 'status']).extend(
  activityEnrollmentRequestFilters.shape,
);
export type ActivityEnrollmentRequestListQuery = z.infer<typeof activityEnrollmentRequestListQuery>;

export const activityEnrollmentRequestRow = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  studentName: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  activityId: z.number().int(),
  activityName: z.string(),
  providerName: z.string(),
  priceModel: z.enum(ActivityPriceModel),
  priceCents: z.number().int(),
  changeType: z.literal(activityRequestKinds),
  status: z.enum(ActivityRequestStatus),
  fromDate: z.string(),
  parentNote: z.string().nullable(),
  requestedById: z.number().int(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type ActivityEnrollmentRequestRow = z.infer<typeof activityEnrollmentRequestRow>;

/** GET /api/Activities/enrollment-requests/activities?studentId=: what a parent may ask for, for the child. */
export const requestableActivitiesQuery = z.object({ studentId: idSchema });
export type RequestableActivitiesQuery = z.infer<typeof requestableActivitiesQuery>;

export const requestableActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  typeName: z.string(),
  providerName: z.string(),
  priceModel: z.enum(ActivityPriceModel),
  priceCents: z.number().int(),
  minimumCents: z.number().int().nullable(),
  activeFrom: z.string(),
  activeTo: z.string().nullable(),
  /** Enrolled today or later (an open or future enrolment). */
  enrolled: z.boolean(),
  /** Whether a delistment request may be filed (the activity allows it). */
  delistmentEnabled: z.boolean(),
  /** Whether an enrolment request may be filed (the activity accepts requests). */
  enrollmentRequestsEnabled: z.boolean(),
  /** A waiting request of the child for the activity (enrol or delist). */
  waitingRequestId: z.number().int().nullable(),
});
export type RequestableActivity = z.infer<typeof requestableActivity>;

/** GET /api/Activities/parents/student-enrollment: a parent's children, their activities now and their requests. */
export const studentEnrollmentActivity = z.object({
  activityId: z.number().int(),
  name: z.string(),
  providerName: z.string(),
  priceModel: z.enum(ActivityPriceModel),
  priceCents: z.number().int(),
  fromDate: z.string(),
  toDate: z.string().nullable(),
});
export const studentEnrollmentRequest = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  changeType: z.literal(activityRequestKinds),
  status: z.enum(ActivityRequestStatus),
  fromDate: z.string(),
  requestedAt: z.string(),
});
export const studentEnrollment = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  className: z.string().nullable(),
  activities: z.array(studentEnrollmentActivity),
  requests: z.array(studentEnrollmentRequest),
});
export type StudentEnrollment = z.infer<typeof studentEnrollment>;

/** The enrolment requests (spec 2 §7.2; paths as the spec writes them). */
export const activityEnrollmentRequestsRoutes = {
  /** The director's list (every request); a parent's own children's requests. Newest first. */
  list: {
    method: 'GET',
    path: 'Activities/enrollment-requests/overview',
    query: activityEnrollmentRequestListQuery,
    response: pagedResultSchema(activityEnrollmentRequestRow),
    access: resourceAccess(Resource.ActivityEnrollmentRequests, 'read'),
  },
  create: {
    method: 'POST',
    path: 'Activities/enrollment-requests/parents/create',
    body: createActivityEnrollmentRequest,
    response: createActivityEnrollmentResult,
    access: resourceAccess(Resource.ActivityEnrollmentRequests, 'create'),
    status: 200,
  },
  /** A parent withdraws a waiting request of their own child. */
  remove: {
    method: 'DELETE',
    path: 'Activities/enrollment-requests/parents/delete/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.ActivityEnrollmentRequests, 'create'),
    status: 204,
  },
  changeStatus: {
    method: 'POST',
    path: 'Activities/enrollment-requests/change-status',
    body: changeActivityEnrollmentRequestStatus,
    response: emptyAnswer,
    access: resourceAccess(Resource.ActivityEnrollmentRequests, 'update'),
    status: 204,
  },
  /** The printable request (PDF). */
  export: {
    method: 'GET',
    path: 'Activities/enrollment-requests/export/:id',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.ActivityEnrollmentRequests, 'read'),
  },
  studentEnrollment: {
    method: 'GET',
    path: 'Activities/parents/student-enrollment',
    response: z.array(studentEnrollment),
    access: resourceAccess(Resource.ActivityEnrollmentRequests, 'read'),
  },
  activities: {
    method: 'GET',
    path: 'Activities/enrollment-requests/activities',
    query: requestableActivitiesQuery,
    response: z.array(requestableActivity),
    access: resourceAccess(Resource.ActivityEnrollmentRequests, 'read'),
  },
} as const satisfies RouteTable;
