import { Injectable } from '@nestjs/common';
import type { MealType, StaffAttendanceStatus } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { FULL_NAME, SORT_NAME } from '../../teachers/data/teachers.sql.js';

/** A staff member's days of one status in the period (type null: a staff member with none). */
export interface StaffStatusDaysRow {
  teacherId: number;
  teacherName: string;
  type: StaffAttendanceStatus | null;
  days: number;
}

/** A staff member's days worked in one month (month null: a staff member with none). */
export interface StaffMonthDaysRow {
  teacherId: number;
  teacherName: string;
  month: string | null;
  days: number;
}

/** A staff member's meals of one type in the month (mealType null: a staff member with none). */
export interface StaffMealCountRow {
  teacherId: number;
  teacherName: string;
  mealType: MealType | null;
  meals: number;
}

/** The statements of the staff references (/staff/references/*); every staff member, even with nothing to count. */
@Injectable()
export class StaffReferencesRepository {
  constructor(private readonly db: Db) {}

  /** Per staff member (of `teacherIds`, or all) and status: the days of the period. */
  statusDays(
    kindergartenId: number,
    from: string,
    to: string,
    teacherIds: readonly number[] | null,
  ): Promise<StaffStatusDaysRow[]> {
    return this.db.sql.many<StaffStatusDaysRow>(
      `SELECT t.id AS "teacherId", ${FULL_NAME} AS "teacherName", a.type, count(a.id)::int AS days
         FROM teachers t
         LEFT JOIN teacher_attendances a ON a.teacher_id = t.id AND a.for_date BETWEEN $2 AND $3
        WHERE t.kindergarten_id = $1 AND ($4::int[] IS NULL OR t.id = ANY ($4::int[]))
        GROUP BY t.id, a.type ORDER BY ${SORT_NAME}, a.type`,
      [kindergartenId, from, to, teacherIds],
    );
  }

  /** Per staff member and month: the days of the period with one of the `worked` statuses. */
  workedDays(
    kindergartenId: number,
    from: string,
    to: string,
    worked: readonly StaffAttendanceStatus[],
  ): Promise<StaffMonthDaysRow[]> {
    return this.db.sql.many<StaffMonthDaysRow>(
      `SELECT t.id AS "teacherId", ${FULL_NAME} AS "teacherName", to_char(a.for_date, 'YYYY-MM') AS month, count(a.id)::int AS days
         FROM teachers t
         LEFT JOIN teacher_attendances a ON a.teacher_id = t.id AND a.for_date BETWEEN $2 AND $3 AND a.type = ANY ($4::smallint[])
        WHERE t.kindergarten_id = $1
        GROUP BY t.id, month ORDER BY ${SORT_NAME}, month`,
      [kindergartenId, from, to, worked],
    );
  }

  /** Per staff member and meal type: the meals of the days `from`–`to`. */
  mealCounts(kindergartenId: number, from: string, to: string): Promise<StaffMealCountRow[]> {
    return this.db.sql.many<StaffMealCountRow>(
      `SELECT t.id AS "teacherId", ${FULL_NAME} AS "teacherName", m.meal_type AS "mealType", count(m.id)::int AS meals
         FROM teachers t
         LEFT JOIN teacher_meals m ON m.teacher_id = t.id AND m.for_date BETWEEN $2 AND $3
        WHERE t.kindergarten_id = $1
        GROUP BY t.id, m.meal_type ORDER BY ${SORT_NAME}, m.meal_type`,
      [kindergartenId, from, to],
    );
  }
}
