import { AttendanceKind } from '@kg/contracts';
import { audienceReachesSql } from '../../communication/data/audience.sql.js';
import { cellKind } from '../../attendance/data/attendance-kind.sql.js';

const KIND = cellKind('a');

export const BG = 'COLLATE "bg-BG-x-icu"';
export const STUDENT_NAME = `concat_ws(' ', s.first_name, s.middle_name, s.last_name)`;

/** The day's kind of a cell (alias a, with its excusing day off: attendance/data/attendance-kind.sql.ts) is present; an absence (unexcused or excused); counted at all. */
export const PRESENT = `${KIND} = ${AttendanceKind.Present}`;
export const UNEXCUSED = `${KIND} = ${AttendanceKind.Unexcused}`;
export const EXCUSED = `${KIND} = ${AttendanceKind.Excused}`;
export const ABSENT = `${KIND} IN (${AttendanceKind.Unexcused}, ${AttendanceKind.Excused})`;
export const COUNTED = `${KIND} IN (${AttendanceKind.Present}, ${AttendanceKind.Unexcused}, ${AttendanceKind.Excused})`;

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

export const EVENT_LIMIT = 5;
const MESSAGE_LIMIT = 5;

/**
 * An event's columns on a dashboard (alias e): a timed event's start and end as UTC moments, an all-day event's as its
 * first and last calendar day in Sofia, 'YYYY-MM-DD' (stored as Sofia midnights: docs/events.md), so that no browser's
 * time zone can move the day.
 */
const eventMoment = (column: string) =>
  `CASE WHEN e.all_day THEN to_char(${column} AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD')
        ELSE to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END`;
export const EVENT_COLUMNS = `e.id, e.title, ${eventMoment('e.starts_at')} AS "startsAt", ${eventMoment('e.ends_at')} AS "endsAt",
  e.all_day AS "allDay"`;

/** $1 kindergarten, $2 user, $3 day, $4 the reader is staff, $5 with the staff figures, $6 the worked staff statuses. */
export const PERSONAL_SQL = `
  WITH viewer AS (SELECT viewer_class_ids($1, $2, $3::date) AS class_ids)
  SELECT
    (SELECT coalesce(jsonb_agg(to_jsonb(x) - 'n' ORDER BY x.n), '[]') FROM (
       SELECT ${EVENT_COLUMNS}, row_number() OVER (ORDER BY e.starts_at, e.id) AS n
         FROM events e, viewer v
        WHERE e.kindergarten_id = $1 AND e.ends_at >= ($3::date)::timestamp AT TIME ZONE 'Europe/Sofia'
          AND ${audienceReachesSql('e', { id: '$2', isStaff: '$4', classIds: 'v.class_ids' })}
        ORDER BY e.starts_at, e.id LIMIT ${EVENT_LIMIT}) x) AS events,
    (SELECT coalesce(json_agg(m ORDER BY m.date DESC, m.id DESC), '[]') FROM (
       SELECT m.id, r.created_at AS date, m.title, m.content,
              (r.seen_at IS NOT NULL AND r.unseen_replies = 0) AS "seenByCurrentUser", r.is_author AS "sentByCurrentUser"
         FROM message_recipients r JOIN messages m ON m.id = r.message_id
        WHERE r.user_id = $2 AND r.kindergarten_id = $1
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

/** A child's columns on the family dashboards, with its group (`cur`, from `currentGroupJoin`). */
export const CHILD_COLUMNS = `s.id, concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS name,
  cur.class_id AS "classId", cur.name AS "className", cur.age_type AS "ageType"`;

/** The child's group in the school year ($periodParam) on the day ($dayParam): its latest placement begun by then. */
export const currentGroupJoin = (periodParam: string, dayParam: string): string => `LEFT JOIN LATERAL (
    SELECT c.id AS class_id, c.name, c.age_type FROM student_classes sc JOIN classes c ON c.id = sc.class_id
     WHERE sc.student_id = s.id AND c.period_id = ${periodParam} AND sc.from_date <= ${dayParam}::date
     ORDER BY sc.from_date DESC LIMIT 1) cur ON true`;
