import { z } from 'zod';
import { AttendanceKind } from './attendance-rules.js';
import { idSchema, pagedResultSchema, pageQuery } from './common.js';
import { ChildAttendanceStatus, GroupAgeType } from './enums.js';
import { Resource } from './roles.js';
import { fileAnswer, resourceAccess, type RouteTable } from './routes.js';

/**
 * Children's attendance references (spec 2 §7.3 "AttendanceReferences", resource 41; docs/attendance-references.md).
 * Every figure is counted in the database by `attendance_kind()` (present, unexcused, excused, not counted) from the
 * grid's cells, so the references add up with the grid. Each reference has a JSON call for the screen and an export
 * (`format` pdf or excel) that takes the same query and shows the same figures.
 */
export const attendanceReferenceMessages = {
  classNotFound: 'Групата не е намерена.',
  studentNotFound: 'Детето не е намерено.',
  toBeforeFrom: 'Крайната дата трябва да е след началната или същата.',
  periodTooLong: 'Периодът на справката може да е най-много 366 дни.',
  groupOrChild: 'Посочете група или дете.',
  noSchoolYear: 'Изберете учебна година.',
} as const;

/** The longest period of a reference, in calendar days (a school year). */
export const ATTENDANCE_REFERENCE_MAX_DAYS = 366;

const isoDay = z.iso.date();
const exportFormat = z.enum(['pdf', 'excel']);
export type AttendanceReferenceFormat = z.infer<typeof exportFormat>;

const daysBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** A period `from`–`to` (both included), at most a school year long. */
const periodQuery = z.object({ from: isoDay, to: isoDay, classId: idSchema.optional() });
function checkPeriod(query: { from: string; to: string }, context: z.RefinementCtx): void {
  if (query.to < query.from) {
    context.addIssue({ code: 'custom', message: attendanceReferenceMessages.toBeforeFrom, path: ['to'] });
  } else if (daysBetween(query.from, query.to) >= ATTENDANCE_REFERENCE_MAX_DAYS) {
    context.addIssue({ code: 'custom', message: attendanceReferenceMessages.periodTooLong, path: ['to'] });
  }
}
const withFormat = { format: exportFormat.default('pdf') };
/** A period reference's query (`from`, `to`, `classId`) and its export's (the same and `format`). */
const periodReferenceQuery = periodQuery.superRefine(checkPeriod);
const periodExportQuery = periodQuery.extend(withFormat).superRefine(checkPeriod);

const count = z.number().int();

/** The counts every reference shows: days present, unexcused and excused absences, days not counted (locked, vacancy). */
export const attendanceCounts = z.object({
  present: count,
  unexcused: count,
  excused: count,
  notCounted: count,
});
export type AttendanceCounts = z.infer<typeof attendanceCounts>;

// ---- per day ----

/** GET /api/AttendanceReferences/per-day: the groups on a day (optionally one group). */
export const perDayQuery = z.object({ date: isoDay, classId: idSchema.optional() });
export type PerDayQuery = z.infer<typeof perDayQuery>;
export const perDayExportQuery = perDayQuery.extend(withFormat);
export type PerDayExportQuery = z.infer<typeof perDayExportQuery>;

export const perDayGroupRow = attendanceCounts.extend({
  classId: z.number().int(),
  className: z.string(),
  /** Children in the group on the day (own children and guests). */
  enrolled: count,
  /** Children in the group with no status on the day. */
  notMarked: count,
});
export type PerDayGroupRow = z.infer<typeof perDayGroupRow>;

// ---- absences (a row of the per-day reference and of the absences list) ----

export const absenceRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  classId: z.number().int(),
  className: z.string(),
  forDate: z.string(),
  type: z.enum(ChildAttendanceStatus),
  kind: z.enum(AttendanceKind),
  medicalNote: z.string().nullable(),
});
export type AbsenceRow = z.infer<typeof absenceRow>;

export const perDayReference = z.object({
  date: z.string(),
  groups: z.array(perDayGroupRow),
  /** The day's absent children (unexcused and excused), with their status and medical note. */
  absent: z.array(absenceRow),
  totals: perDayGroupRow.omit({ classId: true, className: true }),
});
export type PerDayReference = z.infer<typeof perDayReference>;

// ---- per student ----

