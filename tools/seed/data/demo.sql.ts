import { Audience, PollQuestionKind, Role } from '@kg/contracts';
import type pg from 'pg';
import { ATTENDANCE_SEED_SQL } from '../attendance-seed.js';

/**
 * The demo seed's statements (tools/seed/demo.ts), each with the shape of its rows. The seed runs outside the API, as
 * the schema owner on a connection of its own (row-level security does not apply), in one transaction.
 */

interface IdRow {
  id: number;
}

interface PresentRow {
  present: boolean;
}

interface MunicipalityRow {
  municipality_id: number;
}

/** One row to insert: its values in the order of the column list. */
export type DemoRow = readonly unknown[];

/** Statements of the same text take at most this many parameters (PostgreSQL allows 65 535). */
const PARAMETERS_PER_STATEMENT = 30_000;

// ---------------------------------------------------------------------------------------------------
// The demo's messages, calendar, polls and notice board (docs/communication.md), written relative to the day the demo
// is seeded so that "upcoming" stays upcoming. For every kindergarten: the director writes to everyone and the teacher
// of the first group to that group's families; recipients come from the same SQL function the API uses
// (audience_user_ids), about two thirds of them have already read the older messages.

const MESSAGES_SQL = `
  WITH kg AS (
    SELECT k.id,
           (SELECT ku.user_id FROM kindergarten_users ku WHERE ku.kindergarten_id = k.id AND ku.role = ${Role.Director} ORDER BY ku.user_id LIMIT 1) AS director,
           (SELECT p.name FROM kindergarten_periods p WHERE p.kindergarten_id = k.id AND p.is_active) AS school_year,
           first_group.class_id, first_group.teacher_user
      FROM kindergartens k
      CROSS JOIN LATERAL (
        SELECT c.id AS class_id, t.user_id AS teacher_user
          FROM classes c
          JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active
          JOIN class_teachers ct ON ct.class_id = c.id
          JOIN teachers t ON t.id = ct.teacher_id AND t.user_id IS NOT NULL
         WHERE c.kindergarten_id = k.id
         ORDER BY c.name COLLATE "bg-BG-x-icu", t.user_id LIMIT 1) first_group
  ),
  planned (kindergarten_id, author, audience, class_ids, title, content, created_at) AS (
    SELECT id, director, ${Audience.All}::smallint, '{}'::int[], 'Добре дошли в новата учебна година',
           '<p>Уважаеми родители,</p><p>добре дошли в учебната ' || school_year || ' година! Тук ще намирате съобщенията на детската градина, календара на събитията и анкетите. Включете известията по имейл от „Профил“.</p><p>Директор</p>',
           now() - interval '60 days' FROM kg WHERE director IS NOT NULL
    UNION ALL
    SELECT id, director, ${Audience.All}::smallint, '{}'::int[], 'Профилактични медицински прегледи',
           '<p>През следващите две седмици медицинската сестра ще извърши профилактичните прегледи на децата (ръст, тегло). Моля, осигурете здравните картони до петък.</p>',
           now() - interval '9 days' FROM kg WHERE director IS NOT NULL
    UNION ALL
    SELECT id, teacher_user, ${Audience.OnlyClasses}::smallint, ARRAY[class_id], 'Родителска среща на групата',
           '<p>Скъпи родители,</p><p>каним ви на родителска среща в четвъртък от 17:30 ч. в занималнята на групата. Ще обсъдим програмата до Коледа и подготовката за тържеството.</p>',
           now() - interval '2 days' FROM kg WHERE teacher_user IS NOT NULL
  ),
  inserted AS (
    INSERT INTO messages (kindergarten_id, title, content, audience, class_ids, created_by, created_at, updated_at)
    SELECT kindergarten_id, title, content, audience, class_ids, author, created_at, created_at FROM planned
    RETURNING id, kindergarten_id, audience, class_ids, user_ids, created_by, created_at
  )
  INSERT INTO message_recipients (kindergarten_id, message_id, user_id, is_author, created_at, seen_at)
  SELECT i.kindergarten_id, i.id, r.user_id, r.user_id = i.created_by, i.created_at,
         CASE WHEN r.user_id = i.created_by THEN i.created_at
              WHEN i.created_at < now() - interval '10 days' AND abs(hashint8(r.user_id::bigint * 31 + i.id)) % 3 > 0
                THEN i.created_at + interval '5 hours' END
    FROM inserted i
    CROSS JOIN LATERAL (
      SELECT u AS user_id FROM audience_user_ids(i.kindergarten_id, i.audience, i.class_ids, i.user_ids, current_date) u
      UNION SELECT i.created_by) r`;

