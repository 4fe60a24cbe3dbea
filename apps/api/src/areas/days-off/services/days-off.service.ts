import { Injectable } from '@nestjs/common';
import {
  type DayOff,
  daysOffMessages,
  type DaysOffQuery,
  type PagedResult,
  type SaveDayOffRequest,
  type SaveResult,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { NATIONAL_COLUMNS } from './national-days-off.service.js';

const OWN_COLUMNS = `o.id AS "dayOffGuid", o.from_date AS "fromDate", o.to_date AS "toDate", o.name, o.type::int AS type,
  false AS "isNational", o.class_id AS "classId", c.name::text AS "className"`;

/** National and own days off together, as one relation the list pages over. */
const BOTH = `FROM (
  SELECT ${NATIONAL_COLUMNS}, NULL::int AS kindergarten_id, NULL::int AS period_id FROM national_days_off n
  UNION ALL
  SELECT ${OWN_COLUMNS}, o.kindergarten_id, o.period_id FROM kindergarten_days_off o LEFT JOIN classes c ON c.id = o.class_id
) d`;

/**
 * A kindergarten's days off: its own (create, edit, delete) and the national ones (read-only here), for the
 * selected school year. Row-level security keeps other kindergartens' own days out; the conditions say so too.
 */
@Injectable()
export class DaysOffService {
  constructor(private readonly db: Db) {}

  async list(user: AuthUser, query: DaysOffQuery): Promise<PagedResult<DayOff>> {
    const year = await this.schoolYear(user, false);
    if (!year) return { result: [], rowsCount: 0 };
    const where = new SqlConditions()
      .add('d."toDate" >= ? AND d."fromDate" <= ?', year.fromDate, year.toDate)
      .add('(d.kindergarten_id IS NULL OR (d.kindergarten_id = ? AND d.period_id = ?))', user.kindergartenId, year.id)
      .addIf(query.type, 'd.type = ?')
      .addIf(query.isNational, 'd."isNational" = ?');
    return pagedQuery<DayOff>(
      this.db.manager,
      {
        select: 'd."dayOffGuid", d."fromDate", d."toDate", d.name, d.type, d."isNational", d."classId", d."className"',
        from: BOTH,
        where,
        orderBy: { fromDate: 'd."fromDate"', name: 'd.name COLLATE "bg-BG-x-icu"', type: 'd.type' },
        defaultOrder: 'd."fromDate", d."toDate", d."dayOffGuid"',
      },
      query,
    );
  }

  /** One day off by its guid: the kindergarten's own or a national one (which the page shows read-only). */
  async get(user: AuthUser, guid: string): Promise<DayOff> {
    const [own] = await this.db.manager.query(
      `SELECT ${OWN_COLUMNS} FROM kindergarten_days_off o LEFT JOIN classes c ON c.id = o.class_id
        WHERE o.id = $1 AND o.kindergarten_id = $2`,
      [guid, user.kindergartenId],
    );
    if (own) return own;
    const [national] = await this.db.manager.query(`SELECT ${NATIONAL_COLUMNS} FROM national_days_off n WHERE n.id = $1`, [guid]);
    if (!national) throw new NotFoundError(daysOffMessages.notFound);
    return national;
  }

  async save(user: AuthUser, request: SaveDayOffRequest): Promise<SaveResult> {
    const year = await this.schoolYear(user, true);
    const toDate = request.toDate ?? request.fromDate;
    if (request.fromDate < year.fromDate || toDate > year.toDate) {
      throw new BadInputError(daysOffMessages.outsideSchoolYear, { fromDate: [daysOffMessages.outsideSchoolYear] });
    }
    const classId = request.classId ?? null;
    if (classId !== null) {
      const [group] = await this.db.manager.query(`SELECT period_id FROM classes WHERE id = $1 AND kindergarten_id = $2`, [
        classId,
        user.kindergartenId,
      ]);
      if (!group) throw new NotFoundError(daysOffMessages.classNotFound);
      if (group.period_id !== year.id) {
        throw new BadInputError(daysOffMessages.classOutsideYear, { classId: [daysOffMessages.classOutsideYear] });
      }
    }
    const values = [user.kindergartenId, request.fromDate, toDate, request.name, request.type, classId];
    if (request.dayOffGuid === undefined) {
      const [row] = await this.db.manager.query(
        `INSERT INTO kindergarten_days_off (kindergarten_id, from_date, to_date, name, type, class_id, period_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [...values, year.id],
      );
      return { isSuccessful: true, entityId: row.id };
    }
    const [, updated]: [unknown[], number] = await this.db.manager.query(
      `UPDATE kindergarten_days_off SET from_date = $2, to_date = $3, name = $4, type = $5, class_id = $6, updated_at = now()
        WHERE id = $7 AND kindergarten_id = $1 AND period_id = $8`,
      [...values, request.dayOffGuid, year.id],
    );
    if (updated === 0) await this.refuseMissing(request.dayOffGuid);
    return { isSuccessful: true, entityId: request.dayOffGuid };
  }

  async remove(user: AuthUser, guid: string): Promise<void> {
    const [, deleted]: [unknown[], number] = await this.db.manager.query(
      `DELETE FROM kindergarten_days_off WHERE id = $1 AND kindergarten_id = $2`,
      [guid, user.kindergartenId],
    );
    if (deleted === 0) await this.refuseMissing(guid);
  }

  /** A national day's guid is refused with its own message (it exists, but is the master's); anything else is 404. */
  private async refuseMissing(guid: string): Promise<never> {
    const [national] = await this.db.manager.query(`SELECT 1 FROM national_days_off WHERE id = $1`, [guid]);
    if (national) throw new BadInputError(daysOffMessages.nationalReadOnly);
    throw new NotFoundError(daysOffMessages.notFound);
  }

  private async schoolYear(user: AuthUser, required: true): Promise<{ id: number; fromDate: string; toDate: string }>;
  private async schoolYear(
    user: AuthUser,
    required: false,
  ): Promise<{ id: number; fromDate: string; toDate: string } | undefined>;
  private async schoolYear(user: AuthUser, required: boolean) {
    const [year] =
      user.periodId === null
        ? []
        : await this.db.manager.query(
            `SELECT id, from_date AS "fromDate", to_date AS "toDate" FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2`,
            [user.periodId, user.kindergartenId],
          );
    if (!year && required) throw new BadInputError(daysOffMessages.noSchoolYear);
    return year;
  }
}
