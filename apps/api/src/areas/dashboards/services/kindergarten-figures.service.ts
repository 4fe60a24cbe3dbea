import { Injectable } from '@nestjs/common';
import {
  type DashboardLeader,
  GroupAgeType,
  type GroupFigure,
  type KindergartenDashboard,
  SMP_BENEFIT_STOP_ABOVE_DAYS,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { BG, DashboardFeed, type SchoolYear } from './dashboard-feed.service.js';
import { monthOf, monthsBetween, seriesOf } from './dashboard-days.js';

const LEADERS = 5;

/** The kindergarten-wide figures of the director's dashboard: the same for every reader, so the cached part. */
export type KindergartenFigures = Omit<
  KindergartenDashboard,
  'kind' | 'teachersForDay' | 'teachersMealTypesForDay' | 'upcommingEvents' | 'messages'
>;

interface MonthRow {
  key: number;
  present: number;
  unexcused: number;
  excused: number;
}

interface LeaderRow extends DashboardLeader {
  present_rank: number;
  absent_rank: number;
  present: number;
  absent: number;
}

/**
 * One query per figure kind, every count through `attendance_kind()` (docs/attendance.md): the monthly series of the
 * school year, the SMP children per month, the leaders and the groups of the month of `date`, today's groups, and the
 * birthdays of the week.
 */
@Injectable()
export class KindergartenFiguresService {
  constructor(
    private readonly db: Db,
    private readonly feed: DashboardFeed,
  ) {}

  async figures(kindergartenId: number, year: SchoolYear, date: string): Promise<KindergartenFigures> {
    const months = monthsBetween(year.fromDate, year.toDate);
    const month = monthOf(date);
    const series = await this.series(kindergartenId, year);
    const smp = await this.smp(kindergartenId, year);
    const leaders = await this.leaders(kindergartenId, month.from, month.to);
    const groups = await this.groups(kindergartenId, year.id, month.from, month.to);
    const groupsForDay = await this.feed.groupsForDay(kindergartenId, year.id, date, null);
    const sum = (key: 'total' | 'present' | 'absent' | 'unmarked') =>
      groupsForDay.reduce((total, group) => total + group[key], 0);
    return {
      ...(await this.feed.dayStatus(kindergartenId, date)),
      months,
      studentAttendances: seriesOf(months, series, (row) => row.present),
      studentAbsences: seriesOf(months, series, (row) => row.unexcused + row.excused),
      studentUnexcusedAbsences: seriesOf(months, series, (row) => row.unexcused),
      studentExcusedAbsences: seriesOf(months, series, (row) => row.excused),
      smp: seriesOf(months, smp, (row) => row.value),
      studentsForDay: { total: sum('total'), present: sum('present'), absent: sum('absent'), unmarked: sum('unmarked') },
      groupsForDay,
      birthdayStudents: await this.feed.birthdayStudents(kindergartenId, year.id, date, null),
      birthdayStaff: await this.feed.birthdayStaff(kindergartenId, date),
      attendanceStudents: leaders
        .filter((row) => row.present_rank <= LEADERS && row.present > 0)
        .sort((a, b) => a.present_rank - b.present_rank)
        .map((row) => ({ id: row.id, name: row.name, title: row.title, count: row.present })),
      absenceStudents: leaders
        .filter((row) => row.absent_rank <= LEADERS && row.absent > 0)
        .sort((a, b) => a.absent_rank - b.absent_rank)
        .map((row) => ({ id: row.id, name: row.name, title: row.title, count: row.absent })),
      groupAttendances: groups.map((group) => ({ classId: group.classId, name: group.name, value: group.present })),
      groupAbsences: groups.map((group) => ({ classId: group.classId, name: group.name, value: group.absent })),
    };
  }

  /** Present, unexcused and excused child-days per month of the school year. */
  private series(kindergartenId: number, year: SchoolYear): Promise<MonthRow[]> {
    return this.db.manager.query(
      `SELECT extract(month FROM a.for_date)::int AS key,
              count(*) FILTER (WHERE attendance_kind(a.type, a.for_date) = 1)::int AS present,
              count(*) FILTER (WHERE attendance_kind(a.type, a.for_date) = 2)::int AS unexcused,
              count(*) FILTER (WHERE attendance_kind(a.type, a.for_date) = 3)::int AS excused
         FROM student_attendances a
        WHERE a.kindergarten_id = $1 AND a.for_date BETWEEN $2::date AND $3::date
        GROUP BY 1`,
      [kindergartenId, year.fromDate, year.toDate],
    );
  }

  /** Per month: the children of preparatory groups with more unexcused days than the SMP threshold. */
  private smp(kindergartenId: number, year: SchoolYear): Promise<{ key: number; value: number }[]> {
    return this.db.manager.query(
      `SELECT key, count(*)::int AS value FROM (
         SELECT extract(month FROM a.for_date)::int AS key, a.student_id
           FROM student_attendances a JOIN classes c ON c.id = a.class_id AND c.age_type = $4
          WHERE a.kindergarten_id = $1 AND a.for_date BETWEEN $2::date AND $3::date AND attendance_kind(a.type, a.for_date) = 2
          GROUP BY 1, 2 HAVING count(*) > $5) over_threshold
        GROUP BY key`,
      [kindergartenId, year.fromDate, year.toDate, GroupAgeType.KindergartenPGGroups, SMP_BENEFIT_STOP_ABOVE_DAYS],
    );
  }

  /** The children with the most present and the most absent days in the month (ties by name), with their group. */
  private leaders(kindergartenId: number, from: string, to: string): Promise<LeaderRow[]> {
    return this.db.manager.query(
      `WITH counts AS (
         SELECT a.student_id,
                count(*) FILTER (WHERE attendance_kind(a.type, a.for_date) = 1)::int AS present,
                count(*) FILTER (WHERE attendance_kind(a.type, a.for_date) IN (2, 3))::int AS absent,
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

  /** Per group: present and absent child-days in the month (the group of each day's cell). */
  private groups(
    kindergartenId: number,
    periodId: number,
    from: string,
    to: string,
  ): Promise<(Omit<GroupFigure, 'value'> & { present: number; absent: number })[]> {
    return this.db.manager.query(
      `SELECT c.id AS "classId", c.name,
              count(a.id) FILTER (WHERE attendance_kind(a.type, a.for_date) = 1)::int AS present,
              count(a.id) FILTER (WHERE attendance_kind(a.type, a.for_date) IN (2, 3))::int AS absent
         FROM classes c
         LEFT JOIN student_attendances a ON a.class_id = c.id AND a.kindergarten_id = $1 AND a.for_date BETWEEN $3::date AND $4::date
        WHERE c.kindergarten_id = $1 AND c.period_id = $2
        GROUP BY c.id, c.name
        ORDER BY c.name ${BG}, c.id`,
      [kindergartenId, periodId, from, to],
    );
  }
}
