/**
 * The demo's food warehouse (docs/storage.md "Demo data"): in the kindergarten of the demo storekeeper
 * (manciple@demo.test) two warehouses she answers for, three suppliers with valid ЕИК (made with the БУЛСТАТ check digit
 * from eight digits of this demo: THEY ARE NOT REAL COMPANIES), two manufacturers, and seven stock receipts of the last
 * weeks from the product catalogue (found by `reference_key`), posted into the ledger as the API posts them. The prices
 * are THE DEMO'S EXAMPLE in euro, not market data. Written as the schema owner in the demo seed's transaction.
 */
import {
  fefoOrder,
  IncomingCheckResult,
  lineValue,
  makeEik,
  type OutflowBalance,
  type OutflowLot,
  planOutflow,
  type ProductUnit,
  ScrappingState,
  ScrappingType,
  StockMovementKind,
  StockRequestState,
  sumOf,
  toProductUnit,
  weightedAveragePrice,
} from '@kg/contracts';

interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

export const DEMO_SUPPLIERS = [
  {
    name: 'Млечни продукти „Родопа“ ЕООД (демо)',
    eikStart: '20384756',
    address: 'гр. Смолян, ул. „Родопи“ 12',
    contract: 'Д-04/2026',
  },
  {
    name: 'Зеленчуци и плодове „Тракия“ ООД (демо)',
    eikStart: '16092837',
    address: 'гр. Пловдив, бул. „Марица“ 45',
    contract: 'Д-07/2026',
  },
  {
    name: 'Хранителни стоки „Балкан“ АД (демо)',
    eikStart: '11520394',
    address: 'гр. София, ул. „Искър“ 3',
    contract: 'Д-11/2026',
  },
] as const;

type Line = [key: string, unit: ProductUnit, quantity: string, unitPrice: string, daysToExpiry: number, rejected?: string];

