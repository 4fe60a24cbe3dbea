import { Injectable } from '@nestjs/common';
import {
  type DashboardBirthday,
  type DashboardEvent,
  type DashboardMessage,
  type DayStatus,
  type GroupDayCounts,
  Role,
  workedStaffStatuses,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { AudienceService } from '../../communication/audience.service.js';
import { excerptOf } from '../../communication/communication-notifier.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { DashboardFeedRepository, type SchoolYear } from '../data/dashboard-feed.repository.js';
import { birthdayWeekOf } from './dashboard-days.js';

/** The parts every dashboard shares: the school year, the day's status, the groups today, birthdays, events, messages. */
@Injectable()
export class DashboardFeed {
  constructor(
    private readonly feed: DashboardFeedRepository,
    private readonly audience: AudienceService,
    private readonly locks: CalendarLocks,
  ) {}

  /** The selected school year of the user's kindergarten (404 when the kindergarten has none). */
  async schoolYear(user: AuthUser): Promise<SchoolYear> {
    const row = await this.feed.schoolYear(user.periodId, user.kindergartenId);
    if (!row) throw new NotFoundError('Няма избрана учебна година.');
    return row;
  }

  /** The day and, when it is not a working day of the kindergarten (a weekend, a day off), why. */
  async dayStatus(kindergartenId: number, date: string): Promise<DayStatus> {
    const locks = await this.locks.dayLocks(kindergartenId, date, date, EntryModule.ChildAttendances);
    const lock = locks.get(date);
    return { date, dayOffReason: lock?.dayOff ? lock.reason : null };
  }

  /** Per group of the school year (or of `classIds`): the children on the day, present, absent and not marked. */
  groupsForDay(kindergartenId: number, periodId: number, date: string, classIds: number[] | null): Promise<GroupDayCounts[]> {
    return this.feed.groupsForDay(kindergartenId, periodId, date, classIds);
  }

  /** The children in the groups (all, or `classIds`) whose birthday falls in the week of `date`, with the age reached. */
  birthdayStudents(
    kindergartenId: number,
    periodId: number,
    date: string,
    classIds: number[] | null,
  ): Promise<DashboardBirthday[]> {
    return this.feed.birthdayStudents(kindergartenId, periodId, date, birthdayWeekOf(date), classIds);
  }

  /** The staff whose birthday falls in the week of `date`. */
  birthdayStaff(kindergartenId: number, date: string): Promise<DashboardBirthday[]> {
    return this.feed.birthdayStaff(kindergartenId, birthdayWeekOf(date));
  }

  /**
   * The next events the user sees (docs/communication.md: read through their audience), from the start of `date` in
   * Sofia. `classIds` replaces the reader's groups (a child's dashboard: the events of the child's group).
   */
  async upcomingEvents(user: AuthUser, date: string, classIds?: number[]): Promise<DashboardEvent[]> {
    const viewer = await this.audience.viewer(user);
    const isStaff = classIds ? false : viewer.isStaff;
    return this.feed.upcomingEvents(user.kindergartenId, date, viewer.userId, isStaff, classIds ?? viewer.classIds);
  }

  /** The reader's upcoming events and latest messages (the teacher's and the parent's dashboards). */
  async eventsAndMessages(user: AuthUser, date: string): Promise<Pick<PersonalPart, 'upcommingEvents' | 'messages'>> {
    const { upcommingEvents, messages } = await this.personal(user, date, false);
    return { upcommingEvents, messages };
  }

  /**
   * What is the reader's own on every dashboard, in one prepared statement (the hot path of the home page): the next
   * events they are addressed by, their newest received messages (their own sent ones left out) and, with
   * `withStaff`, the staff at work and the staff meals of the day.
   */
  async personal(user: AuthUser, date: string, withStaff: boolean): Promise<PersonalPart> {
    const row = await this.feed.personal(
      user.kindergartenId,
      user.userId,
      date,
      user.role !== Role.Parent,
      withStaff,
      workedStaffStatuses,
    );
    return {
      upcommingEvents: row.events,
      messages: row.messages.map(({ content, ...message }) => ({ ...message, text: excerptOf(content) })),
      teachersForDay: row.staff,
      teachersMealTypesForDay: row.meals,
    };
  }
}

export interface PersonalPart {
  upcommingEvents: DashboardEvent[];
  messages: DashboardMessage[];
  /** Null without `withStaff`. */
  teachersForDay: { total: number; present: number; absent: number; unmarked: number } | null;
  teachersMealTypesForDay: { mealType: number; count: number }[];
}
