import { Injectable } from '@nestjs/common';
import type { ActivityEnrolment, ActivityEnrolmentHistoryQuery, ActivityEnrolmentHistoryRow, PagedResult } from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BG, FULL_NAME } from '../../students/data/students.sql.js';

/** Who reads: the kindergarten, and for a teacher the user whose groups bound what they see. */
export interface EnrolmentReader {
  kindergartenId: number | null;
  periodId: number | null;
  /** Set for a reader limited to the groups they teach (and the children placed in them now). */
  teacherUserId: number | null;
}

export interface ClassRow {
  id: number;
  name: string;
}

export interface ClassStudentRow {
  classId: number;
  id: number;
  name: string;
  hasSpecialNeeds: boolean;
}

export interface StudentEnrolmentRow extends ActivityEnrolment {
  studentId: number;
}

export interface SummaryCell {
  activityId: number;
  activityName: string;
  capacity: number | null;
  classId: number | null;
  className: string | null;
  enrolled: number;
}

const USER_NAME = (alias: string): string =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE concat_ws(' ', ${alias}.first_name, ${alias}.last_name) END`;

const ENROLMENT_COLUMNS = `e.id, e.activity_id AS "activityId", a.name AS "activityName", e.from_date AS "fromDate",
  e.to_date AS "toDate", e.discount_name AS "discountName", e.discount_percent::text AS "discountPercent"`;

/** The statements of the enrolment lists and summaries (docs/activities.md "Enrolment"); every row typed. */
@Injectable()
export class ActivityEnrolmentViewsRepository {
  constructor(private readonly db: Db) {}

  async activityExists(reader: EnrolmentReader, activityId: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM activities WHERE id = $1 AND kindergarten_id = $2`,
      [activityId, reader.kindergartenId],
    );
    return row !== undefined;
  }

  /** Whether the child is the kindergarten's and, for a teacher, placed now in a group they teach. */
  async reachesStudent(reader: EnrolmentReader, studentId: number): Promise<boolean> {
    const where = new SqlConditions().add('s.id = ?', studentId).add('s.kindergarten_id = ?', reader.kindergartenId);
    if (reader.teacherUserId !== null) where.add(reachSql.teachesStudent('s.id', where.param(reader.teacherUserId)));
    const row = await this.db.sql.maybe<{ found: number }>(`SELECT 1 AS found FROM students s ${where.sql}`, where.params);
    return row !== undefined;
  }

  /** The school year's groups (the activity's with `activityId`; a teacher's own), by name. */
  classes(reader: EnrolmentReader, filters: { activityId?: number; classId?: number }): Promise<ClassRow[]> {
    const where = new SqlConditions().add('c.kindergarten_id = ?', reader.kindergartenId).add('c.period_id = ?', reader.periodId);
    where.addIf(filters.classId, 'c.id = ?');
    where.addIf(filters.activityId, 'c.id IN (SELECT ac.class_id FROM activity_classes ac WHERE ac.activity_id = ?)');
    if (reader.teacherUserId !== null) where.add(`c.id IN (${reachSql.taughtClassIds(where.param(reader.teacherUserId))})`);
    return this.db.sql.many<ClassRow>(
      `SELECT c.id, c.name FROM classes c ${where.sql} ORDER BY c.name ${BG}, c.id`,
      where.params,
    );
  }

  /** The children placed in the groups on `day` (with their СОП flag), by name. */
  classStudents(classIds: number[], day: string): Promise<ClassStudentRow[]> {
    return this.db.sql.many<ClassStudentRow>(
      `SELECT sc.class_id AS "classId", s.id, ${FULL_NAME} AS name, s.has_special_needs AS "hasSpecialNeeds"
         FROM student_classes sc JOIN students s ON s.id = sc.student_id
        WHERE sc.class_id = ANY ($1::int[]) AND sc.from_date <= $2::date AND (sc.to_date IS NULL OR sc.to_date >= $2::date)
        ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`,
      [classIds, day],
    );
  }

  /** The children's enrolments covering `day` or beginning later (in the one activity with `activityId`). */
  studentEnrolments(studentIds: number[], day: string, activityId?: number): Promise<StudentEnrolmentRow[]> {
    return this.db.sql.many<StudentEnrolmentRow>(
      `SELECT e.student_id AS "studentId", ${ENROLMENT_COLUMNS}
         FROM activity_students e JOIN activities a ON a.id = e.activity_id
        WHERE e.student_id = ANY ($1::int[]) AND (e.to_date IS NULL OR e.to_date >= $2::date)
          AND ($3::int IS NULL OR e.activity_id = $3)
        ORDER BY a.name ${BG}, e.from_date`,
      [studentIds, day, activityId ?? null],
    );
  }

  /**
   * Per activity active on `day` (one with `activityId`) and per group of the child on that day, the children
   * enrolled on that day (a teacher: only the children placed now in the groups they teach).
   */
  summary(reader: EnrolmentReader, day: string, activityId?: number): Promise<SummaryCell[]> {
    const where = new SqlConditions()
      .add('a.kindergarten_id = ?', reader.kindergartenId)
      .add('a.active_from <= ?::date AND (a.active_to IS NULL OR a.active_to >= ?::date)', day, day);
    where.addIf(activityId, 'a.id = ?');
    const dayParam = where.param(day);
    const teacher =
      reader.teacherUserId === null ? '' : `AND ${reachSql.teachesStudent('e.student_id', where.param(reader.teacherUserId))}`;
    return this.db.sql.many<SummaryCell>(
      `SELECT a.id AS "activityId", a.name AS "activityName", a.capacity, c.id AS "classId", c.name AS "className",
              count(e.id)::int AS enrolled
         FROM activities a
         LEFT JOIN activity_students e ON e.activity_id = a.id AND e.from_date <= ${dayParam}::date
                                      AND (e.to_date IS NULL OR e.to_date >= ${dayParam}::date) ${teacher}
         LEFT JOIN LATERAL (
           SELECT sc.class_id FROM student_classes sc
            WHERE sc.student_id = e.student_id AND sc.from_date <= ${dayParam}::date
              AND (sc.to_date IS NULL OR sc.to_date >= ${dayParam}::date)
            ORDER BY sc.from_date DESC LIMIT 1
         ) g ON true
         LEFT JOIN classes c ON c.id = g.class_id
        ${where.sql}
        GROUP BY a.id, c.id
        ORDER BY a.name ${BG}, a.id, c.name ${BG} NULLS LAST`,
      where.params,
    );
  }

  /** Every enrolment row of the child and/or the activity, newest first, with who wrote it and when. */
  history(reader: EnrolmentReader, query: ActivityEnrolmentHistoryQuery): Promise<PagedResult<ActivityEnrolmentHistoryRow>> {
    const where = new SqlConditions().add('e.kindergarten_id = ?', reader.kindergartenId);
    where.addIf(query.studentId, 'e.student_id = ?');
    where.addIf(query.activityId, 'e.activity_id = ?');
    if (reader.teacherUserId !== null) where.add(reachSql.teachesStudent('e.student_id', where.param(reader.teacherUserId)));
    return pagedQuery<ActivityEnrolmentHistoryRow>(
      this.db.manager,
      {
        select: `${ENROLMENT_COLUMNS}, e.student_id AS "studentId", ${FULL_NAME} AS "studentName",
                 ${USER_NAME('cu')} AS "createdBy", e.created_at AS "createdAt",
                 ${USER_NAME('uu')} AS "updatedBy", e.updated_at AS "updatedAt"`,
        from: `FROM activity_students e JOIN activities a ON a.id = e.activity_id JOIN students s ON s.id = e.student_id
               LEFT JOIN users cu ON cu.id = e.created_by LEFT JOIN users uu ON uu.id = e.updated_by`,
        where,
        orderBy: {},
        defaultOrder: 'e.from_date DESC, e.id DESC',
      },
      { ...query, orderByColumn: undefined },
    );
  }
}
