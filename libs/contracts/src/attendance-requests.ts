import { z } from 'zod';
import { idParams, idSchema, pagedResultSchema, pageQueryOrderedBy, saveResultSchema } from './common.js';
import { ApplicationType, GroupAgeType, RequestStatus } from './enums.js';
import { Resource } from './roles.js';
import { emptyAnswer, fileAnswer, resourceAccess, type RouteTable } from './routes.js';
import { validationMessages } from './validation-messages.js';

/**
 * Parents' attendance requests (spec 2 §7.3 StudentAttendances request calls; docs/attendance-requests.md): a
 * family-reason absence for future working days, or a summer attendance declaration, decided by the director.
 */
export const attendanceRequestMessages = {
  notFound: 'Заявлението не е намерено.',
  studentNotFound: 'Детето не е намерено.',
  notInGroup: 'Детето не е записано в група на началната дата.',
  noSchoolYear: 'Датите трябва да са в една учебна година на детската градина.',
  order: 'Крайната дата не може да е преди началната.',
  futureOnly: 'Заявление може да се подаде само за бъдещи дни (от утре нататък).',
  summerOnly: 'Заявление за посещение през лятото се подава само за дни от 1 юни до 14 септември.',
  noWorkingDays: 'В избрания период няма работни дни.',
  overlap: 'За тези дни вече има подадено или одобрено заявление от същия вид.',
  notPending: 'Решение може да се вземе само по заявление, което чака одобрение.',
  withdrawPendingOnly: 'Може да оттеглите само заявление, което чака одобрение.',
  commentRequired: 'При отхвърляне посочете причина.',
  reasonRequired: 'Посочете причината за отсъствието.',
  capExceeded: (remaining: number, asked: number) =>
    `Надвишен е лимитът за отсъствия по семейни причини: остават ${remaining} ${remaining === 1 ? 'ден' : 'дни'}, а заявлението е за ${asked}.`,
  exportType: 'Форматът трябва да е pdf или excel.',
} as const;

const isoDay = z.iso.date();
const applicationType = z.coerce.number().pipe(z.enum(ApplicationType));
const requestStatus = z.coerce.number().pipe(z.enum(RequestStatus));

const datesInOrder = <T extends { fromDate: string; toDate: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.toDate < value.fromDate) ctx.addIssue({ code: 'custom', path: ['toDate'], message: attendanceRequestMessages.order });
};

/** POST /api/StudentAttendances/parent-request: a parent files a request for their own child. */
export const fileAttendanceRequest = z
  .object({
    studentId: idSchema,
    type: z.enum(ApplicationType),
    fromDate: isoDay,
    toDate: isoDay,
    reason: z.string().trim().max(1000).optional().nullable(),
  })
  .superRefine((value, ctx) => {
    datesInOrder(value, ctx);
    if (value.type === ApplicationType.FamilyReasonAbsence && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: attendanceRequestMessages.reasonRequired });
    }
  });
export type FileAttendanceRequest = z.infer<typeof fileAttendanceRequest>;

/**
 * POST /api/StudentAttendances/request: with `id` the director's decision ({id, status, comment}); without it the
 * staff records a paper request on behalf of a parent ({studentId, type, fromDate, toDate, reason}).
 */
export const saveAttendanceRequest = z
  .object({
    id: idSchema.optional(),
    status: z.union([z.literal(RequestStatus.Approved), z.literal(RequestStatus.Rejected)]).optional(),
    comment: z.string().trim().max(1000).optional().nullable(),
    studentId: idSchema.optional(),
    type: z.enum(ApplicationType).optional(),
    fromDate: isoDay.optional(),
    toDate: isoDay.optional(),
    reason: z.string().trim().max(1000).optional().nullable(),
  })
  .superRefine((value, ctx) => {
    const required = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: validationMessages.required });
    if (value.id !== undefined) {
      if (value.status === undefined) required('status');
      if (value.status === RequestStatus.Rejected && !value.comment) {
        ctx.addIssue({ code: 'custom', path: ['comment'], message: attendanceRequestMessages.commentRequired });
      }
      return;
    }
    for (const key of ['studentId', 'type', 'fromDate', 'toDate'] as const) if (value[key] === undefined) required(key);
    if (value.fromDate && value.toDate) datesInOrder({ fromDate: value.fromDate, toDate: value.toDate }, ctx);
    if (value.type === ApplicationType.FamilyReasonAbsence && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: attendanceRequestMessages.reasonRequired });
    }
  });
