import { Injectable } from '@nestjs/common';
import {
  type FillTeacherMealsRequest,
  type MealType,
  type StaffMonthParams,
  type SaveStaffCellsResult,
  type SaveResult,
  type SaveTeacherMealPatternRequest,
  type SaveTeacherMealsRequest,
  type TeacherMealsMonth,
  workedStaffStatuses,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { FULL_NAME, SORT_NAME } from '../../teachers/services/teachers-sql.js';
import { staffCellsOf } from './staff-cells.js';
import { daysBetween, daysOfMonth } from '../../days-off/services/bulgarian-holidays.js';
import { StaffCalendar } from './staff-calendar.js';

/** Which staff members eat which meal types on which days (docs/staff-attendance.md, "Хранене"). */
@Injectable()
export class StaffMealsService {
  constructor(
    private readonly db: Db,
    private readonly calendar: StaffCalendar,
  ) {}

  async month(user: AuthUser, { month, year }: StaffMonthParams): Promise<TeacherMealsMonth> {
    const kindergartenId = user.kindergartenId!;
    const dates = daysOfMonth(year, month);
    const days = await this.calendar.mealDays(kindergartenId, dates);
    const teachers: {
      id: number;
      name: string;
      occupation: string;
      weekdays: number[] | null;
      mealTypes: MealType[] | null;
    }[] = await this.db.manager.query(
      `SELECT t.id, ${FULL_NAME} AS name, t.occupation, p.weekdays, p.meal_types AS "mealTypes"
         FROM teachers t LEFT JOIN teacher_meal_patterns p ON p.teacher_id = t.id
        WHERE t.kindergarten_id = $1 ORDER BY ${SORT_NAME}`,
      [kindergartenId],
    );
    const meals: { teacherId: number; forDate: string; mealTypes: MealType[] }[] = await this.db.manager.query(
      `SELECT m.teacher_id AS "teacherId", m.for_date::text AS "forDate", array_agg(m.meal_type ORDER BY m.meal_type) AS "mealTypes"
         FROM teacher_meals m WHERE m.kindergarten_id = $1 AND m.for_date BETWEEN $2 AND $3
        GROUP BY m.teacher_id, m.for_date`,
      [kindergartenId, dates[0], dates.at(-1)],
    );
    const byTeacher = new Map<number, Record<string, MealType[]>>();
    for (const meal of meals) {
      const row = byTeacher.get(meal.teacherId) ?? {};
      row[meal.forDate] = meal.mealTypes;
      byTeacher.set(meal.teacherId, row);
    }
    return {
      days,
      teachers: teachers.map((teacher) => ({
        teacherId: teacher.id,
        teacherName: teacher.name,
        occupation: teacher.occupation,
        pattern: teacher.weekdays && teacher.mealTypes ? { weekdays: teacher.weekdays, mealTypes: teacher.mealTypes } : null,
        meals: byTeacher.get(teacher.id) ?? {},
      })),
    };
  }

  /** Each cell replaces the meal types of its staff member and day (an empty list: no meals); others are untouched. */
  async save(user: AuthUser, request: SaveTeacherMealsRequest): Promise<SaveStaffCellsResult> {
    const kindergartenId = user.kindergartenId!;
    const cells = await staffCellsOf(
      this.db.manager,
      kindergartenId,
      request.cells.map((cell) => ({ teacherId: cell.teacherId, forDate: cell.forDate, value: cell.mealTypes })),
    );
    const dates = [...new Set(cells.map((cell) => cell.forDate))].sort();
    const days = await this.calendar.mealDays(kindergartenId, daysBetween(dates[0]!, dates.at(-1)!));
    const closed = new Map(days.filter((day) => day.isDayLocked).map((day) => [day.forDate, day.lockReason]));
    const lockedCell = cells.find((cell) => cell.value.length > 0 && closed.has(cell.forDate));
    if (lockedCell) throw new ConflictError(`${lockedCell.label}: ${closed.get(lockedCell.forDate)}`);

    const json = JSON.stringify(
      cells.map((cell) => ({ teacher_id: cell.teacherId, for_date: cell.forDate, meal_types: cell.value })),
    );
    const [, deleted]: [unknown[], number] = await this.db.manager.query(
      `DELETE FROM teacher_meals m USING jsonb_to_recordset($2::jsonb) AS c(teacher_id int, for_date date, meal_types smallint[])
        WHERE m.kindergarten_id = $1 AND m.teacher_id = c.teacher_id AND m.for_date = c.for_date
          AND NOT (m.meal_type = ANY (c.meal_types))`,
      [kindergartenId, json],
    );
    const inserted: unknown[] = await this.db.manager.query(
      `INSERT INTO teacher_meals (kindergarten_id, teacher_id, for_date, meal_type, updated_by)
       SELECT $1, c.teacher_id, c.for_date, t.meal_type, $3
         FROM jsonb_to_recordset($2::jsonb) AS c(teacher_id int, for_date date, meal_types smallint[])
         CROSS JOIN LATERAL unnest(c.meal_types) AS t(meal_type)
       ON CONFLICT (teacher_id, for_date, meal_type) DO NOTHING RETURNING id`,
      [kindergartenId, json, user.userId],
    );
    return { saved: inserted.length, deleted };
  }

  /** Sets a staff member's usual meals (an empty list of days or meal types removes the pattern). */
  async savePattern(user: AuthUser, request: SaveTeacherMealPatternRequest): Promise<SaveResult> {
    const kindergartenId = user.kindergartenId!;
    const [teacher] = await this.db.manager.query(`SELECT id FROM teachers WHERE id = $1 AND kindergarten_id = $2`, [
      request.teacherId,
      kindergartenId,
    ]);
    if (!teacher) throw new NotFoundError('Служителят не е намерен.');
    if (request.weekdays.length === 0 || request.mealTypes.length === 0) {
      await this.db.manager.query(`DELETE FROM teacher_meal_patterns WHERE teacher_id = $1 AND kindergarten_id = $2`, [
        request.teacherId,
        kindergartenId,
      ]);
      return { isSuccessful: true, entityId: null };
    }
    const [row] = await this.db.manager.query(
      `INSERT INTO teacher_meal_patterns (kindergarten_id, teacher_id, weekdays, meal_types) VALUES ($1, $2, $3, $4)
       ON CONFLICT (teacher_id) DO UPDATE SET weekdays = EXCLUDED.weekdays, meal_types = EXCLUDED.meal_types, updated_at = now()
       RETURNING id`,
      [kindergartenId, request.teacherId, [...request.weekdays].sort(), [...request.mealTypes].sort()],
    );
    return { isSuccessful: true, entityId: row.id };
  }

  /**
   * "Попълни месеца по подразбиране": each staff member with a pattern gets its meal types on the open days of the
   * month that fall on its weekdays, where the day has no meals yet and the staff member is not marked on leave,
   * sick or absent that day. Days already filled in are left as they are. One statement.
   */
  async fill(user: AuthUser, request: FillTeacherMealsRequest): Promise<SaveStaffCellsResult> {
    const kindergartenId = user.kindergartenId!;
    const days = await this.calendar.mealDays(kindergartenId, daysOfMonth(request.year, request.month));
    const open = days.filter((day) => !day.isDayLocked).map((day) => day.forDate);
    const inserted: unknown[] = await this.db.manager.query(
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
      [kindergartenId, open, user.userId, request.teacherIds ?? null, workedStaffStatuses],
    );
    return { saved: inserted.length, deleted: 0 };
  }
}
