import { ModuleLockGroup, Role, stockReferenceMessages } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aLine, aStockProduct, aSupplier, aWarehouse } from './storage-factories.js';

const KG = 3;
const DECLARATIONS = '/api/InventoryDeclarations';

/** Inventory declarations: docs/storage.md "Inventory declarations". */
describe('/api/InventoryDeclarations: inventory declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A storekeeper's warehouse with flour from two deliveries (15 kg for 19.50 €), butter (2 kg, 16 €) and sugar (none). */
  async function aStore(role = Role.Manciple) {
    const keeper = await aSignedInMember(t, role);
    const kindergartenId = keeper.kindergartenId;
    const store = {
      keeper,
      kindergartenId,
      supplierId: await aSupplier(t.db, kindergartenId),
      warehouseId: await aWarehouse(t.db, kindergartenId, 'Сух склад'),
      flour: await aStockProduct(t.db, kindergartenId, KG, {}, 'Брашно'),
      butter: await aStockProduct(t.db, kindergartenId, KG, {}, 'Масло'),
      sugar: await aStockProduct(t.db, kindergartenId, KG, {}, 'Захар'),
    };
    await receive(store, '2026-11-02', [
      aLine(store.flour, { quantity: '10', unitPrice: '1.20', batchNumber: 'F-1', expiryDate: '2027-01-31' }),
      aLine(store.butter, { quantity: '2', unitPrice: '8', batchNumber: 'B-1', expiryDate: '2026-12-31' }),
    ]);
    await receive(store, '2026-11-05', [
      aLine(store.flour, { quantity: '5', unitPrice: '1.50', batchNumber: 'F-2', expiryDate: '2026-12-20' }),
    ]);
    return store;
  }
  type Store = Awaited<ReturnType<typeof aStore>>;

  const receive = (store: Omit<Store, 'flour'> & { flour: number }, receiptDate: string, lines: object[]) =>
    request(t.http)
      .post('/api/UnitedStockReceipts')
      .set(store.keeper.auth)
      .send({
        supplierId: store.supplierId,
        warehouseId: store.warehouseId,
        receiptDate,
        invoiceNumber: 'Ф-1',
        invoiceDate: receiptDate,
        lines,
      })
      .expect(200);
  const commission = [
    { name: 'Мария Петрова', position: 'Директор' },
    { name: 'Иван Колев', position: 'Домакин' },
  ];
  const declaration = (store: Store, values: Record<string, unknown> = {}) => ({
    warehouseId: store.warehouseId,
    declarationDate: '2026-11-30',
    commission,
    lines: [
      { productId: store.flour, countedQuantity: '14' },
      { productId: store.butter, countedQuantity: '2.5' },
      { productId: store.sugar, countedQuantity: '3', unitPrice: '1.10' },
    ],
    ...values,
  });
  const post = (store: Store, body: object) => request(t.http).post(DECLARATIONS).set(store.keeper.auth).send(body);
  const balances = async (store: Store) =>
    (
      await t.db.query(
        `SELECT product_id, quantity::numeric(12,3)::text AS quantity, value::numeric(12,4)::text AS value
           FROM stock_balances WHERE kindergarten_id = $1 ORDER BY product_id`,
        [store.kindergartenId],
      )
    ).rows;

  it('saves and posts a declaration: a shortage taken earliest-expiry-first at the average price, surpluses as new lots', async () => {
    const store = await aStore();
    expect((await request(t.http).get(`${DECLARATIONS}/next-number?year=2026`).set(store.keeper.auth).expect(200)).body).toEqual({
      number: 1,
    });
    const book = await request(t.http)
      .get(`/api/StockReferences/stock-inventory-list?warehouseId=${store.warehouseId}&date=2026-11-30`)
      .set(store.keeper.auth)
      .expect(200);
    expect(book.body).toEqual([
      {
        productId: store.flour,
        productName: 'Брашно',
        unit: KG,
        quantity: '15.000000',
        value: '19.50',
        averagePrice: '1.3000000000',
      },
      {
        productId: store.butter,
        productName: 'Масло',
        unit: KG,
        quantity: '2.000000',
        value: '16',
        averagePrice: '8.0000000000',
      },
    ]);

    const id = (await post(store, declaration(store, { note: 'Годишна инвентаризация' })).expect(200)).body.entityId;
    const { rows: headers } = await t.db.query(
      `SELECT year, number, declaration_date::text, commission, note, created_by FROM inventory_declarations WHERE id = $1`,
      [id],
    );
    expect(headers).toEqual([
      {
        year: 2026,
        number: 1,
        declaration_date: '2026-11-30',
        commission,
        note: 'Годишна инвентаризация',
        created_by: store.keeper.user.id,
      },
    ]);
    // Flour: 14 counted of 15 → 1 kg short at 1.30 € from lot F-2 (expires first). Butter +0.5 kg at 8 €; sugar +3 kg at 1.10 €.
    const { rows: movements } = await t.db.query(
      `SELECT m.kind, m.product_id, lot.batch_number, m.movement_date::text, m.quantity::numeric(12,3)::text AS quantity,
              m.value::numeric(12,4)::text AS value
         FROM stock_movements m JOIN stock_lots lot ON lot.id = m.lot_id
         JOIN inventory_declaration_lines l ON l.id = m.inventory_line_id WHERE l.declaration_id = $1 ORDER BY l.position`,
      [id],
    );
    expect(movements).toEqual([
      {
        kind: 5,
        product_id: store.flour,
        batch_number: 'F-2',
        movement_date: '2026-11-30',
        quantity: '-1.000',
        value: '-1.3000',
      },
      { kind: 4, product_id: store.butter, batch_number: null, movement_date: '2026-11-30', quantity: '0.500', value: '4.0000' },
      { kind: 4, product_id: store.sugar, batch_number: null, movement_date: '2026-11-30', quantity: '3.000', value: '3.3000' },
    ]);
    expect(await balances(store)).toEqual([
      { product_id: store.flour, quantity: '14.000', value: '18.2000' },
      { product_id: store.butter, quantity: '2.500', value: '20.0000' },
      { product_id: store.sugar, quantity: '3.000', value: '3.3000' },
    ]);

    const details = await request(t.http).get(`${DECLARATIONS}/${id}`).set(store.keeper.auth).expect(200);
    expect(details.body).toMatchObject({
      number: 1,
      warehouseName: 'Сух склад',
      lineCount: 3,
      isLast: true,
      canDelete: true,
      commission,
      lines: [
        expect.objectContaining({
          productName: 'Брашно',
          bookQuantity: '15.000000',
          countedQuantity: '14.000000',
          differenceQuantity: '-1.000000',
        }),
        expect.objectContaining({ productName: 'Масло', differenceQuantity: '0.500000', differenceValue: '4.0000000000000000' }),
        expect.objectContaining({
          productName: 'Захар',
          bookQuantity: '0',
          differenceQuantity: '3.000000',
          unitPrice: '1.10000',
          differenceValue: '3.30000000',
        }),
      ],
    });
    expect(Number(details.body.surplusValue)).toBe(7.3);
    expect(Number(details.body.shortageValue)).toBe(-1.3);
    const list = await request(t.http).get(`${DECLARATIONS}/overview-models?year=2026`).set(store.keeper.auth).expect(200);
    expect(list.body).toEqual({ result: [expect.objectContaining({ id, number: 1, lineCount: 3, isLast: true })], rowsCount: 1 });
    const pdf = await request(t.http).get(`${DECLARATIONS}/receipt/${id}`).set(store.keeper.auth).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await request(t.http).get(`${DECLARATIONS}/next-number?year=2026`).set(store.keeper.auth).expect(200)).body.number,
    ).toBe(2);
  });

  it('refuses bad input with Bulgarian field messages, and a date before the warehouse’s last movement', async () => {
    const store = await aStore();
    const bad = await post(store, {
      warehouseId: store.warehouseId,
      declarationDate: '2026-11-31',
      commission: [{ name: 'Сам', position: '' }],
      lines: [
        { productId: store.flour, countedQuantity: 'много' },
        { productId: store.flour, countedQuantity: '1' },
      ],
    }).expect(400);
    expect(bad.body.errors).toMatchObject({
      commission: [stockReferenceMessages.commissionSize],
      'commission.0.position': ['Въведете длъжността на члена на комисията.'],
      'lines.0.countedQuantity': [stockReferenceMessages.countedQuantity],
      'lines.1.productId': [stockReferenceMessages.duplicateProduct],
    });
    expect(bad.body.errors.declarationDate).toHaveLength(1);
    const empty = await post(store, declaration(store, { lines: [] })).expect(400);
    expect(empty.body.errors.lines).toEqual([stockReferenceMessages.noLines]);
    const noPrice = await post(store, declaration(store, { lines: [{ productId: store.sugar, countedQuantity: '1' }] })).expect(
      400,
    );
    expect(noPrice.body.errors['lines.0.unitPrice']).toEqual([stockReferenceMessages.priceNeeded('Захар')]);
    const early = await post(store, declaration(store, { declarationDate: '2026-11-04' })).expect(409);
    expect(early.body.message).toBe(stockReferenceMessages.laterMovements('05.11.2026'));
    expect(
      (await t.db.query('SELECT 1 FROM inventory_declarations WHERE kindergarten_id = $1', [store.kindergartenId])).rows,
    ).toEqual([]);
    expect(await balances(store)).toEqual([
      { product_id: store.flour, quantity: '15.000', value: '19.5000' },
      { product_id: store.butter, quantity: '2.000', value: '16.0000' },
    ]);
  });

  it('deletes only the year’s last declaration while nothing moved after it, and its postings come off exactly', async () => {
    const store = await aStore();
    const before = await balances(store);
    const first = (await post(store, declaration(store, { declarationDate: '2026-11-06' })).expect(200)).body.entityId;
    const afterFirst = await balances(store);
    const second = (
      await post(store, declaration(store, { lines: [{ productId: store.flour, countedQuantity: '0' }] })).expect(200)
    ).body.entityId;
    // Counted nothing: the whole flour goes, its value to exactly 0.
    expect((await balances(store)).find((row) => row.product_id === store.flour)).toEqual({
      product_id: store.flour,
      quantity: '0.000',
      value: '0.0000',
    });
    const notLast = await request(t.http).delete(`${DECLARATIONS}/${first}`).set(store.keeper.auth).expect(409);
    expect(notLast.body.message).toBe(stockReferenceMessages.movedAfter);
    await request(t.http).delete(`${DECLARATIONS}/${second}`).set(store.keeper.auth).expect(204);
    expect(await balances(store)).toEqual(afterFirst);

    await receive(store, '2026-11-20', [aLine(store.butter, { quantity: '1', unitPrice: '9' })]);
    expect((await request(t.http).get(`${DECLARATIONS}/${first}`).set(store.keeper.auth).expect(200)).body.canDelete).toBe(false);
    const moved = await request(t.http).delete(`${DECLARATIONS}/${first}`).set(store.keeper.auth).expect(409);
    expect(moved.body.message).toBe(stockReferenceMessages.movedAfter);
    const receiptId = (
      await t.db.query('SELECT max(id) AS id FROM stock_receipts WHERE kindergarten_id = $1', [store.kindergartenId])
    ).rows[0].id;
    await request(t.http).delete(`/api/UnitedStockReceipts/${receiptId}`).set(store.keeper.auth).expect(204);
    await request(t.http).delete(`${DECLARATIONS}/${first}`).set(store.keeper.auth).expect(204);
    expect(await balances(store)).toEqual([...before, { product_id: store.sugar, quantity: '0.000', value: '0.0000' }]);
    expect(
      (
        await t.db.query('SELECT 1 FROM stock_lots WHERE inventory_line_id IS NOT NULL AND kindergarten_id = $1', [
          store.kindergartenId,
        ])
      ).rows,
    ).toEqual([]);
    // The numbers came back: the next declaration is № 1 again.
    const again = (await post(store, declaration(store)).expect(200)).body.entityId;
    expect((await t.db.query('SELECT number FROM inventory_declarations WHERE id = $1', [again])).rows).toEqual([{ number: 1 }]);
  });

  it('refuses a declaration dated inside the locked storage-and-kitchen period, and its deletion there', async () => {
    const store = await aStore();
    const id = (await post(store, declaration(store, { declarationDate: '2026-11-10' })).expect(200)).body.entityId;
    await t.db.query(`INSERT INTO module_locks (kindergarten_id, lock_group, locked_until) VALUES ($1, $2, '2026-11-15')`, [
      store.kindergartenId,
      ModuleLockGroup.StorageAndKitchen,
    ]);
    const refused = await post(store, declaration(store, { declarationDate: '2026-11-15' })).expect(409);
    expect(refused.body.message).toBe('Модулът „Склад и кухня“ е заключен до 15.11.2026 включително.');
    await request(t.http).delete(`${DECLARATIONS}/${id}`).set(store.keeper.auth).expect(409);
    expect(
      (
        await t.db.query('SELECT count(*)::int AS n FROM inventory_declarations WHERE kindergarten_id = $1', [
          store.kindergartenId,
        ])
      ).rows,
    ).toEqual([{ n: 1 }]);
  });

  it('answers 401 without a token, 403 to a teacher and 404 for another kindergarten’s declaration, warehouse or product', async () => {
    for (const path of ['next-number', 'overview-models', '1', 'receipt/1'])
      await request(t.http).get(`${DECLARATIONS}/${path}`).expect(401);
    await request(t.http).post(DECLARATIONS).send({}).expect(401);
    await request(t.http).delete(`${DECLARATIONS}/1`).expect(401);

    const owner = await aStore();
    const id = (await post(owner, declaration(owner)).expect(200)).body.entityId;
    const teacher = await aSignedInMember(t, Role.Teacher, owner.kindergartenId);
    for (const path of ['next-number', 'overview-models', `${id}`, `receipt/${id}`]) {
      await request(t.http).get(`${DECLARATIONS}/${path}`).set(teacher.auth).expect(403);
    }
    await request(t.http).post(DECLARATIONS).set(teacher.auth).send(declaration(owner)).expect(403);
    await request(t.http).delete(`${DECLARATIONS}/${id}`).set(teacher.auth).expect(403);

    const stranger = await aStore(Role.Director);
    await request(t.http).get(`${DECLARATIONS}/${id}`).set(stranger.keeper.auth).expect(404);
    await request(t.http).get(`${DECLARATIONS}/receipt/${id}`).set(stranger.keeper.auth).expect(404);
    await request(t.http).delete(`${DECLARATIONS}/${id}`).set(stranger.keeper.auth).expect(404);
    expect(
      (await request(t.http).get(`${DECLARATIONS}/overview-models`).set(stranger.keeper.auth).expect(200)).body.rowsCount,
    ).toBe(0);
    await post(stranger, declaration(stranger, { warehouseId: owner.warehouseId })).expect(404);
    await post(stranger, declaration(stranger, { lines: [{ productId: owner.flour, countedQuantity: '1' }] })).expect(404);
    expect((await t.db.query('SELECT count(*)::int AS n FROM inventory_declarations WHERE id = $1', [id])).rows).toEqual([
      { n: 1 },
    ]);
  });
});
