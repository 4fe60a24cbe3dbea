import { MAX_STAFF_REFERENCE_DAYS } from '@kg/contracts';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate } from '../../../platform/export/index.js';
import type { StaffRepository } from '../data/staff.repository.js';

/** One cell of a staff grid (attendance or meals) as saved, with the words that name it in an error. */
export interface StaffCell<Value> {
  teacherId: number;
  forDate: string;
  value: Value;
  /** "Мария Иванова, 05.10.2026" */
  label: string;
}

/**
 * The cells of a save, checked against the kindergarten's staff in one query: the last of two cells for the same
 * staff member and day wins; a staff member who is not of the selected kindergarten (or unknown) answers 404 naming
 * the first such cell; a save spans at most a year.
 */
export async function staffCellsOf<Value>(
  staff: StaffRepository,
  kindergartenId: number,
  sent: { teacherId: number; forDate: string; value: Value }[],
): Promise<StaffCell<Value>[]> {
  const unique = new Map(sent.map((cell) => [`${cell.teacherId}|${cell.forDate}`, cell]));
  const ids = [...new Set(sent.map((cell) => cell.teacherId))];
  const rows = await staff.names(kindergartenId, ids);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const stranger = sent.find((cell) => !names.has(cell.teacherId));
  if (stranger) {
    throw new NotFoundError(
      `Служител № ${stranger.teacherId} (${bgDate(stranger.forDate)}) не е от персонала на детската градина.`,
    );
  }
  const cells = [...unique.values()].map((cell) => ({
    ...cell,
    label: `${names.get(cell.teacherId)}, ${bgDate(cell.forDate)}`,
  }));
  const dates = cells.map((cell) => cell.forDate).sort();
  if ((Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)) / 86_400_000 >= MAX_STAFF_REFERENCE_DAYS) {
    throw new BadInputError('Един запис обхваща най-много една година.');
  }
  return cells;
}
