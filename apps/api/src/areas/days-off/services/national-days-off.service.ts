import { Injectable } from '@nestjs/common';
import {
  type DayOff,
  daysOffMessages,
  type NationalDaysOffQuery,
  type PagedResult,
  type PrefillHolidaysResult,
  type SaveNationalDayOffRequest,
  type SaveResult,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { schoolYearHolidays, schoolYearSpan } from './bulgarian-holidays.js';

export const NATIONAL_COLUMNS = `n.id AS "dayOffGuid", n.from_date AS "fromDate", n.to_date AS "toDate", n.name, n.type::int AS type,
  true AS "isNational", NULL::int AS "classId", NULL::text AS "className"`;

/**
 * The master's national days off: official holidays (prefilled per school year) and any other national day.
 * Only the master's routes call this; the table's policy also refuses writes from anyone but the master.
 */
@Injectable()
export class NationalDaysOffService {
  constructor(private readonly db: Db) {}

  list(_user: AuthUser, query: NationalDaysOffQuery): Promise<PagedResult<DayOff>> {
    const span = query.schoolYear === undefined ? undefined : schoolYearSpan(query.schoolYear);
    const where = new SqlConditions()
      .addIf(span?.fromDate, 'n.to_date >= ?')
      .addIf(span?.toDate, 'n.from_date <= ?')
      .addIf(query.fromDate, 'n.to_date >= ?')
      .addIf(query.toDate, 'n.from_date <= ?');
    return pagedQuery<DayOff>(
      this.db.manager,
      {
        select: NATIONAL_COLUMNS,
        from: 'FROM national_days_off n',
        where,
        orderBy: { fromDate: 'n.from_date', name: 'n.name COLLATE "bg-BG-x-icu"', type: 'n.type' },
        defaultOrder: 'n.from_date, n.to_date',
      },
      query,
    );
  }

  async save(_user: AuthUser, request: SaveNationalDayOffRequest): Promise<SaveResult> {
    const values = [request.fromDate, request.toDate ?? request.fromDate, request.name, request.type];
    if (request.dayOffGuid === undefined) {
      const [row] = await this.db.manager.query(
        `INSERT INTO national_days_off (from_date, to_date, name, type) VALUES ($1, $2, $3, $4) RETURNING id`,
        values,
      );
      return { isSuccessful: true, entityId: row.id };
    }
    const [, updated]: [unknown[], number] = await this.db.manager.query(
      `UPDATE national_days_off SET from_date = $1, to_date = $2, name = $3, type = $4, updated_at = now() WHERE id = $5`,
      [...values, request.dayOffGuid],
    );
    if (updated === 0) throw new NotFoundError(daysOffMessages.notFound);
    return { isSuccessful: true, entityId: request.dayOffGuid };
  }

  /** Adds the official holidays of a school year that are not there yet (same first and last day): safe to repeat. */
  async prefill(_user: AuthUser, schoolYear: number): Promise<PrefillHolidaysResult> {
    const holidays = schoolYearHolidays(schoolYear);
    const rows: { id: string }[] = await this.db.manager.query(
      `INSERT INTO national_days_off (from_date, to_date, name, type)
       SELECT * FROM unnest($1::date[], $2::date[], $3::varchar[], $4::smallint[])
       ON CONFLICT (from_date, to_date) DO NOTHING RETURNING id`,
      [holidays.map((h) => h.fromDate), holidays.map((h) => h.toDate), holidays.map((h) => h.name), holidays.map((h) => h.type)],
    );
    return { added: rows.length, existing: holidays.length - rows.length };
  }

  async remove(_user: AuthUser, guid: string): Promise<void> {
    const [, deleted]: [unknown[], number] = await this.db.manager.query(`DELETE FROM national_days_off WHERE id = $1`, [guid]);
    if (deleted === 0) throw new NotFoundError(daysOffMessages.notFound);
  }
}
