import { Injectable } from '@nestjs/common';
import type {
  ActivityDetails,
  ActivityOption,
  ActivityOverviewQuery,
  ActivityOverviewRow,
  ActivityScheduleSlot,
  ActivityTypeOption,
  PagedResult,
  ParentChildActivities,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import { activityFrom, BG, DETAILS_COLUMNS, overviewSelect, PARENT_ACTIVITIES_SQL, runsOn } from './activities.sql.js';

/** An activity's own columns, written once for insert and update. */
export interface ActivityColumns {
  provider_id: number;
  activity_type_id: number;
  name: string;
  description: string | null;
  teacher_id: number | null;
  provider_teacher_name: string | null;
  capacity: number | null;
  price_model: number;
  price_cents: number;
  minimum_cents: number | null;
  active_from: string;
  active_to: string | null;
  enrollment_requests_enabled: boolean;
  delistment_enabled: boolean;
}

/** The statements of the director's activities and the parents' offer (docs/activities.md "Activities"). */
@Injectable()
export class ActivitiesRepository {
  constructor(private readonly db: Db) {}

  list(user: AuthUser, today: string, query: ActivityOverviewQuery): Promise<PagedResult<ActivityOverviewRow>> {
    const scope = { kindergartenId: user.kindergartenId, periodId: user.periodId, today };
    return pagedQuery<ActivityOverviewRow>(this.db.manager, overviewSelect(scope, query), query);
  }

  find(user: AuthUser, today: string, id: number): Promise<ActivityDetails | undefined> {
    return this.db.sql.maybe<ActivityDetails>(
      `SELECT ${DETAILS_COLUMNS} ${activityFrom('$1', '$2')} WHERE a.id = $3 AND a.kindergarten_id = $4`,
      [today, user.periodId, id, user.kindergartenId],
    );
  }

  types(): Promise<ActivityTypeOption[]> {
    return this.db.sql.many<ActivityTypeOption>(`SELECT id, name FROM activity_types ORDER BY name ${BG}, id`);
  }

  /** The kindergarten's activities by name; with `onlyActive` those running today. */
  options(user: AuthUser, today: string, onlyActive: boolean): Promise<ActivityOption[]> {
    return this.db.sql.many<ActivityOption>(
      `SELECT a.id, a.name FROM activities a
        WHERE a.kindergarten_id = $1 AND (NOT $2 OR ${runsOn('$3::date')}) ORDER BY a.name ${BG}, a.id`,
      [user.kindergartenId, onlyActive, today],
    );
  }

  /** The kindergarten's activities whose delistment parents may request, not ended before today. */
  withDelistmentEnabled(user: AuthUser, today: string): Promise<ActivityOption[]> {
    return this.db.sql.many<ActivityOption>(
      `SELECT a.id, a.name FROM activities a
        WHERE a.kindergarten_id = $1 AND a.delistment_enabled AND (a.active_to IS NULL OR a.active_to >= $2::date)
        ORDER BY a.name ${BG}, a.id`,
      [user.kindergartenId, today],
    );
  }

  /** The activity of the kindergarten, locked for the write. */
  locked(user: AuthUser, id: number): Promise<{ id: number } | undefined> {
    return this.db.sql.maybe<{ id: number }>(`SELECT id FROM activities WHERE id = $1 AND kindergarten_id = $2 FOR UPDATE`, [
      id,
      user.kindergartenId,
    ]);
  }

  async providerWorksHere(user: AuthUser, providerId: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM activity_provider_kindergartens WHERE provider_id = $1 AND kindergarten_id = $2`,
      [providerId, user.kindergartenId],
    );
    return row !== undefined;
  }

  async typeExists(typeId: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(`SELECT 1 AS found FROM activity_types WHERE id = $1`, [typeId]);
    return row !== undefined;
  }

  /** Whether the staff record is one of the kindergarten's pedagogical staff (GET /api/Teachers/for-activities). */
  async isActivityTeacher(user: AuthUser, teacherId: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM teachers WHERE id = $1 AND kindergarten_id = $2 AND is_pedagogical`,
      [teacherId, user.kindergartenId],
    );
    return row !== undefined;
  }

  /** How many of `classIds` are groups of the kindergarten's school year `periodId`. */
  async countGroupsOfYear(user: AuthUser, classIds: number[]): Promise<number> {
    const row = await this.db.sql.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM classes WHERE id = ANY($1::int[]) AND kindergarten_id = $2 AND period_id = $3`,
      [classIds, user.kindergartenId, user.periodId],
    );
    return row.count;
  }

  /** Children enrolled today or from a later day (their enrolment not ended before today). */
  async enrolledFromToday(activityId: number, today: string): Promise<number> {
    const row = await this.db.sql.one<{ count: number }>(
      `SELECT count(DISTINCT student_id)::int AS count FROM activity_students
        WHERE activity_id = $1 AND (to_date IS NULL OR to_date >= $2::date)`,
      [activityId, today],
    );
    return row.count;
  }

  /**
   * The groups of the school year the activity is open to now but `keep` leaves out, which still hold a child
   * enrolled in the activity (enrolment and placement in the group not ended before today): the first by name.
   */
  groupWithEnrolledChildren(
    user: AuthUser,
    activityId: number,
    keep: number[],
    today: string,
  ): Promise<{ name: string } | undefined> {
    return this.db.sql.maybe<{ name: string }>(
      `SELECT c.name FROM activity_classes ac JOIN classes c ON c.id = ac.class_id
        WHERE ac.activity_id = $1 AND c.period_id = $2 AND NOT (ac.class_id = ANY($3::int[]))
          AND EXISTS (SELECT 1 FROM activity_students e JOIN student_classes sc ON sc.student_id = e.student_id
                       WHERE e.activity_id = ac.activity_id AND (e.to_date IS NULL OR e.to_date >= $4::date)
                         AND sc.class_id = c.id AND (sc.to_date IS NULL OR sc.to_date >= $4::date))
        ORDER BY c.name ${BG} LIMIT 1`,
      [activityId, user.periodId, keep, today],
    );
  }

  async insert(user: AuthUser, columns: ActivityColumns): Promise<number> {
    const { id } = await this.db.sql.insert('activities', { kindergarten_id: user.kindergartenId, ...columns });
    return id;
  }

  async update(user: AuthUser, id: number, columns: ActivityColumns): Promise<void> {
    await this.db.sql.update('activities', { ...columns, updated_at: NOW }, { id, kindergarten_id: user.kindergartenId });
  }

  /** The groups of the selected school year become exactly `classIds`; other years' groups stay. */
  async setGroups(user: AuthUser, activityId: number, classIds: number[]): Promise<void> {
    await this.db.sql.exec(
      `DELETE FROM activity_classes ac USING classes c
        WHERE c.id = ac.class_id AND ac.activity_id = $1 AND c.period_id = $2 AND NOT (ac.class_id = ANY($3::int[]))`,
      [activityId, user.periodId, classIds],
    );
    await this.db.sql.exec(
      `INSERT INTO activity_classes (kindergarten_id, activity_id, class_id)
       SELECT $1, $2, unnest($3::int[]) ON CONFLICT DO NOTHING`,
      [user.kindergartenId, activityId, classIds],
    );
  }

  /** The weekly slots become exactly `schedule`. */
  async setSchedule(user: AuthUser, activityId: number, schedule: ActivityScheduleSlot[]): Promise<void> {
    await this.db.sql.exec(`DELETE FROM activity_schedule WHERE activity_id = $1`, [activityId]);
    await this.db.sql.exec(
      `INSERT INTO activity_schedule (kindergarten_id, activity_id, day_of_week, starts_at, ends_at)
       SELECT $1, $2, slot.day, slot.starts, slot.ends
         FROM unnest($3::smallint[], $4::time[], $5::time[]) AS slot (day, starts, ends)`,
      [
        user.kindergartenId,
        activityId,
        schedule.map((slot) => slot.dayOfWeek),
        schedule.map((slot) => slot.startsAt),
        schedule.map((slot) => slot.endsAt),
      ],
    );
  }

  /** Whether a child was ever enrolled or any attendance was recorded. */
  async hasHistory(activityId: number): Promise<boolean> {
    const row = await this.db.sql.one<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM activity_students WHERE activity_id = $1)
           OR EXISTS (SELECT 1 FROM activity_attendances WHERE activity_id = $1) AS found`,
      [activityId],
    );
    return row.found;
  }

  /** Deletes the activity; its groups, hours and requests go with it (ON DELETE CASCADE). */
  async delete(user: AuthUser, id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM activities WHERE id = $1 AND kindergarten_id = $2`, [id, user.kindergartenId]);
  }

  /**
   * The user's own children in the kindergarten (reach: their parent records), each with its group today and the
   * activities open to that group and running today, in one statement.
   */
  forParent(user: AuthUser, today: string): Promise<ParentChildActivities[]> {
    return this.db.sql.many<ParentChildActivities>(PARENT_ACTIVITIES_SQL, [user.kindergartenId, user.userId, today]);
  }
}
