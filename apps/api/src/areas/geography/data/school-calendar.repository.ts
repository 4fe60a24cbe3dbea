import { Injectable } from '@nestjs/common';
import { Db } from '../../../platform/database/db.service.js';

/** A school year's first and last day, "YYYY-MM-DD". */
export interface SchoolYearDates {
  fromDate: string;
  toDate: string;
}

/** The statement of the school calendar; its row typed. */
@Injectable()
export class SchoolCalendarRepository {
  constructor(private readonly db: Db) {}

  /** The dates of the school year `periodId` when it is one of the kindergarten's. */
  schoolYearDates(periodId: number, kindergartenId: number): Promise<SchoolYearDates | undefined> {
    return this.db.sql.maybe<SchoolYearDates>(
      `SELECT to_char(from_date, 'YYYY-MM-DD') AS "fromDate", to_char(to_date, 'YYYY-MM-DD') AS "toDate"
         FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2`,
      [periodId, kindergartenId],
    );
  }
}
