/**
 * The demo's daily meal calculation and portion book (docs/meal-calculations.md "Demo data"): in the kindergarten of the
 * demo storekeeper (manciple@demo.test), the calculation of the last school day of this week before today (today on a
 * Monday) whose published menu (tools/seed/menus-seed.ts) has dishes, costed from „Сух склад“ (tools/seed/storage-seed.ts;
 * the products kept in the cold room show „няма наличност“ there), and its portion book № 1. The counts are made as the
 * API makes them (the attendance grid of the day, or the placed children less the filed absence requests) and the
 * quantities with the same exact arithmetic of libs/contracts (`attendanceRows`, `quantitiesNeeded`). Written as the
 * schema owner in the demo seed's transaction; the statements mirror MealCalculationsRepository's.
 */
import {
  attendanceRows,
  type CalculationDish,
  type DishIngredient,
  mealCalculationMessages,
  type MealType,
  type MenuAgeBand,
  type ProductUnits,
  quantitiesNeeded,
  weightedAveragePrice,
} from '@kg/contracts';

interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

const AGE_BAND_OF_CLASS = `(CASE c.age_type WHEN 1 THEN 1 WHEN 8 THEN 3 ELSE 2 END)`;

export async function seedDemoMealCalculations(client: Queryable, today: string): Promise<void> {
  const found = await client.query<{ kindergartenId: number; userId: number; warehouseId: number | null }>(
    `SELECT ku.kindergarten_id AS "kindergartenId", u.id AS "userId",
            (SELECT w.id FROM warehouses w WHERE w.kindergarten_id = ku.kindergarten_id AND w.name = 'Сух склад') AS "warehouseId"
       FROM users u JOIN kindergarten_users ku ON ku.user_id = u.id
      WHERE lower(u.email) = 'manciple@demo.test' ORDER BY ku.kindergarten_id LIMIT 1`,
  );
  const keeper = found.rows[0];
  if (!keeper?.warehouseId) return;
  const { kindergartenId: kg, userId, warehouseId } = keeper;

  // The last weekday of this week before today (else today) with dishes of a published menu, not a day off of the kindergarten.
  const days = await client.query<{ day: string }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day
       FROM generate_series(date_trunc('week', $2::date)::date, $2::date, interval '1 day') AS d
      WHERE extract(isodow FROM d) <= 5
        AND EXISTS (SELECT 1 FROM menus m JOIN menu_dishes md ON md.menu_id = m.id
                     WHERE m.kindergarten_id = $1 AND m.status = 3 AND m.week_start = date_trunc('week', d)::date
                       AND md.weekday = extract(isodow FROM d))
        AND NOT EXISTS (SELECT 1 FROM kindergarten_days_off o WHERE o.kindergarten_id = $1 AND o.type = 0
                         AND o.class_id IS NULL AND d BETWEEN o.from_date AND o.to_date)
      ORDER BY (d < $2::date) DESC, d DESC LIMIT 1`,
    [kg, today],
  );
  const day = days.rows[0]?.day;
  if (!day) return;

  const dishes = (
    await client.query<CalculationDish>(
      `SELECT m.age_band AS "ageBand", d.meal_type AS "mealType", d.position, d.recipe_id AS "recipeId"
         FROM menus m JOIN menu_dishes d ON d.menu_id = m.id
        WHERE m.kindergarten_id = $1 AND m.week_start = date_trunc('week', $2::date)::date AND m.status = 3
          AND d.weekday = extract(isodow FROM $2::date)
        ORDER BY m.age_band, d.meal_type, d.position`,
      [kg, day],
    )
  ).rows;
  const children = await client.query<{ ageBand: MenuAgeBand; children: number }>(
    `WITH groups AS (
       SELECT c.id, ${AGE_BAND_OF_CLASS} AS band FROM classes c WHERE c.kindergarten_id = $1 AND NOT c.is_for_substitution
     ), entered AS (
       SELECT DISTINCT sa.class_id FROM student_attendances sa JOIN groups g ON g.id = sa.class_id WHERE sa.for_date = $2
     ), present AS (
       SELECT g.band, count(*)::int AS n FROM student_attendances sa JOIN groups g ON g.id = sa.class_id
        WHERE sa.for_date = $2 AND attendance_kind(sa.type, sa.for_date) = 1 GROUP BY g.band
     ), expected AS (
       SELECT g.band, count(DISTINCT sc.student_id)::int AS n FROM student_classes sc JOIN groups g ON g.id = sc.class_id
        WHERE sc.from_date <= $2 AND (sc.to_date IS NULL OR sc.to_date >= $2) AND sc.class_id NOT IN (SELECT class_id FROM entered)
          AND NOT EXISTS (SELECT 1 FROM student_attendance_requests r WHERE r.student_id = sc.student_id AND r.type = 1
                           AND r.status IN (0, 1) AND $2::date BETWEEN r.from_date AND r.to_date)
        GROUP BY g.band
     )
     SELECT b.band AS "ageBand", (coalesce(p.n, 0) + coalesce(e.n, 0))::int AS children
       FROM (SELECT band FROM present UNION SELECT band FROM expected) b
       LEFT JOIN present p ON p.band = b.band LEFT JOIN expected e ON e.band = b.band`,
    [kg, day],
  );
  const staff = await client.query<{ mealType: MealType; staff: number }>(
    `SELECT meal_type AS "mealType", count(*)::int AS staff FROM teacher_meals WHERE kindergarten_id = $1 AND for_date = $2
      GROUP BY meal_type`,
    [kg, day],
  );
  const { rows, warnings } = attendanceRows(dishes, new Map(children.rows.map((row) => [row.ageBand, row.children])), staff.rows);
  const calculation = await client.query<{ id: number }>(
    `INSERT INTO meal_calculations (kindergarten_id, for_date, warehouse_id, warnings, created_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [kg, day, warehouseId, warnings, userId],
  );
  const id = calculation.rows[0]!.id;
  for (const row of rows) {
    await client.query(
      `INSERT INTO meal_calculation_attendances
         (kindergarten_id, calculation_id, age_band, meal_type, counted_children, counted_staff, children, staff)
       VALUES ($1, $2, $3, $4, $5, $6, $5, $6)`,
      [kg, id, row.ageBand, row.mealType, row.children, row.staff],
    );
  }
  for (const dish of dishes) {
    await client.query(
      `INSERT INTO meal_calculation_dishes (kindergarten_id, calculation_id, age_band, meal_type, position, recipe_id)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [kg, id, dish.ageBand, dish.mealType, dish.position, dish.recipeId],
    );
  }

  const ingredients = (
    await client.query<DishIngredient & { recipeName: string }>(
      `SELECT d.age_band AS "ageBand", d.meal_type AS "mealType", d.recipe_id AS "recipeId", r.name AS "recipeName",
              i.product_id AS "productId", i.unit, q.gross::text AS gross
         FROM meal_calculation_dishes d
         JOIN recipes r ON r.id = d.recipe_id
         JOIN recipe_ingredients i ON i.recipe_id = d.recipe_id
         JOIN recipe_ingredient_quantities q ON q.ingredient_id = i.id AND q.age_band = d.age_band
        WHERE d.calculation_id = $1 ORDER BY d.meal_type, d.position, d.age_band, i.position`,
      [id],
    )
  ).rows;
  const productIds = [...new Set(ingredients.map((ingredient) => ingredient.productId))];
  const products = new Map(
    (
      await client.query<ProductUnits>(
        `SELECT p.id, p.name, p.unit,
                coalesce(json_agg(json_build_object('unit', c.unit, 'grams', c.grams::text)) FILTER (WHERE c.unit IS NOT NULL),
                         '[]') AS conversions
           FROM products p LEFT JOIN product_conversions c ON c.product_id = p.id
          WHERE p.id = ANY ($1::int[]) GROUP BY p.id`,
        [productIds],
      )
    ).rows.map((product) => [product.id, product]),
  );
  const portions = new Map(rows.map((row) => [`${row.ageBand}:${row.mealType}`, row.children + row.staff]));
  const portionsOf = (ingredient: DishIngredient) => portions.get(`${ingredient.ageBand}:${ingredient.mealType}`) ?? 0;
  const perMeal = quantitiesNeeded(ingredients, portionsOf, products, (i) => `${i.mealType}:${i.productId}`);
  if (perMeal.unconvertible.size) {
    await client.query(`UPDATE meal_calculations SET warnings = warnings || $2::text[] WHERE id = $1`, [
      id,
      [...perMeal.unconvertible].map((productId) => mealCalculationMessages.noConversion(products.get(productId)?.name ?? '')),
    ]);
  }
  const balances = await client.query<{ productId: number; quantity: string; value: string }>(
    `SELECT product_id AS "productId", quantity::text, value::text FROM stock_balances
      WHERE kindergarten_id = $1 AND warehouse_id = $2 AND quantity > 0`,
    [kg, warehouseId],
  );
  const prices = new Map<number, string>();
  for (const balance of balances.rows) {
    const product = products.get(balance.productId);
    const price = product
      ? weightedAveragePrice(balance.value, balance.quantity, product.unit, product.unit, product.conversions)
      : null;
    if (price !== null) prices.set(balance.productId, price);
  }
  for (const [key, quantity] of perMeal.quantities) {
    const [mealType, productId] = key.split(':').map(Number) as [number, number];
    await client.query(
      `INSERT INTO meal_calculation_products (kindergarten_id, calculation_id, meal_type, product_id, computed_quantity, quantity, unit_price)
       VALUES ($1, $2, $3, $4, $5, $5, $6)`,
      [kg, id, mealType, productId, quantity, prices.get(productId) ?? null],
    );
  }

  // The portion book № 1 of the day, numbered on the kindergarten's counter as the API numbers it.
  const book = await client.query<{ id: number }>(
    `INSERT INTO portion_books (kindergarten_id, number, calculation_id, for_date, created_by) VALUES ($1, 1, $2, $3, $4)
     RETURNING id`,
    [kg, id, day, userId],
  );
  await client.query(
    `INSERT INTO document_numbers (kind, kindergarten_id, provider_id, year, last_number) VALUES ('portion-book', $1, 0, 0, 1)`,
    [kg],
  );
  const names = new Map(ingredients.map((ingredient) => [ingredient.recipeId, ingredient.recipeName]));
  const perDish = quantitiesNeeded(
    ingredients,
    portionsOf,
    products,
    (i) => `${i.mealType}:${i.recipeId}:${i.ageBand}:${i.productId}`,
  );
  for (const [key, quantity] of perDish.quantities) {
    const [mealType, recipeId, ageBand, productId] = key.split(':').map(Number) as [number, number, number, number];
    await client.query(
      `INSERT INTO portion_book_lines
         (kindergarten_id, portion_book_id, meal_type, recipe_id, recipe_name, age_band, portions, product_id, quantity)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        kg,
        book.rows[0]!.id,
        mealType,
        recipeId,
        names.get(recipeId) ?? '',
        ageBand,
        portions.get(`${ageBand}:${mealType}`) ?? 0,
        productId,
        quantity,
      ],
    );
  }
}
