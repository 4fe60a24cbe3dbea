import { Injectable } from '@nestjs/common';
import type { KindergartenDashboard } from '@kg/contracts';
import type { SchoolYear } from '../data/dashboard-feed.repository.js';
import { KindergartenFiguresRepository, LEADERS } from '../data/kindergarten-figures.repository.js';
import { DashboardFeed } from './dashboard-feed.service.js';
import { monthOf, monthsBetween, seriesOf } from './dashboard-days.js';

/** The kindergarten-wide figures of the director's dashboard: the same for every reader, so the cached part. */
export type KindergartenFigures = Omit<
  KindergartenDashboard,
  'kind' | 'teachersForDay' | 'teachersMealTypesForDay' | 'upcommingEvents' | 'messages'
>;

/**
 * One query per figure kind, every count through `attendance_kind()` (docs/attendance.md): the monthly series of the
 * school year, the SMP children per month, the leaders and the groups of the month of `date`, today's groups, and the
 * birthdays of the week.
 */
@Injectable()
export class KindergartenFiguresService {
  constructor(
    private readonly repository: KindergartenFiguresRepository,
    private readonly feed: DashboardFeed,
  ) {}

  async figures(kindergartenId: number, year: SchoolYear, date: string): Promise<KindergartenFigures> {
    const months = monthsBetween(year.fromDate, year.toDate);
    const month = monthOf(date);
    const series = await this.repository.series(kindergartenId, year.fromDate, year.toDate);
    const smp = await this.repository.smp(kindergartenId, year.fromDate, year.toDate);
    const leaders = await this.repository.leaders(kindergartenId, month.from, month.to);
    const groups = await this.repository.groups(kindergartenId, year.id, month.from, month.to);
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
}
