import { Injectable } from '@nestjs/common';
import {
  type OutflowBalance,
  type OutflowLine,
  type OutflowLot,
  type OutflowMovement,
  OutflowShortage,
  planOutflow,
  StockMovementKind,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { ConflictError } from '../../../platform/errors/domain-errors.js';

/**
 * The outflow core of the stock ledger (docs/storage.md "The outflow core"): every document that takes stock out of a
 * warehouse — the stock request (kind 2), the scrapping (kind 3), the inventory shortage (kind 5) — posts through
 * `StockOutflow.post` and is undone by `StockOutflow.reverse`.
 *
 * - Locks the balances of the warehouse's products `FOR UPDATE` in warehouse/product order (the order every posting
 *   locks in), so two documents taking the last kilogram at once cannot both succeed: the second waits, then sees less.
 * - Takes only lots received on or before the date, earliest expiry first (no expiry last, then the earlier received,
 *   then the lower id) — or only the named lot; with `skipExpired` (stock requests) no lot expired before the date — and
 *   refuses more than they hold or than the balance holds with a 409
 *   naming the product, the warehouse, the date and what is available.
 * - Values each movement at the moving weighted average price of the product in the warehouse
 *   (`weightedAveragePrice`: value ÷ quantity to 10 decimals) × quantity, exact; a line that empties the balance takes
 *   the whole remaining value, so the balance reaches 0 value when it reaches 0 quantity.
 * - Posts one signed movement (− quantity, − value) per lot taken, pointing to its document line through the kind's
 *   column (`OUTFLOW_LINE_COLUMNS`, each tied to its kind by a CHECK on stock_movements).
 * The reverse deletes the document's movements (the balance trigger takes them off): the balances come back exactly.
 */

/** The movement kinds that take stock out. */
export type OutflowKind = StockMovementKind.Issue | StockMovementKind.Scrapping | StockMovementKind.InventoryShortage;

/**
 * The column of stock_movements naming a movement's document line, per outflow kind. The inventory's column belongs to
 * the inventory declarations' migration (add it there with `CHECK ((kind = 5) = (inventory_line_id IS NOT NULL))`).
 */
export const OUTFLOW_LINE_COLUMNS: Record<OutflowKind, string> = {
  [StockMovementKind.Issue]: 'request_line_id',
  [StockMovementKind.Scrapping]: 'scrapping_line_id',
  [StockMovementKind.InventoryShortage]: 'inventory_line_id',
};

export interface OutflowRequest {
  kindergartenId: number;
  warehouseId: number;
  /** The movements' date (YYYY-MM-DD): only lots received by then are taken. */
  date: string;
  kind: OutflowKind;
  lines: readonly OutflowLine[];
  /** Leave out the lots expired before the date (a stock request to the kitchen); a named lot is always taken. */
  skipExpired?: boolean;
}

/** The core's refusal of more than is available: 409 with the Bulgarian message, and the line it is about. */
export class OutflowRefusal extends ConflictError {
  constructor(
    message: string,
    readonly lineIndex: number,
  ) {
    super(message);
  }
}

/** `planOutflow` of libs/contracts, its shortage as the API's 409. */
function plan(...args: Parameters<typeof planOutflow>): OutflowMovement[] {
  try {
    return planOutflow(...args);
  } catch (error) {
    if (error instanceof OutflowShortage) throw new OutflowRefusal(error.message, error.lineIndex);
    throw error;
  }
}

export type { OutflowBalance, OutflowLine, OutflowLot, OutflowMovement };

@Injectable()
export class StockOutflow {
  constructor(private readonly db: Db) {}

  /**
   * Posts the outflow in the caller's transaction: locks the balances, plans FEFO at the average price, inserts the
   * movements in one statement (the trigger takes them off the balances). Returns the movements posted.
   */
  async post(request: OutflowRequest): Promise<OutflowMovement[]> {
    const { kindergartenId, warehouseId, date } = request;
    const productIds = [...new Set(request.lines.map((line) => line.productId))].sort((a, b) => a - b);
    const balances = await this.lockBalances(kindergartenId, warehouseId, productIds);
    const lots = await this.db.sql.many<OutflowLot>(
      `SELECT lot.id AS "lotId", lot.product_id AS "productId", lot.batch_number AS "batchNumber",
              lot.expiry_date::text AS "expiryDate", lot.received_on::text AS "receivedOn", sum(m.quantity)::text AS remaining
         FROM stock_lots lot JOIN stock_movements m ON m.lot_id = lot.id
        WHERE lot.kindergarten_id = $1 AND lot.warehouse_id = $2 AND lot.product_id = ANY($3::int[])
          AND lot.received_on <= $4::date
        GROUP BY lot.id
       HAVING sum(m.quantity) > 0`,
      [kindergartenId, warehouseId, productIds, date],
    );
    const { name: warehouseName } = await this.db.sql.one<{ name: string }>(`SELECT name FROM warehouses WHERE id = $1`, [
      warehouseId,
    ]);
    const movements = plan({ date, lines: request.lines, warehouseName, skipExpired: request.skipExpired }, balances, lots);
    const column = OUTFLOW_LINE_COLUMNS[request.kind];
    await this.db.sql.exec(
      `INSERT INTO stock_movements (kindergarten_id, warehouse_id, product_id, lot_id, movement_date, kind, quantity, value, ${column})
       SELECT $1, $2, m."productId", m."lotId", $3::date, $4, m.quantity, m.value, m."documentLineId"
         FROM jsonb_to_recordset($5::jsonb) AS m("productId" integer, "lotId" integer, quantity numeric, value numeric,
              "documentLineId" integer)`,
      [kindergartenId, warehouseId, date, request.kind, JSON.stringify(movements)],
    );
    return movements;
  }

  /**
   * Undoes an outflow: locks the balances its movements touched (same order), then deletes the movements of the
   * document lines (the trigger adds them back to the balances exactly). Returns how many movements went.
   */
  async reverse(kind: OutflowKind, documentLineIds: readonly number[]): Promise<number> {
    if (documentLineIds.length === 0) return 0;
    const column = OUTFLOW_LINE_COLUMNS[kind];
    await this.db.sql.many(
      `SELECT 1 FROM stock_balances b
        WHERE (b.kindergarten_id, b.warehouse_id, b.product_id) IN (
          SELECT m.kindergarten_id, m.warehouse_id, m.product_id FROM stock_movements m WHERE m.${column} = ANY($1::int[]))
        ORDER BY b.warehouse_id, b.product_id FOR UPDATE`,
      [documentLineIds],
    );
    return this.db.sql.exec(`DELETE FROM stock_movements WHERE ${column} = ANY($1::int[]) AND kind = $2`, [
      documentLineIds,
      kind,
    ]);
  }

  /** The balances of the warehouse's products, locked FOR UPDATE in product order, with names for the messages. */
  lockBalances(kindergartenId: number, warehouseId: number, productIds: readonly number[]): Promise<OutflowBalance[]> {
    return this.db.sql.many<OutflowBalance>(
      `WITH locked AS (
         SELECT b.product_id, b.quantity, b.value FROM stock_balances b
          WHERE b.kindergarten_id = $1 AND b.warehouse_id = $2 AND b.product_id = ANY($3::int[])
          ORDER BY b.warehouse_id, b.product_id FOR UPDATE)
       SELECT p.id AS "productId", p.name AS "productName", p.unit, coalesce(l.quantity, 0)::text AS quantity,
              coalesce(l.value, 0)::text AS value
         FROM products p LEFT JOIN locked l ON l.product_id = p.id
        WHERE p.id = ANY($3::int[])`,
      [kindergartenId, warehouseId, productIds],
    );
  }
}
