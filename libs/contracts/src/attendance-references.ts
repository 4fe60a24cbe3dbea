import { z } from 'zod';
import type { AttendanceKind } from './attendance-rules.js';
import { idSchema, pageQuery } from './common.js';
import type { ChildAttendanceStatus, GroupAgeType } from './enums.js';

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

/** The counts every reference shows: days present, unexcused and excused absences, days not counted (locked, vacancy). */
export interface AttendanceCounts {
  present: number;
  unexcused: number;
  excused: number;
  notCounted: number;
}

// ---- per day ----

/** GET /api/AttendanceReferences/per-day: the groups on a day (optionally one group). */
export const perDayQuery = z.object({ date: isoDay, classId: idSchema.optional() });
export type PerDayQuery = z.infer<typeof perDayQuery>;
export const perDayExportQuery = perDayQuery.extend(withFormat);
export type PerDayExportQuery = z.infer<typeof perDayExportQuery>;

export interface PerDayGroupRow extends AttendanceCounts {
  classId: number;
  className: string;
  /** Children in the group on the day (own children and guests). */
  enrolled: number;
  /** Children in the group with no status on the day. */
  notMarked: number;
}

export interface PerDayReference {
  date: string;
  groups: PerDayGroupRow[];
  /** The day's absent children (unexcused and excused), with their status and medical note. */
  absent: AbsenceRow[];
  totals: Omit<PerDayGroupRow, 'classId' | 'className'>;
}

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

export interface StudentAttendanceCounts extends AttendanceCounts {
  /** Of the excused: family-reason days (status 4). */
  familyReason: number;
  /** Of the excused: sick days with a medical note (statuses 5, 6). */
  sick: number;
}

export interface PerStudentMonth extends StudentAttendanceCounts {
  /** 'YYYY-MM'. */
  month: string;
}

export interface PerStudentRow {
  studentId: number;
  studentName: string;
  months: PerStudentMonth[];
  totals: StudentAttendanceCounts;
}

export interface PerStudentReference {
  from: string;
  to: string;
  rows: PerStudentRow[];
  totals: StudentAttendanceCounts;
}

// ---- per group ----

/** GET /api/AttendanceReferences/per-group: every group (or one) over a period. */
export const perGroupQuery = periodReferenceQuery;
export type PerGroupQuery = z.infer<typeof perGroupQuery>;
export const perGroupExportQuery = periodExportQuery;
export type PerGroupExportQuery = z.infer<typeof perGroupExportQuery>;

export interface PerGroupRow extends AttendanceCounts {
  classId: number;
  className: string;
  /** Days of the period with at least one counted status in the group. */
  markedDays: number;
  /** Present children per marked day, a decimal string with two places ("4.25"). */
  averageDaily: string | null;
}

export interface PerGroupReference {
  from: string;
  to: string;
  rows: PerGroupRow[];
  totals: Omit<PerGroupRow, 'classId' | 'className'>;
}

// ---- family absence ----

/** GET /api/AttendanceReferences/family-absence: the family-reason days of each child of the selected school year. */
export const familyAbsenceQuery = z.object({ classId: idSchema.optional() });
export type FamilyAbsenceQuery = z.infer<typeof familyAbsenceQuery>;
export const familyAbsenceExportQuery = familyAbsenceQuery.extend(withFormat);
export type FamilyAbsenceExportQuery = z.infer<typeof familyAbsenceExportQuery>;

export interface FamilyAbsenceRow {
  studentId: number;
  studentName: string;
  classId: number;
  className: string;
  ageType: GroupAgeType;
  /** Family-reason days (status 4) in the school year. */
  used: number;
  /** The cap in force (`family_absence_limit()` on today, within the school year). */
  cap: number;
  remaining: number;
  /** used >= cap: no more family-reason days can be added (the grid's warning). */
  limitReached: boolean;
  /** used > cap. */
  overLimit: boolean;
}

export interface FamilyAbsenceReference {
  /** The day the caps are read on. */
  onDate: string;
  rows: FamilyAbsenceRow[];
}

// ---- days attended ----

/** GET /api/AttendanceReferences/days-attendances (screen) and days-attendances/reference (PDF or Excel). */
export const daysAttendancesQuery = periodReferenceQuery;
export type DaysAttendancesQuery = z.infer<typeof daysAttendancesQuery>;
export const daysAttendancesReferenceQuery = periodExportQuery;
export type DaysAttendancesReferenceQuery = z.infer<typeof daysAttendancesReferenceQuery>;

export interface DaysAttendedRow {
  studentId: number;
  studentName: string;
  classId: number;
  className: string;
  /** Days present (full day and hourly). */
  present: number;
  /** Of those, hourly days (statuses 7-9). */
  hourly: number;
  excused: number;
  unexcused: number;
}

export interface DaysAttendedReference {
  from: string;
  to: string;
  rows: DaysAttendedRow[];
  totals: Omit<DaysAttendedRow, 'studentId' | 'studentName' | 'classId' | 'className'>;
}

// ---- by months ----

/** GET /api/AttendanceReferences/by-months: the months of the selected school year, for a group or the kindergarten. */
export const byMonthsQuery = z.object({ classId: idSchema.optional() });
export type ByMonthsQuery = z.infer<typeof byMonthsQuery>;
export const byMonthsExportQuery = byMonthsQuery.extend(withFormat);
export type ByMonthsExportQuery = z.infer<typeof byMonthsExportQuery>;

export interface ByMonthsRow extends AttendanceCounts {
  /** 'YYYY-MM'. */
  month: string;
  markedDays: number;
  averageDaily: string | null;
}

export interface ByMonthsReference {
  rows: ByMonthsRow[];
  totals: Omit<ByMonthsRow, 'month'>;
}

// ---- absences ----

/** GET /api/AttendanceReferences/absences (paged) and absences/export: every absence of a period. */
export const absencesQuery = pageQuery
  .omit({ orderByColumn: true, orderByDescending: true })
  .extend(periodQuery.shape)
  .superRefine(checkPeriod);
export type AbsencesQuery = z.infer<typeof absencesQuery>;
export const absencesExportQuery = periodExportQuery;
export type AbsencesExportQuery = z.infer<typeof absencesExportQuery>;

export interface AbsenceRow {
  studentId: number;
  studentName: string;
  classId: number;
  className: string;
  forDate: string;
  type: ChildAttendanceStatus;
  kind: AttendanceKind;
  medicalNote: string | null;
}
