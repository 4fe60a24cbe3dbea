import { Injectable } from '@nestjs/common';
import type { DashboardBirthday, DashboardEvent, DashboardMessage, GroupDayCounts } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { audienceReachesSql } from '../../communication/data/audience.sql.js';
import { ABSENT, BG, EVENT_COLUMNS, EVENT_LIMIT, PERSONAL_SQL, PRESENT, ROSTER_SQL, STUDENT_NAME } from './dashboards.sql.js';

export interface SchoolYear {
  id: number;
  fromDate: string;
  toDate: string;
}

/** The reader's own part of a dashboard as one statement answers it (the messages with their content). */
export interface PersonalRow {
  events: DashboardEvent[];
  messages: (Omit<DashboardMessage, 'text'> & { content: string })[];
  /** Null without the staff figures. */
  staff: { total: number; present: number; absent: number; unmarked: number } | null;
  meals: { mealType: number; count: number }[];
}

/** A birthday week: each day's 'MM-DD' and the day itself (`birthdayWeekOf`). */
export interface BirthdayWeek {
  monthDays: string[];
  days: string[];
}

/** The statements every dashboard shares (docs/dashboards.md); every row typed. */
@Injectable()
export class DashboardFeedRepository {
  constructor(private readonly db: Db) {}

  schoolYear(periodId: number | null, kindergartenId: number | null): Promise<SchoolYear | undefined> {
    return this.db.sql.maybe<SchoolYear>(
      `SELECT id, from_date::text AS "fromDate", to_date::text AS "toDate" FROM kindergarten_periods
        WHERE id = $1 AND kindergarten_id = $2`,
      [periodId, kindergartenId],
    );
  }

  /** Per group of the school year (or of `classIds`): the children on the day, present, absent and not marked. */
  groupsForDay(kindergartenId: number, periodId: number, date: string, classIds: number[] | null): Promise<GroupDayCounts[]> {
    return this.db.sql.many<GroupDayCounts>(
      `WITH roster AS (${ROSTER_SQL})
       SELECT c.id AS "classId", c.name, count(r.student_id)::int AS total,
              count(a.id) FILTER (WHERE ${PRESENT})::int AS present,
              count(a.id) FILTER (WHERE ${ABSENT})::int AS absent,
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

  /** The children in the groups (all, or `classIds`) whose birthday falls in the week, with the age reached. */
  birthdayStudents(
    kindergartenId: number,
    periodId: number,
    date: string,
    week: BirthdayWeek,
    classIds: number[] | null,
  ): Promise<DashboardBirthday[]> {
    return this.db.sql.many<DashboardBirthday>(
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

  /** The staff whose birthday falls in the week. */
  birthdayStaff(kindergartenId: number, week: BirthdayWeek): Promise<DashboardBirthday[]> {
    return this.db.sql.many<DashboardBirthday>(
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
   * The next events a reader (user, staff or not, groups) is addressed by, from the start of `date` in Sofia (an all-day
   * event's days as Sofia calendar days: EVENT_COLUMNS).
   */
  upcomingEvents(
    kindergartenId: number | null,
    date: string,
    userId: number,
    isStaff: boolean,
    classIds: number[],
  ): Promise<DashboardEvent[]> {
    return this.db.sql.many<DashboardEvent>(
      `SELECT ${EVENT_COLUMNS}
         FROM events e
        WHERE e.kindergarten_id = $1 AND e.ends_at >= ($2::date)::timestamp AT TIME ZONE 'Europe/Sofia'
          AND ${audienceReachesSql('e', { id: '$3', isStaff: '$4', classIds: '$5' })}
        ORDER BY e.starts_at, e.id
        LIMIT ${EVENT_LIMIT}`,
      [kindergartenId, date, userId, isStaff, classIds],
    );
  }

  /** The reader's own part in one named prepared statement (the hot path of the home page). */
  async personal(
    kindergartenId: number | null,
    userId: number,
    date: string,
    isStaff: boolean,
    withStaff: boolean,
    workedStatuses: readonly number[],
  ): Promise<PersonalRow> {
    const [row] = await this.db.prepared<PersonalRow>('dashboard-personal', PERSONAL_SQL, [
      kindergartenId,
      userId,
      date,
      isStaff,
      withStaff,
      workedStatuses,
    ]);
    return row!;
  }
}
