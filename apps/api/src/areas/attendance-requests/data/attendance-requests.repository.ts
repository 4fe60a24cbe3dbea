import { Injectable } from '@nestjs/common';
import {
  ApplicationType,
  type AttendanceRequestListQuery,
  type AttendanceRequestRow,
  ChildAttendanceStatus,
  GroupAgeType,
  type PagedResult,
  RequestStatus,
  type RequestableChild,
} from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import { addReach } from '../../students/data/students.sql.js';
import { FAMILY_DAYS_LOCK } from '../../attendance/data/student-attendances.sql.js';
import {
  FULL_NAME,
  groupOnDay,
  REQUEST_COLUMNS,
  REQUEST_DEFAULT_ORDER,
  REQUEST_FROM,
  REQUEST_ORDER,
  requestReader,
  requestWhere,
} from './attendance-requests.sql.js';

/** The child a request is for, with its group on the first day and the school year of the dates. */
export interface ChildContext {
  id: number;
  name: string;
  classId: number | null;
  ageType: GroupAgeType | null;
  /** 'YYYY-MM-DD': whether the child is in compulsory preschool education decides its family-reason cap. */
  birthDate: string;
  periodId: number | null;
  periodFrom: string | null;
  periodTo: string | null;
}

/** A stored request as the writes need it. */
export interface StoredRequest {
  id: number;
  studentId: number;
  type: ApplicationType;
  fromDate: string;
  toDate: string;
  status: RequestStatus;
  periodId: number;
  requestedBy: number | null;
}

/** A new request's columns. */
export interface NewRequest {
  periodId: number;
  studentId: number;
  type: ApplicationType;
  fromDate: string;
  toDate: string;
  reason: string | null;
  workingDays: number;
}

/** The family-reason balance of a child: the cap, the days marked, the days of pending requests. */
export interface FamilyBalance {
  cap: number;
  used: number;
  pending: number;
}

/** The child's name and the users of its parents (whom a decision is told to). */
export interface DecisionAudience {
  name: string;
  parents: number[];
}

/**
 * The statements of parents' attendance requests (docs/attendance-requests.md): the list, filing, the decision with
 * the grid cells it marks, withdrawal, and the family-reason balance. All run in the request's transaction.
 */
@Injectable()
export class AttendanceRequestsRepository {
  constructor(private readonly db: Db) {}

  list(user: AuthUser, query: AttendanceRequestListQuery): Promise<PagedResult<AttendanceRequestRow>> {
    return pagedQuery<AttendanceRequestRow>(
      this.db.manager,
      {
        select: REQUEST_COLUMNS,
        from: REQUEST_FROM,
        where: requestWhere(user, query),
        orderBy: REQUEST_ORDER,
        defaultOrder: REQUEST_DEFAULT_ORDER,
      },
      query,
    );
  }

  /** The children the user may file for on `today`: a parent's own, the staff's every child now in a group. */
  requestableChildren(user: AuthUser, today: string): Promise<RequestableChild[]> {
    const where = addReach(new SqlConditions(), requestReader(user));
    const day = where.param(today);
    return this.db.sql.many<RequestableChild>(
      `SELECT s.id, ${FULL_NAME} AS name, c.name AS "className" FROM students s ${groupOnDay(`${day}::date`)}
        ${where.sql} AND (c.id IS NOT NULL OR ${requestReader(user).reach === 'parent'})
        ORDER BY s.first_name COLLATE "bg-BG-x-icu", s.last_name COLLATE "bg-BG-x-icu", s.id`,
      where.params,
    );
  }

  /** The child as the user may reach it, with its group on `day` and the school year of `day`. */
  child(user: AuthUser, studentId: number, day: string): Promise<ChildContext | undefined> {
    const where = addReach(new SqlConditions(), requestReader(user));
    const dayParam = `${where.param(day)}::date`;
    where.add('s.id = ?', studentId);
    return this.db.sql.maybe<ChildContext>(
      `SELECT s.id, ${FULL_NAME} AS name, c.id AS "classId", c.age_type AS "ageType", s.birth_date::text AS "birthDate",
              p.id AS "periodId", p.from_date AS "periodFrom", p.to_date AS "periodTo"
         FROM students s ${groupOnDay(dayParam)}
         LEFT JOIN kindergarten_periods p ON p.kindergarten_id = s.kindergarten_id
          AND p.from_date <= ${dayParam} AND p.to_date >= ${dayParam}
         ${where.sql}`,
      where.params,
    );
  }

  /** The request as the user may reach it, locked for a write when `forUpdate`. */
  stored(user: AuthUser, id: number, forUpdate: boolean): Promise<StoredRequest | undefined> {
    const where = addReach(new SqlConditions(), requestReader(user))
      .add('r.id = ?', id)
      .add('r.kindergarten_id = ?', user.kindergartenId);
    return this.db.sql.maybe<StoredRequest>(
      `SELECT r.id, r.student_id AS "studentId", r.type, r.from_date AS "fromDate", r.to_date AS "toDate", r.status,
              r.period_id AS "periodId", r.requested_by AS "requestedBy"
         FROM student_attendance_requests r JOIN students s ON s.id = r.student_id ${where.sql}
         ${forUpdate ? 'FOR UPDATE OF r' : ''}`,
      where.params,
    );
  }

  async insert(user: AuthUser, request: NewRequest): Promise<number> {
    const { id } = await this.db.sql.insert('student_attendance_requests', {
      kindergarten_id: user.kindergartenId,
      period_id: request.periodId,
      student_id: request.studentId,
      type: request.type,
      from_date: request.fromDate,
      to_date: request.toDate,
      reason: request.reason,
      working_days: request.workingDays,
      requested_by: user.userId,
    });
    return id;
  }

