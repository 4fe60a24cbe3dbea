import { Injectable } from '@nestjs/common';
import type {
  CalculationAttendanceRow,
  CalculationRequestRow,
  CalculationDish,
  DishIngredient,
  ProductUnits,
  MealCalculationListFilter,
  MealCalculationRow,
  MealType,
  MenuAgeBand,
  PagedResult,
  ProductUnit,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { AGE_BAND_OF_CLASS, BG } from '../../menus/data/menus.sql.js';

export interface CalculationRecord {
  id: number;
  forDate: string;
  warehouseId: number;
  warehouseName: string;
  warnings: string[];
}

export type DishRow = CalculationDish;

export interface ProductLineRecord {
  id: number;
  mealType: MealType;
  productId: number;
  productName: string;
  unit: ProductUnit;
  computedQuantity: string | null;
  quantity: string;
  unitPrice: string | null;
  note: string | null;
}

export interface PortionBookRecord {
  id: number;
  number: number;
  calculationId: number;
  forDate: string;
  createdAt: string;
}

export interface PortionBookLineRecord {
  mealType: MealType;
  recipeId: number;
  recipeName: string;
  ageBand: MenuAgeBand;
  portions: number;
  productId: number;
  productName: string;
  unit: ProductUnit;
  quantity: string;
}

export interface PortionBookLineInsert {
  mealType: MealType;
  recipeId: number;
  recipeName: string;
  ageBand: MenuAgeBand;
  portions: number;
  productId: number;
  quantity: string;
}

/** The numbering kind of `next_document_number` (docs/meal-calculations.md "Portion books"). */
export const PORTION_BOOK_NUMBERING = 'portion-book';

const PERSON = `concat_ws(' ', u.first_name, u.last_name)`;
const HEADER = `mc.id, to_char(mc.for_date, 'YYYY-MM-DD') AS "forDate", mc.warehouse_id AS "warehouseId",
  w.name AS "warehouseName", mc.warnings`;

/**
 * Every statement of the meal calculations and the portion books (docs/meal-calculations.md). Each names the
 * kindergarten explicitly besides the row-level security.
 */
/** A product line to add to a calculation (`computedQuantity` null: added by the storekeeper). */
export interface NewProductLine {
  mealType: MealType;
  productId: number;
  computedQuantity: string | null;
  quantity: string;
  unitPrice: string | null;
  note: string | null;
}

/** A change of a product line: the fields to set (the others stay). */
export interface ProductLineChange {
  id: number;
  computedQuantity?: string;
  quantity?: string;
  note?: string;
}

@Injectable()
export class MealCalculationsRepository {
  constructor(private readonly db: Db) {}

  list(kindergartenId: number, query: MealCalculationListFilter): Promise<PagedResult<MealCalculationRow>> {
    const where = new SqlConditions();
    where.add('mc.kindergarten_id = ?', kindergartenId);
    if (query.year) where.add('extract(year FROM mc.for_date) = ?', query.year);
    if (query.month) where.add('extract(month FROM mc.for_date) = ?', query.month);
    return pagedQuery<MealCalculationRow>(
      this.db.manager,
      {
        select: `mc.id, to_char(mc.for_date, 'YYYY-MM-DD') AS "forDate", w.name AS "warehouseName",
          coalesce((SELECT sum(m)::int FROM (SELECT max(a.children) AS m FROM meal_calculation_attendances a
                     WHERE a.calculation_id = mc.id GROUP BY a.age_band) x), 0) AS "childrenFed",
          coalesce((SELECT max(s)::int FROM (SELECT sum(a.staff) AS s FROM meal_calculation_attendances a
                     WHERE a.calculation_id = mc.id GROUP BY a.meal_type) y), 0) AS "staffFed",
          (SELECT round(coalesce(sum(p.quantity * p.unit_price), 0), 2)::text FROM meal_calculation_products p
            WHERE p.calculation_id = mc.id) AS total,
          (SELECT count(*)::int FROM meal_calculation_products p
            WHERE p.calculation_id = mc.id AND p.unit_price IS NULL AND p.quantity > 0) AS unpriced,
          pb.number AS "portionBookNumber"`,
        from: `FROM meal_calculations mc JOIN warehouses w ON w.id = mc.warehouse_id
          LEFT JOIN portion_books pb ON pb.calculation_id = mc.id`,
        where,
        orderBy: { date: 'mc.for_date' },
        defaultOrder: 'mc.for_date DESC, mc.id DESC',
      },
      query,
    );
  }

  async warehouseExists(kindergartenId: number, warehouseId: number): Promise<boolean> {
    return !!(await this.db.sql.maybe(`SELECT 1 FROM warehouses WHERE id = $1 AND kindergarten_id = $2`, [
      warehouseId,
      kindergartenId,
    ]));
  }

  async dayTaken(kindergartenId: number, day: string): Promise<boolean> {
    return !!(await this.db.sql.maybe(`SELECT 1 FROM meal_calculations WHERE kindergarten_id = $1 AND for_date = $2`, [
      kindergartenId,
      day,
    ]));
  }

  /** The dishes of the day's published menus (the week's menu per band, the day's weekday). */
  publishedDishes(kindergartenId: number, day: string): Promise<DishRow[]> {
    return this.db.sql.many(
      `SELECT m.age_band AS "ageBand", d.meal_type AS "mealType", d.position, d.recipe_id AS "recipeId"
         FROM menus m JOIN menu_dishes d ON d.menu_id = m.id
        WHERE m.kindergarten_id = $1 AND m.week_start = date_trunc('week', $2::date)::date AND m.status = 3
          AND d.weekday = extract(isodow FROM $2::date)
        ORDER BY m.age_band, d.meal_type, d.position`,
      [kindergartenId, day],
    );
  }

  /**
   * The children fed per band on a day (docs/meal-calculations.md "Who is fed"): in a group whose attendance of the
   * day is entered, the children present (`attendance_kind` 1); in a group without any entry yet, the children placed
   * that day less those with a filed (pending or approved) family-reason absence request covering it. Substitution
   * groups are left out (their children are counted in their own groups).
   */
  childrenByBand(kindergartenId: number, day: string): Promise<{ ageBand: MenuAgeBand; children: number }[]> {
    return this.db.sql.many(
      `WITH groups AS (
         SELECT c.id, ${AGE_BAND_OF_CLASS} AS band FROM classes c
          WHERE c.kindergarten_id = $1 AND NOT c.is_for_substitution
       ), entered AS (
         SELECT DISTINCT sa.class_id FROM student_attendances sa JOIN groups g ON g.id = sa.class_id WHERE sa.for_date = $2
       ), present AS (
         SELECT g.band, count(*)::int AS n FROM student_attendances sa JOIN groups g ON g.id = sa.class_id
          WHERE sa.for_date = $2 AND attendance_kind(sa.type, sa.for_date) = 1 GROUP BY g.band
       ), expected AS (
         SELECT g.band, count(DISTINCT sc.student_id)::int AS n
           FROM student_classes sc JOIN groups g ON g.id = sc.class_id
          WHERE sc.from_date <= $2 AND (sc.to_date IS NULL OR sc.to_date >= $2)
            AND sc.class_id NOT IN (SELECT class_id FROM entered)
            AND NOT EXISTS (SELECT 1 FROM student_attendance_requests r
                             WHERE r.student_id = sc.student_id AND r.type = 1 AND r.status IN (0, 1)
                               AND $2::date BETWEEN r.from_date AND r.to_date)
          GROUP BY g.band
       )
       SELECT b.band AS "ageBand", (coalesce(p.n, 0) + coalesce(e.n, 0))::int AS children
         FROM (SELECT band FROM present UNION SELECT band FROM expected) b
         LEFT JOIN present p ON p.band = b.band LEFT JOIN expected e ON e.band = b.band
        ORDER BY b.band`,
      [kindergartenId, day],
    );
  }

  /** The staff meals of the day per meal type (meals/teachers; docs/staff-attendance.md "Meals"). */
  staffMeals(kindergartenId: number, day: string): Promise<{ mealType: MealType; staff: number }[]> {
    return this.db.sql.many(
      `SELECT meal_type AS "mealType", count(*)::int AS staff FROM teacher_meals
        WHERE kindergarten_id = $1 AND for_date = $2 GROUP BY meal_type ORDER BY meal_type`,
      [kindergartenId, day],
    );
  }

  async insertCalculation(values: {
    kindergartenId: number;
    forDate: string;
    warehouseId: number;
    warnings: string[];
    createdBy: number;
  }): Promise<number> {
    const row = await this.db.sql.insert('meal_calculations', {
      kindergarten_id: values.kindergartenId,
      for_date: values.forDate,
      warehouse_id: values.warehouseId,
      warnings: values.warnings,
      created_by: values.createdBy,
    });
    return row.id;
  }

  async insertAttendances(
    kindergartenId: number,
    calculationId: number,
    rows: { ageBand: MenuAgeBand; mealType: MealType; children: number; staff: number }[],
  ): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO meal_calculation_attendances
         (kindergarten_id, calculation_id, age_band, meal_type, counted_children, counted_staff, children, staff)
       SELECT $1, $2, r.band, r.meal, r.children, r.staff, r.children, r.staff
         FROM unnest($3::smallint[], $4::smallint[], $5::int[], $6::int[]) AS r(band, meal, children, staff)`,
      [
        kindergartenId,
        calculationId,
        rows.map((row) => row.ageBand),
        rows.map((row) => row.mealType),
        rows.map((row) => row.children),
        rows.map((row) => row.staff),
      ],
    );
  }

  async insertDishes(kindergartenId: number, calculationId: number, dishes: DishRow[]): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO meal_calculation_dishes (kindergarten_id, calculation_id, age_band, meal_type, position, recipe_id)
       SELECT $1, $2, d.band, d.meal, d.position, d.recipe
         FROM unnest($3::smallint[], $4::smallint[], $5::smallint[], $6::int[]) AS d(band, meal, position, recipe)`,
      [
        kindergartenId,
        calculationId,
        dishes.map((dish) => dish.ageBand),
        dishes.map((dish) => dish.mealType),
        dishes.map((dish) => dish.position),
        dishes.map((dish) => dish.recipeId),
      ],
    );
  }

  /** The calculation, locked against a concurrent edit when `forUpdate`. */
  calculation(kindergartenId: number, id: number, forUpdate = false): Promise<CalculationRecord | undefined> {
    return this.db.sql.maybe(
      `SELECT ${HEADER} FROM meal_calculations mc JOIN warehouses w ON w.id = mc.warehouse_id
        WHERE mc.id = $1 AND mc.kindergarten_id = $2${forUpdate ? ' FOR UPDATE OF mc' : ''}`,
      [id, kindergartenId],
    );
  }

  async setWarnings(id: number, warnings: string[]): Promise<void> {
    await this.db.sql.exec(`UPDATE meal_calculations SET warnings = $2, updated_at = now() WHERE id = $1`, [id, warnings]);
  }

  attendances(calculationId: number): Promise<CalculationAttendanceRow[]> {
    return this.db.sql.many(
      `SELECT a.age_band AS "ageBand", a.meal_type AS "mealType", a.counted_children AS "countedChildren",
              a.counted_staff AS "countedStaff", a.children, a.staff, a.reason,
              CASE WHEN u.id IS NULL THEN NULL ELSE ${PERSON} END AS "editedBy",
              to_char(a.edited_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS') AS "editedAt"
         FROM meal_calculation_attendances a LEFT JOIN users u ON u.id = a.edited_by
        WHERE a.calculation_id = $1 ORDER BY a.meal_type, a.age_band`,
      [calculationId],
    );
  }

  /** Corrects the counts of some rows of a calculation, with the reason, in one statement. */
  async updateAttendances(
    calculationId: number,
    rows: { ageBand: MenuAgeBand; mealType: MealType; children: number; staff: number }[],
    reason: string,
    userId: number,
  ): Promise<void> {
    if (!rows.length) return;
    await this.db.sql.exec(
      `UPDATE meal_calculation_attendances a
          SET children = r.children, staff = r.staff, reason = $6, edited_by = $7, edited_at = now()
         FROM unnest($2::smallint[], $3::smallint[], $4::int[], $5::int[]) AS r(band, meal, children, staff)
        WHERE a.calculation_id = $1 AND a.age_band = r.band AND a.meal_type = r.meal`,
      [
        calculationId,
        rows.map((row) => row.ageBand),
        rows.map((row) => row.mealType),
        rows.map((row) => row.children),
        rows.map((row) => row.staff),
        reason,
        userId,
      ],
    );
  }

  /** Every ingredient of the calculation's dishes with its gross per portion of the dish's band. */
  ingredients(calculationId: number): Promise<(DishIngredient & { recipeName: string })[]> {
    return this.db.sql.many(
      `SELECT d.age_band AS "ageBand", d.meal_type AS "mealType", d.recipe_id AS "recipeId", r.name AS "recipeName",
              i.product_id AS "productId", i.unit, q.gross::text AS gross
         FROM meal_calculation_dishes d
         JOIN recipes r ON r.id = d.recipe_id
         JOIN recipe_ingredients i ON i.recipe_id = d.recipe_id
         JOIN recipe_ingredient_quantities q ON q.ingredient_id = i.id AND q.age_band = d.age_band
        WHERE d.calculation_id = $1
        ORDER BY d.meal_type, d.position, d.age_band, i.position`,
      [calculationId],
    );
  }

  /** The products (own or the catalogue's) with their conversions; the ones the kindergarten cannot read are missing. */
  products(kindergartenId: number, ids: readonly number[]): Promise<ProductUnits[]> {
    return this.db.sql.many(
      `SELECT p.id, p.name, p.unit,
              coalesce(json_agg(json_build_object('unit', c.unit, 'grams', c.grams::text)) FILTER (WHERE c.unit IS NOT NULL),
                       '[]') AS conversions
         FROM products p LEFT JOIN product_conversions c ON c.product_id = p.id
        WHERE p.id = ANY ($1::int[]) AND (p.kindergarten_id = $2 OR p.kindergarten_id IS NULL)
        GROUP BY p.id`,
      [ids, kindergartenId],
    );
  }

  /** The warehouse's balances (quantity in the product's unit, value) of the products that have stock. */
  balances(
    kindergartenId: number,
    warehouseId: number,
    productIds: readonly number[],
  ): Promise<{ productId: number; quantity: string; value: string }[]> {
    return this.db.sql.many(
      `SELECT product_id AS "productId", quantity::text, value::text FROM stock_balances
        WHERE kindergarten_id = $1 AND warehouse_id = $2 AND product_id = ANY ($3::int[]) AND quantity > 0`,
      [kindergartenId, warehouseId, productIds],
    );
  }

  productLines(calculationId: number): Promise<ProductLineRecord[]> {
    return this.db.sql.many(
      `SELECT l.id, l.meal_type AS "mealType", l.product_id AS "productId", p.name AS "productName", p.unit,
              l.computed_quantity::text AS "computedQuantity", l.quantity::text, l.unit_price::text AS "unitPrice", l.note
         FROM meal_calculation_products l JOIN products p ON p.id = l.product_id
        WHERE l.calculation_id = $1
        ORDER BY l.meal_type, p.name ${BG}, p.id`,
      [calculationId],
    );
  }

  /** Adds product lines to a calculation, in one statement. */
  async insertProductLines(kindergartenId: number, calculationId: number, lines: NewProductLine[]): Promise<void> {
    if (!lines.length) return;
    await this.db.sql.exec(
      `INSERT INTO meal_calculation_products
         (kindergarten_id, calculation_id, meal_type, product_id, computed_quantity, quantity, unit_price, note)
       SELECT $1, $2, l."mealType", l."productId", l."computedQuantity", l.quantity, l."unitPrice", l.note
         FROM jsonb_to_recordset($3::jsonb) AS l("mealType" smallint, "productId" integer, "computedQuantity" numeric,
              quantity numeric, "unitPrice" numeric, note text)`,
      [kindergartenId, calculationId, JSON.stringify(lines)],
    );
  }

  /** Changes product lines of a calculation in one statement; a field left out keeps its value. */
  async updateProductLines(changes: ProductLineChange[]): Promise<void> {
    if (!changes.length) return;
    await this.db.sql.exec(
      `UPDATE meal_calculation_products p
          SET computed_quantity = coalesce(c."computedQuantity", p.computed_quantity),
              quantity = coalesce(c.quantity, p.quantity),
              note = coalesce(c.note, p.note)
         FROM jsonb_to_recordset($1::jsonb) AS c(id integer, "computedQuantity" numeric, quantity numeric, note text)
        WHERE p.id = c.id`,
      [JSON.stringify(changes)],
    );
  }

  async deleteProductLines(ids: number[]): Promise<void> {
    if (!ids.length) return;
    await this.db.sql.exec(`DELETE FROM meal_calculation_products WHERE id = ANY($1::int[])`, [ids]);
  }

  /** Per product the quantity to issue (all meals), in the product's own unit; products with nothing to issue left out. */
  productsNeeded(kindergartenId: number, calculationId: number): Promise<{ productId: number; quantity: string }[]> {
    return this.db.sql.many(
      `SELECT product_id AS "productId", sum(quantity)::text AS quantity FROM meal_calculation_products
        WHERE kindergarten_id = $1 AND calculation_id = $2
        GROUP BY product_id HAVING sum(quantity) > 0 ORDER BY product_id`,
      [kindergartenId, calculationId],
    );
  }

  /** The groups of the school year holding `day` (the active one when no day), by band and name. */
  groupsByBand(kindergartenId: number, day: string | null): Promise<{ ageBand: MenuAgeBand; id: number; name: string }[]> {
    return this.db.sql.many(
      `SELECT ${AGE_BAND_OF_CLASS} AS "ageBand", c.id, c.name
         FROM classes c JOIN kindergarten_periods kp ON kp.id = c.period_id
        WHERE c.kindergarten_id = $1 AND NOT c.is_for_substitution
          AND (CASE WHEN $2::date IS NULL THEN kp.is_active ELSE $2::date BETWEEN kp.from_date AND kp.to_date END)
        ORDER BY 1, c.name ${BG}, c.id`,
      [kindergartenId, day],
    );
  }

  async kindergartenName(kindergartenId: number): Promise<string> {
    const row = await this.db.sql.maybe<{ name: string }>(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]);
    return row?.name ?? '';
  }

  /** The stock requests made from the calculation (one per warehouse), the calculation's own warehouse first. */
  stockRequestsOf(calculationId: number): Promise<CalculationRequestRow[]> {
    return this.db.sql.many(
      `SELECT r.id, r.number, w.name AS "warehouseName", r.state = 2 AS completed
         FROM stock_requests r JOIN warehouses w ON w.id = r.warehouse_id
         JOIN meal_calculations c ON c.id = r.meal_calculation_id
        WHERE r.meal_calculation_id = $1
        ORDER BY r.warehouse_id = c.warehouse_id DESC, r.number`,
      [calculationId],
    );
  }

  // ---- portion books ----

  portionBookOf(calculationId: number): Promise<{ id: number; number: number; isLast: boolean } | undefined> {
    return this.db.sql.maybe(
      `SELECT pb.id, pb.number,
              NOT EXISTS (SELECT 1 FROM portion_books o WHERE o.kindergarten_id = pb.kindergarten_id AND o.number > pb.number)
                AS "isLast"
         FROM portion_books pb WHERE pb.calculation_id = $1`,
      [calculationId],
    );
  }

  async lastPortionBookNumber(kindergartenId: number): Promise<number> {
    const row = await this.db.sql.one<{ number: number }>(
      `SELECT coalesce(max(number), 0)::int AS number FROM portion_books WHERE kindergarten_id = $1`,
      [kindergartenId],
    );
    return row.number;
  }

  /** Takes the next number: the counter row stays locked until the transaction ends (no gaps, no doubles). */
  async takePortionBookNumber(kindergartenId: number): Promise<number> {
    const row = await this.db.sql.one<{ number: number }>(`SELECT next_document_number($1, $2, 0, 0) AS number`, [
      PORTION_BOOK_NUMBERING,
      kindergartenId,
    ]);
    return row.number;
  }

  /** Gives the number back when it is the last one given; false when a later book holds a higher number. */
  async releasePortionBookNumber(kindergartenId: number, number: number): Promise<boolean> {
    const row = await this.db.sql.one<{ released: boolean }>(`SELECT release_document_number($1, $2, 0, 0, $3) AS released`, [
      PORTION_BOOK_NUMBERING,
      kindergartenId,
      number,
    ]);
    return row.released;
  }

  async insertPortionBook(values: {
    kindergartenId: number;
    number: number;
    calculationId: number;
    forDate: string;
    createdBy: number;
  }): Promise<number> {
    const row = await this.db.sql.insert('portion_books', {
      kindergarten_id: values.kindergartenId,
      number: values.number,
      calculation_id: values.calculationId,
      for_date: values.forDate,
      created_by: values.createdBy,
    });
    return row.id;
  }

  async insertPortionBookLines(kindergartenId: number, bookId: number, lines: PortionBookLineInsert[]): Promise<void> {
    if (!lines.length) return;
    await this.db.sql.exec(
      `INSERT INTO portion_book_lines
         (kindergarten_id, portion_book_id, meal_type, recipe_id, recipe_name, age_band, portions, product_id, quantity)
       SELECT $1, $2, l.meal, l.recipe, l.name, l.band, l.portions, l.product, l.quantity
         FROM unnest($3::smallint[], $4::int[], $5::text[], $6::smallint[], $7::int[], $8::int[], $9::numeric[])
              AS l(meal, recipe, name, band, portions, product, quantity)`,
      [
        kindergartenId,
        bookId,
        lines.map((line) => line.mealType),
        lines.map((line) => line.recipeId),
        lines.map((line) => line.recipeName),
        lines.map((line) => line.ageBand),
        lines.map((line) => line.portions),
        lines.map((line) => line.productId),
        lines.map((line) => line.quantity),
      ],
    );
  }

  portionBook(kindergartenId: number, id: number, forUpdate = false): Promise<PortionBookRecord | undefined> {
    return this.db.sql.maybe(
      `SELECT id, number, calculation_id AS "calculationId", to_char(for_date, 'YYYY-MM-DD') AS "forDate",
              to_char(created_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt"
         FROM portion_books WHERE id = $1 AND kindergarten_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
      [id, kindergartenId],
    );
  }

  portionBookLines(bookId: number): Promise<PortionBookLineRecord[]> {
    return this.db.sql.many(
      `SELECT l.meal_type AS "mealType", l.recipe_id AS "recipeId", l.recipe_name AS "recipeName", l.age_band AS "ageBand",
              l.portions, l.product_id AS "productId", p.name AS "productName", p.unit, l.quantity::text
         FROM portion_book_lines l JOIN products p ON p.id = l.product_id
        WHERE l.portion_book_id = $1
        ORDER BY l.meal_type, l.id`,
      [bookId],
    );
  }

  async deletePortionBook(id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM portion_books WHERE id = $1`, [id]);
  }
}
