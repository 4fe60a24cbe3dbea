import { Injectable } from '@nestjs/common';
import type { StaffMonthDay } from '@kg/contracts';
import { addDays } from '../../days-off/services/bulgarian-holidays.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';

const pad = (value: number): string => String(value).padStart(2, '0');

/** The days of a month, 'YYYY-MM-DD'. */
export function monthDays(month: number, year: number): string[] {
  const days: string[] = [];
  for (let day = `${year}-${pad(month)}-01`; Number(day.slice(5, 7)) === month; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The calendar of the staff grids: which days of a month are days off (weekends, locking days off) and which are
 * locked for entry (those and the module locks), with the Bulgarian reasons of CalendarLocks.
 */
@Injectable()
export class StaffCalendar {
  constructor(private readonly locks: CalendarLocks) {}

  /** Days of the staff attendance grid: locked by days off and by the Attendances module lock. */
  async attendanceDays(kindergartenId: number, days: string[]): Promise<StaffMonthDay[]> {
    const locked = await this.locks.dayLocks(kindergartenId, days[0]!, days.at(-1)!, EntryModule.StaffAttendances);
    return days.map((forDate) => {
      const lock = locked.get(forDate);
      return { forDate, isDayOff: !!lock?.dayOff, isDayLocked: !!lock, lockReason: lock?.reason ?? null };
    });
  }

  /** Days of the staff meals grid: no meals on weekends and locking days off; the kitchen's module lock locks too. */
  async mealDays(kindergartenId: number, days: string[]): Promise<StaffMonthDay[]> {
    const attendance = await this.attendanceDays(kindergartenId, days);
    const kitchen = await this.locks.lockedDays(kindergartenId, days[0]!, days.at(-1)!, EntryModule.StorageAndKitchen);
    return attendance.map((day) => {
      const reason = day.isDayOff ? day.lockReason : (kitchen.get(day.forDate) ?? null);
      return { ...day, isDayLocked: reason !== null, lockReason: reason };
    });
  }
}

/** The days from one date to another, inclusive. */
export function daysBetween(fromDate: string, toDate: string): string[] {
  const days: string[] = [];
  for (let day = fromDate; day <= toDate; day = addDays(day, 1)) days.push(day);
  return days;
}
