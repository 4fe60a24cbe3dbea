import { Injectable } from '@nestjs/common';
import type {
  Allergen,
  EstimatedQuantities,
  MealType,
  MenuAgeBand,
  MenuListFilter,
  MenuMealSetting,
  MenuRow,
  MenuStatus,
  Nutrients,
  PagedResult,
} from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery } from '../../../platform/database/paged-query.js';
import { inScope } from '../../recipes/data/recipes.sql.js';
import {
  AGE_BAND_OF_CLASS,
  BG,
  ESTIMATED_QUANTITIES_SQL,
  GROUP_SQL,
  MEALS_SQL,
  MENU_HEADER,
  MENU_NUTRITION_SQL,
  menuListSelect,
  WEEK_HEADER_SQL,
} from './menus.sql.js';

export interface MenuHeader {
  id: number;
  weekStart: string;
  ageBand: MenuAgeBand;
  status: MenuStatus;
  note: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
  publishedAt: string | null;
  recipeIds: number[];
}

/** One dish with its recipe's figures for the menu's band, as MENU_NUTRITION_SQL gives it. */
export interface DishNutritionRow {
  id: number;
  weekday: number;
  mealType: MealType;
  recipeId: number;
  recipeName: string;
  allergens: Allergen[];
  complete: boolean;
  nutrients: Nutrients | null;
}

export interface MenuNutritionRow {
  dishes: DishNutritionRow[];
  days: { weekday: number; nutrients: Nutrients }[];
  weekAverage: Nutrients | null;
  incompleteRecipes: { id: number; name: string }[];
  unsourcedProducts: { id: number; name: string }[];
}

export interface GroupRow {
  classId: number;
  className: string;
  ageBand: MenuAgeBand;
}

/** The statements of menus, their dishes and the meal configuration; every row typed (docs/menus.md). */
@Injectable()
export class MenusRepository {
  constructor(private readonly db: Db) {}

  /** The kindergarten's served meals in order (none stored: the caller uses the defaults). */
  meals(): Promise<MenuMealSetting[]> {
    return this.db.sql.many(MEALS_SQL);
  }

  async replaceMeals(kindergartenId: number, meals: MenuMealSetting[]): Promise<void> {
    await this.db.sql.exec(`DELETE FROM menu_meal_settings WHERE kindergarten_id = $1`, [kindergartenId]);
    await this.db.sql.exec(
      `INSERT INTO menu_meal_settings (kindergarten_id, meal_type, position, served_at)
       SELECT $1, meal.type, meal.position, meal.time::time
         FROM unnest($2::smallint[], $3::text[]) WITH ORDINALITY AS meal(type, time, position)`,
      [kindergartenId, meals.map((meal) => meal.mealType), meals.map((meal) => meal.time)],
    );
  }

  list(query: MenuListFilter, onlyPublished: boolean): Promise<PagedResult<MenuRow>> {
    return pagedQuery<MenuRow>(this.db.manager, menuListSelect(query, onlyPublished), query);
  }

  header(id: number): Promise<MenuHeader | undefined> {
    return this.db.sql.maybe(`SELECT ${MENU_HEADER} FROM menus m LEFT JOIN users a ON a.id = m.approved_by WHERE m.id = $1`, [
      id,
    ]);
  }

  headerOfWeek(weekStart: string, ageBand: MenuAgeBand, onlyPublished: boolean): Promise<MenuHeader | undefined> {
    return this.db.sql.maybe(WEEK_HEADER_SQL, [weekStart, ageBand, onlyPublished]);
  }

  /** The menu's status for a write, locked against a concurrent save or approval. */
  lock(id: number): Promise<{ status: MenuStatus; weekStart: string; ageBand: MenuAgeBand } | undefined> {
    return this.db.sql.maybe(
      `SELECT status, to_char(week_start, 'YYYY-MM-DD') AS "weekStart", age_band AS "ageBand" FROM menus WHERE id = $1 FOR UPDATE`,
      [id],
    );
  }

