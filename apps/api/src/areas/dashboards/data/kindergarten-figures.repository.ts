import { Injectable } from '@nestjs/common';
import { type DashboardLeader, type GroupFigure, SMP_BENEFIT_STOP_ABOVE_DAYS } from '@kg/contracts';
import { compulsoryOn } from '../../attendance/data/attendance-kind.sql.js';
import { Db } from '../../../platform/database/db.service.js';
import { ABSENT, BG, EXCUSED, PRESENT, UNEXCUSED } from './dashboards.sql.js';

/** Present, unexcused and excused child-days of one month (`key` 1–12). */
export interface MonthRow {
  key: number;
  present: number;
  unexcused: number;
  excused: number;
}

/** A child among the month's leaders: its counts and its rank by each. */
export interface LeaderRow extends DashboardLeader {
  present_rank: number;
  absent_rank: number;
  present: number;
  absent: number;
}

/** A group's present and absent child-days in the month. */
export interface GroupMonthRow extends Omit<GroupFigure, 'value'> {
  present: number;
  absent: number;
}

/** How many leaders each list shows. */
export const LEADERS = 5;

/** The statements of the kindergarten-wide figures of the director's dashboard; every row typed. */
@Injectable()
export class KindergartenFiguresRepository {
  constructor(private readonly db: Db) {}

  /** Present, unexcused and excused child-days per month between the days. */
  series(kindergartenId: number, fromDate: string, toDate: string): Promise<MonthRow[]> {
    return this.db.sql.many<MonthRow>(
      `SELECT extract(month FROM a.for_date)::int AS key,
              count(*) FILTER (WHERE ${PRESENT})::int AS present,
              count(*) FILTER (WHERE ${UNEXCUSED})::int AS unexcused,
              count(*) FILTER (WHERE ${EXCUSED})::int AS excused
         FROM student_attendances a
        WHERE a.kindergarten_id = $1 AND a.for_date BETWEEN $2::date AND $3::date
        GROUP BY 1`,
      [kindergartenId, fromDate, toDate],
    );
  }

  /** Per month: the children in compulsory preschool education with more unexcused days than the SMP threshold. */
  smp(kindergartenId: number, fromDate: string, toDate: string): Promise<{ key: number; value: number }[]> {
    return this.db.sql.many<{ key: number; value: number }>(
      `SELECT key, count(*)::int AS value FROM (
         SELECT extract(month FROM a.for_date)::int AS key, a.student_id
           FROM student_attendances a JOIN students s ON s.id = a.student_id
          WHERE a.kindergarten_id = $1 AND a.for_date BETWEEN $2::date AND $3::date AND ${UNEXCUSED}
            AND ${compulsoryOn('s.birth_date', 'a.for_date')}
          GROUP BY 1, 2 HAVING count(*) > $4) over_threshold
        GROUP BY key`,
      [kindergartenId, fromDate, toDate, SMP_BENEFIT_STOP_ABOVE_DAYS],
    );
  }

  /** The children with the most present and the most absent days between the days (ties by name), with their group. */
  leaders(kindergartenId: number, from: string, to: string): Promise<LeaderRow[]> {
    return this.db.sql.many<LeaderRow>(
      `WITH counts AS (
         SELECT a.student_id,
                count(*) FILTER (WHERE ${PRESENT})::int AS present,
                count(*) FILTER (WHERE ${ABSENT})::int AS absent,
                (array_agg(a.class_id ORDER BY a.for_date DESC))[1] AS class_id
           FROM student_attendances a
          WHERE a.kindergarten_id = $1 AND a.for_date BETWEEN $2::date AND $3::date
          GROUP BY a.student_id),
       named AS (
         SELECT counts.*, CASE WHEN s.id IS NOT NULL THEN concat_ws(' ', s.first_name, s.middle_name, s.last_name)
                     ELSE (SELECT concat_ws(' ', g.first_name, g.middle_name, g.last_name) FROM guest_student_card(counts.student_id) g)
                END AS name
           FROM counts LEFT JOIN students s ON s.id = counts.student_id AND s.kindergarten_id = $1),
       ranked AS (
         SELECT named.*, row_number() OVER (ORDER BY present DESC, name ${BG}, student_id)::int AS present_rank,
                row_number() OVER (ORDER BY absent DESC, name ${BG}, student_id)::int AS absent_rank
           FROM named)
       SELECT r.student_id AS id, r.name, c.name AS title, r.present, r.absent, r.present_rank, r.absent_rank
         FROM ranked r JOIN classes c ON c.id = r.class_id
        WHERE r.present_rank <= ${LEADERS} OR r.absent_rank <= ${LEADERS}`,
      [kindergartenId, from, to],
    );
  }

  /** Per group of the school year: present and absent child-days between the days (the group of each day's cell). */
  groups(kindergartenId: number, periodId: number, from: string, to: string): Promise<GroupMonthRow[]> {
    return this.db.sql.many<GroupMonthRow>(
      `SELECT c.id AS "classId", c.name,
              count(a.id) FILTER (WHERE ${PRESENT})::int AS present,
              count(a.id) FILTER (WHERE ${ABSENT})::int AS absent
         FROM classes c
         LEFT JOIN student_attendances a ON a.class_id = c.id AND a.kindergarten_id = $1 AND a.for_date BETWEEN $3::date AND $4::date
        WHERE c.kindergarten_id = $1 AND c.period_id = $2
        GROUP BY c.id, c.name
        ORDER BY c.name ${BG}, c.id`,
      [kindergartenId, periodId, from, to],
    );
  }
}
