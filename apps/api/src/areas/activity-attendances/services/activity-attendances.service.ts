import { Injectable } from '@nestjs/common';
import {
  type ActivityAttendanceDay,
  activityAttendanceMessages as messages,
  type ActivityAttendanceMonth,
  ActivityAttendanceStatus as A,
  type AutofillActivityAttendanceRequest,
  type AutofillActivityAttendanceResult,
  Resource,
  Role,
  type SaveActivityAttendancesRequest,
  type SaveResult,
} from '@kg/contracts';
import { assertSaveAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import {
  CalendarLocks,
  type DayLock,
  entryLockArgs,
  EntryModule,
  onScreen,
} from '../../days-off/services/calendar-locks.service.js';
import { addDays, daysOfMonth } from '../../days-off/services/bulgarian-holidays.js';
import { type ActivityReach, type ActivityRow, ActivityAttendancesRepository } from '../data/activity-attendances.repository.js';

/**
 * The calendar's locks that close activity attendance: the days off only (weekends, national and the kindergarten's
 * locking days off). Activities have no module lock of their own in ModuleSettings (spec 1 §3 names five lock groups,
 * none for activities), so the lock of the children's attendance does not close them (docs/activities.md).
 */
const LOCKS = EntryModule.ChildAttendances;
const dayOffOnly = (locks: Map<string, DayLock>): Map<string, DayLock> => new Map([...locks].filter(([, lock]) => lock.dayOff));

/** DayOfWeek of a calendar day: 1 Monday … 7 Sunday. */
export const weekdayOf = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;

/** The days from `first` to `last` inclusive. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whether the activity takes place on the day: a weekday of its schedule, within its active dates. */
export const isSessionDay = (activity: Pick<ActivityRow, 'weekdays' | 'activeFrom' | 'activeTo'>, day: string): boolean =>
  activity.weekdays.includes(weekdayOf(day)) &&
  day >= activity.activeFrom &&
  (activity.activeTo === null || day <= activity.activeTo);

const covers = (ranges: { from: string; to: string | null }[], day: string): boolean =>
  ranges.some((range) => range.from <= day && (range.to === null || range.to >= day));

/**
 * The month grid of an activity, its bulk save and the autofill from the kindergarten's attendance (spec 2 §7.2
 * "Attendance"; docs/activities.md "Activity attendance").
 */
@Injectable()
export class ActivityAttendancesService {
  constructor(
    private readonly attendances: ActivityAttendancesRepository,
    private readonly locks: CalendarLocks,
  ) {}

  /** The month grid: four statements (the activity, its children, their marks, the calendar's locks). */
  async month(user: AuthUser, activityId: number, month: number, year: number): Promise<ActivityAttendanceMonth> {
    const reach = this.reach(user);
    const activity = await this.activity(user, activityId, reach);
    const monthDays = daysOfMonth(year, month);
    const [first, last] = [monthDays[0]!, monthDays.at(-1)!];
    // One after the other: the statements share the request's transaction (one connection).
    const children = await this.attendances.children(user, activityId, first, last, reach);
    const locked = await this.dayOffLocks(user, first, last);
    if (reach === 'parent' && !children.length) throw new NotFoundError(messages.activityNotFound);
    const marks = children.length
      ? await this.attendances.marks(
          activityId,
          children.map((child) => child.studentId),
          first,
          last,
        )
      : [];
    const markOf = new Map(marks.map((mark) => [`${mark.studentId}/${mark.forDate}`, mark.status]));
    const today = sofiaToday();
    const sessionDays = monthDays.filter((day) => isSessionDay(activity, day));
    const rows = children.map((child) => {
      const cells = sessionDays.map((forDate) => {
        const enrolled = covers(child.ranges, forDate);
        return { forDate, status: enrolled ? (markOf.get(`${child.studentId}/${forDate}`) ?? null) : null, enrolled };
      });
      return {
        studentId: child.studentId,
        studentName: child.studentName,
        className: child.className,
        present: cells.filter((cell) => cell.status === A.Present).length,
        absent: cells.filter((cell) => cell.status === A.Absent).length,
        cells,
      };
    });
    const days: ActivityAttendanceDay[] = sessionDays.map((forDate, index) => {
      const lock = locked.get(forDate);
      const column = rows.map((row) => row.cells[index]!);
      return {
        forDate,
        isDayOff: !!lock,
        isDayLocked: !!lock,
        lockReason: lock?.reason ?? null,
        isFuture: forDate > today,
        present: column.filter((cell) => cell.status === A.Present).length,
        absent: column.filter((cell) => cell.status === A.Absent).length,
        enrolled: column.filter((cell) => cell.enrolled).length,
      };
    });
    return {
      activityId: activity.id,
      activityName: activity.name,
      month,
      year,
      weekdays: activity.weekdays,
      canEdit: this.mayWrite(user, activity),
      days,
      rows,
      totals: {
        present: rows.reduce((sum, row) => sum + row.present, 0),
        absent: rows.reduce((sum, row) => sum + row.absent, 0),
      },
    };
  }

  /**
   * Saves many cells of one activity in the request's transaction: all or nothing. The first bad cell (in the order
   * sent) refuses the whole save with a Bulgarian message naming the child and the day.
   */
  async save(user: AuthUser, body: SaveActivityAttendancesRequest): Promise<SaveResult> {
    const ids = body.cells.map((cell) => cell.studentId);
    const dates = body.cells.map((cell) => cell.forDate);
    const sorted = [...dates].sort();
    const [first, last] = [sorted[0]!, sorted.at(-1)!];
    // One statement for everything the save checks: the activity, each cell and the locks of the saved days.
    const found = await this.attendances.saveChecks(
      user,
      body.activityId,
      ids,
      dates,
      entryLockArgs(user.kindergartenId!, LOCKS, first, last, null),
    );
    const activity = found.activity;
    if (!activity || (this.reach(user) === 'teacher' && !activity.leads)) throw new NotFoundError(messages.activityNotFound);
    const checks = found.cells;
    // Clearing a cell is an edit of the grid, not a deletion of a record: 'update'.
    const creates = checks.some((check) => check.storedStatus === null);
    const updates = checks.some((check) => check.storedStatus !== null);
    assertSaveAllowed(user, Resource.ActivityAttendances, { creates, updates });
    const entry = this.entry(user);
    const everyActivity = (!creates || entry?.canCreate) && (!updates || entry?.canEdit);
    if (!everyActivity && !activity.leads) throw new ForbiddenError();

    const locked = dayOffOnly(this.locks.fromRows(found.locks, first, last, LOCKS));
    const today = sofiaToday();
    body.cells.forEach((cell, index) => {
      const check = checks[index]!;
      const child = check.name ?? `Дете № ${cell.studentId}`;
      const day = onScreen(cell.forDate);
      const refuse = (message: string): never => {
        throw new BadInputError(message, { [`cells.${index}`]: [message] });
      };
      if (!isSessionDay(activity, cell.forDate)) refuse(messages.notSessionDay(child, day));
      if (cell.forDate > today) refuse(messages.future(child, day));
      const lock = locked.get(cell.forDate);
      if (lock) refuse(messages.locked(child, lock.reason));
      if (!check.enrolled) refuse(messages.notEnrolled(child, day));
    });

    const kept = body.cells.filter((cell) => cell.status !== null);
    const cleared = body.cells.filter((cell) => cell.status === null);
    if (kept.length) {
      await this.attendances.upsert(user, activity.id, {
        studentIds: kept.map((cell) => cell.studentId),
        days: kept.map((cell) => cell.forDate),
        statuses: kept.map((cell) => cell.status!),
      });
    }
    if (cleared.length) {
      await this.attendances.clear(
        activity.id,
        cleared.map((cell) => cell.studentId),
        cleared.map((cell) => cell.forDate),
      );
    }
    return { isSuccessful: true, entityId: null };
  }

  /**
   * Fills the empty cells of the month's open session days up to today from the kindergarten's attendance (a child
   * absent from the kindergarten was absent from the activity); never changes a mark.
   */
  async autofill(user: AuthUser, body: AutofillActivityAttendanceRequest): Promise<AutofillActivityAttendanceResult> {
    const activity = await this.activity(user, body.activityId, this.reach(user));
    if (!this.entry(user)?.canCreate && !activity.leads) throw new ForbiddenError();
    const monthDays = daysOfMonth(body.year, body.month);
    const today = sofiaToday();
    const sessions = monthDays.filter((day) => day <= today && isSessionDay(activity, day));
    if (!sessions.length) return { filled: 0, present: 0, absent: 0 };
    const locked = await this.dayOffLocks(user, sessions[0]!, sessions.at(-1)!);
    const open = sessions.filter((day) => !locked.has(day));
    if (!open.length) return { filled: 0, present: 0, absent: 0 };
    return this.attendances.autofill(user, activity.id, open);
  }

  // ---- shared with the summary ----

  /** Readers with upper-case R see every activity, a parent their own children, others the activities they lead. */
  reach(user: AuthUser): ActivityReach {
    return this.entry(user)?.canView ? 'all' : user.role === Role.Parent ? 'parent' : 'teacher';
  }

  /** The days off between two days (the locks that close activity attendance). */
  async dayOffLocks(user: AuthUser, first: string, last: string): Promise<Map<string, DayLock>> {
    return dayOffOnly(await this.locks.dayLocks(user.kindergartenId!, first, last, LOCKS));
  }

  private async activity(user: AuthUser, activityId: number, reach: ActivityReach): Promise<ActivityRow> {
    const activity = await this.attendances.activity(user, activityId);
    if (!activity || (reach === 'teacher' && !activity.leads)) throw new NotFoundError(messages.activityNotFound);
    return activity;
  }

  private mayWrite(user: AuthUser, activity: ActivityRow): boolean {
    const entry = this.entry(user);
    if (!entry || !(entry.create || entry.update)) return false;
    return (entry.canCreate && entry.canEdit) || activity.leads;
  }

  private entry(user: AuthUser) {
    return user.access.find((item) => item.resource === Resource.ActivityAttendances);
  }
}
