import { ModuleLockGroup, Role, storageMessages } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aLine, aStockProduct, aSupplier, aWarehouse } from './storage-factories.js';

const KG = 3;
const PIECE = 1;
const GRAM = 2;

/** Stock receipts: docs/storage.md "Stock receipts". */
describe('/api/UnitedStockReceipts: stock receipts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** A storekeeper's kindergarten with a supplier, a warehouse, flour (kg) and eggs (pieces of 60 g). */
  async function aStore(role = Role.Manciple) {
    const keeper = await aSignedInMember(t, role);
    const kindergartenId = keeper.kindergartenId;
    return {
      keeper,
      kindergartenId,
      supplierId: await aSupplier(t.db, kindergartenId, 'Мелница Добруджа'),
      warehouseId: await aWarehouse(t.db, kindergartenId, 'Сух склад'),
      flour: await aStockProduct(t.db, kindergartenId, KG, {}, 'Брашно тип 500'),
      eggs: await aStockProduct(t.db, kindergartenId, PIECE, { [PIECE]: '60' }, 'Яйца L'),
    };
  }
  type Store = Awaited<ReturnType<typeof aStore>>;

  const receipt = (store: Store, values: Record<string, unknown> = {}) => ({
    supplierId: store.supplierId,
    warehouseId: store.warehouseId,
    receiptDate: '2026-11-20',
    invoiceNumber: '0000012345',
    invoiceDate: '2026-11-20',
    lines: [aLine(store.flour, { quantity: '25', unitPrice: '1.18' })],
    ...values,
  });
  const post = (store: Store, body: object) => request(t.http).post('/api/UnitedStockReceipts').set(store.keeper.auth).send(body);

  it('posts a receipt: numbered, lines converted to the product’s unit, accepted lots into the ledger, rejected ones only recorded', async () => {
    const store = await aStore();
    expect(
      (await request(t.http).get('/api/UnitedStockReceipts/next-number?year=2026').set(store.keeper.auth).expect(200)).body,
    ).toEqual({
      number: 1,
    });
    const body = receipt(store, {
      note: 'Доставка по заявка',
      lines: [
        aLine(store.flour, { unit: GRAM, quantity: '2500', unitPrice: '0.00118', batchNumber: 'B-7', expiryDate: '2027-05-01' }),
        aLine(store.eggs, { unit: PIECE, quantity: '90', unitPrice: '0.31', batchNumber: 'E-1', expiryDate: '2026-12-10' }),
        aLine(store.eggs, { unit: KG, quantity: '1.2', unitPrice: '5', checkResult: 2, checkNote: 'Счупени яйца' }),
      ],
    });
    const created = await post(store, body).expect(200);
    const id = created.body.entityId;

    const { rows: receipts } = await t.db.query(
      `SELECT kindergarten_id, year, number, receipt_date::text, created_by FROM stock_receipts WHERE id = $1`,
      [id],
    );
    expect(receipts).toEqual([
      {
        kindergarten_id: store.kindergartenId,
        year: 2026,
        number: 1,
        receipt_date: '2026-11-20',
        created_by: store.keeper.user.id,
      },
    ]);
    const { rows: lines } = await t.db.query(
      `SELECT position, unit, quantity::text, base_quantity::text, value::text, check_result, check_note
         FROM stock_receipt_lines WHERE receipt_id = $1 ORDER BY position`,
      [id],
    );
    expect(lines).toEqual([
      {
        position: 1,
        unit: GRAM,
        quantity: '2500.000',
        base_quantity: '2.500000',
        value: '2.95000',
        check_result: 1,
        check_note: null,
      },
      {
        position: 2,
        unit: PIECE,
        quantity: '90.000',
        base_quantity: '90.000000',
        value: '27.90',
        check_result: 1,
        check_note: null,
      },
      {
        position: 3,
        unit: KG,
        quantity: '1.200',
        base_quantity: '20.000000',
        value: '6.0',
        check_result: 2,
        check_note: 'Счупени яйца',
      },
    ]);
    const { rows: movements } = await t.db.query(
      `SELECT m.product_id, m.movement_date::text, m.kind, m.quantity::text, m.value::text, lot.batch_number, lot.expiry_date::text
         FROM stock_movements m JOIN stock_lots lot ON lot.id = m.lot_id
        WHERE m.kindergarten_id = $1 ORDER BY m.product_id`,
      [store.kindergartenId],
    );
    expect(movements).toEqual([
      {
        product_id: store.flour,
        movement_date: '2026-11-20',
        kind: 1,
        quantity: '2.500000',
        value: '2.95000',
        batch_number: 'B-7',
        expiry_date: '2027-05-01',
      },
      {
        product_id: store.eggs,
        movement_date: '2026-11-20',
        kind: 1,
        quantity: '90.000000',
        value: '27.90',
        batch_number: 'E-1',
        expiry_date: '2026-12-10',
      },
    ]);
    const { rows: balances } = await t.db.query(
      `SELECT product_id, quantity::numeric(12,3)::text AS quantity, value::numeric(12,5)::text AS value FROM stock_balances
        WHERE kindergarten_id = $1 ORDER BY product_id`,
      [store.kindergartenId],
    );
    expect(balances).toEqual([
      { product_id: store.flour, quantity: '2.500', value: '2.95000' },
      { product_id: store.eggs, quantity: '90.000', value: '27.90000' },
    ]);

    const list = await request(t.http)
      .get('/api/UnitedStockReceipts/overview-models?year=2026')
      .set(store.keeper.auth)
      .expect(200);
    expect(list.body).toEqual({
      rowsCount: 1,
      result: [
        expect.objectContaining({
          id,
          number: 1,
          supplierName: 'Мелница Добруджа',
          warehouseName: 'Сух склад',
          lineCount: 3,
          total: '30.85',
          isLast: true,
        }),
      ],
    });
    const details = await request(t.http).get(`/api/UnitedStockReceipts/${id}`).set(store.keeper.auth).expect(200);
    expect(details.body).toMatchObject({
      number: 1,
      note: 'Доставка по заявка',
      canDelete: true,
      lines: [{ productName: 'Брашно тип 500', baseQuantity: '2.500000' }, {}, { checkResult: 2 }],
    });
    const pdf = await request(t.http)
      .get(`/api/UnitedStockReceipts/united-stock-receipt/${id}`)
      .set(store.keeper.auth)
      .expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('filename*=');
    expect(
      (await request(t.http).get('/api/UnitedStockReceipts/next-number?year=2026').set(store.keeper.auth).expect(200)).body
        .number,
    ).toBe(2);
  });

  it('numbers without gaps per kindergarten and year, even when two receipts are saved at once', async () => {
    const store = await aStore();
    const [first, second] = await Promise.all([post(store, receipt(store)), post(store, receipt(store))]);
    expect([first.status, second.status]).toEqual([200, 200]);
    await post(store, receipt(store, { receiptDate: '2027-01-04', invoiceDate: '2027-01-04' })).expect(200);
    const { rows } = await t.db.query(
      `SELECT year, number FROM stock_receipts WHERE kindergarten_id = $1 ORDER BY year, number`,
      [store.kindergartenId],
    );
    expect(rows).toEqual([
      { year: 2026, number: 1 },
      { year: 2026, number: 2 },
      { year: 2027, number: 1 },
    ]);
  });

  it('deletes only the year’s last receipt, gives its number back and takes its stock off the balances', async () => {
    const store = await aStore();
    const first = (await post(store, receipt(store)).expect(200)).body.entityId;
    const second = (
      await post(store, receipt(store, { lines: [aLine(store.flour, { quantity: '5', unitPrice: '1.30' })] })).expect(200)
    ).body.entityId;
    const refused = await request(t.http).delete(`/api/UnitedStockReceipts/${first}`).set(store.keeper.auth).expect(409);
    expect(refused.body.message).toBe(storageMessages.notLastReceipt(2));
    expect(
      (await request(t.http).get(`/api/UnitedStockReceipts/${first}`).set(store.keeper.auth).expect(200)).body.canDelete,
    ).toBe(false);

    await request(t.http).delete(`/api/UnitedStockReceipts/${second}`).set(store.keeper.auth).expect(204);
    expect((await t.db.query('SELECT 1 FROM stock_receipts WHERE id = $1', [second])).rows).toEqual([]);
    const { rows } = await t.db.query(
      `SELECT quantity::numeric(12,3)::text AS quantity, value::numeric(12,2)::text AS value FROM stock_balances WHERE kindergarten_id = $1`,
      [store.kindergartenId],
    );
    expect(rows).toEqual([{ quantity: '25.000', value: '29.50' }]);
    const again = (await post(store, receipt(store)).expect(200)).body.entityId;
    expect((await t.db.query('SELECT number FROM stock_receipts WHERE id = $1', [again])).rows).toEqual([{ number: 2 }]);
  });

  it('refuses to delete a receipt whose stock has moved since (an issue of its lot)', async () => {
    const store = await aStore();
    const id = (await post(store, receipt(store)).expect(200)).body.entityId;
    // A stock request of 1 kg of its flour, completed (docs/storage.md "Stock requests").
    const issue = await request(t.http)
      .post('/api/StockRequests/create-request')
      .set(store.keeper.auth)
      .send({
        warehouseId: store.warehouseId,
        requestDate: '2026-11-21',
        lines: [{ productId: store.flour, unit: KG, quantity: '1' }],
      })
      .expect(200);
    await request(t.http).post(`/api/StockRequests/complete/${issue.body.entityId}`).set(store.keeper.auth).expect(200);
    const refused = await request(t.http).delete(`/api/UnitedStockReceipts/${id}`).set(store.keeper.auth).expect(409);
    expect(refused.body.message).toBe(storageMessages.receiptIssued);
    expect((await request(t.http).get(`/api/UnitedStockReceipts/${id}`).set(store.keeper.auth).expect(200)).body.canDelete).toBe(
      false,
    );
    expect((await t.db.query('SELECT 1 FROM stock_receipts WHERE id = $1', [id])).rows).toHaveLength(1);
  });

  it('refuses a receipt dated inside the locked storage-and-kitchen period, and its deletion there', async () => {
    const store = await aStore();
    const id = (await post(store, receipt(store, { receiptDate: '2026-10-15', invoiceDate: '2026-10-15' })).expect(200)).body
      .entityId;
    await t.db.query(`INSERT INTO module_locks (kindergarten_id, lock_group, locked_until) VALUES ($1, $2, '2026-10-31')`, [
      store.kindergartenId,
      ModuleLockGroup.StorageAndKitchen,
    ]);
    const refused = await post(store, receipt(store, { receiptDate: '2026-10-31', invoiceDate: '2026-10-30' })).expect(409);
    expect(refused.body.message).toBe('Модулът „Склад и кухня“ е заключен до 31.10.2026 включително.');
    await request(t.http).delete(`/api/UnitedStockReceipts/${id}`).set(store.keeper.auth).expect(409);
    await post(store, receipt(store, { receiptDate: '2026-11-02', invoiceDate: '2026-10-30' })).expect(200);
    expect(
      (await t.db.query('SELECT number FROM stock_receipts WHERE kindergarten_id = $1 ORDER BY number', [store.kindergartenId]))
        .rows,
    ).toEqual([{ number: 1 }, { number: 2 }]);
  });

  it('answers 401 without a token on every call', async () => {
    await request(t.http).get('/api/UnitedStockReceipts/next-number').expect(401);
    await request(t.http).get('/api/UnitedStockReceipts/overview-models').expect(401);
    await request(t.http).get('/api/UnitedStockReceipts/1').expect(401);
    await request(t.http).get('/api/UnitedStockReceipts/united-stock-receipt/1').expect(401);
    await request(t.http).post('/api/UnitedStockReceipts').send({}).expect(401);
    await request(t.http).delete('/api/UnitedStockReceipts/1').expect(401);
  });

  it('answers 403 to a teacher on every call, and writes nothing', async () => {
    const store = await aStore();
    const id = (await post(store, receipt(store)).expect(200)).body.entityId;
    const teacher = await aSignedInMember(t, Role.Teacher, store.kindergartenId);
    await request(t.http).get('/api/UnitedStockReceipts/next-number').set(teacher.auth).expect(403);
    await request(t.http).get('/api/UnitedStockReceipts/overview-models').set(teacher.auth).expect(403);
    await request(t.http).get(`/api/UnitedStockReceipts/${id}`).set(teacher.auth).expect(403);
    await request(t.http).get(`/api/UnitedStockReceipts/united-stock-receipt/${id}`).set(teacher.auth).expect(403);
    await request(t.http).post('/api/UnitedStockReceipts').set(teacher.auth).send(receipt(store)).expect(403);
    await request(t.http).delete(`/api/UnitedStockReceipts/${id}`).set(teacher.auth).expect(403);
    expect(
      (await t.db.query('SELECT count(*)::int AS n FROM stock_receipts WHERE kindergarten_id = $1', [store.kindergartenId])).rows,
    ).toEqual([{ n: 1 }]);
  });

  it('answers 404 for another kindergarten’s receipt, supplier, warehouse, product or manufacturer', async () => {
    const owner = await aStore();
    const stranger = await aStore(Role.Director);
    const id = (await post(owner, receipt(owner)).expect(200)).body.entityId;
    await request(t.http).get(`/api/UnitedStockReceipts/${id}`).set(stranger.keeper.auth).expect(404);
    await request(t.http).get(`/api/UnitedStockReceipts/united-stock-receipt/${id}`).set(stranger.keeper.auth).expect(404);
    await request(t.http).delete(`/api/UnitedStockReceipts/${id}`).set(stranger.keeper.auth).expect(404);
    expect(
      (await request(t.http).get('/api/UnitedStockReceipts/overview-models').set(stranger.keeper.auth).expect(200)).body
        .rowsCount,
    ).toBe(0);
    const foreignManufacturer = (
      await t.db.query(`INSERT INTO manufacturers (kindergarten_id, name) VALUES ($1, 'Чужд') RETURNING id`, [
        owner.kindergartenId,
      ])
    ).rows[0].id;
    for (const body of [
      receipt(stranger, { supplierId: owner.supplierId }),
      receipt(stranger, { warehouseId: owner.warehouseId }),
      receipt(stranger, { lines: [aLine(owner.flour)] }),
      receipt(stranger, { lines: [aLine(stranger.flour, { manufacturerId: foreignManufacturer })] }),
    ]) {
      await post(stranger, body).expect(404);
    }
    expect((await t.db.query('SELECT 1 FROM stock_receipts WHERE kindergarten_id = $1', [stranger.kindergartenId])).rows).toEqual(
      [],
    );
    expect(
      (await t.db.query('SELECT 1 FROM stock_movements WHERE id IS NOT NULL AND kindergarten_id = $1', [stranger.kindergartenId]))
        .rows,
    ).toEqual([]);
  });

  it('answers 400 with Bulgarian field messages and posts nothing', async () => {
    const store = await aStore();
    const empty = await post(store, receipt(store, { lines: [], invoiceNumber: '' })).expect(400);
    expect(empty.body.errors).toEqual({ invoiceNumber: ['Полето е задължително.'], lines: [storageMessages.noLines] });
    const bad = await post(
      store,
      receipt(store, {
        lines: [
          aLine(store.flour, { quantity: '0', unitPrice: '-1' }),
          aLine(store.eggs, { unit: PIECE, checkResult: 2 }),
          aLine(store.flour, { expiryDate: '2026-11-19' }),
        ],
      }),
    ).expect(400);
    expect(bad.body.errors).toEqual({
      'lines.0.quantity': [storageMessages.quantity],
      'lines.0.unitPrice': [storageMessages.unitPrice],
      'lines.1.checkNote': [storageMessages.rejectionNote],
      'lines.2.expiryDate': [storageMessages.expiredOnReceipt],
    });
    const allRejected = await post(
      store,
      receipt(store, { lines: [aLine(store.flour, { checkResult: 2, checkNote: 'Мухъл' })] }),
    ).expect(400);
    expect(allRejected.body.errors).toEqual({ lines: [storageMessages.allRejected] });
    const noConversion = await aStockProduct(t.db, store.kindergartenId, PIECE, {}, 'Кисело мляко 400 г');
    const unconvertible = await post(
      store,
      receipt(store, { lines: [aLine(store.flour), aLine(noConversion, { unit: KG })] }),
    ).expect(400);
    expect(unconvertible.body.errors).toEqual({
      'lines.1.unit': [storageMessages.unitNotConvertible('Кисело мляко 400 г', 'Килограм')],
    });
    await request(t.http)
      .get('/api/UnitedStockReceipts/overview-models?orderByColumn=invoice')
      .set(store.keeper.auth)
      .expect(400);
    await request(t.http).get('/api/UnitedStockReceipts/next-number?year=abc').set(store.keeper.auth).expect(400);
    await request(t.http).get('/api/UnitedStockReceipts/0').set(store.keeper.auth).expect(400);
    expect((await t.db.query('SELECT 1 FROM stock_receipts WHERE kindergarten_id = $1', [store.kindergartenId])).rows).toEqual(
      [],
    );
    expect(
      (
        await t.db.query('SELECT 1 FROM document_numbers WHERE kind = $1 AND kindergarten_id = $2', [
          'stock-receipt',
          store.kindergartenId,
        ])
      ).rows,
    ).toEqual([]);
  });
});
