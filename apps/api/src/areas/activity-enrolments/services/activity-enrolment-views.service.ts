import { Injectable } from '@nestjs/common';
import {
  type ActivityClassesAnswer,
  type ActivityClassesQuery,
  activityEnrolmentMessages as messages,
  type ActivityEnrolment,
  type ActivityEnrolmentHistoryQuery,
  type ActivityEnrolmentHistoryRow,
  type ActivityStudentsSummaryQuery,
  type ActivityStudentsSummaryRow,
  type PagedResult,
  Role,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { ActivityEnrolmentViewsRepository, type EnrolmentReader } from '../data/activity-enrolment-views.repository.js';

/**
 * The enrolment views (docs/activities.md "Enrolment"): the groups with their children and activities, the
 * per-activity summary, a child's or an activity's history. A teacher reads only the groups they teach and the
 * children placed in them now (platform/access/reach.ts); everyone else with the read permission the whole
 * kindergarten.
 */
@Injectable()
export class ActivityEnrolmentViewsService {
  constructor(private readonly views: ActivityEnrolmentViewsRepository) {}

  /** Per group of the selected school year, its children today and the activities each is enrolled in: three queries. */
  async classes(user: AuthUser, query: ActivityClassesQuery): Promise<ActivityClassesAnswer> {
    const reader = this.reader(user);
    if (query.activityId !== undefined) await this.assertActivity(reader, query.activityId);
    const today = sofiaToday();
    const classes = await this.views.classes(reader, query);
    if (classes.length === 0) return [];
    const students = await this.views.classStudents(
      classes.map((group) => group.id),
      today,
    );
    const enrolments = students.length
      ? await this.views.studentEnrolments([...new Set(students.map((child) => child.id))], today, query.activityId)
      : [];
    const byStudent = new Map<number, ActivityEnrolment[]>();
    for (const { studentId, ...enrolment } of enrolments) {
      const list = byStudent.get(studentId) ?? [];
      list.push(enrolment);
      byStudent.set(studentId, list);
    }
    return classes.map((group) => ({
      ...group,
      students: students
        .filter((child) => child.classId === group.id)
        .map((child) => ({
          id: child.id,
          name: child.name,
          hasSpecialNeeds: child.hasSpecialNeeds,
          enrolments: byStudent.get(child.id) ?? [],
        })),
    }));
  }

  async summary(user: AuthUser, query: ActivityStudentsSummaryQuery): Promise<ActivityStudentsSummaryRow[]> {
    const reader = this.reader(user);
    if (query.activityId !== undefined) await this.assertActivity(reader, query.activityId);
    const cells = await this.views.summary(reader, query.date ?? sofiaToday(), query.activityId);
    const rows = new Map<number, ActivityStudentsSummaryRow>();
    for (const cell of cells) {
      let row = rows.get(cell.activityId);
      if (!row) {
        row = { activityId: cell.activityId, activityName: cell.activityName, capacity: cell.capacity, enrolled: 0, classes: [] };
        rows.set(cell.activityId, row);
      }
      if (cell.enrolled === 0) continue;
      row.enrolled += cell.enrolled;
      row.classes.push({ classId: cell.classId, className: cell.className, enrolled: cell.enrolled });
    }
    return [...rows.values()];
  }

  async history(user: AuthUser, query: ActivityEnrolmentHistoryQuery): Promise<PagedResult<ActivityEnrolmentHistoryRow>> {
    const reader = this.reader(user);
    if (query.activityId !== undefined) await this.assertActivity(reader, query.activityId);
    if (query.studentId !== undefined && !(await this.views.reachesStudent(reader, query.studentId))) {
      throw new NotFoundError(messages.studentNotFound);
    }
    return this.views.history(reader, query);
  }

  private reader(user: AuthUser): EnrolmentReader {
    return {
      kindergartenId: user.kindergartenId,
      periodId: user.periodId,
      teacherUserId: user.role === Role.Teacher ? user.userId : null,
    };
  }

  private async assertActivity(reader: EnrolmentReader, activityId: number): Promise<void> {
    if (!(await this.views.activityExists(reader, activityId))) throw new NotFoundError(messages.activityNotFound);
  }
}
