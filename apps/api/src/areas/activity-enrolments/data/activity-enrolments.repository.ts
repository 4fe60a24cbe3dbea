import { Injectable } from '@nestjs/common';
import type { ActivityDiscount } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { NOW } from '../../../platform/database/sql.js';
import { FULL_NAME } from '../../students/data/students.sql.js';

/** The activity as the enrolment rules need it, locked for the write. */
export interface LockedActivity {
  id: number;
  name: string;
  activeFrom: string;
  activeTo: string | null;
  capacity: number | null;
}

/** A child asked to enrol, with what the rules check about it on the enrolment's first day. */
export interface EnrolmentCandidate {
  id: number;
  name: string;
  /** Placed on the day in a group the activity is open to. */
  inGroups: boolean;
  /** An enrolment of the child in the activity covers the day or a later one. */
  overlaps: boolean;
}

/** A child's latest enrolment in the activity beginning on or before a day. */
export interface EnrolmentOnDay {
  studentId: number;
  name: string;
  enrolmentId: number | null;
  fromDate: string | null;
  toDate: string | null;
}

/** The statements of the enrolment writes (docs/activities.md "Enrolment"); every row typed. */
@Injectable()
export class ActivityEnrolmentsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The activity of the user's kindergarten, its row locked: two enrolments into the same activity are serialised,
   * so the capacity check of the second sees the first's rows. FOR NO KEY UPDATE: the writes that only reference the
   * activity (attendance, requests) are not held up.
   */
  lockActivity(user: AuthUser, activityId: number): Promise<LockedActivity | undefined> {
    return this.db.sql.maybe<LockedActivity>(
      `SELECT id, name, active_from AS "activeFrom", active_to AS "activeTo", capacity
         FROM activities WHERE id = $1 AND kindergarten_id = $2 FOR NO KEY UPDATE`,
      [activityId, user.kindergartenId],
    );
  }

  /** The children of the user's kindergarten among `studentIds` (the others are unknown), with the checks on `day`. */
  candidates(user: AuthUser, activityId: number, studentIds: number[], day: string): Promise<EnrolmentCandidate[]> {
    return this.db.sql.many<EnrolmentCandidate>(
      `SELECT s.id, ${FULL_NAME} AS name,
              EXISTS (SELECT 1 FROM student_classes sc JOIN activity_classes ac ON ac.class_id = sc.class_id
                       WHERE ac.activity_id = $1 AND sc.student_id = s.id
                         AND sc.from_date <= $3::date AND (sc.to_date IS NULL OR sc.to_date >= $3::date)) AS "inGroups",
              EXISTS (SELECT 1 FROM activity_students e
                       WHERE e.activity_id = $1 AND e.student_id = s.id
                         AND (e.to_date IS NULL OR e.to_date >= $3::date)) AS overlaps
         FROM students s
        WHERE s.kindergarten_id = $2 AND s.id = ANY ($4::int[])`,
      [activityId, user.kindergartenId, day, studentIds],
    );
  }

  /**
   * The children of the group (of the user's kindergarten) placed in it on `day` and not enrolled in the activity on
   * that day or later; undefined when the group is not the kindergarten's.
   */
  async classStudentsToEnrol(user: AuthUser, activityId: number, classId: number, day: string): Promise<number[] | undefined> {
    const group = await this.db.sql.maybe<{ ids: number[] }>(
      `SELECT coalesce((SELECT array_agg(DISTINCT sc.student_id ORDER BY sc.student_id) FROM student_classes sc
                         WHERE sc.class_id = c.id AND sc.from_date <= $3::date AND (sc.to_date IS NULL OR sc.to_date >= $3::date)
                           AND NOT EXISTS (SELECT 1 FROM activity_students e
                                            WHERE e.activity_id = $4 AND e.student_id = sc.student_id
                                              AND (e.to_date IS NULL OR e.to_date >= $3::date))), '{}') AS ids
         FROM classes c WHERE c.id = $1 AND c.kindergarten_id = $2`,
      [classId, user.kindergartenId, day, activityId],
    );
    return group?.ids;
  }

  /**
   * The most children enrolled in the activity on any day from `day` on (the count only rises on an enrolment's first
   * day, so the days to look at are `day` and the later first days).
   */
  async peakEnrolled(activityId: number, day: string): Promise<number> {
    const row = await this.db.sql.one<{ peak: number }>(
      `SELECT coalesce(max((SELECT count(*) FROM activity_students e
                             WHERE e.activity_id = $1 AND e.from_date <= d.day AND (e.to_date IS NULL OR e.to_date >= d.day))), 0)::int AS peak
         FROM (SELECT $2::date AS day
               UNION SELECT from_date FROM activity_students WHERE activity_id = $1 AND from_date > $2::date) d`,
      [activityId, day],
    );
    return row.peak;
  }

  /** Writes the enrolments from `fromDate`, open-ended. */
  async insert(user: AuthUser, activityId: number, studentIds: number[], fromDate: string): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO activity_students (kindergarten_id, activity_id, student_id, from_date, created_by, updated_by)
       SELECT $1, $2, student_id, $3::date, $4, $4 FROM unnest($5::int[]) AS t (student_id)`,
      [user.kindergartenId, activityId, fromDate, user.userId, studentIds],
    );
  }

  /**
   * For each child of the user's kindergarten among `studentIds`, its latest enrolment in the activity beginning on
   * or before `day` (null when none). The caller holds the activity's lock.
   */
  enrolmentsOn(user: AuthUser, activityId: number, studentIds: number[], day: string): Promise<EnrolmentOnDay[]> {
    return this.db.sql.many<EnrolmentOnDay>(
      `SELECT s.id AS "studentId", ${FULL_NAME} AS name, e.id AS "enrolmentId", e.from_date AS "fromDate", e.to_date AS "toDate"
         FROM students s
         LEFT JOIN LATERAL (
           SELECT id, from_date, to_date FROM activity_students
            WHERE activity_id = $1 AND student_id = s.id AND from_date <= $3::date
            ORDER BY from_date DESC LIMIT 1
         ) e ON true
        WHERE s.kindergarten_id = $2 AND s.id = ANY ($4::int[])`,
      [activityId, user.kindergartenId, day, studentIds],
    );
  }

  async setLeaveDate(user: AuthUser, enrolmentIds: number[], leaveDate: string): Promise<number> {
    return this.db.sql.exec(
      `UPDATE activity_students SET to_date = $1::date, updated_by = $2, updated_at = now()
        WHERE kindergarten_id = $3 AND id = ANY ($4::int[])`,
      [leaveDate, user.userId, user.kindergartenId, enrolmentIds],
    );
  }

  /** The child (of the user's kindergarten), or undefined. */
  student(user: AuthUser, studentId: number): Promise<{ name: string } | undefined> {
    return this.db.sql.maybe<{ name: string }>(
      `SELECT ${FULL_NAME} AS name FROM students s WHERE s.id = $1 AND s.kindergarten_id = $2`,
      [studentId, user.kindergartenId],
    );
  }

  /**
   * The child's current enrolment in the activity: the one covering `today`, else the next one to begin; locked.
   */
  async currentEnrolment(activityId: number, studentId: number, today: string): Promise<number | undefined> {
    const row = await this.db.sql.maybe<{ id: number }>(
      `SELECT id FROM activity_students
        WHERE activity_id = $1 AND student_id = $2 AND (to_date IS NULL OR to_date >= $3::date)
        ORDER BY from_date LIMIT 1 FOR UPDATE`,
      [activityId, studentId, today],
    );
    return row?.id;
  }

  async setDiscount(user: AuthUser, enrolmentId: number, discount: ActivityDiscount | null): Promise<void> {
    await this.db.sql.update(
      'activity_students',
      {
        discount_name: discount?.name ?? null,
        discount_percent: discount ? discount.percent.toFixed(2) : null,
        updated_by: user.userId,
        updated_at: NOW,
      },
      { kindergarten_id: user.kindergartenId, id: enrolmentId },
    );
  }
}
