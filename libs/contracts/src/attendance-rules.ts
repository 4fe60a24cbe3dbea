import { ChildAttendanceStatus, GroupAgeType } from './enums.js';

/**
 * The rules of children's attendance that the screens and the server share (docs/attendance.md). The database has the
 * same classification as `attendance_kind()` (migrations/1795300014000-ChildAttendance.ts); a unit test keeps the two
 * in step.
 */

/** How a day's status counts in every report: present, an unexcused or an excused absence, or not at all. */
export enum AttendanceKind {
  NotCounted = 0,
  Present = 1,
  Unexcused = 2,
  Excused = 3,
}

export const attendanceKindLabels: Record<AttendanceKind, string> = {
  [AttendanceKind.NotCounted]: 'Не се отчита',
  [AttendanceKind.Present]: 'Присъствие',
  [AttendanceKind.Unexcused]: 'Неизвинено отсъствие',
  [AttendanceKind.Excused]: 'Извинено отсъствие',
};

const S = ChildAttendanceStatus;
const presentStatuses = new Set<ChildAttendanceStatus>([S.Attendance, S.Hourly1, S.Hourly2, S.Hourly3]);
const notCountedStatuses = new Set<ChildAttendanceStatus>([S.Locked, S.Vacancy]);

/** Summer (1 June – 14 September): absences count as excused. */
export function isSummerDay(day: string): boolean {
  const monthDay = day.slice(5, 10);
  return monthDay >= '06-01' && monthDay <= '09-14';
}

/** `day` is 'YYYY-MM-DD'. */
export function attendanceKindOf(status: ChildAttendanceStatus, day: string): AttendanceKind {
  if (notCountedStatuses.has(status)) return AttendanceKind.NotCounted;
  if (presentStatuses.has(status)) return AttendanceKind.Present;
  if (status === S.Absence) return isSummerDay(day) ? AttendanceKind.Excused : AttendanceKind.Unexcused;
  return AttendanceKind.Excused;
}

/** A medical note's life: recorded (by a parent or the staff), approved by the director, or annulled with a comment. */
export enum MedicalNoteStatus {
  Pending = 0,
  Approved = 1,
  Annulled = 2,
}

export const medicalNoteStatusLabels: Record<MedicalNoteStatus, string> = {
  [MedicalNoteStatus.Pending]: 'Чака одобрение',
  [MedicalNoteStatus.Approved]: 'Одобрена',
  [MedicalNoteStatus.Annulled]: 'Анулирана',
};

/**
 * The cap on family-reason absence days in a school year when the kindergarten has not set its own: Наредба № 5 от
 * 03.06.2016 г. за предучилищното образование, чл. 10 (preparatory groups); the common municipal rule (others).
 * Same defaults as `family_absence_limit()` in the database.
 */
export function defaultFamilyAbsenceLimit(ageType: GroupAgeType): number {
  return ageType === GroupAgeType.KindergartenPGGroups ? 10 : 30;
}

/**
 * Social assistance (справка за месечни помощи, "SMP"): a child of a preparatory group whose unexcused absences in a
 * month exceed 3 days loses the monthly child benefit; above 2 days the director alerts social services.
 */
export const SMP_BENEFIT_STOP_ABOVE_DAYS = 3;
export const SMP_ALERT_ABOVE_DAYS = 2;
