import { readFileSync } from 'node:fs';
import { ProductUnit, StorageCondition } from '@kg/contracts';
import { z } from 'zod';
import type { Sql } from '../../../platform/database/sql.js';

/**
 * The master's catalogue as reference data: tools/seed/products/products.json (its sources and licence in
 * docs/products.md, "Данни за продуктите"). The loader adds to a database the categories and products whose keys it
 * has never added (product_catalogue_keys), so it runs at every start — the demo's and a fresh production database's —
 * and never changes or brings back a row the master edited or deleted. Nutrients are loaded only with their source
 * id (USDA SR28 NDB number); a product without one keeps them empty, marked unsourced, for the master to fill in.
 */
export const PRODUCT_CATALOGUE_FILE = new URL('../../../../../../tools/seed/products/products.json', import.meta.url);

const unitNames: Record<string, ProductUnit> = {
  piece: ProductUnit.Quantity,
  quantity: ProductUnit.Quantity,
  gram: ProductUnit.Gram,
  g: ProductUnit.Gram,
  kilogram: ProductUnit.Kilogram,
  kg: ProductUnit.Kilogram,
  millilitre: ProductUnit.Millilitre,
  milliliter: ProductUnit.Millilitre,
  ml: ProductUnit.Millilitre,
  litre: ProductUnit.Liter,
  liter: ProductUnit.Liter,
  l: ProductUnit.Liter,
};

const storageNames: Record<string, StorageCondition> = {
  dry: StorageCondition.Dry,
  cool: StorageCondition.Cool,
  chilled: StorageCondition.Chilled,
  frozen: StorageCondition.Frozen,
};

/** A unit as a ProductUnit number (1–5) or its English name ("piece", "litre"). */
const unit = z.union([
  z.number().int().min(1).max(5),
  z
    .string()
    .transform((name) => unitNames[name.trim().toLowerCase()])
    .pipe(z.number()),
]);

/** A decimal string of the file ("52", "0.45"): digits and one point, at most three decimals. */
const decimal = z.string().regex(/^\d{1,7}(\.\d{1,6})?$/);

const nutrientsPer100g = z.object({
  energyKcal: decimal.nullable(),
  energyKj: decimal.nullable(),
  protein: decimal.nullable(),
  fat: decimal.nullable(),
  saturatedFat: decimal.nullable(),
  carbohydrate: decimal.nullable(),
  sugars: decimal.nullable(),
  fibre: decimal.nullable(),
  salt: decimal.nullable(),
  calcium: decimal.nullable(),
  iron: decimal.nullable(),
});

export const productCatalogueFile = z.object({
  /** The composition table: its name (a text, or an object with its name, licence, citation and address). */
  source: z
    .union([z.string().min(1), z.looseObject({ name: z.string().min(1) })])
    .transform((source) => (typeof source === 'string' ? source : source.name)),
  categories: z.array(
    z.object({ key: z.string().min(1).max(80), name: z.string().min(1).max(100), parent: z.string().nullable() }),
  ),
  products: z.array(
    z.object({
      key: z.string().min(1).max(80),
      name: z.string().min(1).max(200),
      category: z.string().min(1),
      unit,
      conversions: z.array(z.object({ unit, grams: decimal })).default([]),
      allergens: z.array(z.number().int().min(1).max(14)).default([]),
      storage: z
        .union([
          z.number().int().min(1).max(4),
          z
            .string()
            .transform((name) => storageNames[name.trim().toLowerCase()])
            .pipe(z.number()),
        ])
        .nullable()
        .default(null),
      /** The edible share of 1 ("0.88"). */
      edibleShare: decimal.nullable().default(null),
      usda: z.object({ ndb: z.union([z.string(), z.number()]).transform(String), description: z.string() }).nullable(),
      nutrientsPer100g: nutrientsPer100g.nullable(),
    }),
  ),
});
export type ProductCatalogueFile = z.input<typeof productCatalogueFile>;

/** The file's text parsed and checked: the categories' parents and the products' categories must be keys of the file. */
export function parseProductCatalogue(text: string): z.output<typeof productCatalogueFile> {
  const catalogue = productCatalogueFile.parse(JSON.parse(text));
  const categoryKeys = new Set(catalogue.categories.map((category) => category.key));
  for (const category of catalogue.categories) {
    if (category.parent !== null && !categoryKeys.has(category.parent)) {
      throw new Error(`products.json: category ${category.key} has an unknown parent ${category.parent}`);
    }
  }
  for (const product of catalogue.products) {
    if (!categoryKeys.has(product.category)) throw new Error(`products.json: product ${product.key} has an unknown category`);
  }
  return catalogue;
}

export function readProductCatalogue(file: URL = PRODUCT_CATALOGUE_FILE): z.output<typeof productCatalogueFile> | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return parseProductCatalogue(text);
}

const CATALOGUE_LOCK = 7_300_201;
const categoryKey = (key: string): string => `category:${key}`;
const productKey = (key: string): string => `product:${key}`;

/**
 * Adds the catalogue's categories and products a database has never had, in set-based statements, as the schema owner
 * (`sql` of `Db.system` or of a migration-time connection). A key already recorded is skipped, so a product the master
 * deleted stays deleted; a name the master already used is adopted for a category and skipped for a product.
 */
