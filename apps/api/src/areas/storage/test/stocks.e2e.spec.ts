import { exact, lineValue, Role, round, storageMessages, sumOf, toProductUnit } from '@kg/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aLine, aStockProduct, aSupplier, aWarehouse } from './storage-factories.js';

const PIECE = 1;
const GRAM = 2;
const KG = 3;
const LITRE = 5;

/** The stock and its valuation: docs/storage.md "The ledger". */
describe('/api/Stocks, /api/StockInbounds, /api/Products/available-for-date: the stock', () => {
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
      main: await aWarehouse(t.db, kindergartenId, 'Основен склад'),
      cold: await aWarehouse(t.db, kindergartenId, 'Хладилна камера'),
      cheese: await aStockProduct(t.db, kindergartenId, KG, {}, 'Сирене краве'),
      milk: await aStockProduct(t.db, kindergartenId, LITRE, { [LITRE]: '1031' }, 'Прясно мляко 3%'),
    };
  }
  type Store = Awaited<ReturnType<typeof aStore>>;

  const receive = (store: Store, warehouseId: number, receiptDate: string, lines: object[]) =>
    request(t.http)
      .post('/api/UnitedStockReceipts')
      .set(store.keeper.auth)
      .send({ supplierId: store.supplierId, warehouseId, receiptDate, invoiceNumber: 'Ф-1', invoiceDate: receiptDate, lines })
      .expect(200);
  const get = (store: Store, path: string) => request(t.http).get(`/api/${path}`).set(store.keeper.auth);

  it('keeps the stock per product and warehouse with its moving weighted average price, the stock on a day and the incoming lots', async () => {
    const store = await aStore();
    await receive(store, store.cold, '2026-11-02', [
      aLine(store.cheese, { quantity: '10', unitPrice: '9.80', batchNumber: 'С-1', expiryDate: '2026-12-20' }),
      aLine(store.milk, { unit: LITRE, quantity: '20', unitPrice: '1.45', expiryDate: '2026-11-09' }),
    ]);
    await receive(store, store.cold, '2026-11-10', [
      aLine(store.cheese, { unit: GRAM, quantity: '5000', unitPrice: '0.0112', batchNumber: 'С-2', expiryDate: '2026-12-01' }),
    ]);
    await receive(store, store.main, '2026-11-12', [aLine(store.cheese, { quantity: '1.5', unitPrice: '10' })]);

    // 10 kg × 9.80 + 5 kg × 11.20 = 154.00 € for 15 kg: 10.2666666667 € per kg (to 10 decimals), 0.0102666667 € per g.
    const cheeseCold = await get(store, `Stocks/weighted-average-price/${store.cheese}/${store.cold}/${KG}`).expect(200);
    expect(cheeseCold.body).toEqual({
      productId: store.cheese,
      warehouseId: store.cold,
      unitOfMeasure: KG,
      quantity: '15.000000',
      value: '154.0000',
      averagePrice: '10.2666666667',
    });
    const perGram = await get(store, `Stocks/weighted-average-price/${store.cheese}/${store.cold}/${GRAM}`).expect(200);
    expect(perGram.body).toMatchObject({ quantity: '15000.000000', averagePrice: '0.0102666667' });
    // Milk is stocked in litres of 1031 g: 20 l at 1.45 € is 29 € for 20.62 kg, 1.4064015519 € per kg.
    const milkKg = await get(store, `Stocks/weighted-average-price/${store.milk}/${store.cold}/${KG}`).expect(200);
    expect(milkKg.body).toMatchObject({ quantity: '20.620000', averagePrice: '1.4064015519' });
    const empty = await get(store, `Stocks/weighted-average-price/${store.milk}/${store.main}/${LITRE}`).expect(200);
    expect(empty.body).toMatchObject({ quantity: '0.000000', value: '0', averagePrice: null });

    const availability = await get(store, 'Stocks/product-availability?orderByColumn=warehouse').expect(200);
    expect(availability.body.rowsCount).toBe(3);
    expect(availability.body.result).toEqual([
      expect.objectContaining({
        productName: 'Сирене краве',
        warehouseName: 'Основен склад',
        quantity: '1.500000',
        averagePrice: '10.0000000000',
      }),
      expect.objectContaining({
        productName: 'Прясно мляко 3%',
        warehouseName: 'Хладилна камера',
        quantity: '20.000000',
        averagePrice: '1.4500000000',
        nearestExpiry: '2026-11-09',
      }),
      expect.objectContaining({ productName: 'Сирене краве', warehouseName: 'Хладилна камера', nearestExpiry: '2026-12-01' }),
    ]);
    const searched = await get(store, `Stocks/product-availability?search=мляко&warehouseId=${store.cold}`).expect(200);
    expect(searched.body.result.map((row: { productId: number }) => row.productId)).toEqual([store.milk]);

    const perWarehouse = await get(store, `Stocks/warehouses-availability/${store.cheese}`).expect(200);
    expect(perWarehouse.body).toEqual([
      {
        warehouseId: store.main,
        warehouseName: 'Основен склад',
        quantity: '1.500000',
        value: '15.0',
        averagePrice: '10.0000000000',
      },
      {
        warehouseId: store.cold,
        warehouseName: 'Хладилна камера',
        quantity: '15.000000',
        value: '154.0000',
        averagePrice: '10.2666666667',
      },
    ]);

    expect((await get(store, 'Products/available-for-date/2026-11-01').expect(200)).body).toEqual([]);
    expect((await get(store, 'Products/available-for-date/2026-11-05').expect(200)).body).toEqual([
      { productId: store.milk, productName: 'Прясно мляко 3%', unit: LITRE, quantity: '20.000000', value: '29.00' },
      { productId: store.cheese, productName: 'Сирене краве', unit: KG, quantity: '10.000000', value: '98.00' },
    ]);
    const cheeseLater = await get(store, `Products/available-for-date/2026-11-30?warehouseId=${store.main}`).expect(200);
    expect(cheeseLater.body).toEqual([
      { productId: store.cheese, productName: 'Сирене краве', unit: KG, quantity: '1.500000', value: '15.0' },
    ]);

    const inbounds = await get(store, `StockInbounds/overview-models?productId=${store.cheese}&orderByColumn=expiryDate`).expect(
      200,
    );
    expect(inbounds.body.rowsCount).toBe(3);
    expect(inbounds.body.result.map((row: { batchNumber: string | null }) => row.batchNumber)).toEqual(['С-2', 'С-1', 'L-001']);
    expect((await get(store, 'StockInbounds/creators').expect(200)).body).toEqual([
      { id: store.keeper.user.id, name: 'Мария Иванова' },
    ]);
  });

  it('the ledger’s stock and value equal the sums of any sequence of receipts (property-based)', async () => {
    const store = await aStore();
    const line = fc.record({
      product: fc.constantFrom('cheese' as const, 'milk' as const),
      unit: fc.constantFrom(KG, GRAM),
      quantity: fc.integer({ min: 1, max: 999_999 }).map((milli) => round({ digits: BigInt(milli), scale: 3 }, 3)),
      unitPrice: fc.integer({ min: 0, max: 99_999_999 }).map((cents) => round({ digits: BigInt(cents), scale: 5 }, 5)),
    });
    const receipts = fc.array(fc.array(line, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 });
    const conversions = {
      cheese: { unit: KG, conversions: [] },
      milk: { unit: LITRE, conversions: [{ unit: LITRE, grams: '1031' }] },
    };
    await fc.assert(
      fc.asyncProperty(receipts, async (sequence) => {
        const warehouseId = await aWarehouse(t.db, store.kindergartenId);
        const expected = {
          cheese: { quantity: [] as string[], value: [] as string[] },
          milk: { quantity: [] as string[], value: [] as string[] },
        };
        for (const lines of sequence) {
          await receive(
            store,
            warehouseId,
            '2026-11-16',
            lines.map((item) =>
              aLine(store[item.product], { unit: item.unit, quantity: item.quantity, unitPrice: item.unitPrice }),
            ),
          );
          for (const item of lines) {
            const product = conversions[item.product];
            expected[item.product].quantity.push(toProductUnit(item.quantity, item.unit, product.unit, product.conversions)!);
            expected[item.product].value.push(lineValue(item.quantity, item.unitPrice));
          }
        }
        const { rows } = await t.db.query(
          `SELECT b.product_id, b.quantity::text AS quantity, b.value::text AS value,
                  (SELECT sum(m.quantity)::text FROM stock_movements m WHERE m.warehouse_id = b.warehouse_id AND m.product_id = b.product_id) AS moved
             FROM stock_balances b WHERE b.warehouse_id = $1`,
          [warehouseId],
        );
        for (const name of ['cheese', 'milk'] as const) {
          const row = rows.find((balance) => balance.product_id === store[name]);
          if (expected[name].quantity.length === 0) {
            expect(row).toBeUndefined();
            continue;
          }
          const same = (a: string, b: string) =>
            expect(exact(a).digits * 10n ** BigInt(exact(b).scale)).toBe(exact(b).digits * 10n ** BigInt(exact(a).scale));
          same(row.quantity, sumOf(expected[name].quantity));
          same(row.moved, sumOf(expected[name].quantity));
          same(row.value, sumOf(expected[name].value));
        }
      }),
      { numRuns: 12 },
    );
  });

  it('keeps every balance equal to its movements and never below zero over random receipts, requests, frees and scrappings (property-based)', async () => {
    const store = await aStore();
    const products = { cheese: { id: store.cheese, unit: KG }, milk: { id: store.milk, unit: LITRE } };
    const milli = fc.integer({ min: 1, max: 20_000 }).map((value) => round({ digits: BigInt(value), scale: 3 }, 3));
    const product = fc.constantFrom('cheese' as const, 'milk' as const);
    const step = fc.oneof(
      fc.record({ op: fc.constant('receive' as const), product, quantity: milli, price: fc.integer({ min: 0, max: 9_999_999 }) }),
      fc.record({ op: fc.constant('request' as const), product, quantity: milli }),
      fc.record({ op: fc.constant('free' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('scrap' as const), product, quantity: milli }),
    );
    const thousandths = (text: string) => (exact(text).digits * 1000n) / 10n ** BigInt(exact(text).scale);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const warehouseId = await aWarehouse(t.db, store.kindergartenId);
        const stock = { cheese: 0n, milk: 0n };
        const completed: { id: number; name: 'cheese' | 'milk'; quantity: bigint }[] = [];
        const auth = store.keeper.auth;
        for (const item of steps) {
          if (item.op === 'receive') {
            const unitPrice = round({ digits: BigInt(item.price), scale: 5 }, 5);
            const { unit, id } = products[item.product];
            await receive(store, warehouseId, '2026-11-16', [aLine(id, { unit, quantity: item.quantity, unitPrice })]);
            stock[item.product] += thousandths(item.quantity);
          } else if (item.op === 'request') {
            const { unit, id } = products[item.product];
            const saved = await request(t.http)
              .post('/api/StockRequests/create-request')
              .set(auth)
              .send({ warehouseId, requestDate: '2026-11-17', lines: [{ productId: id, unit, quantity: item.quantity }] })
              .expect(200);
            const enough = thousandths(item.quantity) <= stock[item.product];
            await request(t.http)
              .post(`/api/StockRequests/complete/${saved.body.entityId}`)
              .set(auth)
              .expect(enough ? 200 : 409);
            if (enough) {
              stock[item.product] -= thousandths(item.quantity);
              completed.push({ id: saved.body.entityId, name: item.product, quantity: thousandths(item.quantity) });
            }
          } else if (item.op === 'free') {
            if (completed.length === 0) continue;
            const [freed] = completed.splice(item.pick % completed.length, 1);
            await request(t.http).delete(`/api/StockRequests/free/${freed!.id}`).set(auth).expect(204);
            stock[freed!.name] += freed!.quantity;
          } else {
            const { unit, id } = products[item.product];
            const lots = await request(t.http)
              .get(`/api/StockScrappings/lots?warehouseId=${warehouseId}&productId=${id}`)
              .set(auth)
              .expect(200);
            if (lots.body.length === 0) continue;
            const lot = lots.body[lots.body.length - 1];
            const holds = thousandths(lot.quantity);
            const take = thousandths(item.quantity) < holds ? item.quantity : round({ digits: holds, scale: 3 }, 3);
            const saved = await request(t.http)
              .post('/api/StockScrappings/save')
              .set(auth)
              .send({
                warehouseId,
                scrappingDate: '2026-11-18',
                type: 2,
                reason: 'Повредена опаковка.',
                commission: [
                  { name: 'Мария Иванова', position: 'Домакин' },
                  { name: 'Петя Георгиева', position: 'Готвач' },
                ],
                lines: [{ productId: id, lotId: lot.lotId, unit, quantity: take }],
              })
              .expect(200);
            await request(t.http).post(`/api/StockScrappings/complete/${saved.body.entityId}`).set(auth).expect(200);
            stock[item.product] -= thousandths(take);
          }
        }
        const { rows } = await t.db.query(
          `SELECT b.product_id, b.quantity::text AS quantity, b.value::text AS value,
                  (SELECT sum(m.quantity)::text FROM stock_movements m WHERE m.warehouse_id = b.warehouse_id AND m.product_id = b.product_id) AS moved,
                  (SELECT sum(m.value)::text FROM stock_movements m WHERE m.warehouse_id = b.warehouse_id AND m.product_id = b.product_id) AS valued,
                  (SELECT count(*)::int FROM (SELECT m.lot_id FROM stock_movements m WHERE m.warehouse_id = b.warehouse_id
                     AND m.product_id = b.product_id GROUP BY m.lot_id HAVING sum(m.quantity) < 0) negative) AS "negativeLots"
             FROM stock_balances b WHERE b.warehouse_id = $1`,
          [warehouseId],
        );
        const same = (a: string, b: string) =>
          expect(exact(a).digits * 10n ** BigInt(exact(b).scale)).toBe(exact(b).digits * 10n ** BigInt(exact(a).scale));
        for (const name of ['cheese', 'milk'] as const) {
          const row = rows.find((balance) => balance.product_id === products[name].id);
          if (!row) {
            expect(stock[name]).toBe(0n);
            continue;
          }
          same(row.quantity, row.moved);
          same(row.value, row.valued);
          same(row.quantity, round({ digits: stock[name], scale: 3 }, 3));
          expect(exact(row.quantity).digits >= 0n).toBe(true);
          expect(row.negativeLots).toBe(0);
          if (exact(row.quantity).digits === 0n) expect(exact(row.value).digits).toBe(0n);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('answers 401 without a token on every call', async () => {
    for (const path of [
      'Stocks/product-availability',
      'Stocks/warehouses-availability/1',
      'Stocks/weighted-average-price/1/1/3',
      'Products/available-for-date/2026-11-20',
      'StockInbounds/creators',
      'StockInbounds/overview-models',
    ]) {
      await request(t.http).get(`/api/${path}`).expect(401);
    }
  });

  it('answers 403 to a teacher and a parent on every call', async () => {
    const store = await aStore();
    const teacher = await aSignedInMember(t, Role.Teacher, store.kindergartenId);
    const parent = await aSignedInMember(t, Role.Parent, store.kindergartenId);
    for (const member of [teacher, parent]) {
      for (const path of [
        'Stocks/product-availability',
        `Stocks/warehouses-availability/${store.cheese}`,
        `Stocks/weighted-average-price/${store.cheese}/${store.main}/3`,
        'Products/available-for-date/2026-11-20',
        'StockInbounds/creators',
        'StockInbounds/overview-models',
      ]) {
        await request(t.http).get(`/api/${path}`).set(member.auth).expect(403);
      }
    }
  });

  it('answers 404 for another kindergarten’s product or warehouse, and shows none of its stock', async () => {
    const owner = await aStore();
    const stranger = await aStore(Role.Director);
    await receive(owner, owner.main, '2026-11-03', [aLine(owner.cheese)]);
    await get(stranger, `Stocks/warehouses-availability/${owner.cheese}`).expect(404);
    await get(stranger, `Stocks/weighted-average-price/${owner.cheese}/${stranger.main}/3`).expect(404);
    await get(stranger, `Stocks/weighted-average-price/${stranger.cheese}/${owner.main}/3`).expect(404);
    expect((await get(stranger, 'Stocks/product-availability').expect(200)).body).toEqual({ result: [], rowsCount: 0 });
    expect((await get(stranger, 'Products/available-for-date/2026-11-30').expect(200)).body).toEqual([]);
    expect((await get(stranger, 'StockInbounds/overview-models').expect(200)).body.rowsCount).toBe(0);
    expect((await get(stranger, 'StockInbounds/creators').expect(200)).body).toEqual([]);
  });

  it('answers 400 with Bulgarian messages for a bad date, unit, id or order', async () => {
    const store = await aStore();
    const piece = await aStockProduct(t.db, store.kindergartenId, PIECE, {}, 'Кроасан');
    const unconvertible = await get(store, `Stocks/weighted-average-price/${piece}/${store.main}/${KG}`).expect(400);
    expect(unconvertible.body.errors).toEqual({ unitOfMeasure: [storageMessages.unitNotConvertible('Кроасан', 'Килограм')] });
    expect(
      (await get(store, `Stocks/weighted-average-price/${piece}/${store.main}/0`).expect(400)).body.errors.unitOfMeasure,
    ).toEqual(['Изберете мерна единица.']);
    expect((await get(store, 'Products/available-for-date/31.11.2026').expect(400)).body.errors).toHaveProperty('date');
    await get(store, 'Stocks/warehouses-availability/abc').expect(400);
    await get(store, 'Stocks/product-availability?orderByColumn=price').expect(400);
    await get(store, 'StockInbounds/overview-models?checkResult=7').expect(400);
  });
});