/** GET /api/AttendanceReferences/per-student: a child's or a group's children's months in a period. */
const childOrGroup = <T extends { classId?: number; studentId?: number }>(query: T): boolean =>
  query.classId !== undefined || query.studentId !== undefined;
const childOrGroupIssue = { message: attendanceReferenceMessages.groupOrChild, path: ['classId'] };
export const perStudentQuery = periodQuery
  .extend({ studentId: idSchema.optional() })
  .superRefine(checkPeriod)
  .refine(childOrGroup, childOrGroupIssue);
export type PerStudentQuery = z.infer<typeof perStudentQuery>;
export const perStudentExportQuery = periodQuery
  .extend({ studentId: idSchema.optional(), ...withFormat })
  .superRefine(checkPeriod)
  .refine(childOrGroup, childOrGroupIssue);
export type PerStudentExportQuery = z.infer<typeof perStudentExportQuery>;

export const studentAttendanceCounts = attendanceCounts.extend({
  /** Of the excused: family-reason days (status 4). */
  familyReason: count,
  /** Of the excused: sick days with a medical note (statuses 5, 6). */
  sick: count,
});
export type StudentAttendanceCounts = z.infer<typeof studentAttendanceCounts>;

export const perStudentMonth = studentAttendanceCounts.extend({
  /** 'YYYY-MM'. */
  month: z.string(),
});
export type PerStudentMonth = z.infer<typeof perStudentMonth>;

export const perStudentRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  months: z.array(perStudentMonth),
  totals: studentAttendanceCounts,
});
export type PerStudentRow = z.infer<typeof perStudentRow>;

export const perStudentReference = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(perStudentRow),
  totals: studentAttendanceCounts,
});
export type PerStudentReference = z.infer<typeof perStudentReference>;

// ---- per group ----

/** GET /api/AttendanceReferences/per-group: every group (or one) over a period. */
export const perGroupQuery = periodReferenceQuery;
export type PerGroupQuery = z.infer<typeof perGroupQuery>;
export const perGroupExportQuery = periodExportQuery;
export type PerGroupExportQuery = z.infer<typeof perGroupExportQuery>;

/** The figures over days: the counted days, and present children per such day. */
const dailyFigures = {
  /** Days with at least one counted status. */
  markedDays: count,
  /** Present children per marked day, a decimal string with two places ("4.25"). */
  averageDaily: z.string().nullable(),
};

export const perGroupRow = attendanceCounts.extend({
  classId: z.number().int(),
  className: z.string(),
  ...dailyFigures,
});
export type PerGroupRow = z.infer<typeof perGroupRow>;

export const perGroupReference = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(perGroupRow),
  totals: perGroupRow.omit({ classId: true, className: true }),
});
export type PerGroupReference = z.infer<typeof perGroupReference>;

// ---- family absence ----

/** GET /api/AttendanceReferences/family-absence: the family-reason days of each child of the selected school year. */
export const familyAbsenceQuery = z.object({ classId: idSchema.optional() });
export type FamilyAbsenceQuery = z.infer<typeof familyAbsenceQuery>;
export const familyAbsenceExportQuery = familyAbsenceQuery.extend(withFormat);
export type FamilyAbsenceExportQuery = z.infer<typeof familyAbsenceExportQuery>;

export const familyAbsenceRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  classId: z.number().int(),
  className: z.string(),
  ageType: z.enum(GroupAgeType),
  /** Family-reason days (status 4) in the school year. */
  used: count,
  /** The child's cap in force (`student_family_absence_limit()` on today, within the school year). */
  cap: count,
  remaining: count,
  /** used >= cap: no more family-reason days can be added (the grid's warning). */
  limitReached: z.boolean(),
  /** used > cap. */
  overLimit: z.boolean(),
});
export type FamilyAbsenceRow = z.infer<typeof familyAbsenceRow>;

export const familyAbsenceReference = z.object({
  /** The day the caps are read on. */
  onDate: z.string(),
  rows: z.array(familyAbsenceRow),
});
export type FamilyAbsenceReference = z.infer<typeof familyAbsenceReference>;

// ---- days attended ----

/** GET /api/AttendanceReferences/days-attendances (screen) and days-attendances/reference (PDF or Excel). */
export const daysAttendancesQuery = periodReferenceQuery;
export type DaysAttendancesQuery = z.infer<typeof daysAttendancesQuery>;
export const daysAttendancesReferenceQuery = periodExportQuery;
export type DaysAttendancesReferenceQuery = z.infer<typeof daysAttendancesReferenceQuery>;

