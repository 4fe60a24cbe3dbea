/**
 * Communication for the bench (issue 6; docs/notifications.md "Bench"): per kindergarten about 200 messages (one in
 * five to everybody, the rest to one group), 50 replies, 40 calendar events around today, 20 polls with questions,
 * options, voters and answers, and 10 notices — so that the badge counters, the inbox and the dashboards run on
 * realistic volumes. Set-based: one statement per step, the people reached computed by the product's own
 * `audience_user_ids()` (docs/communication.md), the seen and voted marks drawn from a hash so every run is the same.
 * Older items are mostly seen (95 % after two weeks), recent ones about half.
 *
 * Every step takes $1 = the bench's today (Europe/Sofia, 'YYYY-MM-DD').
 */
export interface CommunicationSeedStep {
  table: string;
  sql: string;
  params?: unknown[];
}

/** A stable pseudo-random percentage of a pair of ids. */
const pct = (a: string, b: string) => `(abs(hashint8((${a})::bigint * 1000003 + (${b}))) % 100)`;

const director = `(SELECT min(ku.user_id) FROM kindergarten_users ku WHERE ku.kindergarten_id = k.id AND ku.role = 1)`;
const groupOf = (n: string) =>
  `(SELECT c.id FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active
     WHERE c.kindergarten_id = k.id ORDER BY c.id OFFSET (${n}) % greatest(1, (SELECT count(*) FROM classes c2
       JOIN kindergarten_periods p2 ON p2.id = c2.period_id AND p2.is_active WHERE c2.kindergarten_id = k.id)) LIMIT 1)`;

/**
 * The people each distinct audience of `table` reaches today, by the product's `audience_user_ids()` called once per
 * audience (a kindergarten has 7 at most here), not once per item: a CTE named `reached`.
 */
const reachedOf = (table: string) => `reached AS (
  SELECT a.kindergarten_id, a.audience, a.class_ids, a.user_ids, r.user_id
    FROM (SELECT DISTINCT kindergarten_id, audience, class_ids, user_ids FROM ${table}) a
    CROSS JOIN LATERAL audience_user_ids(a.kindergarten_id, a.audience, a.class_ids, a.user_ids, $1::date) r(user_id))`;
const reachedJoin = (alias: string) =>
  `JOIN reached r ON r.kindergarten_id = ${alias}.kindergarten_id AND r.audience IS NOT DISTINCT FROM ${alias}.audience
                AND r.class_ids = ${alias}.class_ids AND r.user_ids = ${alias}.user_ids`;

