import type pg from 'pg';

let counter = 0;
const unique = (): string => `${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

/** A catalogue category (top level unless `parentId`), written as the schema owner. */
export async function aProductCategory(
  db: pg.Pool,
  name = `Категория ${unique()}`,
  parentId: number | null = null,
): Promise<number> {
  const { rows } = await db.query(`INSERT INTO product_categories (name, parent_id) VALUES ($1, $2) RETURNING id`, [
    name,
    parentId,
  ]);
  return rows[0].id;
}

/** A product of the catalogue (`kindergartenId` null) or of a kindergarten, counted in grams unless `unit`. */
export async function aProduct(
  db: pg.Pool,
  values: { categoryId: number; kindergartenId?: number | null; name?: string; unit?: number; allergens?: number[] },
): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO products (kindergarten_id, category_id, name, unit) VALUES ($1, $2, $3, $4) RETURNING id`,
    [values.kindergartenId ?? null, values.categoryId, values.name ?? `Продукт ${unique()}`, values.unit ?? 2],
  );
  const id: number = rows[0].id;
  for (const allergen of values.allergens ?? []) {
    await db.query(`INSERT INTO product_allergens (product_id, kindergarten_id, allergen) VALUES ($1, $2, $3)`, [
      id,
      values.kindergartenId ?? null,
      allergen,
    ]);
  }
  return id;
}
