import type pg from 'pg';
import type { NutrientKey } from '@kg/contracts';

let counter = 0;
const unique = (): string => `${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

const column: Record<NutrientKey, string> = {
  energyKcal: 'energy_kcal',
  energyKj: 'energy_kj',
  protein: 'protein',
  fat: 'fat',
  saturatedFat: 'saturated_fat',
  carbohydrate: 'carbohydrate',
  sugars: 'sugars',
  fibre: 'fibre',
  salt: 'salt',
  calcium: 'calcium',
  iron: 'iron',
};

/**
 * A product with nutrients per 100 g, conversions and allergens (the catalogue's unless `kindergartenId`), written as
 * the schema owner. Nutrients left out are null (unknown).
 */
export async function aFoodProduct(
  db: pg.Pool,
  values: {
    categoryId: number;
    kindergartenId?: number | null;
    name?: string;
    unit?: number;
    conversions?: { unit: number; grams: string }[];
    allergens?: number[];
    nutrients?: Partial<Record<NutrientKey, string>>;
    source?: string | null;
  },
): Promise<number> {
  const nutrients = Object.entries(values.nutrients ?? {}) as [NutrientKey, string][];
  const owner = values.kindergartenId ?? null;
  const { rows } = await db.query(
    `INSERT INTO products (kindergarten_id, category_id, name, unit, nutrient_source${nutrients.map(([key]) => `, ${column[key]}`).join('')})
     VALUES ($1, $2, $3, $4, $5${nutrients.map((_, index) => `, $${index + 6}`).join('')}) RETURNING id`,
    [
      owner,
      values.categoryId,
      values.name ?? `Продукт ${unique()}`,
      values.unit ?? 3,
      values.source === undefined ? 'USDA SR28' : values.source,
      ...nutrients.map(([, value]) => value),
    ],
  );
  const id: number = rows[0].id;
  for (const conversion of values.conversions ?? []) {
    await db.query(`INSERT INTO product_conversions (product_id, kindergarten_id, unit, grams) VALUES ($1, $2, $3, $4)`, [
      id,
      owner,
      conversion.unit,
      conversion.grams,
    ]);
  }
  for (const allergen of values.allergens ?? []) {
    await db.query(`INSERT INTO product_allergens (product_id, kindergarten_id, allergen) VALUES ($1, $2, $3)`, [
      id,
      owner,
      allergen,
    ]);
  }
  return id;
}

/** A recipe book: shared (kindergarten null) or a kindergarten's own. */
export async function aRecipeBook(
  db: pg.Pool,
  kindergartenId: number | null = null,
  name = `Книга ${unique()}`,
): Promise<number> {
  const { rows } = await db.query(`INSERT INTO recipe_books (kindergarten_id, name) VALUES ($1, $2) RETURNING id`, [
    kindergartenId,
    name,
  ]);
  return rows[0].id;
}

/** A recipe with one ingredient (100 g gross and net for the senior band). */
export async function aRecipe(
  db: pg.Pool,
  values: { bookId: number; productId: number; kindergartenId?: number | null; name?: string },
): Promise<number> {
  const owner = values.kindergartenId ?? null;
  const { rows } = await db.query(
    `INSERT INTO recipes (kindergarten_id, book_id, name, category, meal_types, age_bands)
     VALUES ($1, $2, $3, 2, '{3}', '{3}') RETURNING id`,
    [owner, values.bookId, values.name ?? `Рецепта ${unique()}`],
  );
  const id: number = rows[0].id;
  const ingredient = await db.query(
    `INSERT INTO recipe_ingredients (recipe_id, kindergarten_id, position, product_id, unit) VALUES ($1, $2, 1, $3, 2) RETURNING id`,
    [id, owner, values.productId],
  );
  await db.query(
    `INSERT INTO recipe_ingredient_quantities (ingredient_id, kindergarten_id, age_band, gross, net) VALUES ($1, $2, 3, 100, 100)`,
    [ingredient.rows[0].id, owner],
  );
  return id;
}
