import { Injectable } from '@nestjs/common';
import {
  type ReceiptsRegister,
  type ReceiptsRegisterQuery,
  type ReceiptsRegisterRow,
  type ReceiptsRegisterSupplierTotal,
  storageMessages,
  sumOf,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import {
  bgDate,
  bgDecimal,
  excelSheet,
  exportFile,
  type ExportFile,
  renderPdf,
  renderWorkbook,
} from '../../../platform/export/index.js';
import { ReceiptsRegisterRepository } from '../data/receipts-register.repository.js';
import { RegistersRepository } from '../data/registers.repository.js';
import { kindergartenOf } from './kindergarten-of.js';

const collator = new Intl.Collator('bg');
const TITLE = 'Регистър на складовите разписки';

/**
 * The register of a period's stock receipts (`/storage/references/united-stock-receipts`; docs/storage.md): №, date,
 * supplier, invoice, warehouse and total per receipt, the totals per supplier and the period's; PDF and Excel. Totals add
 * the receipts' printed totals (each rounded to 2 once), so the register agrees with the receipts on paper.
 */
@Injectable()
export class ReceiptsRegisterService {
  constructor(
    private readonly register: ReceiptsRegisterRepository,
    private readonly registers: RegistersRepository,
  ) {}

  async get(user: AuthUser, query: ReceiptsRegisterQuery): Promise<ReceiptsRegister> {
    const kindergartenId = kindergartenOf(user);
    if (query.supplierId && !(await this.registers.supplier(kindergartenId, query.supplierId))) {
      throw new NotFoundError(storageMessages.supplierNotFound);
    }
    if (query.warehouseId && !(await this.registers.warehouse(kindergartenId, query.warehouseId))) {
      throw new NotFoundError(storageMessages.warehouseNotFound);
    }
    const rows = await this.register.rows(kindergartenId, query);
    const bySupplier = new Map<number, { name: string; totals: string[] }>();
    for (const row of rows) {
      const entry = bySupplier.get(row.supplierId) ?? { name: row.supplierName, totals: [] };
      entry.totals.push(row.total);
      bySupplier.set(row.supplierId, entry);
    }
    const suppliers: ReceiptsRegisterSupplierTotal[] = [...bySupplier]
      .map(([supplierId, entry]) => ({
        supplierId,
        supplierName: entry.name,
        receipts: entry.totals.length,
        total: sumOf(entry.totals),
      }))
      .sort((a, b) => collator.compare(a.supplierName, b.supplierName) || a.supplierId - b.supplierId);
    return { rows, suppliers, total: sumOf(rows.map((row) => row.total)) };
  }

  async pdf(user: AuthUser, query: ReceiptsRegisterQuery): Promise<ExportFile> {
    const register = await this.get(user, query);
    const subject = `${bgDate(query.fromDate)} – ${bgDate(query.toDate)}`;
    const document = await renderPdf({
      title: TITLE,
      subtitle: subject,
      kindergartenName: (await this.register.kindergartenName(kindergartenOf(user))).name,
      orientation: 'landscape',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: '№', width: 30, align: 'right' },
            { header: 'Дата', width: 60 },
            { header: 'Доставчик' },
            { header: 'Фактура №', width: 70 },
            { header: 'от дата', width: 60 },
            { header: 'Склад', width: 100 },
            { header: 'Стойност, €', width: 70, align: 'right' },
          ],
          rows: [
            ...register.rows.map((row) => [
              String(row.number),
              bgDate(row.receiptDate),
              row.supplierName,
              row.invoiceNumber,
              bgDate(row.invoiceDate),
              row.warehouseName,
              bgDecimal(row.total, 2),
            ]),
            ['', '', 'Общо', '', '', '', bgDecimal(register.total, 2)],
          ],
        },
        { kind: 'paragraph', text: 'По доставчици:' },
        {
          kind: 'table',
          columns: [
            { header: 'Доставчик' },
            { header: 'Разписки', width: 60, align: 'right' },
            { header: 'Стойност, €', width: 80, align: 'right' },
          ],
          rows: register.suppliers.map((row) => [row.supplierName, String(row.receipts), bgDecimal(row.total, 2)]),
        },
      ],
    });
    return exportFile('pdf', document, { title: TITLE, subject });
  }

  async excel(user: AuthUser, query: ReceiptsRegisterQuery): Promise<ExportFile> {
    const register = await this.get(user, query);
    const receipts = excelSheet<ReceiptsRegisterRow>({
      name: 'Разписки',
      columns: [
        { header: '№', type: 'integer', value: (row) => row.number },
        { header: 'Дата', type: 'date', value: (row) => row.receiptDate },
        { header: 'Доставчик', type: 'text', value: (row) => row.supplierName, width: 36 },
        { header: 'Фактура №', type: 'text', value: (row) => row.invoiceNumber },
        { header: 'Дата на фактурата', type: 'date', value: (row) => row.invoiceDate },
        { header: 'Склад', type: 'text', value: (row) => row.warehouseName },
        { header: 'Стойност, €', type: 'decimal', places: 2, value: (row) => row.total },
      ],
      rows: register.rows,
    });
    const suppliers = excelSheet<ReceiptsRegisterSupplierTotal>({
      name: 'По доставчици',
      columns: [
        { header: 'Доставчик', type: 'text', value: (row) => row.supplierName, width: 36 },
        { header: 'Разписки', type: 'integer', value: (row) => row.receipts },
        { header: 'Стойност, €', type: 'decimal', places: 2, value: (row) => row.total },
      ],
      rows: register.suppliers,
    });
    return exportFile('excel', await renderWorkbook([receipts, suppliers]), {
      title: TITLE,
      subject: `${bgDate(query.fromDate)} – ${bgDate(query.toDate)}`,
    });
  }
}