const EVENTS_SQL = `
  INSERT INTO events (kindergarten_id, title, description, starts_at, ends_at, all_day, audience, class_ids, created_by)
  SELECT k.id, e.title, e.description, t.starts_at, t.ends_at, e.all_day, e.audience, e.class_ids, director.user_id
    FROM kindergartens k
    CROSS JOIN LATERAL (SELECT ku.user_id FROM kindergarten_users ku WHERE ku.kindergarten_id = k.id AND ku.role = ${Role.Director}
                         ORDER BY ku.user_id LIMIT 1) director
    CROSS JOIN LATERAL (
      VALUES
        ('Коледно тържество', '<p>Тържеството на всички групи в физкултурния салон. Заповядайте!</p>',
         date_trunc('day', now() AT TIME ZONE 'Europe/Sofia') + interval '24 days 10 hours', date_trunc('day', now() AT TIME ZONE 'Europe/Sofia') + interval '24 days 12 hours', false, ${Audience.All}::smallint, '{}'::int[]),
        ('Ден на отворените врати', '<p>Родителите са добре дошли да прекарат сутринта с децата.</p>',
         date_trunc('day', now() AT TIME ZONE 'Europe/Sofia') + interval '8 days', date_trunc('day', now() AT TIME ZONE 'Europe/Sofia') + interval '8 days 23 hours 59 minutes', true, ${Audience.All}::smallint, '{}'::int[]),
        ('Педагогически съвет', '<p>Редовно заседание на педагогическия съвет.</p>',
         date_trunc('day', now() AT TIME ZONE 'Europe/Sofia') + interval '3 days 13 hours 30 minutes', date_trunc('day', now() AT TIME ZONE 'Europe/Sofia') + interval '3 days 15 hours', false, ${Audience.OnlyStaff}::smallint, '{}'::int[])
    ) AS e(title, description, local_start, local_end, all_day, audience, class_ids)
    CROSS JOIN LATERAL (SELECT e.local_start AT TIME ZONE 'Europe/Sofia' AS starts_at, e.local_end AT TIME ZONE 'Europe/Sofia' AS ends_at) t
   WHERE director.user_id IS NOT NULL`;

const NOTICES_SQL = `
  INSERT INTO board_notices (kindergarten_id, title, content, audience, position, created_by, created_at)
  SELECT k.id, n.title, n.content, ${Audience.All}, n.position, director.user_id, now() - n.age
    FROM kindergartens k
    CROSS JOIN LATERAL (SELECT ku.user_id FROM kindergarten_users ku WHERE ku.kindergarten_id = k.id AND ku.role = ${Role.Director}
                         ORDER BY ku.user_id LIMIT 1) director
    CROSS JOIN LATERAL (
      VALUES
        ('Работно време', '<p>Детската градина работи от 7:00 до 19:00 ч. Молим децата да бъдат доведени до 8:30 ч.</p>', 1, interval '70 days'),
        ('Такси за месеца', '<p>Таксата за месеца се плаща до 10-о число по банков път или онлайн.</p>', 2, interval '20 days')
    ) AS n(title, content, position, age)
   WHERE director.user_id IS NOT NULL`;

