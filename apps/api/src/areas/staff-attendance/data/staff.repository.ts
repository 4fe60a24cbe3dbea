import { Injectable } from '@nestjs/common';
import { Db } from '../../../platform/database/db.service.js';
import { FULL_NAME, SORT_NAME } from '../../teachers/data/teachers.sql.js';

/** A staff member (teachers row) as the grids show them. */
export interface StaffMemberRow {
  id: number;
  name: string;
  occupation: string;
}

/** The kindergarten's staff as the staff grids and references need them; every row typed. */
@Injectable()
export class StaffRepository {
  constructor(private readonly db: Db) {}

  /** Every staff member of the kindergarten, in the Bulgarian order of their names. */
  members(kindergartenId: number): Promise<StaffMemberRow[]> {
    return this.db.sql.many<StaffMemberRow>(
      `SELECT t.id, ${FULL_NAME} AS name, t.occupation FROM teachers t WHERE t.kindergarten_id = $1 ORDER BY ${SORT_NAME}`,
      [kindergartenId],
    );
  }

  /** The names of those of `ids` who are staff members of the kindergarten. */
  names(kindergartenId: number, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
    return this.db.sql.many<{ id: number; name: string }>(
      `SELECT t.id, ${FULL_NAME} AS name FROM teachers t WHERE t.kindergarten_id = $1 AND t.id = ANY($2::int[])`,
      [kindergartenId, ids],
    );
  }

  async kindergartenName(kindergartenId: number | null): Promise<string | null> {
    const row = await this.db.sql.maybe<{ name: string }>(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]);
    return row?.name ?? null;
  }
}
