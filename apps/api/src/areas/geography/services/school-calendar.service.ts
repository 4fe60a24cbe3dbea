import { Injectable } from '@nestjs/common';
import type { SchoolMonths, SchoolWeeks } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { SchoolCalendarRepository, type SchoolYearDates } from '../data/school-calendar.repository.js';
import { schoolMonths, schoolWeeks, sofiaDay } from './school-calendar.js';

/** Weeks and months of the user's selected school year (`AuthUser.periodId`); empty for a user with no year. */
@Injectable()
export class SchoolCalendarService {
  constructor(private readonly calendar: SchoolCalendarRepository) {}

  async weeks(user: AuthUser, now = new Date()): Promise<SchoolWeeks> {
    const period = await this.period(user);
    return period ? schoolWeeks(period.fromDate, period.toDate, sofiaDay(now)) : { weeks: [], selected: null };
  }

  async months(user: AuthUser, now = new Date()): Promise<SchoolMonths> {
    const period = await this.period(user);
    return period ? schoolMonths(period.fromDate, period.toDate, sofiaDay(now)) : { year: null, months: [], selected: null };
  }

  private async period(user: AuthUser): Promise<SchoolYearDates | undefined> {
    if (user.periodId === null || user.kindergartenId === null) return undefined;
    return this.calendar.schoolYearDates(user.periodId, user.kindergartenId);
  }
}
