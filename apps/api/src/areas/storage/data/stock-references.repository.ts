import { Injectable } from '@nestjs/common';
import {
  type DocumentTransactionRow,
  type DocumentTransactionsExportQuery,
  type InventoryDeclarationLine,
  type InventoryDeclarationListQuery,
  type InventoryDeclarationRow,
  type LotAvailabilityRow,
  type PagedResult,
  type ProductUnit,
  type StockAvailabilityDetailedQuery,
  StockMovementKind,
  type TrialBalanceAnswer,
  type TrialBalanceExportQuery,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { type PagedSelect, pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import {
  bookStockStatement,
  documentTransactionsStatements,
  lotAvailabilityStatements,
  type ReportPage,
  trialBalanceStatement,
} from './stock-references.sql.js';

const PERSON = `concat_ws(' ', u.first_name, u.last_name)`;
/** The numbering kind of inventory declarations in `document_numbers` (per kindergarten and year). */
const DECLARATION_NUMBERING = 'inventory-declaration';

export interface BookStock {
  productId: number;
  productName: string;
  unit: ProductUnit;
  quantity: string;
  value: string;
}

export interface DeclarationHeader {
  id: number;
  year: number;
  number: number;
  declarationDate: string;
  warehouseId: number;
}

/** A declaration line ready to write (book stock from the ledger, the counted quantity, the surplus's value). */
export interface DeclarationLineInsert {
  position: number;
  productId: number;
  bookQuantity: string;
  bookValue: string;
  countedQuantity: string;
  unitPrice: string | null;
  differenceQuantity: string;
  differenceValue: string;
}

const DECLARATION_COLUMNS = `d.id, d.number, d.year::int AS year, d.declaration_date::text AS "declarationDate",
  d.warehouse_id AS "warehouseId", w.name AS "warehouseName", t.line_count AS "lineCount",
  t.surplus::text AS "surplusValue", t.shortage::text AS "shortageValue",
  d.number = (SELECT max(x.number) FROM inventory_declarations x WHERE x.kindergarten_id = d.kindergarten_id AND x.year = d.year)
    AS "isLast"`;
const DECLARATION_FROM = `FROM inventory_declarations d
  JOIN warehouses w ON w.id = d.warehouse_id
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS line_count,
           coalesce(sum(l.difference_value) FILTER (WHERE l.difference_quantity > 0), 0) AS surplus,
           coalesce(sum(l.difference_value) FILTER (WHERE l.difference_quantity < 0), 0) AS shortage
      FROM inventory_declaration_lines l WHERE l.declaration_id = d.id) t`;

/**
 * The storage reports and the inventory declarations (docs/storage.md "Storage reports", "Inventory declarations"):
 * the reports only read the ledger; a declaration writes itself and its surpluses here and its shortages through the
 * outflow core (`StockOutflow`).
 */
@Injectable()
export class StockReferencesRepository {
  constructor(private readonly db: Db) {}

  async trialBalance(
    kindergartenId: number,
    query: TrialBalanceExportQuery,
    page: ReportPage | null,
  ): Promise<TrialBalanceAnswer> {
    const statement = trialBalanceStatement(kindergartenId, query, page);
    const row = await this.db.sql.one<
      Omit<TrialBalanceAnswer, 'totals'> &
        Record<`${'opening' | 'receipt' | 'issue' | 'scrapping' | 'surplus' | 'shortage' | 'closing'}Value`, string>
    >(statement.text, statement.values);
    const { rowsCount, result, ...totals } = row;
    return { result, rowsCount, totals };
  }

  async documentTransactions(
    kindergartenId: number,
    query: DocumentTransactionsExportQuery,
    page: ReportPage | null,
  ): Promise<PagedResult<DocumentTransactionRow>> {
    const statements = documentTransactionsStatements(kindergartenId, query, page);
    const { count } = await this.db.sql.one<{ count: number }>(statements.count.text, statements.count.values);
    const result = await this.db.sql.many<DocumentTransactionRow>(statements.rows.text, statements.rows.values);
    return { result, rowsCount: count };
  }

  async lotAvailability(kindergartenId: number, query: StockAvailabilityDetailedQuery): Promise<PagedResult<LotAvailabilityRow>> {
    const statements = lotAvailabilityStatements(kindergartenId, query);
    const { count } = await this.db.sql.one<{ count: number }>(statements.count.text, statements.count.values);
    const result = await this.db.sql.many<LotAvailabilityRow>(statements.rows.text, statements.rows.values);
    return { result, rowsCount: count };
  }

  bookStock(kindergartenId: number, warehouseId: number, date: string, productIds?: readonly number[]): Promise<BookStock[]> {
    const statement = bookStockStatement(kindergartenId, warehouseId, date, productIds);
    return this.db.sql.many(statement.text, statement.values);
  }

  kindergartenName(kindergartenId: number): Promise<{ name: string }> {
    return this.db.sql.one(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]);
  }

  // ------------------------------------------------------------------ inventory declarations

  async nextNumber(kindergartenId: number, year: number): Promise<number> {
    const row = await this.db.sql.one<{ number: number }>(
      `SELECT coalesce(max(number), 0) + 1 AS number FROM inventory_declarations WHERE kindergarten_id = $1 AND year = $2`,
      [kindergartenId, year],
    );
    return row.number;
  }

  async takeNumber(kindergartenId: number, year: number): Promise<number> {
    const row = await this.db.sql.one<{ number: number }>(`SELECT next_document_number($1, $2, 0, $3) AS number`, [
      DECLARATION_NUMBERING,
      kindergartenId,
      year,
    ]);
    return row.number;
  }

  async releaseNumber(kindergartenId: number, year: number, number: number): Promise<boolean> {
    const row = await this.db.sql.one<{ released: boolean }>(`SELECT release_document_number($1, $2, 0, $3, $4) AS released`, [
      DECLARATION_NUMBERING,
      kindergartenId,
      year,
      number,
    ]);
    return row.released;
  }

  /**
   * Locks every balance of the warehouse FOR UPDATE in product order (the order every posting locks in, so no deadlock):
   * no posting of a product the warehouse holds can slip in while a declaration is counted, posted or deleted.
   */
  async lockWarehouseBalances(kindergartenId: number, warehouseId: number): Promise<void> {
    await this.db.sql.many(
      `SELECT 1 FROM stock_balances b WHERE b.kindergarten_id = $1 AND b.warehouse_id = $2
        ORDER BY b.warehouse_id, b.product_id FOR UPDATE`,
      [kindergartenId, warehouseId],
    );
  }

  /** The date of the warehouse's latest movement (null when it has none). */
  async lastMovementDate(kindergartenId: number, warehouseId: number): Promise<string | null> {
    const row = await this.db.sql.one<{ day: string | null }>(
      `SELECT max(movement_date)::text AS day FROM stock_movements WHERE kindergarten_id = $1 AND warehouse_id = $2`,
      [kindergartenId, warehouseId],
    );
    return row.day;
  }

  async insertDeclaration(values: {
    kindergartenId: number;
    year: number;
    number: number;
    declarationDate: string;
    warehouseId: number;
    commission: { name: string; position: string }[];
    note: string | null;
    createdBy: number;
  }): Promise<number> {
    const { id } = await this.db.sql.insert('inventory_declarations', {
      kindergarten_id: values.kindergartenId,
      year: values.year,
      number: values.number,
      declaration_date: values.declarationDate,
      warehouse_id: values.warehouseId,
      commission: JSON.stringify(values.commission),
      note: values.note,
      created_by: values.createdBy,
    });
    return id;
  }

  /** Writes the lines in one statement; answers each product's line id. */
  async insertLines(
    kindergartenId: number,
    declarationId: number,
    lines: readonly DeclarationLineInsert[],
  ): Promise<Map<number, number>> {
    const rows = await this.db.sql.many<{ id: number; productId: number }>(
      `INSERT INTO inventory_declaration_lines (kindergarten_id, declaration_id, position, product_id, book_quantity, book_value,
                                                counted_quantity, unit_price, difference_quantity, difference_value)
       SELECT $1, $2, l.position, l."productId", l."bookQuantity", l."bookValue", l."countedQuantity", l."unitPrice",
              l."differenceQuantity", l."differenceValue"
         FROM jsonb_to_recordset($3::jsonb) AS l(position smallint, "productId" integer, "bookQuantity" numeric,
              "bookValue" numeric, "countedQuantity" numeric, "unitPrice" numeric, "differenceQuantity" numeric,
              "differenceValue" numeric)
       RETURNING id, product_id AS "productId"`,
      [kindergartenId, declarationId, JSON.stringify(lines)],
    );
    return new Map(rows.map((row) => [row.productId, row.id]));
  }

  /**
   * Posts the surpluses in one statement: a lot per surplus line (no batch or expiry: found, not delivered; received on
   * the declaration's date) and its kind-4 movement (+ difference, + its value).
   */
  async postSurpluses(declarationId: number): Promise<void> {
    await this.db.sql.exec(
      `WITH lots AS (
         INSERT INTO stock_lots (kindergarten_id, warehouse_id, product_id, received_on, inventory_line_id)
         SELECT d.kindergarten_id, d.warehouse_id, l.product_id, d.declaration_date, l.id
           FROM inventory_declaration_lines l JOIN inventory_declarations d ON d.id = l.declaration_id
          WHERE d.id = $1 AND l.difference_quantity > 0
          ORDER BY l.position
         RETURNING id, kindergarten_id, warehouse_id, product_id, received_on, inventory_line_id)
       INSERT INTO stock_movements (kindergarten_id, warehouse_id, product_id, lot_id, movement_date, kind, quantity, value,
                                    inventory_line_id)
       SELECT lots.kindergarten_id, lots.warehouse_id, lots.product_id, lots.id, lots.received_on, $2, l.difference_quantity,
              l.difference_value, l.id
         FROM lots JOIN inventory_declaration_lines l ON l.id = lots.inventory_line_id`,
      [declarationId, StockMovementKind.InventorySurplus],
    );
  }

  /** The shortages' values as posted by the outflow core (the sums of each line's movements). */
  async recordShortageValues(declarationId: number): Promise<void> {
    await this.db.sql.exec(
      `UPDATE inventory_declaration_lines l
          SET difference_value = (SELECT coalesce(sum(m.value), 0) FROM stock_movements m WHERE m.inventory_line_id = l.id)
        WHERE l.declaration_id = $1 AND l.difference_quantity < 0`,
      [declarationId],
    );
  }

  lockDeclaration(kindergartenId: number, id: number): Promise<DeclarationHeader | undefined> {
    return this.db.sql.maybe(
      `SELECT d.id, d.year::int AS year, d.number, d.declaration_date::text AS "declarationDate", d.warehouse_id AS "warehouseId"
         FROM inventory_declarations d WHERE d.id = $1 AND d.kindergarten_id = $2 FOR UPDATE`,
      [id, kindergartenId],
    );
  }

  /**
   * Whether anything moved in the declaration's warehouse after it: a movement of another document dated after its
   * date, or posted after it (a later transaction) on its date.
   */
  async movedAfter(declarationId: number): Promise<boolean> {
    const row = await this.db.sql.one<{ moved: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM inventory_declarations d
           JOIN stock_movements m ON m.kindergarten_id = d.kindergarten_id AND m.warehouse_id = d.warehouse_id
          WHERE d.id = $1
            AND (m.movement_date > d.declaration_date OR (m.movement_date = d.declaration_date AND m.created_at > d.created_at))
            AND (m.inventory_line_id IS NULL OR m.inventory_line_id NOT IN (
              SELECT l.id FROM inventory_declaration_lines l WHERE l.declaration_id = d.id))) AS moved`,
      [declarationId],
    );
    return row.moved;
  }

  async lineIds(declarationId: number): Promise<number[]> {
    const rows = await this.db.sql.many<{ id: number }>(`SELECT id FROM inventory_declaration_lines WHERE declaration_id = $1`, [
      declarationId,
    ]);
    return rows.map((row) => row.id);
  }

  /** Removes the surpluses' movements and lots, then the declaration with its lines (shortages: `StockOutflow.reverse`). */
  async deleteDeclaration(declarationId: number): Promise<void> {
    const lines = `SELECT id FROM inventory_declaration_lines WHERE declaration_id = $1`;
    await this.db.sql.exec(`DELETE FROM stock_movements WHERE kind = $2 AND inventory_line_id IN (${lines})`, [
      declarationId,
      StockMovementKind.InventorySurplus,
    ]);
    await this.db.sql.exec(`DELETE FROM stock_lots WHERE inventory_line_id IN (${lines})`, [declarationId]);
    await this.db.sql.exec(`DELETE FROM inventory_declarations WHERE id = $1`, [declarationId]);
  }

  declarations(kindergartenId: number, query: InventoryDeclarationListQuery): Promise<PagedResult<InventoryDeclarationRow>> {
    const where = new SqlConditions().add('d.kindergarten_id = ?', kindergartenId);
    where.addIf(query.year, 'd.year = ?');
    where.addIf(query.warehouseId, 'd.warehouse_id = ?');
    const select: PagedSelect = {
      select: DECLARATION_COLUMNS,
      from: DECLARATION_FROM,
      where,
      orderBy: { declarationDate: 'd.declaration_date', number: 'd.year, d.number' },
      defaultOrder: 'd.declaration_date DESC, d.year DESC, d.number DESC',
    };
    return pagedQuery<InventoryDeclarationRow>(this.db.manager, select, query);
  }

  declaration(
    kindergartenId: number,
    id: number,
  ): Promise<
    | (InventoryDeclarationRow & {
        commission: { name: string; position: string }[];
        note: string | null;
        createdByName: string | null;
      })
    | undefined
  > {
    return this.db.sql.maybe(
      `SELECT ${DECLARATION_COLUMNS}, d.commission, d.note,
              (SELECT ${PERSON} FROM users u WHERE u.id = d.created_by) AS "createdByName"
         ${DECLARATION_FROM} WHERE d.id = $1 AND d.kindergarten_id = $2`,
      [id, kindergartenId],
    );
  }

  declarationLines(declarationId: number): Promise<InventoryDeclarationLine[]> {
    return this.db.sql.many(
      `SELECT l.position, l.product_id AS "productId", p.name AS "productName", p.unit, l.book_quantity::text AS "bookQuantity",
              l.book_value::text AS "bookValue", l.counted_quantity::text AS "countedQuantity", l.unit_price::text AS "unitPrice",
              l.difference_quantity::text AS "differenceQuantity", l.difference_value::text AS "differenceValue"
         FROM inventory_declaration_lines l JOIN products p ON p.id = l.product_id
        WHERE l.declaration_id = $1 ORDER BY l.position`,
      [declarationId],
    );
  }
}
