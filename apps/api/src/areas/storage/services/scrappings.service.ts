import { Injectable } from '@nestjs/common';
import {
  documentMoney,
  type PagedResult,
  Resource,
  productUnitLabels,
  type SaveResult,
  type SaveScrappingRequest,
  type ScrappingDetails,
  type ScrappingListQuery,
  type ScrappingRow,
  ScrappingState,
  scrappingStateLabels,
  ScrappingType,
  scrappingTypeLabels,
  StockMovementKind,
  type StockLotRow,
  stockOutflowMessages as messages,
  storageMessages,
  sumOf,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, bgDecimal, exportFile, type ExportFile, renderPdf } from '../../../platform/export/index.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { RegistersRepository } from '../data/registers.repository.js';
import { StockOutflow } from '../data/stock-outflow.js';
import { SCRAPPING_TABLES, StockOutflowsRepository } from '../data/stock-outflows.repository.js';
import { kindergartenOf } from './kindergarten-of.js';
import { OutflowLinesReader } from './outflow-lines.js';

/**
 * Scrappings (протоколи за бракуване; spec 2 §4, §7.4 "StockScrappings"; docs/storage.md "Scrappings"): saved → completed
 * (the named lots written off through the outflow core at the average price) → freed (undone, saved again); deleted only
 * while saved. Every change is inside the storage-and-kitchen module lock.
 */
@Injectable()
export class ScrappingsService {
  constructor(
    private readonly documents: StockOutflowsRepository,
    private readonly registers: RegistersRepository,
    private readonly outflow: StockOutflow,
    private readonly linesReader: OutflowLinesReader,
    private readonly locks: CalendarLocks,
  ) {}

  types(): { id: ScrappingType; name: string }[] {
    return Object.values(ScrappingType)
      .filter((value): value is ScrappingType => typeof value === 'number')
      .map((id) => ({ id, name: scrappingTypeLabels[id] }));
  }

  async lots(user: AuthUser, warehouseId: number, productId: number): Promise<StockLotRow[]> {
    const kindergartenId = kindergartenOf(user);
    if (!(await this.registers.warehouse(kindergartenId, warehouseId)))
      throw new NotFoundError(storageMessages.warehouseNotFound);
    return this.documents.lots(kindergartenId, warehouseId, productId);
  }

  /** The number the year's next protocol would get (the number itself is given on saving). */
  async nextNumber(user: AuthUser, year: number): Promise<{ number: number }> {
    return { number: await this.documents.nextNumber(SCRAPPING_TABLES, kindergartenOf(user), year) };
  }

  list(user: AuthUser, query: ScrappingListQuery): Promise<PagedResult<ScrappingRow>> {
    return this.documents.scrappings(kindergartenOf(user), query);
  }

  async get(user: AuthUser, id: number): Promise<ScrappingDetails> {
    const scrapping = await this.documents.scrapping(kindergartenOf(user), id);
    if (!scrapping) throw new NotFoundError(messages.scrappingNotFound);
    const lots = await this.documents.postedLots(SCRAPPING_TABLES, id);
    const lines = (await this.documents.scrappingLines(id)).map((line) => {
      const taken = lots.get(line.id) ?? [];
      return { ...line, value: taken.length ? sumOf(taken.map((lot) => lot.value)) : null };
    });
    return { ...scrapping, lines };
  }