export const daysAttendedRow = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  classId: z.number().int(),
  className: z.string(),
  /** Days present (full day and hourly). */
  present: count,
  /** Of those, hourly days (statuses 7-9). */
  hourly: count,
  excused: count,
  unexcused: count,
});
export type DaysAttendedRow = z.infer<typeof daysAttendedRow>;

export const daysAttendedReference = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(daysAttendedRow),
  totals: daysAttendedRow.omit({ studentId: true, studentName: true, classId: true, className: true }),
});
export type DaysAttendedReference = z.infer<typeof daysAttendedReference>;

// ---- by months ----

/** GET /api/AttendanceReferences/by-months: the months of the selected school year, for a group or the kindergarten. */
export const byMonthsQuery = z.object({ classId: idSchema.optional() });
export type ByMonthsQuery = z.infer<typeof byMonthsQuery>;
export const byMonthsExportQuery = byMonthsQuery.extend(withFormat);
export type ByMonthsExportQuery = z.infer<typeof byMonthsExportQuery>;

export const byMonthsRow = attendanceCounts.extend({
  /** 'YYYY-MM'. */
  month: z.string(),
  ...dailyFigures,
});
export type ByMonthsRow = z.infer<typeof byMonthsRow>;

export const byMonthsReference = z.object({
  rows: z.array(byMonthsRow),
  totals: byMonthsRow.omit({ month: true }),
});
export type ByMonthsReference = z.infer<typeof byMonthsReference>;

// ---- absences ----

/** GET /api/AttendanceReferences/absences (paged) and absences/export: every absence of a period. */
export const absencesQuery = pageQuery
  .omit({ orderByColumn: true, orderByDescending: true })
  .extend(periodQuery.shape)
  .superRefine(checkPeriod);
export type AbsencesQuery = z.infer<typeof absencesQuery>;
export const absencesExportQuery = periodExportQuery;
export type AbsencesExportQuery = z.infer<typeof absencesExportQuery>;

// ---- routes ----

/** The children's attendance references (spec 2 §7.3 "AttendanceReferences"): each with its export. */
export const attendanceReferencesRoutes = {
  perDay: {
    method: 'GET',
    path: 'AttendanceReferences/per-day',
    query: perDayQuery,
    response: perDayReference,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  perDayExport: {
    method: 'GET',
    path: 'AttendanceReferences/per-day/export',
    query: perDayExportQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  perStudent: {
    method: 'GET',
    path: 'AttendanceReferences/per-student',
    query: perStudentQuery,
    response: perStudentReference,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  perStudentExport: {
    method: 'GET',
    path: 'AttendanceReferences/per-student/export',
    query: perStudentExportQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  perGroup: {
    method: 'GET',
    path: 'AttendanceReferences/per-group',
    query: perGroupQuery,
    response: perGroupReference,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  perGroupExport: {
    method: 'GET',
    path: 'AttendanceReferences/per-group/export',
    query: perGroupExportQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  familyAbsence: {
    method: 'GET',
    path: 'AttendanceReferences/family-absence',
    query: familyAbsenceQuery,
    response: familyAbsenceReference,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  familyAbsenceExport: {
    method: 'GET',
    path: 'AttendanceReferences/family-absence/export',
    query: familyAbsenceExportQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  daysAttendances: {
    method: 'GET',
    path: 'AttendanceReferences/days-attendances',
    query: daysAttendancesQuery,
    response: daysAttendedReference,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  daysAttendancesReference: {
    method: 'GET',
    path: 'AttendanceReferences/days-attendances/reference',
    query: daysAttendancesReferenceQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  byMonths: {
    method: 'GET',
    path: 'AttendanceReferences/by-months',
    query: byMonthsQuery,
    response: byMonthsReference,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  byMonthsExport: {
    method: 'GET',
    path: 'AttendanceReferences/by-months/export',
    query: byMonthsExportQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  absences: {
    method: 'GET',
    path: 'AttendanceReferences/absences',
    query: absencesQuery,
    response: pagedResultSchema(absenceRow),
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
  absencesExport: {
    method: 'GET',
    path: 'AttendanceReferences/absences/export',
    query: absencesExportQuery,
    response: fileAnswer,
    access: resourceAccess(Resource.AttendanceReferences, 'read'),
  },
} as const satisfies RouteTable;
