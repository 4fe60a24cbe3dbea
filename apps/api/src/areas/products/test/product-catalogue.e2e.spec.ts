import pg from 'pg';
import { DataSource } from 'typeorm';
import { sqlOf } from '../../../platform/database/sql.js';
import { createTestDatabase } from '../../../../test/harness.js';
import { loadProductCatalogue, parseProductCatalogue, readProductCatalogue } from '../catalogue/product-catalogue.js';

/** Three products in the shape of tools/seed/products/products.json: sourced, unsourced, and counted in pieces. */
const fixture = {
  source: { name: 'USDA National Nutrient Database for Standard Reference, Legacy Release (SR28)', licence: 'public domain' },
  categories: [
    { key: 't-dairy', name: 'Тест: млечни', parent: null },
    { key: 't-milk', name: 'Тест: мляко', parent: 't-dairy' },
    { key: 't-eggs', name: 'Тест: яйца', parent: null },
  ],
  products: [
    {
      key: 't-milk-3',
      name: 'Тест: прясно мляко 3 %',
      category: 't-milk',
      unit: 5,
      conversions: [{ unit: 5, grams: '1031' }],
      allergens: [7],
      storage: 3,
      edibleShare: '1.00',
      usda: { ndb: '01211', description: 'Milk, whole, 3.25% milkfat' },
      nutrientsPer100g: {
        energyKcal: '61',
        energyKj: '256',
        protein: '3.15',
        fat: '3.27',
        saturatedFat: '1.865',
        carbohydrate: '4.78',
        sugars: '5.05',
        fibre: '0.0',
        salt: '0.1075',
        calcium: '113',
        iron: '0.03',
      },
    },
    {
      key: 't-ayran',
      name: 'Тест: айрян',
      category: 't-milk',
      unit: 'litre',
      conversions: [],
      allergens: [7],
      storage: 'chilled',
      edibleShare: null,
      usda: null,
      nutrientsPer100g: null,
    },
    {
      key: 't-egg',
      name: 'Тест: яйце',
      category: 't-eggs',
      unit: 1,
      conversions: [
        { unit: 1, grams: '50' },
        { unit: 3, grams: '1000' },
      ],
      allergens: [3],
      storage: 3,
      edibleShare: '0.88',
      usda: { ndb: '01123', description: 'Egg, whole, raw, fresh' },
      nutrientsPer100g: {
        energyKcal: '143',
        energyKj: '599',
        protein: '12.56',
        fat: '9.51',
        saturatedFat: '3.126',
        carbohydrate: '0.72',
        sugars: '0.37',
        fibre: '0.0',
        salt: '0.355',
        calcium: '56',
        iron: '1.75',
      },
    },
  ],
};

describe('the product catalogue loader (tools/seed/products/products.json)', () => {
  let db: pg.Pool;
  let dataSource: DataSource;
  beforeAll(async () => {
    const url = await createTestDatabase();
    db = new pg.Pool({ connectionString: url, max: 2 });
    dataSource = await new DataSource({ type: 'postgres', url }).initialize();
  });
  afterAll(async () => {
    await dataSource.destroy();
    await db.end();
  });

  const load = (catalogue = parseProductCatalogue(JSON.stringify(fixture))) =>
    dataSource.transaction((manager) => loadProductCatalogue(sqlOf(manager), catalogue));
  const product = async (key: string) =>
    (
      await db.query(
        `SELECT p.name, p.unit, p.storage_condition, p.edible_share::text, p.energy_kcal::text, p.saturated_fat::text,
                p.salt::text, p.nutrient_source, p.kindergarten_id, c.reference_key AS category,
                (SELECT json_agg(json_build_object('unit', v.unit, 'grams', v.grams::text)) FROM product_conversions v
                  WHERE v.product_id = p.id) AS conversions,
                (SELECT array_agg(a.allergen) FROM product_allergens a WHERE a.product_id = p.id) AS allergens
           FROM products p JOIN product_categories c ON c.id = p.category_id WHERE p.reference_key = $1`,
        [key],
      )
    ).rows[0];

  it('adds the categories and products with their source, leaving unsourced nutrients empty', async () => {
    expect(await load()).toEqual({ categories: 3, products: 3 });
    const parent = await db.query(
      `SELECT c.reference_key, p.reference_key AS parent FROM product_categories c
         LEFT JOIN product_categories p ON p.id = c.parent_id WHERE c.reference_key LIKE 't-%' ORDER BY c.reference_key`,
    );
    expect(parent.rows).toEqual([
      { reference_key: 't-dairy', parent: null },
      { reference_key: 't-eggs', parent: null },
      { reference_key: 't-milk', parent: 't-dairy' },
    ]);
    expect(await product('t-milk-3')).toEqual({
      name: 'Тест: прясно мляко 3 %',
      unit: 5,
      storage_condition: 3,
      edible_share: '1.000',
      energy_kcal: '61.00',
      saturated_fat: '1.87',
      salt: '0.108',
      nutrient_source: 'USDA SR28 NDB 01211',
      kindergarten_id: null,
      category: 't-milk',
      conversions: [{ unit: 5, grams: '1031.000' }],
      allergens: [7],
    });
    expect(await product('t-ayran')).toMatchObject({
      unit: 5,
      storage_condition: 3,
      edible_share: null,
      energy_kcal: null,
      nutrient_source: null,
      conversions: null,
      allergens: [7],
    });
    // A kilogram needs no conversion row (1000 g): only the piece is kept.
    expect(await product('t-egg')).toMatchObject({
      edible_share: '0.880',
      conversions: [{ unit: 1, grams: '50.000' }],
      allergens: [3],
    });
  });

  it('adds nothing a second time and never brings back what the master deleted or changes what the master edited', async () => {
    await db.query(`UPDATE products SET name = 'Тест: яйце кокоше' WHERE reference_key = 't-egg'`);
    await db.query(`DELETE FROM products WHERE reference_key = 't-ayran'`);
    expect(await load()).toEqual({ categories: 0, products: 0 });
    expect(await product('t-ayran')).toBeUndefined();
    expect((await product('t-egg')).name).toBe('Тест: яйце кокоше');

    const extended = parseProductCatalogue(
      JSON.stringify({
        ...fixture,
        products: [...fixture.products, { ...fixture.products[1], key: 't-kefir', name: 'Тест: кефир' }],
      }),
    );
    expect(await load(extended)).toEqual({ categories: 0, products: 1 });
    expect((await product('t-kefir')).category).toBe('t-milk');
  });

  it('refuses a file whose product names an unknown category or unit', () => {
    expect(() =>
      parseProductCatalogue(JSON.stringify({ ...fixture, products: [{ ...fixture.products[0], category: 'missing' }] })),
    ).toThrow(/unknown category/);
    expect(() =>
      parseProductCatalogue(JSON.stringify({ ...fixture, products: [{ ...fixture.products[0], unit: 'cup' }] })),
    ).toThrow();
  });

  it('reads the repository’s catalogue file when it is there: keys unique, 150–250 products, every nutrient with its source', () => {
    const catalogue = readProductCatalogue();
    if (catalogue === null) return;
    const keys = catalogue.products.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(catalogue.products.length).toBeGreaterThanOrEqual(150);
    expect(catalogue.products.length).toBeLessThanOrEqual(250);
    for (const entry of catalogue.products) expect(entry.nutrientsPer100g === null || entry.usda !== null).toBe(true);
  });
});
