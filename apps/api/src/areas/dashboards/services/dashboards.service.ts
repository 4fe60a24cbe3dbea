import { Injectable } from '@nestjs/common';
import {
  type DashboardSubstitution,
  type KindergartenDashboard,
  type MissingAttendance,
  type ParentDashboard,
  Resource,
  Role,
  type TeacherDashboard,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type DataTopic, type VersionedAnswer, VersionedCache } from '../../../platform/cache/index.js';
import { ForbiddenError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { addDays } from '../../days-off/services/bulgarian-holidays.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { DashboardsRepository } from '../data/dashboards.repository.js';
import { DashboardFeed, type PersonalPart } from './dashboard-feed.service.js';
import { FamilyDashboardsService, NO_DASHBOARD } from './family-dashboards.service.js';
import { type KindergartenFigures, KindergartenFiguresService } from './kindergarten-figures.service.js';

/**
 * The topics of a teacher's dashboard: 'attendance' for the groups, birthdays, missing attendance and the day's status
 * (cells, placements, groups, children, school years, days off, locks), 'communication' for the events and messages,
 * 'staff' for the substitutions (teachers, teacher_substitutions, teacher_substitution_days:
 * migrations/1795300033000-InboxVersions.ts).
 */
const TEACHER_TOPICS: readonly DataTopic[] = ['attendance', 'communication', 'staff'];
/** A parent's: 'attendance' for the children's figures, caps and the day's status; 'communication' for the rest. */
const PARENT_TOPICS: readonly DataTopic[] = ['attendance', 'communication'];

/** Working days looked back for a teacher's missing attendance: two weeks, today included. */
const MISSING_ATTENDANCE_DAYS = 14;

/**
 * GET /api/Dashboards: the signed-in user's dashboard for the selected kindergarten and school year, by role
 * (docs/dashboards.md): a teacher their groups, a parent their children, every other member who reads the whole
 * attendance (canView on StudentAttendances) the kindergarten's; anyone else 403.
 */
@Injectable()
export class DashboardsService {
  constructor(
    private readonly dashboards: DashboardsRepository,
    private readonly feed: DashboardFeed,
    private readonly figures: KindergartenFiguresService,
    private readonly family: FamilyDashboardsService,
    private readonly locks: CalendarLocks,
    private readonly cache: VersionedCache,
  ) {}

  /**
   * The dashboard as stored JSON with its ETag (the route is `@VersionedJson()`): 304 when the reader's copy is
   * current. The handler opens its transactions itself: a cached answer needs none, and a miss computes in the
   * cache's own transaction, never holding two connections.
   */
  async dashboard(user: AuthUser, date = sofiaToday(), ifNoneMatch?: string): Promise<VersionedAnswer> {
    if (user.kindergartenId === null) throw new ForbiddenError(NO_DASHBOARD);
    if (user.role === Role.Teacher) {
      return this.own(user, date, TEACHER_TOPICS, ifNoneMatch, () => this.teacher(user, date));
    }
    if (user.role === Role.Parent) {
      return this.own(user, date, PARENT_TOPICS, ifNoneMatch, () => this.family.parent(user, date));
    }
    const attendance = user.access.find((entry) => entry.resource === Resource.StudentAttendances);
    if (!attendance?.canView) throw new ForbiddenError(NO_DASHBOARD);
    return this.kindergarten(user, date, ifNoneMatch);
  }

  /**
   * A teacher's or a parent's whole dashboard from the versioned cache: every part is the reader's own (their groups,
   * their children, their events and messages), so one entry per user, role, school year and day, current while all
   * of `topics` are (docs/dashboards.md "Speed"). Nothing in it changes with the clock within the day: events are
   * those not ended by the start of the day, and the day is in the key.
   */
  private own(
    user: AuthUser,
    date: string,
    topics: readonly DataTopic[],
    ifNoneMatch: string | undefined,
    compute: () => Promise<TeacherDashboard | ParentDashboard>,
  ): Promise<VersionedAnswer> {
    return this.cache.json(
      user.scope,
      {
        kindergartenId: user.kindergartenId!,
        topic: topics,
        key: `dashboard-${user.role === Role.Teacher ? 'teacher' : 'parent'}/${user.periodId}/${date}`,
        scope: `user:${user.userId}:role:${user.role}`,
      },
      ifNoneMatch,
      compute,
    );
  }

  private async kindergarten(user: AuthUser, date: string, ifNoneMatch: string | undefined): Promise<VersionedAnswer> {
    const kindergartenId = user.kindergartenId!;
    // Both entries' versions in one statement.
    const versions = await this.cache.versions(kindergartenId, ['attendance', 'communication', 'staff']);
    // The kindergarten-wide part is the same for every reader: cached per school year and day, recomputed when the
    // kindergarten's attendance data version changes (apps/api/src/platform/cache).
    const cached = await this.cache.json(
      user.scope,
      { kindergartenId, topic: 'attendance', key: `dashboard/${user.periodId}/${date}`, scope: 'kindergarten' },
      undefined,
      async () => this.figures.figures(kindergartenId, await this.feed.schoolYear(user), date),
      versions.of('attendance'),
    );
    // The reader's own part (events, messages) and the staff of the day: cached per user, role and day, recomputed
    // when the kindergarten's communication or staff data changes (topics 'communication' and 'staff'). The events
    // are those not ended by the start of the day: the answer does not change with the clock within the day.
    const own = await this.cache.json(
      user.scope,
      {
        kindergartenId,
        topic: ['communication', 'staff'],
        key: `dashboard-personal/${date}`,
        scope: `user:${user.userId}:role:${user.role}`,
      },
      undefined,
      () => this.feed.personal(user, date, true),
      versions.of(['communication', 'staff']),
    );
    // One answer over both entries, current while both are: merged once per pair of versions, not per request.
    return this.cache.combined([cached, own], ifNoneMatch, ([figuresJson, personalJson]) => {
      const figures = JSON.parse(figuresJson!.toString()) as KindergartenFigures;
      const personal = JSON.parse(personalJson!.toString()) as PersonalPart;
      const dashboard: KindergartenDashboard = {
        kind: 'kindergarten',
        ...figures,
        ...personal,
        teachersForDay: personal.teachersForDay!,
      };
      return dashboard;
    });
  }

  private async teacher(user: AuthUser, date: string): Promise<TeacherDashboard> {
    const kindergartenId = user.kindergartenId!;
    const year = await this.feed.schoolYear(user);
    const classIds = await this.dashboards.taughtClassIds(kindergartenId, year.id, user.userId);
    return {
      kind: 'teacher',
      ...(await this.feed.dayStatus(kindergartenId, date)),
      groupsForDay: await this.feed.groupsForDay(kindergartenId, year.id, date, classIds),
      teachersSubstitutions: await this.substitutions(user, date, classIds),
      birthdayStudents: await this.feed.birthdayStudents(kindergartenId, year.id, date, classIds),
      missingAttendances: await this.missingAttendances(kindergartenId, year.fromDate, date, classIds),
      ...(await this.feed.eventsAndMessages(user, date)),
    };
  }

  /** The substitutions of the day in the teacher's groups, or where the teacher is the absent or the substitute. */
  private substitutions(user: AuthUser, date: string, classIds: number[]): Promise<DashboardSubstitution[]> {
    return this.dashboards.substitutions(user.kindergartenId, date, classIds, user.userId);
  }

  /**
   * The days of the last two weeks (today included, within the school year) open for attendance entry in each of the
   * teacher's groups — not a weekend, a day off or a locked period (CalendarLocks) — with children left unmarked.
   */
  private async missingAttendances(
    kindergartenId: number,
    yearStart: string,
    date: string,
    classIds: number[],
  ): Promise<MissingAttendance[]> {
    const first = [addDays(date, 1 - MISSING_ATTENDANCE_DAYS), yearStart].sort().at(-1)!;
    const pairs: { classId: number; day: string }[] = [];
    for (const classId of classIds) {
      const locked = await this.locks.lockedDays(kindergartenId, first, date, EntryModule.ChildAttendances, { classId });
      for (let day = first; day <= date; day = addDays(day, 1)) if (!locked.has(day)) pairs.push({ classId, day });
    }
    if (pairs.length === 0) return [];
    return this.dashboards.missingAttendances(kindergartenId, pairs);
  }
}