export type SaveAttendanceRequest = z.infer<typeof saveAttendanceRequest>;

const listFilters = {
  type: applicationType.optional(),
  status: requestStatus.optional(),
  classId: idSchema.optional(),
  studentId: idSchema.optional(),
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
};

/** GET /api/StudentAttendances/applications. */
export const attendanceRequestListQuery = pageQueryOrderedBy(['createdAt', 'fromDate', 'studentName', 'status']).extend(
  listFilters,
);
export type AttendanceRequestListQuery = z.infer<typeof attendanceRequestListQuery>;

export const attendanceRequestRow = z.object({
  id: z.number().int(),
  type: z.enum(ApplicationType),
  studentId: z.number().int(),
  studentName: z.string(),
  classId: z.number().int().nullable(),
  className: z.string().nullable(),
  fromDate: z.string(),
  toDate: z.string(),
  /** Working days in the range (weekends, locking days off and locked attendance periods not counted). */
  workingDays: z.number().int(),
  reason: z.string().nullable(),
  status: z.enum(RequestStatus),
  requestedById: z.number().int().nullable(),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
});
export type AttendanceRequestRow = z.infer<typeof attendanceRequestRow>;

/** GET /api/StudentAttendances/request-preview: what the create form shows live. */
export const attendanceRequestPreviewQuery = z.object({
  studentId: idSchema,
  type: applicationType,
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
});
export type AttendanceRequestPreviewQuery = z.infer<typeof attendanceRequestPreviewQuery>;

export const attendanceRequestPreview = z.object({
  /** Working days of the range (0 without dates). */
  workingDays: z.number().int(),
  /** Family reasons: the cap of the child's group for the school year, days used (marked), days in pending requests. */
  cap: z.number().int(),
  used: z.number().int(),
  pending: z.number().int(),
  remaining: z.number().int(),
});
export type AttendanceRequestPreview = z.infer<typeof attendanceRequestPreview>;

/** Children a user may file for (a parent's own children, staff: every child in a group). */
export const requestableChild = z.object({
  id: z.number().int(),
  name: z.string(),
  className: z.string().nullable(),
});
export type RequestableChild = z.infer<typeof requestableChild>;

// ---- family-absence caps ----

export const saveFamilyAbsenceLimit = z.object({
  ageType: z.enum(GroupAgeType),
  maxDays: z.number().int().min(0).max(366),
  validFrom: isoDay,
});
export type SaveFamilyAbsenceLimit = z.infer<typeof saveFamilyAbsenceLimit>;

export const familyAbsenceLimitRow = z.object({
  ageType: z.enum(GroupAgeType),
  /** In force today. */
  maxDays: z.number().int(),
  /** null: the default of the rules (no value set by the kindergarten). */
  validFrom: z.string().nullable(),
  isDefault: z.boolean(),
  history: z.array(z.object({ validFrom: z.string(), maxDays: z.number().int(), updatedBy: z.string().nullable() })),
});
export type FamilyAbsenceLimitRow = z.infer<typeof familyAbsenceLimitRow>;

// ---- references ----

export const applicationsReferenceQuery = z.object({
  type: applicationType,
  status: requestStatus.optional(),
  classId: idSchema.optional(),
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
});
export type ApplicationsReferenceQuery = z.infer<typeof applicationsReferenceQuery>;