  /** The name of a user (the parent who filed a request). */
  async userName(userId: number): Promise<string> {
    const { name } = await this.db.sql.one<{ name: string }>(
      `SELECT concat_ws(' ', first_name, last_name) AS name FROM users WHERE id = $1`,
      [userId],
    );
    return name;
  }

  /** Whether a pending or approved request of the same type covers any day of the range. */
  async overlaps(user: AuthUser, studentId: number, type: ApplicationType, fromDate: string, toDate: string): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM student_attendance_requests
        WHERE kindergarten_id = $1 AND student_id = $2 AND type = $3 AND status IN (${RequestStatus.Pending}, ${RequestStatus.Approved})
          AND from_date <= $5 AND to_date >= $4 LIMIT 1`,
      [user.kindergartenId, studentId, type, fromDate, toDate],
    );
    return row !== undefined;
  }

  /**
   * Serialises the writers of a child's family-reason days until the transaction ends — the same lock the grid's save
   * takes (FAMILY_DAYS_LOCK, docs/attendance.md).
   */
  async lockFamilyDays(studentId: number): Promise<void> {
    await this.db.sql.exec(`SELECT pg_advisory_xact_lock(${FAMILY_DAYS_LOCK}, $1)`, [studentId]);
  }

  /**
   * The child's family-reason cap on the day (student_family_absence_limit: the compulsory cap for a child in
   * compulsory preschool education, else the group's age type), the days already marked as family reason in the
   * school year, and the days of pending family-reason requests (less `exceptRequestId`).
   */
  balance(user: AuthUser, child: ChildContext, day: string, exceptRequestId: number | null): Promise<FamilyBalance> {
    return this.db.sql.one<FamilyBalance>(
      `SELECT student_family_absence_limit($1, $2::smallint, $10::date, $3::date)::int AS cap,
              (SELECT count(*)::int FROM student_attendances a
                WHERE a.kindergarten_id = $1 AND a.student_id = $4 AND a.type = $8
                  AND a.for_date BETWEEN $5 AND $6) AS used,
              (SELECT coalesce(sum(r.working_days), 0)::int FROM student_attendance_requests r
                WHERE r.kindergarten_id = $1 AND r.student_id = $4 AND r.type = ${ApplicationType.FamilyReasonAbsence} AND r.status = ${RequestStatus.Pending}
                  AND r.period_id = $7 AND r.id IS DISTINCT FROM $9::int) AS pending`,
      [
        user.kindergartenId,
        child.ageType ?? GroupAgeType.Kindergarten,
        day,
        child.id,
        child.periodFrom ?? day,
        child.periodTo ?? day,
        child.periodId,
        ChildAttendanceStatus.AbsenceFamilyReason,
        exceptRequestId,
        child.birthDate,
      ],
    );
  }

  /** Records the director's decision. */
  async decide(user: AuthUser, id: number, status: RequestStatus, comment: string | null): Promise<void> {
    await this.db.sql.update(
      'student_attendance_requests',
      { status, decided_by: user.userId, decided_at: NOW, decision_comment: comment, updated_at: NOW },
      { id },
    );
  }

  /**
   * Marks the request's working days as AbsenceFamilyReason with its id in the child's group of each day, replacing
   * only empty or Absence cells; the request keeps the number of days marked.
   */
  async markFamilyReasonDays(user: AuthUser, request: StoredRequest, days: string[]): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type, request_id, updated_by)
       SELECT $1, g.class_id, $2, d.day, $3, $4, $5 FROM unnest($6::date[]) AS d (day)
         JOIN LATERAL (
           SELECT sc.class_id FROM student_classes sc
            WHERE sc.student_id = $2 AND sc.from_date <= d.day AND (sc.to_date IS NULL OR sc.to_date >= d.day)
            ORDER BY sc.from_date DESC LIMIT 1
         ) g ON true
       ON CONFLICT (kindergarten_id, student_id, for_date) DO UPDATE
          SET type = EXCLUDED.type, request_id = EXCLUDED.request_id, medical_note_id = NULL,
              updated_by = EXCLUDED.updated_by, updated_at = now()
        WHERE student_attendances.type = ${ChildAttendanceStatus.Absence}`,
      [user.kindergartenId, request.studentId, ChildAttendanceStatus.AbsenceFamilyReason, request.id, user.userId, days],
    );
    await this.db.sql.update('student_attendance_requests', { working_days: days.length }, { id: request.id });
  }

  /** Deletes a request: the family-reason days it marked go, other cells it touched forget it. */
  async remove(user: AuthUser, id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM student_attendances WHERE request_id = $1 AND type = $2 AND kindergarten_id = $3`, [
      id,
      ChildAttendanceStatus.AbsenceFamilyReason,
      user.kindergartenId,
    ]);
    await this.db.sql.update('student_attendances', { request_id: null }, { request_id: id });
    await this.db.sql.exec(`DELETE FROM student_attendance_requests WHERE id = $1`, [id]);
  }

  /** The child's name and the users of its parents with an account. */
  decisionAudience(studentId: number): Promise<DecisionAudience> {
    return this.db.sql.one<DecisionAudience>(
      `SELECT ${FULL_NAME} AS name, array(${reachSql.parentUserIds('s.id')}) AS parents
         FROM students s WHERE s.id = $1`,
      [studentId],
    );
  }
}
