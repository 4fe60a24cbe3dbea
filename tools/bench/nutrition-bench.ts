/**
 * The meal calculations of the bench's nutrition-norm report (docs/meal-calculations.md "Nutrition norms", "Speed"): in
 * each kindergarten of a bench weekly menu (tools/bench/menu-bench.ts), a calculation on every weekday of the previous
 * month — four meals of 25 children and 2 staff of the menu's band, the dishes of the menu's weekday (40 shared recipes
 * a week) and the products they need — so that GET StockReferences/nutritional-norms/report sums a month. A norm row per
 * band with its citation only (no figure: figures are the master's to enter, never invented) makes the lookup of the
 * norm in force run. Written set-based as the schema owner, after storageBench (its warehouses).
 */
import pg from 'pg';
import type { MenuBenchWeek } from './menu-bench.js';

/** The previous month in Sofia: the month the bench's report asks for. */
export function nutritionBenchMonth(now = new Date()): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(now);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return { from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(last)}` };
}

export async function nutritionBench(url: string, weeks: MenuBenchWeek[]): Promise<void> {
  if (weeks.length === 0) return;
  const { from, to } = nutritionBenchMonth();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO nutrition_norms (age_band, effective_from, citation)
       SELECT b, DATE '2019-11-05', 'Бенч: норма без стойности (въвежда се от администратора)'
         FROM generate_series(1, 3) AS b ON CONFLICT DO NOTHING`,
    );
    await client.query(
      `INSERT INTO meal_calculations (kindergarten_id, for_date, warehouse_id)
       SELECT w.k, d::date, (SELECT h.id FROM warehouses h WHERE h.kindergarten_id = w.k ORDER BY h.id LIMIT 1)
         FROM unnest($1::int[]) AS w(k)
        CROSS JOIN generate_series($2::date, $3::date, interval '1 day') AS d
        WHERE extract(isodow FROM d) < 6 AND EXISTS (SELECT 1 FROM warehouses h WHERE h.kindergarten_id = w.k)
       ON CONFLICT (kindergarten_id, for_date) DO NOTHING`,
      [weeks.map((week) => week.kindergartenId), from, to],
    );
    await client.query(
      `INSERT INTO meal_calculation_attendances (kindergarten_id, calculation_id, age_band, meal_type, counted_children,
                                                 counted_staff, children, staff)
       SELECT mc.kindergarten_id, mc.id, w.band, m, 25, 2, 25, 2
         FROM unnest($1::int[], $2::int[]) AS w(k, band)
         JOIN meal_calculations mc ON mc.kindergarten_id = w.k AND mc.for_date BETWEEN $3 AND $4
        CROSS JOIN generate_series(1, 4) AS m
       ON CONFLICT DO NOTHING`,
      [weeks.map((week) => week.kindergartenId), weeks.map((week) => week.ageBand), from, to],
    );
    await client.query(
      `INSERT INTO meal_calculation_dishes (kindergarten_id, calculation_id, age_band, meal_type, position, recipe_id)
       SELECT mc.kindergarten_id, mc.id, w.band, d.meal_type, d.position, d.recipe_id
         FROM unnest($1::int[], $2::int[], $3::int[]) AS w(k, band, menu)
         JOIN meal_calculations mc ON mc.kindergarten_id = w.k AND mc.for_date BETWEEN $4 AND $5
         JOIN menu_dishes d ON d.menu_id = w.menu AND d.weekday = extract(isodow FROM mc.for_date)
       ON CONFLICT DO NOTHING`,
      [weeks.map((week) => week.kindergartenId), weeks.map((week) => week.ageBand), weeks.map((week) => week.menuId), from, to],
    );
    // The products as issued: per meal and product the recipes' gross × 27 portions in grams, kept as kilograms.
    await client.query(
      `INSERT INTO meal_calculation_products (kindergarten_id, calculation_id, meal_type, product_id, computed_quantity, quantity)
       SELECT mc.kindergarten_id, mc.id, d.meal_type, i.product_id, sum(q.gross) * 27 / 1000, sum(q.gross) * 27 / 1000
         FROM meal_calculations mc
         JOIN meal_calculation_dishes d ON d.calculation_id = mc.id
         JOIN recipe_ingredients i ON i.recipe_id = d.recipe_id
         JOIN recipe_ingredient_quantities q ON q.ingredient_id = i.id AND q.age_band = d.age_band
        WHERE mc.kindergarten_id = ANY($1::int[]) AND mc.for_date BETWEEN $2 AND $3
        GROUP BY mc.kindergarten_id, mc.id, d.meal_type, i.product_id
       ON CONFLICT DO NOTHING`,
      [weeks.map((week) => week.kindergartenId), from, to],
    );
    await client.query('COMMIT');
    // After the seed's VACUUM (ANALYZE): without statistics the planner guesses these tables empty.
    await client.query(
      'ANALYZE nutrition_norms, meal_calculations, meal_calculation_attendances, meal_calculation_dishes, meal_calculation_products',
    );
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
