import { Injectable } from '@nestjs/common';
import type { MealType, StaffAttendanceStatus } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { FULL_NAME, SORT_NAME } from '../../teachers/data/teachers.sql.js';

/** A staff member with their usual meals (both null when they have none). */
export interface StaffMealsMemberRow {
  id: number;
  name: string;
  occupation: string;
  weekdays: number[] | null;
  mealTypes: MealType[] | null;
}

/** The meal types of a staff member on a day (only days with meals). */
export interface StaffMealsCellRow {
  teacherId: number;
  forDate: string;
  mealTypes: MealType[];
}

/** A staff member's usual meals. */
export interface StaffMealPatternRow {
  weekdays: number[];
  mealTypes: MealType[];
}

/** The statements of the staff meals grid (docs/staff-attendance.md, "Хранене"); every row typed. */
@Injectable()
export class StaffMealsRepository {
  constructor(private readonly db: Db) {}

  members(kindergartenId: number): Promise<StaffMealsMemberRow[]> {
    return this.db.sql.many<StaffMealsMemberRow>(
      `SELECT t.id, ${FULL_NAME} AS name, t.occupation, p.weekdays, p.meal_types AS "mealTypes"
         FROM teachers t LEFT JOIN teacher_meal_patterns p ON p.teacher_id = t.id
        WHERE t.kindergarten_id = $1 ORDER BY ${SORT_NAME}`,
      [kindergartenId],
    );
  }

  /** The kindergarten's cells with meals of the days `from`–`to`. */
  cells(kindergartenId: number, from: string, to: string): Promise<StaffMealsCellRow[]> {
    return this.db.sql.many<StaffMealsCellRow>(
      `SELECT m.teacher_id AS "teacherId", m.for_date::text AS "forDate", array_agg(m.meal_type ORDER BY m.meal_type) AS "mealTypes"
         FROM teacher_meals m WHERE m.kindergarten_id = $1 AND m.for_date BETWEEN $2 AND $3
        GROUP BY m.teacher_id, m.for_date`,
      [kindergartenId, from, to],
    );
  }

  /** The cells with meals among the given staff member and day pairs (what a save would change or clear). */
  storedOf(kindergartenId: number, cells: readonly { teacherId: number; forDate: string }[]): Promise<StaffMealsCellRow[]> {
    return this.db.sql.many<StaffMealsCellRow>(
      `SELECT m.teacher_id AS "teacherId", m.for_date::text AS "forDate", array_agg(m.meal_type ORDER BY m.meal_type) AS "mealTypes"
         FROM teacher_meals m JOIN unnest($2::int[], $3::date[]) AS c(teacher_id, for_date)
           ON m.teacher_id = c.teacher_id AND m.for_date = c.for_date
        WHERE m.kindergarten_id = $1
        GROUP BY m.teacher_id, m.for_date`,
      [kindergartenId, cells.map((cell) => cell.teacherId), cells.map((cell) => cell.forDate)],
    );
  }

  /**
   * Each cell's meal types become those given: first the others are deleted (how many answers), then the new ones
   * inserted (how many answers `insertMeals`). `cells` is the JSON of `{ teacher_id, for_date, meal_types }`.
   */
  deleteOtherMeals(kindergartenId: number, cells: string): Promise<number> {
    return this.db.sql.exec(
      `DELETE FROM teacher_meals m USING jsonb_to_recordset($2::jsonb) AS c(teacher_id int, for_date date, meal_types smallint[])
        WHERE m.kindergarten_id = $1 AND m.teacher_id = c.teacher_id AND m.for_date = c.for_date
          AND NOT (m.meal_type = ANY (c.meal_types))`,
      [kindergartenId, cells],
    );
  }

  async insertMeals(kindergartenId: number, userId: number, cells: string): Promise<number> {
    const inserted = await this.db.sql.many<{ id: number }>(
      `INSERT INTO teacher_meals (kindergarten_id, teacher_id, for_date, meal_type, updated_by)
       SELECT $1, c.teacher_id, c.for_date, t.meal_type, $3
         FROM jsonb_to_recordset($2::jsonb) AS c(teacher_id int, for_date date, meal_types smallint[])
         CROSS JOIN LATERAL unnest(c.meal_types) AS t(meal_type)
       ON CONFLICT (teacher_id, for_date, meal_type) DO NOTHING RETURNING id`,
      [kindergartenId, cells, userId],
    );
    return inserted.length;
  }

  async staffMemberExists(kindergartenId: number, teacherId: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ id: number }>(`SELECT id FROM teachers WHERE id = $1 AND kindergarten_id = $2`, [
      teacherId,
      kindergartenId,
    ]);
    return row !== undefined;
  }

  pattern(kindergartenId: number, teacherId: number): Promise<StaffMealPatternRow | undefined> {
    return this.db.sql.maybe<StaffMealPatternRow>(
      `SELECT weekdays, meal_types AS "mealTypes" FROM teacher_meal_patterns WHERE teacher_id = $1 AND kindergarten_id = $2`,
      [teacherId, kindergartenId],
    );
  }

  async removePattern(kindergartenId: number, teacherId: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM teacher_meal_patterns WHERE teacher_id = $1 AND kindergarten_id = $2`, [
      teacherId,
      kindergartenId,
    ]);
  }

  /** Sets the staff member's usual meals; answers the pattern's id. */
  async savePattern(kindergartenId: number, teacherId: number, pattern: StaffMealPatternRow): Promise<number> {
    const { id } = await this.db.sql.one<{ id: number }>(
      `INSERT INTO teacher_meal_patterns (kindergarten_id, teacher_id, weekdays, meal_types) VALUES ($1, $2, $3, $4)
       ON CONFLICT (teacher_id) DO UPDATE SET weekdays = EXCLUDED.weekdays, meal_types = EXCLUDED.meal_types, updated_at = now()
       RETURNING id`,
      [kindergartenId, teacherId, pattern.weekdays, pattern.mealTypes],
    );
    return id;
  }

  /**
   * Each staff member with a pattern (of `teacherIds`, or all) gets its meal types on the `open` days that fall on its
   * weekdays, where the day has no meals yet and the staff member's status that day, if any, is one of `worked`.
   * Answers how many meals it added.
   */
  async fill(
    kindergartenId: number,
    userId: number,
    open: readonly string[],
    teacherIds: readonly number[] | null,
    worked: readonly StaffAttendanceStatus[],
  ): Promise<number> {
    const inserted = await this.db.sql.many<{ id: number }>(
      `INSERT INTO teacher_meals (kindergarten_id, teacher_id, for_date, meal_type, updated_by)
       SELECT $1, p.teacher_id, d.day, t.meal_type, $3
         FROM teacher_meal_patterns p
         CROSS JOIN unnest($2::date[]) AS d(day)
         CROSS JOIN LATERAL unnest(p.meal_types) AS t(meal_type)
        WHERE p.kindergarten_id = $1
          AND extract(isodow FROM d.day)::smallint = ANY (p.weekdays)
          AND ($4::int[] IS NULL OR p.teacher_id = ANY ($4::int[]))
          AND NOT EXISTS (SELECT 1 FROM teacher_meals x WHERE x.teacher_id = p.teacher_id AND x.for_date = d.day)
          AND NOT EXISTS (SELECT 1 FROM teacher_attendances a
                           WHERE a.teacher_id = p.teacher_id AND a.for_date = d.day AND NOT (a.type = ANY ($5::smallint[])))
       ON CONFLICT (teacher_id, for_date, meal_type) DO NOTHING RETURNING id`,
      [kindergartenId, open, userId, teacherIds, worked],
    );
    return inserted.length;
  }
}