  async save(user: AuthUser, body: SaveScrappingRequest): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    assertSaveOneAllowed(user, Resource.StockScrappings, body.id);
    if (!(await this.registers.warehouse(kindergartenId, body.warehouseId))) {
      throw new NotFoundError(storageMessages.warehouseNotFound);
    }
    await this.locks.assertEntryOpen(kindergartenId, body.scrappingDate, EntryModule.StorageAndKitchen);
    const lines = await this.linesReader.toProductUnits(kindergartenId, body.lines);
    const lots = new Map(
      (
        await this.documents.lotsOf(
          kindergartenId,
          body.warehouseId,
          body.lines.map((line) => line.lotId),
        )
      ).map((lot) => [lot.id, lot.productId]),
    );
    const errors: Record<string, string[]> = {};
    body.lines.forEach((line, index) => {
      if (lots.get(line.lotId) !== line.productId) errors[`lines.${index}.lotId`] = [messages.lotOfOtherProduct];
    });
    if (Object.keys(errors).length) throw new BadInputError('Невалидни данни.', errors);
    const year = Number(body.scrappingDate.slice(0, 4));
    let id = body.id;
    if (id) {
      const current = await this.documents.lock(SCRAPPING_TABLES, kindergartenId, id);
      if (!current) throw new NotFoundError(messages.scrappingNotFound);
      if (current.state === ScrappingState.Completed) throw new ConflictError(messages.scrappingCompleted);
      await this.locks.assertEntryOpen(kindergartenId, current.date, EntryModule.StorageAndKitchen);
      if (current.year !== year) {
        throw new BadInputError('Невалидни данни.', { scrappingDate: [messages.yearChanged(current.year)] });
      }
      await this.documents.updateScrapping(id, body);
    } else {
      const number = await this.documents.takeNumber(SCRAPPING_TABLES, kindergartenId, year);
      id = await this.documents.insertScrapping({ kindergartenId, year, number, ...body, createdBy: user.userId });
    }
    await this.documents.replaceLines(SCRAPPING_TABLES, kindergartenId, id, lines);
    return { isSuccessful: true, entityId: id };
  }

  async complete(user: AuthUser, id: number): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    const scrapping = await this.documents.lock(SCRAPPING_TABLES, kindergartenId, id);
    if (!scrapping) throw new NotFoundError(messages.scrappingNotFound);
    if (scrapping.state === ScrappingState.Completed) throw new ConflictError(messages.scrappingAlreadyCompleted);
    await this.locks.assertEntryOpen(kindergartenId, scrapping.date, EntryModule.StorageAndKitchen);
    const lines = await this.documents.linesToPost(SCRAPPING_TABLES, id);
    await this.outflow.post({
      kindergartenId,
      warehouseId: scrapping.warehouseId,
      date: scrapping.date,
      kind: StockMovementKind.Scrapping,
      lines: lines.map((line) => ({
        documentLineId: line.id,
        productId: line.productId,
        quantity: line.baseQuantity,
        lotId: line.lotId,
      })),
    });
    await this.documents.setState(SCRAPPING_TABLES, id, ScrappingState.Completed, user.userId);
    return { isSuccessful: true, entityId: id };
  }

  async free(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = kindergartenOf(user);
    const scrapping = await this.documents.lock(SCRAPPING_TABLES, kindergartenId, id);
    if (!scrapping) throw new NotFoundError(messages.scrappingNotFound);
    if (scrapping.state !== ScrappingState.Completed) throw new ConflictError(messages.scrappingNotCompleted);
    await this.locks.assertEntryOpen(kindergartenId, scrapping.date, EntryModule.StorageAndKitchen);
    const lines = await this.documents.linesToPost(SCRAPPING_TABLES, id);
    await this.outflow.reverse(
      StockMovementKind.Scrapping,
      lines.map((line) => line.id),
    );
    await this.documents.setState(SCRAPPING_TABLES, id, ScrappingState.Saved, null);
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = kindergartenOf(user);
    const scrapping = await this.documents.lock(SCRAPPING_TABLES, kindergartenId, id);
    if (!scrapping) throw new NotFoundError(messages.scrappingNotFound);
    if (scrapping.state === ScrappingState.Completed) throw new ConflictError(messages.scrappingCompleted);
    await this.locks.assertEntryOpen(kindergartenId, scrapping.date, EntryModule.StorageAndKitchen);
    if (!(await this.documents.releaseNumber(SCRAPPING_TABLES, kindergartenId, scrapping.year, scrapping.number))) {
      const last = (await this.documents.nextNumber(SCRAPPING_TABLES, kindergartenId, scrapping.year)) - 1;
      throw new ConflictError(messages.notLastScrapping(last));
    }
    await this.documents.remove(SCRAPPING_TABLES, id);
  }

  /** „Протокол за бракуване“: type, reason, the lots written off with their values, and the commission's signatures. */
  async pdf(user: AuthUser, id: number): Promise<ExportFile> {
    const scrapping = await this.get(user, id);
    const { name: kindergartenName } = await this.documents.kindergartenName(kindergartenOf(user));
    const [chairman, ...members] = scrapping.commission;
    const document = await renderPdf({
      title: `Протокол за бракуване № ${scrapping.number}`,
      subtitle: `от ${bgDate(scrapping.scrappingDate)} г.`,
      kindergartenName,
      orientation: 'portrait',
      blocks: [
        {
          kind: 'fields',
          fields: [
            { label: 'Склад', value: scrapping.warehouseName },
            { label: 'Вид', value: scrappingTypeLabels[scrapping.type] },
            { label: 'Състояние', value: scrappingStateLabels[scrapping.state] },
            { label: 'Причина', value: scrapping.reason },
            { label: 'Председател', value: `${chairman!.name}, ${chairman!.position}` },
            { label: 'Членове', value: members.map((member) => `${member.name}, ${member.position}`).join('; ') },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Комисията в горния състав установи негодни за консумация и бракува следните продукти:',
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
            { header: 'Стойност, €', width: 65, align: 'right' },
          ],
          rows: [
            ...scrapping.lines.map((line) => [
              String(line.position),
              line.productName,
              line.batchNumber ?? '—',
              line.expiryDate ? bgDate(line.expiryDate) : '—',
              productUnitLabels[line.unit],
              bgDecimal(line.quantity, 3),
              line.value === null ? '—' : bgDecimal(documentMoney(line.value), 2),
            ]),
            ['', 'Общо', '', '', '', '', scrapping.value === null ? '—' : bgDecimal(documentMoney(scrapping.value), 2)],
          ],
        },
        ...scrapping.commission.map((member, index) => ({
          kind: 'paragraph' as const,
          text: `${index === 0 ? 'Председател' : 'Член'}: ............................ (${member.name}, ${member.position})`,
        })),
      ],
    });
    return exportFile('pdf', document, { title: 'Протокол за бракуване', subject: `№ ${scrapping.number}` });
  }
}
