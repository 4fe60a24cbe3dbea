import { Injectable } from '@nestjs/common';
import type {
  KindergartenPeriod,
  KindergartenPeriodOverview,
  KindergartenPeriodOverviewQuery,
  KindergartenPeriodsQuery,
  PagedResult,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { sqlOf } from '../../../platform/database/sql.js';
import type { TenantScope } from '../../../platform/database/tenant-scope.js';
import { CLASSES_COUNT, COLUMNS, NEWEST_FIRST } from './kindergarten-periods.sql.js';

/** A school year's own columns, written once for insert and update. */
export interface KindergartenPeriodColumns {
  name: string;
  from_date: string;
  to_date: string;
  is_active: boolean;
}

interface NameRow {
  name: string;
}

interface IdRow {
  id: number;
}

interface ActiveRow {
  is_active: boolean;
}

interface UsageRow {
  classes: number;
  selections: number;
}

/** The statements of a kindergarten's school years (kindergarten periods); every row typed. */
@Injectable()
export class KindergartenPeriodsRepository {
  constructor(private readonly db: Db) {}

  /** The kindergarten's years, newest first (the top bar's switcher). */
  list(kindergartenId: number, query: KindergartenPeriodsQuery): Promise<PagedResult<KindergartenPeriod>> {
    return pagedQuery<KindergartenPeriod>(
      this.db.manager,
      {
        select: COLUMNS,
        from: 'FROM kindergarten_periods p',
        where: new SqlConditions().add('p.kindergarten_id = ?', kindergartenId),
        orderBy: {},
        defaultOrder: NEWEST_FIRST,
      },
      query,
    );
  }

  /** The kindergarten's years with their group counts (the "Учебни години" page). */
  overview(kindergartenId: number, query: KindergartenPeriodOverviewQuery): Promise<PagedResult<KindergartenPeriodOverview>> {
    return pagedQuery<KindergartenPeriodOverview>(
      this.db.manager,
      {
        select: `${COLUMNS}, ${CLASSES_COUNT}`,
        from: 'FROM kindergarten_periods p',
        where: new SqlConditions().add('p.kindergarten_id = ?', kindergartenId),
        orderBy: { name: 'p.name', fromDate: 'p.from_date', toDate: 'p.to_date' },
        defaultOrder: NEWEST_FIRST,
      },
      query,
    );
  }

  find(kindergartenId: number | null, id: number): Promise<KindergartenPeriodOverview | undefined> {
    return this.db.sql.maybe<KindergartenPeriodOverview>(
      `SELECT ${COLUMNS}, ${CLASSES_COUNT} FROM kindergarten_periods p WHERE p.id = $1 AND p.kindergarten_id = $2`,
      [id, kindergartenId],
    );
  }

  /** Whether the user is an active member of the kindergarten. */
  async isMember(userId: number, kindergartenId: number): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM kindergarten_users WHERE user_id = $1 AND kindergarten_id = $2 AND is_active`,
      [userId, kindergartenId],
    );
    return row !== undefined;
  }

  /** The kindergarten's years, newest first, read in a transaction of the given scope of its own. */
  ofKindergarten(scope: TenantScope, kindergartenId: number): Promise<KindergartenPeriod[]> {
    return this.db.tenant(scope, (manager) =>
      sqlOf(manager).many<KindergartenPeriod>(
        `SELECT ${COLUMNS} FROM kindergarten_periods p WHERE p.kindergarten_id = $1 ORDER BY ${NEWEST_FIRST}`,
        [kindergartenId],
      ),
    );
  }

  /** The first (by start) of the kindergarten's other years that overlaps the dates. */
  overlapping(kindergartenId: number, ownId: number, fromDate: string, toDate: string): Promise<NameRow | undefined> {
    return this.db.sql.maybe<NameRow>(
      `SELECT name FROM kindergarten_periods
        WHERE kindergarten_id = $1 AND id <> $2 AND from_date <= $4 AND to_date >= $3
        ORDER BY from_date LIMIT 1`,
      [kindergartenId, ownId, fromDate, toDate],
    );
  }

  /** The kindergarten's active year. */
  active(kindergartenId: number): Promise<IdRow | undefined> {
    return this.db.sql.maybe<IdRow>(`SELECT id FROM kindergarten_periods WHERE kindergarten_id = $1 AND is_active`, [
      kindergartenId,
    ]);
  }

  async deactivate(kindergartenId: number, id: number): Promise<void> {
    await this.db.sql.update('kindergarten_periods', { is_active: false }, { id, kindergarten_id: kindergartenId });
  }

  async insert(kindergartenId: number, columns: KindergartenPeriodColumns): Promise<number> {
    const { id } = await this.db.sql.insert('kindergarten_periods', { kindergarten_id: kindergartenId, ...columns });
    return id;
  }

  async update(kindergartenId: number, id: number, columns: KindergartenPeriodColumns): Promise<void> {
    await this.db.sql.update('kindergarten_periods', { ...columns }, { id, kindergarten_id: kindergartenId });
  }

  /** Whether the year is the active one; undefined when it is not a year of the kindergarten. Locks the row. */
  async activeFlag(kindergartenId: number, id: number): Promise<boolean | undefined> {
    const row = await this.db.sql.maybe<ActiveRow>(
      `SELECT is_active FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2 FOR UPDATE`,
      [id, kindergartenId],
    );
    return row?.is_active;
  }

  /** The year's groups, and the users who have it selected. */
  usage(kindergartenId: number, id: number): Promise<UsageRow> {
    return this.db.sql.one<UsageRow>(
      `SELECT (SELECT count(*)::int FROM classes WHERE period_id = $1 AND kindergarten_id = $2) AS classes,
              (SELECT count(*)::int FROM kindergarten_users WHERE selected_period_id = $1) AS selections`,
      [id, kindergartenId],
    );
  }

  async delete(kindergartenId: number, id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
  }

  /** Serialises the writes of one kindergarten's years until the transaction ends. */
  async lockYearsOf(kindergartenId: number): Promise<void> {
    await this.db.sql.exec(`SELECT pg_advisory_xact_lock(hashtext('kindergarten_periods'), $1)`, [kindergartenId]);
  }
}