export const COMMUNICATION_BENCH_SEED: CommunicationSeedStep[] = [
  {
    table: 'messages',
    sql: `INSERT INTO messages (kindergarten_id, title, content, audience, class_ids, created_by, created_at, updated_at)
          SELECT k.id, format('Съобщение %s', n),
                 format('<p>Уважаеми родители, <strong>съобщение %s</strong> за седмицата.</p>', n),
                 CASE WHEN n % 5 = 0 THEN 0 ELSE 1 END,
                 CASE WHEN n % 5 = 0 THEN '{}'::int[] ELSE ARRAY[${groupOf('n')}] END,
                 ${director}, t.at, t.at
            FROM kindergartens k
            CROSS JOIN generate_series(1, 200) n
            CROSS JOIN LATERAL (SELECT $1::date + time '16:00' - (n * 1.2) * interval '1 day' AS at) t
           WHERE ${director} IS NOT NULL`,
  },
  {
    // The author's row (seen) and one row per person reached: the fan-out the messages area does, per message.
    table: 'message_recipients',
    sql: `WITH ${reachedOf('messages')},
               pairs AS (SELECT m.id AS message_id, r.user_id FROM messages m ${reachedJoin('m')}
                         UNION SELECT id, created_by FROM messages)
          INSERT INTO message_recipients (kindergarten_id, message_id, user_id, is_author, created_at, seen_at)
          SELECT m.kindergarten_id, m.id, x.user_id, x.user_id = m.created_by, m.created_at,
                 CASE WHEN x.user_id = m.created_by
                        OR ${pct('m.id', 'x.user_id')} < CASE WHEN m.created_at < $1::date - 14 THEN 95 ELSE 50 END
                      THEN m.created_at + interval '3 hours' END
            FROM pairs x JOIN messages m ON m.id = x.message_id`,
  },
  {
    // The bench seeds with triggers off (session_replication_role = replica): the count the recipients' trigger keeps
    // (migrations/1795300031000-CommunicationSpeed.ts) is written here, as the migration's backfill does.
    table: 'messages (recipients_count)',
    sql: `UPDATE messages m SET recipients_count = c.n
            FROM (SELECT message_id, count(*)::int AS n FROM message_recipients WHERE NOT is_author GROUP BY message_id) c
           WHERE c.message_id = m.id`,
  },
  {
    // 50 replies per kindergarten: a recipient answers in their conversation with the author (docs/communication.md).
    table: 'message_replies',
    sql: `INSERT INTO message_replies (kindergarten_id, message_id, thread_user_id, content, created_by, created_at)
          SELECT kindergarten_id, message_id, user_id, '<p>Благодаря, ще присъстваме.</p>', user_id, created_at + interval '5 hours'
            FROM (SELECT r.*, row_number() OVER (PARTITION BY r.kindergarten_id ORDER BY ${pct('r.message_id', 'r.user_id')}, r.message_id) AS i
                    FROM message_recipients r WHERE NOT r.is_author AND r.seen_at IS NOT NULL) x
           WHERE i <= 50`,
  },
  {
    // The author has not read the replies of the last ten days.
    table: 'message_recipients (replies)',
    sql: `UPDATE message_recipients r SET unseen_replies = x.n
            FROM (SELECT message_id, count(*)::int AS n FROM message_replies WHERE created_at > $1::date - 10 GROUP BY message_id) x
           WHERE r.message_id = x.message_id AND r.is_author`,
  },
  {
    table: 'events',
    sql: `INSERT INTO events (kindergarten_id, title, description, starts_at, ends_at, all_day, audience, class_ids, created_by)
          SELECT k.id, format('Събитие %s', n), '<p>Заповядайте!</p>', t.at, t.at + interval '2 hours', n % 4 = 0,
                 CASE WHEN n % 2 = 0 THEN 0 ELSE 1 END,
                 CASE WHEN n % 2 = 0 THEN '{}'::int[] ELSE ARRAY[${groupOf('n')}] END, ${director}
            FROM kindergartens k
            CROSS JOIN generate_series(1, 40) n
            CROSS JOIN LATERAL (SELECT $1::date + time '10:00' + (n * 6 - 150) * interval '1 day' AS at) t
           WHERE ${director} IS NOT NULL`,
  },
  {
    // Past events were mostly opened; upcoming ones by about half of their people.
    table: 'event_seen',
    sql: `WITH ${reachedOf('events')}
          INSERT INTO event_seen (kindergarten_id, event_id, user_id, seen_at)
          SELECT e.kindergarten_id, e.id, r.user_id, least(e.starts_at, now())
            FROM events e ${reachedJoin('e')}
           WHERE r.user_id <> e.created_by AND ${pct('e.id', 'r.user_id')} < CASE WHEN e.ends_at < now() THEN 90 ELSE 50 END`,
  },
  {
    table: 'polls',
    sql: `INSERT INTO polls (kindergarten_id, title, description, audience, class_ids, expires_at, created_by, created_at)
          SELECT k.id, format('Анкета %s', n), '<p>Моля, отговорете.</p>', CASE WHEN n % 3 = 0 THEN 0 ELSE 1 END,
                 CASE WHEN n % 3 = 0 THEN '{}'::int[] ELSE ARRAY[${groupOf('n')}] END,
                 CASE WHEN n % 7 = 0 THEN NULL ELSE $1::date + (n * 10 - 120) * interval '1 day' END, ${director},
                 $1::date - (200 - n * 8) * interval '1 day'
            FROM kindergartens k
            CROSS JOIN generate_series(1, 20) n
           WHERE ${director} IS NOT NULL`,
  },
  {
    table: 'poll_questions',
    sql: `INSERT INTO poll_questions (kindergarten_id, poll_id, position, text, kind)
          SELECT p.kindergarten_id, p.id, q, CASE q WHEN 1 THEN 'Удобен ли е часът?' ELSE 'Предложения' END, CASE q WHEN 1 THEN 1 ELSE 3 END
            FROM polls p CROSS JOIN generate_series(1, 2) q`,
  },
  {
    table: 'poll_options',
    sql: `INSERT INTO poll_options (kindergarten_id, question_id, position, text)
          SELECT q.kindergarten_id, q.id, o, (ARRAY['Да', 'Не', 'Нямам мнение'])[o]
            FROM poll_questions q CROSS JOIN generate_series(1, 3) o WHERE q.kind = 1`,
  },
  {
    // The voters fixed when the poll opened; about 60 % have voted.
    table: 'poll_recipients',
    sql: `WITH ${reachedOf('polls')}
          INSERT INTO poll_recipients (kindergarten_id, poll_id, user_id, voted_at)
          SELECT p.kindergarten_id, p.id, r.user_id,
                 CASE WHEN ${pct('p.id', 'r.user_id')} < 60 THEN p.created_at + interval '1 day' END
            FROM polls p ${reachedJoin('p')}`,
  },
  {
    table: 'poll_answers',
    sql: `INSERT INTO poll_answers (kindergarten_id, poll_id, question_id, user_id, option_id, created_at)
          SELECT pr.kindergarten_id, pr.poll_id, q.id, pr.user_id,
                 (SELECT o.id FROM poll_options o WHERE o.question_id = q.id
                   ORDER BY o.position OFFSET ${pct('pr.poll_id', 'pr.user_id')} % 3 LIMIT 1), pr.voted_at
            FROM poll_recipients pr JOIN poll_questions q ON q.poll_id = pr.poll_id AND q.kind = 1
           WHERE pr.voted_at IS NOT NULL`,
  },
  {
    table: 'board_notices',
    sql: `INSERT INTO board_notices (kindergarten_id, title, content, audience, position, created_by, created_at)
          SELECT k.id, format('Обява %s', n), '<p>Важна информация за родителите.</p>', 0, n, ${director},
                 $1::date - (n * 9) * interval '1 day'
            FROM kindergartens k CROSS JOIN generate_series(1, 10) n
           WHERE ${director} IS NOT NULL`,
  },
  {
    table: 'board_notice_seen',
    sql: `WITH ${reachedOf('board_notices')}
          INSERT INTO board_notice_seen (kindergarten_id, notice_id, user_id, seen_at)
          SELECT n.kindergarten_id, n.id, r.user_id, n.created_at + interval '1 day'
            FROM board_notices n ${reachedJoin('n')}
           WHERE r.user_id <> n.created_by AND ${pct('n.id', 'r.user_id')} < 80`,
  },
];

/** The steps with the bench's today (Europe/Sofia) as their parameter. */
export const communicationBenchSeed = (now: Date): CommunicationSeedStep[] => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(now);
  return COMMUNICATION_BENCH_SEED.map((step) => ({ ...step, params: step.sql.includes('$1') ? [today] : [] }));
};
