import { isValidEik } from '@kg/contracts';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { DEMO_PASSWORD, seedDemo } from '../../../../../../tools/seed/demo.js';

/** The demo's food warehouse (tools/seed/storage-seed.ts): what the demo storekeeper finds, and that its ledger agrees. */
describe('demo storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t.databaseUrl);
  });
  afterAll(() => t.close());

  it('gives the storekeeper two warehouses, three suppliers with valid ЕИК and numbered receipts whose stock is in the ledger', async () => {
    const login = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: 'manciple@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const warehouses = await request(t.http).get('/api/Warehouses').set(auth).expect(200);
    expect(warehouses.body.map((row: { name: string }) => row.name)).toEqual(['Сух склад', 'Хладилна камера']);
    const suppliers = await request(t.http).get('/api/Suppliers/overview-models').set(auth).expect(200);
    expect(suppliers.body.rowsCount).toBe(3);
    for (const supplier of suppliers.body.result) expect(isValidEik(supplier.eik)).toBe(true);

    const receipts = await request(t.http)
      .get('/api/UnitedStockReceipts/overview-models?orderByColumn=receiptDate')
      .set(auth)
      .expect(200);
    expect(receipts.body.rowsCount).toBe(4);
    const byYear = new Map<number, number[]>();
    for (const row of receipts.body.result) byYear.set(row.year, [...(byYear.get(row.year) ?? []), row.number]);
    for (const numbers of byYear.values()) expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const next = await request(t.http)
      .get(`/api/UnitedStockReceipts/next-number?year=${receipts.body.result.at(-1).year}`)
      .set(auth)
      .expect(200);
    expect(next.body.number).toBe(byYear.get(receipts.body.result.at(-1).year)!.length + 1);

    // Every balance is the sum of the accepted lines received; the rejected butter is in no stock.
    const { rows: disagreeing } = await t.db.query(
      `SELECT b.product_id FROM stock_balances b
         LEFT JOIN (SELECT r.warehouse_id, l.product_id, sum(l.base_quantity) AS quantity, sum(l.value) AS value
                      FROM stock_receipt_lines l JOIN stock_receipts r ON r.id = l.receipt_id WHERE l.check_result = 1
                     GROUP BY r.warehouse_id, l.product_id) s ON s.warehouse_id = b.warehouse_id AND s.product_id = b.product_id
        WHERE s.quantity IS DISTINCT FROM b.quantity OR s.value IS DISTINCT FROM b.value`,
    );
    expect(disagreeing).toEqual([]);
    const stock = await request(t.http).get('/api/Stocks/product-availability?pageSize=100').set(auth).expect(200);
    expect(stock.body.rowsCount).toBeGreaterThanOrEqual(10);
    expect(stock.body.result.every((row: { averagePrice: string | null }) => row.averagePrice !== null)).toBe(true);
    expect(stock.body.result.some((row: { productName: string }) => row.productName === 'Масло краве')).toBe(false);
  });
});
