/**
 * The demo's waiting enrolment and delistment requests (docs/activities.md "Enrolment requests"): for each child of
 * parent@demo.test, a request to enrol from the first day of next month in the first activity (those with a free place
 * first, then by name) open to the child's group that accepts requests and that the child is not in (a full one shows
 * the director the capacity refusal), and a request to leave, at the end of this month, the first activity the child
 * is enrolled in that allows delistment. Runs after the activities and enrolments seeds
 * (it finds their rows), as the schema owner in the demo seed's transaction.
 */
import { ActivityRequestStatus, RequestKind } from '@kg/contracts';

/** What the seed needs of a connection: `pg.Client` or the seed's own wrapper. */
interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

export const DEMO_REQUEST_PARENT = 'parent@demo.test';

/** Answers how many requests it wrote. */
export async function seedDemoActivityRequests(client: Queryable): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `WITH today AS (SELECT (now() AT TIME ZONE 'Europe/Sofia')::date AS day),
     children AS (
       SELECT DISTINCT s.id AS student_id, s.kindergarten_id, sc.class_id, u.id AS user_id
         FROM users u
         JOIN parents p ON p.user_id = u.id
         JOIN student_parents sp ON sp.parent_id = p.id
         JOIN students s ON s.id = sp.student_id
         JOIN student_classes sc ON sc.student_id = s.id AND sc.to_date IS NULL
        WHERE u.email = $1),
     enrol AS (
       SELECT DISTINCT ON (c.student_id) c.student_id, c.kindergarten_id, c.user_id, a.id AS activity_id,
              greatest((date_trunc('month', t.day) + interval '1 month')::date, a.active_from) AS from_date
         FROM children c CROSS JOIN today t
         JOIN activity_classes ac ON ac.class_id = c.class_id
         JOIN activities a ON a.id = ac.activity_id
        WHERE a.enrollment_requests_enabled AND (a.active_to IS NULL OR a.active_to > t.day + 31)
          AND NOT EXISTS (SELECT 1 FROM activity_students e WHERE e.activity_id = a.id AND e.student_id = c.student_id
                             AND (e.to_date IS NULL OR e.to_date >= t.day))
          AND NOT EXISTS (SELECT 1 FROM activity_enrollment_requests r WHERE r.activity_id = a.id
                             AND r.student_id = c.student_id AND r.status = $2)
        ORDER BY c.student_id,
                 (a.capacity IS NULL OR a.capacity > (SELECT count(*) FROM activity_students f WHERE f.activity_id = a.id
                                                        AND (f.to_date IS NULL OR f.to_date >= t.day))) DESC,
                 a.name COLLATE "bg-BG-x-icu", a.id),
     delist AS (
       SELECT DISTINCT ON (c.student_id) c.student_id, c.kindergarten_id, c.user_id, a.id AS activity_id,
              (date_trunc('month', t.day) + interval '1 month - 1 day')::date AS from_date
         FROM children c CROSS JOIN today t
         JOIN activity_students e ON e.student_id = c.student_id AND e.from_date <= t.day
                                 AND (e.to_date IS NULL OR e.to_date > t.day + 31)
         JOIN activities a ON a.id = e.activity_id
        WHERE a.delistment_enabled
          AND NOT EXISTS (SELECT 1 FROM activity_enrollment_requests r WHERE r.activity_id = a.id
                             AND r.student_id = c.student_id AND r.status = $2)
        ORDER BY c.student_id, a.name COLLATE "bg-BG-x-icu", a.id)
     INSERT INTO activity_enrollment_requests
            (kindergarten_id, activity_id, student_id, change_type, status, from_date, parent_note, requested_by)
     SELECT kindergarten_id, activity_id, student_id, $3::smallint, $2::smallint, from_date, 'Моля да запишете детето.', user_id FROM enrol
     UNION ALL
     SELECT kindergarten_id, activity_id, student_id, $4::smallint, $2::smallint, from_date, 'Детето ще спре да посещава дейността.', user_id
       FROM delist
     RETURNING id`,
    [DEMO_REQUEST_PARENT, ActivityRequestStatus.Waiting, RequestKind.Enroll, RequestKind.Delist],
  );
  return rows.length;
}
