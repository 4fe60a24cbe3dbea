import { Injectable } from '@nestjs/common';
import type { ActivityTypeRow } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { BG } from './activity-providers.sql.js';

/** The statements of the master's activity types; every row typed. */
@Injectable()
export class ActivityTypesRepository {
  constructor(private readonly db: Db) {}

  /** Every type by name in Bulgarian order, with how many activities (of every kindergarten) use it. */
  list(): Promise<ActivityTypeRow[]> {
    return this.db.sql.many<ActivityTypeRow>(
      `SELECT t.id, t.name, (SELECT count(*)::int FROM activities a WHERE a.activity_type_id = t.id) AS "activitiesCount"
         FROM activity_types t ORDER BY t.name ${BG}, t.id`,
    );
  }

  /** Whether the type exists, locked for the write. */
  async lock(id: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ id: number }>(`SELECT id FROM activity_types WHERE id = $1 FOR UPDATE`, [id]);
    return row !== undefined;
  }

  /** Whether another type (not `exceptId`) has the name, whatever its case. */
  async nameTaken(name: string, exceptId: number | undefined): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM activity_types WHERE lower(name) = lower($1) AND id <> $2`,
      [name, exceptId ?? 0],
    );
    return row !== undefined;
  }

  async inUse(id: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM activities WHERE activity_type_id = $1 LIMIT 1`,
      [id],
    );
    return row !== undefined;
  }

  async insert(name: string): Promise<number> {
    const { id } = await this.db.sql.insert('activity_types', { name });
    return id;
  }

  async rename(id: number, name: string): Promise<void> {
    await this.db.sql.update('activity_types', { name }, { id });
  }

  async remove(id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM activity_types WHERE id = $1`, [id]);
  }
}
