/**
 * The statements of activity attendance (docs/activities.md "Activity attendance"): one per kind of data, never one
 * per child. A session day is a day of the activity's schedule weekdays within its active dates; a child is enrolled
 * on a day when one of its activity_students ranges covers it.
 */

import { ActivityAttendanceStatus as A, AttendanceKind } from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import { cellKind } from '../../attendance/data/attendance-kind.sql.js';
import { entryLockRowsSelect } from '../../days-off/data/calendar-locks.sql.js';

const BG = 'COLLATE "bg-BG-x-icu"';

/** A child enrolled in activity `e.activity_id` on day `day`. */
const enrolledOn = (activity: string, student: string, day: string): string =>
  `EXISTS (SELECT 1 FROM activity_students e WHERE e.activity_id = ${activity} AND e.student_id = ${student}
              AND e.from_date <= ${day} AND (e.to_date IS NULL OR e.to_date >= ${day}))`;

/**
 * Whether the user leads activity `a` (its teacher is the user's staff record) or teaches one of the groups it is
 * open to: such a teacher writes its attendance with a lower-case grant (docs/activities.md).
 */
const leadsActivity = (activity: string, user: string): string =>
  `(EXISTS (SELECT 1 FROM teachers lead_te WHERE lead_te.id = ${activity}.teacher_id AND lead_te.user_id = ${user})
    OR EXISTS (SELECT 1 FROM activity_classes lead_ac WHERE lead_ac.activity_id = ${activity}.id
                  AND lead_ac.class_id IN (${reachSql.taughtClassIds(user)})))`;

/** The columns of an activity as ActivityRow (alias `a`, user `user`). */
const activityColumns = (user: string): string => `
  a.id, a.name, to_char(a.active_from, 'YYYY-MM-DD') AS "activeFrom", to_char(a.active_to, 'YYYY-MM-DD') AS "activeTo",
  coalesce((SELECT array_agg(DISTINCT s.day_of_week::int ORDER BY s.day_of_week::int) FROM activity_schedule s
             WHERE s.activity_id = a.id), '{}') AS weekdays,
  ${leadsActivity('a', user)} AS leads`;

/** One activity of the kindergarten ($1 activity, $2 kindergarten, $3 user). */
export const ACTIVITY_SQL = `SELECT ${activityColumns('$3')} FROM activities a WHERE a.id = $1 AND a.kindergarten_id = $2`;

/**
 * The children enrolled in the activity during the month, with their enrolment ranges and group ($1 activity,
 * $2 kindergarten, $3 first day, $4 last day, $5 reach: 'all' | 'parent' | 'teacher', $6 user); a parent's own
 * children only. Ordered by name (Bulgarian collation).
 */
export const GRID_ROWS_SQL = `
  SELECT s.id AS "studentId", concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS "studentName",
         (SELECT c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
           WHERE sc.student_id = s.id AND sc.from_date <= $4::date AND (sc.to_date IS NULL OR sc.to_date >= $3::date)
           ORDER BY sc.from_date DESC, sc.id DESC LIMIT 1) AS "className",
         json_agg(json_build_object('from', to_char(e.from_date, 'YYYY-MM-DD'), 'to', to_char(e.to_date, 'YYYY-MM-DD'))
                  ORDER BY e.from_date) AS ranges
    FROM activity_students e JOIN students s ON s.id = e.student_id AND s.kindergarten_id = $2
   WHERE e.activity_id = $1 AND e.from_date <= $4::date AND (e.to_date IS NULL OR e.to_date >= $3::date)
     AND ($5 <> 'parent' OR s.id IN (${reachSql.parentedStudentIds('$6')}))
   GROUP BY s.id
   ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`;

/** The marks of the children in the activity during the month ($1 activity, $2 students, $3 first day, $4 last day). */
export const GRID_MARKS_SQL = `
  SELECT m.student_id AS "studentId", to_char(m.for_date, 'YYYY-MM-DD') AS "forDate", m.status
    FROM activity_attendances m
   WHERE m.activity_id = $1 AND m.student_id = ANY($2::int[]) AND m.for_date BETWEEN $3::date AND $4::date`;

/**
 * Everything a save checks, in one statement: the activity ($1, kindergarten $2, user $3: ACTIVITY_SQL), each cell's
 * stored mark, enrolment and child's name ($4 students, $5 days, in the order sent) and the calendar's lock rows
 * ($6–$12, as CalendarLocks' `entryLockArgs` orders them).
 */
export const SAVE_CHECKS_SQL = `
  SELECT (SELECT row_to_json(a) FROM (${ACTIVITY_SQL}) a) AS activity,
         (SELECT coalesce(json_agg(c ORDER BY c.index), '[]') FROM (
            SELECT c.ord::int - 1 AS index, m.status AS "storedStatus",
                   ${enrolledOn('$1', 'c.student_id', 'c.for_date')} AS enrolled,
                   CASE WHEN s.id IS NOT NULL THEN concat_ws(' ', s.first_name, s.last_name) END AS name
              FROM unnest($4::int[], $5::date[]) WITH ORDINALITY AS c(student_id, for_date, ord)
              LEFT JOIN activity_attendances m ON m.activity_id = $1 AND m.student_id = c.student_id AND m.for_date = c.for_date
              LEFT JOIN students s ON s.id = c.student_id AND s.kindergarten_id = $2) c) AS cells,
         (SELECT coalesce(json_agg(l), '[]') FROM (${entryLockRowsSelect(6)}) l) AS locks`;

/**
 * Per-cell upsert ($1 kindergarten, $2 activity, $3 user, $4 students, $5 days, $6 statuses): a cell saved as it is
 * stored is not written again (no audit row).
 */
