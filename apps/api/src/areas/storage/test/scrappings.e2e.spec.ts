import { ModuleLockGroup, Role, scrappingTypeLabels, stockOutflowMessages } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aLine, aStockProduct, aSupplier, aWarehouse } from './storage-factories.js';

const GRAM = 2;
const KG = 3;

/** Scrapping protocols: docs/storage.md "Scrappings". */
describe('/api/StockScrappings: a commission writes off a spoiled lot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const commission = [
    { name: 'Мария Иванова', position: 'Домакин' },
    { name: 'Петя Георгиева', position: 'Готвач' },
    { name: 'Иван Петров', position: 'Медицинска сестра' },
  ];

  async function aStore(role = Role.Manciple) {
    const keeper = await aSignedInMember(t, role);
    const kindergartenId = keeper.kindergartenId;
    const store = {
      keeper,
      kindergartenId,
      cold: await aWarehouse(t.db, kindergartenId, 'Хладилна камера'),
      yoghurt: await aStockProduct(t.db, kindergartenId, KG, {}, 'Кисело мляко'),
      butter: await aStockProduct(t.db, kindergartenId, KG, {}, 'Масло'),
      lots: {} as Record<string, number>,
    };
    const supplierId = await aSupplier(t.db, kindergartenId);
    await request(t.http)
      .post('/api/UnitedStockReceipts')
      .set(keeper.auth)
      .send({
        supplierId,
        warehouseId: store.cold,
        receiptDate: '2026-11-02',
        invoiceNumber: 'Ф-7',
        invoiceDate: '2026-11-02',
        lines: [
          aLine(store.yoghurt, { quantity: '6', unitPrice: '2.00', batchNumber: 'КМ-1', expiryDate: '2026-11-12' }),
          aLine(store.yoghurt, { quantity: '4', unitPrice: '2.50', batchNumber: 'КМ-2', expiryDate: '2026-11-30' }),
          aLine(store.butter, { quantity: '2', unitPrice: '12', batchNumber: 'М-1', expiryDate: '2027-01-10' }),
        ],
      })
      .expect(200);
    const { rows } = await t.db.query(`SELECT id, batch_number FROM stock_lots WHERE warehouse_id = $1`, [store.cold]);
    for (const row of rows) store.lots[row.batch_number] = row.id;
    return store;
  }
  type Store = Awaited<ReturnType<typeof aStore>>;

  const body = (store: Store, values: object = {}) => ({
    warehouseId: store.cold,
    scrappingDate: '2026-11-14',
    type: 1,
    reason: 'Изтекъл срок на годност при седмичната проверка.',
    commission,
    lines: [{ productId: store.yoghurt, lotId: store.lots['КМ-1'], unit: GRAM, quantity: '1500' }],
    ...values,
  });
  const save = (store: Store, values: object = {}) =>
    request(t.http).post('/api/StockScrappings/save').set(store.keeper.auth).send(body(store, values));
  const complete = (store: Store, id: number) =>
    request(t.http).post(`/api/StockScrappings/complete/${id}`).set(store.keeper.auth);
  const free = (store: Store, id: number) => request(t.http).delete(`/api/StockScrappings/free/${id}`).set(store.keeper.auth);
  const yoghurt = async (store: Store) =>
    (
      await t.db.query(`SELECT quantity::text, value::text FROM stock_balances WHERE warehouse_id = $1 AND product_id = $2`, [
        store.cold,
        store.yoghurt,
      ])
    ).rows[0];

  it('saves, completes from the named lot at the average price, frees back exactly, and prints the protocol', async () => {
    const store = await aStore();
    const types = await request(t.http).get('/api/StockScrappings/types').set(store.keeper.auth).expect(200);
    expect(types.body).toEqual(Object.entries(scrappingTypeLabels).map(([id, name]) => ({ id: Number(id), name })));
    expect((await request(t.http).get('/api/StockScrappings/next-number/2026').set(store.keeper.auth).expect(200)).body).toEqual({
      number: 1,
    });
    const lots = await request(t.http)
      .get(`/api/StockScrappings/lots?warehouseId=${store.cold}&productId=${store.yoghurt}`)
      .set(store.keeper.auth)
      .expect(200);
    expect(lots.body.map((lot: { batchNumber: string }) => lot.batchNumber)).toEqual(['КМ-1', 'КМ-2']);

    const id = (await save(store).expect(200)).body.entityId;
    expect(
      (await request(t.http).get('/api/StockScrappings/next-number/2026').set(store.keeper.auth).expect(200)).body.number,
    ).toBe(2);
    expect(await yoghurt(store)).toEqual({ quantity: '10.000000', value: '22.00' });
    await complete(store, id).expect(200);
    // 10 kg for 22 € (2.20 € per kg); 1.5 kg of КМ-1 only, although КМ-1 has more and КМ-2 expires later.
    const { rows } = await t.db.query(
      `SELECT m.lot_id, m.kind, m.quantity::text, m.value::text FROM stock_movements m
         JOIN stock_scrapping_lines l ON l.id = m.scrapping_line_id WHERE l.scrapping_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ lot_id: store.lots['КМ-1'], kind: 3, quantity: '-1.500000', value: '-3.3000000000000000' }]);
    const details = await request(t.http).get(`/api/StockScrappings/${id}`).set(store.keeper.auth).expect(200);
    expect(details.body).toMatchObject({
      number: 1,
      state: 2,
      type: 1,
      commission,
      value: '3.3000000000000000',
      lines: [
        {
          batchNumber: 'КМ-1',
          expiryDate: '2026-11-12',
          quantity: '1500.000',
          baseQuantity: '1.500000',
          value: '3.3000000000000000',
        },
      ],
    });
    const list = await request(t.http)
      .get(`/api/StockScrappings/overview-models?year=2026&state=2&type=1&warehouseId=${store.cold}`)
      .set(store.keeper.auth)
      .expect(200);
    expect(list.body).toEqual({
      rowsCount: 1,
      result: [expect.objectContaining({ id, number: 1, lineCount: 1, warehouseName: 'Хладилна камера' })],
    });
    const pdf = await request(t.http).get(`/api/StockScrappings/${id}/receipt`).set(store.keeper.auth).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    await free(store, id).expect(204);
    expect(await yoghurt(store)).toEqual({ quantity: '10.000000', value: '22.0000000000000000' });
    expect((await t.db.query('SELECT state FROM stock_scrappings WHERE id = $1', [id])).rows[0].state).toBe(1);
    await request(t.http).delete(`/api/StockScrappings/${id}`).set(store.keeper.auth).expect(204);
    expect((await t.db.query('SELECT 1 FROM stock_scrappings WHERE id = $1', [id])).rows).toHaveLength(0);
  });

  it('follows the states and refuses more than the lot holds', async () => {
    const store = await aStore();
    const id = (await save(store).expect(200)).body.entityId;
    expect((await free(store, id).expect(409)).body.message).toBe(stockOutflowMessages.scrappingNotCompleted);
    await complete(store, id).expect(200);
    expect((await complete(store, id).expect(409)).body.message).toBe(stockOutflowMessages.scrappingAlreadyCompleted);
    expect((await request(t.http).delete(`/api/StockScrappings/${id}`).set(store.keeper.auth).expect(409)).body.message).toBe(
      stockOutflowMessages.scrappingCompleted,
    );
    await save(store, { id }).expect(409);
    const tooMuch = (
      await save(store, { lines: [{ productId: store.yoghurt, lotId: store.lots['КМ-1'], unit: KG, quantity: '5' }] }).expect(200)
    ).body.entityId;
    expect((await complete(store, tooMuch).expect(409)).body.message).toBe(
      'В партида „КМ-1“ на „Кисело мляко“ в „Хладилна камера“ към 14.11.2026 има 4,500 кг; исканите 5,000 кг не могат да бъдат изписани.',
    );
    expect((await yoghurt(store)).quantity).toBe('8.500000');
  });

  it('refuses to complete, free or delete inside the locked storage-and-kitchen period', async () => {
    const store = await aStore();
    const posted = (await save(store).expect(200)).body.entityId;
    await complete(store, posted).expect(200);
    const open = (await save(store).expect(200)).body.entityId;
    await t.db.query(`INSERT INTO module_locks (kindergarten_id, lock_group, locked_until) VALUES ($1, $2, '2026-11-15')`, [
      store.kindergartenId,
      ModuleLockGroup.StorageAndKitchen,
    ]);
    await save(store).expect(409);
    await complete(store, open).expect(409);
    await free(store, posted).expect(409);
    await request(t.http).delete(`/api/StockScrappings/${open}`).set(store.keeper.auth).expect(409);
    expect((await yoghurt(store)).quantity).toBe('8.500000');
  });

  it('answers 401 without a token on every call', async () => {
    for (const path of ['types', 'lots?warehouseId=1&productId=1', 'overview-models', 'next-number/2026', '1', '1/receipt']) {
      await request(t.http).get(`/api/StockScrappings/${path}`).expect(401);
    }
    await request(t.http).post('/api/StockScrappings/save').send({}).expect(401);
    await request(t.http).post('/api/StockScrappings/complete/1').expect(401);
    await request(t.http).delete('/api/StockScrappings/free/1').expect(401);
    await request(t.http).delete('/api/StockScrappings/1').expect(401);
  });

  it('answers 403 to a teacher on every call, and changes nothing', async () => {
    const store = await aStore();
    const id = (await save(store).expect(200)).body.entityId;
    const teacher = await aSignedInMember(t, Role.Teacher, store.kindergartenId);
    for (const path of [
      'types',
      `lots?warehouseId=${store.cold}&productId=${store.yoghurt}`,
      'overview-models',
      'next-number/2026',
      `${id}`,
      `${id}/receipt`,
    ]) {
      await request(t.http).get(`/api/StockScrappings/${path}`).set(teacher.auth).expect(403);
    }
    await request(t.http).post('/api/StockScrappings/save').set(teacher.auth).send(body(store)).expect(403);
    await request(t.http).post(`/api/StockScrappings/complete/${id}`).set(teacher.auth).expect(403);
    await request(t.http).delete(`/api/StockScrappings/free/${id}`).set(teacher.auth).expect(403);
    await request(t.http).delete(`/api/StockScrappings/${id}`).set(teacher.auth).expect(403);
    expect((await t.db.query('SELECT state FROM stock_scrappings WHERE id = $1', [id])).rows[0].state).toBe(1);
  });

  it('answers 404 for another kindergarten’s protocol or warehouse, and 400 for its lot', async () => {
    const owner = await aStore();
    const stranger = await aStore(Role.Director);
    const id = (await save(owner).expect(200)).body.entityId;
    for (const path of [`${id}`, `${id}/receipt`, `lots?warehouseId=${owner.cold}&productId=${owner.yoghurt}`]) {
      await request(t.http).get(`/api/StockScrappings/${path}`).set(stranger.keeper.auth).expect(404);
    }
    await complete(stranger, id).expect(404);
    await free(stranger, id).expect(404);
    await request(t.http).delete(`/api/StockScrappings/${id}`).set(stranger.keeper.auth).expect(404);
    await save(stranger, { id }).expect(404);
    await save(stranger, { warehouseId: owner.cold }).expect(404);
    const foreignLot = await save(stranger, {
      lines: [{ productId: stranger.yoghurt, lotId: owner.lots['КМ-1'], unit: KG, quantity: '1' }],
    }).expect(400);
    expect(foreignLot.body.errors).toEqual({ 'lines.0.lotId': [stockOutflowMessages.lotOfOtherProduct] });
    expect(
      (await request(t.http).get('/api/StockScrappings/overview-models').set(stranger.keeper.auth).expect(200)).body.rowsCount,
    ).toBe(0);
  });

  it('answers 400 with Bulgarian messages for a bad body', async () => {
    const store = await aStore();
    const bad = await save(store, {
      type: 9,
      reason: ' ',
      commission: [{ name: 'Мария Иванова', position: '' }],
      lines: [],
      scrappingDate: '2026-13-01',
    }).expect(400);
    expect(bad.body.errors).toEqual({
      type: ['Изберете вид бракуване.'],
      reason: [stockOutflowMessages.reason],
      commission: [stockOutflowMessages.commissionSize],
      'commission.0.position': [stockOutflowMessages.memberPosition],
      lines: [stockOutflowMessages.noLines],
      scrappingDate: expect.any(Array),
    });
    const otherProduct = await save(store, {
      lines: [{ productId: store.butter, lotId: store.lots['КМ-1'], unit: KG, quantity: '1' }],
    }).expect(400);
    expect(otherProduct.body.errors).toEqual({ 'lines.0.lotId': [stockOutflowMessages.lotOfOtherProduct] });
    await request(t.http).get('/api/StockScrappings/next-number/20x6').set(store.keeper.auth).expect(400);
    await request(t.http).get('/api/StockScrappings/lots?warehouseId=1').set(store.keeper.auth).expect(400);
  });
});