export const applicationsExportParams = z.object({
  type: z.enum(['pdf', 'excel'], { error: attendanceRequestMessages.exportType }),
});
export type ApplicationsExportParams = z.infer<typeof applicationsExportParams>;

export const applicationsReference = z.object({
  rows: z.array(attendanceRequestRow),
  totals: z.array(z.object({ status: z.enum(RequestStatus), requests: z.number().int(), workingDays: z.number().int() })),
  /** Summer declarations: the approved and pending children declared per week (Monday to Sunday). */
  weeks: z.array(z.object({ weekStart: z.string(), weekEnd: z.string(), children: z.number().int() })),
});
export type ApplicationsReference = z.infer<typeof applicationsReference>;

// ---- routes ----

/** Parents' attendance requests (spec 2 §7.3 StudentAttendances request calls; docs/attendance-requests.md). */
export const attendanceRequestsRoutes = {
  list: {
    method: 'GET',
    path: 'StudentAttendances/applications',
    query: attendanceRequestListQuery,
    response: pagedResultSchema(attendanceRequestRow),
    access: resourceAccess(Resource.AttendanceApplications, 'read'),
  },
  children: {
    method: 'GET',
    path: 'StudentAttendances/request-children',
    response: z.array(requestableChild),
    access: resourceAccess(Resource.AttendanceApplications, 'create'),
  },
  preview: {
    method: 'GET',
    path: 'StudentAttendances/request-preview',
    query: attendanceRequestPreviewQuery,
    response: attendanceRequestPreview,
    access: resourceAccess(Resource.AttendanceApplications, 'read'),
  },
  /** A parent files a request for their own child. */
  file: {
    method: 'POST',
    path: 'StudentAttendances/parent-request',
    body: fileAttendanceRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.AttendanceApplications, 'create'),
    status: 200,
  },
  /** With `id` the director's decision (update); without it a paper request recorded by the staff (create). */
  save: {
    method: 'POST',
    path: 'StudentAttendances/request',
    body: saveAttendanceRequest,
    response: saveResultSchema,
    access: resourceAccess(Resource.AttendanceApplications, 'save'),
    status: 200,
  },
  /** A parent withdraws their own pending request (who may file may withdraw); the director deletes any. */
  remove: {
    method: 'DELETE',
    path: 'StudentAttendances/request/:id',
    params: idParams,
    response: emptyAnswer,
    access: resourceAccess(Resource.AttendanceApplications, 'create'),
    status: 204,
  },
  /** The printable request form (PDF). */
  form: {
    method: 'GET',
    path: 'StudentAttendances/attendance-request-form/:id',
    params: idParams,
    response: fileAnswer,
    access: resourceAccess(Resource.AttendanceApplications, 'read'),
  },
} as const satisfies RouteTable;

/** The caps on family-reason absence days per group age type, with the date each applies from. */
export const attendanceRequestsFamilyLimitsRoutes = {
  list: {
    method: 'GET',
    path: 'FamilyAbsenceLimits',
    response: z.array(familyAbsenceLimitRow),
    access: resourceAccess(Resource.AttendanceApplications, 'read'),
  },
  save: {
    method: 'POST',
    path: 'FamilyAbsenceLimits',
    body: saveFamilyAbsenceLimit,
    response: saveResultSchema,
    access: resourceAccess(Resource.AttendanceApplications, 'update'),
    status: 200,
  },
} as const satisfies RouteTable;

/** The requests reference: per-request rows, totals by status, children declared per summer week. */
export const attendanceRequestsReferenceRoutes = {
  reference: {
    method: 'GET',
    path: 'AttendanceReferences/applications',
    query: applicationsReferenceQuery,
    response: applicationsReference,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  export: {
    method: 'GET',
    path: 'AttendanceReferences/applications/export/:type',
    params: applicationsExportParams,
    query: applicationsReferenceQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
} as const satisfies RouteTable;