  async weekTaken(weekStart: string, ageBand: MenuAgeBand, exceptId: number | undefined): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 AS found FROM menus WHERE week_start = $1::date AND age_band = $2 AND id <> $3`,
      [weekStart, ageBand, exceptId ?? 0],
    );
    return row !== undefined;
  }

  /** Of `ids`, the recipes the kindergarten may put on a menu (its own and the shared ones), with their bands. */
  recipes(ids: number[], kindergartenId: number): Promise<{ id: number; name: string; ageBands: MenuAgeBand[] }[]> {
    return this.db.sql.many(
      `SELECT r.id, r.name, r.age_bands AS "ageBands" FROM recipes r WHERE r.id = ANY($1::int[]) AND ${inScope('r', '$2')}`,
      [ids, kindergartenId],
    );
  }

  async insert(
    kindergartenId: number,
    userId: number,
    menu: { weekStart: string; ageBand: MenuAgeBand; note: string | null },
  ): Promise<number> {
    const { id } = await this.db.sql.one<{ id: number }>(
      `INSERT INTO menus (kindergarten_id, week_start, age_band, note, created_by) VALUES ($1, $2::date, $3, $4, $5) RETURNING id`,
      [kindergartenId, menu.weekStart, menu.ageBand, menu.note, userId],
    );
    return id;
  }

  /** Writes the header and returns the menu to a draft (an edit undoes the approval and the publication). */
  async update(id: number, menu: { weekStart: string; ageBand: MenuAgeBand; note: string | null }): Promise<void> {
    await this.db.sql.exec(
      `UPDATE menus SET week_start = $2::date, age_band = $3, note = $4, status = 1, approved_by = NULL, approved_at = NULL,
              published_by = NULL, published_at = NULL, updated_at = now()
        WHERE id = $1`,
      [id, menu.weekStart, menu.ageBand, menu.note],
    );
  }

  /** Replaces the dishes: positions follow the given order within each day and meal. */
  async replaceDishes(
    kindergartenId: number,
    menuId: number,
    dishes: { weekday: number; mealType: MealType; recipeId: number }[],
  ): Promise<void> {
    await this.db.sql.exec(`DELETE FROM menu_dishes WHERE menu_id = $1`, [menuId]);
    if (dishes.length === 0) return;
    await this.db.sql.exec(
      `INSERT INTO menu_dishes (kindergarten_id, menu_id, weekday, meal_type, position, recipe_id)
       SELECT $1, $2, dish.weekday, dish.meal_type,
              row_number() OVER (PARTITION BY dish.weekday, dish.meal_type ORDER BY dish.ord), dish.recipe_id
         FROM unnest($3::smallint[], $4::smallint[], $5::int[]) WITH ORDINALITY AS dish(weekday, meal_type, recipe_id, ord)`,
      [
        kindergartenId,
        menuId,
        dishes.map((dish) => dish.weekday),
        dishes.map((dish) => dish.mealType),
        dishes.map((dish) => dish.recipeId),
      ],
    );
  }

  /** A new draft of another week with the dishes of `sourceId`. */
  async copy(kindergartenId: number, userId: number, sourceId: number, weekStart: string): Promise<number> {
    const { id } = await this.db.sql.one<{ id: number }>(
      `INSERT INTO menus (kindergarten_id, week_start, age_band, note, created_by)
       SELECT kindergarten_id, $2::date, age_band, note, $3 FROM menus WHERE id = $1 RETURNING id`,
      [sourceId, weekStart, userId],
    );
    await this.db.sql.exec(
      `INSERT INTO menu_dishes (kindergarten_id, menu_id, weekday, meal_type, position, recipe_id)
       SELECT $2, $3, weekday, meal_type, position, recipe_id FROM menu_dishes WHERE menu_id = $1`,
      [sourceId, kindergartenId, id],
    );
    return id;
  }

  async setStatus(id: number, status: MenuStatus, userId: number): Promise<void> {
    const who = status === 2 ? 'approved' : 'published';
    await this.db.sql.exec(`UPDATE menus SET status = $2, ${who}_by = $3, ${who}_at = now(), updated_at = now() WHERE id = $1`, [
      id,
      status,
      userId,
    ]);
  }

  async remove(id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM menus WHERE id = $1`, [id]);
  }

  /** The dishes with their nutrition, the days' sums and the week's average: one statement (MENU_NUTRITION_SQL). */
  nutrition(
    menuId: number,
    recipeIds: number[],
    kindergartenId: number,
    ageBand: MenuAgeBand,
    weekdaysOff: number[],
  ): Promise<MenuNutritionRow> {
    return this.db.sql.one(MENU_NUTRITION_SQL, [recipeIds, kindergartenId, menuId, ageBand, weekdaysOff]);
  }

  /** The products the menu's week needs for the expected children (ESTIMATED_QUANTITIES_SQL): one statement. */
  estimatedQuantities(
    menuId: number,
    weekStart: string,
    ageBand: MenuAgeBand,
    weekdaysOff: number[],
  ): Promise<Pick<EstimatedQuantities, 'days' | 'products'>> {
    return this.db.sql.one(ESTIMATED_QUANTITIES_SQL, [menuId, weekStart, ageBand, weekdaysOff]);
  }

  /** A group of the kindergarten with its menu age band; undefined when not found. */
  group(classId: number): Promise<GroupRow | undefined> {
    return this.db.sql.maybe(GROUP_SQL, [classId]);
  }

  /** The children of the user (a parent) placed in the group at some time between the two days. */
  parentsChildrenIn(userId: number, classId: number, fromDate: string, toDate: string): Promise<{ studentId: number }[]> {
    return this.db.sql.many(
      `SELECT DISTINCT sc.student_id AS "studentId" FROM student_classes sc
        WHERE sc.class_id = $2 AND sc.from_date <= $4::date AND (sc.to_date IS NULL OR sc.to_date >= $3::date)
          AND sc.student_id IN (${reachSql.parentedStudentIds('$1')})`,
      [userId, classId, fromDate, toDate],
    );
  }

  /** Whether the user teaches the group. */
  async teaches(userId: number, classId: number): Promise<boolean> {
    const row = await this.db.sql.one<{ teaches: boolean }>(`SELECT ${reachSql.teachesClass('$2', '$1')} AS teaches`, [
      userId,
      classId,
    ]);
    return row.teaches;
  }

  /** Whether a parent has a child placed today in a group of the band (she may read that band's published menus). */
  async parentHasBand(userId: number, ageBand: MenuAgeBand, day: string): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 AS found FROM student_classes sc JOIN classes c ON c.id = sc.class_id
        WHERE ${AGE_BAND_OF_CLASS} = $2 AND sc.from_date <= $3::date AND (sc.to_date IS NULL OR sc.to_date >= $3::date)
          AND sc.student_id IN (${reachSql.parentedStudentIds('$1')}) LIMIT 1`,
      [userId, ageBand, day],
    );
    return row !== undefined;
  }

  /** /menu's groups: a parent's children's groups (placed on `day`) with the children's names. */
  parentGroups(userId: number, day: string): Promise<(GroupRow & { children: string[] })[]> {
    return this.db.sql.many(
      `SELECT c.id AS "classId", c.name AS "className", ${AGE_BAND_OF_CLASS} AS "ageBand",
              array_agg(s.first_name ORDER BY s.first_name ${BG}) AS children
         FROM student_classes sc JOIN classes c ON c.id = sc.class_id JOIN students s ON s.id = sc.student_id
        WHERE sc.from_date <= $2::date AND (sc.to_date IS NULL OR sc.to_date >= $2::date)
          AND sc.student_id IN (${reachSql.parentedStudentIds('$1')})
        GROUP BY c.id ORDER BY c.name ${BG}, c.id`,
      [userId, day],
    );
  }

  /** /menu's groups for staff: the groups of the school year, the user's own first. */
  staffGroups(userId: number, periodId: number | null): Promise<GroupRow[]> {
    return this.db.sql.many(
      `SELECT c.id AS "classId", c.name AS "className", ${AGE_BAND_OF_CLASS} AS "ageBand"
         FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id
        WHERE ($2::int IS NULL AND p.is_active) OR c.period_id = $2
        ORDER BY ${reachSql.teachesClass('c.id', '$1')} DESC, c.name ${BG}, c.id`,
      [userId, periodId],
    );
  }

  /** The users who are parents of children placed during the week in a group of the band (whom a publication is for). */
  async parentsOfBand(ageBand: MenuAgeBand, fromDate: string, toDate: string): Promise<number[]> {
    const rows = await this.db.sql.many<{ userId: number }>(
      `SELECT DISTINCT parent.user_id AS "userId"
         FROM student_classes sc JOIN classes c ON c.id = sc.class_id
         CROSS JOIN LATERAL (${reachSql.parentUserIds('sc.student_id')}) AS parent(user_id)
        WHERE ${AGE_BAND_OF_CLASS} = $1 AND sc.from_date <= $3::date AND (sc.to_date IS NULL OR sc.to_date >= $2::date)`,
      [ageBand, fromDate, toDate],
    );
    return rows.map((row) => row.userId);
  }

  async kindergartenName(kindergartenId: number): Promise<string> {
    const row = await this.db.sql.maybe<{ name: string }>(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]);
    return row?.name ?? '';
  }
}
