import { Injectable } from '@nestjs/common';
import {
  IncomingCheckResult,
  type PagedResult,
  type ProductAvailabilityQuery,
  type ProductUnit,
  type StockInboundListQuery,
  type StockInboundRow,
  type StockReceiptLine,
  type StockReceiptListQuery,
  type StockReceiptRow,
  StockMovementKind,
  SupplierOrderState,
  type StorageLookupRow,
  type UnitConversion,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { availabilitySelect, BALANCE_COLUMNS, BALANCE_FROM } from './stock.sql.js';
import { type PagedSelect, pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';

const BG = 'COLLATE "bg-BG-x-icu"';
const PERSON = `concat_ws(' ', u.first_name, u.last_name)`;
/** The numbering kind of stock receipts in `document_numbers` (per kindergarten and year). */
const RECEIPT_NUMBERING = 'stock-receipt';

/** A product as the receipt and the stock need it: its own unit and its conversions to grams. */
export interface StockProduct {
  id: number;
  name: string;
  unit: ProductUnit;
  conversions: UnitConversion[];
}

/** A receipt line ready to write: the request's values and the computed quantity in the product's unit and value. */
export interface ReceiptLineInsert {
  position: number;
  productId: number;
  unit: ProductUnit;
  quantity: string;
  unitPrice: string;
  baseQuantity: string;
  value: string;
  batchNumber: string | null;
  expiryDate: string | null;
  manufacturerId: number | null;
  checkResult: IncomingCheckResult;
  checkNote: string | null;
}

export interface ReceiptHeader {
  id: number;
  year: number;
  number: number;
  receiptDate: string;
  isLast: boolean;
}

/** A balance of the ledger: quantity in the product's own unit and value in euro, full precision. */
export interface StockBalance {
  productId: number;
  productName: string;
  unit: ProductUnit;
  warehouseId: number;
  warehouseName: string;
  quantity: string;
  value: string;
  nearestExpiry: string | null;
}

const RECEIPT_COLUMNS = `r.id, r.number, r.year::int AS year, r.receipt_date::text AS "receiptDate",
  r.supplier_id AS "supplierId", s.name AS "supplierName", r.warehouse_id AS "warehouseId", w.name AS "warehouseName",
  r.invoice_number AS "invoiceNumber", r.invoice_date::text AS "invoiceDate",
  t.line_count AS "lineCount", round(t.total, 2)::text AS total,
  r.number = (SELECT max(x.number) FROM stock_receipts x WHERE x.kindergarten_id = r.kindergarten_id AND x.year = r.year)
    AS "isLast"`;
const RECEIPT_FROM = `FROM stock_receipts r
  JOIN suppliers s ON s.id = r.supplier_id
  JOIN warehouses w ON w.id = r.warehouse_id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS line_count, coalesce(sum(l.value) FILTER (WHERE l.check_result = ${IncomingCheckResult.Accepted}), 0) AS total
      FROM stock_receipt_lines l WHERE l.receipt_id = r.id) t`;

/**
 * The stock receipts and the stock ledger (docs/storage.md "The ledger"): every statement of the area's documents and
 * of the availability, set-based, in the request's transaction.
 */
@Injectable()
export class StockRepository {
  constructor(private readonly db: Db) {}

  /** The products (own or the catalogue's) with their conversions; the ones the kindergarten cannot read are missing. */
  products(kindergartenId: number, ids: readonly number[]): Promise<StockProduct[]> {
    return this.db.sql.many(
      `SELECT p.id, p.name, p.unit,
              coalesce(json_agg(json_build_object('unit', c.unit, 'grams', c.grams::text)) FILTER (WHERE c.unit IS NOT NULL),
                       '[]') AS conversions
         FROM products p LEFT JOIN product_conversions c ON c.product_id = p.id
        WHERE p.id = ANY ($1::int[]) AND (p.kindergarten_id = $2 OR p.kindergarten_id IS NULL)
        GROUP BY p.id`,
      [ids, kindergartenId],
    );
  }

  async manufacturersFound(kindergartenId: number, ids: readonly number[]): Promise<Set<number>> {
    const rows = await this.db.sql.many<{ id: number }>(
      `SELECT id FROM manufacturers WHERE kindergarten_id = $1 AND id = ANY ($2::int[])`,
      [kindergartenId, ids],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** The number a new receipt of the year would get (the counter is not moved). */
  async nextNumber(kindergartenId: number, year: number): Promise<number> {
    const row = await this.db.sql.one<{ number: number }>(
      `SELECT coalesce(max(number), 0) + 1 AS number FROM stock_receipts WHERE kindergarten_id = $1 AND year = $2`,
      [kindergartenId, year],
    );
    return row.number;
  }

  /** Takes the year's next number: the counter row stays locked until the transaction ends (no gaps, no doubles). */
  async takeNumber(kindergartenId: number, year: number): Promise<number> {
    const row = await this.db.sql.one<{ number: number }>(`SELECT next_document_number($1, $2, 0, $3) AS number`, [
      RECEIPT_NUMBERING,
      kindergartenId,
      year,
    ]);
    return row.number;
  }

  /** Gives the number back when it is the year's last one; false when a later receipt holds a higher number. */
  async releaseNumber(kindergartenId: number, year: number, number: number): Promise<boolean> {
    const row = await this.db.sql.one<{ released: boolean }>(`SELECT release_document_number($1, $2, 0, $3, $4) AS released`, [
      RECEIPT_NUMBERING,
      kindergartenId,
      year,
      number,
    ]);
    return row.released;
  }

  async insertReceipt(values: {
    kindergartenId: number;
    year: number;
    number: number;
    receiptDate: string;
    supplierId: number;
    warehouseId: number;
    invoiceNumber: string;
    invoiceDate: string;
    note: string | null;
    createdBy: number;
  }): Promise<number> {
    const { id } = await this.db.sql.insert('stock_receipts', {
      kindergarten_id: values.kindergartenId,
      year: values.year,
      number: values.number,
      receipt_date: values.receiptDate,
      supplier_id: values.supplierId,
      warehouse_id: values.warehouseId,
      invoice_number: values.invoiceNumber,
      invoice_date: values.invoiceDate,
      note: values.note,
      created_by: values.createdBy,
    });
    return id;
  }

  /** Writes the lines in one statement. */
  async insertLines(kindergartenId: number, receiptId: number, lines: readonly ReceiptLineInsert[]): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO stock_receipt_lines (kindergarten_id, receipt_id, position, product_id, unit, quantity, unit_price,
                                        base_quantity, value, batch_number, expiry_date, manufacturer_id, check_result, check_note)
       SELECT $1, $2, l.position, l."productId", l.unit, l.quantity, l."unitPrice", l."baseQuantity", l.value, l."batchNumber",
              l."expiryDate", l."manufacturerId", l."checkResult", l."checkNote"
         FROM jsonb_to_recordset($3::jsonb) AS l(position smallint, "productId" integer, unit smallint, quantity numeric,
              "unitPrice" numeric, "baseQuantity" numeric, value numeric, "batchNumber" text, "expiryDate" date,
              "manufacturerId" integer, "checkResult" smallint, "checkNote" text)`,
      [kindergartenId, receiptId, JSON.stringify(lines)],
    );
  }

  /**
   * Posts a receipt into the ledger in one statement: a lot per accepted line and its receipt movement (+ quantity,
   * + value) on the receipt's date; the trigger adds them to the warehouse's balances.
   */
  async postReceipt(receiptId: number): Promise<void> {
    await this.db.sql.exec(
      `WITH lots AS (
         INSERT INTO stock_lots (kindergarten_id, warehouse_id, product_id, batch_number, expiry_date, received_on, receipt_line_id)
         SELECT r.kindergarten_id, r.warehouse_id, l.product_id, l.batch_number, l.expiry_date, r.receipt_date, l.id
           FROM stock_receipt_lines l JOIN stock_receipts r ON r.id = l.receipt_id
          WHERE r.id = $1 AND l.check_result = $2
          ORDER BY l.position
         RETURNING id, kindergarten_id, warehouse_id, product_id, received_on, receipt_line_id)
       INSERT INTO stock_movements (kindergarten_id, warehouse_id, product_id, lot_id, movement_date, kind, quantity, value,
                                    receipt_line_id)
       SELECT lots.kindergarten_id, lots.warehouse_id, lots.product_id, lots.id, lots.received_on, $3, l.base_quantity,
              l.value, l.id
         FROM lots JOIN stock_receipt_lines l ON l.id = lots.receipt_line_id`,
      [receiptId, IncomingCheckResult.Accepted, StockMovementKind.Receipt],
    );
  }

  /** The receipt locked for its deletion, with whether it is the year's last. */
  lockReceipt(kindergartenId: number, id: number): Promise<ReceiptHeader | undefined> {
    return this.db.sql.maybe(
      `SELECT r.id, r.year::int AS year, r.number, r.receipt_date::text AS "receiptDate",
              r.number = (SELECT max(x.number) FROM stock_receipts x WHERE x.kindergarten_id = r.kindergarten_id AND x.year = r.year)
                AS "isLast"
         FROM stock_receipts r WHERE r.id = $1 AND r.kindergarten_id = $2 FOR UPDATE OF r`,
      [id, kindergartenId],
    );
  }

  /**
   * Locks the balances the receipt posted to (in a fixed order, as every posting does: no deadlock between two), so no
   * issue of its stock can slip in between the check and the deletion.
   */
  async lockBalancesOf(receiptId: number): Promise<void> {
    await this.db.sql.many(
      `SELECT 1 FROM stock_balances b
        WHERE (b.kindergarten_id, b.warehouse_id, b.product_id) IN (
          SELECT r.kindergarten_id, r.warehouse_id, l.product_id
            FROM stock_receipts r JOIN stock_receipt_lines l ON l.receipt_id = r.id WHERE r.id = $1)
        ORDER BY b.warehouse_id, b.product_id FOR UPDATE`,
      [receiptId],
    );
  }

  /** Whether any movement other than its own receipt touched one of the receipt's lots (issued, scrapped, counted). */
  async receiptStockMoved(receiptId: number): Promise<boolean> {
    const row = await this.db.sql.one<{ moved: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM stock_lots lot
           JOIN stock_receipt_lines l ON l.id = lot.receipt_line_id
           JOIN stock_movements m ON m.lot_id = lot.id AND m.kind <> $2
          WHERE l.receipt_id = $1) AS moved`,
      [receiptId, StockMovementKind.Receipt],
    );
    return row.moved;
  }

  /**
   * Removes the receipt's movements (the trigger takes them off the balances), its lots, the receipt and its lines; a
   * supplier order it delivered is sent again, awaiting the corrected receipt (docs/storage.md "Supplier orders").
   */
  async deleteReceipt(receiptId: number): Promise<void> {
    await this.db.sql.exec(
      `UPDATE supplier_orders SET state = $2, receipt_id = NULL, delivered_by = NULL, delivered_at = NULL, updated_at = now()
        WHERE receipt_id = $1`,
      [receiptId, SupplierOrderState.Sent],
    );
    const lines = `SELECT id FROM stock_receipt_lines WHERE receipt_id = $1`;
    await this.db.sql.exec(`DELETE FROM stock_movements WHERE receipt_line_id IN (${lines})`, [receiptId]);
    await this.db.sql.exec(`DELETE FROM stock_lots WHERE receipt_line_id IN (${lines})`, [receiptId]);
    await this.db.sql.exec(`DELETE FROM stock_receipts WHERE id = $1`, [receiptId]);
  }

  receipts(kindergartenId: number, query: StockReceiptListQuery): Promise<PagedResult<StockReceiptRow>> {
    const where = new SqlConditions().add('r.kindergarten_id = ?', kindergartenId);
    where.addIf(query.year, 'r.year = ?');
    where.addIf(query.supplierId, 'r.supplier_id = ?');
    where.addIf(query.warehouseId, 'r.warehouse_id = ?');
    where.addIf(query.fromDate, 'r.receipt_date >= ?::date');
    where.addIf(query.toDate, 'r.receipt_date <= ?::date');
    const select: PagedSelect = {
      select: RECEIPT_COLUMNS,
      from: RECEIPT_FROM,
      where,
      orderBy: { receiptDate: 'r.receipt_date', number: 'r.year, r.number', total: 't.total', supplier: `s.name ${BG}` },
      defaultOrder: 'r.receipt_date DESC, r.year DESC, r.number DESC',
    };
    return pagedQuery<StockReceiptRow>(this.db.manager, select, query);
  }

  receipt(
    kindergartenId: number,
    id: number,
  ): Promise<(StockReceiptRow & { note: string | null; supplierEik: string; createdByName: string | null }) | undefined> {
    return this.db.sql.maybe(
      `SELECT ${RECEIPT_COLUMNS}, r.note, s.eik AS "supplierEik",
              (SELECT ${PERSON} FROM users u WHERE u.id = r.created_by) AS "createdByName"
         ${RECEIPT_FROM} WHERE r.id = $1 AND r.kindergarten_id = $2`,
      [id, kindergartenId],
    );
  }

  receiptLines(receiptId: number): Promise<StockReceiptLine[]> {
    return this.db.sql.many(
      `SELECT l.id, l.position, l.product_id AS "productId", p.name AS "productName", p.unit AS "productUnit", l.unit,
              l.quantity::text, l.unit_price::text AS "unitPrice", l.base_quantity::text AS "baseQuantity", l.value::text,
              l.batch_number AS "batchNumber", l.expiry_date::text AS "expiryDate", l.manufacturer_id AS "manufacturerId",
              m.name AS "manufacturerName", l.check_result AS "checkResult", l.check_note AS "checkNote"
         FROM stock_receipt_lines l JOIN products p ON p.id = l.product_id
         LEFT JOIN manufacturers m ON m.id = l.manufacturer_id
        WHERE l.receipt_id = $1 ORDER BY l.position`,
      [receiptId],
    );
  }

  kindergartenName(kindergartenId: number): Promise<{ name: string }> {
    return this.db.sql.one(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]);
  }

  // ------------------------------------------------------------------ stock

  availability(kindergartenId: number, query: ProductAvailabilityQuery): Promise<PagedResult<StockBalance>> {
    return pagedQuery<StockBalance>(this.db.manager, availabilitySelect(kindergartenId, query), query);
  }

  productBalances(kindergartenId: number, productId: number): Promise<StockBalance[]> {
    return this.db.sql.many(
      `SELECT ${BALANCE_COLUMNS} ${BALANCE_FROM} WHERE b.kindergarten_id = $1 AND b.product_id = $2 ORDER BY w.name ${BG}, w.id`,
      [kindergartenId, productId],
    );
  }

  balance(
    kindergartenId: number,
    productId: number,
    warehouseId: number,
  ): Promise<{ quantity: string; value: string } | undefined> {
    return this.db.sql.maybe(
      `SELECT quantity::text, value::text FROM stock_balances WHERE kindergarten_id = $1 AND product_id = $2 AND warehouse_id = $3`,
      [kindergartenId, productId, warehouseId],
    );
  }

  /** Stock on a day: every movement dated up to and including it, per product (products with stock above zero). */
  availableOn(
    kindergartenId: number,
    date: string,
    warehouseId: number | undefined,
  ): Promise<{ productId: number; productName: string; unit: ProductUnit; quantity: string; value: string }[]> {
    return this.db.sql.many(
      `SELECT m.product_id AS "productId", p.name AS "productName", p.unit, sum(m.quantity)::text AS quantity,
              sum(m.value)::text AS value
         FROM stock_movements m JOIN products p ON p.id = m.product_id
        WHERE m.kindergarten_id = $1 AND m.movement_date <= $2::date AND ($3::int IS NULL OR m.warehouse_id = $3)
        GROUP BY m.product_id, p.name, p.unit
       HAVING sum(m.quantity) > 0
        ORDER BY p.name ${BG}, m.product_id`,
      [kindergartenId, date, warehouseId ?? null],
    );
  }

  inboundCreators(kindergartenId: number): Promise<StorageLookupRow[]> {
    return this.db.sql.many(
      `SELECT u.id, ${PERSON} AS name FROM users u
        WHERE u.id IN (SELECT r.created_by FROM stock_receipts r WHERE r.kindergarten_id = $1)
        ORDER BY ${PERSON} ${BG}, u.id`,
      [kindergartenId],
    );
  }

  inbounds(kindergartenId: number, query: StockInboundListQuery): Promise<PagedResult<StockInboundRow>> {
    const where = new SqlConditions().add('r.kindergarten_id = ?', kindergartenId);
    where.addIf(query.productId, 'l.product_id = ?');
    where.addIf(query.warehouseId, 'r.warehouse_id = ?');
    where.addIf(query.supplierId, 'r.supplier_id = ?');
    where.addIf(query.createdBy, 'r.created_by = ?');
    where.addIf(query.checkResult, 'l.check_result = ?');
    where.addIf(query.fromDate, 'r.receipt_date >= ?::date');
    where.addIf(query.toDate, 'r.receipt_date <= ?::date');
    const select: PagedSelect = {
      select: `l.id AS "lineId", r.id AS "receiptId", r.number AS "receiptNumber", r.receipt_date::text AS "receiptDate",
        s.name AS "supplierName", w.name AS "warehouseName", l.product_id AS "productId", p.name AS "productName",
        p.unit AS "productUnit", l.base_quantity::text AS "baseQuantity", l.value::text AS value,
        l.batch_number AS "batchNumber", l.expiry_date::text AS "expiryDate", m.name AS "manufacturerName",
        l.check_result AS "checkResult", l.check_note AS "checkNote",
        CASE WHEN u.id IS NULL THEN NULL ELSE ${PERSON} END AS "createdByName"`,
      from: `FROM stock_receipt_lines l JOIN stock_receipts r ON r.id = l.receipt_id
        JOIN suppliers s ON s.id = r.supplier_id JOIN warehouses w ON w.id = r.warehouse_id
        JOIN products p ON p.id = l.product_id LEFT JOIN manufacturers m ON m.id = l.manufacturer_id
        LEFT JOIN users u ON u.id = r.created_by`,
      where,
      orderBy: { receiptDate: 'r.receipt_date', product: `p.name ${BG}`, expiryDate: 'l.expiry_date' },
      defaultOrder: 'r.receipt_date DESC, r.number DESC, l.position',
    };
    return pagedQuery<StockInboundRow>(this.db.manager, select, query);
  }
}
