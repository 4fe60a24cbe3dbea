import {
  type AttendanceMode,
  ChildAttendanceStatus as S,
  statusesForMode,
  type StudentAttendanceDay,
  type StudentAttendanceMonth,
  type StudentAttendanceRow,
} from '@kg/contracts';

/** What the teacher changed and has not saved: `studentId/forDate` → the new status (null clears the cell). */
export type GridChanges = Map<string, S | null>;

export const cellKey = (studentId: number, forDate: string): string => `${studentId}/${forDate}`;

/**
 * The keyboard of the grid (docs/attendance.md): a Cyrillic letter or the Latin key in the same place of the
 * phonetic layout sets a status, the digits 1–3 the hourly statuses (hourly groups only).
 */
export const statusKeys: { status: S; keys: string[] }[] = [
  { status: S.Attendance, keys: ['п', 'p'] },
  { status: S.Absence, keys: ['о', 'o'] },
  { status: S.Excused, keys: ['у', 'u'] },
  { status: S.AbsenceFamilyReason, keys: ['с', 's'] },
  { status: S.AbsenceForSicknessMB, keys: ['б', 'b'] },
  { status: S.AbsenceForSicknessMBP, keys: ['р', 'r'] },
  { status: S.Hourly1, keys: ['1'] },
  { status: S.Hourly2, keys: ['2'] },
  { status: S.Hourly3, keys: ['3'] },
  { status: S.AbsenceQuarantine, keys: ['к', 'k'] },
  { status: S.AbsenceSpecializedCenter, keys: ['ц', 'c'] },
  { status: S.FluBreak, keys: ['г', 'g'] },
  { status: S.Vacancy, keys: ['в', 'v'] },
  { status: S.AbsenceTELK, keys: ['т', 't'] },
];

/** The status a key sets in a group of this mode, or undefined. */
export function statusOfKey(key: string, mode: AttendanceMode): S | undefined {
  const allowed = statusesForMode(mode);
  const lower = key.toLowerCase();
  return statusKeys.find((entry) => entry.keys.includes(lower) && allowed.includes(entry.status))?.status;
}

/** The colour of each status on the grid: green present, red unexcused, blue/teal excused, grey not counted. */
export const statusColors: Record<S, { background: string; color: string }> = {
  [S.Attendance]: { background: '#d9f7be', color: '#135200' },
  [S.Hourly1]: { background: '#eaffd0', color: '#3f6600' },
  [S.Hourly2]: { background: '#eaffd0', color: '#3f6600' },
  [S.Hourly3]: { background: '#eaffd0', color: '#3f6600' },
  [S.Absence]: { background: '#ffccc7', color: '#a8071a' },
  [S.Excused]: { background: '#bae0ff', color: '#003eb3' },
  [S.AbsenceFamilyReason]: { background: '#efdbff', color: '#391085' },
  [S.AbsenceForSicknessMB]: { background: '#fff1b8', color: '#614700' },
  [S.AbsenceForSicknessMBP]: { background: '#fff1b8', color: '#614700' },
  [S.AbsenceQuarantine]: { background: '#ffe7ba', color: '#873800' },
  [S.AbsenceSpecializedCenter]: { background: '#b5f5ec', color: '#00474f' },
  [S.FluBreak]: { background: '#ffe7ba', color: '#873800' },
  [S.Locked]: { background: '#f0f0f0', color: '#595959' },
  [S.Vacancy]: { background: '#f0f0f0', color: '#595959' },
  [S.AbsenceTELK]: { background: '#b5f5ec', color: '#00474f' },
};

/** Why a cell cannot be changed, or null when it can. */
export function closedReason(
  grid: Pick<StudentAttendanceMonth, 'canEdit' | 'days'>,
  row: Pick<StudentAttendanceRow, 'inGroupFrom' | 'inGroupTo'>,
  cell: StudentAttendanceDay,
  today: string,
): string | null {
  if (!grid.canEdit) return 'Нямате права да променяте присъствията на тази група.';
  const lockReason = cell.isDayLocked ? grid.days.find((day) => day.forDate === cell.forDate)?.lockReason : null;
  if (lockReason) return lockReason;
  if (cell.forDate > today) return 'Не се отбелязва присъствие за бъдещ ден.';
  if (cell.forDate < row.inGroupFrom || cell.forDate > row.inGroupTo) return 'Детето не е в групата в този ден.';
  if (cell.type === S.Locked) return 'Денят е заключен от системата.';
  return null;
}

/** The status a cell shows: the unsaved change when there is one, else what is stored. */
export const shownStatus = (changes: GridChanges, studentId: number, cell: StudentAttendanceDay): S | null => {
  const key = cellKey(studentId, cell.forDate);
  return changes.has(key) ? changes.get(key)! : cell.type;
};

/** "Всички присъстват": every empty, editable cell of the day becomes Присъствие. */
export function fillDay(grid: StudentAttendanceMonth, dayIndex: number, changes: GridChanges, today: string): GridChanges {
  const next = new Map(changes);
  for (const row of grid.rows) {
    const cell = row.attendances[dayIndex]!;
    if (closedReason(grid, row, cell, today) === null && shownStatus(changes, row.studentId, cell) === null) {
      next.set(cellKey(row.studentId, cell.forDate), S.Attendance);
    }
  }
  return next;
}

/** Sets a cell; a change back to what is stored is no change. */
export function setCell(changes: GridChanges, studentId: number, cell: StudentAttendanceDay, status: S | null): GridChanges {
  const next = new Map(changes);
  const key = cellKey(studentId, cell.forDate);
  if (status === cell.type) next.delete(key);
  else next.set(key, status);
  return next;
}

/** The months of a school year, as {month, year}, from its first to its last day. */
export function monthsOf(yearFrom: string, yearTo: string): { month: number; year: number }[] {
  const months: { month: number; year: number }[] = [];
  let year = Number(yearFrom.slice(0, 4));
  let month = Number(yearFrom.slice(5, 7));
  const lastYear = Number(yearTo.slice(0, 4));
  const lastMonth = Number(yearTo.slice(5, 7));
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push({ month, year });
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year++;
  }
  return months;
}

/** Spec 2 §4: the current month when it is in the school year, else the year's first month. */
export function defaultMonth(yearFrom: string, yearTo: string, today: string): { month: number; year: number } {
  const months = monthsOf(yearFrom, yearTo);
  const current = { month: Number(today.slice(5, 7)), year: Number(today.slice(0, 4)) };
  return months.find((entry) => entry.month === current.month && entry.year === current.year) ?? months[0]!;
}
