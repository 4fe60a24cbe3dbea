import { Injectable } from '@nestjs/common';
import {
  allocateToWarehouses,
  type CalculationRequestRow,
  documentMoney,
  exact,
  type PagedResult,
  Resource,
  ProductUnit,
  productUnitLabels,
  type SaveResult,
  type SaveStockRequestRequest,
  StockMovementKind,
  type StockRequestDetails,
  type StockRequestListQuery,
  type StockRequestRow,
  StockRequestState,
  stockRequestStateLabels,
  stockOutflowMessages as messages,
  round,
  storageMessages,
  sumOf,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, bgDecimal, exportFile, type ExportFile, renderPdf } from '../../../platform/export/index.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { MealCalculationsService } from '../../meal-calculations/services/meal-calculations.service.js';
import { RegistersRepository } from '../data/registers.repository.js';
import { StockRepository } from '../data/stock.repository.js';
import { StockOutflow } from '../data/stock-outflow.js';
import { REQUEST_TABLES, StockOutflowsRepository } from '../data/stock-outflows.repository.js';
import { kindergartenOf } from './kindergarten-of.js';
import { OutflowLinesReader } from './outflow-lines.js';

/**
 * Stock requests (искания за отпускане на продукти към кухнята; spec 2 §4, §7.4 "StockRequests"; docs/storage.md
 * "Stock requests"): created (stock unchanged) → completed (posted through the outflow core: FEFO, average price) →
 * freed (the posting undone, created again); deleted only while not completed. Every change is inside the
 * storage-and-kitchen module lock.
 */
@Injectable()
export class StockRequestsService {
  constructor(
    private readonly documents: StockOutflowsRepository,
    private readonly registers: RegistersRepository,
    private readonly stock: StockRepository,
    private readonly outflow: StockOutflow,
    private readonly linesReader: OutflowLinesReader,
    private readonly locks: CalendarLocks,
    private readonly calculations: MealCalculationsService,
  ) {}

  list(user: AuthUser, query: StockRequestListQuery): Promise<PagedResult<StockRequestRow>> {
    return this.documents.requests(kindergartenOf(user), query);
  }

  async get(user: AuthUser, id: number): Promise<StockRequestDetails> {
    const request = await this.documents.request(kindergartenOf(user), id);
    if (!request) throw new NotFoundError(messages.requestNotFound);
    const lots = await this.documents.postedLots(REQUEST_TABLES, id);
    const lines = (await this.documents.requestLines(id)).map((line) => {
      const taken = lots.get(line.id) ?? [];
      return { ...line, lots: taken, value: taken.length ? sumOf(taken.map((lot) => lot.value)) : null };
    });
    return { ...request, lines };
  }

