import { Injectable } from '@nestjs/common';
import {
  type CreateStockReceiptRequest,
  documentMoney,
  IncomingCheckResult,
  incomingCheckResultLabels,
  lineValue,
  type PagedResult,
  productUnitLabels,
  type SaveResult,
  type StockReceiptDetails,
  type StockReceiptListQuery,
  type StockReceiptRow,
  storageMessages as messages,
  toProductUnit,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, bgDecimal, exportFile, type ExportFile, renderPdf, sofiaToday } from '../../../platform/export/index.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { RegistersRepository } from '../data/registers.repository.js';
import { type ReceiptLineInsert, StockRepository } from '../data/stock.repository.js';
import { kindergartenOf } from './kindergarten-of.js';

/**
 * Stock receipts (складови разписки, spec 2 §7.4 "UnitedStockReceipts"; docs/storage.md "Stock receipts"): a receipt is
 * posted when it is saved — numbered, its accepted lines in the ledger — all in the request's one transaction.
 */
@Injectable()
export class StockReceiptsService {
  constructor(
    private readonly stock: StockRepository,
    private readonly registers: RegistersRepository,
    private readonly locks: CalendarLocks,
  ) {}

  async nextNumber(user: AuthUser, year: number | undefined): Promise<{ number: number }> {
    return { number: await this.stock.nextNumber(kindergartenOf(user), year ?? Number(sofiaToday().slice(0, 4))) };
  }

  list(user: AuthUser, query: StockReceiptListQuery): Promise<PagedResult<StockReceiptRow>> {
    return this.stock.receipts(kindergartenOf(user), query);
  }

  async get(user: AuthUser, id: number): Promise<StockReceiptDetails> {
    const receipt = await this.stock.receipt(kindergartenOf(user), id);
    if (!receipt) throw new NotFoundError(messages.receiptNotFound);
    const lines = await this.stock.receiptLines(id);
    const canDelete = receipt.isLast && !(await this.stock.receiptStockMoved(id));
    return { ...receipt, lines, canDelete };
  }