/** Per receipt: days before today, the supplier (index), the warehouse ('dry' or 'cold'), the invoice and its lines. */
const RECEIPTS: { daysAgo: number; supplier: number; warehouse: 'dry' | 'cold'; invoice: string; lines: Line[] }[] = [
  {
    daysAgo: 20,
    supplier: 2,
    warehouse: 'dry',
    invoice: '0000004187',
    lines: [
      ['flour-500', 3, '50', '0.86', 240],
      ['rice', 3, '20', '1.95', 365],
      ['sugar', 3, '25', '1.12', 720],
      ['oil-sunflower', 5, '12', '2.05', 300],
    ],
  },
  {
    daysAgo: 15,
    supplier: 2,
    warehouse: 'dry',
    invoice: '0000004231',
    lines: [
      ['salt', 3, '5', '0.62', 720],
      ['tomato-paste', 3, '4', '4.20', 365],
      ['lentils-green', 3, '10', '2.40', 365],
      ['beans-white', 3, '10', '3.10', 365],
      ['couscous', 3, '5', '2.90', 300],
      ['phyllo', 3, '6', '3.80', 60],
      ['walnuts', 3, '2', '16.50', 180],
      ['savory', 3, '0.5', '18.00', 540],
      ['paprika', 3, '0.5', '14.00', 540],
      ['spearmint-dried', 3, '0.3', '22.00', 540],
      ['cinnamon', 3, '0.2', '25.00', 540],
    ],
  },
  {
    daysAgo: 12,
    supplier: 0,
    warehouse: 'cold',
    invoice: '0000012001',
    lines: [
      ['milk-3', 5, '60', '1.38', 7],
      ['yogurt-3-6', 1, '80', '0.92', 14],
      ['cheese-cow', 3, '8', '9.40', 45],
      ['butter', 2, '5000', '0.0118', 60, 'Нарушена опаковка на два пакета'],
    ],
  },
  {
    daysAgo: 9,
    supplier: 1,
    warehouse: 'dry',
    invoice: '0000002290',
    lines: [
      ['potatoes', 3, '60', '0.74', 45],
      ['onions', 3, '15', '0.82', 60],
      ['carrots', 3, '12', '0.95', 30],
      ['apples', 3, '30', '1.35', 25],
    ],
  },
  {
    daysAgo: 4,
    supplier: 0,
    warehouse: 'cold',
    invoice: '0000012044',
    lines: [
      ['milk-3', 5, '40', '1.42', 7],
      ['cheese-cow', 3, '4', '9.80', 45],
      ['eggs', 1, '180', '0.26', 21],
      ['butter', 3, '4', '11.80', 60],
    ],
  },
  {
    daysAgo: 3,
    supplier: 1,
    warehouse: 'dry',
    invoice: '0000002316',
    lines: [
      ['tomatoes', 3, '15', '2.20', 8],
      ['cucumbers', 3, '10', '1.90', 8],
      ['peppers-red', 3, '8', '3.10', 10],
      ['garlic', 3, '1', '6.50', 60],
      ['dill', 3, '0.5', '12.00', 6],
    ],
  },
  {
    daysAgo: 2,
    supplier: 2,
    warehouse: 'cold',
    invoice: '0000004262',
    lines: [
      ['chicken-fillet', 3, '15', '9.60', 6],
      ['minced-pork', 3, '12', '8.90', 5],
    ],
  },
];

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export async function seedDemoStorage(client: Queryable, today: string): Promise<void> {
  const found = await client.query<{ kindergartenId: number; userId: number }>(
    `SELECT ku.kindergarten_id AS "kindergartenId", u.id AS "userId"
       FROM users u JOIN kindergarten_users ku ON ku.user_id = u.id
      WHERE lower(u.email) = 'manciple@demo.test' ORDER BY ku.kindergarten_id LIMIT 1`,
  );
  const keeper = found.rows[0];
  if (!keeper) return;
  const { kindergartenId, userId } = keeper;

  const warehouse = async (name: string, note: string): Promise<number> =>
    (
      await client.query<{ id: number }>(
        `INSERT INTO warehouses (kindergarten_id, name, responsible_user_id, note) VALUES ($1, $2, $3, $4) RETURNING id`,
        [kindergartenId, name, userId, note],
      )
    ).rows[0]!.id;
  const warehouses = {
    dry: await warehouse('Сух склад', 'Сухи продукти, зеленчуци и плодове; до 25 °C'),
    cold: await warehouse('Хладилна камера', 'Мляко, млечни продукти, яйца; 0–4 °C'),
  };
  const suppliers: number[] = [];
  for (const supplier of DEMO_SUPPLIERS) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO suppliers (kindergarten_id, name, eik, address, contract_number, contract_from, contract_to)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        kindergartenId,
        supplier.name,
        makeEik(supplier.eikStart),
        supplier.address,
        supplier.contract,
        `${today.slice(0, 4)}-01-01`,
        `${today.slice(0, 4)}-12-31`,
      ],
    );
    suppliers.push(rows[0]!.id);
  }
  for (const [name, country] of [
    ['Мандра „Родопа“ (демо)', 'България'],
    ['Мелница „Добруджа“ (демо)', 'България'],
  ]) {
    await client.query(`INSERT INTO manufacturers (kindergarten_id, name, country) VALUES ($1, $2, $3)`, [
      kindergartenId,
      name,
      country,
    ]);
  }

  const keys = [...new Set(RECEIPTS.flatMap((receipt) => receipt.lines.map(([key]) => key)))];
  const { rows: products } = await client.query<{
    id: number;
    key: string;
    unit: ProductUnit;
    conversions: { unit: ProductUnit; grams: string }[];
  }>(
    `SELECT p.id, p.reference_key AS key, p.unit,
            coalesce(json_agg(json_build_object('unit', c.unit, 'grams', c.grams::text)) FILTER (WHERE c.unit IS NOT NULL), '[]') AS conversions
       FROM products p LEFT JOIN product_conversions c ON c.product_id = p.id
      WHERE p.kindergarten_id IS NULL AND p.reference_key = ANY ($1) GROUP BY p.id`,
    [keys],
  );
  const byKey = new Map(products.map((product) => [product.key, product]));

  const numbers = new Map<number, number>();
  for (const receipt of RECEIPTS) {
    const receiptDate = addDays(today, -receipt.daysAgo);
    const year = Number(receiptDate.slice(0, 4));
    const lines = receipt.lines.flatMap(([key, unit, quantity, unitPrice, days, rejected]) => {
      const product = byKey.get(key);
      const baseQuantity = product && toProductUnit(quantity, unit, product.unit, product.conversions);
      return product && baseQuantity ? [{ product, unit, quantity, unitPrice, baseQuantity, days, rejected }] : [];
    });
    if (!lines.some((line) => !line.rejected)) continue;
    const number = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, number);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO stock_receipts (kindergarten_id, year, number, receipt_date, supplier_id, warehouse_id, invoice_number,
                                   invoice_date, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $4, $8) RETURNING id`,
      [
        kindergartenId,
        year,
        number,
        receiptDate,
        suppliers[receipt.supplier],
        warehouses[receipt.warehouse],
        receipt.invoice,
        userId,
      ],
    );
    const receiptId = rows[0]!.id;
    for (const [index, line] of lines.entries()) {
      await client.query(
        `INSERT INTO stock_receipt_lines (kindergarten_id, receipt_id, position, product_id, unit, quantity, unit_price,
                                          base_quantity, value, batch_number, expiry_date, check_result, check_note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          kindergartenId,
          receiptId,
          index + 1,
          line.product.id,
          line.unit,
          line.quantity,
          line.unitPrice,
          line.baseQuantity,
          lineValue(line.quantity, line.unitPrice),
          `${receipt.invoice.slice(-4)}-${index + 1}`,
          addDays(receiptDate, line.days),
          line.rejected ? IncomingCheckResult.Rejected : IncomingCheckResult.Accepted,
          line.rejected ?? null,
        ],
      );
    }
    // Posted as the API posts a receipt (apps/api/src/areas/storage/data/stock.repository.ts `postReceipt`).
    await client.query(
      `WITH lots AS (
         INSERT INTO stock_lots (kindergarten_id, warehouse_id, product_id, batch_number, expiry_date, received_on, receipt_line_id)
         SELECT r.kindergarten_id, r.warehouse_id, l.product_id, l.batch_number, l.expiry_date, r.receipt_date, l.id
           FROM stock_receipt_lines l JOIN stock_receipts r ON r.id = l.receipt_id
          WHERE r.id = $1 AND l.check_result = $2 ORDER BY l.position
         RETURNING id, kindergarten_id, warehouse_id, product_id, received_on, receipt_line_id)
       INSERT INTO stock_movements (kindergarten_id, warehouse_id, product_id, lot_id, movement_date, kind, quantity, value, receipt_line_id)
       SELECT lots.kindergarten_id, lots.warehouse_id, lots.product_id, lots.id, lots.received_on, $3, l.base_quantity, l.value, l.id
         FROM lots JOIN stock_receipt_lines l ON l.id = lots.receipt_line_id`,
      [receiptId, IncomingCheckResult.Accepted, StockMovementKind.Receipt],
    );
  }
  for (const [year, last] of numbers) {
    await client.query(
      `INSERT INTO document_numbers (kind, kindergarten_id, provider_id, year, last_number) VALUES ('stock-receipt', $1, 0, $2, $3)
       ON CONFLICT (kind, kindergarten_id, provider_id, year) DO UPDATE SET last_number = EXCLUDED.last_number`,
      [kindergartenId, year, last],
    );
  }
  await seedDemoOutflows(client, today, { kindergartenId, userId, warehouses });
  await seedDemoInventory(client, today, { kindergartenId, userId, warehouseId: warehouses.dry });
}