export async function loadProductCatalogue(
  sql: Sql,
  catalogue: z.output<typeof productCatalogueFile>,
): Promise<{ categories: number; products: number }> {
  await sql.exec(`SELECT pg_advisory_xact_lock($1)`, [CATALOGUE_LOCK]);
  const known = new Set(
    (await sql.many<{ key: string }>(`SELECT reference_key AS key FROM product_catalogue_keys`)).map((row) => row.key),
  );
  const categories = catalogue.categories.filter((category) => !known.has(categoryKey(category.key)));
  let categoriesAdded = 0;
  // Top level first, so that a subcategory finds its parent by key.
  for (const level of [categories.filter((c) => c.parent === null), categories.filter((c) => c.parent !== null)]) {
    if (level.length === 0) continue;
    const rows = JSON.stringify(level);
    categoriesAdded += await sql.exec(
      `INSERT INTO product_categories (parent_id, reference_key, name)
       SELECT parent.id, x.key, x.name
         FROM jsonb_to_recordset($1::jsonb) AS x(key text, name text, parent text)
         LEFT JOIN product_categories parent ON parent.reference_key = x.parent
       ON CONFLICT DO NOTHING`,
      [rows],
    );
    // A category the master made with the same name on the same level becomes the catalogue's.
    await sql.exec(
      `UPDATE product_categories c SET reference_key = x.key
         FROM jsonb_to_recordset($1::jsonb) AS x(key text, name text, parent text)
         LEFT JOIN product_categories parent ON parent.reference_key = x.parent
        WHERE c.reference_key IS NULL AND lower(c.name) = lower(x.name) AND c.parent_id IS NOT DISTINCT FROM parent.id
          AND NOT EXISTS (SELECT 1 FROM product_categories taken WHERE taken.reference_key = x.key)`,
      [rows],
    );
  }

  const products = catalogue.products
    .filter((product) => !known.has(productKey(product.key)))
    .map((product) => {
      const sourced = product.usda !== null && product.nutrientsPer100g !== null;
      return {
        key: product.key,
        name: product.name,
        category: product.category,
        unit: product.unit,
        storage: product.storage,
        edible: product.edibleShare,
        source: sourced ? `USDA SR28 NDB ${product.usda!.ndb}` : null,
        description: sourced ? product.usda!.description.slice(0, 300) : null,
        ...(sourced ? product.nutrientsPer100g : {}),
        conversions: product.conversions.filter((c) => c.unit !== ProductUnit.Gram && c.unit !== ProductUnit.Kilogram),
        allergens: [...new Set(product.allergens)],
      };
    });
  let productsAdded = 0;
  if (products.length) {
    const rows = JSON.stringify(products);
    const inserted = await sql.many<{ id: number }>(
      `INSERT INTO products (category_id, reference_key, name, unit, storage_condition, edible_share,
              energy_kcal, energy_kj, protein, fat, saturated_fat, carbohydrate, sugars, fibre, salt, calcium, iron,
              nutrient_source, nutrient_source_description)
       SELECT c.id, x.key, x.name, x.unit, x.storage, x.edible, x."energyKcal", x."energyKj", x.protein, x.fat,
              x."saturatedFat", x.carbohydrate, x.sugars, x.fibre, x.salt, x.calcium, x.iron, x.source, x.description
         FROM jsonb_to_recordset($1::jsonb) AS x(key text, name text, category text, unit smallint, storage smallint,
              edible numeric, "energyKcal" numeric, "energyKj" numeric, protein numeric, fat numeric, "saturatedFat" numeric,
              carbohydrate numeric, sugars numeric, fibre numeric, salt numeric, calcium numeric, iron numeric,
              source text, description text)
         JOIN product_categories c ON c.reference_key = x.category
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [rows],
    );
    productsAdded = inserted.length;
    const ids = inserted.map((row) => row.id);
    await sql.exec(
      `INSERT INTO product_conversions (product_id, unit, grams)
       SELECT p.id, (v ->> 'unit')::smallint, (v ->> 'grams')::numeric
         FROM jsonb_to_recordset($1::jsonb) AS x(key text, conversions jsonb)
         JOIN products p ON p.reference_key = x.key AND p.id = ANY($2::int[])
         CROSS JOIN jsonb_array_elements(x.conversions) AS v
       ON CONFLICT DO NOTHING`,
      [rows, ids],
    );
    await sql.exec(
      `INSERT INTO product_allergens (product_id, allergen)
       SELECT p.id, a::smallint
         FROM jsonb_to_recordset($1::jsonb) AS x(key text, allergens jsonb)
         JOIN products p ON p.reference_key = x.key AND p.id = ANY($2::int[])
         CROSS JOIN jsonb_array_elements_text(x.allergens) AS a
       ON CONFLICT DO NOTHING`,
      [rows, ids],
    );
  }

  const keys = [...categories.map((c) => categoryKey(c.key)), ...products.map((p) => productKey(p.key))];
  if (keys.length) {
    await sql.exec(
      `INSERT INTO product_catalogue_keys (reference_key, source) SELECT k, $2 FROM unnest($1::text[]) AS k
       ON CONFLICT DO NOTHING`,
      [keys, catalogue.source.slice(0, 300)],
    );
  }
  return { categories: categoriesAdded, products: productsAdded };
}
