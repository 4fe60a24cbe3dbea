/**
 * The demo's supplier orders (docs/storage.md "Supplier orders"): in the demo storekeeper's kindergarten, after the
 * storage demo, (1) an order delivered by the latest stock receipt — the receipt's accepted lines ordered two days
 * before it (the first line ordered one unit more when written in the product's own unit: a short delivery), sent by phone (the demo
 * suppliers have no e-mail) — and (2) a draft of today to the dry store's first supplier for two of its products.
 * Numbered 1, 2 per year as the API numbers them (the counter of `next_document_number` moves on with them).
 */
import { add, exact, round, SupplierOrderChannel, SupplierOrderState } from '@kg/contracts';

interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

interface ReceiptLine {
  productId: number;
  unit: number;
  quantity: string;
  baseQuantity: string;
}

export async function seedDemoSupplierOrders(client: Queryable, today: string): Promise<void> {
  const found = await client.query<{ kindergartenId: number; userId: number }>(
    `SELECT ku.kindergarten_id AS "kindergartenId", u.id AS "userId"
       FROM users u JOIN kindergarten_users ku ON ku.user_id = u.id
      WHERE lower(u.email) = 'manciple@demo.test' ORDER BY ku.kindergarten_id LIMIT 1`,
  );
  const keeper = found.rows[0];
  if (!keeper) return;
  const { kindergartenId, userId } = keeper;
  const receipt = (
    await client.query<{ id: number; receiptDate: string; supplierId: number; warehouseId: number }>(
      `SELECT id, receipt_date::text AS "receiptDate", supplier_id AS "supplierId", warehouse_id AS "warehouseId"
         FROM stock_receipts WHERE kindergarten_id = $1 ORDER BY receipt_date DESC, number DESC LIMIT 1`,
      [kindergartenId],
    )
  ).rows[0];
  if (!receipt) return;
  const numbers = new Map<number, number>();
  const insertOrder = async (values: {
    orderDate: string;
    deliveryDate: string;
    supplierId: number;
    warehouseId: number;
    note: string | null;
    delivered: boolean;
    lines: ReceiptLine[];
  }): Promise<void> => {
    const year = Number(values.orderDate.slice(0, 4));
    const number = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, number);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO supplier_orders (kindergarten_id, year, number, order_date, delivery_date, supplier_id, warehouse_id, note,
              state, sent_channel, sent_by, sent_at, receipt_id, delivered_by, delivered_at, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $11, $14, $11) RETURNING id`,
      [
        kindergartenId,
        year,
        number,
        values.orderDate,
        values.deliveryDate,
        values.supplierId,
        values.warehouseId,
        values.note,
        values.delivered ? SupplierOrderState.Delivered : SupplierOrderState.Draft,
        values.delivered ? SupplierOrderChannel.Phone : null,
        userId,
        values.delivered ? `${values.orderDate} 10:00+02` : null,
        values.delivered ? receipt.id : null,
        values.delivered ? `${values.deliveryDate} 08:30+02` : null,
      ],
    );
    await client.query(
      `INSERT INTO supplier_order_lines (kindergarten_id, order_id, position, product_id, unit, quantity, base_quantity)
       SELECT $1, $2, l.position, l."productId", l.unit, l.quantity, l."baseQuantity"
         FROM jsonb_to_recordset($3::jsonb) AS l(position smallint, "productId" integer, unit smallint, quantity numeric,
              "baseQuantity" numeric)`,
      [kindergartenId, rows[0]!.id, JSON.stringify(values.lines.map((line, index) => ({ ...line, position: index + 1 })))],
    );
  };

  const received = (
    await client.query<ReceiptLine & { productUnit: number }>(
      `SELECT l.product_id AS "productId", l.unit, l.quantity::text, l.base_quantity::text AS "baseQuantity",
              p.unit AS "productUnit"
         FROM stock_receipt_lines l JOIN products p ON p.id = l.product_id
        WHERE l.receipt_id = $1 AND l.check_result = 1 ORDER BY l.position`,
      [receipt.id],
    )
  ).rows;
  // Two days before the delivery, in the receipt's year (the order is numbered in the year of its date).
  const ordered = addDays(receipt.receiptDate, -2);
  const orderDate = ordered.slice(0, 4) === receipt.receiptDate.slice(0, 4) ? ordered : receipt.receiptDate;
  await insertOrder({
    orderDate,
    deliveryDate: receipt.receiptDate,
    supplierId: receipt.supplierId,
    warehouseId: receipt.warehouseId,
    note: 'Доставка до 8:00 ч.',
    delivered: true,
    // The first product ordered one unit more than delivered: the page shows the short delivery.
    lines: received.map(({ productUnit, ...line }, index) => {
      if (index !== 0 || productUnit !== line.unit) return line;
      const more = add(exact(line.quantity), exact('1'));
      return { ...line, quantity: round(more, 3), baseQuantity: round(more, 6) };
    }),
  });

  const dry = (
    await client.query<{ supplierId: number; warehouseId: number }>(
      `SELECT r.supplier_id AS "supplierId", r.warehouse_id AS "warehouseId" FROM stock_receipts r
         JOIN warehouses w ON w.id = r.warehouse_id
        WHERE r.kindergarten_id = $1 AND w.name = 'Сух склад' ORDER BY r.receipt_date LIMIT 1`,
      [kindergartenId],
    )
  ).rows[0];
  if (!dry) return;
  const products = (
    await client.query<ReceiptLine>(
      `SELECT DISTINCT ON (l.product_id) l.product_id AS "productId", l.unit, l.quantity::text, l.base_quantity::text AS "baseQuantity"
         FROM stock_receipt_lines l JOIN stock_receipts r ON r.id = l.receipt_id
        WHERE r.kindergarten_id = $1 AND r.supplier_id = $2 AND r.warehouse_id = $3 AND l.check_result = 1
        ORDER BY l.product_id LIMIT 2`,
      [kindergartenId, dry.supplierId, dry.warehouseId],
    )
  ).rows;
  if (products.length)
    await insertOrder({
      orderDate: today,
      deliveryDate: addDays(today, 3),
      supplierId: dry.supplierId,
      warehouseId: dry.warehouseId,
      note: null,
      delivered: false,
      lines: products,
    });
  for (const [year, last] of numbers) {
    await client.query(
      `INSERT INTO document_numbers (kind, kindergarten_id, provider_id, year, last_number) VALUES ('supplier-order', $1, 0, $2, $3)
       ON CONFLICT (kind, kindergarten_id, provider_id, year) DO UPDATE SET last_number = EXCLUDED.last_number`,
      [kindergartenId, year, last],
    );
  }
}