// ---------------------------------------------------------------- stock requests and a scrapping (issue 19 items 3, 4)

type OutflowSeedLine = [key: string, unit: ProductUnit, quantity: string];

/**
 * The demo's outflows (docs/storage.md "Demo data"): two completed stock requests of the last days, one saved for today,
 * and one completed scrapping of the first milk delivery's lot once it expired, each posted as the API posts it (the
 * outflow core's `planOutflow`: earliest expiry first at the moving weighted average price), in date order.
 */
const OUTFLOWS: {
  kind: 'request' | 'scrapping';
  daysAgo: number;
  warehouse: 'dry' | 'cold';
  completed: boolean;
  note?: string;
  lines: OutflowSeedLine[];
}[] = [
  {
    kind: 'request',
    daysAgo: 6,
    warehouse: 'cold',
    completed: true,
    note: 'Закуска: мляко с какао; обяд: сирене',
    lines: [
      ['milk-3', 5, '20'],
      ['yogurt-3-6', 1, '25'],
      ['cheese-cow', 3, '1.5'],
    ],
  },
  // The first milk delivery's lot expired 5 days ago: the commission writes off what is left of it.
  { kind: 'scrapping', daysAgo: 4, warehouse: 'cold', completed: true, lines: [['milk-3', 5, '40']] },
  {
    kind: 'request',
    daysAgo: 2,
    warehouse: 'dry',
    completed: true,
    note: 'Обяд: пилешка супа, ориз с зеленчуци',
    lines: [
      ['flour-500', 3, '4'],
      ['rice', 3, '2'],
      ['oil-sunflower', 5, '0.5'],
      ['potatoes', 3, '8'],
      ['onions', 3, '1.5'],
    ],
  },
  {
    kind: 'request',
    daysAgo: 0,
    warehouse: 'dry',
    completed: false,
    note: 'Обяд: ябълков сладкиш',
    lines: [
      ['sugar', 3, '1.5'],
      ['apples', 3, '6'],
      ['carrots', 3, '2'],
    ],
  },
];

