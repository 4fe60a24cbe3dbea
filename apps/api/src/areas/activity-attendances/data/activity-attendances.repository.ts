import { Injectable } from '@nestjs/common';
import type { ActivityAttendanceStatus, AutofillActivityAttendanceResult } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import type { EntryLockArgs } from '../../days-off/data/calendar-locks.repository.js';
import type { EntryLockRow } from '../../days-off/data/calendar-locks.sql.js';
import {
  ACTIVITY_SQL,
  AUTOFILL_SQL,
  GRID_MARKS_SQL,
  GRID_ROWS_SQL,
  KINDERGARTEN_NAME_SQL,
  SAVE_CHECKS_SQL,
  SAVE_DELETE_SQL,
  SAVE_UPSERT_SQL,
  SUMMARY_ACTIVITIES_SQL,
  SUMMARY_ENROLMENTS_SQL,
  SUMMARY_MARKS_SQL,
} from './activity-attendances.sql.js';

/** Whose rows a reader sees: every activity, a parent's own children, or the activities a teacher leads. */
export type ActivityReach = 'all' | 'parent' | 'teacher';

/** An activity with its schedule's weekdays and whether the user leads it (ACTIVITY_SQL). */
export interface ActivityRow {
  id: number;
  name: string;
  activeFrom: string;
  activeTo: string | null;
  /** DayOfWeek: 1 Monday … 7 Sunday. */
  weekdays: number[];
  leads: boolean;
}

/** A child of the month grid with its enrolment ranges (GRID_ROWS_SQL). */
export interface GridChild {
  studentId: number;
  studentName: string;
  className: string | null;
  ranges: { from: string; to: string | null }[];
}

export interface Mark {
  studentId: number;
  forDate: string;
  status: ActivityAttendanceStatus;
}

/** A saved cell's checks, by its index in the save (SAVE_CHECKS_SQL `cells`). */
export interface SaveCellCheck {
  index: number;
  storedStatus: ActivityAttendanceStatus | null;
  enrolled: boolean;
  name: string | null;
}

export interface SaveChecks {
  activity: ActivityRow | null;
  cells: SaveCellCheck[];
  locks: EntryLockRow[];
}

/** An enrolment of a summary (SUMMARY_ENROLMENTS_SQL). */
export interface SummaryEnrolment {
  activityId: number;
  studentId: number;
  studentName: string;
  className: string | null;
  fromDate: string;
  toDate: string | null;
}

export interface SummaryMarks {
  activityId: number;
  studentId: number;
  present: number;
  absent: number;
}

/** The statements of activity attendance (activity-attendances.sql.ts); the month grid's are prepared. */
@Injectable()
export class ActivityAttendancesRepository {
  constructor(private readonly db: Db) {}

  async activity(user: AuthUser, activityId: number): Promise<ActivityRow | undefined> {
    const [row] = await this.db.prepared<ActivityRow>('activity-attendance-activity', ACTIVITY_SQL, [
      activityId,
      user.kindergartenId,
      user.userId,
    ]);
    return row;
  }

  children(user: AuthUser, activityId: number, first: string, last: string, reach: ActivityReach): Promise<GridChild[]> {
    return this.db.prepared<GridChild>('activity-attendance-rows', GRID_ROWS_SQL, [
      activityId,
      user.kindergartenId,
      first,
      last,
      reach,
      user.userId,
    ]);
  }

  marks(activityId: number, studentIds: number[], first: string, last: string): Promise<Mark[]> {
    return this.db.prepared<Mark>('activity-attendance-marks', GRID_MARKS_SQL, [activityId, studentIds, first, last]);
  }

  async saveChecks(
    user: AuthUser,
    activityId: number,
    studentIds: number[],
    days: string[],
    lockArgs: EntryLockArgs,
  ): Promise<SaveChecks> {
    return this.db.sql.one<SaveChecks>(SAVE_CHECKS_SQL, [
      activityId,
      user.kindergartenId,
      user.userId,
      studentIds,
      days,
      ...lockArgs,
    ]);
  }

  async upsert(user: AuthUser, activityId: number, cells: { studentIds: number[]; days: string[]; statuses: number[] }) {
    await this.db.sql.exec(SAVE_UPSERT_SQL, [
      user.kindergartenId,
      activityId,
      user.userId,
      cells.studentIds,
      cells.days,
      cells.statuses,
    ]);
  }

  async clear(activityId: number, studentIds: number[], days: string[]): Promise<void> {
    await this.db.sql.exec(SAVE_DELETE_SQL, [activityId, studentIds, days]);
  }

  autofill(user: AuthUser, activityId: number, days: string[]): Promise<AutofillActivityAttendanceResult> {
    return this.db.sql.one<AutofillActivityAttendanceResult>(AUTOFILL_SQL, [user.kindergartenId, activityId, user.userId, days]);
  }

  summaryActivities(
    user: AuthUser,
    first: string,
    last: string,
    activityId: number | null,
    reach: ActivityReach,
  ): Promise<ActivityRow[]> {
    return this.db.sql.many<ActivityRow>(SUMMARY_ACTIVITIES_SQL, [
      user.kindergartenId,
      first,
      last,
      activityId,
      reach,
      user.userId,
    ]);
  }

  summaryEnrolments(
    user: AuthUser,
    activityIds: number[],
    first: string,
    last: string,
    classId: number | null,
    reach: ActivityReach,
  ): Promise<SummaryEnrolment[]> {
    return this.db.sql.many<SummaryEnrolment>(SUMMARY_ENROLMENTS_SQL, [
      user.kindergartenId,
      activityIds,
      first,
      last,
      classId,
      reach,
      user.userId,
    ]);
  }

  summaryMarks(
    activityIds: number[],
    studentIds: number[],
    held: { activityId: number; day: string }[],
  ): Promise<SummaryMarks[]> {
    return this.db.sql.many<SummaryMarks>(SUMMARY_MARKS_SQL, [
      activityIds,
      studentIds,
      held.map((item) => item.activityId),
      held.map((item) => item.day),
    ]);
  }

  async kindergartenName(user: AuthUser): Promise<string> {
    return (await this.db.sql.one<{ name: string }>(KINDERGARTEN_NAME_SQL, [user.kindergartenId])).name;
  }
}
