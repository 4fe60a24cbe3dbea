/**
 * The weekly menus of the bench (docs/menus.md "Speed"): in each signed-in director's kindergarten, this week's menu of
 * the age band of its first group, five days × four meals × two dishes of the bench's 40 shared recipes
 * (tools/bench/recipe-bench.ts), which GET Menus/weekly-menu/{classId}/{week} answers with its nutrition and the
 * group's allergy warnings. Written set-based as the schema owner.
 */
import { Role } from '@kg/contracts';
import pg from 'pg';
import type { BenchSession, BenchUser } from './paths.js';
import type { RecipeBench } from './recipe-bench.js';

export interface MenuBenchWeek {
  session: BenchSession;
  kindergartenId: number;
  classId: number;
  ageBand: number;
  menuId: number;
  /** The Monday of the week. */
  week: string;
}

export async function menuBench(
  url: string,
  sessions: BenchSession[],
  users: BenchUser[],
  recipes: RecipeBench,
): Promise<MenuBenchWeek[]> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  const week = date.toISOString().slice(0, 10);
  const kindergartenOf = new Map(users.map((user) => [user.id, user.kindergartenId]));
  const directors = sessions.filter((session) => session.role === Role.Director);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const weeks: MenuBenchWeek[] = [];
    for (const session of directors) {
      const kindergartenId = kindergartenOf.get(session.userId);
      if (kindergartenId === undefined) continue;
      const group = await client.query<{ id: number; band: number }>(
        `SELECT c.id, CASE c.age_type WHEN 1 THEN 1 WHEN 8 THEN 3 ELSE 2 END AS band
           FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active
          WHERE c.kindergarten_id = $1 ORDER BY c.id LIMIT 1`,
        [kindergartenId],
      );
      const first = group.rows[0];
      if (!first) continue;
      const menu = await client.query<{ id: number }>(
        `INSERT INTO menus (kindergarten_id, week_start, age_band, status) VALUES ($1, $2::date, $3, 3)
         ON CONFLICT (kindergarten_id, week_start, age_band) DO UPDATE SET status = 3 RETURNING id`,
        [kindergartenId, week, first.band],
      );
      const menuId = menu.rows[0]!.id;
      await client.query(
        `INSERT INTO menu_dishes (kindergarten_id, menu_id, weekday, meal_type, position, recipe_id)
         SELECT $1, $2, (n / 8) + 1, (n % 8) / 2 + 1, n % 2 + 1, r.id
           FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM recipes
                  WHERE id = ANY($3::int[]) AND $4 = ANY(age_bands)) r(id, n)
          WHERE n < 40
         ON CONFLICT DO NOTHING`,
        [kindergartenId, menuId, recipes.ids, first.band],
      );
      weeks.push({ session, kindergartenId, classId: first.id, ageBand: first.band, menuId, week });
    }
    return weeks;
  } finally {
    await client.end();
  }
}
