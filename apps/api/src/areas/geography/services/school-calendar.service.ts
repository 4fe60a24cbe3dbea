import { Injectable } from '@nestjs/common';
import type { SchoolMonths, SchoolWeeks } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { schoolMonths, schoolWeeks, sofiaDay } from './school-calendar.js';

/** Weeks and months of the user's selected school year (`AuthUser.periodId`); empty for a user with no year. */
@Injectable()
export class SchoolCalendarService {
  constructor(private readonly db: Db) {}

  async weeks(user: AuthUser, now = new Date()): Promise<SchoolWeeks> {
    const period = await this.period(user);
    return period ? schoolWeeks(period.fromDate, period.toDate, sofiaDay(now)) : { weeks: [], selected: null };
  }

  async months(user: AuthUser, now = new Date()): Promise<SchoolMonths> {
    const period = await this.period(user);
    return period ? schoolMonths(period.fromDate, period.toDate, sofiaDay(now)) : { year: null, months: [], selected: null };
  }

  private async period(user: AuthUser): Promise<{ fromDate: string; toDate: string } | undefined> {
    if (user.periodId === null || user.kindergartenId === null) return undefined;
    const [row] = await this.db.manager.query(
      `SELECT to_char(from_date, 'YYYY-MM-DD') AS "fromDate", to_char(to_date, 'YYYY-MM-DD') AS "toDate"
         FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2`,
      [user.periodId, user.kindergartenId],
    );
    return row;
  }
}
