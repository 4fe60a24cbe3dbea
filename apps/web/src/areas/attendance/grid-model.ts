import {
  type AttendanceMode,
  ChildAttendanceStatus as S,
  statusesForMode,
  type StudentAttendanceDay,
  type StudentAttendanceMonth,
  type StudentAttendanceRow,
  type SaveStudentAttendancesRequest,
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

/** The cells of one save (the grid's and the day view's): every unsaved change, in the order the teacher made them. */
export const cellsOf = (changes: GridChanges): SaveStudentAttendancesRequest['cells'] =>
  [...changes].map(([key, type]) => {
    const [studentId, forDate] = key.split('/');
    return { studentId: Number(studentId), forDate: forDate!, type };
  });

/** „Запазени са 3 отбелязвания.“ */
export const savedMessage = (count: number): string => `Запазени са ${count} ${count === 1 ? 'отбелязване' : 'отбелязвания'}.`;

const WEEKDAY_NAMES = ['неделя', 'понеделник', 'вторник', 'сряда', 'четвъртък', 'петък', 'събота'];

/** The Bulgarian weekday of a calendar day 'YYYY-MM-DD': „понеделник“. */
export const weekdayName = (day: string): string => WEEKDAY_NAMES[new Date(`${day}T12:00:00Z`).getUTCDay()]!;

/** The calendar day `delta` days after `day` (both 'YYYY-MM-DD'; no time zones). */
export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}

/** The day a day view opens on: today inside the school year, else the nearest end of the year. */
export const defaultDay = (yearFrom: string, yearTo: string, today: string): string =>
  today < yearFrom ? yearFrom : today > yearTo ? yearTo : today;

/**
 * Why the whole day cannot be changed, or null when it can (the grid's rules for a column): no right to edit, a locked
 * day (a weekend, a day off, a module lock: its reason), a future day.
 */
export function dayClosedReason(
  grid: Pick<StudentAttendanceMonth, 'canEdit' | 'days'>,
  forDate: string,
  today: string,
): string | null {
  const day = grid.days.find((item) => item.forDate === forDate);
  if (!day) return 'Денят е извън месеца.';
  if (!grid.canEdit) return 'Нямате права да променяте присъствията на тази група.';
  if (day.isDayLocked) return day.lockReason ?? 'Денят е заключен.';
  if (day.forDate > today) return 'Не се отбелязва присъствие за бъдещ ден.';
  return null;
}

const PRESENT: S[] = [S.Attendance, S.Hourly1, S.Hourly2, S.Hourly3];

/** How a day stands: children present (hourly included), absent (any absence), not marked, among those in the group. */
export function dayTally(grid: StudentAttendanceMonth, dayIndex: number, changes: GridChanges) {
  const tally = { present: 0, absent: 0, unmarked: 0 };
  for (const row of grid.rows) {
    const cell = row.attendances[dayIndex]!;
    if (cell.forDate < row.inGroupFrom || cell.forDate > row.inGroupTo) continue;
    const status = shownStatus(changes, row.studentId, cell);
    if (status === null) tally.unmarked++;
    else if (PRESENT.includes(status)) tally.present++;
    else if (status !== S.Locked && status !== S.Vacancy) tally.absent++;
  }
  return tally;
}

/** Where the grid's one focusable cell is: `row` -1 is the header's „Всички присъстват“ of the day. */
export interface GridFocus {
  row: number;
  day: number;
}

/**
 * The grid's roving focus (one Tab stop, WAI-ARIA grid pattern): arrows move by one, Home/End to the row's first/last
 * day, Ctrl+Home/End to the first/last cell, PageUp/PageDown by 5 children. The header row (-1) is reachable only on a
 * day whose „Всички присъстват“ exists (`fillable`). Undefined for any other key.
 */
export function moveFocus(
  key: string,
  ctrl: boolean,
  at: GridFocus,
  size: { rows: number; days: number },
  fillable: (day: number) => boolean,
): GridFocus | undefined {
  const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
  const top = (day: number) => (fillable(day) ? -1 : 0);
  const lastDay = size.days - 1;
  const lastRow = size.rows - 1;
  switch (key) {
    case 'ArrowUp':
      return { row: Math.max(at.row - 1, top(at.day)), day: at.day };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, top(at.day), lastRow), day: at.day };
    case 'PageUp':
      return { row: at.row <= 0 ? at.row : Math.max(at.row - 5, 0), day: at.day };
    case 'PageDown':
      return { row: clamp(at.row + 5, top(at.day), lastRow), day: at.day };
    case 'ArrowLeft':
    case 'ArrowRight':
    case 'Home':
    case 'End': {
      const day =
        key === 'ArrowLeft'
          ? Math.max(at.day - 1, 0)
          : key === 'ArrowRight'
            ? Math.min(at.day + 1, lastDay)
            : key === 'Home'
              ? 0
              : lastDay;
      const row = ctrl && (key === 'Home' || key === 'End') ? (key === 'Home' ? 0 : lastRow) : at.row;
      // The header row has no button on a closed day: the focus steps down to the first child.
      return { row: row === -1 && !fillable(day) ? 0 : row, day };
    }
    default:
      return undefined;
  }
}
