import { Injectable } from '@nestjs/common';
import type {
  PagedResult,
  Role,
  TeacherAssignmentRow,
  TeacherAssignmentsQuery,
  TeacherListItem,
  TeacherLookup,
  TeacherLookupQuery,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { likeEscaped } from '../../../platform/database/like.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { sqlOf } from '../../../platform/database/sql.js';
import { readOnlyScope } from '../../../platform/database/tenant-scope.js';
import { BG, FULL_NAME, NAME_SEARCH, SORT_NAME } from './teachers.sql.js';

interface MemberRow {
  role: Role;
}

/** The statements of the staff lists other pages pick from (docs/teachers.md). */
@Injectable()
export class TeacherListsRepository {
  constructor(private readonly db: Db) {}

  /** Who teaches which group in the selected school year (paged). */
  assignments(user: AuthUser, query: TeacherAssignmentsQuery): Promise<PagedResult<TeacherAssignmentRow>> {
    const where = new SqlConditions();
    const period = where.param(user.periodId);
    where.add('t.kindergarten_id = ?', user.kindergartenId);
    where.addIf(query.nameSearchTerm && likeEscaped(query.nameSearchTerm), NAME_SEARCH);
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

  /** The user's role in one of their kindergartens, where they are an active member. */
  async memberRole(user: AuthUser, kindergartenId: number): Promise<Role | undefined> {
    const member = await this.db.sql.maybe<MemberRow>(
      `SELECT role FROM kindergarten_users WHERE user_id = $1 AND kindergarten_id = $2 AND is_active`,
      [user.userId, kindergartenId],
    );
    return member?.role;
  }

  /**
   * The staff of one of the user's kindergartens: the request may read only the selected kindergarten, so this read
   * gets a scope of its own (that kindergarten, read only).
   */
  staffOf(user: AuthUser, kindergartenId: number): Promise<TeacherListItem[]> {
    return this.db.tenant(readOnlyScope(user.userId, kindergartenId), (manager) =>
      sqlOf(manager).many<TeacherListItem>(
        `SELECT t.id, ${FULL_NAME} AS name, t.occupation FROM teachers t WHERE t.kindergarten_id = $1 ORDER BY ${SORT_NAME}`,
        [kindergartenId],
      ),
    );
  }

  /** The pedagogical staff of the selected kindergarten, the director included. */
  pedagogical(user: AuthUser): Promise<TeacherListItem[]> {
    return this.db.sql.many<TeacherListItem>(
      `SELECT t.id, ${FULL_NAME} AS name, t.occupation FROM teachers t
        WHERE t.kindergarten_id = $1 AND t.is_pedagogical ORDER BY ${SORT_NAME}`,
      [user.kindergartenId],
    );
  }

  lookup(user: AuthUser, query: TeacherLookupQuery): Promise<TeacherLookup[]> {
    const where = new SqlConditions().add('t.kindergarten_id = ?', user.kindergartenId);
    where.addIf(query.nameSearchTerm && likeEscaped(query.nameSearchTerm), NAME_SEARCH);
    return this.db.sql.many<TeacherLookup>(
      `SELECT t.id, ${FULL_NAME} AS name FROM teachers t ${where.sql} ORDER BY ${SORT_NAME} LIMIT ${where.param(query.take)}`,
      where.params,
    );
  }
}
