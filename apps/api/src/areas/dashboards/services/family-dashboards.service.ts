import { Injectable } from '@nestjs/common';
import type { ParentDashboard, StudentDashboard } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import type { SchoolYear } from '../data/dashboard-feed.repository.js';
import { type ChildMonthRow, FamilyDashboardsRepository } from '../data/family-dashboards.repository.js';
import { DashboardFeed } from './dashboard-feed.service.js';
import { monthsBetween, seriesOf } from './dashboard-days.js';

const NOT_FOUND = 'Детето не е намерено.';
export const NO_DASHBOARD = 'Няма табло за вашата роля.';

/** The parent's dashboard (their children) and one child's dashboard (GET dashboards/student-parent-user/{id}). */
@Injectable()
export class FamilyDashboardsService {
  constructor(
    private readonly family: FamilyDashboardsRepository,
    private readonly feed: DashboardFeed,
  ) {}

  async parent(user: AuthUser, date: string): Promise<ParentDashboard> {
    const year = await this.feed.schoolYear(user);
    const children = await this.family.parentedChildren(user.kindergartenId, user.userId, year.id, date);
    const months = monthsBetween(year.fromDate, year.toDate);
    const perMonth = await this.monthsOf(
      user.kindergartenId!,
      year,
      children.map((child) => child.id),
    );
    const caps = await this.family.familyCaps(user.kindergartenId, date, children);
    return {
      kind: 'parent',
      ...(await this.feed.dayStatus(user.kindergartenId!, date)),
      months,
      parentDashboardModels: children.map((child) => {
        const rows = perMonth.filter((row) => row.studentId === child.id);
        return {
          studentId: child.id,
          name: child.name,
          className: child.className,
          attendances: seriesOf(months, rows, (row) => row.present),
          absences: seriesOf(months, rows, (row) => row.absent),
          familyReasonUsed: rows.reduce((total, row) => total + row.familyReason, 0),
          familyReasonCap: caps.find((cap) => cap.id === child.id)?.cap ?? null,
        };
      }),
      ...(await this.feed.eventsAndMessages(user, date)),
    };
  }

  /**
   * One child's dashboard, for its parent and for the staff who see the child (docs/students.md reach); any other
   * child, like another kindergarten's, is 404.
   */
  async student(user: AuthUser, studentId: number, date = sofiaToday()): Promise<StudentDashboard> {
    if (user.kindergartenId === null) throw new ForbiddenError(NO_DASHBOARD);
    const year = await this.feed.schoolYear(user);
    const child = await this.family.reachableChild(user, studentId, year.id, date);
    if (!child) throw new NotFoundError(NOT_FOUND);
    const months = monthsBetween(year.fromDate, year.toDate);
    const rows = await this.monthsOf(user.kindergartenId!, year, [child.id]);
    return {
      studentId: child.id,
      name: child.name,
      className: child.className,
      months,
      attendancesPerMonth: seriesOf(months, rows, (row) => row.present),
      absencesPerMonth: seriesOf(months, rows, (row) => row.absent),
      upcomingEvents: await this.feed.upcomingEvents(user, date, child.classId === null ? [] : [child.classId]),
    };
  }

  /** Per child and month of the school year: present and absent days (attendance_kind) and family-reason days. */
  private monthsOf(kindergartenId: number, year: SchoolYear, studentIds: number[]): Promise<ChildMonthRow[]> {
    if (studentIds.length === 0) return Promise.resolve([]);
    return this.family.months(kindergartenId, studentIds, year.fromDate, year.toDate);
  }
}
