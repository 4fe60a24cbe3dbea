import { Injectable } from '@nestjs/common';
import {
  BASE_QUANTITY_PLACES,
  type CreateInventoryDeclarationRequest,
  exact,
  type InventoryDeclarationDetails,
  type InventoryDeclarationListQuery,
  type InventoryDeclarationRow,
  multiply,
  type PagedResult,
  productUnitLabels,
  round,
  type SaveResult,
  StockMovementKind,
  stockReferenceMessages as messages,
  storageMessages,
  subtract,
  weightedAveragePrice,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, bgDecimal, exportFile, type ExportFile, renderPdf, sofiaToday } from '../../../platform/export/index.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { RegistersRepository } from '../data/registers.repository.js';
import { StockOutflow } from '../data/stock-outflow.js';
import { type DeclarationLineInsert, StockReferencesRepository } from '../data/stock-references.repository.js';
import { StockRepository } from '../data/stock.repository.js';
import { kindergartenOf } from './kindergarten-of.js';

const text = (value: ReturnType<typeof exact>): string => round(value, value.scale);
const sign = (value: string): number => {
  const digits = exact(value).digits;
  return digits === 0n ? 0 : digits < 0n ? -1 : 1;
};

/**
 * Inventory declarations (инвентаризация, spec 2 §7.4 "InventoryDeclarations"; docs/storage.md "Inventory
 * declarations"): a commission counts a warehouse on a date; saving posts the differences in the same transaction —
 * a surplus as a new lot at the average price (or the price entered when there is no stock), a shortage through the
 * outflow core (earliest expiry first, at the average price).
 */
@Injectable()
export class InventoryDeclarationsService {
  constructor(
    private readonly references: StockReferencesRepository,
    private readonly registers: RegistersRepository,
    private readonly stock: StockRepository,
    private readonly outflow: StockOutflow,
    private readonly locks: CalendarLocks,
  ) {}

  async nextNumber(user: AuthUser, year: number | undefined): Promise<{ number: number }> {
    return { number: await this.references.nextNumber(kindergartenOf(user), year ?? Number(sofiaToday().slice(0, 4))) };
  }

  list(user: AuthUser, query: InventoryDeclarationListQuery): Promise<PagedResult<InventoryDeclarationRow>> {
    return this.references.declarations(kindergartenOf(user), query);
  }

  async get(user: AuthUser, id: number): Promise<InventoryDeclarationDetails> {
    const declaration = await this.references.declaration(kindergartenOf(user), id);
    if (!declaration) throw new NotFoundError(messages.declarationNotFound);
    const lines = await this.references.declarationLines(id);
    const canDelete = declaration.isLast && !(await this.references.movedAfter(id));
    return { ...declaration, lines, canDelete };
  }

  async create(user: AuthUser, request: CreateInventoryDeclarationRequest): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    const warehouse = await this.registers.warehouse(kindergartenId, request.warehouseId);
    if (!warehouse) throw new NotFoundError(storageMessages.warehouseNotFound);
    const productIds = request.lines.map((line) => line.productId);
    const products = await this.stock.products(kindergartenId, productIds);
    if (products.length !== productIds.length) throw new NotFoundError(storageMessages.productNotFound);
    await this.locks.assertEntryOpen(kindergartenId, request.declarationDate, EntryModule.StorageAndKitchen);

    // Counted against the book: nothing of the warehouse may move while it is posted, nor be dated after it.
    await this.references.lockWarehouseBalances(kindergartenId, request.warehouseId);
    const last = await this.references.lastMovementDate(kindergartenId, request.warehouseId);
    if (last !== null && last > request.declarationDate) throw new ConflictError(messages.laterMovements(bgDate(last)));
    const book = new Map(
      (await this.references.bookStock(kindergartenId, request.warehouseId, request.declarationDate, productIds)).map((row) => [
        row.productId,
        row,
      ]),
    );
    const names = new Map(products.map((product) => [product.id, product]));
    const errors: Record<string, string[]> = {};
    const lines = request.lines.map((line, index): DeclarationLineInsert => {
      const product = names.get(line.productId)!;
      const bookQuantity = book.get(line.productId)?.quantity ?? '0';
      const bookValue = book.get(line.productId)?.value ?? '0';
      const difference = round(subtract(exact(line.countedQuantity), exact(bookQuantity)), BASE_QUANTITY_PLACES);
      let differenceValue = '0';
      if (sign(difference) > 0) {
        const price = weightedAveragePrice(bookValue, bookQuantity, product.unit, product.unit, []) ?? line.unitPrice;
        if (price === null) errors[`lines.${index}.unitPrice`] = [messages.priceNeeded(product.name)];
        else differenceValue = text(multiply(exact(difference), exact(price)));
      }
      return {
        position: index + 1,
        productId: line.productId,
        bookQuantity,
        bookValue,
        countedQuantity: line.countedQuantity,
        unitPrice: line.unitPrice,
        differenceQuantity: difference,
        differenceValue,
      };
    });
    if (Object.keys(errors).length) throw new BadInputError('Невалидни данни.', errors);

