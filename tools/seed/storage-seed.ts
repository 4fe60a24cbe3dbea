/**
 * The demo's food warehouse (docs/storage.md "Demo data"): in the kindergarten of the demo storekeeper
 * (manciple@demo.test) two warehouses she answers for, three suppliers with valid ЕИК (made with the БУЛСТАТ check digit
 * from eight digits of this demo: THEY ARE NOT REAL COMPANIES), two manufacturers, and four stock receipts of the last
 * weeks from the product catalogue (found by `reference_key`), posted into the ledger as the API posts them. The prices
 * are THE DEMO'S EXAMPLE in euro, not market data. Written as the schema owner in the demo seed's transaction.
 */
import { IncomingCheckResult, lineValue, makeEik, type ProductUnit, StockMovementKind, toProductUnit } from '@kg/contracts';

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
}