export const SAVE_UPSERT_SQL = `
  INSERT INTO activity_attendances AS m (kindergarten_id, activity_id, student_id, for_date, status, updated_by)
  SELECT $1, $2, c.student_id, c.for_date, c.status, $3
    FROM unnest($4::int[], $5::date[], $6::smallint[]) AS c(student_id, for_date, status)
  ON CONFLICT (activity_id, for_date, student_id) DO UPDATE
     SET status = EXCLUDED.status, updated_by = EXCLUDED.updated_by, updated_at = now()
   WHERE m.status IS DISTINCT FROM EXCLUDED.status`;

/** Clears the cells saved with status null ($1 activity, $2 students, $3 days). */
export const SAVE_DELETE_SQL = `
  DELETE FROM activity_attendances m USING unnest($2::int[], $3::date[]) AS c(student_id, for_date)
   WHERE m.activity_id = $1 AND m.student_id = c.student_id AND m.for_date = c.for_date`;

/**
 * Autofill ($1 kindergarten, $2 activity, $3 user, $4 the open session days): every empty cell of a child enrolled on
 * the day whose kindergarten attendance counts (attendance_kind: present → Присъства, an excused or unexcused
 * absence → Отсъства; no mark or a day not counted → left empty). Never touches a marked cell.
 */
export const AUTOFILL_SQL = `
  WITH filled AS (
    INSERT INTO activity_attendances (kindergarten_id, activity_id, student_id, for_date, status, updated_by)
    SELECT $1, $2, e.student_id, d.day,
           CASE WHEN k.kind = ${AttendanceKind.Present} THEN ${A.Present} ELSE ${A.Absent} END, $3
      FROM unnest($4::date[]) AS d(day)
      JOIN activity_students e ON e.activity_id = $2 AND e.from_date <= d.day AND (e.to_date IS NULL OR e.to_date >= d.day)
      JOIN LATERAL (SELECT ${cellKind('a')} AS kind FROM student_attendances a
                     WHERE a.kindergarten_id = $1 AND a.student_id = e.student_id AND a.for_date = d.day) k
        ON k.kind <> ${AttendanceKind.NotCounted}
    ON CONFLICT (activity_id, for_date, student_id) DO NOTHING
    RETURNING status)
  SELECT count(*)::int AS filled, (count(*) FILTER (WHERE status = ${A.Present}))::int AS present,
         (count(*) FILTER (WHERE status = ${A.Absent}))::int AS absent
    FROM filled`;

/**
 * The activities of a summary ($1 kindergarten, $2 first day, $3 last day, $4 activity or NULL, $5 reach, $6 user):
 * those active during the period; a teacher with a lower-case grant only those they lead.
 */
export const SUMMARY_ACTIVITIES_SQL = `
  SELECT ${activityColumns('$6')}
    FROM activities a
   WHERE a.kindergarten_id = $1 AND a.active_from <= $3::date AND (a.active_to IS NULL OR a.active_to >= $2::date)
     AND ($4::int IS NULL OR a.id = $4::int)
     AND ($5 <> 'teacher' OR ${leadsActivity('a', '$6')})
   ORDER BY a.name ${BG}, a.id`;

/**
 * The enrolments of a summary's activities touching the period ($1 kindergarten, $2 activities, $3 first day, $4 last
 * day, $5 group or NULL: children placed in it during the period, $6 reach, $7 user: a parent's own children), with
 * the child's name and group (the latest placement touching the period).
 */
export const SUMMARY_ENROLMENTS_SQL = `
  SELECT e.activity_id AS "activityId", s.id AS "studentId",
         concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS "studentName",
         (SELECT c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
           WHERE sc.student_id = s.id AND sc.from_date <= $4::date AND (sc.to_date IS NULL OR sc.to_date >= $3::date)
           ORDER BY sc.from_date DESC, sc.id DESC LIMIT 1) AS "className",
         to_char(e.from_date, 'YYYY-MM-DD') AS "fromDate", to_char(e.to_date, 'YYYY-MM-DD') AS "toDate"
    FROM activity_students e JOIN students s ON s.id = e.student_id AND s.kindergarten_id = $1
   WHERE e.activity_id = ANY($2::int[]) AND e.from_date <= $4::date AND (e.to_date IS NULL OR e.to_date >= $3::date)
     AND ($5::int IS NULL OR EXISTS (SELECT 1 FROM student_classes sc WHERE sc.student_id = s.id AND sc.class_id = $5::int
                                        AND sc.from_date <= $4::date AND (sc.to_date IS NULL OR sc.to_date >= $3::date)))
     AND ($6 <> 'parent' OR s.id IN (${reachSql.parentedStudentIds('$7')}))
   ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id, e.from_date`;

/**
 * Present and absent marks per activity and child on the held session days of the period, each while the child was
 * enrolled ($1 activities, $2 students, $3 and $4 the held session days as pairs: activity ids and days).
 */
export const SUMMARY_MARKS_SQL = `
  SELECT m.activity_id AS "activityId", m.student_id AS "studentId",
         (count(*) FILTER (WHERE m.status = ${A.Present}))::int AS present,
         (count(*) FILTER (WHERE m.status = ${A.Absent}))::int AS absent
    FROM unnest($3::int[], $4::date[]) AS h(activity_id, day)
    JOIN activity_attendances m ON m.activity_id = h.activity_id AND m.for_date = h.day
   WHERE m.activity_id = ANY($1::int[]) AND m.student_id = ANY($2::int[])
     AND ${enrolledOn('m.activity_id', 'm.student_id', 'm.for_date')}
   GROUP BY m.activity_id, m.student_id`;

/** The kindergarten's name, for the PDF's header ($1 kindergarten). */
export const KINDERGARTEN_NAME_SQL = `SELECT name FROM kindergartens WHERE id = $1`;
