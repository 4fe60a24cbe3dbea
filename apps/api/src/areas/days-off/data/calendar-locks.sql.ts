// The statement of the calendar's entry locks: the rows of `entry_lock_rows` (migrations/1795300034000).

/** A row of `entry_lock_rows`: the module's lock (its last locked day in `toDate`) or a locking day off. */
export interface EntryLockRow {
  kind: 'lock' | 'dayOff';
  fromDate: string | null;
  toDate: string;
  name: string | null;
  national: boolean;
  className: string | null;
}

/**
 * The rows of `entry_lock_rows` as EntryLockRow, its seven arguments at the placeholders from `$first` on (in the
 * order of `entryLockArgs`): to read them inside another statement, e.g. `(SELECT json_agg(l) FROM (…) l)`.
 */
export const entryLockRowsSelect = (first: number): string =>
  `SELECT kind, from_date AS "fromDate", to_date AS "toDate", name, is_national AS national, class_name AS "className"
     FROM entry_lock_rows(${Array.from({ length: 7 }, (_, index) => `$${first + index}`).join(', ')})`;

/** The entry locks of one module, kindergarten and range: `entryLockArgs` at $1 … $7. */
export const ENTRY_LOCKS_SQL = entryLockRowsSelect(1);
