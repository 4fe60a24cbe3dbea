import { Injectable } from '@nestjs/common';
import type { ModuleLockGroup } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';

/** A module lock of a kindergarten as stored. */
export interface ModuleLockRow {
  group: ModuleLockGroup;
  lockedUntil: string;
  updatedAt: Date;
}

/** The statements of the module locks (spec 1 §3 "Module lock group"). */
@Injectable()
export class ModuleSettingsRepository {
  constructor(private readonly db: Db) {}

  locks(kindergartenId: number): Promise<ModuleLockRow[]> {
    return this.db.sql.many<ModuleLockRow>(
      `SELECT lock_group::int AS group, locked_until AS "lockedUntil", updated_at AS "updatedAt"
         FROM module_locks WHERE kindergarten_id = $1`,
      [kindergartenId],
    );
  }

  async unlock(kindergartenId: number, group: ModuleLockGroup): Promise<void> {
    await this.db.sql.exec(`DELETE FROM module_locks WHERE kindergarten_id = $1 AND lock_group = $2`, [kindergartenId, group]);
  }

  /** Locks the group up to the day; a lock that does not change keeps its author and time. */
  async lock(kindergartenId: number, group: ModuleLockGroup, lockedUntil: string, userId: number): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO module_locks (kindergarten_id, lock_group, locked_until, updated_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (kindergarten_id, lock_group)
       DO UPDATE SET locked_until = EXCLUDED.locked_until, updated_by = EXCLUDED.updated_by, updated_at = now()
       WHERE module_locks.locked_until IS DISTINCT FROM EXCLUDED.locked_until`,
      [kindergartenId, group, lockedUntil, userId],
    );
  }
}
