import { Injectable } from '@nestjs/common';
import { SMP_BENEFIT_STOP_ABOVE_DAYS } from '@kg/contracts';
import { compulsoryOn } from '../../attendance/data/attendance-kind.sql.js';
import { Db } from '../../../platform/database/db.service.js';
import { COUNTED, PRESENT, UNEXCUSED } from './dashboards.sql.js';

/** The active kindergartens of the scope, their groups of active school years and the children placed on the day. */
export interface NationalCountsRow {
  kindergartens: number;
  groups: number;
  children: number;
}

/** Present and counted child-days of one month (`key` 1–12). */
export interface NationalMonthRow {
  key: number;
  present: number;
  counted: number;
}

/**
 * The statements of the national dashboard; every row typed. `scope` is the kindergartens of a municipality, or null
 * for every kindergarten (row-level security fences the reads to the user's scope as well).
 */
@Injectable()
export class NationalDashboardRepository {
  constructor(private readonly db: Db) {}

  counts(scope: number[] | null, date: string): Promise<NationalCountsRow> {
    return this.db.sql.one<NationalCountsRow>(
      `SELECT (SELECT count(*) FROM kindergartens k WHERE k.is_active AND ($1::int[] IS NULL OR k.id = ANY ($1)))::int AS kindergartens,
              (SELECT count(*) FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active
                WHERE $1::int[] IS NULL OR c.kindergarten_id = ANY ($1))::int AS groups,
              (SELECT count(DISTINCT sc.student_id) FROM student_classes sc
                 JOIN classes c ON c.id = sc.class_id JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active
                WHERE ($1::int[] IS NULL OR sc.kindergarten_id = ANY ($1))
                  AND sc.from_date <= $2::date AND (sc.to_date IS NULL OR sc.to_date >= $2::date))::int AS children`,
      [scope, date],
    );
  }

  perMonth(scope: number[] | null, fromDate: string, toDate: string): Promise<NationalMonthRow[]> {
    return this.db.sql.many<NationalMonthRow>(
      `SELECT extract(month FROM a.for_date)::int AS key,
              count(*) FILTER (WHERE ${PRESENT})::int AS present,
              count(*) FILTER (WHERE ${COUNTED})::int AS counted
         FROM student_attendances a
        WHERE ($1::int[] IS NULL OR a.kindergarten_id = ANY ($1)) AND a.for_date BETWEEN $2::date AND $3::date
        GROUP BY 1`,
      [scope, fromDate, toDate],
    );
  }

  /** The children in compulsory preschool education with more unexcused days between the days than the SMP threshold. */
  async smpChildren(scope: number[] | null, from: string, to: string): Promise<number> {
    const { children } = await this.db.sql.one<{ children: number }>(
      `SELECT count(*)::int AS children FROM (
         SELECT a.student_id FROM student_attendances a JOIN students s ON s.id = a.student_id
          WHERE ($1::int[] IS NULL OR a.kindergarten_id = ANY ($1)) AND a.for_date BETWEEN $2::date AND $3::date
            AND ${UNEXCUSED} AND ${compulsoryOn('s.birth_date', 'a.for_date')}
          GROUP BY a.student_id HAVING count(*) > $4) over_threshold`,
      [scope, from, to, SMP_BENEFIT_STOP_ABOVE_DAYS],
    );
    return children;
  }
}
