import { Injectable } from '@nestjs/common';
import type {
  GroupInstitutionsOverviewQuery,
  InstitutionGroupRow,
  InstitutionOverviewRow,
  InstitutionsOverviewQuery,
  PagedResult,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import { branchColumns, type KindergartenRecordColumns, NAME_ORDER, OVERVIEW } from './kindergartens.sql.js';

/** A mother kindergarten of the grouped overview, before its branches are added. */
export type InstitutionGroupHeadRow = Omit<InstitutionGroupRow, 'branches'>;

/** A school year as the master's create writes it. */
export interface KindergartenPeriodColumns {
  name: string;
  from_date: string;
  to_date: string;
}

/**
 * The statements of the master administrator's kindergartens (resource 67). The kindergartens table is not
 * kindergarten-owned (no row-level security): the access rule is the fence.
 */
@Injectable()
export class KindergartensAdminRepository {
  constructor(private readonly db: Db) {}

  overview(query: InstitutionsOverviewQuery): Promise<PagedResult<InstitutionOverviewRow>> {
    const where = new SqlConditions()
      .addIf(query.type, 'k.type = ?')
      .addIf(query.municipalityId, 's.municipality_id = ?')
      .addIf(query.active, 'k.is_active = ?');
    if (query.search) {
      const like = containsPattern(query.search);
      where.add('(k.name ILIKE ? OR s.name ILIKE ? OR k.institution_code LIKE ?)', like, like, like);
    }
    return pagedQuery<InstitutionOverviewRow>(
      this.db.manager,
      {
        select: OVERVIEW,
        from: `FROM kindergartens k
               JOIN settlements s ON s.id = k.settlement_id
               JOIN municipalities m ON m.id = s.municipality_id
               LEFT JOIN kindergartens mk ON mk.id = k.mother_kindergarten_id`,
        where,
        orderBy: {
          name: NAME_ORDER,
          town: `s.name COLLATE "bg-BG-x-icu", ${NAME_ORDER}`,
          institutionCode: `k.institution_code, k.id`,
        },
        defaultOrder: NAME_ORDER,
      },
      query,
    );
  }

  /** Mother kindergartens (those that are nobody's branch); the search finds them by their own or a branch's name or code. */
  groupHeads(query: GroupInstitutionsOverviewQuery): Promise<PagedResult<InstitutionGroupHeadRow>> {
    const where = new SqlConditions().add('k.mother_kindergarten_id IS NULL');
    if (query.search) {
      const like = containsPattern(query.search);
      where.add(
        `(k.name ILIKE ? OR k.institution_code LIKE ? OR EXISTS (SELECT 1 FROM kindergartens b
           WHERE b.mother_kindergarten_id = k.id AND (b.name ILIKE ? OR b.institution_code LIKE ?)))`,
        like,
        like,
        like,
        like,
      );
    }
    return pagedQuery<InstitutionGroupHeadRow>(
      this.db.manager,
      {
        select: branchColumns('k'),
        from: 'FROM kindergartens k JOIN settlements s ON s.id = k.settlement_id',
        where,
        orderBy: {},
        defaultOrder: NAME_ORDER,
      },
      { ...query, orderByColumn: undefined, orderByDescending: undefined },
    );
  }

  /** Writes the record; false when there is no kindergarten `id`. */
  async update(id: number, columns: KindergartenRecordColumns & { is_active: boolean }): Promise<boolean> {
    const updated = await this.db.sql.update('kindergartens', { ...columns, updated_at: NOW }, { id });
    return updated > 0;
  }

  async insert(columns: KindergartenRecordColumns): Promise<number> {
    const { id } = await this.db.sql.insert('kindergartens', { ...columns });
    return id;
  }

  /** The kindergarten's first school year, active. */
  async insertActivePeriod(kindergartenId: number, columns: KindergartenPeriodColumns): Promise<void> {
    await this.db.sql.insert('kindergarten_periods', { kindergarten_id: kindergartenId, ...columns, is_active: true });
  }

  async userExists(userId: number): Promise<boolean> {
    const row = await this.db.sql.maybe(`SELECT 1 FROM users WHERE id = $1`, [userId]);
    return row !== undefined;
  }
}
