import { Injectable } from '@nestjs/common';
import {
  type ActivityEnrollmentRequestListQuery,
  type ActivityEnrollmentRequestRow,
  ActivityPriceModel,
  ActivityRequestStatus,
  type PagedResult,
  type RequestableActivity,
  RequestKind,
  type StudentEnrollment,
} from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import { addReach, BG } from '../../students/data/students.sql.js';
import { CHILD_GROUP, FULL_NAME, requestListSelect, requestReader, USER_NAME } from './activity-enrollment-requests.sql.js';

/** The child a request is for, within the user's reach, with its group now. */
export interface RequestChild {
  id: number;
  name: string;
  classId: number | null;
}

/** What the create rules read of the activity, for the child's group. */
export interface RequestActivity {
  id: number;
  name: string;
  openToGroup: boolean;
  enrollmentRequestsEnabled: boolean;
  delistmentEnabled: boolean;
  activeTo: string | null;
}

/** The stored request as the writes need it (locked). */
export interface RequestState {
  id: number;
  studentId: number;
  studentName: string;
  activityId: number;
  activityName: string;
  changeType: RequestKind;
  status: ActivityRequestStatus;
  fromDate: string;
  requestedBy: number;
}

/** The printable request. */
export interface RequestFormRow {
  kindergarten: string;
  studentName: string;
  className: string | null;
  parentName: string;
  activityName: string;
  typeName: string;
  providerName: string;
  priceModel: ActivityPriceModel;
  priceCents: number;
  minimumCents: number | null;
  changeType: RequestKind;
  status: ActivityRequestStatus;
  fromDate: string;
  parentNote: string | null;
  requestedAt: Date;
  decidedBy: string | null;
  decidedAt: Date | null;
  decisionNote: string | null;
}

/** Whom a decision reaches: the child's parents with an account (and the requester), with their e-mail. */
export interface DecisionRecipient {
  userId: number;
  email: string | null;
  firstName: string;
}

/** The statements of the enrolment requests (docs/activities.md "Enrolment requests"); every row typed. */
@Injectable()
export class ActivityEnrollmentRequestsRepository {
  constructor(private readonly db: Db) {}

  list(user: AuthUser, query: ActivityEnrollmentRequestListQuery): Promise<PagedResult<ActivityEnrollmentRequestRow>> {
    return pagedQuery<ActivityEnrollmentRequestRow>(this.db.manager, requestListSelect(user, query), query);
  }

  /** The child of the user's kindergarten within the user's reach (a parent: their own), with its group now. */
  child(user: AuthUser, studentId: number): Promise<RequestChild | undefined> {
    const where = addReach(new SqlConditions(), requestReader(user)).add('s.id = ?', studentId);
    return this.db.sql.maybe<RequestChild>(
      `SELECT s.id, ${FULL_NAME} AS name, g.class_id AS "classId" FROM students s ${CHILD_GROUP('s.id')} ${where.sql}`,
      where.params,
    );
  }

  /** The activity of the kindergarten, and whether it is open to the group `classId`. */
  activity(user: AuthUser, activityId: number, classId: number | null): Promise<RequestActivity | undefined> {
    return this.db.sql.maybe<RequestActivity>(
      `SELECT a.id, a.name, a.enrollment_requests_enabled AS "enrollmentRequestsEnabled",
              a.delistment_enabled AS "delistmentEnabled", a.active_to AS "activeTo",
              EXISTS (SELECT 1 FROM activity_classes ac WHERE ac.activity_id = a.id AND ac.class_id = $3) AS "openToGroup"
         FROM activities a WHERE a.id = $1 AND a.kindergarten_id = $2`,
      [activityId, user.kindergartenId, classId],
    );
  }

