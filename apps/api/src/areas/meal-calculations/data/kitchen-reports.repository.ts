import { Injectable } from '@nestjs/common';
import type {
  HaccpEntriesFilter,
  HaccpEntry,
  HaccpEntryInput,
  HaccpLot,
  HaccpTraceability,
  MealType,
  MenuAgeBand,
  PagedResult,
  ProductUnit,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BG } from '../../menus/data/menus.sql.js';

/** Per calculation day, age band and meal type: who was fed (the corrected counts). */
export interface FedRow {
  calculationId: number;
  forDate: string;
  ageBand: MenuAgeBand;
  mealType: MealType;
  children: number;
  staff: number;
}

/** Per calculation day and meal type: the exact value of the priced lines and the unpriced lines. */
export interface MealValueRow {
  forDate: string;
  mealType: MealType;
  value: string;
  unpriced: number;
}

export interface ProductSumRow {
  productId: number;
  productName: string;
  unit: ProductUnit;
  quantity: string;
  value: string;
  unpriced: number;
}

export interface StaffMealRow {
  teacherId: number;
  name: string;
  forDate: string;
  mealType: MealType;
}

type EntryRow = Omit<HaccpEntry, 'mayEdit'>;

const ENTRY = `e.id, e.kind, to_char(e.entry_date, 'YYYY-MM-DD') AS "entryDate", e.place, e.warehouse_id AS "warehouseId",
  w.name AS "warehouseName", e.temperature::text AS temperature, e.chilled,
  (e.temperature IS NOT NULL AND (e.chilled OR e.kind = 3) AND (e.temperature < 0 OR e.temperature > 4)) AS "outOfRange",
  e.description, e.meal_type AS "mealType",
  to_char(e.taken_at AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI') AS "takenAt",
  to_char((e.taken_at + interval '48 hours') AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI') AS "discardAt",
  e.recorded_by AS "recordedBy", e.note`;
const ENTRY_FROM = `FROM haccp_log_entries e LEFT JOIN warehouses w ON w.id = e.warehouse_id`;

/**
 * The statements of the kitchen reports and the HACCP logs (docs/meal-calculations.md "Kitchen reports", docs/storage.md
 * "HACCP"): they read the meal calculations' rows and the storage's ledger with queries of their own. Each names the
 * kindergarten besides the row-level security.
 */
@Injectable()
export class KitchenReportsRepository {
  constructor(private readonly db: Db) {}

  fed(kindergartenId: number, fromDate: string, toDate: string): Promise<FedRow[]> {
    return this.db.sql.many(
      `SELECT mc.id AS "calculationId", to_char(mc.for_date, 'YYYY-MM-DD') AS "forDate", a.age_band AS "ageBand",
              a.meal_type AS "mealType", a.children, a.staff
         FROM meal_calculations mc JOIN meal_calculation_attendances a ON a.calculation_id = mc.id
        WHERE mc.kindergarten_id = $1 AND mc.for_date BETWEEN $2 AND $3
        ORDER BY mc.for_date, a.meal_type, a.age_band`,
      [kindergartenId, fromDate, toDate],
    );
  }

  mealValues(kindergartenId: number, fromDate: string, toDate: string): Promise<MealValueRow[]> {
    return this.db.sql.many(
      `SELECT to_char(mc.for_date, 'YYYY-MM-DD') AS "forDate", p.meal_type AS "mealType",
              coalesce(sum(p.quantity * p.unit_price), 0)::text AS value,
              count(*) FILTER (WHERE p.unit_price IS NULL AND p.quantity > 0)::int AS unpriced
         FROM meal_calculations mc JOIN meal_calculation_products p ON p.calculation_id = mc.id
        WHERE mc.kindergarten_id = $1 AND mc.for_date BETWEEN $2 AND $3
        GROUP BY mc.for_date, p.meal_type ORDER BY mc.for_date, p.meal_type`,
      [kindergartenId, fromDate, toDate],
    );
  }

  productSums(kindergartenId: number, fromDate: string, toDate: string): Promise<ProductSumRow[]> {
    return this.db.sql.many(
      `SELECT p.product_id AS "productId", pr.name AS "productName", pr.unit, sum(p.quantity)::text AS quantity,
              coalesce(sum(p.quantity * p.unit_price), 0)::text AS value,
              count(*) FILTER (WHERE p.unit_price IS NULL AND p.quantity > 0)::int AS unpriced
         FROM meal_calculations mc JOIN meal_calculation_products p ON p.calculation_id = mc.id
         JOIN products pr ON pr.id = p.product_id
        WHERE mc.kindergarten_id = $1 AND mc.for_date BETWEEN $2 AND $3 AND p.quantity > 0
        GROUP BY p.product_id, pr.name, pr.unit ORDER BY pr.name ${BG}, p.product_id`,
      [kindergartenId, fromDate, toDate],
    );
  }

