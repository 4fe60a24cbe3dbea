import { Injectable } from '@nestjs/common';
import type {
  GuestCandidate,
  GuestCandidateQuery,
  GuestStudentListQuery,
  GuestStudentRow,
  IdentifierType,
  PagedResult,
} from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import { BG, type StudentReach } from './students.sql.js';

const GUEST_COLUMNS = `gp.id, gp.student_id AS "studentId", concat_ws(' ', g.first_name, g.middle_name, g.last_name) AS "fullName",
  gp.home_kindergarten_id AS "homeKindergartenId", g.home_kindergarten_name AS "homeKindergartenName",
  gp.class_id AS "classId", c.name AS "className", gp.from_date AS "fromDate", gp.to_date AS "toDate", gp.note`;
const GUEST_FROM = `FROM guest_placements gp JOIN classes c ON c.id = gp.class_id
  JOIN LATERAL guest_student_card(gp.student_id) g ON true`;

/** A placement's changeable columns, written once. */
export interface GuestPlacementColumns {
  class_id: number;
  from_date: string;
  to_date: string;
  note: string | null;
}

/** The group's school year and its dates. */
export interface GroupYearRow {
  periodId: number;
  yearFrom: string;
  yearTo: string;
}

/**
 * The statements of the guest placements; the guest's record stays with its home kindergarten and is read only
 * through the SECURITY DEFINER functions guest_student_candidates and guest_student_card. Every row typed.
 */
@Injectable()
export class GuestStudentsRepository {
  constructor(private readonly db: Db) {}

  /** Children of OTHER kindergartens with this identifier (usually one). */
  candidates(query: GuestCandidateQuery): Promise<GuestCandidate[]> {
    return this.db.sql.many<GuestCandidate>(
      `SELECT c.student_id AS "studentId", concat_ws(' ', c.first_name, c.middle_name, c.last_name) AS "fullName",
              c.home_kindergarten_id AS "homeKindergartenId", c.home_kindergarten_name AS "homeKindergartenName"
         FROM guest_student_candidates($1::smallint, $2) c`,
      [query.identifierType, query.identifier],
    );
  }

  /** The child of another kindergarten with this identifier, in the home kindergarten named. */
  async candidateIn(identifierType: IdentifierType, identifier: string, homeKindergartenId: number): Promise<number | undefined> {
    const row = await this.db.sql.maybe<{ student_id: number }>(
      `SELECT c.student_id FROM guest_student_candidates($1::smallint, $2) c WHERE c.home_kindergarten_id = $3`,
      [identifierType, identifier, homeKindergartenId],
    );
    return row?.student_id;
  }

  list(user: AuthUser, reach: StudentReach, query: GuestStudentListQuery): Promise<PagedResult<GuestStudentRow>> {
    const where = visible(user, reach);
    where.addIf(query.classId, 'gp.class_id = ?');
    if (query.activeOn) where.add('gp.from_date <= ?::date AND gp.to_date >= ?::date', query.activeOn, query.activeOn);
    return pagedQuery<GuestStudentRow>(
      this.db.manager,
      {
        select: GUEST_COLUMNS,
        from: GUEST_FROM,
        where,
        orderBy: { fromDate: 'gp.from_date', name: `g.first_name ${BG}, g.last_name ${BG}` },
        defaultOrder: 'gp.from_date DESC, gp.id DESC',
      },
      query,
    );
  }

  find(user: AuthUser, reach: StudentReach, id: number): Promise<GuestStudentRow | undefined> {
    const where = visible(user, reach).add('gp.id = ?', id);
    return this.db.sql.maybe<GuestStudentRow>(`SELECT ${GUEST_COLUMNS} ${GUEST_FROM} ${where.sql}`, where.params);
  }

  /** The group's school year, when the group is of the kindergarten. */
  groupYear(user: AuthUser, classId: number): Promise<GroupYearRow | undefined> {
    return this.db.sql.maybe<GroupYearRow>(
      `SELECT p.id AS "periodId", p.from_date AS "yearFrom", p.to_date AS "yearTo"
         FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id
        WHERE c.id = $1 AND c.kindergarten_id = $2`,
      [classId, user.kindergartenId],
    );
  }

  /**
   * For a user whose Students create or update reaches only their own groups (lower-case c/u): whether the placement
   * `id` is of this kindergarten (always, for a new one) and whether the user teaches its group now and the group
   * `classId` it goes to.
   */
  ownGroupsReach(user: AuthUser, id: number | null, classId: number): Promise<{ found: boolean; teaches: boolean }> {
    return this.db.sql.one<{ found: boolean; teaches: boolean }>(
      `SELECT ($2::int IS NULL OR gp.id IS NOT NULL) AS found,
              ${reachSql.teachesClass('$1', '$3')} AND ($2::int IS NULL OR ${reachSql.teachesClass('gp.class_id', '$3')}) AS teaches
         FROM (SELECT 1) one LEFT JOIN guest_placements gp ON gp.id = $2 AND gp.kindergarten_id = $4`,
      [classId, id, user.userId, user.kindergartenId],
    );
  }

  async insert(
    user: AuthUser,
    placement: GuestPlacementColumns & { student_id: number; home_kindergarten_id: number },
  ): Promise<number> {
    const { id } = await this.db.sql.insert('guest_placements', {
      kindergarten_id: user.kindergartenId,
      ...placement,
      created_by: user.userId,
    });
    return id;
  }

  /** Changes the placement; how many rows it changed (0: not of this kindergarten). */
  update(user: AuthUser, id: number, placement: GuestPlacementColumns): Promise<number> {
    return this.db.sql.update(
      'guest_placements',
      { ...placement, updated_at: NOW },
      { id, kindergarten_id: user.kindergartenId },
    );
  }

  /** Deletes the placement; how many rows it deleted. */
  remove(user: AuthUser, id: number): Promise<number> {
    return this.db.sql.exec(`DELETE FROM guest_placements WHERE id = $1 AND kindergarten_id = $2`, [id, user.kindergartenId]);
  }
}

/** The guest placements a reader sees: all of the kindergarten's with `canView`, a teacher those of their groups. */
function visible(user: AuthUser, reach: StudentReach): SqlConditions {
  const where = new SqlConditions().add('gp.kindergarten_id = ?', user.kindergartenId);
  if (reach === 'teacher') where.add(`gp.class_id IN (${reachSql.taughtClassIds(where.param(user.userId))})`);
  return where;
}
