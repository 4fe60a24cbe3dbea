/**
 * The demo's activity attendance (docs/activities.md "Activity attendance"): last month in every demo activity, for
 * the children enrolled on each session day (a day of the activity's schedule, within its active dates, not a weekend
 * or a locking day off, not after today), as the autofill would write it from the kindergarten's attendance — a child
 * absent from the kindergarten was absent from the activity — except that about one present child in twenty missed the
 * activity itself (drawn from a hash of the child and the day, so every run writes the same). A day with no
 * kindergarten mark stays empty. Runs after seedDemoActivityEnrolments (it finds their rows) and the children's
 * attendance, as the schema owner in the demo seed's transaction.
 */
import { ActivityAttendanceStatus as A, AttendanceKind, DaysOffType, Role } from '@kg/contracts';

/** What the seed needs of a connection: `pg.Client` or the seed's own wrapper. */
interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * The month the demo marks: the one before `today` (YYYY-MM-DD, Europe/Sofia), whose children's attendance the demo
 * writes whole (seedDemoAttendance); this month is left for the autofill.
 */
export function demoActivityAttendanceMonth(today: string): { first: string; last: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { first: first.toISOString().slice(0, 10), last: last.toISOString().slice(0, 10) };
}

/** $1 first day, $2 last day. */
export const ACTIVITY_ATTENDANCE_SEED_SQL = `
  INSERT INTO activity_attendances (kindergarten_id, activity_id, student_id, for_date, status, updated_by)
  SELECT a.kindergarten_id, a.id, e.student_id, d.day,
         CASE WHEN k.kind = ${AttendanceKind.Present}
                   AND abs(hashint8(e.student_id::bigint * 7919 + (d.day - DATE '2000-01-01'))) % 20 <> 0
              THEN ${A.Present} ELSE ${A.Absent} END,
         (SELECT m.user_id FROM kindergarten_users m WHERE m.kindergarten_id = a.kindergarten_id AND m.role = ${Role.Director}
           ORDER BY m.id LIMIT 1)
    FROM activities a
    CROSS JOIN LATERAL (SELECT g::date AS day FROM generate_series($1::date, least($2::date, current_date), interval '1 day') g) d
    JOIN activity_students e ON e.activity_id = a.id AND e.from_date <= d.day AND (e.to_date IS NULL OR e.to_date >= d.day)
    JOIN LATERAL (SELECT attendance_kind(s.type, s.for_date, absence_day_off(s.kindergarten_id, s.class_id, s.for_date)) AS kind
                    FROM student_attendances s
                   WHERE s.kindergarten_id = a.kindergarten_id AND s.student_id = e.student_id AND s.for_date = d.day) k
      ON k.kind <> ${AttendanceKind.NotCounted}
   WHERE a.active_from <= d.day AND (a.active_to IS NULL OR a.active_to >= d.day)
     AND extract(isodow FROM d.day) < 6
     AND EXISTS (SELECT 1 FROM activity_schedule s WHERE s.activity_id = a.id AND s.day_of_week = extract(isodow FROM d.day))
     AND NOT EXISTS (SELECT 1 FROM national_days_off n WHERE n.type = ${DaysOffType.DayOff} AND d.day BETWEEN n.from_date AND n.to_date)
     AND NOT EXISTS (SELECT 1 FROM kindergarten_days_off o
                      WHERE o.kindergarten_id = a.kindergarten_id AND o.type = ${DaysOffType.DayOff} AND o.class_id IS NULL
                        AND d.day BETWEEN o.from_date AND o.to_date)
  ON CONFLICT (activity_id, for_date, student_id) DO NOTHING`;

/** Marks last month (before `today`, YYYY-MM-DD in Europe/Sofia) in every demo activity. */
export async function seedDemoActivityAttendances(db: Queryable, today: string): Promise<void> {
  const month = demoActivityAttendanceMonth(today);
  await db.query(ACTIVITY_ATTENDANCE_SEED_SQL, [month.first, month.last]);
}
