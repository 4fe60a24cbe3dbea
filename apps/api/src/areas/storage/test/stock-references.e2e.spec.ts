import {
  add,
  DOCUMENT_JOURNAL_PDF_MAX_LINES,
  type Exact,
  exact,
  LotExpiryState,
  Role,
  round,
  StockDocumentKind,
  stockReferenceMessages,
  subtract,
  type TrialBalanceRow,
} from '@kg/contracts';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aLine, aStockProduct, aSupplier, aWarehouse } from './storage-factories.js';

const KG = 3;
const REFERENCES = '/api/StockReferences';
const commission = [
  { name: 'Мария Петрова', position: 'Директор' },
  { name: 'Иван Колев', position: 'Домакин' },
];
const ZERO: Exact = { digits: 0n, scale: 0 };
/** Two decimal strings are the same number (exactly: no floats). */
const same = (a: string, b: string): boolean => subtract(exact(a), exact(b)).digits === 0n;
const binary = (response: request.Test) =>
  response.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The storage reports: docs/storage.md "Storage reports". */
describe('/api/StockReferences: the storage reports', () => {
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
      supplierId: await aSupplier(t.db, kindergartenId, 'Мелница'),
      dry: await aWarehouse(t.db, kindergartenId, 'Сух склад'),
      cold: await aWarehouse(t.db, kindergartenId, 'Хладилна камера'),
      flour: await aStockProduct(t.db, kindergartenId, KG, {}, 'Брашно'),
      butter: await aStockProduct(t.db, kindergartenId, KG, {}, 'Масло'),
    };
  }
  type Store = Awaited<ReturnType<typeof aStore>>;

  const send = (store: Store, method: 'post' | 'delete', path: string, body?: object) =>
    request(t.http)[method](`/api${path}`).set(store.keeper.auth).send(body);
  const get = (store: Store, path: string) => request(t.http).get(`${REFERENCES}/${path}`).set(store.keeper.auth);
  const receive = async (store: Store, warehouseId: number, receiptDate: string, lines: object[]) =>
    (
      await send(store, 'post', '/UnitedStockReceipts', {
        supplierId: store.supplierId,
        warehouseId,
        receiptDate,
        invoiceNumber: 'Ф-1',
        invoiceDate: receiptDate,
        lines,
      })
    ).body.entityId as number;
  const issue = async (store: Store, warehouseId: number, requestDate: string, productId: number, quantity: string) => {
    const saved = await send(store, 'post', '/StockRequests/create-request', {
      warehouseId,
      requestDate,
      lines: [{ productId, unit: KG, quantity }],
    }).expect(200);
    return send(store, 'post', `/StockRequests/complete/${saved.body.entityId}`);
  };
  const scrap = async (store: Store, warehouseId: number, scrappingDate: string, productId: number, quantity: string) => {
    const { rows } = await t.db.query(
      `SELECT lot.id FROM stock_lots lot JOIN stock_movements m ON m.lot_id = lot.id
        WHERE lot.warehouse_id = $1 AND lot.product_id = $2 AND lot.received_on <= $3::date
        GROUP BY lot.id HAVING sum(m.quantity) >= $4::numeric ORDER BY lot.id LIMIT 1`,
      [warehouseId, productId, scrappingDate, quantity],
    );
    if (!rows.length) return undefined;
    const saved = await send(store, 'post', '/StockScrappings/save', {
      warehouseId,
      scrappingDate,
      type: 1,
      reason: 'Изтекъл срок',
      commission,
      lines: [{ productId, lotId: rows[0].id, unit: KG, quantity }],
    }).expect(200);
    return send(store, 'post', `/StockScrappings/complete/${saved.body.entityId}`);
  };
  const count = (store: Store, warehouseId: number, declarationDate: string, lines: object[]) =>
    send(store, 'post', '/InventoryDeclarations', { warehouseId, declarationDate, commission, lines });

  it('sums every document kind per product for a period: opening, receipts, issues, scrappings, inventory, closing', async () => {
    const store = await aStore();
    await receive(store, store.dry, '2026-10-20', [
      aLine(store.flour, { quantity: '10', unitPrice: '1.20', expiryDate: '2027-02-01' }),
    ]);
    await receive(store, store.dry, '2026-11-03', [
      aLine(store.flour, { quantity: '5', unitPrice: '1.50', batchNumber: 'F-2', expiryDate: '2026-11-20' }),
      aLine(store.butter, { quantity: '3', unitPrice: '8.10', batchNumber: 'M-1', expiryDate: '2026-12-01' }),
    ]);
    await receive(store, store.cold, '2026-11-04', [aLine(store.butter, { quantity: '2', unitPrice: '8' })]);
    expect((await issue(store, store.dry, '2026-11-10', store.flour, '3')).status).toBe(200);
    expect((await scrap(store, store.dry, '2026-11-12', store.butter, '0.5'))?.status).toBe(200);
    await count(store, store.dry, '2026-11-30', [
      { productId: store.flour, countedQuantity: '11.5' },
      { productId: store.butter, countedQuantity: '2.7' },
    ]).expect(200);

    const answer = await get(
      store,
      `trial-balance/overview-models?fromDate=2026-11-01&toDate=2026-11-30&warehouseId=${store.dry}`,
    ).expect(200);
    // Flour: 10 kg at 1.20 before; +5 at 1.50 → 15 kg for 19.50 € (1.30/kg); −3 issued (3.90); 12 left → counted 11.5: −0.5 (0.65).
    // Butter: +3 kg at 8.10 (24.30); −0.5 scrapped (4.05); 2.5 → counted 2.7: +0.2 at 8.10 (1.62).
    const rows = answer.body.result as TrialBalanceRow[];
    expect(answer.body.rowsCount).toBe(2);
    const flour = rows.find((row) => row.productId === store.flour)!;
    const butter = rows.find((row) => row.productId === store.butter)!;
    const expectRow = (row: TrialBalanceRow, expected: Record<string, string>) => {
      for (const [key, value] of Object.entries(expected)) {
        if (!same(row[key as keyof TrialBalanceRow] as string, value))
          throw new Error(`${row.productName} ${key}: ${String(row[key as keyof TrialBalanceRow])} ≠ ${value}`);
      }
    };
    expectRow(flour, {
      openingQuantity: '10',
      openingValue: '12',
      receiptQuantity: '5',
      receiptValue: '7.5',
      issueQuantity: '3',
      issueValue: '3.9',
      scrappingQuantity: '0',
      surplusQuantity: '0',
      shortageQuantity: '0.5',
      shortageValue: '0.65',
      closingQuantity: '11.5',
      closingValue: '14.95',
    });
    expectRow(butter, {
      openingQuantity: '0',
      receiptQuantity: '3',
      receiptValue: '24.3',
      scrappingQuantity: '0.5',
      scrappingValue: '4.05',
      surplusQuantity: '0.2',
      surplusValue: '1.62',
      closingQuantity: '2.7',
      closingValue: '21.87',
    });
    expect(same(answer.body.totals.closingValue, '36.82')).toBe(true);
    expect(same(answer.body.totals.openingValue, '12')).toBe(true);

    // All warehouses and a period before everything: the cold room's butter joins; October alone has only the opening receipt.
    const all = await get(
      store,
      'trial-balance/overview-models?fromDate=2026-11-01&toDate=2026-11-30&orderByColumn=closingValue&orderByDescending=true',
    ).expect(200);
    expect(all.body.result.map((row: TrialBalanceRow) => row.productName)).toEqual(['Масло', 'Брашно']);
    expect(same(all.body.totals.closingValue, '52.82')).toBe(true);
    const october = await get(store, 'trial-balance/overview-models?fromDate=2026-10-01&toDate=2026-10-31&search=браш').expect(
      200,
    );
    expect(october.body.rowsCount).toBe(1);
    expect(same(october.body.result[0].closingValue, '12')).toBe(true);
    const pastTheEnd = await get(
      store,
      'trial-balance/overview-models?fromDate=2026-11-01&toDate=2026-11-30&pageNumber=5',
    ).expect(200);
    expect(pastTheEnd.body).toMatchObject({ result: [], rowsCount: 2 });

    const excel = await binary(
      get(store, `trial-balance/excel-export?fromDate=2026-11-01&toDate=2026-11-30&warehouseId=${store.dry}`),
    ).expect(200);
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Продукт', 'Начално салдо, к-во', 'Крайно салдо, €']));
    const lastRow = sheet.getRow(sheet.rowCount);
    expect(lastRow.getCell(1).value).toBe('Общо');
    expect(lastRow.getCell(16).value).toBe(36.82);
    const pdf = await get(store, `trial-balance/receipt?fromDate=2026-11-01&toDate=2026-11-30`).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('lists every posted document line of a period, the stock per lot with expiry warnings, and the inventory list', async () => {
    const store = await aStore();
    const receiptId = await receive(store, store.dry, '2026-11-03', [
      aLine(store.flour, { quantity: '5', unitPrice: '1.50', batchNumber: 'F-2', expiryDate: '2026-11-20' }),
      aLine(store.butter, { quantity: '3', unitPrice: '8', batchNumber: 'M-1', expiryDate: '2026-11-08' }),
    ]);
    expect((await issue(store, store.dry, '2026-11-10', store.flour, '1')).status).toBe(200);
    const declarationId = (
      await count(store, store.dry, '2026-11-11', [{ productId: store.butter, countedQuantity: '2' }]).expect(200)
    ).body.entityId;

    const journal = await get(store, 'document-transactions?fromDate=2026-11-01&toDate=2026-11-30').expect(200);
    expect(journal.body.rowsCount).toBe(4);
    expect(
      journal.body.result.map((row: Record<string, unknown>) => [
        row.documentKind,
        row.movementKind,
        row.productName,
        row.quantity,
      ]),
    ).toEqual([
      [StockDocumentKind.Receipt, 1, 'Брашно', '5.000000'],
      [StockDocumentKind.Receipt, 1, 'Масло', '3.000000'],
      [StockDocumentKind.Request, 2, 'Брашно', '-1.000000'],
      [StockDocumentKind.Inventory, 5, 'Масло', '-1.000000'],
    ]);
    expect(journal.body.result[0]).toMatchObject({
      documentId: receiptId,
      documentNumber: 1,
      documentDate: '2026-11-03',
      warehouseName: 'Сух склад',
    });
    expect(journal.body.result[3]).toMatchObject({ documentId: declarationId, documentNumber: 1, value: '-8.0000000000000000' });
    const inventories = await get(
      store,
      `document-transactions?fromDate=2026-11-01&toDate=2026-11-30&documentKind=${StockDocumentKind.Inventory}&pageSize=1`,
    ).expect(200);
    expect(inventories.body.rowsCount).toBe(1);
    const journalPdf = await get(store, 'document-transactions/receipt?fromDate=2026-11-01&toDate=2026-11-30').expect(200);
    expect(journalPdf.body.subarray(0, 5).toString()).toBe('%PDF-');

    const lots = await get(store, `stock-availability-detailed?date=2026-11-15&warehouseId=${store.dry}`).expect(200);
    expect(lots.body.result).toEqual([
      expect.objectContaining({
        productName: 'Брашно',
        batchNumber: 'F-2',
        quantity: '4.000000',
        supplierName: 'Мелница',
        expiryState: LotExpiryState.Expiring,
        receivedOn: '2026-11-03',
      }),
      expect.objectContaining({
        productName: 'Масло',
        batchNumber: 'M-1',
        quantity: '2.000000',
        expiryState: LotExpiryState.Expired,
      }),
    ]);
    const earlier = await get(store, `stock-availability-detailed?date=2026-11-05&expiringWithinDays=2&onlyWarnings=true`).expect(
      200,
    );
    expect(earlier.body.result).toEqual([]);
    const before = await get(store, `stock-availability-detailed?date=2026-11-05&expiringWithinDays=3`).expect(200);
    expect(before.body.result.map((row: { expiryState: number | null }) => row.expiryState)).toEqual([
      null,
      LotExpiryState.Expiring,
    ]);

    const list = await get(store, `stock-inventory-list?warehouseId=${store.dry}&date=2026-11-10`).expect(200);
    expect(list.body.map((row: { productName: string; quantity: string }) => [row.productName, row.quantity])).toEqual([
      ['Брашно', '4.000000'],
      ['Масло', '3.000000'],
    ]);
    const listPdf = await get(store, `stock-inventory-list/receipt?warehouseId=${store.dry}&date=2026-11-10`).expect(200);
    expect(listPdf.headers['content-type']).toContain('application/pdf');
  });

  it('refuses a journal PDF of more lines than it holds, naming the count; the page lists them all, paged', async () => {
    const store = await aStore();
    const receiptId = await receive(store, store.dry, '2026-11-03', [aLine(store.flour)]);
    // A busy year's lines: copies of the receipt's line, each posted like it (its own movement).
    await t.db.query(
      `WITH source AS (SELECT * FROM stock_receipt_lines WHERE receipt_id = $1),
            copies AS (
              INSERT INTO stock_receipt_lines (kindergarten_id, receipt_id, position, product_id, unit, quantity, unit_price,
                                               base_quantity, value, check_result)
              SELECT s.kindergarten_id, s.receipt_id, s.position + g, s.product_id, s.unit, s.quantity, s.unit_price,
                     s.base_quantity, s.value, s.check_result
                FROM source s, generate_series(1, $2::int - 1) g
              RETURNING id)
       INSERT INTO stock_movements (kindergarten_id, warehouse_id, product_id, lot_id, movement_date, kind, quantity, value,
                                    receipt_line_id)
       SELECT m.kindergarten_id, m.warehouse_id, m.product_id, m.lot_id, m.movement_date, m.kind, m.quantity, m.value, c.id
         FROM copies c, stock_movements m JOIN source s ON m.receipt_line_id = s.id`,
      [receiptId, DOCUMENT_JOURNAL_PDF_MAX_LINES + 1],
    );
    const period = 'fromDate=2026-11-01&toDate=2026-11-30';
    const tooLong = await get(store, `document-transactions/receipt?${period}`).expect(400);
    const message = stockReferenceMessages.journalTooLong(DOCUMENT_JOURNAL_PDF_MAX_LINES + 1, DOCUMENT_JOURNAL_PDF_MAX_LINES);
    expect(tooLong.body).toMatchObject({ message, errors: { toDate: [message] } });
    const listed = await get(store, `document-transactions?${period}&pageSize=10`).expect(200);
    expect(listed.body.rowsCount).toBe(DOCUMENT_JOURNAL_PDF_MAX_LINES + 1);
    const coldRoom = await get(store, `document-transactions/receipt?${period}&warehouseId=${store.cold}`).expect(200);
    expect(coldRoom.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses bad filters with Bulgarian messages, answers 401, 403 to a teacher and 404 for another kindergarten’s warehouse', async () => {
    const paths = [
      'trial-balance/overview-models?fromDate=2026-11-01&toDate=2026-11-30',
      'trial-balance/receipt?fromDate=2026-11-01&toDate=2026-11-30',
      'trial-balance/excel-export?fromDate=2026-11-01&toDate=2026-11-30',
      'document-transactions?fromDate=2026-11-01&toDate=2026-11-30',
      'document-transactions/receipt?fromDate=2026-11-01&toDate=2026-11-30',
      'stock-availability-detailed?date=2026-11-01',
      'stock-inventory-list?date=2026-11-01&warehouseId=1',
      'stock-inventory-list/receipt?date=2026-11-01&warehouseId=1',
    ];
    for (const path of paths) await request(t.http).get(`${REFERENCES}/${path}`).expect(401);
    const owner = await aStore();
    const teacher = await aSignedInMember(t, Role.Teacher, owner.kindergartenId);
    for (const path of paths) await request(t.http).get(`${REFERENCES}/${path}`).set(teacher.auth).expect(403);

    const reversed = await get(owner, 'trial-balance/overview-models?fromDate=2026-11-30&toDate=2026-11-01').expect(400);
    expect(reversed.body.errors.toDate).toEqual([stockReferenceMessages.period]);
    const long = await get(owner, 'document-transactions/receipt?fromDate=2020-01-01&toDate=2026-01-01').expect(400);
    expect(long.body.errors.toDate).toEqual([stockReferenceMessages.periodTooLong]);
    const missing = await get(owner, 'stock-inventory-list?date=2026-13-01').expect(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['date', 'warehouseId']);

    const stranger = await aStore(Role.Director);
    for (const path of [
      `trial-balance/overview-models?fromDate=2026-11-01&toDate=2026-11-30&warehouseId=${owner.dry}`,
      `trial-balance/excel-export?fromDate=2026-11-01&toDate=2026-11-30&warehouseId=${owner.dry}`,
      `document-transactions?fromDate=2026-11-01&toDate=2026-11-30&warehouseId=${owner.dry}`,
      `stock-availability-detailed?date=2026-11-01&warehouseId=${owner.dry}`,
      `stock-inventory-list?date=2026-11-01&warehouseId=${owner.dry}`,
      `stock-inventory-list/receipt?date=2026-11-01&warehouseId=${owner.dry}`,
    ]) {
      await get(stranger, path).expect(404);
    }
    await receive(owner, owner.dry, '2026-11-03', [aLine(owner.flour)]);
    const foreign = await get(stranger, 'trial-balance/overview-models?fromDate=2026-11-01&toDate=2026-11-30').expect(200);
    expect(foreign.body).toMatchObject({ result: [], rowsCount: 0 });
  });

  it('PROPERTY: the trial balance of any period equals the sums of its documents, and opening + movements = closing', async () => {
    const day = fc.integer({ min: 1, max: 28 });
    const milli = fc.integer({ min: 1, max: 20_000 }).map((value) => round({ digits: BigInt(value), scale: 3 }, 3));
    const product = fc.constantFrom('flour' as const, 'butter' as const);
    const step = fc.oneof(
      fc.record({
        op: fc.constant('receive' as const),
        day,
        product,
        quantity: milli,
        price: fc.integer({ min: 0, max: 99_999 }),
      }),
      fc.record({ op: fc.constant('issue' as const), day, product, quantity: milli }),
      fc.record({ op: fc.constant('scrap' as const), day, product, quantity: milli }),
      fc.record({
        op: fc.constant('count' as const),
        day,
        product,
        quantity: fc.integer({ min: 0, max: 20_000 }).map((v) => round({ digits: BigInt(v), scale: 3 }, 3)),
      }),
    );
    const dateOf = (n: number) => `2026-10-${String(n).padStart(2, '0')}`;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), day, day, async (steps, a, b) => {
        const store = await aStore();
        for (const s of [...steps].sort((x, y) => x.day - y.day)) {
          const date = dateOf(s.day);
          const productId = store[s.product];
          if (s.op === 'receive') {
            const price = round({ digits: BigInt(s.price), scale: 2 }, 2);
            await receive(store, store.dry, date, [
              aLine(productId, { quantity: s.quantity, unitPrice: price, expiryDate: '2027-12-31' }),
            ]);
          } else if (s.op === 'issue') {
            const answer = await issue(store, store.dry, date, productId, s.quantity);
            expect([200, 409]).toContain(answer.status);
          } else if (s.op === 'scrap') {
            const answer = await scrap(store, store.dry, date, productId, s.quantity);
            if (answer) expect([200, 409]).toContain(answer.status);
          } else {
            const answer = await count(store, store.dry, date, [{ productId, countedQuantity: s.quantity, unitPrice: '1.25' }]);
            expect(answer.status).toBe(200);
          }
        }
        const [fromDate, toDate] = [dateOf(Math.min(a, b)), dateOf(Math.max(a, b))];
        const answer = await get(
          store,
          `trial-balance/overview-models?fromDate=${fromDate}&toDate=${toDate}&pageSize=500`,
        ).expect(200);

        // The documents, read from their own tables: receipts' accepted lines, inventories' differences, and the requests'
        // and scrappings' posted lines (the lots each took).
        const { rows: documents } = await t.db.query(
          `SELECT 'receipt' AS kind, l.product_id, r.receipt_date::text AS day, l.base_quantity::text AS quantity, l.value::text AS value
             FROM stock_receipt_lines l JOIN stock_receipts r ON r.id = l.receipt_id WHERE r.kindergarten_id = $1 AND l.check_result = 1
           UNION ALL
           SELECT CASE WHEN l.difference_quantity > 0 THEN 'surplus' ELSE 'shortage' END, l.product_id, d.declaration_date::text,
                  abs(l.difference_quantity)::text, abs(l.difference_value)::text
             FROM inventory_declaration_lines l JOIN inventory_declarations d ON d.id = l.declaration_id
            WHERE d.kindergarten_id = $1 AND l.difference_quantity <> 0
           UNION ALL
           SELECT 'issue', l.product_id, q.request_date::text, l.base_quantity::text,
                  (SELECT -sum(m.value) FROM stock_movements m WHERE m.request_line_id = l.id)::text
             FROM stock_request_lines l JOIN stock_requests q ON q.id = l.request_id WHERE q.kindergarten_id = $1 AND q.state = 2
           UNION ALL
           SELECT 'scrapping', l.product_id, s.scrapping_date::text, l.base_quantity::text,
                  (SELECT -sum(m.value) FROM stock_movements m WHERE m.scrapping_line_id = l.id)::text
             FROM stock_scrapping_lines l JOIN stock_scrappings s ON s.id = l.scrapping_id WHERE s.kindergarten_id = $1 AND s.state = 2`,
          [store.kindergartenId],
        );
        const rows = answer.body.result as TrialBalanceRow[];
        const totals: Record<string, Exact> = {};
        for (const productId of [store.flour, store.butter]) {
          const mine = documents.filter((document) => document.product_id === productId && document.day <= toDate);
          const sum = (filter: (document: (typeof mine)[number]) => boolean, column: 'quantity' | 'value', signed = false) =>
            mine.filter(filter).reduce<Exact>((total, document) => {
              const amount = exact(document[column]);
              const outflow = signed && ['issue', 'scrapping', 'shortage'].includes(document.kind);
              return add(total, outflow ? { digits: -amount.digits, scale: amount.scale } : amount);
            }, ZERO);
          const inPeriod = (kind: string) => (document: (typeof mine)[number]) =>
            document.kind === kind && document.day >= fromDate;
          const expected: Record<string, Exact> = {
            openingQuantity: sum((document) => document.day < fromDate, 'quantity', true),
            openingValue: sum((document) => document.day < fromDate, 'value', true),
            closingQuantity: sum(() => true, 'quantity', true),
            closingValue: sum(() => true, 'value', true),
          };
          for (const kind of ['receipt', 'issue', 'scrapping', 'surplus', 'shortage']) {
            expected[`${kind}Quantity`] = sum(inPeriod(kind), 'quantity');
            expected[`${kind}Value`] = sum(inPeriod(kind), 'value');
          }
          const row = rows.find((candidate) => candidate.productId === productId);
          const moved = mine.some((document) => document.day >= fromDate);
          if (!row) {
            expect(moved || expected.openingQuantity!.digits !== 0n || expected.openingValue!.digits !== 0n).toBe(false);
            continue;
          }
          for (const [key, value] of Object.entries(expected)) {
            const got = row[key as keyof TrialBalanceRow] as string;
            if (subtract(exact(got), value).digits !== 0n)
              throw new Error(`${key} of ${productId}: ${got} ≠ ${round(value, value.scale)}`);
            if (key.endsWith('Value')) totals[key] = add(totals[key] ?? ZERO, value);
          }
          // Opening + receipts − issues − scrappings + surpluses − shortages = closing, in quantity and value.
          for (const measure of ['Quantity', 'Value'] as const) {
            const m = (name: string) => exact(row[`${name}${measure}` as keyof TrialBalanceRow] as string);
            const computed = subtract(
              add(add(m('opening'), m('receipt')), m('surplus')),
              add(add(m('issue'), m('scrapping')), m('shortage')),
            );
            expect(subtract(computed, m('closing')).digits).toBe(0n);
          }
        }
        for (const [key, value] of Object.entries(totals))
          expect(same(answer.body.totals[key], round(value, value.scale))).toBe(true);
        if (toDate >= dateOf(28)) {
          const { rows: balances } = await t.db.query(
            `SELECT product_id, value::text FROM stock_balances WHERE kindergarten_id = $1`,
            [store.kindergartenId],
          );
          for (const balance of balances) {
            const row = rows.find((candidate) => candidate.productId === balance.product_id);
            expect(same(row?.closingValue ?? '0', balance.value)).toBe(true);
          }
        }
      }),
      { numRuns: 10 },
    );
  });
});
