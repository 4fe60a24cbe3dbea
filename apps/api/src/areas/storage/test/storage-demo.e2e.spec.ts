import { exact, isValidEik, subtract } from '@kg/contracts';
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
    expect(receipts.body.rowsCount).toBe(7);
    const byYear = new Map<number, number[]>();
    for (const row of receipts.body.result) byYear.set(row.year, [...(byYear.get(row.year) ?? []), row.number]);
    for (const numbers of byYear.values()) expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    const next = await request(t.http)
      .get(`/api/UnitedStockReceipts/next-number?year=${receipts.body.result.at(-1).year}`)
      .set(auth)
      .expect(200);
    expect(next.body.number).toBe(byYear.get(receipts.body.result.at(-1).year)!.length + 1);

    // Every receipt movement is its accepted line; every balance is the sum of its movements (receipts, issues,
    // scrappings); the rejected butter line is in no stock.
    const { rows: unposted } = await t.db.query(
      `SELECT l.id FROM stock_receipt_lines l LEFT JOIN stock_movements m ON m.receipt_line_id = l.id
        WHERE l.check_result = 1 AND (m.quantity IS DISTINCT FROM l.base_quantity OR m.value IS DISTINCT FROM l.value)`,
    );
    expect(unposted).toEqual([]);
    const { rows: disagreeing } = await t.db.query(
      `SELECT b.product_id FROM stock_balances b
         LEFT JOIN (SELECT warehouse_id, product_id, sum(quantity) AS quantity, sum(value) AS value FROM stock_movements
                     GROUP BY warehouse_id, product_id) s ON s.warehouse_id = b.warehouse_id AND s.product_id = b.product_id
        WHERE s.quantity IS DISTINCT FROM b.quantity OR s.value IS DISTINCT FROM b.value OR b.quantity < 0`,
    );
    expect(disagreeing).toEqual([]);
    const stock = await request(t.http).get('/api/Stocks/product-availability?pageSize=100').set(auth).expect(200);
    expect(stock.body.rowsCount).toBeGreaterThanOrEqual(10);
    expect(stock.body.result.every((row: { averagePrice: string | null }) => row.averagePrice !== null)).toBe(true);
    const { rows: rejectedPosted } = await t.db.query(
      `SELECT l.id FROM stock_receipt_lines l JOIN stock_movements m ON m.receipt_line_id = l.id WHERE l.check_result <> 1`,
    );
    expect(rejectedPosted).toEqual([]);
    const { rows: rejected } = await t.db.query(`SELECT count(*)::int AS n FROM stock_receipt_lines WHERE check_result <> 1`);
    expect(rejected[0].n).toBe(1);
  });

  it('gives the storekeeper two completed stock requests, one saved for today and a completed scrapping of an expired lot', async () => {
    const login = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: 'manciple@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const requests = await request(t.http).get('/api/StockRequests/overview-models').set(auth).expect(200);
    expect(requests.body.result.map((row: { state: number }) => row.state).sort()).toEqual([1, 2, 2]);
    for (const row of requests.body.result) expect(row.value === null).toBe(row.state === 1);
    const issued = await request(t.http)
      .get(`/api/StockRequests/${requests.body.result.at(-1).id}`)
      .set(auth)
      .expect(200);
    expect(issued.body.lines.every((line: { lots: unknown[] }) => line.lots.length > 0)).toBe(true);
    const scrappings = await request(t.http).get('/api/StockScrappings/overview-models').set(auth).expect(200);
    expect(scrappings.body.rowsCount).toBe(1);
    const scrapping = await request(t.http).get(`/api/StockScrappings/${scrappings.body.result[0].id}`).set(auth).expect(200);
    expect(scrapping.body).toMatchObject({ state: 2, type: 1, lines: [{ quantity: '40.000' }] });
    // The scrapped lot expired before the protocol's day, and no request issued an expired lot.
    expect(scrapping.body.lines[0].expiryDate < scrapping.body.scrappingDate).toBe(true);
    const { rows: expiredIssues } = await t.db.query(
      `SELECT m.id FROM stock_movements m JOIN stock_lots lot ON lot.id = m.lot_id
        WHERE m.kind = 2 AND lot.expiry_date < m.movement_date`,
    );
    expect(expiredIssues).toEqual([]);
  });

  it('gives the storekeeper an inventory at the end of last month whose surpluses are in the trial balance', async () => {
    const login = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: 'manciple@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const declarations = await request(t.http).get('/api/InventoryDeclarations/overview-models').set(auth).expect(200);
    expect(declarations.body.rowsCount).toBe(1);
    const [declaration] = declarations.body.result;
    expect(declaration.declarationDate.endsWith('-01')).toBe(false);
    const details = await request(t.http).get(`/api/InventoryDeclarations/${declaration.id}`).set(auth).expect(200);
    expect(details.body.lines).toHaveLength(3);
    const day = declaration.declarationDate;
    const balance = await request(t.http)
      .get(`/api/StockReferences/trial-balance/overview-models?fromDate=${day}&toDate=${day}&pageSize=100`)
      .set(auth)
      .expect(200);
    expect(subtract(exact(balance.body.totals.surplusValue), exact(declaration.surplusValue)).digits).toBe(0n);
    expect(exact(declaration.surplusValue).digits > 0n).toBe(true);
  });

  it('lets the storekeeper issue the demo calculation’s products: one request per warehouse, each completes', async () => {
    const login = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: 'manciple@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const { rows } = await t.db.query('SELECT id FROM meal_calculations ORDER BY for_date DESC LIMIT 1');
    const made = await request(t.http).post(`/api/StockRequests/from-calculation/${rows[0].id}`).set(auth).expect(200);
    expect(made.body.requests.map((row: { warehouseName: string }) => row.warehouseName)).toEqual([
      'Сух склад',
      'Хладилна камера',
    ]);
    for (const request_ of made.body.requests) {
      const completed = await request(t.http).post(`/api/StockRequests/complete/${request_.id}`).set(auth);
      expect([completed.status, completed.body.message]).toEqual([200, undefined]);
    }
    // Every product of the calculation left the warehouses, as much as it needs (to the request lines' 3 decimals).
    const { rows: short } = await t.db.query(
      `SELECT n.product_id FROM (SELECT product_id, round(sum(quantity), 3) AS quantity FROM meal_calculation_products
                                  WHERE calculation_id = $1 GROUP BY product_id HAVING sum(quantity) > 0) n
         LEFT JOIN (SELECT l.product_id, -sum(m.quantity) AS quantity
                      FROM stock_requests r JOIN stock_request_lines l ON l.request_id = r.id
                      JOIN stock_movements m ON m.request_line_id = l.id
                     WHERE r.meal_calculation_id = $1 GROUP BY l.product_id) i ON i.product_id = n.product_id
        WHERE i.quantity IS DISTINCT FROM greatest(n.quantity, 0.001)`,
      [rows[0].id],
    );
    expect(short).toEqual([]);
  });

  it('gives the storekeeper a delivered supplier order linked to the latest receipt and a draft of today', async () => {
    const login = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: 'manciple@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const orders = await request(t.http).get('/api/SupplierOrders/overview-models?orderByColumn=number').set(auth).expect(200);
    expect(
      orders.body.result.map((row: { state: number; receiptId: number | null }) => [row.state, row.receiptId !== null]),
    ).toEqual([
      [3, true],
      [1, false],
    ]);
    const delivered = await request(t.http).get(`/api/SupplierOrders/${orders.body.result[0].id}`).set(auth).expect(200);
    expect(delivered.body.comparison.length).toBeGreaterThan(0);
    expect(delivered.body.value).toMatch(/^\d+\.\d{2}$/);
    const next = await request(t.http)
      .get(`/api/SupplierOrders/next-number?year=${orders.body.result[1].year}`)
      .set(auth)
      .expect(200);
    expect(next.body.number).toBe(
      orders.body.result.filter((row: { year: number }) => row.year === orders.body.result[1].year).length + 1,
    );
  });
});