    const year = Number(request.declarationDate.slice(0, 4));
    const number = await this.references.takeNumber(kindergartenId, year);
    const id = await this.references.insertDeclaration({
      kindergartenId,
      year,
      number,
      declarationDate: request.declarationDate,
      warehouseId: request.warehouseId,
      commission: request.commission,
      note: request.note,
      createdBy: user.userId,
    });
    const lineIds = await this.references.insertLines(kindergartenId, id, lines);
    await this.references.postSurpluses(id);
    const shortages = lines.filter((line) => sign(line.differenceQuantity) < 0);
    if (shortages.length) {
      await this.outflow.post({
        kindergartenId,
        warehouseId: request.warehouseId,
        date: request.declarationDate,
        kind: StockMovementKind.InventoryShortage,
        lines: shortages.map((line) => ({
          documentLineId: lineIds.get(line.productId)!,
          productId: line.productId,
          quantity: text(subtract(exact('0'), exact(line.differenceQuantity))),
        })),
      });
      await this.references.recordShortageValues(id);
    }
    return { isSuccessful: true, entityId: id };
  }

  /**
   * Deletes the year's last declaration while nothing has moved in its warehouse since (docs/storage.md "Inventory
   * declarations"): its movements come off the balances (surplus lots go), its number back to the counter.
   */
  async remove(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = kindergartenOf(user);
    const declaration = await this.references.lockDeclaration(kindergartenId, id);
    if (!declaration) throw new NotFoundError(messages.declarationNotFound);
    await this.locks.assertEntryOpen(kindergartenId, declaration.declarationDate, EntryModule.StorageAndKitchen);
    await this.references.lockWarehouseBalances(kindergartenId, declaration.warehouseId);
    if (await this.references.movedAfter(id)) throw new ConflictError(messages.movedAfter);
    if (!(await this.references.releaseNumber(kindergartenId, declaration.year, declaration.number))) {
      const last = (await this.references.nextNumber(kindergartenId, declaration.year)) - 1;
      throw new ConflictError(messages.notLastDeclaration(last));
    }
    await this.outflow.reverse(StockMovementKind.InventoryShortage, await this.references.lineIds(id));
    await this.references.deleteDeclaration(id);
  }

  /** „Протокол за инвентаризация“: the commission, every counted product with its book stock and difference, signatures. */
  async pdf(user: AuthUser, id: number): Promise<ExportFile> {
    const declaration = await this.get(user, id);
    const { name: kindergartenName } = await this.references.kindergartenName(kindergartenOf(user));
    const title = `Протокол за инвентаризация № ${declaration.number}`;
    const surplus = declaration.lines.filter((line) => sign(line.differenceQuantity) > 0).length;
    const shortage = declaration.lines.filter((line) => sign(line.differenceQuantity) < 0).length;
    const [chairman, ...members] = declaration.commission;
    const document = await renderPdf({
      title,
      subtitle: `от ${bgDate(declaration.declarationDate)} г. · ${declaration.warehouseName}`,
      kindergartenName,
      orientation: 'landscape',
      blocks: [
        {
          kind: 'fields',
          fields: [
            { label: 'Склад', value: declaration.warehouseName },
            { label: 'Председател', value: chairman ? `${chairman.name}, ${chairman.position}` : null },
            { label: 'Членове', value: members.map((member) => `${member.name}, ${member.position}`).join('; ') },
            ...(declaration.note ? [{ label: 'Бележка', value: declaration.note }] : []),
          ],
        },
        {
          kind: 'table',
          columns: [
            { header: '№', width: 22, align: 'right' },
            { header: 'Продукт' },
            { header: 'Мярка', width: 55 },
            { header: 'По книга', width: 65, align: 'right' },
            { header: 'Стойност, €', width: 65, align: 'right' },
            { header: 'Преброено', width: 65, align: 'right' },
            { header: 'Разлика', width: 65, align: 'right' },
            { header: 'Разлика, €', width: 65, align: 'right' },
          ],
          rows: [
            ...declaration.lines.map((line) => [
              String(line.position),
              line.productName,
              productUnitLabels[line.unit],
              bgDecimal(line.bookQuantity, 3),
              bgDecimal(line.bookValue, 2),
              bgDecimal(line.countedQuantity, 3),
              bgDecimal(line.differenceQuantity, 3),
              bgDecimal(line.differenceValue, 2),
            ]),
            ['', 'Излишъци', '', '', '', '', '', bgDecimal(declaration.surplusValue, 2)],
            ['', 'Липси', '', '', '', '', '', bgDecimal(declaration.shortageValue, 2)],
          ],
        },
        {
          kind: 'paragraph',
          text: `Установени излишъци по ${surplus} и липси по ${shortage} от ${declaration.lines.length} продукта.`,
        },
        {
          kind: 'paragraph',
          text: declaration.commission.map((member) => `${member.name}: ............................`).join('   '),
        },
        { kind: 'paragraph', text: 'Материално отговорно лице: ............................' },
      ],
    });
    return exportFile('pdf', document, { title: 'Протокол за инвентаризация', subject: `№ ${declaration.number}` });
  }
}
