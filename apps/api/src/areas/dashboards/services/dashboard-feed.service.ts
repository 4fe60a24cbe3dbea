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
import { Db } from '../../../platform/database/db.service.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { audienceReachesSql, AudienceService } from '../../communication/audience.service.js';
import { excerptOf } from '../../communication/communication-notifier.js';
import { CalendarLocks, EntryModule } from '../../days-off/services/calendar-locks.service.js';
import { birthdayWeekOf } from './dashboard-days.js';

export const BG = 'COLLATE "bg-BG-x-icu"';
const STUDENT_NAME = `concat_ws(' ', s.first_name, s.middle_name, s.last_name)`;

/**
 * The children in the groups of a school year on a day: own placements (`student_classes`) and guests
 * (`guest_placements`). Parameters: $1 kindergarten, $2 school year, $3 day.
 */
export const ROSTER_SQL = `
  SELECT sc.student_id, sc.class_id FROM student_classes sc JOIN classes c ON c.id = sc.class_id
   WHERE sc.kindergarten_id = $1 AND c.period_id = $2 AND sc.from_date <= $3::date AND (sc.to_date IS NULL OR sc.to_date >= $3::date)
  UNION ALL
  SELECT g.student_id, g.class_id FROM guest_placements g JOIN classes c ON c.id = g.class_id
   WHERE g.kindergarten_id = $1 AND c.period_id = $2 AND g.from_date <= $3::date AND g.to_date >= $3::date`;

const EVENT_LIMIT = 5;
const MESSAGE_LIMIT = 5;

export interface SchoolYear {
  id: number;
  fromDate: string;
  toDate: string;
}

/** The parts every dashboard shares: the school year, the day's status, the groups today, birthdays, events, messages. */
@Injectable()
export class DashboardFeed {
  constructor(
    private readonly db: Db,
    private readonly audience: AudienceService,
    private readonly locks: CalendarLocks,
  ) {}

  /** The selected school year of the user's kindergarten (404 when the kindergarten has none). */
  async schoolYear(user: AuthUser): Promise<SchoolYear> {
    const [row] = await this.db.manager.query<SchoolYear[]>(
      `SELECT id, from_date::text AS "fromDate", to_date::text AS "toDate" FROM kindergarten_periods
        WHERE id = $1 AND kindergarten_id = $2`,
      [user.periodId, user.kindergartenId],
    );
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
    return this.db.manager.query(
      `WITH roster AS (${ROSTER_SQL})
       SELECT c.id AS "classId", c.name, count(r.student_id)::int AS total,
              count(a.id) FILTER (WHERE attendance_kind(a.type, a.for_date) = 1)::int AS present,
              count(a.id) FILTER (WHERE attendance_kind(a.type, a.for_date) IN (2, 3))::int AS absent,
              count(r.student_id) FILTER (WHERE a.id IS NULL)::int AS unmarked
         FROM classes c
         LEFT JOIN roster r ON r.class_id = c.id
         LEFT JOIN student_attendances a ON a.kindergarten_id = $1 AND a.student_id = r.student_id AND a.for_date = $3::date
        WHERE c.kindergarten_id = $1 AND c.period_id = $2 AND ($4::int[] IS NULL OR c.id = ANY ($4))
        GROUP BY c.id, c.name
        ORDER BY c.name ${BG}, c.id`,
      [kindergartenId, periodId, date, classIds],
    );
  }

  /** The children in the groups (all, or `classIds`) whose birthday falls in the week of `date`, with the age reached. */
  birthdayStudents(
    kindergartenId: number,
    periodId: number,
    date: string,
    classIds: number[] | null,
  ): Promise<DashboardBirthday[]> {
    const week = birthdayWeekOf(date);
    return this.db.manager.query(
      `WITH roster AS (${ROSTER_SQL}), week AS (SELECT * FROM unnest($4::text[], $5::date[]) AS w(month_day, day))
       SELECT s.id, ${STUDENT_NAME} AS name, s.birth_date::text AS "birthDate", w.day::text AS birthday,
              (extract(year FROM w.day) - extract(year FROM s.birth_date))::int AS age, c.name AS title
         FROM roster r
         JOIN students s ON s.id = r.student_id AND s.kindergarten_id = $1
         JOIN classes c ON c.id = r.class_id
         JOIN week w ON w.month_day = to_char(s.birth_date, 'MM-DD')
        WHERE $6::int[] IS NULL OR r.class_id = ANY ($6)
        ORDER BY w.day, s.first_name ${BG}, s.last_name ${BG}, s.id`,
      [kindergartenId, periodId, date, week.monthDays, week.days, classIds],
    );
  }

