import type { ActivityOverviewFilters } from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import { containsPattern } from '../../../platform/database/like.js';
import { type PagedSelect, SqlConditions } from '../../../platform/database/paged-query.js';

export const BG = 'COLLATE "bg-BG-x-icu"';

/** Whether the activity `a` runs on the day `day` (a SQL date expression). */
export const runsOn = (day: string): string => `(a.active_from <= ${day} AND (a.active_to IS NULL OR a.active_to >= ${day}))`;

/** The staff member's name, else the provider's teacher's name (joins `te`: teachers). */
export const TEACHER_NAME = `coalesce(CASE WHEN te.id IS NULL THEN NULL ELSE concat_ws(' ', te.first_name, te.last_name) END,
  a.provider_teacher_name)`;

/** The weekly slots of `a`, by day and start, as JSON. */
export const SCHEDULE_JSON = `coalesce((SELECT json_agg(json_build_object('dayOfWeek', sch.day_of_week,
    'startsAt', to_char(sch.starts_at, 'HH24:MI'), 'endsAt', to_char(sch.ends_at, 'HH24:MI'))
    ORDER BY sch.day_of_week, sch.starts_at) FROM activity_schedule sch WHERE sch.activity_id = a.id), '[]'::json)`;

/** The groups of the school year `period` that `a` is open to, by name, as JSON. */
export const groupsJson = (period: string): string => `coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name)
    ORDER BY c.name ${BG}, c.id) FROM activity_classes ac JOIN classes c ON c.id = ac.class_id
   WHERE ac.activity_id = a.id AND c.period_id = ${period}), '[]'::json)`;

/** The children of `a` enrolled on `day`. */
export const enrolledOn = (day: string): string => `(SELECT count(DISTINCT e.student_id)::int FROM activity_students e
   WHERE e.activity_id = a.id AND e.from_date <= ${day} AND (e.to_date IS NULL OR e.to_date >= ${day}))`;

/** The columns common to the list and the details; `v` holds `today` and `period_id`. */
const COMMON_COLUMNS = `a.id, a.name, a.activity_type_id AS "activityTypeId", ty.name AS "activityTypeName",
  a.provider_id AS "providerId", p.name AS "providerName", ${TEACHER_NAME} AS "teacherName",
  ${groupsJson('v.period_id')} AS groups, ${SCHEDULE_JSON} AS schedule,
  a.price_model AS "priceModel", a.price_cents AS "priceCents", a.minimum_cents AS "minimumCents", a.capacity,
  ${enrolledOn('v.today')} AS "enrolledCount", a.active_from AS "activeFrom", a.active_to AS "activeTo"`;

export const OVERVIEW_COLUMNS = `${COMMON_COLUMNS}, ${runsOn('v.today')} AS "isActive"`;

export const DETAILS_COLUMNS = `${COMMON_COLUMNS}, a.description, a.teacher_id AS "teacherId",
  a.provider_teacher_name AS "providerTeacherName", a.enrollment_requests_enabled AS "enrollmentRequestsEnabled",
  a.delistment_enabled AS "delistmentEnabled",
  (EXISTS (SELECT 1 FROM activity_students h WHERE h.activity_id = a.id)
    OR EXISTS (SELECT 1 FROM activity_attendances h WHERE h.activity_id = a.id)) AS "hasHistory"`;

/** The activity with its type, provider and teacher; `v` carries today and the school year (first two values). */
export const activityFrom = (today: string, period: string): string => `FROM activities a
  CROSS JOIN (SELECT ${today}::date AS today, ${period}::int AS period_id) v
  JOIN activity_types ty ON ty.id = a.activity_type_id
  JOIN activity_providers p ON p.id = a.provider_id
  LEFT JOIN teachers te ON te.id = a.teacher_id`;

/** The overview: the kindergarten's activities with the filters; by name (Bulgarian collation) unless asked otherwise. */
export function overviewSelect(
  scope: { kindergartenId: number | null; periodId: number | null; today: string },
  filters: ActivityOverviewFilters,
): PagedSelect {
  const where = new SqlConditions();
  const from = activityFrom(where.param(scope.today), where.param(scope.periodId));
  where.add('a.kindergarten_id = ?', scope.kindergartenId);
  where.addIf(filters.search && containsPattern(filters.search), 'a.name ILIKE ?');
  where.addIf(filters.providerId, 'a.provider_id = ?');
  where.addIf(filters.activityTypeId, 'a.activity_type_id = ?');
  where.addIf(filters.classId, 'EXISTS (SELECT 1 FROM activity_classes fc WHERE fc.activity_id = a.id AND fc.class_id = ?)');
  if (filters.activeOn) where.add(runsOn('?::date'), filters.activeOn, filters.activeOn);
  if (filters.onlyActive) where.add(runsOn('v.today'));
  return {
    select: OVERVIEW_COLUMNS,
    from,
    where,
    orderBy: { name: `a.name ${BG}`, activeFrom: 'a.active_from' },
    defaultOrder: `a.name ${BG}, a.id`,
  };
}

/**
 * The parent's children in the kindergarten ($1) — the user's ($2) own (reach: their parent records), not left before
 * today ($3) — each with its group today and the activities open to that group and running today, in one statement.
 */
export const PARENT_ACTIVITIES_SQL = `SELECT s.id AS "studentId", concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS "studentName",
          g.class_id AS "classId", g.name AS "className",
          coalesce((
            SELECT json_agg(json_build_object(
                     'id', a.id, 'name', a.name, 'description', a.description, 'activityTypeName', ty.name,
                     'provider', json_build_object('name', p.name, 'phone', p.phone, 'email', p.email),
                     'teacherName', ${TEACHER_NAME}, 'schedule', ${SCHEDULE_JSON},
                     'priceModel', a.price_model, 'priceCents', a.price_cents, 'minimumCents', a.minimum_cents,
                     'activeFrom', a.active_from, 'activeTo', a.active_to,
                     'isEnrolled', EXISTS (SELECT 1 FROM activity_students e
                                            WHERE e.activity_id = a.id AND e.student_id = s.id
                                              AND e.from_date <= $3::date AND (e.to_date IS NULL OR e.to_date >= $3::date)),
                     'enrollmentRequestsEnabled', a.enrollment_requests_enabled,
                     'delistmentEnabled', a.delistment_enabled)
                   ORDER BY a.name ${BG}, a.id)
              FROM activity_classes ac
              JOIN activities a ON a.id = ac.activity_id
              JOIN activity_types ty ON ty.id = a.activity_type_id
              JOIN activity_providers p ON p.id = a.provider_id
              LEFT JOIN teachers te ON te.id = a.teacher_id
             WHERE ac.class_id = g.class_id AND ${runsOn('$3::date')}), '[]'::json) AS activities
     FROM students s
     LEFT JOIN LATERAL (
       SELECT sc.class_id, c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
        WHERE sc.student_id = s.id AND sc.from_date <= $3::date AND (sc.to_date IS NULL OR sc.to_date >= $3::date)
        ORDER BY sc.from_date DESC LIMIT 1
     ) g ON true
    WHERE s.kindergarten_id = $1 AND s.id IN (${reachSql.parentedStudentIds('$2')})
      AND (s.leave_date IS NULL OR s.leave_date >= $3::date)
    ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`;
