/**
 * The additional activities of the bench (docs/activities.md "Activity attendance"): per kindergarten one activity
 * ("Английски език", Tuesdays and Thursdays) open to the second and third groups of the active year, with the first
 * fifteen children of each enrolled (30 children: the month grid), and its attendance from the first day up
 * to today written as the demo's (tools/seed/activity-attendances-seed.ts). Set-based, as the rest of the bench seed.
 */
import { ActivityPriceModel, DayOfWeek, Role } from '@kg/contracts';
import pg from 'pg';
import { ACTIVITY_ATTENDANCE_SEED_SQL } from '../seed/activity-attendances-seed.js';
import type { ActivityBenchGrid, BenchSession, BenchUser } from './paths.js';

const ACTIVITY_FROM = '2026-09-15';

/** The seed steps, after the children's attendance (the activity attendance follows it). */
export function activityBenchSeed(today: string): { table: string; sql: string; params?: unknown[] }[] {
  return [
    {
      table: 'activity_types',
      sql: `INSERT INTO activity_types (name) VALUES ('Чужд език (бенч)')`,
    },
    {
      table: 'activity_providers',
      sql: `INSERT INTO activity_providers (name, eik, address, iban)
            VALUES ('Езиков център „Бенч“ ЕООД', '000000019', 'гр. София, ул. „Шипка“ 1', 'BG80BNBG96611020345678')`,
    },
    {
      table: 'activity_provider_kindergartens',
      sql: `INSERT INTO activity_provider_kindergartens (provider_id, kindergarten_id)
            SELECT (SELECT max(id) FROM activity_providers), k.id FROM kindergartens k`,
    },
    {
      table: 'activities',
      sql: `INSERT INTO activities (kindergarten_id, provider_id, activity_type_id, name, price_model, price_cents, active_from)
            SELECT k.id, (SELECT max(id) FROM activity_providers), (SELECT max(id) FROM activity_types), 'Английски език (бенч)',
                   ${ActivityPriceModel.MonthlyFlat}, 2500, DATE '${ACTIVITY_FROM}'
              FROM kindergartens k`,
    },
    {
      table: 'activity_classes',
      sql: `INSERT INTO activity_classes (kindergarten_id, activity_id, class_id)
            SELECT a.kindergarten_id, a.id, c.id
              FROM activities a
              JOIN LATERAL (SELECT c.id FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active
                             WHERE c.kindergarten_id = a.kindergarten_id ORDER BY c.id OFFSET 1 LIMIT 2) c ON true
             WHERE a.name = 'Английски език (бенч)'`,
    },
    {
      table: 'activity_schedule',
      sql: `INSERT INTO activity_schedule (kindergarten_id, activity_id, day_of_week, starts_at, ends_at)
            SELECT a.kindergarten_id, a.id, d, '16:00', '16:45'
              FROM activities a, unnest(ARRAY[${DayOfWeek.Tuesday}, ${DayOfWeek.Thursday}]) AS d
             WHERE a.name = 'Английски език (бенч)'`,
    },
    {
      table: 'activity_students',
      sql: `INSERT INTO activity_students (kindergarten_id, activity_id, student_id, from_date)
            SELECT ac.kindergarten_id, ac.activity_id, sc.student_id, DATE '${ACTIVITY_FROM}'
              FROM activity_classes ac JOIN activities a ON a.id = ac.activity_id AND a.name = 'Английски език (бенч)'
              JOIN student_classes sc ON sc.class_id = ac.class_id AND sc.to_date IS NULL AND sc.position <= 15`,
    },
    {
      table: 'activity_attendances',
      sql: ACTIVITY_ATTENDANCE_SEED_SQL,
      params: [ACTIVITY_FROM, today],
    },
    // The previous month's flat fees of the enrolled children (docs/activity-fees.md): the fee list's rows.
    {
      table: 'activity_fees',
      sql: `INSERT INTO activity_fees (kindergarten_id, activity_id, student_id, provider_id, year, month, price_model,
                                       base_cents, amount_cents)
            SELECT e.kindergarten_id, e.activity_id, e.student_id, a.provider_id,
                   extract(year FROM m.first)::int, extract(month FROM m.first)::int, a.price_model, a.price_cents, a.price_cents
              FROM activity_students e JOIN activities a ON a.id = e.activity_id AND a.name = 'Английски език (бенч)',
                   (SELECT (date_trunc('month', $1::date) - interval '1 month')::date AS first) m
             WHERE e.from_date <= m.first + interval '1 month - 1 day'
            ON CONFLICT DO NOTHING`,
      params: [today],
    },
  ];
}

/** The bench activity of each director's kindergarten, the previous month: the month grid the path opens. */
export async function activityGrids(url: string, sessions: BenchSession[], users: BenchUser[]): Promise<ActivityBenchGrid[]> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
  const first = `${previous.year}-${String(previous.month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(previous.year, previous.month, 0)).toISOString().slice(0, 10);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const kindergartenOf = new Map(users.map((user) => [user.id, user.kindergartenId]));
    const directors = sessions.filter((session) => session.role === Role.Director);
    const { rows } = await client.query<{ id: number; kindergartenId: number }>(
      `SELECT id, kindergarten_id AS "kindergartenId" FROM activities WHERE name = 'Английски език (бенч)' AND kindergarten_id = ANY($1::int[])`,
      [directors.map((session) => kindergartenOf.get(session.userId))],
    );
    return directors.flatMap((session) =>
      rows
        .filter((row) => row.kindergartenId === kindergartenOf.get(session.userId))
        .map((row) => ({ session, activityId: row.id, kindergartenId: row.kindergartenId, ...previous, first, last })),
    );
  } finally {
    await client.end();
  }
}
