import { Injectable } from '@nestjs/common';
import {
  accountStateLabels,
  normalizePhone,
  type PagedResult,
  type ParentChild,
  type ParentDetails,
  type ParentFilters,
  type ParentListQuery,
  parentMessages as messages,
  ParentRelation,
  parentRelationLabels,
  type ParentRow,
  Resource,
  type SaveParentRequest,
  type SaveResult,
} from '@kg/contracts';
import { assertAllowed } from '../../../platform/access/access.guard.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { type PagedSelect, pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { excelSheet, exportFile, type ExportFile, renderWorkbook } from '../../../platform/export/index.js';
import { accountStateSql } from '../../identity/services/account-state-sql.js';

const BG = 'COLLATE "bg-BG-x-icu"';
const FULL_NAME = `concat_ws(' ', p.first_name, p.middle_name, p.last_name)`;
const CHILD_NAME = `concat_ws(' ', s.first_name, s.middle_name, s.last_name)`;
/** The parents with the selected school year as a one-row join, so that the count and the page take the same values. */
const fromParents = (period: string): string => `FROM parents p CROSS JOIN (SELECT ${period}::int AS period_id) sel`;
const SORT_NAME = `p.first_name ${BG}, p.last_name ${BG}, p.id`;

/** `%`, `_` and `\` match themselves in a search term. */
const likeEscaped = (term: string): string => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The parent's columns with the children aggregated in the same statement (one page query, never one per row):
 * each child with the relation and the group it is in now in the selected school year (`sel.period_id`, joined by `fromParents`).
 */
