import { Injectable } from '@nestjs/common';
import {
  type GuestCandidate,
  type GuestCandidateQuery,
  type GuestStudentListQuery,
  type GuestStudentRow,
  type PagedResult,
  Resource,
  type SaveGuestStudentRequest,
  type SaveResult,
  studentMovementMessages as messages,
} from '@kg/contracts';
import { assertAllowed } from '../../../platform/access/access.guard.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { BG, studentReader } from './students-sql.js';

const GUEST_COLUMNS = `gp.id, gp.student_id AS "studentId", concat_ws(' ', g.first_name, g.middle_name, g.last_name) AS "fullName",
  gp.home_kindergarten_id AS "homeKindergartenId", g.home_kindergarten_name AS "homeKindergartenName",
  gp.class_id AS "classId", c.name AS "className", gp.from_date AS "fromDate", gp.to_date AS "toDate", gp.note`;
const GUEST_FROM = `FROM guest_placements gp JOIN classes c ON c.id = gp.class_id
  JOIN LATERAL guest_student_card(gp.student_id) g ON true`;

const isExclusionViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; driverError?: { code?: string } };
  return candidate.code === '23P01' || candidate.driverError?.code === '23P01';
};

/**
 * Guest children: a child of another kindergarten attending a group of this one for a date range. The placement
 * belongs to the host; the child's record stays with its home kindergarten and is read only through the two
 * SECURITY DEFINER functions of migration 1795300012000 (names and home kindergarten, nothing else).
 */
@Injectable()
export class GuestStudentsService {
  constructor(private readonly db: Db) {}

  /** Children of OTHER kindergartens with this identifier (usually one). */
  async candidates(_user: AuthUser, query: GuestCandidateQuery): Promise<GuestCandidate[]> {
    const rows: GuestCandidate[] = await this.db.manager.query(
      `SELECT c.student_id AS "studentId", concat_ws(' ', c.first_name, c.middle_name, c.last_name) AS "fullName",
              c.home_kindergarten_id AS "homeKindergartenId", c.home_kindergarten_name AS "homeKindergartenName"
         FROM guest_student_candidates($1::smallint, $2) c`,
      [query.identifierType, query.identifier],
    );
    if (!rows.length) throw new NotFoundError(messages.guestCandidateNotFound);
    return rows;
  }

  list(user: AuthUser, query: GuestStudentListQuery): Promise<PagedResult<GuestStudentRow>> {
    const where = this.visible(user);
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

  async get(user: AuthUser, id: number): Promise<GuestStudentRow> {
    const where = this.visible(user).add('gp.id = ?', id);
    const [row] = await this.db.manager.query(`SELECT ${GUEST_COLUMNS} ${GUEST_FROM} ${where.sql}`, where.params);
    if (!row) throw new NotFoundError(messages.guestNotFound);
    return row;
  }

  async save(user: AuthUser, request: SaveGuestStudentRequest): Promise<SaveResult> {
    assertAllowed(user, Resource.Students, request.id === undefined ? 'create' : 'update');
    await this.checkPlacement(user, request);
    try {
      if (request.id !== undefined) {
        const [, affected] = await this.db.manager.query(
          `UPDATE guest_placements SET class_id = $3, from_date = $4, to_date = $5, note = $6, updated_at = now()
            WHERE id = $1 AND kindergarten_id = $2`,
          [request.id, user.kindergartenId, request.classId, request.fromDate, request.toDate, request.note || null],
        );
        if (!affected) throw new NotFoundError(messages.guestNotFound);
        return { isSuccessful: true, entityId: request.id };
      }
      const [candidate] = await this.db.manager.query(
        `SELECT c.student_id FROM guest_student_candidates($1::smallint, $2) c WHERE c.home_kindergarten_id = $3`,
        [request.identifierType, request.identifier, request.homeKindergartenId],
      );
      if (!candidate) throw new NotFoundError(messages.guestStudentNotFound);
      const [row] = await this.db.manager.query(
        `INSERT INTO guest_placements (kindergarten_id, class_id, student_id, home_kindergarten_id, from_date, to_date, note,
                                       created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          user.kindergartenId,
          request.classId,
          candidate.student_id,
          request.homeKindergartenId,
          request.fromDate,
          request.toDate,
          request.note || null,
          user.userId,
        ],
      );
      return { isSuccessful: true, entityId: row.id };
    } catch (error) {
      if (isExclusionViolation(error)) throw new ConflictError(messages.guestOverlap);
      throw error;
    }
  }

  async remove(user: AuthUser, id: number): Promise<SaveResult> {
    const [, affected] = await this.db.manager.query(`DELETE FROM guest_placements WHERE id = $1 AND kindergarten_id = $2`, [
      id,
      user.kindergartenId,
    ]);
    if (!affected) throw new NotFoundError(messages.guestNotFound);
    return { isSuccessful: true, entityId: id };
  }

  /** The guest placements a reader sees: all of the kindergarten's with `canView`, a teacher those of their groups. */
  private visible(user: AuthUser): SqlConditions {
    const reach = studentReader(user).reach;
    if (reach === 'parent') throw new ForbiddenError(messages.guestParentsOnly);
    const where = new SqlConditions().add('gp.kindergarten_id = ?', user.kindergartenId);
    if (reach === 'teacher') {
      where.add(
        `gp.class_id IN (SELECT ct.class_id FROM class_teachers ct JOIN teachers te ON te.id = ct.teacher_id WHERE te.user_id = ?)`,
        user.userId,
      );
    }
    return where;
  }

  /** The group is of this kindergarten and the selected year, and the dates lie in that year. */
  private async checkPlacement(user: AuthUser, request: SaveGuestStudentRequest): Promise<void> {
    const [group] = await this.db.manager.query(
      `SELECT p.id AS "periodId", p.from_date AS "yearFrom", p.to_date AS "yearTo"
         FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id
        WHERE c.id = $1 AND c.kindergarten_id = $2`,
      [request.classId, user.kindergartenId],
    );
    if (!group) throw new NotFoundError('Групата не е намерена.');
    if (group.periodId !== user.periodId || request.fromDate < group.yearFrom || request.toDate > group.yearTo) {
      throw new BadInputError(messages.guestOutsideYear, { fromDate: [messages.guestOutsideYear] });
    }
  }
}
