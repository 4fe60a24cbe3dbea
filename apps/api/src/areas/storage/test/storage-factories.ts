import { makeEik } from '@kg/contracts';
import type pg from 'pg';
import { aProduct, aProductCategory } from '../../products/test/product-factories.js';

let counter = 0;
const unique = (): string => `${process.pid}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

/** A warehouse of the kindergarten, written as the schema owner. */
export async function aWarehouse(db: pg.Pool, kindergartenId: number, name = `Склад ${unique()}`): Promise<number> {
  const { rows } = await db.query(`INSERT INTO warehouses (kindergarten_id, name) VALUES ($1, $2) RETURNING id`, [
    kindergartenId,
    name,
  ]);
  return rows[0].id;
}

let eikSeed = 0;
/** A valid nine-digit ЕИК, different on every call. */
export const aValidEik = (): string => makeEik(String(30_000_000 + ((process.pid * 7919 + ++eikSeed * 104_729) % 60_000_000)));

/** A supplier of the kindergarten with a valid ЕИК. */
export async function aSupplier(db: pg.Pool, kindergartenId: number, name = `Доставчик ${unique()}`): Promise<number> {
  const { rows } = await db.query(`INSERT INTO suppliers (kindergarten_id, name, eik) VALUES ($1, $2, $3) RETURNING id`, [
    kindergartenId,
    name,
    aValidEik(),
  ]);
  return rows[0].id;
}

/** A product of the kindergarten in `unit` (2 g, 3 kg, 1 piece, 5 l) with grams per unit for the given units. */
export async function aStockProduct(
  db: pg.Pool,
  kindergartenId: number,
  unit: number,
  conversions: Record<number, string> = {},
  name?: string,
): Promise<number> {
  const categoryId = await aProductCategory(db);
  const id = await aProduct(db, { categoryId, kindergartenId, unit, ...(name ? { name } : {}) });
  for (const [conversionUnit, grams] of Object.entries(conversions)) {
    await db.query(`INSERT INTO product_conversions (product_id, kindergarten_id, unit, grams) VALUES ($1, $2, $3, $4)`, [
      id,
      kindergartenId,
      Number(conversionUnit),
      grams,
    ]);
  }
  return id;
}

/** A receipt line as the API takes it: accepted unless told. */
export const aLine = (productId: number, values: Record<string, unknown> = {}) => ({
  productId,
  unit: 3,
  quantity: '10',
  unitPrice: '2.50',
  batchNumber: 'L-001',
  expiryDate: '2027-12-31',
  checkResult: 1,
  ...values,
});