async function seedDemoOutflows(
  client: Queryable,
  today: string,
  store: { kindergartenId: number; userId: number; warehouses: { dry: number; cold: number } },
): Promise<void> {
  const { kindergartenId, userId } = store;
  const keys = [...new Set(OUTFLOWS.flatMap((document) => document.lines.map(([key]) => key)))];
  const { rows: products } = await client.query<{
    id: number;
    key: string;
    name: string;
    unit: ProductUnit;
    conversions: { unit: ProductUnit; grams: string }[];
  }>(
    `SELECT p.id, p.reference_key AS key, p.name, p.unit,
            coalesce(json_agg(json_build_object('unit', c.unit, 'grams', c.grams::text)) FILTER (WHERE c.unit IS NOT NULL), '[]') AS conversions
       FROM products p LEFT JOIN product_conversions c ON c.product_id = p.id
      WHERE p.kindergarten_id IS NULL AND p.reference_key = ANY ($1) GROUP BY p.id`,
    [keys],
  );
  const byKey = new Map(products.map((product) => [product.key, product]));
  const numbers = new Map<string, number>();
  for (const document of OUTFLOWS) {
    const date = addDays(today, -document.daysAgo);
    const year = Number(date.slice(0, 4));
    const warehouseId = store.warehouses[document.warehouse];
    const lines = document.lines.flatMap(([key, unit, quantity]) => {
      const product = byKey.get(key);
      const baseQuantity = product && toProductUnit(quantity, unit, product.unit, product.conversions);
      return product && baseQuantity ? [{ product, unit, quantity, baseQuantity }] : [];
    });
    if (lines.length === 0) continue;
    const counter = `${document.kind}-${year}`;
    const number = (numbers.get(counter) ?? 0) + 1;
    numbers.set(counter, number);
    const productIds = lines.map((line) => line.product.id);
    // The lot a scrapping names: the product's earliest-expiring lot in the warehouse (the expired milk).
    const { rows: lots } = await client.query<OutflowLot>(
      `SELECT lot.id AS "lotId", lot.product_id AS "productId", lot.batch_number AS "batchNumber",
              lot.expiry_date::text AS "expiryDate", lot.received_on::text AS "receivedOn", sum(m.quantity)::text AS remaining
         FROM stock_lots lot JOIN stock_movements m ON m.lot_id = lot.id
        WHERE lot.kindergarten_id = $1 AND lot.warehouse_id = $2 AND lot.product_id = ANY($3) AND lot.received_on <= $4
        GROUP BY lot.id HAVING sum(m.quantity) > 0`,
      [kindergartenId, warehouseId, productIds, date],
    );
    const namedLot = (productId: number) => lots.filter((lot) => lot.productId === productId).sort(fefoOrder)[0]?.lotId;
    let documentId: number;
    const lineIds: number[] = [];
    if (document.kind === 'request') {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO stock_requests (kindergarten_id, year, number, request_date, warehouse_id, note, state, created_by,
                                     completed_by, completed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          kindergartenId,
          year,
          number,
          date,
          warehouseId,
          document.note ?? null,
          document.completed ? StockRequestState.Completed : StockRequestState.Created,
          userId,
          document.completed ? userId : null,
          document.completed ? `${date}T08:30:00+02:00` : null,
        ],
      );
      documentId = rows[0]!.id;
      for (const [index, line] of lines.entries()) {
        const { rows: inserted } = await client.query<{ id: number }>(
          `INSERT INTO stock_request_lines (kindergarten_id, request_id, position, product_id, unit, quantity, base_quantity)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
          [kindergartenId, documentId, index + 1, line.product.id, line.unit, line.quantity, line.baseQuantity],
        );
        lineIds.push(inserted[0]!.id);
      }
    } else {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO stock_scrappings (kindergarten_id, year, number, scrapping_date, warehouse_id, type, reason, commission,
                                       state, created_by, completed_by, completed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11) RETURNING id`,
        [
          kindergartenId,
          year,
          number,
          date,
          warehouseId,
          ScrappingType.Expired,
          'Изтекъл срок на годност, установен при ежедневната проверка на хладилната камера.',
          JSON.stringify([
            { name: 'Мария Иванова', position: 'Домакин' },
            { name: 'Петя Георгиева', position: 'Готвач' },
            { name: 'Даниела Петрова', position: 'Медицинска сестра' },
          ]),
          ScrappingState.Completed,
          userId,
          `${date}T14:00:00+02:00`,
        ],
      );
      documentId = rows[0]!.id;
      for (const [index, line] of lines.entries()) {
        const { rows: inserted } = await client.query<{ id: number }>(
          `INSERT INTO stock_scrapping_lines (kindergarten_id, scrapping_id, position, product_id, lot_id, unit, quantity,
                                              base_quantity)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            kindergartenId,
            documentId,
            index + 1,
            line.product.id,
            namedLot(line.product.id),
            line.unit,
            line.quantity,
            line.baseQuantity,
          ],
        );
        lineIds.push(inserted[0]!.id);
      }
    }
    if (!document.completed) continue;
    // Posted as the API posts it (apps/api/src/areas/storage/data/stock-outflow.ts `StockOutflow.post`).
    const { rows: balances } = await client.query<OutflowBalance>(
      `SELECT p.id AS "productId", p.name AS "productName", p.unit, coalesce(b.quantity, 0)::text AS quantity,
              coalesce(b.value, 0)::text AS value
         FROM products p LEFT JOIN stock_balances b ON b.product_id = p.id AND b.kindergarten_id = $1 AND b.warehouse_id = $2
        WHERE p.id = ANY($3)`,
      [kindergartenId, warehouseId, productIds],
    );
    const movements = planOutflow(
      {
        date,
        warehouseName: document.warehouse === 'dry' ? 'Сух склад' : 'Хладилна камера',
        skipExpired: document.kind === 'request',
        lines: lines.map((line, index) => ({
          documentLineId: lineIds[index]!,
          productId: line.product.id,
          quantity: line.baseQuantity,
          ...(document.kind === 'scrapping' ? { lotId: namedLot(line.product.id) ?? null } : {}),
        })),
      },
      balances,
      lots,
    );
    const column = document.kind === 'request' ? 'request_line_id' : 'scrapping_line_id';
    await client.query(
      `INSERT INTO stock_movements (kindergarten_id, warehouse_id, product_id, lot_id, movement_date, kind, quantity, value, ${column})
       SELECT $1, $2, m."productId", m."lotId", $3::date, $4, m.quantity, m.value, m."documentLineId"
         FROM jsonb_to_recordset($5::jsonb) AS m("productId" integer, "lotId" integer, quantity numeric, value numeric,
              "documentLineId" integer)`,
      [
        kindergartenId,
        warehouseId,
        date,
        document.kind === 'request' ? StockMovementKind.Issue : StockMovementKind.Scrapping,
        JSON.stringify(movements),
      ],
    );
  }
  for (const [counter, last] of numbers) {
    const [kind, year] = counter.split('-');
    await client.query(
      `INSERT INTO document_numbers (kind, kindergarten_id, provider_id, year, last_number) VALUES ($1, $2, 0, $3, $4)
       ON CONFLICT (kind, kindergarten_id, provider_id, year) DO UPDATE SET last_number = EXCLUDED.last_number`,
      [`stock-${kind}`, kindergartenId, Number(year), last],
    );
  }
}

// ---------------------------------------------------------------- an inventory declaration (issue 19 item 5)

/**
 * The demo's inventory (docs/storage.md "Demo data"): on the last day of last month the commission counted the dry
 * warehouse and found more than the book of three of the products it later received — the stock that was there when the
 * storekeeper started keeping the book (surpluses only, so no later document of the demo goes short). Valued as the API
 * values a surplus: at the average price on that day, or, without stock, at the product's first receipt price per its
 * own unit (THE DEMO'S EXAMPLE). Posted as `InventoryDeclarationsService.create` posts it: lines, lots, kind-4 movements.
 */
async function seedDemoInventory(
  client: Queryable,
  today: string,
  context: { kindergartenId: number; userId: number; warehouseId: number },
): Promise<void> {
  const { kindergartenId, userId, warehouseId } = context;
  const date = addDays(`${today.slice(0, 8)}01`, -1);
  const { rows: products } = await client.query<{ productId: number; bookQuantity: string; bookValue: string; price: string }>(
    `SELECT l.product_id AS "productId",
            coalesce((SELECT sum(m.quantity) FROM stock_movements m WHERE m.kindergarten_id = $1 AND m.warehouse_id = $2
                        AND m.product_id = l.product_id AND m.movement_date <= $3::date), 0)::text AS "bookQuantity",
            coalesce((SELECT sum(m.value) FROM stock_movements m WHERE m.kindergarten_id = $1 AND m.warehouse_id = $2
                        AND m.product_id = l.product_id AND m.movement_date <= $3::date), 0)::text AS "bookValue",
            round(l.value / l.base_quantity, 5)::text AS price
       FROM stock_receipt_lines l JOIN stock_receipts r ON r.id = l.receipt_id
      WHERE r.kindergarten_id = $1 AND r.warehouse_id = $2 AND l.check_result = $4
      ORDER BY l.id LIMIT 3`,
    [kindergartenId, warehouseId, date, IncomingCheckResult.Accepted],
  );
  if (products.length === 0) return;
  const found = ['2.5', '1', '0.75'];
  const lines = products.map((product, index) => {
    const counted = sumOf([product.bookQuantity, found[index]!]);
    const average = weightedAveragePrice(product.bookValue, product.bookQuantity, 1 as ProductUnit, 1 as ProductUnit, []);
    const price = average ?? product.price;
    return {
      position: index + 1,
      productId: product.productId,
      bookQuantity: product.bookQuantity,
      bookValue: product.bookValue,
      countedQuantity: counted,
      unitPrice: average === null ? product.price : null,
      differenceQuantity: found[index]!,
      differenceValue: lineValue(found[index]!, price),
    };
  });
  const year = Number(date.slice(0, 4));
  const { rows: numbered } = await client.query<{ number: number }>(
    `SELECT coalesce(max(number), 0) + 1 AS number FROM inventory_declarations WHERE kindergarten_id = $1 AND year = $2`,
    [kindergartenId, year],
  );
  const number = numbered[0]!.number;
  const { rows: declared } = await client.query<{ id: number }>(
    `INSERT INTO inventory_declarations (kindergarten_id, year, number, declaration_date, warehouse_id, commission, note, created_by,
                                         created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      kindergartenId,
      year,
      number,
      date,
      warehouseId,
      JSON.stringify([
        { name: 'Елена Димитрова', position: 'Директор' },
        { name: 'Мария Иванова', position: 'Домакин' },
        { name: 'Петя Георгиева', position: 'Готвач' },
      ]),
      'Инвентаризация в края на месеца (демо).',
      userId,
      `${date}T16:00:00+02:00`,
    ],
  );
  const declarationId = declared[0]!.id;
  await client.query(
    `INSERT INTO inventory_declaration_lines (kindergarten_id, declaration_id, position, product_id, book_quantity, book_value,
                                              counted_quantity, unit_price, difference_quantity, difference_value)
     SELECT $1, $2, l.position, l."productId", l."bookQuantity", l."bookValue", l."countedQuantity", l."unitPrice",
            l."differenceQuantity", l."differenceValue"
       FROM jsonb_to_recordset($3::jsonb) AS l(position smallint, "productId" integer, "bookQuantity" numeric, "bookValue" numeric,
            "countedQuantity" numeric, "unitPrice" numeric, "differenceQuantity" numeric, "differenceValue" numeric)`,
    [kindergartenId, declarationId, JSON.stringify(lines)],
  );
  await client.query(
    `WITH lots AS (
       INSERT INTO stock_lots (kindergarten_id, warehouse_id, product_id, received_on, inventory_line_id)
       SELECT d.kindergarten_id, d.warehouse_id, l.product_id, d.declaration_date, l.id
         FROM inventory_declaration_lines l JOIN inventory_declarations d ON d.id = l.declaration_id
        WHERE d.id = $1 AND l.difference_quantity > 0 ORDER BY l.position
       RETURNING id, kindergarten_id, warehouse_id, product_id, received_on, inventory_line_id)
     INSERT INTO stock_movements (kindergarten_id, warehouse_id, product_id, lot_id, movement_date, kind, quantity, value,
                                  inventory_line_id)
     SELECT lots.kindergarten_id, lots.warehouse_id, lots.product_id, lots.id, lots.received_on, $2, l.difference_quantity,
            l.difference_value, l.id
       FROM lots JOIN inventory_declaration_lines l ON l.id = lots.inventory_line_id`,
    [declarationId, StockMovementKind.InventorySurplus],
  );
  await client.query(
    `INSERT INTO document_numbers (kind, kindergarten_id, provider_id, year, last_number) VALUES ('inventory-declaration', $1, 0, $2, $3)
     ON CONFLICT (kind, kindergarten_id, provider_id, year) DO UPDATE SET last_number = EXCLUDED.last_number`,
    [kindergartenId, year, number],
  );
}
