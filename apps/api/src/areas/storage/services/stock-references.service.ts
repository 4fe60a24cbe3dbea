import { Injectable } from '@nestjs/common';
import {
  type BookStockRow,
  DOCUMENT_JOURNAL_PDF_MAX_LINES,
  type DocumentTransactionRow,
  type DocumentTransactionsExportQuery,
  type DocumentTransactionsQuery,
  documentMoney,
  type LotAvailabilityRow,
  type PagedResult,
  productUnitLabels,
  type StockAvailabilityDetailedQuery,
  stockDocumentKindLabels,
  type StockInventoryListQuery,
  stockMovementKindLabels,
  stockReferenceMessages,
  storageMessages,
  type TrialBalanceAnswer,
  type TrialBalanceExportQuery,
  type TrialBalanceQuery,
  weightedAveragePrice,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import {
  bgDate,
  bgDecimal,
  type ExcelColumn,
  excelSheet,
  exportFile,
  type ExportFile,
  renderPdf,
  renderWorkbook,
} from '../../../platform/export/index.js';
import { RegistersRepository } from '../data/registers.repository.js';
import { StockReferencesRepository } from '../data/stock-references.repository.js';
import { kindergartenOf } from './kindergarten-of.js';

/** The trial balance's column pairs (quantity and value), in the order of the document. */
const TRIAL_BALANCE_COLUMNS = [
  ['opening', 'Начално салдо'],
  ['receipt', 'Заприходено'],
  ['issue', 'Изписано'],
  ['scrapping', 'Бракувано'],
  ['surplus', 'Излишъци'],
  ['shortage', 'Липси'],
  ['closing', 'Крайно салдо'],
] as const;

const money = (value: string): string => bgDecimal(value, 2);
const quantity = (value: string): string => bgDecimal(value, 3);

/**
 * The storage reports (spec 2 §7.4 "StockReferences"; docs/storage.md "Storage reports"): the trial balance, the
 * document transactions journal, the stock per lot and the inventory list, each read from the ledger alone, so every
 * movement kind — receipts, issues, scrappings, inventory surpluses and shortages — is in them.
 */
@Injectable()
export class StockReferencesService {
  constructor(
    private readonly references: StockReferencesRepository,
    private readonly registers: RegistersRepository,
  ) {}

  async trialBalance(user: AuthUser, query: TrialBalanceQuery): Promise<TrialBalanceAnswer> {
    const kindergartenId = kindergartenOf(user);
    await this.assertWarehouse(kindergartenId, query.warehouseId);
    return this.references.trialBalance(kindergartenId, query, query);
  }

  async trialBalanceFile(user: AuthUser, query: TrialBalanceExportQuery, format: 'pdf' | 'excel'): Promise<ExportFile> {
    const kindergartenId = kindergartenOf(user);
    const warehouseName = await this.warehouseName(kindergartenId, query.warehouseId);
    const report = await this.references.trialBalance(kindergartenId, query, null);
    const title = 'Оборотна ведомост';
    const subject = `${bgDate(query.fromDate)} – ${bgDate(query.toDate)}`;
    if (format === 'excel') {
      // The cells hold what the document shows: quantities exact, money rounded once to 2 decimals (the totals too).
      type SheetRow = { productName: string; unit: string; cells: Record<string, string | null> };
      const rows: SheetRow[] = [
        ...report.result.map((row) => ({
          productName: row.productName,
          unit: productUnitLabels[row.unit],
          cells: Object.fromEntries(
            TRIAL_BALANCE_COLUMNS.flatMap(([key]) => [
              [`${key}Quantity`, row[`${key}Quantity`]],
              [`${key}Value`, documentMoney(row[`${key}Value`])],
            ]),
          ),
        })),
        {
          productName: 'Общо',
          unit: '',
          cells: Object.fromEntries(
            TRIAL_BALANCE_COLUMNS.map(([key]) => [`${key}Value`, documentMoney(report.totals[`${key}Value`])]),
          ),
        },
      ];
      const sheet = excelSheet<SheetRow>({
        name: title,
        columns: [
          { header: 'Продукт', type: 'text', value: (row) => row.productName, width: 36 },
          { header: 'Мярка', type: 'text', value: (row) => row.unit },
          ...TRIAL_BALANCE_COLUMNS.flatMap(([key, label]): ExcelColumn<SheetRow>[] => [
            { header: `${label}, к-во`, type: 'decimal', places: 3, value: (row) => row.cells[`${key}Quantity`] ?? null },
            { header: `${label}, €`, type: 'decimal', places: 2, value: (row) => row.cells[`${key}Value`] ?? null },
          ]),
        ],
        rows,
      });
      return exportFile('excel', await renderWorkbook([sheet]), { title, subject });
    }
    const document = await renderPdf({
      title,
      subtitle: `${subject}${warehouseName ? ` · ${warehouseName}` : ' · всички складове'}`,
      kindergartenName: (await this.references.kindergartenName(kindergartenId)).name,
      orientation: 'landscape',
      blocks: [
        {
          kind: 'table',
          dense: true,
          columns: [
            { header: 'Продукт' },
            { header: 'Мярка', width: 40 },
            ...TRIAL_BALANCE_COLUMNS.flatMap(([, label]) => [
              { header: `${label}, к-во`, width: 44, align: 'right' as const },
              { header: `${label}, €`, width: 44, align: 'right' as const },
            ]),
          ],
          rows: [
            ...report.result.map((row) => [
              row.productName,
              productUnitLabels[row.unit],
              ...TRIAL_BALANCE_COLUMNS.flatMap(([key]) => [quantity(row[`${key}Quantity`]), money(row[`${key}Value`])]),
            ]),
            ['Общо', '', ...TRIAL_BALANCE_COLUMNS.flatMap(([key]) => ['', money(report.totals[`${key}Value`])])],
          ],
        },
        {
          kind: 'paragraph',
          style: 'note',
          text:
            'Количествата са в мерната единица на продукта, стойностите в евро. Всяка сума е закръглена веднъж до 2 знака ' +
            'от точния сбор на движенията; крайното салдо = началното + заприходеното − изписаното − бракуваното + ' +
            'излишъците − липсите.',
        },
      ],
    });
    return exportFile('pdf', document, { title, subject });
  }

  async documentTransactions(user: AuthUser, query: DocumentTransactionsQuery): Promise<PagedResult<DocumentTransactionRow>> {
    const kindergartenId = kindergartenOf(user);
    await this.assertWarehouse(kindergartenId, query.warehouseId);
    return this.references.documentTransactions(kindergartenId, query, query);
  }

  async documentTransactionsPdf(user: AuthUser, query: DocumentTransactionsExportQuery): Promise<ExportFile> {
    const kindergartenId = kindergartenOf(user);
    const warehouseName = await this.warehouseName(kindergartenId, query.warehouseId);
    // One page as long as the PDF holds: its count tells whether the whole journal fits, its lines are the PDF's.
    const { result, rowsCount } = await this.references.documentTransactions(kindergartenId, query, {
      pageNumber: 1,
      pageSize: DOCUMENT_JOURNAL_PDF_MAX_LINES,
    });
    if (rowsCount > DOCUMENT_JOURNAL_PDF_MAX_LINES) {
      // The message itself says it: a download shows the answer's message, not its fields.
      const tooLong = stockReferenceMessages.journalTooLong(rowsCount, DOCUMENT_JOURNAL_PDF_MAX_LINES);
      throw new BadInputError(tooLong, { toDate: [tooLong] });
    }
    const title = 'Дневник на складовите документи';
    const subject = `${bgDate(query.fromDate)} – ${bgDate(query.toDate)}`;
    const document = await renderPdf({
      title,
      subtitle: `${subject}${warehouseName ? ` · ${warehouseName}` : ' · всички складове'}`,
      kindergartenName: (await this.references.kindergartenName(kindergartenId)).name,
      orientation: 'landscape',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: 'Дата', width: 58 },
            { header: 'Документ', width: 110 },
            { header: 'Движение', width: 80 },
            { header: 'Склад', width: 90 },
            { header: 'Продукт' },
            { header: 'Мярка', width: 55 },
            { header: 'Количество', width: 70, align: 'right' },
            { header: 'Стойност, €', width: 70, align: 'right' },
          ],
          rows: result.map((row) => [
            bgDate(row.documentDate),
            `${stockDocumentKindLabels[row.documentKind]} № ${row.documentNumber}`,
            stockMovementKindLabels[row.movementKind],
            row.warehouseName,
            row.productName,
            productUnitLabels[row.unit],
            quantity(row.quantity),
            money(row.value),
          ]),
          emptyText: 'Няма складови документи за периода.',
        },
      ],
    });
    return exportFile('pdf', document, { title, subject });
  }

  async stockAvailabilityDetailed(
    user: AuthUser,
    query: StockAvailabilityDetailedQuery,
  ): Promise<PagedResult<LotAvailabilityRow>> {
    const kindergartenId = kindergartenOf(user);
    await this.assertWarehouse(kindergartenId, query.warehouseId);
    return this.references.lotAvailability(kindergartenId, query);
  }

  async stockInventoryList(user: AuthUser, query: StockInventoryListQuery): Promise<BookStockRow[]> {
    const kindergartenId = kindergartenOf(user);
    await this.assertWarehouse(kindergartenId, query.warehouseId);
    return this.bookStock(kindergartenId, query.warehouseId, query.date);
  }

  /** Инвентаризационен опис: the book stock with empty columns for what the commission counts, and its signatures. */
  async stockInventoryListPdf(user: AuthUser, query: StockInventoryListQuery): Promise<ExportFile> {
    const kindergartenId = kindergartenOf(user);
    const warehouseName = await this.warehouseName(kindergartenId, query.warehouseId);
    const rows = await this.bookStock(kindergartenId, query.warehouseId, query.date);
    const title = 'Инвентаризационен опис';
    const document = await renderPdf({
      title,
      subtitle: `${warehouseName} · към ${bgDate(query.date)} г.`,
      kindergartenName: (await this.references.kindergartenName(kindergartenId)).name,
      orientation: 'landscape',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: '№', width: 24, align: 'right' },
            { header: 'Продукт' },
            { header: 'Мярка', width: 55 },
            { header: 'По книга', width: 70, align: 'right' },
            { header: 'Ср. цена, €', width: 70, align: 'right' },
            { header: 'Стойност, €', width: 70, align: 'right' },
            { header: 'Преброено', width: 80 },
            { header: 'Разлика', width: 70 },
          ],
          rows: rows.map((row, index) => [
            String(index + 1),
            row.productName,
            productUnitLabels[row.unit],
            quantity(row.quantity),
            row.averagePrice === null ? '—' : bgDecimal(row.averagePrice, 4),
            money(row.value),
            '',
            '',
          ]),
          emptyText: 'Няма наличност в склада към датата.',
        },
        {
          kind: 'paragraph',
          text: 'Комисия: председател ............................   членове: ............................   ............................',
        },
        { kind: 'paragraph', text: 'Материално отговорно лице: ............................' },
      ],
    });
    return exportFile('pdf', document, { title, subject: `${warehouseName} ${bgDate(query.date)}` });
  }

  /** The book stock of a warehouse on a day with the average price per the product's own unit. */
  async bookStock(kindergartenId: number, warehouseId: number, date: string): Promise<BookStockRow[]> {
    const rows = await this.references.bookStock(kindergartenId, warehouseId, date);
    return rows.map((row) => ({ ...row, averagePrice: weightedAveragePrice(row.value, row.quantity, row.unit, row.unit, []) }));
  }

  private async assertWarehouse(kindergartenId: number, warehouseId: number | undefined): Promise<void> {
    await this.warehouseName(kindergartenId, warehouseId);
  }

  private async warehouseName(kindergartenId: number, warehouseId: number | undefined): Promise<string | null> {
    if (warehouseId === undefined) return null;
    const warehouse = await this.registers.warehouse(kindergartenId, warehouseId);
    if (!warehouse) throw new NotFoundError(storageMessages.warehouseNotFound);
    return warehouse.name;
  }
}
