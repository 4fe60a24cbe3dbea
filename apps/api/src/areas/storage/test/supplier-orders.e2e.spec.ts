import {
  add,
  exact,
  ModuleLockGroup,
  multiply,
  Role,
  round,
  shift,
  subtract,
  supplierOrderMessages,
  SupplierOrderState,
} from '@kg/contracts';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { aChild, aGroup, aSignedInMember } from '../../../../test/factories.js';
import type { TestApp } from '../../../../test/harness.js';
import { type MailCatcher, startTestAppWithMail } from '../../../../test/smtp.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { aProductCategory } from '../../products/test/product-factories.js';
import { aFoodProduct, aRecipe, aRecipeBook } from '../../recipes/test/recipe-factories.js';
import { aLine, aStockProduct, aSupplier, aWarehouse } from './storage-factories.js';

const GRAM = 2;
const KG = 3;
const ORDERS = '/api/SupplierOrders';

const binary = (response: request.Test) =>
  response.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** Supplier orders and the orders book: docs/storage.md "Supplier orders". */
describe('/api/SupplierOrders: orders to suppliers, their states, the suggestion from the menus and the orders book', () => {
  let t: TestApp & { mail: MailCatcher };
  beforeAll(async () => {
    t = await startTestAppWithMail();
  });
  afterAll(() => t.close());

  async function aStore(role = Role.Manciple, kindergartenId?: number) {
    const keeper = await aSignedInMember(t, role, kindergartenId);
    const kg = keeper.kindergartenId;
    const supplierId = await aSupplier(t.db, kg, 'Млечни продукти ООД (тест)');
    await t.db.query(`UPDATE suppliers SET email = $2, phone = '0888 123 456' WHERE id = $1`, [
      supplierId,
      `orders-${supplierId}@supplier.example.bg`,
    ]);
    return {
      keeper,
      kg,
      supplierId,
      email: `orders-${supplierId}@supplier.example.bg`,
      dry: await aWarehouse(t.db, kg, 'Сух склад'),
      cheese: await aStockProduct(t.db, kg, KG, {}, 'Сирене краве'),
    };
  }
  type Store = Awaited<ReturnType<typeof aStore>>;

  const body = (store: Store, values: Record<string, unknown> = {}) => ({
    orderDate: '2026-11-20',
    deliveryDate: '2026-11-23',
    supplierId: store.supplierId,
    warehouseId: store.dry,
    note: 'Сутрин до 8:00',
    lines: [{ productId: store.cheese, unit: GRAM, quantity: '2500', note: 'в опаковки по 500 г' }],
    ...values,
  });
  const save = (store: Store, values: Record<string, unknown> = {}) =>
    request(t.http).post(ORDERS).set(store.keeper.auth).send(body(store, values));
  const anOrder = async (store: Store, values: Record<string, unknown> = {}): Promise<number> =>
    (await save(store, values).expect(200)).body.entityId;
  const send = (store: Store, id: number, channel = 1) =>
    request(t.http).post(`${ORDERS}/${id}/send`).set(store.keeper.auth).send({ channel });
  const deliver = (store: Store, id: number, receiptId: number) =>
    request(t.http).post(`${ORDERS}/${id}/deliver`).set(store.keeper.auth).send({ receiptId });
  const receive = async (store: Store, values: Record<string, unknown> = {}): Promise<number> =>
    (
      await request(t.http)
        .post('/api/UnitedStockReceipts')
        .set(store.keeper.auth)
        .send({
          supplierId: store.supplierId,
          warehouseId: store.dry,
          receiptDate: '2026-11-23',
          invoiceNumber: 'Ф-77',
          invoiceDate: '2026-11-23',
          lines: [aLine(store.cheese, { quantity: '2', unitPrice: '9.80' })],
          ...values,
        })
        .expect(200)
    ).body.entityId;
  const orderRow = async (id: number) =>
    (
      await t.db.query(
        `SELECT number, year, state, sent_channel, sent_to, receipt_id, order_date::text, delivery_date::text
           FROM supplier_orders WHERE id = $1`,
        [id],
      )
    ).rows[0];

  it('creates a numbered draft with its lines in the product’s unit, edits it, sends its PDF by e-mail and is delivered', async () => {
    const store = await aStore();
    const id = await anOrder(store);
    expect(await orderRow(id)).toEqual({
      number: 1,
      year: 2026,
      state: SupplierOrderState.Draft,
      sent_channel: null,
      sent_to: null,
      receipt_id: null,
      order_date: '2026-11-20',
      delivery_date: '2026-11-23',
    });
    const { rows: lines } = await t.db.query(
      `SELECT position, unit, quantity::text, base_quantity::text, note FROM supplier_order_lines WHERE order_id = $1`,
      [id],
    );
    expect(lines).toEqual([
      { position: 1, unit: GRAM, quantity: '2500.000', base_quantity: '2.500000', note: 'в опаковки по 500 г' },
    ]);

    await save(store, { id, lines: [{ productId: store.cheese, unit: KG, quantity: '3,5' }] }).expect(200);
    const edited = (await request(t.http).get(`${ORDERS}/${id}`).set(store.keeper.auth).expect(200)).body;
    expect(edited).toMatchObject({ number: 1, state: 1, canDelete: true, value: null, comparison: [] });
    expect(edited.lines).toEqual([
      expect.objectContaining({ unit: KG, quantity: '3.500', baseQuantity: '3.500000', note: null }),
    ]);

    expect((await send(store, id).expect(200)).body).toEqual({ isSuccessful: true, entityId: id });
    expect(await orderRow(id)).toMatchObject({ state: SupplierOrderState.Sent, sent_channel: 1, sent_to: store.email });
    await t.app.get(JobsService).runDue();
    const mail = await t.mail.next(store.email);
    expect(mail.subject).toMatch(/^Заявка за доставка № 1 от 20\.11\.2026 г\. – /);
    // The PDF travels as a base64 attachment of the multipart message.
    expect(mail.text).toContain('application/pdf');
    const attachment = /Content-Type: application\/pdf[^]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.text)?.[1] ?? '';
    expect(Buffer.from(attachment.replace(/\s+/g, ''), 'base64').subarray(0, 4).toString()).toBe('%PDF');

    // Received 2 kg of the 3.5 kg ordered (and a product not ordered).
    const butter = await aStockProduct(t.db, store.kg, KG, {}, 'Масло');
    const receiptId = await receive(store, {
      lines: [aLine(store.cheese, { quantity: '2', unitPrice: '9.80' }), aLine(butter, { quantity: '1', unitPrice: '12.345' })],
    });
    await deliver(store, id, receiptId).expect(200);
    expect(await orderRow(id)).toMatchObject({ state: SupplierOrderState.Delivered, receipt_id: receiptId });
    const delivered = (await request(t.http).get(`${ORDERS}/${id}`).set(store.keeper.auth).expect(200)).body;
    // 2 × 9.80 + 1 × 12.345 = 31.945 → 31.95 (the receipt's total, rounded once).
    expect(delivered).toMatchObject({ state: 3, value: '31.95', canDelete: false });
    expect(delivered.comparison).toEqual([
      {
        productId: store.cheese,
        productName: 'Сирене краве',
        productUnit: KG,
        ordered: '3.500000',
        received: '2.000000',
        difference: '-1.500000',
      },
      { productId: butter, productName: 'Масло', productUnit: KG, ordered: '0', received: '1.000000', difference: '1.000000' },
    ]);
    const pdf = await binary(request(t.http).get(`${ORDERS}/${id}/receipt`).set(store.keeper.auth)).expect(200);
    expect((pdf.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');

    // The receipt was wrong: deleting it (the year's last, nothing issued) sends the order again, for the corrected one.
    await request(t.http).delete(`/api/UnitedStockReceipts/${receiptId}`).set(store.keeper.auth).expect(204);
    expect(await orderRow(id)).toMatchObject({ state: SupplierOrderState.Sent, receipt_id: null });
  });

  it('records a sending by phone or in person, and refuses e-mail for a supplier without one (400)', async () => {
    const store = await aStore();
    await t.db.query(`UPDATE suppliers SET email = NULL WHERE id = $1`, [store.supplierId]);
    const id = await anOrder(store);
    const noEmail = await send(store, id, 1).expect(400);
    expect(noEmail.body.errors.channel).toEqual([supplierOrderMessages.noEmail]);
    await send(store, id, 2).expect(200);
    expect(await orderRow(id)).toMatchObject({ state: 2, sent_channel: 2, sent_to: '0888 123 456' });
    const other = await anOrder(store);
    await send(store, other, 3).expect(200);
    expect(await orderRow(other)).toMatchObject({ state: 2, sent_channel: 3, sent_to: null });
    expect(t.mail.mails.filter((mail) => mail.to.includes(store.email))).toEqual([]);
  });

  it('follows the states: send twice, edit a sent order, deliver a draft, cancel a delivered one, delete a non-last → 409', async () => {
    const store = await aStore();
    const first = await anOrder(store);
    const second = await anOrder(store);
    const receiptId = await receive(store);
    expect((await deliver(store, first, receiptId).expect(409)).body.message).toBe(supplierOrderMessages.notSent);
    expect((await request(t.http).delete(`${ORDERS}/${first}`).set(store.keeper.auth).expect(409)).body.message).toBe(
      supplierOrderMessages.notLast(2),
    );
    await send(store, first, 3).expect(200);
    expect((await send(store, first, 3).expect(409)).body.message).toBe(supplierOrderMessages.alreadySent);
    expect((await save(store, { id: first }).expect(409)).body.message).toBe(supplierOrderMessages.onlyDraftEdited);
    await deliver(store, first, receiptId).expect(200);
    expect((await request(t.http).post(`${ORDERS}/${first}/cancel`).set(store.keeper.auth).expect(409)).body.message).toBe(
      supplierOrderMessages.notCancellable,
    );
    // One order per receipt.
    await send(store, second, 3).expect(200);
    expect((await deliver(store, second, receiptId).expect(409)).body.message).toBe(supplierOrderMessages.receiptLinked(1));
    await request(t.http).post(`${ORDERS}/${second}/cancel`).set(store.keeper.auth).expect(200);
    expect(await orderRow(second)).toMatchObject({ state: SupplierOrderState.Cancelled });
    expect((await request(t.http).delete(`${ORDERS}/${second}`).set(store.keeper.auth).expect(409)).body.message).toBe(
      supplierOrderMessages.onlyDraftDeleted,
    );
  });

  it('numbers per year without gaps under two concurrent creates, deletes only the year’s last draft and reuses its number', async () => {
    const store = await aStore();
    expect((await request(t.http).get(`${ORDERS}/next-number?year=2026`).set(store.keeper.auth).expect(200)).body).toEqual({
      number: 1,
    });
    const answers = await Promise.all([save(store), save(store)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const { rows } = await t.db.query(`SELECT number FROM supplier_orders WHERE kindergarten_id = $1 ORDER BY number`, [
      store.kg,
    ]);
    expect(rows.map((row) => row.number)).toEqual([1, 2]);
    const last = (await t.db.query(`SELECT id FROM supplier_orders WHERE kindergarten_id = $1 AND number = 2`, [store.kg]))
      .rows[0].id;
    await request(t.http).delete(`${ORDERS}/${last}`).set(store.keeper.auth).expect(204);
    expect(await orderRow(last)).toBeUndefined();
    expect(await anOrder(store)).toBeGreaterThan(0);
    const again = await t.db.query(`SELECT number FROM supplier_orders WHERE kindergarten_id = $1 ORDER BY number`, [store.kg]);
    expect(again.rows.map((row) => row.number)).toEqual([1, 2]);
    // Another year starts at 1.
    await anOrder(store, { orderDate: '2027-01-05', deliveryDate: '2027-01-06' });
    expect((await request(t.http).get(`${ORDERS}/next-number?year=2027`).set(store.keeper.auth).expect(200)).body.number).toBe(2);
  });

  it('answers 400 with Bulgarian field messages for bad orders and a receipt of another supplier', async () => {
    const store = await aStore();
    const bad = await save(store, {
      orderDate: '2026-11-20',
      deliveryDate: '2026-11-19',
      lines: [],
    }).expect(400);
    expect(bad.body.errors.deliveryDate).toEqual([supplierOrderMessages.deliveryBeforeOrder]);
    expect(bad.body.errors.lines).toEqual([supplierOrderMessages.noLines]);
    const zero = await save(store, { lines: [{ productId: store.cheese, unit: KG, quantity: '0' }] }).expect(400);
    expect(zero.body.errors['lines.0.quantity']).toEqual([supplierOrderMessages.quantity]);
    const negative = await save(store, { lines: [{ productId: store.cheese, unit: KG, quantity: '-2' }] }).expect(400);
    expect(negative.body.errors['lines.0.quantity']).toEqual([supplierOrderMessages.quantity]);
    const piece = await save(store, { lines: [{ productId: store.cheese, unit: 1, quantity: '2' }] }).expect(400);
    expect(piece.body.errors['lines.0.unit'][0]).toContain('„Сирене краве“ няма преобразуване');
    await request(t.http).post(`${ORDERS}/1/send`).set(store.keeper.auth).send({ channel: 9 }).expect(400);

    const id = await anOrder(store);
    await send(store, id, 3).expect(200);
    const otherSupplier = await aSupplier(t.db, store.kg);
    const foreignReceipt = await receive(store, { supplierId: otherSupplier });
    const wrong = await deliver(store, id, foreignReceipt).expect(400);
    expect(wrong.body.errors.receiptId).toEqual([supplierOrderMessages.receiptOfOtherSupplier]);
    const earlier = await receive(store, { receiptDate: '2026-11-19', invoiceDate: '2026-11-19' });
    expect((await deliver(store, id, earlier).expect(400)).body.errors.receiptId).toEqual([
      supplierOrderMessages.receiptBeforeOrder,
    ]);
    expect(await orderRow(id)).toMatchObject({ state: SupplierOrderState.Sent, receipt_id: null });
    expect(
      (
        await request(t.http)
          .get(`${ORDERS}/overview-models?fromDate=2026-12-01&toDate=2026-11-01`)
          .set(store.keeper.auth)
          .expect(400)
      ).body.errors.toDate,
    ).toEqual([supplierOrderMessages.periodOrder]);
  });

  it('refuses to save, send or delete inside the locked storage-and-kitchen period', async () => {
    const store = await aStore();
    const open = await anOrder(store, { orderDate: '2026-10-20', deliveryDate: '2026-10-22' });
    await t.db.query(`INSERT INTO module_locks (kindergarten_id, lock_group, locked_until) VALUES ($1, $2, '2026-10-31')`, [
      store.kg,
      ModuleLockGroup.StorageAndKitchen,
    ]);
    const locked = 'Модулът „Склад и кухня“ е заключен до 31.10.2026 включително.';
    expect((await save(store, { orderDate: '2026-10-30', deliveryDate: '2026-11-02' }).expect(409)).body.message).toBe(locked);
    expect((await send(store, open, 3).expect(409)).body.message).toBe(locked);
    expect((await request(t.http).delete(`${ORDERS}/${open}`).set(store.keeper.auth).expect(409)).body.message).toBe(locked);
    await anOrder(store, { orderDate: '2026-11-02', deliveryDate: '2026-11-03' });
  });

  it('answers 401 without a token on every call', async () => {
    for (const path of [
      'overview-models',
      'next-number',
      'suggestion?warehouseId=1&from=2026-12-01&to=2026-12-04',
      '1',
      '1/receipt',
    ]) {
      await request(t.http).get(`${ORDERS}/${path}`).expect(401);
    }
    await request(t.http).get(`${ORDERS}/orders-book/receipt`).expect(401);
    await request(t.http).get(`${ORDERS}/orders-book/excel-export`).expect(401);
    await request(t.http).post(ORDERS).send({}).expect(401);
    for (const action of ['send', 'deliver', 'cancel']) await request(t.http).post(`${ORDERS}/1/${action}`).send({}).expect(401);
    await request(t.http).delete(`${ORDERS}/1`).expect(401);
    for (const path of ['register', 'register/receipt', 'register/excel-export']) {
      await request(t.http).get(`/api/UnitedStockReceipts/${path}?fromDate=2026-01-01&toDate=2026-12-31`).expect(401);
    }
  });

  it('answers 403 to a teacher on every call and changes nothing', async () => {
    const store = await aStore();
    const id = await anOrder(store);
    const teacher = await aSignedInMember(t, Role.Teacher, store.kg);
    const calls: [string, string][] = [
      ['get', `${ORDERS}/overview-models`],
      ['get', `${ORDERS}/next-number`],
      ['get', `${ORDERS}/suggestion?warehouseId=${store.dry}&from=2026-12-01&to=2026-12-04`],
      ['get', `${ORDERS}/orders-book/receipt`],
      ['get', `${ORDERS}/orders-book/excel-export`],
      ['get', `${ORDERS}/${id}`],
      ['get', `${ORDERS}/${id}/receipt`],
      ['post', ORDERS],
      ['post', `${ORDERS}/${id}/send`],
      ['post', `${ORDERS}/${id}/deliver`],
      ['post', `${ORDERS}/${id}/cancel`],
      ['delete', `${ORDERS}/${id}`],
      ['get', `/api/UnitedStockReceipts/register?fromDate=2026-01-01&toDate=2026-12-31`],
      ['get', `/api/UnitedStockReceipts/register/receipt?fromDate=2026-01-01&toDate=2026-12-31`],
      ['get', `/api/UnitedStockReceipts/register/excel-export?fromDate=2026-01-01&toDate=2026-12-31`],
    ];
    for (const [method, path] of calls) {
      const call = (request(t.http) as unknown as Record<string, (path: string) => request.Test>)[method]!(path).set(
        teacher.auth,
      );
      await (method === 'post' ? call.send(path === ORDERS ? body(store) : { channel: 3, receiptId: 1 }) : call).expect(403);
    }
    expect(await orderRow(id)).toMatchObject({ state: SupplierOrderState.Draft });
  });

  it('answers 404 for another kindergarten’s order, supplier, warehouse and receipt', async () => {
    const store = await aStore();
    const stranger = await aStore();
    const id = await anOrder(store);
    await request(t.http).get(`${ORDERS}/${id}`).set(stranger.keeper.auth).expect(404);
    await request(t.http).get(`${ORDERS}/${id}/receipt`).set(stranger.keeper.auth).expect(404);
    await send(stranger, id, 3).expect(404);
    await deliver(stranger, id, 1).expect(404);
    await request(t.http).post(`${ORDERS}/${id}/cancel`).set(stranger.keeper.auth).expect(404);
    await request(t.http).delete(`${ORDERS}/${id}`).set(stranger.keeper.auth).expect(404);
    await save(stranger, { id }).expect(404);
    await save(stranger, { supplierId: store.supplierId }).expect(404);
    await save(stranger, { warehouseId: store.dry }).expect(404);
    await request(t.http)
      .get(`${ORDERS}/suggestion?warehouseId=${store.dry}&from=2026-12-01&to=2026-12-04`)
      .set(stranger.keeper.auth)
      .expect(404);
    for (const filter of [`supplierId=${store.supplierId}`, `warehouseId=${store.dry}`]) {
      await request(t.http)
        .get(`/api/UnitedStockReceipts/register?fromDate=2026-01-01&toDate=2026-12-31&${filter}`)
        .set(stranger.keeper.auth)
        .expect(404);
    }
    const own = await anOrder(stranger);
    await send(stranger, own, 3).expect(200);
    const foreignReceipt = await receive(store);
    await deliver(stranger, own, foreignReceipt).expect(404);
    expect(await orderRow(id)).toMatchObject({ state: SupplierOrderState.Draft });
    expect(await orderRow(own)).toMatchObject({ state: SupplierOrderState.Sent, receipt_id: null });
  });

  it('suggests what the approved menus of the period need for the expected children less the stock on the first day', async () => {
    const store = await aStore();
    const category = await aProductCategory(t.db);
    const book = await aRecipeBook(t.db);
    const milk = await aFoodProduct(t.db, { categoryId: category, name: 'Мляко (предложение)', unit: KG });
    const flour = await aFoodProduct(t.db, { categoryId: category, name: 'Брашно (предложение)', unit: KG });
    const milkDish = await aRecipe(t.db, { bookId: book, productId: milk });
    const flourDish = await aRecipe(t.db, { bookId: book, productId: flour });
    const group = await aGroup(t.db, store.kg, 'Звездички');
    await t.db.query(`UPDATE classes SET age_type = 8 WHERE id = $1`, [group]);
    for (const firstName of ['Ана', 'Борис', 'Вера']) await aChild(t.db, store.kg, { classId: group, firstName });
    const aMenu = async (status: number, dishes: [number, number][]) => {
      const { rows } = await t.db.query(
        `INSERT INTO menus (kindergarten_id, week_start, age_band, status) VALUES ($1, '2026-11-30', $2, $3) RETURNING id`,
        [store.kg, status === 1 ? 2 : 3, status],
      );
      for (const [index, [weekday, recipeId]] of dishes.entries()) {
        await t.db.query(
          `INSERT INTO menu_dishes (kindergarten_id, menu_id, weekday, meal_type, position, recipe_id) VALUES ($1, $2, $3, 3, $4, $5)`,
          [store.kg, rows[0].id, weekday, index + 1, recipeId],
        );
      }
      return rows[0].id as number;
    };
    // The approved menu: milk on Monday (before the period) and Wednesday, flour on Friday; a draft menu is not counted.
    const approved = await aMenu(2, [
      [1, milkDish],
      [3, milkDish],
      [5, flourDish],
    ]);
    await aMenu(1, [[3, milkDish]]);
    // Stock: 0.1 kg of milk before the period, 1 kg of flour; milk received after `from` and in another warehouse do not count.
    await receive(store, {
      receiptDate: '2026-11-20',
      invoiceDate: '2026-11-20',
      lines: [aLine(milk, { quantity: '0.1' }), aLine(flour, { quantity: '1' })],
    });
    await receive(store, { receiptDate: '2026-12-02', invoiceDate: '2026-12-02', lines: [aLine(milk, { quantity: '5' })] });
    await receive(store, { warehouseId: await aWarehouse(t.db, store.kg), lines: [aLine(milk, { quantity: '5' })] });

    const answer = await request(t.http)
      .get(`${ORDERS}/suggestion?warehouseId=${store.dry}&from=2026-12-01&to=2026-12-04`)
      .set(store.keeper.auth)
      .expect(200);

    // Recomputed from the rows: per dish day inside the period, the children placed × gross grams per portion, in kg.
    const children = Number(
      (await t.db.query(`SELECT count(*)::int AS n FROM student_classes WHERE class_id = $1`, [group])).rows[0].n,
    );
    const gross = async (recipeId: number) =>
      (
        await t.db.query(
          `SELECT q.gross::text FROM recipe_ingredient_quantities q JOIN recipe_ingredients i ON i.id = q.ingredient_id
            WHERE i.recipe_id = $1 AND q.age_band = 3`,
          [recipeId],
        )
      ).rows[0].gross as string;
    const { rows: dishDays } = await t.db.query(
      `SELECT d.weekday, d.recipe_id FROM menu_dishes d WHERE d.menu_id = $1 AND d.weekday BETWEEN 2 AND 5`,
      [approved],
    );
    const neededOf = async (recipeId: number) => {
      let sum = exact('0');
      for (const _day of dishDays.filter((row) => row.recipe_id === recipeId)) {
        // grams × children, in kilograms (the product's unit): 1000 g per kg.
        sum = add(sum, shift(multiply(exact(await gross(recipeId)), exact(String(children))), 3));
      }
      return sum;
    };
    const stockOn = async (productId: number) =>
      (
        await t.db.query(
          `SELECT coalesce(sum(quantity), 0)::text AS q FROM stock_movements
            WHERE warehouse_id = $1 AND product_id = $2 AND movement_date <= '2026-12-01'`,
          [store.dry, productId],
        )
      ).rows[0].q as string;
    const milkNeeded = await neededOf(milkDish);
    const flourNeeded = await neededOf(flourDish);
    const milkShortage = subtract(milkNeeded, exact(await stockOn(milk)));
    expect(subtract(flourNeeded, exact(await stockOn(flour))).digits < 0n).toBe(true);

    expect(answer.body.menus).toEqual([{ id: approved, weekStart: '2026-11-30', ageBand: 3 }]);
    expect(answer.body.rows).toEqual([
      {
        productId: milk,
        productName: 'Мляко (предложение)',
        unit: KG,
        needed: round(milkNeeded, 3),
        available: await stockOn(milk),
        shortage: round(milkShortage, 3),
      },
    ]);
    // 3 children × 100 g on Wednesday = 0.3 kg, less 0.1 kg in stock.
    expect(answer.body.rows[0].shortage).toBe('0.200');

    const tooLong = await request(t.http)
      .get(`${ORDERS}/suggestion?warehouseId=${store.dry}&from=2026-12-01&to=2027-01-15`)
      .set(store.keeper.auth)
      .expect(400);
    expect(tooLong.body.errors.to).toEqual([supplierOrderMessages.periodTooLong]);
  });

  it('lists the orders book by period, supplier and state, with PDF and an Excel sheet that reads back', async () => {
    const store = await aStore(Role.Director);
    const delivered = await anOrder(store);
    await send(store, delivered, 3).expect(200);
    await deliver(store, delivered, await receive(store)).expect(200);
    const draft = await anOrder(store, { orderDate: '2026-11-24', deliveryDate: '2026-11-25' });
    const otherSupplier = await aSupplier(t.db, store.kg, 'Пекарна (тест)');
    await anOrder(store, { supplierId: otherSupplier, orderDate: '2026-11-25', deliveryDate: '2026-11-26' });

    const all = (
      await request(t.http).get(`${ORDERS}/overview-models?year=2026&orderByColumn=number`).set(store.keeper.auth).expect(200)
    ).body;
    expect(all.rowsCount).toBe(3);
    expect(
      all.result.map((row: { number: number; state: number; value: string | null }) => [row.number, row.state, row.value]),
    ).toEqual([
      [1, 3, '19.60'],
      [2, 1, null],
      [3, 1, null],
    ]);
    const bySupplier = await request(t.http)
      .get(`${ORDERS}/overview-models?supplierId=${store.supplierId}&state=1`)
      .set(store.keeper.auth)
      .expect(200);
    expect(bySupplier.body.result.map((row: { id: number }) => row.id)).toEqual([draft]);

    const pdf = await binary(request(t.http).get(`${ORDERS}/orders-book/receipt?year=2026`).set(store.keeper.auth)).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
    const excel = await binary(
      request(t.http).get(`${ORDERS}/orders-book/excel-export?year=2026&supplierId=${store.supplierId}`).set(store.keeper.auth),
    ).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.body as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = sheet.getSheetValues().filter(Boolean) as unknown[][];
    const text = values.map((row) => row.filter((cell) => cell !== undefined && cell !== null).map(String));
    expect(text.some((row) => row.includes('Доставчик'))).toBe(true);
    const dataRows = text.filter((row) => row.includes('Млечни продукти ООД (тест)'));
    expect(dataRows).toHaveLength(2);
    expect(dataRows.some((row) => row.includes('Доставена') && row.includes('19.6'))).toBe(true);
  });

  it('registers a period’s stock receipts with totals per supplier that add up, as PDF and an Excel that reads back', async () => {
    const store = await aStore(Role.Director);
    const bakery = await aSupplier(t.db, store.kg, 'Пекарна (регистър)');
    await receive(store, {
      receiptDate: '2026-10-05',
      invoiceDate: '2026-10-05',
      lines: [aLine(store.cheese, { quantity: '1.5', unitPrice: '9.99' })],
    });
    await receive(store, { lines: [aLine(store.cheese, { quantity: '2', unitPrice: '9.80' })] });
    await receive(store, {
      supplierId: bakery,
      invoiceNumber: 'П-9',
      lines: [aLine(store.cheese, { quantity: '0.333', unitPrice: '3.333' })],
    });
    await receive(store, { receiptDate: '2026-12-10', invoiceDate: '2026-12-10' });
    const url = '/api/UnitedStockReceipts/register?fromDate=2026-10-01&toDate=2026-11-30';
    const answer = (await request(t.http).get(url).set(store.keeper.auth).expect(200)).body;
    // Each receipt's total is its accepted lines' exact value rounded once; the totals add the rounded totals.
    const { rows: expected } = await t.db.query(
      `SELECT r.number, s.name AS supplier, round(sum(l.value), 2)::text AS total
         FROM stock_receipts r JOIN suppliers s ON s.id = r.supplier_id JOIN stock_receipt_lines l ON l.receipt_id = r.id
        WHERE r.kindergarten_id = $1 AND r.receipt_date BETWEEN '2026-10-01' AND '2026-11-30' AND l.check_result = 1
        GROUP BY r.id, s.name ORDER BY r.receipt_date, r.number`,
      [store.kg],
    );
    expect(
      answer.rows.map((row: { number: number; supplierName: string; total: string }) => ({
        number: row.number,
        supplier: row.supplierName,
        total: row.total,
      })),
    ).toEqual(expected);
    expect(answer.rows.map((row: { total: string }) => row.total)).toEqual(['14.99', '19.60', '1.11']);
    expect(answer.suppliers).toEqual([
      { supplierId: store.supplierId, supplierName: 'Млечни продукти ООД (тест)', receipts: 2, total: '34.59' },
      { supplierId: bakery, supplierName: 'Пекарна (регистър)', receipts: 1, total: '1.11' },
    ]);
    expect(answer.total).toBe('35.70');
    const bySupplier = (await request(t.http).get(`${url}&supplierId=${bakery}`).set(store.keeper.auth).expect(200)).body;
    expect(bySupplier.rows.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual(['П-9']);
    const bad = await request(t.http)
      .get('/api/UnitedStockReceipts/register?fromDate=2026-11-30&toDate=2026-10-01')
      .set(store.keeper.auth)
      .expect(400);
    expect(bad.body.errors.toDate).toEqual([supplierOrderMessages.periodOrder]);

    const pdf = await binary(request(t.http).get(url.replace('register?', 'register/receipt?')).set(store.keeper.auth)).expect(
      200,
    );
    expect((pdf.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
    const excel = await binary(
      request(t.http).get(url.replace('register?', 'register/excel-export?')).set(store.keeper.auth),
    ).expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.body as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Разписки', 'По доставчици']);
    const totals = (workbook.worksheets[1]!.getSheetValues().filter(Boolean) as unknown[][]).map((row) =>
      row.filter((cell) => cell != null).map(String),
    );
    expect(totals).toContainEqual(['Млечни продукти ООД (тест)', '2', '34.59']);
  });
});
