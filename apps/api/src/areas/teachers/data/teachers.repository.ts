import { Injectable } from '@nestjs/common';
import type { PagedResult, TeacherDetails, TeacherFilters, TeacherListItem, TeacherListQuery, TeacherRow } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { likeEscaped } from '../../../platform/database/like.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import { accountStateSql } from '../../identity/data/account-state.sql.js';
import { BG, FULL_NAME, NAME_SEARCH, SORT_NAME } from './teachers.sql.js';

const ROW_COLUMNS = `t.id, t.kindergarten_id AS "kindergartenId", t.first_name AS "firstName", t.middle_name AS "middleName",
  t.last_name AS "lastName", ${FULL_NAME} AS "fullName", t.email, t.phone, t.occupation,
  t.is_pedagogical AS "isPedagogical", t.is_director AS "isDirector", (t.user_id IS NOT NULL) AS "hasAccount",
  ${accountStateSql('t')} AS "accountState"`;
const DETAIL_COLUMNS = `${ROW_COLUMNS}, to_char(t.birth_date, 'YYYY-MM-DD') AS "birthDate"`;

/** A staff member's own columns, written once for insert and update. */
export interface TeacherColumns {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  email: string | null;
  phone: string | null;
  occupation: string;
  is_pedagogical: boolean;
  is_director: boolean;
  birth_date: string | null;
}

/**
 * The statements of the staff records (spec 2 §7.3 "Teachers"): always of the selected kindergarten (the request's
 * tenant transaction adds row-level security under the explicit condition).
 */
@Injectable()
export class TeachersRepository {
  constructor(private readonly db: Db) {}

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

  /** Every staff member matching the filters, by name (the export). */
  all(user: AuthUser, filters: TeacherFilters): Promise<TeacherDetails[]> {
    const where = this.filtered(user, filters);
    return this.db.sql.many<TeacherDetails>(
      `SELECT ${DETAIL_COLUMNS} FROM teachers t ${where.sql}
        ORDER BY ${SORT_NAME}`,
      where.params,
    );
  }

  find(user: AuthUser, id: number): Promise<TeacherDetails | undefined> {
    return this.db.sql.maybe<TeacherDetails>(
      `SELECT ${DETAIL_COLUMNS}
         FROM teachers t WHERE t.id = $1 AND t.kindergarten_id = $2`,
      [id, user.kindergartenId],
    );
  }

  async insert(user: AuthUser, columns: TeacherColumns): Promise<number> {
    const { id } = await this.db.sql.insert('teachers', { kindergarten_id: user.kindergartenId, ...columns });
    return id;
  }

  /** How many rows the edit changed (0: no such staff member in the selected kindergarten). */
  update(user: AuthUser, id: number, columns: TeacherColumns): Promise<number> {
    return this.db.sql.update('teachers', { ...columns, updated_at: NOW }, { id, kindergarten_id: user.kindergartenId });
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

  private filtered(user: AuthUser, filters: TeacherFilters): SqlConditions {
    const where = new SqlConditions().add('t.kindergarten_id = ?', user.kindergartenId);
    where.addIf(filters.nameSearchTerm && likeEscaped(filters.nameSearchTerm), NAME_SEARCH);
    where.addIf(filters.occupation, 't.occupation = ?');
    where.addIf(filters.isPedagogical, 't.is_pedagogical = ?');
    where.addIf(filters.isDirector, 't.is_director = ?');
    return where;
  }

  private items(user: AuthUser, where: SqlConditions): Promise<TeacherListItem[]> {
    where.add('t.kindergarten_id = ?', user.kindergartenId);
    return this.db.sql.many<TeacherListItem>(
      `SELECT t.id, ${FULL_NAME} AS name, t.occupation FROM teachers t ${where.sql} ORDER BY ${SORT_NAME}`,
      where.params,
    );
  }
}
