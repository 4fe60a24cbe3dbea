import { Injectable } from '@nestjs/common';
import { DaysOffType, ModuleLockGroup, moduleLockGroupLabels } from '@kg/contracts';
import { ConflictError } from '../../../platform/errors/domain-errors.js';
import { CalendarLocksRepository, type EntryLockArgs } from '../data/calendar-locks.repository.js';
import type { EntryLockRow } from '../data/calendar-locks.sql.js';
import { addDays, isWeekend } from './bulgarian-holidays.js';

/** The kinds of entry the calendar can lock; the later areas name theirs when they ask. */
export enum EntryModule {
  ChildAttendances = 'childAttendances',
  StaffAttendances = 'staffAttendances',
  Topics = 'topics',
  StorageAndKitchen = 'storageAndKitchen',
  FamilyReasonApplications = 'familyReasonApplications',
  AttendanceApplications = 'attendanceApplications',
}

/**
 * Spec 1 §4: a day off (type DayOff) locks entry of attendance, topics and staff attendance; vacation, flu vacation
 * and quarantine do not. Each module also follows its lock group of spec 1 §3 ("Module lock group").
 */
const modules: Record<EntryModule, { lockGroup: ModuleLockGroup; lockedOnDaysOff: boolean }> = {
  [EntryModule.ChildAttendances]: { lockGroup: ModuleLockGroup.Attendances, lockedOnDaysOff: true },
  [EntryModule.StaffAttendances]: { lockGroup: ModuleLockGroup.Attendances, lockedOnDaysOff: true },
  [EntryModule.Topics]: { lockGroup: ModuleLockGroup.Topics, lockedOnDaysOff: true },
  [EntryModule.StorageAndKitchen]: { lockGroup: ModuleLockGroup.StorageAndKitchen, lockedOnDaysOff: false },
  [EntryModule.FamilyReasonApplications]: { lockGroup: ModuleLockGroup.FamilyReasonApplications, lockedOnDaysOff: false },
  [EntryModule.AttendanceApplications]: { lockGroup: ModuleLockGroup.AttendancesApplications, lockedOnDaysOff: false },
};

export interface EntryLock {
  locked: boolean;
  /** Why, in Bulgarian, for the user; null when open. */
  reason: string | null;
}

/** Why a day is locked: a weekend or a locking day off (`dayOff`), else the module's lock (ModuleSettings). */
export interface DayLock {
  reason: string;
  dayOff: boolean;
}

export interface EntryLockOptions {
  /** The group the entry is for: a day off of that one group (e.g. its own day) then locks too. */
  classId?: number | null;
}

/**
 * The seven arguments of `entry_lock_rows`: the kindergarten, the module's lock group, whether its days off lock, the
 * locking day-off type, the first and last day, the group.
 */
export function entryLockArgs(
  kindergartenId: number,
  module: EntryModule,
  fromDate: string,
  toDate: string,
  classId: number | null,
): EntryLockArgs {
  const rule = modules[module];
  return [kindergartenId, rule.lockGroup, rule.lockedOnDaysOff, DaysOffType.DayOff, fromDate, toDate, classId];
}

const MAX_RANGE_DAYS = 366;

export const onScreen = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/**
 * Answers whether entry into a module is locked on a date of a kindergarten, and why: a weekend, a locking day off
 * (national or the kindergarten's own, of type DayOff) or the module's lock (ModuleSettings). Runs in the request's
 * transaction, so row-level security applies as for the caller.
 */
@Injectable()
export class CalendarLocks {
  constructor(private readonly locks: CalendarLocksRepository) {}

  async isEntryLocked(
    kindergartenId: number,
    date: string,
    module: EntryModule,
    options: EntryLockOptions = {},
  ): Promise<EntryLock> {
    const reason = (await this.lockedDays(kindergartenId, date, date, module, options)).get(date) ?? null;
    return { locked: reason !== null, reason };
  }

  /** Refuses (409, with the Bulgarian reason) an entry on a locked date. */
  async assertEntryOpen(
    kindergartenId: number,
    date: string,
    module: EntryModule,
    options: EntryLockOptions = {},
  ): Promise<void> {
    const lock = await this.isEntryLocked(kindergartenId, date, module, options);
    if (lock.locked) throw new ConflictError(lock.reason!);
  }

  /** The locked days between two dates (inclusive) with their reasons, for a grid such as a month's attendance. */
  async lockedDays(
    kindergartenId: number,
    fromDate: string,
    toDate: string,
    module: EntryModule,
    options: EntryLockOptions = {},
  ): Promise<Map<string, string>> {
    const locks = await this.dayLocks(kindergartenId, fromDate, toDate, module, options);
    return new Map([...locks].map(([day, lock]) => [day, lock.reason]));
  }

  /** As `lockedDays`, telling the days off (weekends, locking days off) from the days the module's lock closes. */
  async dayLocks(
    kindergartenId: number,
    fromDate: string,
    toDate: string,
    module: EntryModule,
    options: EntryLockOptions = {},
  ): Promise<Map<string, DayLock>> {
    if (toDate < fromDate) return new Map();
    const rows = await this.locks.entryLockRows(entryLockArgs(kindergartenId, module, fromDate, toDate, options.classId ?? null));
    return this.fromRows(rows, fromDate, toDate, module);
  }

  /**
   * The locked days from the rows of `entry_lock_rows` (migrations/1795300034000), for a hot path that reads them
   * inside its own statement (`entryLockRowsSelect`) instead of asking `dayLocks`.
   */
  fromRows(rows: EntryLockRow[], fromDate: string, toDate: string, module: EntryModule): Map<string, DayLock> {
    const rule = modules[module];
    const lockedUntil = rows.find((row) => row.kind === 'lock')?.toDate;
    const daysOff = rows
      .filter((row) => row.kind === 'dayOff')
      .sort((a, b) => (a.fromDate! < b.fromDate! ? -1 : a.fromDate! > b.fromDate! ? 1 : 0));
    const locked = new Map<string, DayLock>();
    let day = fromDate;
    for (let count = 0; day <= toDate && count < MAX_RANGE_DAYS; count++, day = addDays(day, 1)) {
      const dayLock = this.reasonOf(day, rule, lockedUntil, daysOff);
      if (dayLock) locked.set(day, dayLock);
    }
    return locked;
  }

  private reasonOf(
    day: string,
    rule: { lockGroup: ModuleLockGroup; lockedOnDaysOff: boolean },
    lockedUntil: string | undefined,
    daysOff: EntryLockRow[],
  ): DayLock | null {
    if (rule.lockedOnDaysOff) {
      const dayOff = daysOff.find((row) => row.fromDate! <= day && row.toDate >= day);
      if (dayOff?.national) {
        return { reason: `${onScreen(day)} е официален празник или неучебен ден: „${dayOff.name}“.`, dayOff: true };
      }
      if (dayOff) {
        const scope = dayOff.className ? ` за група „${dayOff.className}“` : '';
        return { reason: `${onScreen(day)} е неучебен ден на детската градина${scope}: „${dayOff.name}“.`, dayOff: true };
      }
      if (isWeekend(day)) return { reason: `${onScreen(day)} е събота или неделя.`, dayOff: true };
    }
    if (lockedUntil && day <= lockedUntil) {
      const reason = `Модулът „${moduleLockGroupLabels[rule.lockGroup]}“ е заключен до ${onScreen(lockedUntil)} включително.`;
      return { reason, dayOff: false };
    }
    return null;
  }
}
