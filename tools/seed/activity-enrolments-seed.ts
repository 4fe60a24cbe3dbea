/**
 * The demo's enrolments in the additional activities (docs/activities.md "Enrolment"): in each running demo activity
 * (activities-seed.ts, found by kindergarten and name) about half of the children placed now in the groups it is open
 * to — every other child by group and id, within the capacity — enrolled from the later of the activity's first day
 * and the child's placement, written by the kindergarten's director. To show the history, the first such child of
 * each kindergarten's first activity left after a month and was enrolled again two weeks later; another child has
 * the siblings' discount too. Runs after seedDemoActivities, as the schema owner in the demo seed's transaction.
 */
import { Role } from '@kg/contracts';
import { DEMO_ACTIVITIES } from './activities-seed.js';

/** What the seed needs of a connection: `pg.Client` or the seed's own wrapper. */
interface Queryable {
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

export async function seedDemoActivityEnrolments(db: Queryable): Promise<void> {
  const { rows: kindergartens } = await db.query<{ id: number }>(
    `SELECT id FROM kindergartens WHERE mother_kindergarten_id IS NULL ORDER BY id`,
  );
  for (const [index, activities] of DEMO_ACTIVITIES.entries()) {
    const kindergartenId = kindergartens[index]?.id;
    const running = activities.filter((activity) => !activity.ended).map((activity) => activity.name);
    if (kindergartenId === undefined || running.length === 0) continue;
    const { rows: found } = await db.query<{ id: number; name: string }>(
      `SELECT id, name FROM activities WHERE kindergarten_id = $1 AND name = ANY ($2::text[]) ORDER BY id`,
      [kindergartenId, running],
    );
    if (found.length !== running.length) {
      throw new Error(`Demo data: the activities of kindergarten ${kindergartenId} are missing; seedDemoActivities runs first.`);
    }
    const ids = running.map((name) => found.find((activity) => activity.name === name)!.id);
    const { rows: directors } = await db.query<{ userId: number }>(
      `SELECT user_id AS "userId" FROM kindergarten_users WHERE kindergarten_id = $1 AND role = $2 ORDER BY id LIMIT 1`,
      [kindergartenId, Role.Director],
    );
    const directorId = directors[0]?.userId ?? null;
    // Every other child of the activity's groups (open placements), as many as the capacity allows.
    await db.query(
      `INSERT INTO activity_students (kindergarten_id, activity_id, student_id, from_date, created_by, updated_by)
       SELECT a.kindergarten_id, a.id, pick.student_id, greatest(a.active_from, pick.from_date), $3, $3
         FROM activities a
        CROSS JOIN LATERAL (
          SELECT sc.student_id, sc.from_date, row_number() OVER (ORDER BY sc.class_id, sc.student_id) AS n
            FROM activity_classes ac JOIN student_classes sc ON sc.class_id = ac.class_id AND sc.to_date IS NULL
           WHERE ac.activity_id = a.id
        ) pick
        WHERE a.kindergarten_id = $1 AND a.id = ANY ($2::int[]) AND pick.n % 2 = 1
          AND (a.capacity IS NULL OR (pick.n + 1) / 2 <= a.capacity)`,
      [kindergartenId, ids, directorId],
    );
    // The first activity's first child: a month, a leave, and a new enrolment two weeks later (history).
    await db.query(
      `WITH first AS (
         SELECT id, student_id, activity_id, from_date FROM activity_students
          WHERE activity_id = $1 ORDER BY id LIMIT 1
       ), ended AS (
         UPDATE activity_students e SET to_date = first.from_date + 30 FROM first WHERE e.id = first.id RETURNING e.id
       )
       INSERT INTO activity_students (kindergarten_id, activity_id, student_id, from_date, created_by, updated_by)
       SELECT $2, first.activity_id, first.student_id, first.from_date + 45, $3, $3 FROM first, ended`,
      [ids[0], kindergartenId, directorId],
    );
    await db.query(
      `UPDATE activity_students SET discount_name = 'Втори брат/сестра', discount_percent = 10
        WHERE id = (SELECT id FROM activity_students WHERE activity_id = $1 AND to_date IS NULL ORDER BY id OFFSET 1 LIMIT 1)`,
      [ids[0]],
    );
  }
}
