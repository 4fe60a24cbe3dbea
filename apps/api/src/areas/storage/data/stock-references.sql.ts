import {
  type DocumentTransactionsExportQuery,
  LotExpiryState,
  StockDocumentKind,
  StockMovementKind,
  type StockAvailabilityDetailedQuery,
  type TrialBalanceExportQuery,
} from '@kg/contracts';
import { containsPattern } from '../../../platform/database/like.js';
import { SqlConditions, type SqlStatement } from '../../../platform/database/paged-query.js';

const BG = 'COLLATE "bg-BG-x-icu"';
const K = StockMovementKind;

/** The page of a report: null for every row (the PDF and Excel). */
export interface ReportPage {
  pageNumber: number;
  pageSize: number;
  orderByColumn?: string;
  orderByDescending?: boolean;
}

/**
 * The trial balance (оборотна ведомост, docs/storage.md "Trial balance") in ONE statement over the ledger: per product
 * the movements dated up to the period's end, summed by kind with FILTERs (opening = before the period; receipts,
 * issues, scrappings, surpluses and shortages inside it; closing = all), read from the index
 * `stock_movements_(warehouse_)date_idx` alone. Its single row carries the count, the exact column totals of every
 * row, and the page as JSON whose numbers are text (full precision, never a float). Outflows are positive amounts.
 */
export function trialBalanceStatement(
  kindergartenId: number,
  query: TrialBalanceExportQuery,
  page: ReportPage | null,
): SqlStatement {
  const where = new SqlConditions().add('m.kindergarten_id = ?', kindergartenId).add('m.movement_date <= ?::date', query.toDate);
  where.addIf(query.warehouseId, 'm.warehouse_id = ?');
  const from = where.param(query.fromDate);
  const inPeriod = `m.movement_date >= ${from}::date`;
  const sumOf = (column: 'quantity' | 'value', filter: string, sign = '') =>
    `${sign}coalesce(sum(m.${column}) FILTER (WHERE ${filter}), 0)`;
  const kindColumns = (
    [
      ['receipt', K.Receipt, ''],
      ['issue', K.Issue, '-'],
      ['scrapping', K.Scrapping, '-'],
      ['surplus', K.InventorySurplus, ''],
      ['shortage', K.InventoryShortage, '-'],
    ] as const
  )
    .map(
      ([name, kind, sign]) =>
        `${sumOf('quantity', `${inPeriod} AND m.kind = ${kind}`, sign)} AS ${name}_q,
         ${sumOf('value', `${inPeriod} AND m.kind = ${kind}`, sign)} AS ${name}_v`,
    )
    .join(',\n');
  const search = query.search ? `AND p.name ILIKE ${where.param(containsPattern(query.search))}` : '';
  const direction = page?.orderByDescending ? 'DESC' : 'ASC';
  const order =
    page?.orderByColumn === 'closingValue'
      ? `r.closing_v ${direction}, p_name ${BG}, r.product_id`
      : `p_name ${BG} ${page?.orderByColumn === 'product' ? direction : ''}, r.product_id`;
  const limit = page ? `LIMIT ${where.param(page.pageSize)} OFFSET ${where.param((page.pageNumber - 1) * page.pageSize)}` : '';
  const valueColumns = ['opening', 'receipt', 'issue', 'scrapping', 'surplus', 'shortage', 'closing'];
  const text = `
    WITH sums AS (
      SELECT m.product_id,
             ${sumOf('quantity', `NOT (${inPeriod})`)} AS opening_q,
             ${sumOf('value', `NOT (${inPeriod})`)} AS opening_v,
             ${kindColumns},
             sum(m.quantity) AS closing_q, sum(m.value) AS closing_v,
             bool_or(${inPeriod}) AS moved
        FROM stock_movements m
       ${where.sql}
       GROUP BY m.product_id),
    rows AS (
      SELECT s.*, p.name AS p_name, p.unit
        FROM sums s JOIN products p ON p.id = s.product_id
       WHERE (s.moved OR s.opening_q <> 0 OR s.opening_v <> 0) ${search}),
    page AS (
      SELECT row_number() OVER (ORDER BY ${order}) AS ord, r.product_id AS "productId", r.p_name AS "productName", r.unit,
             ${valueColumns
               .map((name) => {
                 const camel = name;
                 return `r.${name}_q::text AS "${camel}Quantity", r.${name}_v::text AS "${camel}Value"`;
               })
               .join(', ')}
        FROM rows r ORDER BY ${order} ${limit})
    SELECT (SELECT count(*)::int FROM rows) AS "rowsCount",
           ${valueColumns.map((name) => `(SELECT coalesce(sum(${name}_v), 0)::text FROM rows) AS "${name}Value"`).join(', ')},
           coalesce((SELECT json_agg(page ORDER BY page.ord) FROM page), '[]') AS result`;
  return { text, values: where.params };
}

