import { ChildAttendanceStatus, DaysOffType, GroupAgeType } from './enums.js';

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

/**
 * The days off on which a plain Absence is excused: a declared vacation (Наредба № 5/2016 чл. 10, ал. 3), a flu
 * vacation, a quarantine. A day off proper (type 0) locks entry instead.
 */
export const excusingDaysOff: readonly DaysOffType[] = [DaysOffType.Quarantine, DaysOffType.FluVacation, DaysOffType.Vacation];

/**
 * `day` is 'YYYY-MM-DD'; `dayOff` the excusing day off of the child's group on the day (quarantine, flu vacation,
 * vacation: `absence_day_off()` in the database), if any. The same as `attendance_kind(type, day, day off)`.
 */
export function attendanceKindOf(status: ChildAttendanceStatus, day: string, dayOff?: DaysOffType | null): AttendanceKind {
  if (notCountedStatuses.has(status)) return AttendanceKind.NotCounted;
  if (presentStatuses.has(status)) return AttendanceKind.Present;
  if (status === S.Absence) {
    const excused = isSummerDay(day) || (dayOff != null && excusingDaysOff.includes(dayOff));
    return excused ? AttendanceKind.Excused : AttendanceKind.Unexcused;
  }
  return AttendanceKind.Excused;
}

/** The calendar year in which the school year of `day` ('YYYY-MM-DD') starts: school years start on 15 September. */
export function schoolYearStartYear(day: string): number {
  const year = Number(day.slice(0, 4));
  return day.slice(5, 10) < '09-15' ? year - 1 : year;
}

/** The age from whose school year preschool education is compulsory (ЗПУО чл. 8, ал. 1; docs/attendance.md). */
export const COMPULSORY_PRESCHOOL_AGE = 4;

/**
 * Whether a child born on `birthDate` is in compulsory preschool education on `day`: from the school year that starts
 * in the year the child turns 4 (ЗПУО чл. 8, ал. 1, as amended in September 2020). A property of the child, not of the
 * group, so mixed groups are right too. The same as `compulsory_preschool()` in the database.
 */
export function isCompulsoryPreschool(birthDate: string, day: string): boolean {
  return schoolYearStartYear(day) - Number(birthDate.slice(0, 4)) >= COMPULSORY_PRESCHOOL_AGE;
}

/**
 * The age type whose cap applies to a child's family-reason days: the compulsory cap (kept as the setting of the
 * preparatory groups' age type) for a child in compulsory preschool education, else the group's own. Without a birth
 * date (a guest child) the group decides. The same as `student_family_absence_limit()` in the database.
 */
export function familyLimitAgeType(groupAgeType: GroupAgeType, birthDate: string | null, day: string): GroupAgeType {
  return birthDate !== null && isCompulsoryPreschool(birthDate, day) ? GroupAgeType.KindergartenPGGroups : groupAgeType;
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
 * The cap on family-reason absence days in a school year when the kindergarten has not set its own. The value of the
 * preparatory groups' age type (8) is the cap of every child in compulsory preschool education (`familyLimitAgeType`):
 * Наредба № 5 от 03.06.2016 г. за предучилищното образование, чл. 10, ал. 2 (ДВ бр. 75/2021) — 10 days. The other
 * age types hold the kindergarten's own rule for children not yet in compulsory education (commonly 30 days).
 * Same defaults as `family_absence_limit()` in the database.
 */
export function defaultFamilyAbsenceLimit(ageType: GroupAgeType): number {
  return ageType === GroupAgeType.KindergartenPGGroups ? 10 : 30;
}

/** The age types as the family-reason caps name them: the preparatory groups' value is the compulsory cap. */
export const familyLimitAgeTypeLabels: Record<GroupAgeType, string> = {
  [GroupAgeType.Nursery]: 'Яслена група',
  [GroupAgeType.Kindergarten]: 'Градинска група (деца под 4 г.)',
  [GroupAgeType.KindergartenFirstGroup]: 'Първа група (деца под 4 г.)',
  [GroupAgeType.KindergartenPGGroups]: 'Задължително предучилищно образование (от 4 г.)',
};

/**
 * Social assistance (справка за месечни помощи, "SMP"), Закон за семейни помощи за деца, чл. 7 (ДВ бр. 35/2019, in
 * force from 01.08.2019): more than 3 days of unexcused absence in a month of a child in compulsory preschool education
 * terminate the monthly child benefit, which can be granted again no earlier than a year later; above 2 days the
 * director alerts the social assistance directorate (the kindergarten's practice, not a legal threshold).
 */
export const SMP_BENEFIT_STOP_ABOVE_DAYS = 3;
export const SMP_ALERT_ABOVE_DAYS = 2;

/** What the SMP letter and page say of the rule (Закон за семейни помощи за деца, чл. 7; ДВ бр. 35/2019). */
export const SMP_RULE_TEXT =
  `При повече от ${SMP_BENEFIT_STOP_ABOVE_DAYS} дни отсъствия без уважителни причини в рамките на един месец месечната ` +
  'помощ за дете се прекратява и може да бъде отпусната отново не по-рано от една година от прекратяването ' +
  '(Закон за семейни помощи за деца, чл. 7, изм. ДВ, бр. 35 от 2019 г., в сила от 01.08.2019 г.).';