  /** Creates a request (numbered), or edits one that is not completed. */
  async save(user: AuthUser, body: SaveStockRequestRequest): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    assertSaveOneAllowed(user, Resource.StockRequests, body.id);
    if (!(await this.registers.warehouse(kindergartenId, body.warehouseId))) {
      throw new NotFoundError(storageMessages.warehouseNotFound);
    }
    await this.locks.assertEntryOpen(kindergartenId, body.requestDate, EntryModule.StorageAndKitchen);
    const lines = await this.linesReader.toProductUnits(kindergartenId, await this.linesOf(kindergartenId, body));
    const year = Number(body.requestDate.slice(0, 4));
    let id = body.id;
    if (id) {
      const current = await this.documents.lock(REQUEST_TABLES, kindergartenId, id);
      if (!current) throw new NotFoundError(messages.requestNotFound);
      if (current.state === StockRequestState.Completed) throw new ConflictError(messages.requestCompleted);
      await this.locks.assertEntryOpen(kindergartenId, current.date, EntryModule.StorageAndKitchen);
      if (current.year !== year)
        throw new BadInputError('Невалидни данни.', { requestDate: [messages.yearChanged(current.year)] });
      await this.documents.updateRequest(id, body);
    } else {
      const number = await this.documents.takeNumber(REQUEST_TABLES, kindergartenId, year);
      id = await this.documents.insertRequest({ kindergartenId, year, number, ...body, createdBy: user.userId });
    }
    await this.documents.replaceLines(REQUEST_TABLES, kindergartenId, id, lines);
    return { isSuccessful: true, entityId: id };
  }

  /**
   * The request's lines: those written, or — with a meal calculation and no lines — the calculation's products in their
   * own units (`MealCalculationsService.productsNeeded`), each rounded half up to the line's 3 decimals (at least 0.001).
   */
  private async linesOf(kindergartenId: number, body: SaveStockRequestRequest): Promise<SaveStockRequestRequest['lines']> {
    if (!body.mealCalculationId) return body.lines;
    const needed = await this.calculations.productsNeeded(kindergartenId, body.mealCalculationId);
    if (!needed) throw new NotFoundError(messages.mealCalculationNotFound);
    // One request per calculation and warehouse (a unique index too), so the day's products are not issued twice.
    const made = await this.documents.requestOfCalculation(kindergartenId, body.mealCalculationId, body.warehouseId);
    if (made && made.id !== body.id) throw new ConflictError(messages.calculationHasRequests([made.number]));
    if (body.lines.length) return body.lines;
    if (!needed.length) throw new BadInputError('Невалидни данни.', { lines: [messages.calculationWithoutProducts] });
    const products = new Map(
      (
        await this.stock.products(
          kindergartenId,
          needed.map((row) => row.productId),
        )
      ).map((p) => [p.id, p]),
    );
    return needed.map((row) => {
      const quantity = round(exact(row.quantity), 3);
      return {
        productId: row.productId,
        unit: products.get(row.productId)?.unit ?? ProductUnit.Kilogram,
        quantity: /[1-9]/.test(quantity) ? quantity : '0.001',
      } as SaveStockRequestRequest['lines'][number];
    });
  }

  /**
   * „Искане за склада“ on the calculation's page (docs/storage.md "Requests from a calculation"): the day's products,
   * each from the warehouse that can issue it on the day (`allocateToWarehouses`), one numbered request per warehouse,
   * dated the calculation's day; all or nothing. 409 when requests were made from it already.
   */
  async createFromCalculation(user: AuthUser, calculationId: number): Promise<{ requests: CalculationRequestRow[] }> {
    const kindergartenId = kindergartenOf(user);
    const calculation = await this.documents.lockCalculation(kindergartenId, calculationId);
    if (!calculation) throw new NotFoundError(messages.mealCalculationNotFound);
    await this.locks.assertEntryOpen(kindergartenId, calculation.forDate, EntryModule.StorageAndKitchen);
    const made = await this.documents.requestNumbersOfCalculation(kindergartenId, calculationId);
    if (made.length) throw new ConflictError(messages.calculationHasRequests(made));
    const needed = (await this.calculations.productsNeeded(kindergartenId, calculationId)) ?? [];
    if (!needed.length) throw new BadInputError('Невалидни данни.', { lines: [messages.calculationWithoutProducts] });
    const productIds = needed.map((row) => row.productId);
    const stock = await this.documents.issuableOn(kindergartenId, productIds, calculation.forDate);
    const units = new Map((await this.stock.products(kindergartenId, productIds)).map((p) => [p.id, p.unit]));
    const year = Number(calculation.forDate.slice(0, 4));
    const requests: CalculationRequestRow[] = [];
    for (const [warehouseId, lines] of allocateToWarehouses(needed, stock, calculation.warehouseId)) {
      const number = await this.documents.takeNumber(REQUEST_TABLES, kindergartenId, year);
      const id = await this.documents.insertRequest({
        kindergartenId,
        year,
        number,
        requestDate: calculation.forDate,
        warehouseId,
        note: null,
        mealCalculationId: calculationId,
        createdBy: user.userId,
      });
      const written = lines.map((line) => ({
        productId: line.productId,
        unit: units.get(line.productId) ?? ProductUnit.Kilogram,
        quantity: line.quantity,
      }));
      await this.documents.replaceLines(
        REQUEST_TABLES,
        kindergartenId,
        id,
        await this.linesReader.toProductUnits(kindergartenId, written),
      );
      const warehouse = await this.registers.warehouse(kindergartenId, warehouseId);
      requests.push({ id, number, warehouseName: warehouse?.name ?? '', completed: false });
    }
    return { requests };
  }

  /** Posts the request: the stock of its warehouse decreases, earliest expiry first, at the average price. */
  async complete(user: AuthUser, id: number): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    const request = await this.documents.lock(REQUEST_TABLES, kindergartenId, id);
    if (!request) throw new NotFoundError(messages.requestNotFound);
    if (request.state === StockRequestState.Completed) throw new ConflictError(messages.requestAlreadyCompleted);
    await this.locks.assertEntryOpen(kindergartenId, request.date, EntryModule.StorageAndKitchen);
    const lines = await this.documents.linesToPost(REQUEST_TABLES, id);
    await this.outflow.post({
      kindergartenId,
      warehouseId: request.warehouseId,
      date: request.date,
      kind: StockMovementKind.Issue,
      skipExpired: true,
      lines: lines.map((line) => ({ documentLineId: line.id, productId: line.productId, quantity: line.baseQuantity })),
    });
    await this.documents.setState(REQUEST_TABLES, id, StockRequestState.Completed, user.userId);
    return { isSuccessful: true, entityId: id };
  }

  /** Undoes a completion: the movements go, the stock comes back exactly; the request is created again. */
  async free(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = kindergartenOf(user);
    const request = await this.documents.lock(REQUEST_TABLES, kindergartenId, id);
    if (!request) throw new NotFoundError(messages.requestNotFound);
    if (request.state !== StockRequestState.Completed) throw new ConflictError(messages.requestNotCompleted);
    await this.locks.assertEntryOpen(kindergartenId, request.date, EntryModule.StorageAndKitchen);
    const lines = await this.documents.linesToPost(REQUEST_TABLES, id);
    await this.outflow.reverse(
      StockMovementKind.Issue,
      lines.map((line) => line.id),
    );
    await this.documents.setState(REQUEST_TABLES, id, StockRequestState.Created, null);
  }

  /** Deletes a request that is not completed and holds the year's last number (gap-free numbering). */
  async remove(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = kindergartenOf(user);
    const request = await this.documents.lock(REQUEST_TABLES, kindergartenId, id);
    if (!request) throw new NotFoundError(messages.requestNotFound);
    if (request.state === StockRequestState.Completed) throw new ConflictError(messages.requestCompleted);
    await this.locks.assertEntryOpen(kindergartenId, request.date, EntryModule.StorageAndKitchen);
    if (!(await this.documents.releaseNumber(REQUEST_TABLES, kindergartenId, request.year, request.number))) {
      const last = (await this.documents.nextNumber(REQUEST_TABLES, kindergartenId, request.year)) - 1;
      throw new ConflictError(messages.notLastRequest(last));
    }
    await this.documents.remove(REQUEST_TABLES, id);
  }

  /** „Искане за отпускане на продукти“: the lines with the lots taken and their values, and the signatures. */
  async pdf(user: AuthUser, id: number): Promise<ExportFile> {
    const request = await this.get(user, id);
    const { name: kindergartenName } = await this.documents.kindergartenName(kindergartenOf(user));
    const completed = request.state === StockRequestState.Completed;
    const document = await renderPdf({
      title: `Искане за отпускане на продукти № ${request.number}`,
      subtitle: `за ${bgDate(request.requestDate)} г.`,
      kindergartenName,
      orientation: 'portrait',
      blocks: [
        {
          kind: 'fields',
          fields: [
            { label: 'Склад', value: request.warehouseName },
            { label: 'Състояние', value: stockRequestStateLabels[request.state] },
            ...(request.note ? [{ label: 'Бележка', value: request.note }] : []),
          ],
        },
        {
          kind: 'table',
          columns: [
            { header: '№', width: 22, align: 'right' },
            { header: 'Продукт' },
            { header: 'Мярка', width: 55 },
            { header: 'Количество', width: 65, align: 'right' },
            { header: 'Партиди', width: 120 },
            { header: 'Стойност, €', width: 65, align: 'right' },
          ],
          rows: [
            ...request.lines.map((line) => [
              String(line.position),
              line.productName,
              productUnitLabels[line.unit],
              bgDecimal(line.quantity, 3),
              line.lots.map((lot) => `${lot.batchNumber ?? 'без партида'}: ${bgDecimal(lot.quantity, 3)}`).join('\n') || '—',
              line.value === null ? '—' : bgDecimal(documentMoney(line.value), 2),
            ]),
            ['', 'Общо', '', '', '', request.value === null ? '—' : bgDecimal(documentMoney(request.value), 2)],
          ],
        },
        ...(completed
          ? []
          : [{ kind: 'paragraph' as const, text: 'Искането не е приключено: количествата още не са изписани от склада.' }]),
        { kind: 'paragraph', text: 'Предал (домакин): ............................' },
        { kind: 'paragraph', text: 'Приел (готвач): ............................' },
        { kind: 'paragraph', text: 'Утвърдил (директор): ............................' },
      ],
    });
    return exportFile('pdf', document, { title: 'Искане за отпускане на продукти', subject: `№ ${request.number}` });
  }
}