/** The document kind of a movement kind (surplus and shortage both belong to an inventory). */
const DOCUMENT_KIND = `CASE l.kind WHEN ${K.Receipt} THEN ${StockDocumentKind.Receipt} WHEN ${K.Issue} THEN ${StockDocumentKind.Request}
  WHEN ${K.Scrapping} THEN ${StockDocumentKind.Scrapping} ELSE ${StockDocumentKind.Inventory} END`;

/**
 * The document transactions journal (docs/storage.md "Document transactions"): the movements of a period summed per
 * document line (an issue's line may take several lots), with the document's number and date, read from the ledger so
 * every movement kind is in it. Two statements: the count and the page (or every row).
 */
export function documentTransactionsStatements(
  kindergartenId: number,
  query: DocumentTransactionsExportQuery,
  page: ReportPage | null,
): { count: SqlStatement; rows: SqlStatement } {
  const where = new SqlConditions()
    .add('m.kindergarten_id = ?', kindergartenId)
    .add('m.movement_date BETWEEN ?::date AND ?::date', query.fromDate, query.toDate);
  where.addIf(query.warehouseId, 'm.warehouse_id = ?');
  where.addIf(query.productId, 'm.product_id = ?');
  if (query.documentKind) {
    const kinds =
      query.documentKind === StockDocumentKind.Inventory ? [K.InventorySurplus, K.InventoryShortage] : [query.documentKind];
    where.add('m.kind = ANY (?::smallint[])', kinds);
  }
  const lines = `SELECT m.kind, coalesce(m.receipt_line_id, m.request_line_id, m.scrapping_line_id, m.inventory_line_id) AS line_id,
         m.warehouse_id, m.product_id, m.movement_date, sum(m.quantity) AS quantity, sum(m.value) AS value
    FROM stock_movements m ${where.sql}
   GROUP BY 1, 2, 3, 4, 5`;
  const count: SqlStatement = { text: `SELECT count(*)::int AS count FROM (${lines}) l`, values: [...where.params] };
  const limit = page ? `LIMIT ${where.param(page.pageSize)} OFFSET ${where.param((page.pageNumber - 1) * page.pageSize)}` : '';
  const text = `
    SELECT ${DOCUMENT_KIND} AS "documentKind", d.id AS "documentId", d.number AS "documentNumber",
           l.movement_date::text AS "documentDate", l.kind AS "movementKind", l.warehouse_id AS "warehouseId",
           w.name AS "warehouseName", l.product_id AS "productId", p.name AS "productName", p.unit,
           l.quantity::text AS quantity, l.value::text AS value
      FROM (${lines}) l
      CROSS JOIN LATERAL (
        SELECT r.id, r.number, x.position FROM stock_receipt_lines x JOIN stock_receipts r ON r.id = x.receipt_id
         WHERE l.kind = ${K.Receipt} AND x.id = l.line_id
        UNION ALL
        SELECT q.id, q.number, x.position FROM stock_request_lines x JOIN stock_requests q ON q.id = x.request_id
         WHERE l.kind = ${K.Issue} AND x.id = l.line_id
        UNION ALL
        SELECT s.id, s.number, x.position FROM stock_scrapping_lines x JOIN stock_scrappings s ON s.id = x.scrapping_id
         WHERE l.kind = ${K.Scrapping} AND x.id = l.line_id
        UNION ALL
        SELECT i.id, i.number, x.position FROM inventory_declaration_lines x JOIN inventory_declarations i ON i.id = x.declaration_id
         WHERE l.kind IN (${K.InventorySurplus}, ${K.InventoryShortage}) AND x.id = l.line_id) d
      JOIN warehouses w ON w.id = l.warehouse_id
      JOIN products p ON p.id = l.product_id
     ORDER BY l.movement_date, "documentKind", d.number, d.position, l.kind
     ${limit}`;
  return { count, rows: { text, values: where.params } };
}

