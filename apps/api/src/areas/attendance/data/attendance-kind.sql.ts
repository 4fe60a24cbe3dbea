/**
 * The one classification of a child's day, as every statement writes it (docs/attendance.md): `attendance_kind(type,
 * day, day off)` with the excusing day off of the cell's kindergarten and group on the day (`absence_day_off()`: a
 * declared vacation, a flu vacation, a quarantine), so that a plain Absence on such a day counts as excused
 * everywhere (migrations/1795300035000-CompulsoryPreschool.ts). `cell` is the alias of a `student_attendances` row.
 */
export const cellKind = (cell: string): string =>
  `attendance_kind(${cell}.type, ${cell}.for_date, absence_day_off(${cell}.kindergarten_id, ${cell}.class_id, ${cell}.for_date))`;

/** The excusing day off (DaysOffType 1–3) of a cell aliased `cell`, or NULL. */
export const cellDayOff = (cell: string): string =>
  `absence_day_off(${cell}.kindergarten_id, ${cell}.class_id, ${cell}.for_date)`;

/**
 * Whether a child (birth date `birthDate`, a SQL expression) is in compulsory preschool education on `day`: from the
 * school year that starts in the year the child turns 4 (ЗПУО чл. 8, ал. 1). NULL for an unknown birth date.
 */
export const compulsoryOn = (birthDate: string, day: string): string => `compulsory_preschool(${birthDate}, ${day})`;
