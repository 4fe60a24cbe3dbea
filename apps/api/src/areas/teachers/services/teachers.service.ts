import { Injectable } from '@nestjs/common';
import {
  accountStateLabels,
  isPedagogicalOccupation,
  type PagedResult,
  Resource,
  type SaveResult,
  type SaveTeacherRequest,
  type TeacherDetails,
  type TeacherFilters,
  type TeacherListItem,
  type TeacherListQuery,
  teacherMessages as messages,
  teacherOccupations,
  type TeacherOccupationOption,
  type TeacherRow,
} from '@kg/contracts';
import { assertAllowed } from '../../../platform/access/access.guard.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { excelSheet, exportFile, type ExportFile, renderWorkbook, sofiaToday } from '../../../platform/export/index.js';
import { accountStateSql } from '../../identity/services/account-state-sql.js';
import { BG, FULL_NAME, NAME_SEARCH, SORT_NAME } from './teachers-sql.js';

const ROW_COLUMNS = `t.id, t.kindergarten_id AS "kindergartenId", t.first_name AS "firstName", t.middle_name AS "middleName",
  t.last_name AS "lastName", ${FULL_NAME} AS "fullName", t.email, t.phone, t.occupation,
  t.is_pedagogical AS "isPedagogical", t.is_director AS "isDirector", (t.user_id IS NOT NULL) AS "hasAccount",
  ${accountStateSql('t')} AS "accountState"`;

/**
 * Staff records (spec 2 §7.3 "Teachers"): one row per person and kindergarten, always read in the selected
 * kindergarten (the request's tenant transaction adds row-level security under the explicit condition).
 */
@Injectable()
export class TeachersService {
  constructor(private readonly db: Db) {}

  occupations(): TeacherOccupationOption[] {
    return teacherOccupations.map((name) => ({ name, isPedagogical: isPedagogicalOccupation(name) }));
  }

  list(user: AuthUser, query: TeacherListQuery): Promise<PagedResult<TeacherRow>> {
    return pagedQuery<TeacherRow>(
      this.db.manager,
      {
        select: ROW_COLUMNS,
        from: 'FROM teachers t',
        where: this.filtered(user, query),
        // One expression per column, so that DESC turns the whole name round.
        orderBy: { name: `(t.first_name || ' ' || t.last_name) ${BG}`, occupation: `t.occupation ${BG}` },
        defaultOrder: SORT_NAME,
      },
      query,
    );
  }

  async get(user: AuthUser, id: number, kindergartenId: number): Promise<TeacherDetails> {
    if (kindergartenId !== user.kindergartenId) throw new NotFoundError(messages.notFound);
    const [row] = await this.db.manager.query(
      `SELECT ${ROW_COLUMNS}, to_char(t.birth_date, 'YYYY-MM-DD') AS "birthDate"
         FROM teachers t WHERE t.id = $1 AND t.kindergarten_id = $2`,
      [id, user.kindergartenId],
    );
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  async save(user: AuthUser, request: SaveTeacherRequest): Promise<SaveResult> {
    assertAllowed(user, Resource.Teachers, request.id === undefined ? 'create' : 'update');
    const birthDate = request.birthDate || null;
    if (birthDate !== null && birthDate > sofiaToday()) {
      throw new BadInputError(messages.birthDateInFuture, { birthDate: [messages.birthDateInFuture] });
    }
    const values = [
      request.firstName,
      request.middleName || null,
      request.lastName,
      request.email || null,
      request.phone || null,
      request.occupation,
      request.isPedagogical ?? isPedagogicalOccupation(request.occupation),
      request.isDirector ?? request.occupation === 'Директор',
      birthDate,
    ];
    if (request.id === undefined) {
      const [row] = await this.db.manager.query(
        `INSERT INTO teachers (kindergarten_id, first_name, middle_name, last_name, email, phone, occupation,
                               is_pedagogical, is_director, birth_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [user.kindergartenId, ...values],
      );
      return { isSuccessful: true, entityId: row.id };
    }
    const [, affected] = await this.db.manager.query(
      `UPDATE teachers SET first_name = $3, middle_name = $4, last_name = $5, email = $6, phone = $7, occupation = $8,
              is_pedagogical = $9, is_director = $10, birth_date = $11, updated_at = now()
        WHERE id = $1 AND kindergarten_id = $2`,
      [request.id, user.kindergartenId, ...values],
    );
    if (!affected) throw new NotFoundError(messages.notFound);
    return { isSuccessful: true, entityId: request.id };
  }

  /** Pedagogical (true) or other (false) staff. */
  byKind(user: AuthUser, pedagogical: boolean): Promise<TeacherListItem[]> {
    return this.items(user, new SqlConditions().add('t.is_pedagogical = ?', pedagogical));
  }

  /** The pedagogical staff who teach groups (the director and other staff excluded). */
  pedagogues(user: AuthUser): Promise<TeacherListItem[]> {
    return this.items(user, new SqlConditions().add('t.is_pedagogical').add('NOT t.is_director'));
  }

  directors(user: AuthUser): Promise<TeacherListItem[]> {
    return this.items(user, new SqlConditions().add('t.is_director'));
  }

  async export(user: AuthUser, filters: TeacherFilters): Promise<ExportFile> {
    const where = this.filtered(user, filters);
    const rows: TeacherDetails[] = await this.db.manager.query(
      `SELECT ${ROW_COLUMNS}, to_char(t.birth_date, 'YYYY-MM-DD') AS "birthDate" FROM teachers t ${where.sql}
        ORDER BY ${SORT_NAME}`,
      where.params,
    );
    const workbook = await renderWorkbook([
      excelSheet({
        name: 'Персонал',
        columns: [
          { header: 'Име', type: 'text', value: (row) => row.fullName },
          { header: 'Длъжност', type: 'text', value: (row) => row.occupation },
          { header: 'Педагогически персонал', type: 'boolean', value: (row) => row.isPedagogical },
          { header: 'Директор', type: 'boolean', value: (row) => row.isDirector },
          { header: 'Имейл', type: 'text', value: (row) => row.email },
          { header: 'Телефон', type: 'text', value: (row) => row.phone },
          { header: 'Дата на раждане', type: 'date', value: (row) => row.birthDate },
          { header: 'Профил в системата', type: 'text', value: (row) => accountStateLabels[row.accountState] },
        ],
        rows,
      }),
    ]);
    return exportFile('excel', workbook, { title: 'Персонал' });
  }

  private filtered(user: AuthUser, filters: TeacherFilters): SqlConditions {
    const where = new SqlConditions().add('t.kindergarten_id = ?', user.kindergartenId);
    where.addIf(filters.nameSearchTerm, NAME_SEARCH);
    where.addIf(filters.occupation, 't.occupation = ?');
    where.addIf(filters.isPedagogical, 't.is_pedagogical = ?');
    where.addIf(filters.isDirector, 't.is_director = ?');
    return where;
  }

  private items(user: AuthUser, where: SqlConditions): Promise<TeacherListItem[]> {
    where.add('t.kindergarten_id = ?', user.kindergartenId);
    return this.db.manager.query(
      `SELECT t.id, ${FULL_NAME} AS name, t.occupation FROM teachers t ${where.sql} ORDER BY ${SORT_NAME}`,
      where.params,
    );
  }
}