/**
 * The stock per lot on a day (docs/storage.md "Stock availability detailed"): every movement of a lot dated up to the day
 * summed, the lots still holding stock, with their supplier and the expiry state against the day.
 */
export function lotAvailabilityStatements(
  kindergartenId: number,
  query: StockAvailabilityDetailedQuery,
): { count: SqlStatement; rows: SqlStatement } {
  const inner = new SqlConditions().add('m.kindergarten_id = ?', kindergartenId).add('m.movement_date <= ?::date', query.date);
  inner.addIf(query.warehouseId, 'm.warehouse_id = ?');
  const day = inner.param(query.date);
  const within = inner.param(query.expiringWithinDays);
  const state = `CASE WHEN lot.expiry_date < ${day}::date THEN ${LotExpiryState.Expired}
    WHEN lot.expiry_date <= ${day}::date + ${within}::int THEN ${LotExpiryState.Expiring} END`;
  const outer: string[] = [];
  if (query.search) outer.push(`p.name ILIKE ${inner.param(containsPattern(query.search))}`);
  if (query.onlyWarnings) outer.push('e.expiry_state IS NOT NULL');
  const from = `FROM (SELECT m.lot_id, sum(m.quantity) AS quantity, sum(m.value) AS value FROM stock_movements m ${inner.sql}
                 GROUP BY m.lot_id HAVING sum(m.quantity) > 0) t
      JOIN stock_lots lot ON lot.id = t.lot_id
      JOIN products p ON p.id = lot.product_id
      JOIN warehouses w ON w.id = lot.warehouse_id
      LEFT JOIN stock_receipt_lines rl ON rl.id = lot.receipt_line_id
      LEFT JOIN stock_receipts r ON r.id = rl.receipt_id
      LEFT JOIN suppliers s ON s.id = r.supplier_id
      CROSS JOIN LATERAL (SELECT ${state} AS expiry_state) e
      ${outer.length ? `WHERE ${outer.join(' AND ')}` : ''}`;
  const count: SqlStatement = { text: `SELECT count(*)::int AS count ${from}`, values: [...inner.params] };
  const direction = query.orderByDescending ? 'DESC' : 'ASC';
  const orderBy: Record<string, string> = {
    product: `p.name ${BG} ${direction}`,
    expiryDate: `lot.expiry_date ${direction} NULLS LAST`,
    warehouse: `w.name ${BG} ${direction}`,
  };
  const order = `${query.orderByColumn ? `${orderBy[query.orderByColumn]}, ` : ''}p.name ${BG}, w.name ${BG}, lot.expiry_date NULLS LAST, lot.id`;
  const text = `
    SELECT lot.id AS "lotId", lot.warehouse_id AS "warehouseId", w.name AS "warehouseName", lot.product_id AS "productId",
           p.name AS "productName", p.unit, lot.batch_number AS "batchNumber", lot.expiry_date::text AS "expiryDate",
           lot.received_on::text AS "receivedOn", s.name AS "supplierName", t.quantity::text AS quantity,
           t.value::text AS value, e.expiry_state AS "expiryState"
      ${from}
     ORDER BY ${order}
     LIMIT ${inner.param(query.pageSize)} OFFSET ${inner.param((query.pageNumber - 1) * query.pageSize)}`;
  return { count, rows: { text, values: inner.params } };
}

/** The book stock of a warehouse on a day per product (every movement dated up to it): the inventory's basis. */
export function bookStockStatement(
  kindergartenId: number,
  warehouseId: number,
  date: string,
  productIds?: readonly number[],
): SqlStatement {
  return {
    text: `SELECT m.product_id AS "productId", p.name AS "productName", p.unit, sum(m.quantity)::text AS quantity,
                  sum(m.value)::text AS value
             FROM stock_movements m JOIN products p ON p.id = m.product_id
            WHERE m.kindergarten_id = $1 AND m.warehouse_id = $2 AND m.movement_date <= $3::date
              AND ($4::int[] IS NULL OR m.product_id = ANY ($4::int[]))
            GROUP BY m.product_id, p.name, p.unit
           HAVING sum(m.quantity) <> 0 OR sum(m.value) <> 0
            ORDER BY p.name ${BG}, m.product_id`,
    values: [kindergartenId, warehouseId, date, productIds ?? null],
  };
}
