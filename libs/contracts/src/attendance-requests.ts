import { z } from 'zod';
import { idSchema, pageQueryOrderedBy } from './common.js';
import { ApplicationType, GroupAgeType, RequestStatus } from './enums.js';
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

export interface AttendanceRequestRow {
  id: number;
  type: ApplicationType;
  studentId: number;
  studentName: string;
  classId: number | null;
  className: string | null;
  fromDate: string;
  toDate: string;
  /** Working days in the range (weekends, locking days off and locked attendance periods not counted). */
  workingDays: number;
  reason: string | null;
  status: RequestStatus;
  requestedById: number | null;
  requestedBy: string | null;
  createdAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  decisionComment: string | null;
}

/** GET /api/StudentAttendances/request-preview: what the create form shows live. */
export const attendanceRequestPreviewQuery = z.object({
  studentId: idSchema,
  type: applicationType,
  fromDate: isoDay.optional(),
  toDate: isoDay.optional(),
});
export type AttendanceRequestPreviewQuery = z.infer<typeof attendanceRequestPreviewQuery>;

export interface AttendanceRequestPreview {
  /** Working days of the range (0 without dates). */
  workingDays: number;
  /** Family reasons: the cap of the child's group for the school year, days used (marked), days in pending requests. */
  cap: number;
  used: number;
  pending: number;
  remaining: number;
}

/** Children a user may file for (a parent's own children, staff: every child in a group). */
export interface RequestableChild {
  id: number;
  name: string;
  className: string | null;
}

// ---- family-absence caps ----

export const saveFamilyAbsenceLimit = z.object({
  ageType: z.enum(GroupAgeType),
  maxDays: z.number().int().min(0).max(366),
  validFrom: isoDay,
});
export type SaveFamilyAbsenceLimit = z.infer<typeof saveFamilyAbsenceLimit>;

export interface FamilyAbsenceLimitRow {
  ageType: GroupAgeType;
  /** In force today. */
  maxDays: number;
  /** null: the default of the rules (no value set by the kindergarten). */
  validFrom: string | null;
  isDefault: boolean;
  history: { validFrom: string; maxDays: number; updatedBy: string | null }[];
}

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

export interface ApplicationsReference {
  rows: AttendanceRequestRow[];
  totals: { status: RequestStatus; requests: number; workingDays: number }[];
  /** Summer declarations: the approved and pending children declared per week (Monday to Sunday). */
  weeks: { weekStart: string; weekEnd: string; children: number }[];
}
