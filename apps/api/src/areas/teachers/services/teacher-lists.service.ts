import { Injectable } from '@nestjs/common';
import {
  allows,
  defaultAccess,
  type PagedResult,
  Resource,
  type TeacherAssignmentRow,
  type TeacherAssignmentsQuery,
  type TeacherListItem,
  type TeacherLookup,
  type TeacherLookupQuery,
  type Role,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { readOnlyScope } from '../../../platform/database/tenant-scope.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { BG, FULL_NAME, NAME_SEARCH, SORT_NAME } from './teachers-sql.js';

/**
 * The staff lists other pages pick from (docs/teachers.md): who teaches which group (`list`), the staff of another of
 * the user's kindergartens (`by-kindergarten`), who may lead extra activities (`for-activities`) and the
 * lightweight lookup (`/teachers`).
 */
@Injectable()
export class TeacherListsService {
  constructor(private readonly db: Db) {}

  assignments(user: AuthUser, query: TeacherAssignmentsQuery): Promise<PagedResult<TeacherAssignmentRow>> {
    const where = new SqlConditions();
    const period = where.param(user.periodId);
    where.add('t.kindergarten_id = ?', user.kindergartenId);
    where.addIf(query.nameSearchTerm, NAME_SEARCH);
    where.addIf(query.isPedagogical, 't.is_pedagogical = ?');
    where.addIf(query.classId, 'EXISTS (SELECT 1 FROM class_teachers f WHERE f.teacher_id = t.id AND f.class_id = ?)');
    return pagedQuery<TeacherAssignmentRow>(
      this.db.manager,
      {
        select: `t.id, ${FULL_NAME} AS "fullName", t.occupation, t.is_pedagogical AS "isPedagogical",
                 (t.user_id IS NOT NULL) AS "hasAccount", groups.classes`,
        from: `FROM teachers t LEFT JOIN LATERAL (
                 SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name ${BG}, c.id), '[]') AS classes
                   FROM class_teachers ct JOIN classes c ON c.id = ct.class_id
                  WHERE ct.teacher_id = t.id AND c.period_id = ${period}) groups ON true`,
        where,
        orderBy: { name: `(t.first_name || ' ' || t.last_name) ${BG}`, occupation: `t.occupation ${BG}` },
        defaultOrder: SORT_NAME,
      },
      query,
    );
  }

  /**
   * The pedagogical staff of one of the user's kindergartens where their role reads the staff: the request may read
   * only the selected kindergarten, so this read gets a scope of its own (that kindergarten, read only).
   */
  async byKindergarten(user: AuthUser, kindergartenId: number): Promise<TeacherListItem[]> {
    const [member]: { role: Role }[] = await this.db.manager.query(
      `SELECT role FROM kindergarten_users WHERE user_id = $1 AND kindergarten_id = $2 AND is_active`,
      [user.userId, kindergartenId],
    );
    if (!member || !allows(defaultAccess(member.role), Resource.Teachers, 'read')) {
      throw new NotFoundError('Детската градина не е намерена.');
    }
    return this.db.tenant(readOnlyScope(user.userId, kindergartenId), (manager) =>
      manager.query(
        `SELECT t.id, ${FULL_NAME} AS name, t.occupation FROM teachers t WHERE t.kindergarten_id = $1 ORDER BY ${SORT_NAME}`,
        [kindergartenId],
      ),
    );
  }

  /** Who may lead an extra activity: the pedagogical staff, the director included (docs/teachers.md). */
  forActivities(user: AuthUser): Promise<TeacherListItem[]> {
    return this.db.manager.query(
      `SELECT t.id, ${FULL_NAME} AS name, t.occupation FROM teachers t
        WHERE t.kindergarten_id = $1 AND t.is_pedagogical ORDER BY ${SORT_NAME}`,
      [user.kindergartenId],
    );
  }

  lookup(user: AuthUser, query: TeacherLookupQuery): Promise<TeacherLookup[]> {
    const where = new SqlConditions().add('t.kindergarten_id = ?', user.kindergartenId);
    where.addIf(query.nameSearchTerm, NAME_SEARCH);
    return this.db.manager.query(
      `SELECT t.id, ${FULL_NAME} AS name FROM teachers t ${where.sql} ORDER BY ${SORT_NAME} LIMIT ${where.param(query.take)}`,
      where.params,
    );
  }
}
