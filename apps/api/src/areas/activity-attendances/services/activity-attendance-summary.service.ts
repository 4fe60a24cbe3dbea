import { Injectable } from '@nestjs/common';
import {
  type ActivityAttendanceSummary,
  type ActivityAttendanceSummaryActivity,
  activityAttendanceMessages as messages,
  type ActivityAttendanceSummaryQuery,
  type ActivityAttendanceSummaryRow,
  type Month,
  monthLabels,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import {
  bgDate,
  excelSheet,
  exportFile,
  type ExportFile,
  renderPdf,
  renderWorkbook,
  sofiaToday,
} from '../../../platform/export/index.js';
import { daysOfMonth } from '../../days-off/services/bulgarian-holidays.js';
import { ActivityAttendancesRepository } from '../data/activity-attendances.repository.js';
import { ActivityAttendancesService, daysBetween, isSessionDay } from './activity-attendances.service.js';

const TITLE = 'Присъствия в дейности';

const sum = <T>(items: T[], value: (item: T) => number): number => items.reduce((total, item) => total + value(item), 0);

/** One line of the exports: a child's row with its activity's name. */
interface ExportRow extends ActivityAttendanceSummaryRow {
  activityName: string;
}

/**
 * The summary of activity attendance (GET Activities/attendance/summary and its exports; docs/activities.md): per
 * activity and child the sessions held, present, absent and unmarked, in four statements (the activities, their
 * enrolments, the marks, the calendar's days off).
 */
@Injectable()
export class ActivityAttendanceSummaryService {
  constructor(
    private readonly attendances: ActivityAttendancesRepository,
    private readonly grid: ActivityAttendancesService,
  ) {}

  async summary(user: AuthUser, query: ActivityAttendanceSummaryQuery): Promise<ActivityAttendanceSummary> {
    const { first, last } = periodOf(query);
    const reach = this.grid.reach(user);
    const activities = await this.attendances.summaryActivities(user, first, last, query.activityId ?? null, reach);
    if (query.activityId !== undefined && !activities.length) throw new NotFoundError(messages.activityNotFound);
    const ids = activities.map((activity) => activity.id);
    const today = sofiaToday();
    const heldUntil = last < today ? last : today;
    const enrolments = ids.length
      ? await this.attendances.summaryEnrolments(user, ids, first, last, query.classId ?? null, reach)
      : [];
    const locked = first <= heldUntil ? await this.grid.dayOffLocks(user, first, heldUntil) : new Map<string, unknown>();
    const open = first <= heldUntil ? daysBetween(first, heldUntil).filter((day) => !locked.has(day)) : [];
    const held = new Map(activities.map((activity) => [activity.id, open.filter((day) => isSessionDay(activity, day))]));
    const studentIds = [...new Set(enrolments.map((enrolment) => enrolment.studentId))];
    const pairs = [...held].flatMap(([activityId, days]) => days.map((day) => ({ activityId, day })));
    const marks = studentIds.length && pairs.length ? await this.attendances.summaryMarks(ids, studentIds, pairs) : [];
    const markOf = new Map(marks.map((mark) => [`${mark.activityId}/${mark.studentId}`, mark]));

    const result: ActivityAttendanceSummaryActivity[] = [];
    for (const activity of activities) {
      const days = held.get(activity.id)!;
      const own = enrolments.filter((enrolment) => enrolment.activityId === activity.id);
      const rows: ActivityAttendanceSummaryRow[] = [];
      for (const studentId of [...new Set(own.map((enrolment) => enrolment.studentId))]) {
        const ranges = own.filter((enrolment) => enrolment.studentId === studentId);
        const sessions = days.filter((day) =>
          ranges.some((range) => range.fromDate <= day && (range.toDate === null || range.toDate >= day)),
        ).length;
        const mark = markOf.get(`${activity.id}/${studentId}`);
        const present = mark?.present ?? 0;
        const absent = mark?.absent ?? 0;
        rows.push({
          studentId,
          studentName: ranges[0]!.studentName,
          className: ranges[0]!.className,
          sessions,
          present,
          absent,
          unmarked: Math.max(sessions - present - absent, 0),
        });
      }
      // A parent sees only their children's activities; a group filter only the activities its children attend.
      if (!rows.length && (reach === 'parent' || query.classId !== undefined)) continue;
      result.push({
        activityId: activity.id,
        activityName: activity.name,
        sessionsHeld: days.length,
        rows,
        totals: totalsOf(rows),
      });
    }
    return { fromDate: first, toDate: last, activities: result, totals: totalsOf(result.flatMap((activity) => activity.rows)) };
  }

  /** The summary as a landscape PDF (a table per activity) or a workbook (one sheet, a line per child and activity). */
  async export(user: AuthUser, type: 'pdf' | 'excel', query: ActivityAttendanceSummaryQuery): Promise<ExportFile> {
    const summary = await this.summary(user, query);
    const subject = subjectOf(query, summary);
    const name = { title: TITLE, subject };
    if (type === 'excel') {
      const rows: ExportRow[] = summary.activities.flatMap((activity) =>
        activity.rows.map((row) => ({ ...row, activityName: activity.activityName })),
      );
      const total: ExportRow = {
        ...summary.totals,
        studentId: 0,
        studentName: 'Общо',
        className: null,
        activityName: '',
      };
      const sheet = excelSheet<ExportRow>({
        name: TITLE,
        columns: [
          { header: 'Дейност', type: 'text', value: (row) => row.activityName },
          { header: 'Дете', type: 'text', value: (row) => row.studentName },
          { header: 'Група', type: 'text', value: (row) => row.className },
          { header: 'Занятия', type: 'integer', value: (row) => row.sessions },
          { header: 'Присъствия', type: 'integer', value: (row) => row.present },
          { header: 'Отсъствия', type: 'integer', value: (row) => row.absent },
          { header: 'Неотбелязани', type: 'integer', value: (row) => row.unmarked },
        ],
        rows: [...rows, total],
      });
      return exportFile('excel', await renderWorkbook([sheet]), name);
    }
    const pdf = await renderPdf({
      title: TITLE,
      subtitle: subject,
      kindergartenName: await this.attendances.kindergartenName(user),
      orientation: 'landscape',
      blocks: [
        ...summary.activities.map((activity) => ({
          kind: 'table' as const,
          title: `${activity.activityName} – проведени занятия: ${activity.sessionsHeld}`,
          columns: [
            { header: 'Дете', width: 200 },
            { header: 'Група' },
            { header: 'Занятия', width: 70, align: 'right' as const },
            { header: 'Присъствия', width: 70, align: 'right' as const },
            { header: 'Отсъствия', width: 70, align: 'right' as const },
            { header: 'Неотбелязани', width: 80, align: 'right' as const },
          ],
          rows: [
            ...activity.rows.map((row) => [
              row.studentName,
              row.className ?? '—',
              row.sessions,
              row.present,
              row.absent,
              row.unmarked,
            ]),
            ...(activity.rows.length
              ? [
                  [
                    'Общо',
                    '',
                    activity.totals.sessions,
                    activity.totals.present,
                    activity.totals.absent,
                    activity.totals.unmarked,
                  ],
                ]
              : []),
          ],
          emptyText: 'Няма записани деца.',
        })),
        {
          kind: 'paragraph' as const,
          text: `Общо: занятия ${summary.totals.sessions}, присъствия ${summary.totals.present}, отсъствия ${summary.totals.absent}, неотбелязани ${summary.totals.unmarked}.`,
        },
      ],
    });
    return exportFile('pdf', pdf, name);
  }
}

function totalsOf(rows: ActivityAttendanceSummaryRow[]) {
  return {
    sessions: sum(rows, (row) => row.sessions),
    present: sum(rows, (row) => row.present),
    absent: sum(rows, (row) => row.absent),
    unmarked: sum(rows, (row) => row.unmarked),
  };
}

/** The period of a summary: the month when month and year are given, else fromDate – toDate (the schema ensures one). */
function periodOf(query: ActivityAttendanceSummaryQuery): { first: string; last: string } {
  if (query.month !== undefined && query.year !== undefined) {
    const days = daysOfMonth(query.year, query.month);
    return { first: days[0]!, last: days.at(-1)! };
  }
  return { first: query.fromDate!, last: query.toDate! };
}

function subjectOf(query: ActivityAttendanceSummaryQuery, summary: ActivityAttendanceSummary): string {
  const period =
    query.month !== undefined && query.year !== undefined
      ? `${monthLabels[query.month as Month]} ${query.year}`
      : `${bgDate(summary.fromDate)} – ${bgDate(summary.toDate)}`;
  return query.activityId !== undefined && summary.activities.length === 1
    ? `${summary.activities[0]!.activityName}, ${period}`
    : period;
}
