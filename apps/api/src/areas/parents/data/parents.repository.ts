import { Injectable } from '@nestjs/common';
import {
  normalizePhone,
  type PagedResult,
  type ParentFilters,
  type ParentListQuery,
  ParentRelation,
  type ParentRow,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { likeEscaped } from '../../../platform/database/like.js';
import { NOW } from '../../../platform/database/sql.js';
import { type PagedSelect, pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { accountStateSql } from '../../identity/data/account-state.sql.js';

const BG = 'COLLATE "bg-BG-x-icu"';
const FULL_NAME = `concat_ws(' ', p.first_name, p.middle_name, p.last_name)`;
const CHILD_NAME = `concat_ws(' ', s.first_name, s.middle_name, s.last_name)`;
/** The parents with the selected school year as a one-row join, so that the count and the page take the same values. */
const fromParents = (period: string): string => `FROM parents p CROSS JOIN (SELECT ${period}::int AS period_id) sel`;
const SORT_NAME = `p.first_name ${BG}, p.last_name ${BG}, p.id`;

/**
 * The parent's columns with the children aggregated in the same statement (one page query, never one per row):
 * each child with the relation and the group it is in now in the selected school year (`sel.period_id`, joined by `fromParents`).
 */
const PARENT_COLUMNS = `p.id, p.first_name AS "firstName", p.middle_name AS "middleName", p.last_name AS "lastName",
    ${FULL_NAME} AS "fullName", p.email, p.phone, (p.user_id IS NOT NULL) AS "hasAccount", ${accountStateSql('p')} AS "accountState",
    COALESCE((
      SELECT json_agg(json_build_object('studentId', s.id, 'name', ${CHILD_NAME}, 'relation', sp.relation,
                                        'classId', cur.class_id, 'className', cur.name)
                      ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id)
        FROM student_parents sp JOIN students s ON s.id = sp.student_id
        LEFT JOIN LATERAL (
          SELECT sc.class_id, c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
           WHERE sc.student_id = s.id AND sc.to_date IS NULL AND c.period_id = sel.period_id) cur ON true
       WHERE sp.parent_id = p.id), '[]'::json) AS students`;

/** A parent's own columns, written once for insert and update. */
export interface ParentColumns {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string | null;
  phone: string | null;
}

export interface ParentChildLinkRow {
  studentId: number;
  relation: ParentRelation;
}

/** The statements of the parents' records (spec 2 §7.3 "Parents"); every row typed. */
@Injectable()
export class ParentsRepository {
  constructor(private readonly db: Db) {}

  list(user: AuthUser, query: ParentListQuery): Promise<PagedResult<ParentRow>> {
    return pagedQuery<ParentRow>(this.db.manager, parentListSelect(user, query), query);
  }

  /** Every parent matching the filters, in the list's default order (the export). */
  all(user: AuthUser, filters: ParentFilters): Promise<ParentRow[]> {
    const select = parentListSelect(user, filters);
    return this.db.sql.many<ParentRow>(
      `SELECT ${select.select} ${select.from} ${select.where?.sql ?? ''} ORDER BY ${select.defaultOrder}`,
      select.where?.params ?? [],
    );
  }

  find(user: AuthUser, id: number): Promise<ParentRow | undefined> {
    const where = new SqlConditions();
    const from = fromParents(where.param(user.periodId));
    where.add('p.kindergarten_id = ?', user.kindergartenId).add('p.id = ?', id);
    return this.db.sql.maybe<ParentRow>(`SELECT ${PARENT_COLUMNS} ${from} ${where.sql}`, where.params);
  }

  async exists(user: AuthUser, id: number): Promise<boolean> {
    const row = await this.db.sql.maybe(`SELECT 1 FROM parents WHERE id = $1 AND kindergarten_id = $2`, [
      id,
      user.kindergartenId,
    ]);
    return row !== undefined;
  }

  async insert(user: AuthUser, columns: ParentColumns): Promise<number> {
    const { id } = await this.db.sql.insert('parents', { kindergarten_id: user.kindergartenId, ...columns });
    return id;
  }

  async update(user: AuthUser, id: number, columns: ParentColumns): Promise<void> {
    await this.db.sql.update('parents', { ...columns, updated_at: NOW }, { id, kindergarten_id: user.kindergartenId });
  }

  /** Replaces the parent's links to children with `links`. */
  async replaceChildren(user: AuthUser, parentId: number, links: readonly ParentChildLinkRow[]): Promise<void> {
    await this.db.sql.exec(`DELETE FROM student_parents WHERE parent_id = $1 AND kindergarten_id = $2`, [
      parentId,
      user.kindergartenId,
    ]);
    await this.db.sql.exec(
      `INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation)
       SELECT $1, link.student_id, $2, link.relation
         FROM unnest($3::int[], $4::smallint[]) AS link (student_id, relation)`,
      [user.kindergartenId, parentId, links.map((link) => link.studentId), links.map((link) => link.relation)],
    );
  }

  /** How many of the ids are children of the selected kindergarten. */
  async countOwnChildren(user: AuthUser, studentIds: readonly number[]): Promise<number> {
    const { count } = await this.db.sql.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM students WHERE kindergarten_id = $1 AND id = ANY($2::int[])`,
      [user.kindergartenId, studentIds],
    );
    return count;
  }

  async emailTaken(user: AuthUser, email: string, ownId: number | null): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM parents WHERE kindergarten_id = $1 AND lower(email) = lower($2) AND id IS DISTINCT FROM $3`,
      [user.kindergartenId, email, ownId],
    );
    return row !== undefined;
  }

  /** Of the links asked for, those whose mother or father another parent of the child already is. */
  takenRelations(user: AuthUser, ownId: number | null, links: readonly ParentChildLinkRow[]): Promise<ParentChildLinkRow[]> {
    return this.db.sql.many<ParentChildLinkRow>(
      `SELECT sp.student_id AS "studentId", sp.relation FROM student_parents sp
        WHERE sp.kindergarten_id = $1 AND sp.parent_id IS DISTINCT FROM $2
          AND (sp.student_id, sp.relation) IN (SELECT * FROM unnest($3::int[], $4::smallint[]))`,
      [user.kindergartenId, ownId, links.map((link) => link.studentId), links.map((link) => link.relation)],
    );
  }
}

/** The list's statements (count and page) as the API runs them: GET /api/Parents and the bench (tools/bench). */
export function parentListSelect(user: Pick<AuthUser, 'kindergartenId' | 'periodId'>, filters: ParentFilters): PagedSelect {
  const where = new SqlConditions();
  const period = where.param(user.periodId);
  where.add('p.kindergarten_id = ?', user.kindergartenId);
  if (filters.nameSearchTerm) {
    const term = likeEscaped(filters.nameSearchTerm);
    where.add(
      `(lower(${FULL_NAME} ${BG}) LIKE '%' || lower(? ${BG}) || '%' OR lower(p.email) LIKE '%' || lower(?) || '%' OR p.phone LIKE '%' || ? || '%')`,
      term,
      term,
      likeEscaped(normalizePhone(filters.nameSearchTerm)) || term,
    );
  }
  if (filters.childNameSearchTerm) {
    where.add(
      `EXISTS (SELECT 1 FROM student_parents sp JOIN students s ON s.id = sp.student_id
                WHERE sp.parent_id = p.id AND lower(${CHILD_NAME} ${BG}) LIKE '%' || lower(? ${BG}) || '%')`,
      likeEscaped(filters.childNameSearchTerm),
    );
  }
  if (filters.classId !== undefined) {
    where.add(
      `EXISTS (SELECT 1 FROM student_parents sp JOIN student_classes sc ON sc.student_id = sp.student_id AND sc.to_date IS NULL
                WHERE sp.parent_id = p.id AND sc.class_id = ?)`,
      filters.classId,
    );
  }
  if (filters.hasAccount !== undefined) where.add(filters.hasAccount ? 'p.user_id IS NOT NULL' : 'p.user_id IS NULL');
  if (filters.accountState !== undefined) where.add(`${accountStateSql('p')} = ?`, filters.accountState);
  return {
    select: PARENT_COLUMNS,
    from: fromParents(period),
    where,
    orderBy: { name: `p.first_name ${BG}, p.last_name ${BG}`, email: 'lower(p.email)' },
    defaultOrder: SORT_NAME,
  };
}
