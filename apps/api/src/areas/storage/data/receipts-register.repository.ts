import { Injectable } from '@nestjs/common';
import { IncomingCheckResult, type ReceiptsRegisterQuery, type ReceiptsRegisterRow } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { SqlConditions } from '../../../platform/database/paged-query.js';

/** The register of a period's stock receipts (docs/storage.md "The register of stock receipts"): one statement. */
@Injectable()
export class ReceiptsRegisterRepository {
  constructor(private readonly db: Db) {}

  rows(kindergartenId: number, query: ReceiptsRegisterQuery): Promise<ReceiptsRegisterRow[]> {
    const where = new SqlConditions()
      .add('r.kindergarten_id = ?', kindergartenId)
      .add('r.receipt_date >= ?::date', query.fromDate)
      .add('r.receipt_date <= ?::date', query.toDate);
    where.addIf(query.supplierId, 'r.supplier_id = ?');
    where.addIf(query.warehouseId, 'r.warehouse_id = ?');
    return this.db.sql.many(
      `SELECT r.id, r.number, r.year::int AS year, r.receipt_date::text AS "receiptDate", r.supplier_id AS "supplierId",
              s.name AS "supplierName", r.invoice_number AS "invoiceNumber", r.invoice_date::text AS "invoiceDate",
              w.name AS "warehouseName",
              (SELECT round(coalesce(sum(l.value), 0), 2)::text FROM stock_receipt_lines l
                WHERE l.receipt_id = r.id AND l.check_result = ${IncomingCheckResult.Accepted}) AS total
         FROM stock_receipts r JOIN suppliers s ON s.id = r.supplier_id JOIN warehouses w ON w.id = r.warehouse_id
        ${where.sql}
        ORDER BY r.receipt_date, r.year, r.number`,
      where.params,
    );
  }

  kindergartenName(kindergartenId: number): Promise<{ name: string }> {
    return this.db.sql.one(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]);
  }
}
