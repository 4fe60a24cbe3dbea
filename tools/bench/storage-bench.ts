/**
 * The stock of the bench (docs/storage.md "Speed"): in every kindergarten a signed-in director selects, two warehouses,
 * a supplier and a year of stock receipts — one every third day, 24 lines each over the catalogue's products — posted
 * into the ledger the way the API posts them (lots and receipt movements; the trigger keeps the balances), all
 * set-based. GET Stocks/product-availability then pages the kindergarten's balances; a completed request the day after
 * each receipt issues a third of its lines, so GET StockReferences/trial-balance sums a year of two document kinds.
 */
import { IncomingCheckResult, makeEik, Role, StockMovementKind } from '@kg/contracts';
import pg from 'pg';
import type { BenchSession, BenchUser } from './paths.js';

const RECEIPTS = 120;
const LINES = 24;

export async function storageBench(url: string, sessions: BenchSession[], users: BenchUser[]): Promise<void> {
  const kindergartenOf = new Map(users.map((user) => [user.id, user.kindergartenId]));
  const kindergartens = [
    ...new Set(
      sessions.filter((session) => session.role === Role.Director).flatMap((session) => kindergartenOf.get(session.userId) ?? []),
    ),
  ];
  if (kindergartens.length === 0) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO warehouses (kindergarten_id, name)
       SELECT k, w FROM unnest($1::int[]) AS k CROSS JOIN (VALUES ('Сух склад'), ('Хладилна камера')) AS v(w)
       ON CONFLICT DO NOTHING`,
      [kindergartens],
    );
    await client.query(
      `INSERT INTO suppliers (kindergarten_id, name, eik)
       SELECT k, 'Доставчик (бенч)', $2 FROM unnest($1::int[]) AS k ON CONFLICT DO NOTHING`,
      [kindergartens, makeEik('20202020')],
    );
    // One receipt every third day back from today; the warehouse alternates.
    await client.query(
      `INSERT INTO stock_receipts (kindergarten_id, year, number, receipt_date, supplier_id, warehouse_id, invoice_number, invoice_date)
       SELECT k, extract(year FROM d)::int, row_number() OVER (PARTITION BY k, extract(year FROM d) ORDER BY d), d,
              (SELECT s.id FROM suppliers s WHERE s.kindergarten_id = k ORDER BY s.id LIMIT 1),
              (SELECT w.id FROM warehouses w WHERE w.kindergarten_id = k ORDER BY w.id OFFSET (n % 2) LIMIT 1),
              'Б-' || n, d
         FROM unnest($1::int[]) AS k
        CROSS JOIN generate_series(1, $2::int) AS n
        CROSS JOIN LATERAL (SELECT (current_date - 3 * n)::date AS d) AS day`,
      [kindergartens, RECEIPTS],
    );
    // 24 lines a receipt over the catalogue's products counted by mass, at prices from 0.50 € to 12.49 €.
    await client.query(
      `WITH catalogue AS (
         SELECT id, row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS n
           FROM products WHERE kindergarten_id IS NULL AND unit = 3)
       INSERT INTO stock_receipt_lines (kindergarten_id, receipt_id, position, product_id, unit, quantity, unit_price,
                                        base_quantity, value, batch_number, expiry_date, check_result)
       SELECT r.kindergarten_id, r.id, p, c.id, 3, q, price, q, q * price, 'Б-' || r.number || '-' || p,
              r.receipt_date + 30 + (p * 7) % 180, $3
         FROM stock_receipts r
        CROSS JOIN generate_series(1, $2::int) AS p
        CROSS JOIN LATERAL (SELECT ((r.id * 7 + p * 13) % 400 + 5)::numeric / 10 AS q,
                                   ((r.id * 31 + p * 17) % 1200 + 50)::numeric / 100 AS price) AS v
         JOIN catalogue c ON c.i = (r.id * 5 + p * 11) % c.n
        WHERE r.kindergarten_id = ANY ($1::int[]) AND NOT EXISTS (SELECT 1 FROM stock_receipt_lines x WHERE x.receipt_id = r.id)`,
      [kindergartens, LINES, IncomingCheckResult.Accepted],
    );
    await client.query(
      `WITH lots AS (
         INSERT INTO stock_lots (kindergarten_id, warehouse_id, product_id, batch_number, expiry_date, received_on, receipt_line_id)
         SELECT r.kindergarten_id, r.warehouse_id, l.product_id, l.batch_number, l.expiry_date, r.receipt_date, l.id
           FROM stock_receipt_lines l JOIN stock_receipts r ON r.id = l.receipt_id
          WHERE r.kindergarten_id = ANY ($1::int[]) AND NOT EXISTS (SELECT 1 FROM stock_lots x WHERE x.receipt_line_id = l.id)
         RETURNING id, kindergarten_id, warehouse_id, product_id, received_on, receipt_line_id)
       INSERT INTO stock_movements (kindergarten_id, warehouse_id, product_id, lot_id, movement_date, kind, quantity, value, receipt_line_id)
       SELECT lots.kindergarten_id, lots.warehouse_id, lots.product_id, lots.id, lots.received_on, $2, l.base_quantity, l.value, l.id
         FROM lots JOIN stock_receipt_lines l ON l.id = lots.receipt_line_id`,
      [kindergartens, StockMovementKind.Receipt],
    );
    await client.query(
      `INSERT INTO document_numbers (kind, kindergarten_id, provider_id, year, last_number)
       SELECT 'stock-receipt', kindergarten_id, 0, year, max(number) FROM stock_receipts
        WHERE kindergarten_id = ANY ($1::int[]) GROUP BY kindergarten_id, year
       ON CONFLICT (kind, kindergarten_id, provider_id, year) DO UPDATE SET last_number = EXCLUDED.last_number`,
      [kindergartens],
    );
    // The kitchen's issues of the year (docs/storage.md "Storage reports"): the day after each receipt a completed request
    // takes a third of every line's lot, valued at the lot's price — a year of two document kinds for the trial balance.
    await client.query(
      `INSERT INTO stock_requests (kindergarten_id, year, number, request_date, warehouse_id, state, completed_at)
       SELECT r.kindergarten_id, extract(year FROM r.receipt_date + 1)::int,
              row_number() OVER (PARTITION BY r.kindergarten_id, extract(year FROM r.receipt_date + 1) ORDER BY r.receipt_date),
              r.receipt_date + 1, r.warehouse_id, 2, now()
         FROM stock_receipts r
        WHERE r.kindergarten_id = ANY ($1::int[]) AND NOT EXISTS (SELECT 1 FROM stock_requests x WHERE x.kindergarten_id = r.kindergarten_id)`,
      [kindergartens],
    );
    await client.query(
      `WITH lines AS (
         INSERT INTO stock_request_lines (kindergarten_id, request_id, position, product_id, unit, quantity, base_quantity)
         SELECT q.kindergarten_id, q.id, l.position, l.product_id, 3, round(l.base_quantity / 3, 3), round(l.base_quantity / 3, 3)
           FROM stock_requests q
           JOIN stock_receipts r ON r.kindergarten_id = q.kindergarten_id AND r.warehouse_id = q.warehouse_id
                                AND r.receipt_date = q.request_date - 1
           JOIN stock_receipt_lines l ON l.receipt_id = r.id
          WHERE q.kindergarten_id = ANY ($1::int[]) AND NOT EXISTS (SELECT 1 FROM stock_request_lines x WHERE x.request_id = q.id)
         RETURNING id, kindergarten_id, request_id, product_id, base_quantity, position)
       INSERT INTO stock_movements (kindergarten_id, warehouse_id, product_id, lot_id, movement_date, kind, quantity, value, request_line_id)
       SELECT lines.kindergarten_id, q.warehouse_id, lines.product_id, lot.id, q.request_date, $2, -lines.base_quantity,
              -lines.base_quantity * rl.unit_price, lines.id
         FROM lines JOIN stock_requests q ON q.id = lines.request_id
         JOIN stock_receipts r ON r.kindergarten_id = q.kindergarten_id AND r.warehouse_id = q.warehouse_id
                              AND r.receipt_date = q.request_date - 1
         JOIN stock_receipt_lines rl ON rl.receipt_id = r.id AND rl.position = lines.position
         JOIN stock_lots lot ON lot.receipt_line_id = rl.id
        WHERE lines.base_quantity > 0`,
      [kindergartens, StockMovementKind.Issue],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE stock_balances, stock_lots, stock_movements');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}
