import {
  type ActivityAttendanceCell,
  type ActivityAttendanceMonth,
  ActivityAttendanceStatus as A,
  activityAttendanceStatusLabels,
} from '@kg/contracts';
import { cellKey } from '../attendance/grid-model';

export { cellKey };

/** What the teacher changed and has not saved: `studentId/forDate` → the new mark (null clears the cell). */
export type ActivityChanges = Map<string, A | null>;

/** The short codes on the grid: п – Присъства, о – Отсъства (as on the kindergarten's grid). */
export const activityStatusCodes: Record<A, string> = { [A.Present]: 'п', [A.Absent]: 'о' };

/** The colours of the kindergarten's grid: green present, red absent. */
export const activityStatusColors: Record<A, { background: string; color: string }> = {
  [A.Present]: { background: '#d9f7be', color: '#135200' },
  [A.Absent]: { background: '#ffccc7', color: '#a8071a' },
};

/** The keyboard of the grid: the Cyrillic letter or the Latin key in its place of the phonetic layout. */
export const activityStatusKeys: { status: A; keys: string[] }[] = [
  { status: A.Present, keys: ['п', 'p'] },
  { status: A.Absent, keys: ['о', 'o'] },
];

export const statusOfKey = (key: string): A | undefined =>
  activityStatusKeys.find((entry) => entry.keys.includes(key.toLowerCase()))?.status;

export const statusLabel = (status: A | null): string =>
  status === null ? 'не е отбелязано' : activityAttendanceStatusLabels[status];

/** Why a cell cannot be changed, or null when it can. */
export function closedReason(grid: ActivityAttendanceMonth, dayIndex: number, cell: ActivityAttendanceCell): string | null {
  const day = grid.days[dayIndex]!;
  if (!grid.canEdit) return 'Нямате права да променяте присъствията в тази дейност.';
  if (day.isDayLocked) return day.lockReason ?? 'Денят е заключен.';
  if (day.isFuture) return 'Не се отбелязва присъствие за бъдещ ден.';
  if (!cell.enrolled) return 'Детето не е записано в дейността в този ден.';
  return null;
}

/** The mark a cell shows: the unsaved change when there is one, else what is stored. */
export const shownStatus = (changes: ActivityChanges, studentId: number, cell: ActivityAttendanceCell): A | null => {
  const key = cellKey(studentId, cell.forDate);
  return changes.has(key) ? changes.get(key)! : cell.status;
};

/** Sets a cell; a change back to what is stored is no change. */
export function setCell(
  changes: ActivityChanges,
  studentId: number,
  cell: ActivityAttendanceCell,
  status: A | null,
): ActivityChanges {
  const next = new Map(changes);
  const key = cellKey(studentId, cell.forDate);
  if (status === cell.status) next.delete(key);
  else next.set(key, status);
  return next;
}

/** "Всички присъстват": every empty, open cell of the day becomes Присъства. */
export function fillDay(grid: ActivityAttendanceMonth, dayIndex: number, changes: ActivityChanges): ActivityChanges {
  let next = changes;
  for (const row of grid.rows) {
    const cell = row.cells[dayIndex]!;
    if (closedReason(grid, dayIndex, cell) === null && shownStatus(changes, row.studentId, cell) === null) {
      next = setCell(next, row.studentId, cell, A.Present);
    }
  }
  return next;
}

/** The cells of a save, from the changes. */
export const changedCells = (changes: ActivityChanges) =>
  [...changes].map(([key, status]) => {
    const [studentId, forDate] = key.split('/');
    return { studentId: Number(studentId), forDate: forDate!, status };
  });