  /** The staff meals of meals/teachers on the days of the period that have a calculation. */
  staffMeals(kindergartenId: number, fromDate: string, toDate: string): Promise<StaffMealRow[]> {
    return this.db.sql.many(
      `SELECT t.id AS "teacherId", concat_ws(' ', t.first_name, t.last_name) AS name,
              to_char(tm.for_date, 'YYYY-MM-DD') AS "forDate", tm.meal_type AS "mealType"
         FROM teacher_meals tm JOIN teachers t ON t.id = tm.teacher_id
         JOIN meal_calculations mc ON mc.kindergarten_id = tm.kindergarten_id AND mc.for_date = tm.for_date
        WHERE tm.kindergarten_id = $1 AND tm.for_date BETWEEN $2 AND $3
        ORDER BY t.first_name ${BG}, t.last_name ${BG}, t.id, tm.for_date, tm.meal_type`,
      [kindergartenId, fromDate, toDate],
    );
  }

  async kindergartenName(kindergartenId: number): Promise<string> {
    const row = await this.db.sql.maybe<{ name: string }>(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]);
    return row?.name ?? '';
  }

  // ---- HACCP logs ----

  entries(kindergartenId: number, query: HaccpEntriesFilter): Promise<PagedResult<EntryRow>> {
    const where = new SqlConditions();
    where.add('e.kindergarten_id = ?', kindergartenId);
    if (query.kind) where.add('e.kind = ?', query.kind);
    if (query.fromDate) where.add('e.entry_date >= ?::date', query.fromDate);
    if (query.toDate) where.add('e.entry_date <= ?::date', query.toDate);
    if (query.outOfRange !== undefined) {
      where.add(
        `(e.temperature IS NOT NULL AND (e.chilled OR e.kind = 3) AND (e.temperature < 0 OR e.temperature > 4)) = ?`,
        query.outOfRange,
      );
    }
    return pagedQuery<EntryRow>(
      this.db.manager,
      {
        select: ENTRY,
        from: ENTRY_FROM,
        where,
        orderBy: { entryDate: 'e.entry_date' },
        defaultOrder: 'e.entry_date DESC, e.id DESC',
      },
      query,
    );
  }

  entry(kindergartenId: number, id: number): Promise<EntryRow | undefined> {
    return this.db.sql.maybe(`SELECT ${ENTRY} ${ENTRY_FROM} WHERE e.id = $1 AND e.kindergarten_id = $2`, [id, kindergartenId]);
  }

  async warehouseExists(kindergartenId: number, warehouseId: number): Promise<boolean> {
    return !!(await this.db.sql.maybe(`SELECT 1 FROM warehouses WHERE id = $1 AND kindergarten_id = $2`, [
      warehouseId,
      kindergartenId,
    ]));
  }

  /** Another food sample of the day and meal (the one being edited left out). */
  async sampleTaken(kindergartenId: number, day: string, mealType: MealType, exceptId: number | null): Promise<boolean> {
    return !!(await this.db.sql.maybe(
      `SELECT 1 FROM haccp_log_entries WHERE kindergarten_id = $1 AND kind = 3 AND entry_date = $2 AND meal_type = $3
          AND id IS DISTINCT FROM $4`,
      [kindergartenId, day, mealType, exceptId],
    ));
  }

  private columns(entry: HaccpEntryInput) {
    const sample = entry.kind === 3;
    return {
      kind: entry.kind,
      entry_date: entry.entryDate,
      place: entry.place,
      warehouse_id: entry.warehouseId ?? null,
      temperature: entry.temperature ?? null,
      chilled: entry.chilled,
      description: entry.description ? entry.description : null,
      meal_type: sample ? (entry.mealType ?? null) : null,
      recorded_by: entry.recordedBy,
      note: entry.note,
    };
  }

  /** The sample's time is the wall-clock time in Sofia on the entry's day. */
  async insert(kindergartenId: number, userId: number, entry: HaccpEntryInput): Promise<number> {
    const row = await this.db.sql.one<{ id: number }>(
      `INSERT INTO haccp_log_entries (kindergarten_id, kind, entry_date, place, warehouse_id, temperature, chilled,
          description, meal_type, recorded_by, note, created_by, taken_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
          CASE WHEN $13::text IS NULL THEN NULL ELSE ($3::date + $13::time) AT TIME ZONE 'Europe/Sofia' END)
       RETURNING id`,
      [kindergartenId, ...Object.values(this.columns(entry)), userId, entry.kind === 3 ? (entry.takenAt ?? null) : null],
    );
    return row.id;
  }

  async update(kindergartenId: number, id: number, entry: HaccpEntryInput): Promise<void> {
    await this.db.sql.exec(
      `UPDATE haccp_log_entries SET kind = $3, entry_date = $4, place = $5, warehouse_id = $6, temperature = $7,
          chilled = $8, description = $9, meal_type = $10, recorded_by = $11, note = $12,
          taken_at = CASE WHEN $13::text IS NULL THEN NULL ELSE ($4::date + $13::time) AT TIME ZONE 'Europe/Sofia' END,
          updated_at = now()
        WHERE id = $1 AND kindergarten_id = $2`,
      [id, kindergartenId, ...Object.values(this.columns(entry)), entry.kind === 3 ? (entry.takenAt ?? null) : null],
    );
  }

  async remove(kindergartenId: number, id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM haccp_log_entries WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
  }

  // ---- the ledger, read for HACCP ----

  /** The receipt lines of the period with their lot, expiry, incoming check and what is left of the lot. */
  lots(kindergartenId: number, fromDate: string, toDate: string): Promise<HaccpLot[]> {
    return this.db.sql.many(
      `SELECT l.id AS "receiptLineId", lot.id AS "lotId", r.id AS "receiptId", r.number AS "receiptNumber",
              to_char(r.receipt_date, 'YYYY-MM-DD') AS "receiptDate", s.name AS "supplierName", w.name AS "warehouseName",
              p.name AS "productName", p.unit, l.base_quantity::text AS quantity, l.batch_number AS "batchNumber",
              to_char(l.expiry_date, 'YYYY-MM-DD') AS "expiryDate", l.check_result AS "checkResult", l.check_note AS "checkNote",
              CASE WHEN lot.id IS NULL THEN NULL
                   ELSE (SELECT coalesce(sum(m.quantity), 0) FROM stock_movements m WHERE m.lot_id = lot.id)::text END AS remaining
         FROM stock_receipts r JOIN stock_receipt_lines l ON l.receipt_id = r.id
         JOIN suppliers s ON s.id = r.supplier_id JOIN warehouses w ON w.id = r.warehouse_id
         JOIN products p ON p.id = l.product_id
         LEFT JOIN stock_lots lot ON lot.receipt_line_id = l.id
        WHERE r.kindergarten_id = $1 AND r.receipt_date BETWEEN $2 AND $3
        ORDER BY r.receipt_date DESC, r.number DESC, l.position`,
      [kindergartenId, fromDate, toDate],
    );
  }

  lot(kindergartenId: number, lotId: number): Promise<Omit<HaccpTraceability, 'movements'> | undefined> {
    return this.db.sql.maybe(
      `SELECT lot.id AS "lotId", p.name AS "productName", p.unit, lot.batch_number AS "batchNumber",
              to_char(lot.expiry_date, 'YYYY-MM-DD') AS "expiryDate", to_char(lot.received_on, 'YYYY-MM-DD') AS "receivedOn",
              w.name AS "warehouseName"
         FROM stock_lots lot JOIN products p ON p.id = lot.product_id JOIN warehouses w ON w.id = lot.warehouse_id
        WHERE lot.id = $1 AND lot.kindergarten_id = $2`,
      [lotId, kindergartenId],
    );
  }

  /**
   * A lot's movements by date; an issue (kind 2) names its stock request and the meal calculation the request was made
   * from, with the meal types of that calculation that used the product.
   */
  lotMovements(kindergartenId: number, lotId: number): Promise<HaccpTraceability['movements']> {
    return this.db.sql.many(
      `SELECT to_char(m.movement_date, 'YYYY-MM-DD') AS "movementDate", m.kind, m.quantity::text AS quantity,
              rq.id AS "requestId", rq.number AS "requestNumber", mc.id AS "calculationId",
              to_char(mc.for_date, 'YYYY-MM-DD') AS "calculationDate",
              coalesce((SELECT array_agg(DISTINCT cp.meal_type ORDER BY cp.meal_type) FROM meal_calculation_products cp
                         WHERE cp.calculation_id = mc.id AND cp.product_id = m.product_id AND cp.quantity > 0), '{}') AS "mealTypes"
         FROM stock_movements m
         LEFT JOIN stock_request_lines rl ON rl.id = m.request_line_id
         LEFT JOIN stock_requests rq ON rq.id = rl.request_id
         LEFT JOIN meal_calculations mc ON mc.id = rq.meal_calculation_id AND mc.kindergarten_id = m.kindergarten_id
        WHERE m.lot_id = $1 AND m.kindergarten_id = $2
        ORDER BY m.movement_date, m.id`,
      [lotId, kindergartenId],
    );
  }
}
