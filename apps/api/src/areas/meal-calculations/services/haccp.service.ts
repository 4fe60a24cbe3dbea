import { Injectable } from '@nestjs/common';
import {
  allows,
  type HaccpEntriesFilter,
  type HaccpEntry,
  HaccpEntryKind,
  type HaccpEntryInput,
  type HaccpLot,
  type HaccpTraceability,
  kitchenReportMessages as messages,
  mealTypeLabels,
  type PagedResult,
  Resource,
  type SaveResult,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { CalendarLocks, EntryModule, onScreen } from '../../days-off/services/calendar-locks.service.js';
import { kindergartenOf } from '../../storage/services/kindergarten-of.js';
import { KitchenReportsRepository } from '../data/kitchen-reports.repository.js';

/**
 * The HACCP reference (docs/storage.md "HACCP"): the temperature, cleaning and food-sample logs (dated entries under the
 * storage-and-kitchen module lock, one sample per day and meal, kept 48 h), the incoming lots with their expiry and
 * check, and a lot's traceability to the stock requests and the meal calculations it fed.
 */
@Injectable()
export class HaccpService {
  constructor(
    private readonly reports: KitchenReportsRepository,
    private readonly locks: CalendarLocks,
  ) {}

  async list(user: AuthUser, query: HaccpEntriesFilter): Promise<PagedResult<HaccpEntry>> {
    const kindergartenId = kindergartenOf(user);
    const page = await this.reports.entries(kindergartenId, query);
    const days = page.result.map((entry) => entry.entryDate).sort();
    const locked =
      days.length > 0
        ? await this.locks.lockedDays(kindergartenId, days[0]!, days[days.length - 1]!, EntryModule.StorageAndKitchen)
        : new Map<string, string>();
    const mayUpdate = allows(user.access, Resource.Stocks, 'update');
    return { ...page, result: page.result.map((entry) => ({ ...entry, mayEdit: mayUpdate && !locked.has(entry.entryDate) })) };
  }

  async get(user: AuthUser, id: number): Promise<HaccpEntry> {
    const kindergartenId = kindergartenOf(user);
    const entry = await this.reports.entry(kindergartenId, id);
    if (!entry) throw new NotFoundError(messages.entryNotFound);
    const lock = await this.locks.isEntryLocked(kindergartenId, entry.entryDate, EntryModule.StorageAndKitchen);
    return { ...entry, mayEdit: !lock.locked && allows(user.access, Resource.Stocks, 'update') };
  }

  async create(user: AuthUser, body: HaccpEntryInput): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    await this.check(kindergartenId, body, null);
    const id = await this.reports.insert(kindergartenId, user.userId, body);
    return { isSuccessful: true, entityId: id };
  }

  async update(user: AuthUser, id: number, body: HaccpEntryInput): Promise<SaveResult> {
    const kindergartenId = kindergartenOf(user);
    const current = await this.reports.entry(kindergartenId, id);
    if (!current) throw new NotFoundError(messages.entryNotFound);
    await this.locks.assertEntryOpen(kindergartenId, current.entryDate, EntryModule.StorageAndKitchen);
    await this.check(kindergartenId, body, id);
    await this.reports.update(kindergartenId, id, body);
    return { isSuccessful: true, entityId: id };
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = kindergartenOf(user);
    const current = await this.reports.entry(kindergartenId, id);
    if (!current) throw new NotFoundError(messages.entryNotFound);
    await this.locks.assertEntryOpen(kindergartenId, current.entryDate, EntryModule.StorageAndKitchen);
    await this.reports.remove(kindergartenId, id);
  }

  lots(user: AuthUser, fromDate: string, toDate: string): Promise<HaccpLot[]> {
    return this.reports.lots(kindergartenOf(user), fromDate, toDate);
  }

  async traceability(user: AuthUser, lotId: number): Promise<HaccpTraceability> {
    const kindergartenId = kindergartenOf(user);
    const lot = await this.reports.lot(kindergartenId, lotId);
    if (!lot) throw new NotFoundError(messages.lotNotFound);
    return { ...lot, movements: await this.reports.lotMovements(kindergartenId, lotId) };
  }

  /** The warehouse is the kindergarten's (400 on the field), the day open, one food sample per day and meal (409). */
  private async check(kindergartenId: number, body: HaccpEntryInput, id: number | null): Promise<void> {
    if (body.warehouseId && !(await this.reports.warehouseExists(kindergartenId, body.warehouseId))) {
      throw new BadInputError('Невалидни данни.', { warehouseId: ['Складът не е намерен.'] });
    }
    await this.locks.assertEntryOpen(kindergartenId, body.entryDate, EntryModule.StorageAndKitchen);
    if (body.kind === HaccpEntryKind.FoodSample && body.mealType) {
      if (await this.reports.sampleTaken(kindergartenId, body.entryDate, body.mealType, id)) {
        throw new ConflictError(messages.sampleTaken(onScreen(body.entryDate), mealTypeLabels[body.mealType]));
      }
    }
  }
}