const POLLS_SQL = `
  WITH poll AS (
    INSERT INTO polls (kindergarten_id, title, description, audience, expires_at, created_by, created_at)
    SELECT k.id, 'Пролетна екскурзия', '<p>Помогнете ни да изберем къде да отидем през април.</p>', ${Audience.All},
           now() + interval '12 days', director.user_id, now() - interval '1 day'
      FROM kindergartens k
      CROSS JOIN LATERAL (SELECT ku.user_id FROM kindergarten_users ku WHERE ku.kindergarten_id = k.id AND ku.role = ${Role.Director}
                           ORDER BY ku.user_id LIMIT 1) director
     WHERE director.user_id IS NOT NULL
    RETURNING id, kindergarten_id, audience, class_ids, user_ids
  ),
  question AS (
    INSERT INTO poll_questions (kindergarten_id, poll_id, position, text, kind)
    SELECT kindergarten_id, id, 1, 'Къде предпочитате да бъде екскурзията?', ${PollQuestionKind.SingleChoice} FROM poll
    RETURNING id, kindergarten_id
  ),
  options AS (
    INSERT INTO poll_options (kindergarten_id, question_id, position, text)
    SELECT q.kindergarten_id, q.id, o.position, o.text
      FROM question q CROSS JOIN (VALUES (1, 'Зоопарк'), (2, 'Природонаучен музей'), (3, 'Ферма с животни')) AS o(position, text)
  )
  INSERT INTO poll_recipients (kindergarten_id, poll_id, user_id)
  SELECT p.kindergarten_id, p.id, u
    FROM poll p CROSS JOIN LATERAL audience_user_ids(p.kindergarten_id, p.audience, p.class_ids, p.user_ids, current_date) u`;

/** The demo seed's statements on its connection. */
export class DemoSql {
  constructor(private readonly client: pg.ClientBase) {}

  async begin(): Promise<void> {
    await this.client.query('BEGIN');
  }

  async commit(): Promise<void> {
    await this.client.query('COMMIT');
  }

  async rollback(): Promise<void> {
    await this.client.query('ROLLBACK');
  }

  /** Serialises concurrent seeders until the transaction ends. */
  async lock(key: number): Promise<void> {
    await this.client.query('SELECT pg_advisory_xact_lock($1)', [key]);
  }

  async hasKindergartens(): Promise<boolean> {
    const { rows } = await this.client.query<PresentRow>('SELECT EXISTS (SELECT 1 FROM kindergartens) AS present');
    return rows[0].present;
  }

  /** The municipality of the settlement; undefined when the settlements are not loaded. */
  async municipalityOf(settlementId: number): Promise<number | undefined> {
    const { rows } = await this.client.query<MunicipalityRow>('SELECT municipality_id FROM settlements WHERE id = $1', [
      settlementId,
    ]);
    return rows[0]?.municipality_id;
  }

  /** Names the transaction's changes in the audit log "demo-seed". */
  async tagAsDemoSeed(): Promise<void> {
    await this.client.query(`SELECT set_config('app.request_id', 'demo-seed', true)`);
  }

  /** Takes `count` ids from the table's identity sequence, so that rows can refer to each other before insertion. */
  async reserveIds(table: string, count: number): Promise<number[]> {
    const { rows } = await this.client.query<IdRow>(
      `SELECT nextval(pg_get_serial_sequence($1, 'id'))::int AS id FROM generate_series(1, $2::int)`,
      [table, count],
    );
    return rows.map((row) => row.id).sort((a, b) => a - b);
  }

  /** Multi-row INSERTs of `rows` (values in the order of `columns`), as few statements as the parameter limit allows. */
  async insertRows(table: string, columns: readonly string[], rows: readonly DemoRow[]): Promise<void> {
    const perStatement = Math.floor(PARAMETERS_PER_STATEMENT / columns.length);
    for (let start = 0; start < rows.length; start += perStatement) {
      const params: unknown[] = [];
      const values = rows
        .slice(start, start + perStatement)
        .map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
      await this.client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, params);
    }
  }

  /** Partners are not a kindergarten's: adds the missing ones only, in the given order. */
  async addMissingPartners(names: readonly string[]): Promise<void> {
    await this.client.query(
      `INSERT INTO partners (name)
     SELECT name FROM unnest($1::text[]) WITH ORDINALITY AS p(name, n)
      WHERE NOT EXISTS (SELECT 1 FROM partners WHERE partners.name = p.name) ORDER BY n`,
      [names],
    );
  }

  /** The children's attendance from `from` up to the day before `until` (docs/attendance.md). */
  async seedAttendance(from: string, until: string): Promise<void> {
    await this.client.query(ATTENDANCE_SEED_SQL, [from, until]);
  }

  /** Messages, events, notices and a poll in every kindergarten. */
  async seedCommunication(): Promise<void> {
    for (const statement of [MESSAGES_SQL, EVENTS_SQL, NOTICES_SQL, POLLS_SQL]) await this.client.query(statement);
  }
}