  /** Whether the child is enrolled in the activity on the day (`onOrAfter`: on the day or any later day). */
  async enrolled(activityId: number, studentId: number, day: string, onOrAfter: boolean): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM activity_students
        WHERE activity_id = $1 AND student_id = $2 AND (to_date IS NULL OR to_date >= $3::date)
          AND ($4 OR from_date <= $3::date) LIMIT 1`,
      [activityId, studentId, day, onOrAfter],
    );
    return row !== undefined;
  }

  async waitingExists(activityId: number, studentId: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM activity_enrollment_requests WHERE activity_id = $1 AND student_id = $2 AND status = $3`,
      [activityId, studentId, ActivityRequestStatus.Waiting],
    );
    return row !== undefined;
  }

  async insert(
    user: AuthUser,
    request: { activityId: number; studentId: number; changeType: RequestKind; fromDate: string; note: string | null },
  ): Promise<number> {
    const { id } = await this.db.sql.insert('activity_enrollment_requests', {
      kindergarten_id: user.kindergartenId,
      activity_id: request.activityId,
      student_id: request.studentId,
      change_type: request.changeType,
      status: ActivityRequestStatus.Waiting,
      from_date: request.fromDate,
      parent_note: request.note,
      requested_by: user.userId,
    });
    return id;
  }

  /** The request of the user's kindergarten, locked for the write. */
  state(user: AuthUser, id: number): Promise<RequestState | undefined> {
    return this.db.sql.maybe<RequestState>(
      `SELECT r.id, r.student_id AS "studentId", ${FULL_NAME} AS "studentName", r.activity_id AS "activityId",
              a.name AS "activityName", r.change_type AS "changeType", r.status, r.from_date AS "fromDate",
              r.requested_by AS "requestedBy"
         FROM activity_enrollment_requests r JOIN students s ON s.id = r.student_id JOIN activities a ON a.id = r.activity_id
        WHERE r.id = $1 AND r.kindergarten_id = $2 FOR UPDATE OF r`,
      [id, user.kindergartenId],
    );
  }

  async decide(user: AuthUser, id: number, status: ActivityRequestStatus, note: string | null): Promise<void> {
    await this.db.sql.update(
      'activity_enrollment_requests',
      { status, decision_note: note, decided_by: user.userId, decided_at: NOW },
      { id },
    );
  }

  async remove(id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM activity_enrollment_requests WHERE id = $1`, [id]);
  }

  /** The parents of the child who have an account, and the requester, with their e-mail. */
  recipients(studentId: number, requestedBy: number): Promise<DecisionRecipient[]> {
    return this.db.sql.many<DecisionRecipient>(
      `SELECT u.id AS "userId", u.email, u.first_name AS "firstName" FROM users u
        WHERE u.is_active AND (u.id = $2 OR u.id IN (${reachSql.parentUserIds('$1')}))
        ORDER BY u.id`,
      [studentId, requestedBy],
    );
  }

  /** The printable request, when the child is within the user's reach. */
  form(user: AuthUser, id: number): Promise<RequestFormRow | undefined> {
    const where = addReach(new SqlConditions(), requestReader(user)).add('r.id = ?', id);
    return this.db.sql.maybe<RequestFormRow>(
      `SELECT k.name AS kindergarten, ${FULL_NAME} AS "studentName", g.name AS "className",
              coalesce(
                (SELECT concat_ws(' ', pa.first_name, pa.last_name) FROM parents pa
                  JOIN student_parents sp ON sp.parent_id = pa.id
                 WHERE pa.user_id = r.requested_by AND sp.student_id = r.student_id LIMIT 1),
                ${USER_NAME('ru')}) AS "parentName",
              a.name AS "activityName", t.name AS "typeName", p.name AS "providerName", a.price_model AS "priceModel",
              a.price_cents AS "priceCents", a.minimum_cents AS "minimumCents", r.change_type AS "changeType", r.status,
              r.from_date AS "fromDate", r.parent_note AS "parentNote", r.requested_at AS "requestedAt",
              ${USER_NAME('du')} AS "decidedBy", r.decided_at AS "decidedAt", r.decision_note AS "decisionNote"
         FROM activity_enrollment_requests r
         JOIN students s ON s.id = r.student_id
         JOIN kindergartens k ON k.id = r.kindergarten_id
         JOIN activities a ON a.id = r.activity_id
         JOIN activity_types t ON t.id = a.activity_type_id
         JOIN activity_providers p ON p.id = a.provider_id
         ${CHILD_GROUP('s.id')}
         LEFT JOIN users ru ON ru.id = r.requested_by
         LEFT JOIN users du ON du.id = r.decided_by
         ${where.sql}`,
      where.params,
    );
  }

  /** The user's own children in the kindergarten, each with its activities now and its requests (newest first). */
  studentEnrollment(user: AuthUser, today: string): Promise<StudentEnrollment[]> {
    return this.db.sql.many<StudentEnrollment>(
      `SELECT s.id AS "studentId", ${FULL_NAME} AS "studentName", g.name AS "className",
              coalesce((
                SELECT json_agg(json_build_object('activityId', a.id, 'name', a.name, 'providerName', p.name,
                         'priceModel', a.price_model, 'priceCents', a.price_cents, 'fromDate', e.from_date,
                         'toDate', e.to_date) ORDER BY a.name ${BG}, e.from_date)
                  FROM activity_students e JOIN activities a ON a.id = e.activity_id
                  JOIN activity_providers p ON p.id = a.provider_id
                 WHERE e.student_id = s.id AND (e.to_date IS NULL OR e.to_date >= $3::date)), '[]') AS activities,
              coalesce((
                SELECT json_agg(json_build_object('id', r.id, 'activityId', r.activity_id, 'activityName', a.name,
                         'changeType', r.change_type, 'status', r.status, 'fromDate', r.from_date,
                         'requestedAt', r.requested_at) ORDER BY r.requested_at DESC, r.id DESC)
                  FROM activity_enrollment_requests r JOIN activities a ON a.id = r.activity_id
                 WHERE r.student_id = s.id), '[]') AS requests
         FROM students s ${CHILD_GROUP('s.id')}
        WHERE s.kindergarten_id = $1 AND s.id IN (${reachSql.parentedStudentIds('$2')})
        ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`,
      [user.kindergartenId, user.userId, today],
    );
  }

  /**
   * The activities of the kindergarten open to the child's group that have not ended and accept requests (or in which
   * the child is enrolled: to ask for delistment), with whether the child is enrolled (today or later) and its
   * waiting request.
   */
  requestable(user: AuthUser, studentId: number, classId: number | null, today: string): Promise<RequestableActivity[]> {
    return this.db.sql.many<RequestableActivity>(
      `SELECT a.id, a.name, t.name AS "typeName", p.name AS "providerName", a.price_model AS "priceModel",
              a.price_cents AS "priceCents", a.minimum_cents AS "minimumCents", a.active_from AS "activeFrom",
              a.active_to AS "activeTo",
              EXISTS (SELECT 1 FROM activity_students e WHERE e.activity_id = a.id AND e.student_id = $3
                         AND (e.to_date IS NULL OR e.to_date >= $4::date)) AS enrolled,
              a.delistment_enabled AS "delistmentEnabled", a.enrollment_requests_enabled AS "enrollmentRequestsEnabled",
              (SELECT r.id FROM activity_enrollment_requests r WHERE r.activity_id = a.id AND r.student_id = $3
                  AND r.status = ${ActivityRequestStatus.Waiting}) AS "waitingRequestId"
         FROM activities a
         JOIN activity_types t ON t.id = a.activity_type_id
         JOIN activity_providers p ON p.id = a.provider_id
        WHERE a.kindergarten_id = $1 AND (a.active_to IS NULL OR a.active_to >= $4::date)
          AND EXISTS (SELECT 1 FROM activity_classes ac WHERE ac.activity_id = a.id AND ac.class_id = $2)
          AND (a.enrollment_requests_enabled
               OR EXISTS (SELECT 1 FROM activity_students e WHERE e.activity_id = a.id AND e.student_id = $3
                             AND (e.to_date IS NULL OR e.to_date >= $4::date)))
        ORDER BY a.name ${BG}, a.id`,
      [user.kindergartenId, classId, studentId, today],
    );
  }
}