  /** The staff whose birthday falls in the week of `date`. */
  birthdayStaff(kindergartenId: number, date: string): Promise<DashboardBirthday[]> {
    const week = birthdayWeekOf(date);
    return this.db.manager.query(
      `WITH week AS (SELECT * FROM unnest($2::text[], $3::date[]) AS w(month_day, day))
       SELECT t.id, concat_ws(' ', t.first_name, t.middle_name, t.last_name) AS name, t.birth_date::text AS "birthDate",
              w.day::text AS birthday, (extract(year FROM w.day) - extract(year FROM t.birth_date))::int AS age,
              t.occupation AS title
         FROM teachers t JOIN week w ON w.month_day = to_char(t.birth_date, 'MM-DD')
        WHERE t.kindergarten_id = $1 AND t.birth_date IS NOT NULL
        ORDER BY w.day, t.first_name ${BG}, t.last_name ${BG}, t.id`,
      [kindergartenId, week.monthDays, week.days],
    );
  }

  /**
   * The next events the user sees (docs/communication.md: read through their audience), from the start of `date` in
   * Sofia. `classIds` replaces the reader's groups (a child's dashboard: the events of the child's group).
   */
  async upcomingEvents(user: AuthUser, date: string, classIds?: number[]): Promise<DashboardEvent[]> {
    const viewer = await this.audience.viewer(user);
    const isStaff = classIds ? false : viewer.isStaff;
    return this.db.manager.query(
      `SELECT e.id, e.title, e.starts_at AS "startsAt", e.ends_at AS "endsAt", e.all_day AS "allDay"
         FROM events e
        WHERE e.kindergarten_id = $1 AND e.ends_at >= ($2::date)::timestamp AT TIME ZONE 'Europe/Sofia'
          AND ${audienceReachesSql('e', { id: '$3', isStaff: '$4', classIds: '$5' })}
        ORDER BY e.starts_at, e.id
        LIMIT ${EVENT_LIMIT}`,
      [user.kindergartenId, date, viewer.userId, isStaff, classIds ?? viewer.classIds],
    );
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
    const [row] = await this.db.prepared<{
      events: DashboardEvent[];
      messages: (Omit<DashboardMessage, 'text'> & { content: string })[];
      staff: PersonalPart['teachersForDay'];
      meals: PersonalPart['teachersMealTypesForDay'];
    }>('dashboard-personal', PERSONAL_SQL, [
      user.kindergartenId,
      user.userId,
      date,
      user.role !== Role.Parent,
      withStaff,
      workedStaffStatuses,
    ]);
    return {
      upcommingEvents: row!.events,
      messages: row!.messages.map(({ content, ...message }) => ({ ...message, text: excerptOf(content) })),
      teachersForDay: row!.staff,
      teachersMealTypesForDay: row!.meals,
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

/** $1 kindergarten, $2 user, $3 day, $4 the reader is staff, $5 with the staff figures, $6 the worked staff statuses. */
const PERSONAL_SQL = `
  WITH viewer AS (SELECT viewer_class_ids($1, $2, $3::date) AS class_ids)
  SELECT
    (SELECT coalesce(json_agg(e ORDER BY e."startsAt", e.id), '[]') FROM (
       SELECT e.id, e.title, e.starts_at AS "startsAt", e.ends_at AS "endsAt", e.all_day AS "allDay"
         FROM events e, viewer v
        WHERE e.kindergarten_id = $1 AND e.ends_at >= ($3::date)::timestamp AT TIME ZONE 'Europe/Sofia'
          AND ${audienceReachesSql('e', { id: '$2', isStaff: '$4', classIds: 'v.class_ids' })}
        ORDER BY e.starts_at, e.id LIMIT ${EVENT_LIMIT}) e) AS events,
    (SELECT coalesce(json_agg(m ORDER BY m.date DESC, m.id DESC), '[]') FROM (
       SELECT m.id, r.created_at AS date, m.title, m.content,
              (r.seen_at IS NOT NULL AND r.unseen_replies = 0) AS "seenByCurrentUser"
         FROM message_recipients r JOIN messages m ON m.id = r.message_id
        WHERE r.user_id = $2 AND r.kindergarten_id = $1 AND NOT r.is_author
        ORDER BY r.created_at DESC, r.message_id DESC LIMIT ${MESSAGE_LIMIT}) m) AS messages,
    (SELECT json_build_object('total', count(*), 'present', count(*) FILTER (WHERE ta.type = ANY ($6::smallint[])),
                              'absent', count(ta.id) FILTER (WHERE NOT ta.type = ANY ($6::smallint[])),
                              'unmarked', count(*) FILTER (WHERE ta.id IS NULL))
       FROM teachers t LEFT JOIN teacher_attendances ta ON ta.teacher_id = t.id AND ta.for_date = $3::date
      WHERE $5 AND t.kindergarten_id = $1
     HAVING $5) AS staff,
    (SELECT coalesce(json_agg(x ORDER BY x."mealType"), '[]') FROM (
       SELECT meal_type AS "mealType", count(*)::int AS count FROM teacher_meals
        WHERE $5 AND kindergarten_id = $1 AND for_date = $3::date GROUP BY meal_type) x) AS meals`;
