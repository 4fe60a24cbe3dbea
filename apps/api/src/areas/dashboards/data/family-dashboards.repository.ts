import { Injectable } from '@nestjs/common';
import { ChildAttendanceStatus } from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { SqlConditions } from '../../../platform/database/paged-query.js';
import { addReach, studentReader } from '../../students/data/students.sql.js';
import { ABSENT, BG, CHILD_COLUMNS, currentGroupJoin, PRESENT } from './dashboards.sql.js';

/** A child with its group in the school year on the day (null: not placed). */
export interface ChildRow {
  id: number;
  name: string;
  classId: number | null;
  className: string | null;
  ageType: number | null;
}

/** One child's present, absent and family-reason days in one month (`key` 1–12). */
export interface ChildMonthRow {
  studentId: number;
  key: number;
  present: number;
  absent: number;
  familyReason: number;
}

/** The family-reason cap in force for a child (null: none). */
export interface FamilyCapRow {
  id: number;
  cap: number | null;
}

/** The statements of the parent's and the child's dashboards; every row typed. */
@Injectable()
export class FamilyDashboardsRepository {
  constructor(private readonly db: Db) {}

  /** The children of the parent (user), with their groups in the school year on the day. */
  parentedChildren(kindergartenId: number | null, userId: number, periodId: number, date: string): Promise<ChildRow[]> {
    return this.db.sql.many<ChildRow>(
      `SELECT ${CHILD_COLUMNS}
         FROM students s ${currentGroupJoin('$3', '$4')}
        WHERE s.kindergarten_id = $1
          AND s.id IN (${reachSql.parentedStudentIds('$2')})
        ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`,
      [kindergartenId, userId, periodId, date],
    );
  }

  /** The child when the user reaches it (docs/students.md reach), with its group in the school year on the day. */
  reachableChild(user: AuthUser, studentId: number, periodId: number, date: string): Promise<ChildRow | undefined> {
    const where = addReach(new SqlConditions(), studentReader(user)).add('s.id = ?', studentId);
    const periodParam = where.param(periodId);
    const dayParam = where.param(date);
    return this.db.sql.maybe<ChildRow>(
      `SELECT ${CHILD_COLUMNS} FROM students s ${currentGroupJoin(periodParam, dayParam)} ${where.sql}`,
      where.params,
    );
  }

  /** The family-reason cap in force on the day for each child with a group (compulsory from age 4 by birth date). */
  familyCaps(kindergartenId: number | null, date: string, children: readonly ChildRow[]): Promise<FamilyCapRow[]> {
    return this.db.sql.many<FamilyCapRow>(
      `SELECT child.id, student_family_absence_limit($1, child.age_type::smallint, s.birth_date, $2::date) AS cap
         FROM unnest($3::int[], $4::int[]) AS child(id, age_type) JOIN students s ON s.id = child.id
        WHERE child.age_type IS NOT NULL`,
      [kindergartenId, date, children.map((child) => child.id), children.map((child) => child.ageType)],
    );
  }

  /** Per child and month between the days: present and absent days (attendance_kind) and family-reason days. */
  months(kindergartenId: number, studentIds: readonly number[], fromDate: string, toDate: string): Promise<ChildMonthRow[]> {
    return this.db.sql.many<ChildMonthRow>(
      `SELECT a.student_id AS "studentId", extract(month FROM a.for_date)::int AS key,
              count(*) FILTER (WHERE ${PRESENT})::int AS present,
              count(*) FILTER (WHERE ${ABSENT})::int AS absent,
              count(*) FILTER (WHERE a.type = $5)::int AS "familyReason"
         FROM student_attendances a
        WHERE a.kindergarten_id = $1 AND a.student_id = ANY ($2) AND a.for_date BETWEEN $3::date AND $4::date
        GROUP BY 1, 2`,
      [kindergartenId, studentIds, fromDate, toDate, ChildAttendanceStatus.AbsenceFamilyReason],
    );
  }
}
