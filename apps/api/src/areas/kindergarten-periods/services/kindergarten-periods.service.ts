import { Injectable } from '@nestjs/common';
import {
  type KindergartenPeriod,
  type KindergartenPeriodOverview,
  type KindergartenPeriodOverviewQuery,
  type KindergartenPeriodsQuery,
  type PagedResult,
  type SaveKindergartenPeriodRequest,
  type SaveResult,
  schoolYearName,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';

export const SCHOOL_YEAR_NOT_FOUND = 'Учебната година не е намерена.';
export const SCHOOL_YEAR_KINDERGARTEN_NOT_FOUND = 'Детската градина не е намерена.';
export const SCHOOL_YEAR_ACTIVE_REQUIRED =
  'Детската градина трябва да има активна учебна година. За да смените активната, активирайте друга година.';
export const SCHOOL_YEAR_ACTIVE_NOT_DELETABLE = 'Активната учебна година не може да бъде изтрита.';
export const SCHOOL_YEAR_HAS_GROUPS = 'Учебната година има групи и не може да бъде изтрита.';
export const SCHOOL_YEAR_SELECTED =
  'Учебната година е избрана от потребители и не може да бъде изтрита. Те трябва първо да изберат друга година.';
export const schoolYearOverlaps = (name?: string): string =>
  name ? `Периодът се застъпва с учебна година ${name}.` : 'Периодът се застъпва с друга учебна година.';

const COLUMNS = `p.id, p.name, to_char(p.from_date, 'YYYY-MM-DD') AS "fromDate", to_char(p.to_date, 'YYYY-MM-DD') AS "toDate",
  p.is_active AS active`;
const CLASSES_COUNT = `(SELECT count(*)::int FROM classes c WHERE c.period_id = p.id AND c.kindergarten_id = p.kindergarten_id) AS "classesCount"`;
/** PostgreSQL's exclusion violation: kindergarten_periods_no_overlap (the race the check before it cannot see). */
const EXCLUSION_VIOLATION = '23P01';

/**
 * School years (kindergarten periods) of the selected kindergarten. The list for the top bar's switcher is open to every
 * signed-in user, like `POST /api/identity/change-school-year/{id}`: switching the year is part of the frame, not of
 * the "Учебни години" settings page (resource 35), so a narrowed role never loses the switcher. MON, municipality and
 * master users act in no kindergarten and get an empty list. The settings page's calls follow resource 35.
 *
 * Writes of one kindergarten's years are serialised by a transaction-scoped advisory lock, so "exactly one active" and
 * "no overlap" hold under concurrent saves; the one-active index and the exclusion constraint guarantee them anyway.
 */
@Injectable()
export class KindergartenPeriodsService {
  constructor(private readonly db: Db) {}

  async list(user: AuthUser, query: KindergartenPeriodsQuery): Promise<PagedResult<KindergartenPeriod>> {
    if (user.kindergartenId === null) return { result: [], rowsCount: 0 };
    // Row-level security already limits the rows to the user's scope; the condition narrows it to the selected
    // kindergarten (a director of two kindergartens reads both, but switches years of the selected one).
    return pagedQuery<KindergartenPeriod>(
      this.db.manager,
      {
        select: COLUMNS,
        from: 'FROM kindergarten_periods p',
        where: new SqlConditions().add('p.kindergarten_id = ?', user.kindergartenId),
        orderBy: {},
        defaultOrder: 'p.from_date DESC, p.id DESC',
      },
      query,
    );
  }

  async overview(user: AuthUser, query: KindergartenPeriodOverviewQuery): Promise<PagedResult<KindergartenPeriodOverview>> {
    if (user.kindergartenId === null) return { result: [], rowsCount: 0 };
    return pagedQuery<KindergartenPeriodOverview>(
      this.db.manager,
      {
        select: `${COLUMNS}, ${CLASSES_COUNT}`,
        from: 'FROM kindergarten_periods p',
        where: new SqlConditions().add('p.kindergarten_id = ?', user.kindergartenId),
        orderBy: { name: 'p.name', fromDate: 'p.from_date', toDate: 'p.to_date' },
        defaultOrder: 'p.from_date DESC, p.id DESC',
      },
      query,
    );
  }

  async get(user: AuthUser, id: number): Promise<KindergartenPeriodOverview> {
    const [row] = await this.db.manager.query(
      `SELECT ${COLUMNS}, ${CLASSES_COUNT} FROM kindergarten_periods p WHERE p.id = $1 AND p.kindergarten_id = $2`,
      [id, user.kindergartenId],
    );
    if (!row) throw new NotFoundError(SCHOOL_YEAR_NOT_FOUND);
    return row;
  }

  /** The years of one of the user's own kindergartens (the kindergarten switcher shows them before switching). */
  async ofKindergarten(user: AuthUser, kindergartenId: number): Promise<KindergartenPeriod[]> {
    const [member] = await this.db.manager.query(
      `SELECT 1 FROM kindergarten_users WHERE user_id = $1 AND kindergarten_id = $2 AND is_active`,
      [user.userId, kindergartenId],
    );
    if (!member) throw new NotFoundError(SCHOOL_YEAR_KINDERGARTEN_NOT_FOUND);
    // The request may read only the selected kindergarten: this read gets a scope of its own, reading that one
    // kindergarten and writing none.
    const scope = {
      userId: user.userId,
      kindergartenId: null,
      readableKindergartenIds: [kindergartenId],
      readAll: false,
      allKindergartens: false,
    };
    return this.db.tenant(scope, (manager) =>
      manager.query(
        `SELECT ${COLUMNS} FROM kindergarten_periods p WHERE p.kindergarten_id = $1 ORDER BY p.from_date DESC, p.id DESC`,
        [kindergartenId],
      ),
    );
  }

  async save(user: AuthUser, request: SaveKindergartenPeriodRequest): Promise<SaveResult> {
    const kindergartenId = this.kindergartenOf(user);
    await this.lockYearsOf(kindergartenId);
    const existing = request.id === undefined ? undefined : await this.activeFlag(request.id, kindergartenId);

    const [clash] = await this.db.manager.query(
      `SELECT name FROM kindergarten_periods
        WHERE kindergarten_id = $1 AND id <> $2 AND from_date <= $4 AND to_date >= $3
        ORDER BY from_date LIMIT 1`,
      [kindergartenId, request.id ?? 0, request.fromDate, request.toDate],
    );
    if (clash) throw new ConflictError(schoolYearOverlaps(clash.name));

    const [current] = await this.db.manager.query(
      `SELECT id FROM kindergarten_periods WHERE kindergarten_id = $1 AND is_active`,
      [kindergartenId],
    );
    if (existing === true && !request.active) throw new ConflictError(SCHOOL_YEAR_ACTIVE_REQUIRED);
    // The first year of a kindergarten is its active one: a kindergarten always has exactly one.
    const active = request.active || !current;
    if (active && current && current.id !== request.id) {
      await this.db.manager.query(`UPDATE kindergarten_periods SET is_active = false WHERE id = $1 AND kindergarten_id = $2`, [
        current.id,
        kindergartenId,
      ]);
    }

    const name = request.name || schoolYearName(request.fromDate, request.toDate);
    const values = [kindergartenId, name, request.fromDate, request.toDate, active];
    try {
      if (request.id === undefined) {
        const [row] = await this.db.manager.query(
          `INSERT INTO kindergarten_periods (kindergarten_id, name, from_date, to_date, is_active)
           VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          values,
        );
        return { isSuccessful: true, entityId: row.id };
      }
      await this.db.manager.query(
        `UPDATE kindergarten_periods SET name = $2, from_date = $3, to_date = $4, is_active = $5
          WHERE id = $6 AND kindergarten_id = $1`,
        [...values, request.id],
      );
      return { isSuccessful: true, entityId: request.id };
    } catch (error) {
      if ((error as { code?: string }).code === EXCLUSION_VIOLATION) throw new ConflictError(schoolYearOverlaps());
      throw error;
    }
  }

  /** Only an empty year goes: not the active one, none with groups, none a user has selected. */
  async remove(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = this.kindergartenOf(user);
    await this.lockYearsOf(kindergartenId);
    if (await this.activeFlag(id, kindergartenId)) throw new ConflictError(SCHOOL_YEAR_ACTIVE_NOT_DELETABLE);
    const [{ classes, selections }] = await this.db.manager.query(
      `SELECT (SELECT count(*)::int FROM classes WHERE period_id = $1 AND kindergarten_id = $2) AS classes,
              (SELECT count(*)::int FROM kindergarten_users WHERE selected_period_id = $1) AS selections`,
      [id, kindergartenId],
    );
    if (classes > 0) throw new ConflictError(SCHOOL_YEAR_HAS_GROUPS);
    if (selections > 0) throw new ConflictError(SCHOOL_YEAR_SELECTED);
    await this.db.manager.query(`DELETE FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
  }

  private kindergartenOf(user: AuthUser): number {
    if (user.kindergartenId === null) throw new NotFoundError(SCHOOL_YEAR_KINDERGARTEN_NOT_FOUND);
    return user.kindergartenId;
  }

  /** Whether the year is the active one; 404 when it is not a year of the kindergarten. Locks the row. */
  private async activeFlag(id: number, kindergartenId: number): Promise<boolean> {
    const [row] = await this.db.manager.query(
      `SELECT is_active FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2 FOR UPDATE`,
      [id, kindergartenId],
    );
    if (!row) throw new NotFoundError(SCHOOL_YEAR_NOT_FOUND);
    return row.is_active;
  }

  private async lockYearsOf(kindergartenId: number): Promise<void> {
    await this.db.manager.query(`SELECT pg_advisory_xact_lock(hashtext('kindergarten_periods'), $1)`, [kindergartenId]);
  }
}
