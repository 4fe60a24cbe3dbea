import { Injectable } from '@nestjs/common';
import type { StaffMonthDay } from '@kg/contracts';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';

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
