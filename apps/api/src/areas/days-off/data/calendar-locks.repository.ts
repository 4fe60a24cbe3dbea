import { Injectable } from '@nestjs/common';
import type { DaysOffType, ModuleLockGroup } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { ENTRY_LOCKS_SQL, type EntryLockRow } from './calendar-locks.sql.js';

/** The seven arguments of `entry_lock_rows`, in its order (see `entryLockArgs`). */
export type EntryLockArgs = [number, ModuleLockGroup, boolean, DaysOffType, string, string, number | null];

/** The calendar's entry locks: a hot path (every entry of attendance asks), so a named prepared statement. */
@Injectable()
export class CalendarLocksRepository {
  constructor(private readonly db: Db) {}

  entryLockRows(args: EntryLockArgs): Promise<EntryLockRow[]> {
    return this.db.prepared<EntryLockRow>('calendar-entry-locks', ENTRY_LOCKS_SQL, args);
  }
}