  async create(user: AuthUser, request: CreateStockReceiptRequest): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    if (!(await this.registers.supplier(kindergartenId, request.supplierId))) throw new NotFoundError(messages.supplierNotFound);
    if (!(await this.registers.warehouse(kindergartenId, request.warehouseId))) {
      throw new NotFoundError(messages.warehouseNotFound);
    }
    await this.locks.assertEntryOpen(kindergartenId, request.receiptDate, EntryModule.StorageAndKitchen);
    const lines = await this.linesToWrite(kindergartenId, request);
    const year = Number(request.receiptDate.slice(0, 4));
    const number = await this.stock.takeNumber(kindergartenId, year);
    const id = await this.stock.insertReceipt({
      kindergartenId,
      year,
      number,
      receiptDate: request.receiptDate,
      supplierId: request.supplierId,
      warehouseId: request.warehouseId,
      invoiceNumber: request.invoiceNumber,
      invoiceDate: request.invoiceDate,
      note: request.note,
      createdBy: user.userId,
    });
    await this.stock.insertLines(kindergartenId, id, lines);
    await this.stock.postReceipt(id);
    return { isSuccessful: true, entityId: id };
  }

  /**
   * Deletes the year's last receipt while none of its stock has moved since (docs/storage.md "Deleting"): its number goes
   * back to the counter, its movements off the balances.
   */
  async remove(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = kindergartenOf(user);
    const receipt = await this.stock.lockReceipt(kindergartenId, id);
    if (!receipt) throw new NotFoundError(messages.receiptNotFound);
    await this.locks.assertEntryOpen(kindergartenId, receipt.receiptDate, EntryModule.StorageAndKitchen);
    await this.stock.lockBalancesOf(id);
    if (await this.stock.receiptStockMoved(id)) throw new ConflictError(messages.receiptIssued);
    if (!(await this.stock.releaseNumber(kindergartenId, receipt.year, receipt.number))) {
      throw new ConflictError(messages.notLastReceipt(await this.lastNumber(kindergartenId, receipt.year)));
    }
    await this.stock.deleteReceipt(id);
  }

  async pdf(user: AuthUser, id: number): Promise<ExportFile> {
    const receipt = await this.get(user, id);
    const { name: kindergartenName } = await this.stock.kindergartenName(kindergartenOf(user));
    const title = `Складова разписка № ${receipt.number}`;
    const accepted = receipt.lines.filter((line) => line.checkResult === IncomingCheckResult.Accepted);
    const rejected = receipt.lines.filter((line) => line.checkResult === IncomingCheckResult.Rejected);
    const document = await renderPdf({
      title,
      subtitle: `от ${bgDate(receipt.receiptDate)} г.`,
      kindergartenName,
      orientation: 'landscape',
      blocks: [
        {
          kind: 'fields',
          fields: [
            { label: 'Доставчик', value: `${receipt.supplierName}, ЕИК ${receipt.supplierEik}` },
            { label: 'Склад', value: receipt.warehouseName },
            { label: 'Фактура', value: `№ ${receipt.invoiceNumber} от ${bgDate(receipt.invoiceDate)} г.` },
            ...(receipt.note ? [{ label: 'Бележка', value: receipt.note }] : []),
          ],
        },
        {
          kind: 'table',
          columns: [
            { header: '№', width: 22, align: 'right' },
            { header: 'Продукт' },
            { header: 'Партида', width: 70 },
            { header: 'Годен до', width: 60 },
            { header: 'Мярка', width: 55 },
            { header: 'Количество', width: 65, align: 'right' },
            { header: 'Ед. цена, €', width: 65, align: 'right' },
            { header: 'Стойност, €', width: 70, align: 'right' },
          ],
          rows: [
            ...accepted.map((line) => [
              String(line.position),
              line.productName + (line.manufacturerName ? ` (${line.manufacturerName})` : ''),
              line.batchNumber ?? '—',
              line.expiryDate ? bgDate(line.expiryDate) : '—',
              productUnitLabels[line.unit],
              bgDecimal(line.quantity, 3),
              bgDecimal(line.unitPrice, 5),
              bgDecimal(documentMoney(line.value), 2),
            ]),
            ['', 'Общо', '', '', '', '', '', bgDecimal(receipt.total, 2)],
          ],
        },
        ...(rejected.length
          ? [
              { kind: 'paragraph' as const, text: 'Отхвърлени при входящия контрол (не са заприходени):' },
              {
                kind: 'table' as const,
                columns: [
                  { header: '№', width: 22, align: 'right' as const },
                  { header: 'Продукт' },
                  { header: 'Количество', width: 90, align: 'right' as const },
                  { header: 'Причина' },
                ],
                rows: rejected.map((line) => [
                  String(line.position),
                  line.productName,
                  `${bgDecimal(line.quantity, 3)} ${productUnitLabels[line.unit].toLowerCase()}`,
                  line.checkNote ?? '',
                ]),
              },
            ]
          : []),
        {
          kind: 'paragraph',
          text:
            `Входящ контрол: ${incomingCheckResultLabels[IncomingCheckResult.Accepted].toLowerCase()} ${accepted.length}, ` +
            `${incomingCheckResultLabels[IncomingCheckResult.Rejected].toLowerCase()} ${rejected.length} реда.`,
        },
        {
          kind: 'paragraph',
          text: `Предал: ............................   Приел (${receipt.createdByName ?? 'домакин'}): ............................`,
        },
      ],
    });
    return exportFile('pdf', document, { title: 'Складова разписка', subject: `№ ${receipt.number}` });
  }

  /** The request's lines with their quantity in each product's own unit and value; 404/400 for what cannot be taken. */
  private async linesToWrite(kindergartenId: number, request: CreateStockReceiptRequest): Promise<ReceiptLineInsert[]> {
    const productIds = [...new Set(request.lines.map((line) => line.productId))];
    const products = new Map((await this.stock.products(kindergartenId, productIds)).map((product) => [product.id, product]));
    if (products.size !== productIds.length) throw new NotFoundError(messages.productNotFound);
    const manufacturerIds = [...new Set(request.lines.flatMap((line) => (line.manufacturerId ? [line.manufacturerId] : [])))];
    const manufacturers = await this.stock.manufacturersFound(kindergartenId, manufacturerIds);
    if (manufacturers.size !== manufacturerIds.length) throw new NotFoundError(messages.manufacturerNotFound);
    const errors: Record<string, string[]> = {};
    const lines = request.lines.map((line, index): ReceiptLineInsert => {
      const product = products.get(line.productId)!;
      const baseQuantity = toProductUnit(line.quantity, line.unit, product.unit, product.conversions);
      if (baseQuantity === null || !/[1-9]/.test(baseQuantity)) {
        errors[`lines.${index}.unit`] = [messages.unitNotConvertible(product.name, productUnitLabels[line.unit])];
      }
      return {
        position: index + 1,
        productId: line.productId,
        unit: line.unit,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        baseQuantity: baseQuantity ?? '0',
        value: lineValue(line.quantity, line.unitPrice),
        batchNumber: line.batchNumber,
        expiryDate: line.expiryDate,
        manufacturerId: line.manufacturerId,
        checkResult: line.checkResult,
        checkNote: line.checkNote,
      };
    });
    if (Object.keys(errors).length) throw new BadInputError('Невалидни данни.', errors);
    return lines;
  }

  private async lastNumber(kindergartenId: number, year: number): Promise<number> {
    return (await this.stock.nextNumber(kindergartenId, year)) - 1;
  }
}
