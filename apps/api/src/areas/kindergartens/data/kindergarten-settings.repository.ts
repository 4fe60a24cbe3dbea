import { Injectable } from '@nestjs/common';
import type {
  ExternalKindergarten,
  ExternalKindergartensQuery,
  KindergartenConfigurationRequest,
  KindergartenOption,
  KindergartensQuery,
  KindergartenType,
  PagedResult,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import { NAME_ORDER, TOWN } from './kindergartens.sql.js';

/** A kindergarten the user may pick, before the selected one is marked. */
export type KindergartenOptionRow = Omit<KindergartenOption, 'isSelected'>;

interface SubjectIdRow {
  id: number;
}

interface KindergartenTypeRow {
  type: KindergartenType;
}

const FROM_KINDERGARTENS = 'FROM kindergartens k JOIN settlements s ON s.id = k.settlement_id';

/** The statements of what a kindergarten's own people read and set of it (docs/kindergartens.md). */
@Injectable()
export class KindergartenSettingsRepository {
  constructor(private readonly db: Db) {}

  /** Members: the kindergartens they belong to; the master and MON: all; a municipality: those it reads. */
  list(user: AuthUser, query: KindergartensQuery): Promise<PagedResult<KindergartenOptionRow>> {
    const where = new SqlConditions();
    if (user.scope.allKindergartens || user.scope.readAll) {
      // every kindergarten
    } else if (user.consolidation) {
      where.add('k.id = ANY(?::int[])', user.scope.readableKindergartenIds);
    } else {
      where.add(
        'EXISTS (SELECT 1 FROM kindergarten_users ku WHERE ku.kindergarten_id = k.id AND ku.user_id = ? AND ku.is_active)',
        user.userId,
      );
    }
    addSearch(where, query.search);
    return pagedQuery<KindergartenOptionRow>(
      this.db.manager,
      {
        select: `k.id, k.name, ${TOWN} AS town, k.address, k.mother_kindergarten_id AS "motherKindergartenId"`,
        from: FROM_KINDERGARTENS,
        where,
        orderBy: {},
        defaultOrder: NAME_ORDER,
      },
      query,
    );
  }

  /** Other active kindergartens, for the relocation certificate and the guest child pickers. */
  external(user: AuthUser, query: ExternalKindergartensQuery): Promise<PagedResult<ExternalKindergarten>> {
    const where = new SqlConditions().add('k.is_active').add('k.id IS DISTINCT FROM ?::int', user.kindergartenId);
    addSearch(where, query.search);
    return pagedQuery<ExternalKindergarten>(
      this.db.manager,
      {
        select: `k.id, k.name, ${TOWN} AS town`,
        from: FROM_KINDERGARTENS,
        where,
        orderBy: {},
        defaultOrder: NAME_ORDER,
      },
      query,
    );
  }

  /** The director's part of the record. */
  async updateConfiguration(id: number, request: KindergartenConfigurationRequest): Promise<void> {
    await this.db.sql.update(
      'kindergartens',
      {
        address: request.address,
        phone: request.phone,
        email: request.email,
        automatic_excuse_with_medical_note: request.automaticExcuseWithMedicalNote,
        updated_at: NOW,
      },
      { id },
    );
  }

  /** The directions the kindergarten chose, in its order; none when it never chose. */
  async chosenSubjectIds(kindergartenId: number): Promise<number[]> {
    const rows = await this.db.sql.many<SubjectIdRow>(
      `SELECT subject_id AS id FROM kindergarten_subjects WHERE kindergarten_id = $1 ORDER BY position`,
      [kindergartenId],
    );
    return rows.map((row) => row.id);
  }

  /** Replaces the kindergarten's directions with `subjectIds`, in that order. */
  async replaceSubjects(kindergartenId: number, subjectIds: readonly number[]): Promise<void> {
    await this.db.sql.exec(`DELETE FROM kindergarten_subjects WHERE kindergarten_id = $1`, [kindergartenId]);
    await this.db.sql.exec(
      `INSERT INTO kindergarten_subjects (kindergarten_id, subject_id, position)
       SELECT $1, subject_id, position FROM unnest($2::smallint[]) WITH ORDINALITY AS chosen(subject_id, position)`,
      [kindergartenId, subjectIds],
    );
  }

  /** The kindergarten's type; undefined when it does not exist. */
  async typeOf(kindergartenId: number): Promise<KindergartenType | undefined> {
    const row = await this.db.sql.maybe<KindergartenTypeRow>(`SELECT type FROM kindergartens WHERE id = $1`, [kindergartenId]);
    return row?.type;
  }
}

/** Name or town containing the term (case-insensitive, `%` and `_` literal). */
function addSearch(where: SqlConditions, search: string | undefined): void {
  if (!search) return;
  const like = containsPattern(search);
  where.add('(k.name ILIKE ? OR s.name ILIKE ?)', like, like);
}
