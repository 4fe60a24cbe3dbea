import { Injectable } from '@nestjs/common';
import {
  IncomingCheckResult,
  type MenuAgeBand,
  MenuStatus,
  type OrdersBookExportQuery,
  type PagedResult,
  type ProductUnit,
  type SaveSupplierOrderRequest,
  type SupplierOrderChannel,
  type SupplierOrderLine,
  type SupplierOrderListQuery,
  type SupplierOrderRow,
  type SupplierOrderState,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { type PagedSelect, pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import { ESTIMATED_QUANTITIES_SQL } from '../../menus/data/menus.sql.js';

const BG = 'COLLATE "bg-BG-x-icu"';
const PERSON = `concat_ws(' ', u.first_name, u.last_name)`;
/** The numbering kind of supplier orders in `document_numbers` (per kindergarten and year). */
const NUMBERING = 'supplier-order';

const ORDER_COLUMNS = `o.id, o.number, o.year::int AS year, o.order_date::text AS "orderDate", o.supplier_id AS "supplierId",
  s.name AS "supplierName", o.warehouse_id AS "warehouseId", w.name AS "warehouseName", o.delivery_date::text AS "deliveryDate",
  o.state, (SELECT count(*)::int FROM supplier_order_lines l WHERE l.order_id = o.id) AS "lineCount",
  o.receipt_id AS "receiptId", r.number AS "receiptNumber",
  CASE WHEN o.receipt_id IS NOT NULL THEN (SELECT round(coalesce(sum(rl.value), 0), 2)::text FROM stock_receipt_lines rl
     WHERE rl.receipt_id = o.receipt_id AND rl.check_result = ${IncomingCheckResult.Accepted}) END AS value,
  o.number = (SELECT max(x.number) FROM supplier_orders x WHERE x.kindergarten_id = o.kindergarten_id AND x.year = o.year)
    AS "isLast"`;
const ORDER_FROM = `FROM supplier_orders o JOIN suppliers s ON s.id = o.supplier_id JOIN warehouses w ON w.id = o.warehouse_id
  LEFT JOIN stock_receipts r ON r.id = o.receipt_id`;

/** An order locked for a change. */
export interface SupplierOrderHeader {
  id: number;
  year: number;
  number: number;
  orderDate: string;
  supplierId: number;
  warehouseId: number;
  state: SupplierOrderState;
}

export interface SupplierOrderLineInsert {
  position: number;
  productId: number;
  unit: ProductUnit;
  quantity: string;
  baseQuantity: string;
  note: string | null;
}

export type SupplierOrderHead = SupplierOrderRow & {
  note: string | null;
  supplierEik: string;
  supplierEmail: string | null;
  supplierPhone: string | null;
  sentChannel: SupplierOrderChannel | null;
  sentTo: string | null;
  sentAt: string | null;
  createdByName: string | null;
};

/** Every statement of the supplier orders and the orders book (docs/storage.md "Supplier orders"). */
@Injectable()
export class SupplierOrdersRepository {
  constructor(private readonly db: Db) {}

  /** Takes the year's next number: the counter row stays locked until the transaction ends (no gaps, no doubles). */
  async takeNumber(kindergartenId: number, year: number): Promise<number> {
    const row = await this.db.sql.one<{ number: number }>(`SELECT next_document_number($1, $2, 0, $3) AS number`, [
      NUMBERING,
      kindergartenId,
      year,
    ]);
    return row.number;
  }

  /** Gives the number back when it is the year's last one; false when a later order holds a higher number. */
  async releaseNumber(kindergartenId: number, year: number, number: number): Promise<boolean> {
    const row = await this.db.sql.one<{ released: boolean }>(`SELECT release_document_number($1, $2, 0, $3, $4) AS released`, [
      NUMBERING,
      kindergartenId,
      year,
      number,
    ]);
    return row.released;
  }

  /** The number the year's next order would get (the counter is not moved). */
  async nextNumber(kindergartenId: number, year: number): Promise<number> {
    const row = await this.db.sql.one<{ number: number }>(
      `SELECT coalesce(max(number), 0) + 1 AS number FROM supplier_orders WHERE kindergarten_id = $1 AND year = $2`,
      [kindergartenId, year],
    );
    return row.number;
  }

  /** The order locked FOR UPDATE: every change starts here, so two changes of one order queue. */
  lock(kindergartenId: number, id: number): Promise<SupplierOrderHeader | undefined> {
    return this.db.sql.maybe(
      `SELECT id, year::int AS year, number, order_date::text AS "orderDate", supplier_id AS "supplierId",
              warehouse_id AS "warehouseId", state
         FROM supplier_orders WHERE id = $1 AND kindergarten_id = $2 FOR UPDATE`,
      [id, kindergartenId],
    );
  }

  async insert(values: {
    kindergartenId: number;
    year: number;
    number: number;
    body: SaveSupplierOrderRequest;
    createdBy: number;
  }): Promise<number> {
    const { id } = await this.db.sql.insert('supplier_orders', {
      kindergarten_id: values.kindergartenId,
      year: values.year,
      number: values.number,
      order_date: values.body.orderDate,
      delivery_date: values.body.deliveryDate,
      supplier_id: values.body.supplierId,
      warehouse_id: values.body.warehouseId,
      note: values.body.note,
      created_by: values.createdBy,
    });
    return id;
  }

  async update(id: number, body: SaveSupplierOrderRequest): Promise<void> {
    await this.db.sql.update(
      'supplier_orders',
      {
        order_date: body.orderDate,
        delivery_date: body.deliveryDate,
        supplier_id: body.supplierId,
        warehouse_id: body.warehouseId,
        note: body.note,
        updated_at: NOW,
      },
      { id },
    );
  }

  /** Writes the lines (after removing an edited draft's old ones) in one statement. */
  async replaceLines(kindergartenId: number, id: number, lines: readonly SupplierOrderLineInsert[]): Promise<void> {
    await this.db.sql.exec(`DELETE FROM supplier_order_lines WHERE order_id = $1`, [id]);
    await this.db.sql.exec(
      `INSERT INTO supplier_order_lines (kindergarten_id, order_id, position, product_id, unit, quantity, base_quantity, note)
       SELECT $1, $2, l.position, l."productId", l.unit, l.quantity, l."baseQuantity", l.note
         FROM jsonb_to_recordset($3::jsonb) AS l(position smallint, "productId" integer, unit smallint, quantity numeric,
              "baseQuantity" numeric, note text)`,
      [kindergartenId, id, JSON.stringify(lines)],
    );
  }

  async markSent(id: number, channel: SupplierOrderChannel, sentTo: string | null, userId: number): Promise<void> {
    await this.db.sql.update(
      'supplier_orders',
      { state: 2, sent_channel: channel, sent_to: sentTo, sent_by: userId, sent_at: NOW, updated_at: NOW },
      { id },
    );
  }

  async markDelivered(id: number, receiptId: number, userId: number): Promise<void> {
    await this.db.sql.update(
      'supplier_orders',
      { state: 3, receipt_id: receiptId, delivered_by: userId, delivered_at: NOW, updated_at: NOW },
      { id },
    );
  }

  async markCancelled(id: number, userId: number): Promise<void> {
    await this.db.sql.update('supplier_orders', { state: 4, cancelled_by: userId, cancelled_at: NOW, updated_at: NOW }, { id });
  }

  async remove(id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM supplier_orders WHERE id = $1`, [id]);
  }

  /** The receipt with its supplier, warehouse and date, and the order already linked to it (if any). */
  receipt(
    kindergartenId: number,
    id: number,
  ): Promise<
    { id: number; supplierId: number; warehouseId: number; receiptDate: string; linkedNumber: number | null } | undefined
  > {
    return this.db.sql.maybe(
      `SELECT r.id, r.supplier_id AS "supplierId", r.warehouse_id AS "warehouseId", r.receipt_date::text AS "receiptDate",
              (SELECT o.number FROM supplier_orders o WHERE o.receipt_id = r.id) AS "linkedNumber"
         FROM stock_receipts r WHERE r.id = $1 AND r.kindergarten_id = $2`,
      [id, kindergartenId],
    );
  }

  private where(kindergartenId: number, query: OrdersBookExportQuery): SqlConditions {
    const where = new SqlConditions().add('o.kindergarten_id = ?', kindergartenId);
    where.addIf(query.year, 'o.year = ?');
    where.addIf(query.fromDate, 'o.order_date >= ?::date');
    where.addIf(query.toDate, 'o.order_date <= ?::date');
    where.addIf(query.supplierId, 'o.supplier_id = ?');
    where.addIf(query.warehouseId, 'o.warehouse_id = ?');
    where.addIf(query.state, 'o.state = ?');
    return where;
  }

  list(kindergartenId: number, query: SupplierOrderListQuery): Promise<PagedResult<SupplierOrderRow>> {
    const select: PagedSelect = {
      select: ORDER_COLUMNS,
      from: ORDER_FROM,
      where: this.where(kindergartenId, query),
      orderBy: {
        orderDate: 'o.order_date',
        number: 'o.year, o.number',
        supplier: `s.name ${BG}`,
        deliveryDate: 'o.delivery_date',
      },
      defaultOrder: 'o.order_date DESC, o.year DESC, o.number DESC',
    };
    return pagedQuery<SupplierOrderRow>(this.db.manager, select, query);
  }

  /** Every order of the book's filters, in date and number order (the PDF and the Excel). */
  book(kindergartenId: number, query: OrdersBookExportQuery): Promise<SupplierOrderRow[]> {
    const where = this.where(kindergartenId, query);
    return this.db.sql.many(
      `SELECT ${ORDER_COLUMNS} ${ORDER_FROM} ${where.sql} ORDER BY o.order_date, o.year, o.number`,
      where.params,
    );
  }

  get(kindergartenId: number, id: number): Promise<SupplierOrderHead | undefined> {
    return this.db.sql.maybe(
      `SELECT ${ORDER_COLUMNS}, o.note, s.eik AS "supplierEik", s.email AS "supplierEmail", s.phone AS "supplierPhone",
              o.sent_channel AS "sentChannel", o.sent_to AS "sentTo",
              to_char(o.sent_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS') AS "sentAt",
              (SELECT ${PERSON} FROM users u WHERE u.id = o.created_by) AS "createdByName"
         ${ORDER_FROM} WHERE o.id = $1 AND o.kindergarten_id = $2`,
      [id, kindergartenId],
    );
  }

  lines(id: number): Promise<SupplierOrderLine[]> {
    return this.db.sql.many(
      `SELECT l.id, l.position, l.product_id AS "productId", p.name AS "productName", p.unit AS "productUnit", l.unit,
              l.quantity::text, l.base_quantity::text AS "baseQuantity", l.note
         FROM supplier_order_lines l JOIN products p ON p.id = l.product_id
        WHERE l.order_id = $1 ORDER BY l.position`,
      [id],
    );
  }

  /** Ordered (the order's lines) against received (the receipt's accepted lines) per product, in the product's unit. */
  comparison(
    orderId: number,
    receiptId: number,
  ): Promise<{ productId: number; productName: string; productUnit: ProductUnit; ordered: string; received: string }[]> {
    return this.db.sql.many(
      `WITH ordered AS (
         SELECT product_id, sum(base_quantity) AS quantity FROM supplier_order_lines WHERE order_id = $1 GROUP BY product_id
       ), received AS (
         SELECT product_id, sum(base_quantity) AS quantity FROM stock_receipt_lines
          WHERE receipt_id = $2 AND check_result = ${IncomingCheckResult.Accepted} GROUP BY product_id
       )
       SELECT p.id AS "productId", p.name AS "productName", p.unit AS "productUnit",
              coalesce(o.quantity, 0)::text AS ordered, coalesce(r.quantity, 0)::text AS received
         FROM ordered o FULL JOIN received r ON r.product_id = o.product_id
         JOIN products p ON p.id = coalesce(o.product_id, r.product_id)
        ORDER BY o.product_id IS NULL, p.name ${BG}, p.id`,
      [orderId, receiptId],
    );
  }

  kindergartenName(kindergartenId: number): Promise<{ name: string }> {
    return this.db.sql.one(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]);
  }

  // ------------------------------------------------------------------ the suggestion from the menus

  /** The approved or published menus of the kindergarten whose working week (Monday–Friday) meets the period. */
  menusOf(kindergartenId: number, from: string, to: string): Promise<{ id: number; weekStart: string; ageBand: MenuAgeBand }[]> {
    return this.db.sql.many(
      `SELECT id, week_start::text AS "weekStart", age_band AS "ageBand" FROM menus
        WHERE kindergarten_id = $1 AND status IN (${MenuStatus.Approved}, ${MenuStatus.Published})
          AND week_start <= $3::date AND week_start + 4 >= $2::date
        ORDER BY week_start, age_band`,
      [kindergartenId, from, to],
    );
  }

  /** The menus area's own estimate (ESTIMATED_QUANTITIES_SQL, docs/menus.md "Estimated quantities") for one menu. */
  estimatedQuantities(
    menuId: number,
    weekStart: string,
    ageBand: MenuAgeBand,
    weekdaysLeftOut: number[],
  ): Promise<{ products: { productId: number; name: string; unit: ProductUnit; quantity: string | null }[] }> {
    return this.db.sql.one(ESTIMATED_QUANTITIES_SQL, [menuId, weekStart, ageBand, weekdaysLeftOut]);
  }
}
