import { StaffAttendanceStatus as S } from '@kg/contracts';

/**
 * The keyboard of the staff grid: one key per status, Cyrillic (БДС/phonetic) and Latin, shown in the legend.
 * Delete or Backspace clears a cell; Enter or Space puts the chosen status; the arrows move.
 */
export const statusKeys: Record<Exclude<S, S.Locked>, [string, string]> = {
  [S.Attendance]: ['п', 'p'],
  [S.Shift1]: ['1', '1'],
  [S.Shift2]: ['2', '2'],
  [S.Lecturing]: ['л', 'l'],
  [S.BusinessTrip]: ['к', 'k'],
  [S.OfficialLeave]: ['с', 's'],
  [S.PaidLeave]: ['о', 'o'],
  [S.UnpaidLeave]: ['у', 'u'],
  [S.MaternityLeave]: ['м', 'm'],
  [S.SickLeave]: ['б', 'b'],
  [S.Absence]: ['н', 'n'],
};

/** The status a key stands for, or undefined. */
export function statusOfKey(key: string): S | undefined {
  const lower = key.toLowerCase();
  const found = Object.entries(statusKeys).find(([, keys]) => keys.includes(lower));
  return found ? (Number(found[0]) as S) : undefined;
}
