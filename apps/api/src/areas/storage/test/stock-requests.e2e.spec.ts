import { ModuleLockGroup, Role, stockOutflowMessages, storageMessages } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aLine, aStockProduct, aSupplier, aWarehouse } from './storage-factories.js';

const GRAM = 2;
const KG = 3;
const LITRE = 5;

/** Stock requests to the kitchen: docs/storage.md "Stock requests" and "The outflow core". */
describe('/api/StockRequests: requests to the kitchen, posted earliest expiry first at the average price', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function aStore(role = Role.Manciple) {
    const keeper = await aSignedInMember(t, role);
    const kindergartenId = keeper.kindergartenId;
    return {
      keeper,
      kindergartenId,
      supplierId: await aSupplier(t.db, kindergartenId),
      dry: await aWarehouse(t.db, kindergartenId, 'Сух склад'),
      cheese: await aStockProduct(t.db, kindergartenId, KG, {}, 'Сирене краве'),
      oil: await aStockProduct(t.db, kindergartenId, LITRE, { [LITRE]: '920' }, 'Олио'),
    };
  }
  type Store = Awaited<ReturnType<typeof aStore>>;

  const receive = async (store: Store, receiptDate: string, lines: object[]): Promise<number> =>
    (
      await request(t.http)
        .post('/api/UnitedStockReceipts')
        .set(store.keeper.auth)
        .send({
          supplierId: store.supplierId,
          warehouseId: store.dry,
          receiptDate,
          invoiceNumber: 'Ф-1',
          invoiceDate: receiptDate,
          lines,
        })
        .expect(200)
    ).body.entityId;
  const save = (store: Store, body: object) =>
    request(t.http)
      .post('/api/StockRequests/create-request')
      .set(store.keeper.auth)
      .send({ warehouseId: store.dry, requestDate: '2026-11-20', ...body });
  const aRequest = async (store: Store, lines: object[], body: object = {}): Promise<number> =>
    (await save(store, { lines, ...body }).expect(200)).body.entityId;
  const complete = (store: Store, id: number) => request(t.http).post(`/api/StockRequests/complete/${id}`).set(store.keeper.auth);
  const free = (store: Store, id: number) => request(t.http).delete(`/api/StockRequests/free/${id}`).set(store.keeper.auth);
  const balance = async (store: Store, productId: number) =>
    (
      await t.db.query(`SELECT quantity::text, value::text FROM stock_balances WHERE warehouse_id = $1 AND product_id = $2`, [
        store.dry,
        productId,
      ])
    ).rows[0];

  it('creates a request without touching the stock, completes it FEFO at the average price, and frees it back exactly', async () => {
    const store = await aStore();
    await receive(store, '2026-11-02', [
      aLine(store.cheese, { quantity: '10', unitPrice: '9.80', batchNumber: 'С-1', expiryDate: '2026-12-20' }),
      aLine(store.oil, { unit: LITRE, quantity: '5', unitPrice: '3.00', batchNumber: 'О-1', expiryDate: '2027-05-01' }),
    ]);
    await receive(store, '2026-11-10', [
      aLine(store.cheese, { quantity: '5', unitPrice: '11.20', batchNumber: 'С-2', expiryDate: '2026-12-01' }),
    ]);
    // A lot received after the request's day is not offered to it.
    await receive(store, '2026-11-25', [
      aLine(store.cheese, { quantity: '1', unitPrice: '50', batchNumber: 'С-3', expiryDate: '2026-11-28' }),
    ]);
    const before = await balance(store, store.cheese);

    const id = await aRequest(
      store,
      [
        { productId: store.cheese, unit: GRAM, quantity: '6500' },
        { productId: store.oil, unit: LITRE, quantity: '1,5' },
      ],
      { note: 'Обяд: баница' },
    );
    expect(
      (await t.db.query('SELECT count(*)::int AS n FROM stock_movements WHERE kind = 2 AND warehouse_id = $1', [store.dry]))
        .rows[0].n,
    ).toBe(0);
    const created = await request(t.http).get(`/api/StockRequests/${id}`).set(store.keeper.auth).expect(200);
    expect(created.body).toMatchObject({
      number: 1,
      year: 2026,
      state: 1,
      value: null,
      note: 'Обяд: баница',
      mealCalculationId: null,
    });
    expect(created.body.lines[0]).toMatchObject({
      unit: GRAM,
      quantity: '6500.000',
      baseQuantity: '6.500000',
      value: null,
      lots: [],
    });

    expect((await complete(store, id).expect(200)).body).toEqual({ isSuccessful: true, entityId: id });
    // 10 kg × 9.80 + 5 kg × 11.20 + 1 kg × 50 = 204 € for 16 kg: 12.75 € per kg. С-2 (expiry 01.12) first, then С-1.
    const { rows: movements } = await t.db.query(
      `SELECT lot.batch_number AS batch, m.quantity::text, m.value::text, m.movement_date::text AS date
         FROM stock_movements m JOIN stock_lots lot ON lot.id = m.lot_id JOIN stock_request_lines l ON l.id = m.request_line_id
        WHERE l.request_id = $1 AND m.kind = 2 ORDER BY l.position, lot.expiry_date`,
      [id],
    );
    expect(movements).toEqual([
      { batch: 'С-2', quantity: '-5.000000', value: '-63.7500000000000000', date: '2026-11-20' },
      { batch: 'С-1', quantity: '-1.500000', value: '-19.1250000000000000', date: '2026-11-20' },
      { batch: 'О-1', quantity: '-1.500000', value: '-4.5000000000000000', date: '2026-11-20' },
    ]);
    const completed = await request(t.http).get(`/api/StockRequests/${id}`).set(store.keeper.auth).expect(200);
    expect(completed.body).toMatchObject({ state: 2, value: '87.3750000000000000', completedByName: 'Мария Иванова' });
    expect(completed.body.lines[0].lots).toEqual([
      {
        lotId: expect.any(Number),
        batchNumber: 'С-2',
        expiryDate: '2026-12-01',
        quantity: '5.000000',
        value: '63.7500000000000000',
      },
      {
        lotId: expect.any(Number),
        batchNumber: 'С-1',
        expiryDate: '2026-12-20',
        quantity: '1.500000',
        value: '19.1250000000000000',
      },
    ]);
    expect(await balance(store, store.cheese)).toEqual({ quantity: '9.500000', value: '121.1250000000000000' });

    const list = await request(t.http)
      .get(`/api/StockRequests/overview-models?year=2026&state=2&warehouseId=${store.dry}`)
      .set(store.keeper.auth)
      .expect(200);
    expect(list.body).toEqual({
      rowsCount: 1,
      result: [
        expect.objectContaining({
          id,
          number: 1,
          state: 2,
          lineCount: 2,
          warehouseName: 'Сух склад',
          value: '87.3750000000000000',
        }),
      ],
    });
    expect(
      (await request(t.http).get('/api/StockRequests/overview-models?state=1').set(store.keeper.auth).expect(200)).body.rowsCount,
    ).toBe(0);
    const pdf = await request(t.http).get(`/api/StockRequests/receipt/${id}`).set(store.keeper.auth).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    await free(store, id).expect(204);
    expect(await balance(store, store.cheese)).toEqual({ quantity: before.quantity, value: expect.any(String) });
    const [whole, fraction] = (await balance(store, store.cheese)).value.split('.');
    expect(`${whole}.${(fraction ?? '').replace(/0+$/, '')}`.replace(/\.$/, '')).toBe('204');
    expect(
      (
        await t.db.query(
          'SELECT count(*)::int AS n FROM stock_movements WHERE request_line_id IS NOT NULL AND warehouse_id = $1',
          [store.dry],
        )
      ).rows[0].n,
    ).toBe(0);
    expect((await request(t.http).get(`/api/StockRequests/${id}`).set(store.keeper.auth).expect(200)).body).toMatchObject({
      state: 1,
      value: null,
    });

    // Freed, it may be edited and completed again: on the 26th the later lot is there too, and the whole stock goes.
    await save(store, { id, requestDate: '2026-11-26', lines: [{ productId: store.cheese, unit: KG, quantity: '16' }] }).expect(
      200,
    );
    await complete(store, id).expect(200);
    expect(await balance(store, store.cheese)).toEqual({ quantity: '0.000000', value: '0.0000000000000000' });
  });

  it('makes a request from the day’s meal calculation: its products in their own units become the lines', async () => {
    const store = await aStore();
    const other = await aStore(Role.Director);
    const calculation = async (kindergartenId: number, warehouseId: number, products: [number, number, string][]) => {
      const { rows } = await t.db.query(
        `INSERT INTO meal_calculations (kindergarten_id, for_date, warehouse_id) VALUES ($1, '2026-11-20', $2) RETURNING id`,
        [kindergartenId, warehouseId],
      );
      for (const [mealType, productId, quantity] of products) {
        await t.db.query(
          `INSERT INTO meal_calculation_products (kindergarten_id, calculation_id, meal_type, product_id, quantity)
           VALUES ($1, $2, $3, $4, $5)`,
          [kindergartenId, rows[0].id, mealType, productId, quantity],
        );
      }
      return rows[0].id as number;
    };
    // Cheese at breakfast and lunch (1.2 + 0.3456 kg), oil at lunch.
    const id = await calculation(store.kindergartenId, store.dry, [
      [1, store.cheese, '1.2'],
      [2, store.cheese, '0.3456'],
      [2, store.oil, '0.25'],
    ]);
    const saved = await save(store, { mealCalculationId: id, lines: [] }).expect(200);
    const details = await request(t.http).get(`/api/StockRequests/${saved.body.entityId}`).set(store.keeper.auth).expect(200);
    expect(details.body.mealCalculationId).toBe(id);
    expect(
      details.body.lines.map((line: { productId: number; unit: number; quantity: string }) => [
        line.productId,
        line.unit,
        line.quantity,
      ]),
    ).toEqual(
      [
        [store.cheese, KG, '1.546'],
        [store.oil, LITRE, '0.250'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    // One request per calculation: the calculation's page links to it, and a second one is refused.
    const header = await request(t.http).get(`/api/Meals/calculations/attendances/${id}`).set(store.keeper.auth).expect(200);
    expect(header.body.stockRequests).toEqual([
      { id: saved.body.entityId, number: details.body.number, warehouseName: 'Сух склад', completed: false },
    ]);
    expect((await save(store, { mealCalculationId: id, lines: [] }).expect(409)).body.message).toBe(
      stockOutflowMessages.calculationHasRequests([details.body.number]),
    );
    const foreign = await calculation(other.kindergartenId, other.dry, [[1, other.cheese, '1']]);
    expect((await save(store, { mealCalculationId: foreign, lines: [] }).expect(404)).body.message).toBe(
      stockOutflowMessages.mealCalculationNotFound,
    );
  });

  it('makes one request per warehouse from the calculation: each product from where it is, all at once, once', async () => {
    const store = await aStore();
    const cold = await aWarehouse(t.db, store.kindergartenId, 'Хладилна камера');
    const beans = await aStockProduct(t.db, store.kindergartenId, KG, {}, 'Боб');
    const flour = await aStockProduct(t.db, store.kindergartenId, KG, {}, 'Брашно');
    const receiveIn = (warehouseId: number, lines: object[]) =>
      request(t.http)
        .post('/api/UnitedStockReceipts')
        .set(store.keeper.auth)
        .send({
          supplierId: store.supplierId,
          warehouseId,
          receiptDate: '2026-11-02',
          invoiceNumber: 'Ф-2',
          invoiceDate: '2026-11-02',
          lines,
        })
        .expect(200);
    // Cheese only in the cold room; oil 1 l in the dry store and 2 l in the cold room; flour enough in both; beans nowhere.
    await receiveIn(store.dry, [
      aLine(store.oil, { unit: LITRE, quantity: '1', unitPrice: '3' }),
      aLine(flour, { quantity: '10', unitPrice: '1' }),
    ]);
    await receiveIn(cold, [
      aLine(store.cheese, { quantity: '5', unitPrice: '10' }),
      aLine(store.oil, { unit: LITRE, quantity: '2', unitPrice: '3' }),
      aLine(flour, { quantity: '20', unitPrice: '1' }),
      // An expired lot is not counted: a request does not issue it.
      aLine(beans, { quantity: '9', unitPrice: '2', expiryDate: '2026-11-10' }),
    ]);
    const { rows } = await t.db.query(
      `INSERT INTO meal_calculations (kindergarten_id, for_date, warehouse_id) VALUES ($1, '2026-11-20', $2) RETURNING id`,
      [store.kindergartenId, store.dry],
    );
    const calculationId: number = rows[0].id;
    for (const [productId, quantity] of [
      [store.cheese, '1.2004'],
      [store.oil, '2.5'],
      [flour, '3'],
      [beans, '0.8'],
    ] as const) {
      await t.db.query(
        `INSERT INTO meal_calculation_products (kindergarten_id, calculation_id, meal_type, product_id, quantity)
         VALUES ($1, $2, 2, $3, $4)`,
        [store.kindergartenId, calculationId, productId, quantity],
      );
    }
    const make = (auth: Record<string, string>, id: number | string = calculationId) =>
      request(t.http).post(`/api/StockRequests/from-calculation/${id}`).set(auth);

    const teacher = await aSignedInMember(t, Role.Teacher, store.kindergartenId);
    await make(teacher.auth).expect(403);
    const stranger = await aStore(Role.Director);
    expect((await make(stranger.keeper.auth).expect(404)).body.message).toBe(stockOutflowMessages.mealCalculationNotFound);
    await make(store.keeper.auth, 'едно').expect(400);

    // Two storekeepers press the button at once: the requests are made once.
    const [first, second] = await Promise.all([make(store.keeper.auth), make(store.keeper.auth)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const made = (first.status === 200 ? first : second).body.requests;
    expect(made.map((row: { warehouseName: string }) => row.warehouseName)).toEqual(['Сух склад', 'Хладилна камера']);
    const lines = async (id: number) =>
      (await request(t.http).get(`/api/StockRequests/${id}`).set(store.keeper.auth).expect(200)).body.lines
        .map((line: { productId: number; quantity: string }) => [line.productId, line.quantity])
        .sort((a: number[], b: number[]) => a[0] - b[0]);
    const byId = (pairs: [number, string][]) => pairs.sort((a, b) => a[0] - b[0]);
    // Oil is split from the warehouse holding the most: 2 l from the cold room, the remaining 0.5 l from the dry store.
    // The dry store (the calculation's own) also issues its flour, and is asked the beans no warehouse can issue.
    expect(await lines(made[0].id)).toEqual(
      byId([
        [store.oil, '0.500'],
        [flour, '3.000'],
        [beans, '0.800'],
      ]),
    );
    // The cold room: the cheese (rounded half up to 3 decimals) and its 2 l of oil.
    expect(await lines(made[1].id)).toEqual(
      byId([
        [store.cheese, '1.200'],
        [store.oil, '2.000'],
      ]),
    );
    const numbers = made.map((row: { number: number }) => row.number);
    expect((await make(store.keeper.auth).expect(409)).body.message).toBe(stockOutflowMessages.calculationHasRequests(numbers));

    // The cold room's request completes; the dry store's names the beans it cannot issue.
    await complete(store, made[1].id).expect(200);
    expect((await complete(store, made[0].id).expect(409)).body.message).toMatch(/^Наличността на „Боб“ в „Сух склад“/);
    const header = await request(t.http)
      .get(`/api/Meals/calculations/attendances/${calculationId}`)
      .set(store.keeper.auth)
      .expect(200);
    expect(header.body.stockRequests).toEqual([
      { ...made[0], completed: false },
      { ...made[1], completed: true },
    ]);
  });

  it('follows the states: complete twice, free a created one, delete or edit a completed one → 409', async () => {
    const store = await aStore();
    await receive(store, '2026-11-02', [aLine(store.cheese, { quantity: '10' })]);
    const id = await aRequest(store, [{ productId: store.cheese, unit: KG, quantity: '1' }]);
    expect((await free(store, id).expect(409)).body.message).toBe(stockOutflowMessages.requestNotCompleted);
    await complete(store, id).expect(200);
    expect((await complete(store, id).expect(409)).body.message).toBe(stockOutflowMessages.requestAlreadyCompleted);
    expect((await request(t.http).delete(`/api/StockRequests/${id}`).set(store.keeper.auth).expect(409)).body.message).toBe(
      stockOutflowMessages.requestCompleted,
    );
    await save(store, { id, lines: [{ productId: store.cheese, unit: KG, quantity: '2' }] }).expect(409);
    expect((await balance(store, store.cheese)).quantity).toBe('9.000000');
  });

  it('refuses more than the warehouse holds on the day, naming the product and what is available', async () => {
    const store = await aStore();
    await receive(store, '2026-11-02', [aLine(store.oil, { unit: LITRE, quantity: '2.5', unitPrice: '3' })]);
    const id = await aRequest(store, [{ productId: store.oil, unit: LITRE, quantity: '3' }]);
    const refused = await complete(store, id).expect(409);
    expect(refused.body.message).toBe(
      'Наличността на „Олио“ в „Сух склад“ към 20.11.2026 е 2,500 л; исканите 3,000 л не могат да бъдат изписани.',
    );
    expect((await t.db.query('SELECT state FROM stock_requests WHERE id = $1', [id])).rows[0].state).toBe(1);
    expect((await balance(store, store.oil)).quantity).toBe('2.500000');
  });

  it('lets exactly one of two storekeepers take the last kilogram at once', async () => {
    const store = await aStore();
    await receive(store, '2026-11-02', [aLine(store.cheese, { quantity: '1' })]);
    const first = await aRequest(store, [{ productId: store.cheese, unit: KG, quantity: '1' }]);
    const second = await aRequest(store, [{ productId: store.cheese, unit: GRAM, quantity: '1000' }]);
    const answers = await Promise.all([complete(store, first), complete(store, second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await balance(store, store.cheese)).toEqual({ quantity: '0.000000', value: '0.00' });
    expect(
      (await t.db.query(`SELECT count(*)::int AS n FROM stock_requests WHERE id = ANY($1) AND state = 2`, [[first, second]]))
        .rows[0].n,
    ).toBe(1);
  });

  it('keeps a receipt whose lot was issued, and lets it go once the request is freed', async () => {
    const store = await aStore();
    const receipt = await receive(store, '2026-11-02', [aLine(store.cheese, { quantity: '4' })]);
    const id = await aRequest(store, [{ productId: store.cheese, unit: KG, quantity: '1' }]);
    await complete(store, id).expect(200);
    const refused = await request(t.http).delete(`/api/UnitedStockReceipts/${receipt}`).set(store.keeper.auth).expect(409);
    expect(refused.body.message).toBe(storageMessages.receiptIssued);
    await free(store, id).expect(204);
    await request(t.http).delete(`/api/UnitedStockReceipts/${receipt}`).set(store.keeper.auth).expect(204);
  });

  it('numbers per year without gaps and deletes only the year’s last request', async () => {
    const store = await aStore();
    const first = await aRequest(store, [{ productId: store.cheese, unit: KG, quantity: '1' }]);
    const second = await aRequest(store, [{ productId: store.cheese, unit: KG, quantity: '1' }]);
    const nextYear = await aRequest(store, [{ productId: store.cheese, unit: KG, quantity: '1' }], { requestDate: '2027-01-04' });
    const refused = await request(t.http).delete(`/api/StockRequests/${first}`).set(store.keeper.auth).expect(409);
    expect(refused.body.message).toBe(stockOutflowMessages.notLastRequest(2));
    await request(t.http).delete(`/api/StockRequests/${second}`).set(store.keeper.auth).expect(204);
    await request(t.http).delete(`/api/StockRequests/${nextYear}`).set(store.keeper.auth).expect(204);
    const again = await aRequest(store, [{ productId: store.cheese, unit: KG, quantity: '1' }]);
    expect((await t.db.query('SELECT number FROM stock_requests WHERE id = $1', [again])).rows[0].number).toBe(2);
    expect((await t.db.query('SELECT 1 FROM stock_request_lines WHERE request_id = $1', [second])).rows).toHaveLength(0);
    const moved = await save(store, {
      id: first,
      requestDate: '2027-02-01',
      lines: [{ productId: store.cheese, unit: KG, quantity: '1' }],
    }).expect(400);
    expect(moved.body.errors).toEqual({ requestDate: [stockOutflowMessages.yearChanged(2026)] });
  });

  it('refuses to save, complete, free or delete inside the locked storage-and-kitchen period', async () => {
    const store = await aStore();
    await receive(store, '2026-10-01', [aLine(store.cheese, { quantity: '5' })]);
    const posted = await aRequest(store, [{ productId: store.cheese, unit: KG, quantity: '1' }], { requestDate: '2026-10-20' });
    await complete(store, posted).expect(200);
    const open = await aRequest(store, [{ productId: store.cheese, unit: KG, quantity: '1' }], { requestDate: '2026-10-21' });
    await t.db.query(`INSERT INTO module_locks (kindergarten_id, lock_group, locked_until) VALUES ($1, $2, '2026-10-31')`, [
      store.kindergartenId,
      ModuleLockGroup.StorageAndKitchen,
    ]);
    const locked = 'Модулът „Склад и кухня“ е заключен до 31.10.2026 включително.';
    expect(
      (
        await save(store, { requestDate: '2026-10-30', lines: [{ productId: store.cheese, unit: KG, quantity: '1' }] }).expect(
          409,
        )
      ).body.message,
    ).toBe(locked);
    await save(store, {
      id: open,
      requestDate: '2026-11-03',
      lines: [{ productId: store.cheese, unit: KG, quantity: '1' }],
    }).expect(409);
    expect((await complete(store, open).expect(409)).body.message).toBe(locked);
    expect((await free(store, posted).expect(409)).body.message).toBe(locked);
    await request(t.http).delete(`/api/StockRequests/${open}`).set(store.keeper.auth).expect(409);
    expect((await balance(store, store.cheese)).quantity).toBe('4.000000');
  });

  it('answers 401 without a token on every call', async () => {
    await request(t.http).get('/api/StockRequests/overview-models').expect(401);
    await request(t.http).get('/api/StockRequests/1').expect(401);
    await request(t.http).get('/api/StockRequests/receipt/1').expect(401);
    await request(t.http).post('/api/StockRequests/create-request').send({}).expect(401);
    await request(t.http).post('/api/StockRequests/complete/1').expect(401);
    await request(t.http).post('/api/StockRequests/from-calculation/1').expect(401);
    await request(t.http).delete('/api/StockRequests/free/1').expect(401);
    await request(t.http).delete('/api/StockRequests/1').expect(401);
  });

  it('answers 403 to a teacher and a parent on every call, and changes nothing', async () => {
    const store = await aStore();
    await receive(store, '2026-11-02', [aLine(store.cheese, { quantity: '5' })]);
    const id = await aRequest(store, [{ productId: store.cheese, unit: KG, quantity: '1' }]);
    for (const role of [Role.Teacher, Role.Parent]) {
      const other = await aSignedInMember(t, role, store.kindergartenId);
      await request(t.http).get('/api/StockRequests/overview-models').set(other.auth).expect(403);
      await request(t.http).get(`/api/StockRequests/${id}`).set(other.auth).expect(403);
      await request(t.http).get(`/api/StockRequests/receipt/${id}`).set(other.auth).expect(403);
      await request(t.http)
        .post('/api/StockRequests/create-request')
        .set(other.auth)
        .send({
          warehouseId: store.dry,
          requestDate: '2026-11-20',
          lines: [{ productId: store.cheese, unit: KG, quantity: '1' }],
        })
        .expect(403);
      await request(t.http).post(`/api/StockRequests/complete/${id}`).set(other.auth).expect(403);
      await request(t.http).delete(`/api/StockRequests/free/${id}`).set(other.auth).expect(403);
      await request(t.http).delete(`/api/StockRequests/${id}`).set(other.auth).expect(403);
    }
    expect((await t.db.query('SELECT state FROM stock_requests WHERE id = $1', [id])).rows[0].state).toBe(1);
  });

  it('answers 404 for another kindergarten’s request, warehouse or product', async () => {
    const owner = await aStore();
    const stranger = await aStore(Role.Director);
    await receive(owner, '2026-11-02', [aLine(owner.cheese, { quantity: '5' })]);
    const id = await aRequest(owner, [{ productId: owner.cheese, unit: KG, quantity: '1' }]);
    await request(t.http).get(`/api/StockRequests/${id}`).set(stranger.keeper.auth).expect(404);
    await request(t.http).get(`/api/StockRequests/receipt/${id}`).set(stranger.keeper.auth).expect(404);
    await complete(stranger, id).expect(404);
    await free(stranger, id).expect(404);
    await request(t.http).delete(`/api/StockRequests/${id}`).set(stranger.keeper.auth).expect(404);
    await save(stranger, { id, lines: [{ productId: stranger.cheese, unit: KG, quantity: '1' }] }).expect(404);
    await save(stranger, { warehouseId: owner.dry, lines: [{ productId: stranger.cheese, unit: KG, quantity: '1' }] }).expect(
      404,
    );
    await save(stranger, { lines: [{ productId: owner.cheese, unit: KG, quantity: '1' }] }).expect(404);
    expect(
      (await request(t.http).get('/api/StockRequests/overview-models').set(stranger.keeper.auth).expect(200)).body.rowsCount,
    ).toBe(0);
    expect((await t.db.query('SELECT state FROM stock_requests WHERE id = $1', [id])).rows[0].state).toBe(1);
  });

  it('answers 400 with Bulgarian messages for a bad body, unit or query', async () => {
    const store = await aStore();
    const bad = await save(store, { warehouseId: 'склад', requestDate: '31.11.2026', lines: [] }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['requestDate', 'warehouseId']);
    expect((await save(store, { lines: [] }).expect(400)).body.errors).toEqual({ lines: [stockOutflowMessages.noLines] });
    const lines = await save(store, {
      lines: [
        { productId: store.cheese, unit: 9, quantity: '1' },
        { productId: store.cheese, unit: KG, quantity: '-1' },
        { productId: store.cheese, unit: KG, quantity: '1.2345' },
      ],
    }).expect(400);
    expect(lines.body.errors).toEqual({
      'lines.0.unit': ['Изберете мерна единица.'],
      'lines.1.quantity': [stockOutflowMessages.quantity],
      'lines.2.quantity': [stockOutflowMessages.quantity],
    });
    const piece = await save(store, { lines: [{ productId: store.oil, unit: 1, quantity: '2' }] }).expect(400);
    expect(piece.body.errors).toEqual({ 'lines.0.unit': [storageMessages.unitNotConvertible('Олио', 'Брой')] });
    await request(t.http).get('/api/StockRequests/overview-models?state=5').set(store.keeper.auth).expect(400);
    await request(t.http).post('/api/StockRequests/complete/abc').set(store.keeper.auth).expect(400);
  });
});
