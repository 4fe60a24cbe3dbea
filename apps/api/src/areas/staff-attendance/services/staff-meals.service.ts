import { Injectable } from '@nestjs/common';
import {
  type FillTeacherMealsRequest,
  type MealType,
  Resource,
  type StaffMonthParams,
  type SaveStaffCellsResult,
  type SaveResult,
  type SaveTeacherMealPatternRequest,
  type SaveTeacherMealsRequest,
  type TeacherMealsMonth,
  workedStaffStatuses,
} from '@kg/contracts';
import { assertSaveAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { StaffRepository } from '../data/staff.repository.js';
import { StaffMealsRepository } from '../data/staff-meals.repository.js';
import { staffCellsOf } from './staff-cells.js';
import { daysBetween, daysOfMonth } from '../../days-off/services/bulgarian-holidays.js';
import { StaffCalendar } from './staff-calendar.js';

/** Which staff members eat which meal types on which days (docs/staff-attendance.md, "Хранене"). */
@Injectable()
export class StaffMealsService {
  constructor(
    private readonly meals: StaffMealsRepository,
    private readonly staff: StaffRepository,
    private readonly calendar: StaffCalendar,
  ) {}

  async month(user: AuthUser, { month, year }: StaffMonthParams): Promise<TeacherMealsMonth> {
    const kindergartenId = user.kindergartenId!;
    const dates = daysOfMonth(year, month);
    const days = await this.calendar.mealDays(kindergartenId, dates);
    const teachers = await this.meals.members(kindergartenId);
    const meals = await this.meals.cells(kindergartenId, dates[0]!, dates.at(-1)!);
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

  /**
   * Each cell replaces the meal types of its staff member and day (an empty list: no meals); others are untouched.
   * A cell with no meals that gets some needs create; a cell with meals whose meal types change or are cleared needs
   * update (a cell sent as it is stored needs neither).
   */
  async save(user: AuthUser, request: SaveTeacherMealsRequest): Promise<SaveStaffCellsResult> {
    const kindergartenId = user.kindergartenId!;
    const cells = await staffCellsOf(
      this.staff,
      kindergartenId,
      request.cells.map((cell) => ({ teacherId: cell.teacherId, forDate: cell.forDate, value: cell.mealTypes })),
    );
    const stored = new Map(
      (await this.meals.storedOf(kindergartenId, cells)).map((cell) => [`${cell.teacherId}|${cell.forDate}`, cell.mealTypes]),
    );
    const before = (cell: { teacherId: number; forDate: string }) => stored.get(`${cell.teacherId}|${cell.forDate}`);
    assertSaveAllowed(user, Resource.TeacherMeals, {
      creates: cells.filter((cell) => cell.value.length > 0 && before(cell) === undefined).length,
      updates: cells.filter((cell) => {
        const was = before(cell);
        return was !== undefined && !sameSet(was, cell.value);
      }).length,
    });
    const dates = [...new Set(cells.map((cell) => cell.forDate))].sort();
    const days = await this.calendar.mealDays(kindergartenId, daysBetween(dates[0]!, dates.at(-1)!));
    const closed = new Map(days.filter((day) => day.isDayLocked).map((day) => [day.forDate, day.lockReason]));
    const lockedCell = cells.find((cell) => cell.value.length > 0 && closed.has(cell.forDate));
    if (lockedCell) throw new ConflictError(`${lockedCell.label}: ${closed.get(lockedCell.forDate)}`);

    const json = JSON.stringify(
      cells.map((cell) => ({ teacher_id: cell.teacherId, for_date: cell.forDate, meal_types: cell.value })),
    );
    const deleted = await this.meals.deleteOtherMeals(kindergartenId, json);
    const saved = await this.meals.insertMeals(kindergartenId, user.userId, json);
    return { saved, deleted };
  }

  /**
   * Sets a staff member's usual meals (an empty list of days or meal types removes the pattern). A new pattern needs
   * create; a changed or removed one update.
   */
  async savePattern(user: AuthUser, request: SaveTeacherMealPatternRequest): Promise<SaveResult> {
    const kindergartenId = user.kindergartenId!;
    if (!(await this.meals.staffMemberExists(kindergartenId, request.teacherId))) {
      throw new NotFoundError('Служителят не е намерен.');
    }
    const removes = request.weekdays.length === 0 || request.mealTypes.length === 0;
    const pattern = { weekdays: [...request.weekdays].sort(), mealTypes: [...request.mealTypes].sort() };
    const was = await this.meals.pattern(kindergartenId, request.teacherId);
    assertSaveAllowed(user, Resource.TeacherMeals, {
      creates: !removes && was === undefined,
      updates:
        was !== undefined && (removes || !sameSet(was.weekdays, pattern.weekdays) || !sameSet(was.mealTypes, pattern.mealTypes)),
    });
    if (removes) {
      await this.meals.removePattern(kindergartenId, request.teacherId);
      return { isSuccessful: true, entityId: null };
    }
    const id = await this.meals.savePattern(kindergartenId, request.teacherId, pattern);
    return { isSuccessful: true, entityId: id };
  }

  /**
   * "Попълни месеца по подразбиране": each staff member with a pattern gets its meal types on the open days of the
   * month that fall on its weekdays, where the day has no meals yet and the staff member is not marked on leave,
   * sick or absent that day. Days already filled in are left as they are: it only ever creates cells, never changes
   * or clears one, so it needs create. One statement.
   */
  async fill(user: AuthUser, request: FillTeacherMealsRequest): Promise<SaveStaffCellsResult> {
    assertSaveAllowed(user, Resource.TeacherMeals, { creates: true, updates: false });
    const kindergartenId = user.kindergartenId!;
    const days = await this.calendar.mealDays(kindergartenId, daysOfMonth(request.year, request.month));
    const open = days.filter((day) => !day.isDayLocked).map((day) => day.forDate);
    const saved = await this.meals.fill(kindergartenId, user.userId, open, request.teacherIds ?? null, workedStaffStatuses);
    return { saved, deleted: 0 };
  }
}

/** The same members, in any order (the stored lists are sorted; a sent one need not be). */
function sameSet(stored: readonly number[], sent: readonly number[]): boolean {
  return stored.length === sent.length && sent.every((value) => stored.includes(value));
}
