import { Injectable } from '@nestjs/common';
import {
  type CommissionMember,
  type OutflowLotRow,
  type PagedResult,
  type ProductUnit,
  type ScrappingLine,
  type ScrappingListQuery,
  type ScrappingRow,
  type ScrappingType,
  type StockLotRow,
  type StockRequestLine,
  type StockRequestListQuery,
  type StockRequestRow,
  type WarehouseStock,
  StockRequestState,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { type PagedSelect, pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';

const BG = 'COLLATE "bg-BG-x-icu"';
const PERSON = `concat_ws(' ', u.first_name, u.last_name)`;

/** The tables of an outflow document: header, lines, the lines' key, its date column, numbering and movement column. */
export interface OutflowDocumentTables {
  table: 'stock_requests' | 'stock_scrappings';
  lines: 'stock_request_lines' | 'stock_scrapping_lines';
  parent: 'request_id' | 'scrapping_id';
  date: 'request_date' | 'scrapping_date';
  numbering: 'stock-request' | 'stock-scrapping';
  movementLine: 'request_line_id' | 'scrapping_line_id';
}

export const REQUEST_TABLES: OutflowDocumentTables = {
  table: 'stock_requests',
  lines: 'stock_request_lines',
  parent: 'request_id',
  date: 'request_date',
  numbering: 'stock-request',
  movementLine: 'request_line_id',
};
export const SCRAPPING_TABLES: OutflowDocumentTables = {
  table: 'stock_scrappings',
  lines: 'stock_scrapping_lines',
  parent: 'scrapping_id',
  date: 'scrapping_date',
  numbering: 'stock-scrapping',
  movementLine: 'scrapping_line_id',
};

/** A document locked for a state change. */
export interface OutflowDocumentHeader {
  id: number;
  year: number;
  number: number;
  date: string;
  warehouseId: number;
  state: number;
}

/** A line as the outflow core takes it. */
export interface OutflowDocumentLine {
  id: number;
  productId: number;
  baseQuantity: string;
  lotId: number | null;
}

export interface OutflowLineInsert {
  position: number;
  productId: number;
  unit: ProductUnit;
  quantity: string;
  baseQuantity: string;
  lotId?: number;
}

/** The value an outflow took out, positive: minus the sum of its movements (null while nothing is posted). */
const postedValue = (tables: OutflowDocumentTables, document: string) =>
  `(SELECT (-sum(m.value))::text FROM stock_movements m JOIN ${tables.lines} l ON l.id = m.${tables.movementLine}
     WHERE l.${tables.parent} = ${document}.id)`;

const REQUEST_COLUMNS = `r.id, r.number, r.year::int AS year, r.request_date::text AS "requestDate", r.warehouse_id AS "warehouseId",
  w.name AS "warehouseName", r.state, (SELECT count(*)::int FROM stock_request_lines l WHERE l.request_id = r.id) AS "lineCount",
  ${postedValue(REQUEST_TABLES, 'r')} AS value,
  (SELECT ${PERSON} FROM users u WHERE u.id = r.created_by) AS "createdByName"`;
const REQUEST_FROM = `FROM stock_requests r JOIN warehouses w ON w.id = r.warehouse_id`;

const SCRAPPING_COLUMNS = `s.id, s.number, s.year::int AS year, s.scrapping_date::text AS "scrappingDate",
  s.warehouse_id AS "warehouseId", w.name AS "warehouseName", s.type, s.state,
  (SELECT count(*)::int FROM stock_scrapping_lines l WHERE l.scrapping_id = s.id) AS "lineCount",
  ${postedValue(SCRAPPING_TABLES, 's')} AS value`;
const SCRAPPING_FROM = `FROM stock_scrappings s JOIN warehouses w ON w.id = s.warehouse_id`;

/** Every statement of the stock requests and scrappings (docs/storage.md "Stock requests", "Scrappings"). */
@Injectable()
export class StockOutflowsRepository {
  constructor(private readonly db: Db) {}

  // ------------------------------------------------------------------ both documents

  /** Takes the year's next number: the counter row stays locked until the transaction ends (no gaps, no doubles). */
  async takeNumber(tables: OutflowDocumentTables, kindergartenId: number, year: number): Promise<number> {
    const row = await this.db.sql.one<{ number: number }>(`SELECT next_document_number($1, $2, 0, $3) AS number`, [
      tables.numbering,
      kindergartenId,
      year,
    ]);
    return row.number;
  }

  /** Gives the number back when it is the year's last one; false when a later document holds a higher number. */
  async releaseNumber(tables: OutflowDocumentTables, kindergartenId: number, year: number, number: number): Promise<boolean> {
    const row = await this.db.sql.one<{ released: boolean }>(`SELECT release_document_number($1, $2, 0, $3, $4) AS released`, [
      tables.numbering,
      kindergartenId,
      year,
      number,
    ]);
    return row.released;
  }

  /** The number the year's next document would get (the counter is not moved); 1 when the year has none. */
  async nextNumber(tables: OutflowDocumentTables, kindergartenId: number, year: number): Promise<number> {
    const row = await this.db.sql.one<{ number: number }>(
      `SELECT coalesce(max(number), 0) + 1 AS number FROM ${tables.table} WHERE kindergarten_id = $1 AND year = $2`,
      [kindergartenId, year],
    );
    return row.number;
  }

  /** The document locked FOR UPDATE (every state change starts here, so two changes of one document queue). */
  lock(tables: OutflowDocumentTables, kindergartenId: number, id: number): Promise<OutflowDocumentHeader | undefined> {
    return this.db.sql.maybe(
      `SELECT id, year::int AS year, number, ${tables.date}::text AS date, warehouse_id AS "warehouseId", state
         FROM ${tables.table} WHERE id = $1 AND kindergarten_id = $2 FOR UPDATE`,
      [id, kindergartenId],
    );
  }

  linesToPost(tables: OutflowDocumentTables, id: number): Promise<OutflowDocumentLine[]> {
    const lot = tables === SCRAPPING_TABLES ? 'l.lot_id' : 'NULL::int';
    return this.db.sql.many(
      `SELECT l.id, l.product_id AS "productId", l.base_quantity::text AS "baseQuantity", ${lot} AS "lotId"
         FROM ${tables.lines} l WHERE l.${tables.parent} = $1 ORDER BY l.position`,
      [id],
    );
  }

  async setState(tables: OutflowDocumentTables, id: number, state: number, userId: number | null): Promise<void> {
    // Both documents complete with state 2 (StockRequestState.Completed = ScrappingState.Completed).
    const completed = state === StockRequestState.Completed;
    await this.db.sql.update(
      tables.table,
      { state, completed_by: completed ? userId : null, completed_at: completed ? NOW : null, updated_at: NOW },
      { id },
    );
  }

  /** Writes the lines (after removing the old ones of an edited document) in one statement. */
  async replaceLines(
    tables: OutflowDocumentTables,
    kindergartenId: number,
    id: number,
    lines: readonly OutflowLineInsert[],
  ): Promise<void> {
    await this.db.sql.exec(`DELETE FROM ${tables.lines} WHERE ${tables.parent} = $1`, [id]);
    const lot = tables === SCRAPPING_TABLES;
    await this.db.sql.exec(
      `INSERT INTO ${tables.lines} (kindergarten_id, ${tables.parent}, position, product_id, unit, quantity, base_quantity${lot ? ', lot_id' : ''})
       SELECT $1, $2, l.position, l."productId", l.unit, l.quantity, l."baseQuantity"${lot ? ', l."lotId"' : ''}
         FROM jsonb_to_recordset($3::jsonb) AS l(position smallint, "productId" integer, unit smallint, quantity numeric,
              "baseQuantity" numeric, "lotId" integer)`,
      [kindergartenId, id, JSON.stringify(lines)],
    );
  }

  async remove(tables: OutflowDocumentTables, id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM ${tables.table} WHERE id = $1`, [id]);
  }

  /** Per line of the document, the lots its posted movements took (positive quantity and value), earliest expiry first. */
  async postedLots(tables: OutflowDocumentTables, id: number): Promise<Map<number, OutflowLotRow[]>> {
    const rows = await this.db.sql.many<OutflowLotRow & { lineId: number }>(
      `SELECT m.${tables.movementLine} AS "lineId", lot.id AS "lotId", lot.batch_number AS "batchNumber",
              lot.expiry_date::text AS "expiryDate", (-sum(m.quantity))::text AS quantity, (-sum(m.value))::text AS value
         FROM stock_movements m JOIN stock_lots lot ON lot.id = m.lot_id
         JOIN ${tables.lines} l ON l.id = m.${tables.movementLine}
        WHERE l.${tables.parent} = $1
        GROUP BY m.${tables.movementLine}, lot.id
        ORDER BY lot.expiry_date NULLS LAST, lot.received_on, lot.id`,
      [id],
    );
    const byLine = new Map<number, OutflowLotRow[]>();
    for (const { lineId, ...lot } of rows) byLine.set(lineId, [...(byLine.get(lineId) ?? []), lot]);
    return byLine;
  }

  /** The lots of a warehouse's product holding stock now, earliest expiry first. */
  lots(kindergartenId: number, warehouseId: number, productId: number): Promise<StockLotRow[]> {
    return this.db.sql.many(
      `SELECT lot.id AS "lotId", lot.batch_number AS "batchNumber", lot.expiry_date::text AS "expiryDate",
              lot.received_on::text AS "receivedOn", sum(m.quantity)::text AS quantity
         FROM stock_lots lot JOIN stock_movements m ON m.lot_id = lot.id
        WHERE lot.kindergarten_id = $1 AND lot.warehouse_id = $2 AND lot.product_id = $3
        GROUP BY lot.id HAVING sum(m.quantity) > 0
        ORDER BY lot.expiry_date NULLS LAST, lot.received_on, lot.id`,
      [kindergartenId, warehouseId, productId],
    );
  }

  /** The lots among `lotIds` of the warehouse, with their product (to check a scrapping's lines). */
  lotsOf(kindergartenId: number, warehouseId: number, lotIds: readonly number[]): Promise<{ id: number; productId: number }[]> {
    return this.db.sql.many(
      `SELECT id, product_id AS "productId" FROM stock_lots WHERE kindergarten_id = $1 AND warehouse_id = $2 AND id = ANY($3::int[])`,
      [kindergartenId, warehouseId, lotIds],
    );
  }

  kindergartenName(kindergartenId: number): Promise<{ name: string }> {
    return this.db.sql.one(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]);
  }

  // ------------------------------------------------------------------ stock requests

  /** The request made from a meal calculation for a warehouse, if any (at most one: a unique index). */
  requestOfCalculation(
    kindergartenId: number,
    calculationId: number,
    warehouseId: number,
  ): Promise<{ id: number; number: number } | undefined> {
    return this.db.sql.maybe(
      `SELECT id, number FROM stock_requests WHERE kindergarten_id = $1 AND meal_calculation_id = $2 AND warehouse_id = $3`,
      [kindergartenId, calculationId, warehouseId],
    );
  }

  /** The numbers of the requests already made from a meal calculation, in order. */
  async requestNumbersOfCalculation(kindergartenId: number, calculationId: number): Promise<number[]> {
    const rows = await this.db.sql.many<{ number: number }>(
      `SELECT number FROM stock_requests WHERE kindergarten_id = $1 AND meal_calculation_id = $2 ORDER BY number`,
      [kindergartenId, calculationId],
    );
    return rows.map((row) => row.number);
  }

  /**
   * The meal calculation locked for making its requests (two storekeepers pressing the button at once make them once);
   * undefined when it is not the kindergarten's.
   */
  lockCalculation(kindergartenId: number, calculationId: number): Promise<{ forDate: string; warehouseId: number } | undefined> {
    return this.db.sql.maybe(
      `SELECT for_date::text AS "forDate", warehouse_id AS "warehouseId" FROM meal_calculations
        WHERE kindergarten_id = $1 AND id = $2 FOR UPDATE`,
      [kindergartenId, calculationId],
    );
  }

  /**
   * What each warehouse can issue of the products on the day, as the outflow core takes it for a stock request: the
   * lots received by then, not expired before it, with something left.
   */
  issuableOn(kindergartenId: number, productIds: readonly number[], date: string): Promise<WarehouseStock[]> {
    return this.db.sql.many(
      `SELECT lot.warehouse_id AS "warehouseId", lot.product_id AS "productId", sum(m.quantity)::text AS quantity
         FROM stock_lots lot JOIN stock_movements m ON m.lot_id = lot.id
        WHERE lot.kindergarten_id = $1 AND lot.product_id = ANY($2::int[]) AND lot.received_on <= $3::date
          AND (lot.expiry_date IS NULL OR lot.expiry_date >= $3::date)
        GROUP BY lot.warehouse_id, lot.product_id
       HAVING sum(m.quantity) > 0`,
      [kindergartenId, productIds, date],
    );
  }

  async insertRequest(values: {
    kindergartenId: number;
    year: number;
    number: number;
    requestDate: string;
    warehouseId: number;
    note: string | null;
    mealCalculationId: number | null;
    createdBy: number;
  }): Promise<number> {
    const { id } = await this.db.sql.insert('stock_requests', {
      meal_calculation_id: values.mealCalculationId,
      kindergarten_id: values.kindergartenId,
      year: values.year,
      number: values.number,
      request_date: values.requestDate,
      warehouse_id: values.warehouseId,
      note: values.note,
      created_by: values.createdBy,
    });
    return id;
  }

  async updateRequest(
    id: number,
    values: { requestDate: string; warehouseId: number; note: string | null; mealCalculationId: number | null },
  ): Promise<void> {
    await this.db.sql.update(
      'stock_requests',
      {
        request_date: values.requestDate,
        warehouse_id: values.warehouseId,
        note: values.note,
        meal_calculation_id: values.mealCalculationId,
        updated_at: NOW,
      },
      { id },
    );
  }

  requests(kindergartenId: number, query: StockRequestListQuery): Promise<PagedResult<StockRequestRow>> {
    const where = new SqlConditions().add('r.kindergarten_id = ?', kindergartenId);
    where.addIf(query.year, 'r.year = ?');
    where.addIf(query.warehouseId, 'r.warehouse_id = ?');
    where.addIf(query.state, 'r.state = ?');
    const select: PagedSelect = {
      select: REQUEST_COLUMNS,
      from: REQUEST_FROM,
      where,
      orderBy: { requestDate: 'r.request_date', number: 'r.year, r.number', warehouse: `w.name ${BG}` },
      defaultOrder: 'r.request_date DESC, r.year DESC, r.number DESC',
    };
    return pagedQuery<StockRequestRow>(this.db.manager, select, query);
  }

  request(
    kindergartenId: number,
    id: number,
  ): Promise<
    | (StockRequestRow & {
        note: string | null;
        mealCalculationId: number | null;
        completedAt: string | null;
        completedByName: string | null;
      })
    | undefined
  > {
    return this.db.sql.maybe(
      `SELECT ${REQUEST_COLUMNS}, r.note, r.meal_calculation_id AS "mealCalculationId",
              to_char(r.completed_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS') AS "completedAt",
              (SELECT ${PERSON} FROM users u WHERE u.id = r.completed_by) AS "completedByName"
         ${REQUEST_FROM} WHERE r.id = $1 AND r.kindergarten_id = $2`,
      [id, kindergartenId],
    );
  }

  requestLines(id: number): Promise<Omit<StockRequestLine, 'lots' | 'value'>[]> {
    return this.db.sql.many(
      `SELECT l.id, l.position, l.product_id AS "productId", p.name AS "productName", p.unit AS "productUnit", l.unit,
              l.quantity::text, l.base_quantity::text AS "baseQuantity"
         FROM stock_request_lines l JOIN products p ON p.id = l.product_id
        WHERE l.request_id = $1 ORDER BY l.position`,
      [id],
    );
  }

  // ------------------------------------------------------------------ scrappings

  async insertScrapping(values: {
    kindergartenId: number;
    year: number;
    number: number;
    scrappingDate: string;
    warehouseId: number;
    type: ScrappingType;
    reason: string;
    commission: readonly CommissionMember[];
    createdBy: number;
  }): Promise<number> {
    const { id } = await this.db.sql.insert('stock_scrappings', {
      kindergarten_id: values.kindergartenId,
      year: values.year,
      number: values.number,
      scrapping_date: values.scrappingDate,
      warehouse_id: values.warehouseId,
      type: values.type,
      reason: values.reason,
      commission: JSON.stringify(values.commission),
      created_by: values.createdBy,
    });
    return id;
  }

  async updateScrapping(
    id: number,
    values: {
      scrappingDate: string;
      warehouseId: number;
      type: ScrappingType;
      reason: string;
      commission: readonly CommissionMember[];
    },
  ): Promise<void> {
    await this.db.sql.update(
      'stock_scrappings',
      {
        scrapping_date: values.scrappingDate,
        warehouse_id: values.warehouseId,
        type: values.type,
        reason: values.reason,
        commission: JSON.stringify(values.commission),
        updated_at: NOW,
      },
      { id },
    );
  }

  scrappings(kindergartenId: number, query: ScrappingListQuery): Promise<PagedResult<ScrappingRow>> {
    const where = new SqlConditions().add('s.kindergarten_id = ?', kindergartenId);
    where.addIf(query.year, 's.year = ?');
    where.addIf(query.warehouseId, 's.warehouse_id = ?');
    where.addIf(query.state, 's.state = ?');
    where.addIf(query.type, 's.type = ?');
    const select: PagedSelect = {
      select: SCRAPPING_COLUMNS,
      from: SCRAPPING_FROM,
      where,
      orderBy: { scrappingDate: 's.scrapping_date', number: 's.year, s.number', warehouse: `w.name ${BG}` },
      defaultOrder: 's.scrapping_date DESC, s.year DESC, s.number DESC',
    };
    return pagedQuery<ScrappingRow>(this.db.manager, select, query);
  }

  scrapping(
    kindergartenId: number,
    id: number,
  ): Promise<
    | (ScrappingRow & {
        reason: string;
        commission: CommissionMember[];
        completedAt: string | null;
        createdByName: string | null;
      })
    | undefined
  > {
    return this.db.sql.maybe(
      `SELECT ${SCRAPPING_COLUMNS}, s.reason, s.commission,
              to_char(s.completed_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS') AS "completedAt",
              (SELECT ${PERSON} FROM users u WHERE u.id = s.created_by) AS "createdByName"
         ${SCRAPPING_FROM} WHERE s.id = $1 AND s.kindergarten_id = $2`,
      [id, kindergartenId],
    );
  }

  scrappingLines(id: number): Promise<Omit<ScrappingLine, 'value'>[]> {
    return this.db.sql.many(
      `SELECT l.id, l.position, l.product_id AS "productId", p.name AS "productName", p.unit AS "productUnit", l.lot_id AS "lotId",
              lot.batch_number AS "batchNumber", lot.expiry_date::text AS "expiryDate", l.unit, l.quantity::text,
              l.base_quantity::text AS "baseQuantity"
         FROM stock_scrapping_lines l JOIN products p ON p.id = l.product_id JOIN stock_lots lot ON lot.id = l.lot_id
        WHERE l.scrapping_id = $1 ORDER BY l.position`,
      [id],
    );
  }
}