const PARENT_COLUMNS = (() => {
  return `p.id, p.first_name AS "firstName", p.middle_name AS "middleName", p.last_name AS "lastName",
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
})();

/**
 * Parents' records (spec 2 §7.3 "Parents"): a parent with contact data and the children they are linked to, each
 * with a relation. A child may have several parents, but one mother and one father at most. The e-mail is unique
 * among the kindergarten's parents (case-insensitive); the phone is kept in its national form (`normalizePhone`).
 */
@Injectable()
export class ParentsService {
  constructor(private readonly db: Db) {}

  list(user: AuthUser, query: ParentListQuery): Promise<PagedResult<ParentRow>> {
    return pagedQuery<ParentRow>(this.db.manager, parentListSelect(user, query), query);
  }

  async get(user: AuthUser, id: number): Promise<ParentDetails> {
    const where = new SqlConditions();
    const from = fromParents(where.param(user.periodId));
    where.add('p.kindergarten_id = ?', user.kindergartenId).add('p.id = ?', id);
    const [row] = await this.db.manager.query(`SELECT ${PARENT_COLUMNS} ${from} ${where.sql}`, where.params);
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  async save(user: AuthUser, request: SaveParentRequest): Promise<SaveResult> {
    assertAllowed(user, Resource.Parents, request.id === undefined ? 'create' : 'update');
    const email = request.email || null;
    const phone = request.phone ? normalizePhone(request.phone) : null;
    if (request.id !== undefined) await this.findOwn(user, request.id);
    await this.refuseForeignChildren(user, request);
    if (email) await this.refuseDuplicateEmail(user, email, request.id ?? null);
    await this.refuseSecondMotherOrFather(user, request);

    let id: number;
    const values = [request.firstName, request.middleName || null, request.lastName, email, phone];
    if (request.id === undefined) {
      const [row] = await this.db.manager.query(
        `INSERT INTO parents (kindergarten_id, first_name, middle_name, last_name, email, phone)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [user.kindergartenId, ...values],
      );
      id = row.id;
    } else {
      id = request.id;
      await this.db.manager.query(
        `UPDATE parents SET first_name = $3, middle_name = $4, last_name = $5, email = $6, phone = $7, updated_at = now()
          WHERE id = $1 AND kindergarten_id = $2`,
        [id, user.kindergartenId, ...values],
      );
      await this.db.manager.query(`DELETE FROM student_parents WHERE parent_id = $1 AND kindergarten_id = $2`, [
        id,
        user.kindergartenId,
      ]);
    }
    await this.db.manager.query(
      `INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation)
       SELECT $1, link.student_id, $2, link.relation
         FROM unnest($3::int[], $4::smallint[]) AS link (student_id, relation)`,
      [user.kindergartenId, id, request.students.map((link) => link.studentId), request.students.map((link) => link.relation)],
    );
    return { isSuccessful: true, entityId: id };
  }

  async export(user: AuthUser, filters: ParentFilters): Promise<ExportFile> {
    const select = parentListSelect(user, filters);
    const rows: ParentRow[] = await this.db.manager.query(
      `SELECT ${select.select} ${select.from} ${select.where?.sql ?? ''} ORDER BY ${select.defaultOrder}`,
      select.where?.params ?? [],
    );
    const childrenText = (children: ParentChild[]) =>
      children
        .map((child) => {
          const relation = parentRelationLabels[child.relation as ParentRelation];
          return `${child.name} (${relation}${child.className ? `, ${child.className}` : ''})`;
        })
        .join('; ');
    const workbook = await renderWorkbook([
      excelSheet({
        name: 'Родители',
        columns: [
          { header: 'Родител', type: 'text', value: (row: ParentRow) => row.fullName },
          { header: 'Имейл', type: 'text', value: (row: ParentRow) => row.email },
          { header: 'Телефон', type: 'text', value: (row: ParentRow) => row.phone },
          { header: 'Деца (роля, група)', type: 'text', value: (row: ParentRow) => childrenText(row.students) },
          { header: 'Профил', type: 'text', value: (row: ParentRow) => accountStateLabels[row.accountState] },
        ],
        rows,
      }),
    ]);
    return exportFile('excel', workbook, { title: 'Родители' });
  }

  // ---- rules ----

  private async findOwn(user: AuthUser, id: number): Promise<void> {
    const [row] = await this.db.manager.query(`SELECT 1 FROM parents WHERE id = $1 AND kindergarten_id = $2`, [
      id,
      user.kindergartenId,
    ]);
    if (!row) throw new NotFoundError(messages.notFound);
  }

  /** Every child must be of the selected kindergarten: another kindergarten's child is as unknown as a missing one. */
  private async refuseForeignChildren(user: AuthUser, request: SaveParentRequest): Promise<void> {
    const ids = request.students.map((link) => link.studentId);
    const [{ count }] = await this.db.manager.query(
      `SELECT count(*)::int AS count FROM students WHERE kindergarten_id = $1 AND id = ANY($2::int[])`,
      [user.kindergartenId, ids],
    );
    if (count !== ids.length) throw new NotFoundError(messages.childNotFound);
  }

  private async refuseDuplicateEmail(user: AuthUser, email: string, ownId: number | null): Promise<void> {
    const [row] = await this.db.manager.query(
      `SELECT 1 FROM parents WHERE kindergarten_id = $1 AND lower(email) = lower($2) AND id IS DISTINCT FROM $3`,
      [user.kindergartenId, email, ownId],
    );
    if (row) throw new ConflictError(messages.duplicateEmail);
  }

  /** One mother and one father per child: another parent of the child may not already hold the relation. */
  private async refuseSecondMotherOrFather(user: AuthUser, request: SaveParentRequest): Promise<void> {
    const links = request.students.filter(
      (link) => link.relation === ParentRelation.Mother || link.relation === ParentRelation.Father,
    );
    if (links.length === 0) return;
    const taken: { studentId: number; relation: ParentRelation }[] = await this.db.manager.query(
      `SELECT sp.student_id AS "studentId", sp.relation FROM student_parents sp
        WHERE sp.kindergarten_id = $1 AND sp.parent_id IS DISTINCT FROM $2
          AND (sp.student_id, sp.relation) IN (SELECT * FROM unnest($3::int[], $4::smallint[]))`,
      [user.kindergartenId, request.id ?? null, links.map((link) => link.studentId), links.map((link) => link.relation)],
    );
    if (taken.length === 0) return;
    const errors: Record<string, string[]> = {};
    for (const clash of taken) {
      const index = request.students.findIndex((link) => link.studentId === clash.studentId);
      errors[`students.${index}.relation`] = [
        clash.relation === ParentRelation.Mother ? messages.secondMother : messages.secondFather,
      ];
    }
    const first = taken[0].relation === ParentRelation.Mother ? messages.secondMother : messages.secondFather;
    throw new BadInputError(first, errors);
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
