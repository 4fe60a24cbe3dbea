/**
 * The data the benchmark runs against: a number of kindergartens, each with the same shape, written with
 * set-based SQL only (`INSERT … SELECT … FROM generate_series(…)`), so that the national scale takes minutes.
 *
 * Ids are given explicitly and computed, so that every table is one statement and joins are arithmetic:
 *   kindergarten k                 1..K
 *   school year (period) y         2(k-1)+y+1            y = 0: 2025/2026 (closed), y = 1: 2026/2027 (active)
 *   staff member j (teacher row    S(k-1)+j+1            j = 0 is the director, then two teachers per group;
 *     and their user)                                    S = 1 + 2·groups
 *   group g of year y              2G(k-1)+Gy+g+1        G = groups.length
 *   child s                        1..K·P                P children per kindergarten, dealt round-robin into groups
 *   parent of child s              2s-1 mother, 2s father (60 % of children): ≈ 1.6 parents per child
 *   parent user                    S·K + parent id
 * The identity sequences are moved past the ids at the end, so the API can insert afterwards.
 */
import { Gender, GroupAgeType, ParentRelation, Role, UserType } from '@kg/contracts';
import type pg from 'pg';
import { ATTENDANCE_SEED_SQL } from '../seed/attendance-seed.js';
import { communicationBenchSeed } from '../seed/communication-bench-seed.js';
import { activityBenchSeed } from './activity-bench.js';

export type ScaleName = 'small' | 'national';

export interface Scale {
  name: ScaleName;
  kindergartens: number;
  childrenPerKindergarten: number;
}

export const scales: Record<ScaleName, Scale> = {
  small: { name: 'small', kindergartens: 50, childrenPerKindergarten: 120 },
  national: { name: 'national', kindergartens: 2_000, childrenPerKindergarten: 110 },
};

export const isScaleName = (value: string): value is ScaleName => Object.hasOwn(scales, value);

export const BENCH_PASSWORD = 'Bench2026!';
export const BENCH_EMAIL_DOMAIN = 'bench.kg';

/** The groups of one kindergarten in the active year; the closed year has the same groups, one year younger. */
const groups: { name: string; ageType: GroupAgeType; birthYear: number; lastYearGroup: number | null }[] = [
  { name: 'Яслена група', ageType: GroupAgeType.Nursery, birthYear: 2024, lastYearGroup: null },
  { name: 'Първа група', ageType: GroupAgeType.KindergartenFirstGroup, birthYear: 2023, lastYearGroup: 0 },
  { name: 'Втора група', ageType: GroupAgeType.Kindergarten, birthYear: 2022, lastYearGroup: 1 },
  { name: 'Трета група (ПГ 5 г.)', ageType: GroupAgeType.KindergartenPGGroups, birthYear: 2021, lastYearGroup: 2 },
  { name: 'Четвърта група (ПГ 6 г.)', ageType: GroupAgeType.KindergartenPGGroups, birthYear: 2020, lastYearGroup: 3 },
  { name: 'Смесена група', ageType: GroupAgeType.Kindergarten, birthYear: 2022, lastYearGroup: 1 },
];
const G = groups.length;
const S = 1 + 2 * G;

/** Names, comma-separated: kept on one line each. */
const list = (names: string): string[] => names.split(', ');

const femaleNames = list(
  'Мария, Иванка, Елена, Йорданка, Даниела, Виктория, Десислава, Гергана, Николета, Цветелина, Радостина, Петя, Силвия, Милена, Ралица, Теодора, Александра, Габриела, Симона, Надежда',
);
const maleNames = list(
  'Иван, Георги, Димитър, Николай, Петър, Христо, Стоян, Александър, Тодор, Васил, Калоян, Мартин, Борис, Виктор, Кристиян, Даниел, Стефан, Йордан, Ангел, Емил',
);
/** Male forms; the female form adds „а“. They double as patronymics (бащино име). */
const surnames = list(
  'Иванов, Георгиев, Димитров, Петров, Николов, Христов, Стоянов, Тодоров, Йорданов, Василев, Атанасов, Костадинов, Попов, Маринов, Колев, Илиев, Ангелов, Стефанов, Михайлов, Павлов, Кирилов, Недялков, Райчев, Цветков',
);
const kindergartenNames = list(
  'Слънце, Звездица, Детелина, Калинка, Пчелица, Щурче, Мечо Пух, Зорница, Радост, Червената шапчица, Весели ноти, Дъга, Елхичка, Незабравка, Синчец, Еделвайс, Палечко, Приказка, Светулка, Теменуга',
);
const streets = list(
  'Васил Левски, Христо Ботев, Г. С. Раковски, Иван Вазов, Цар Освободител, Шипка, Опълченска, Александър Стамболийски, Райна Княгиня, Любен Каравелов, Гео Милев, Св. Климент Охридски',
);
const partners: [string, string][] = [
  ['Просвета', 'https://www.prosveta.bg'],
  ['Булвест 2000', 'https://www.bulvest.com'],
  ['Анубис', 'https://www.anubis-bg.com'],
  ['Клет България', 'https://www.klett.bg'],
  ['Архимед', 'https://www.arhimedbg.com'],
  ['Изкуството да учим', 'https://www.izkustvotodauchim.bg'],
  ['Педагог 6', 'https://www.pedagog6.com'],
  ['Рива', 'https://www.riva.bg'],
  ['Фют', 'https://www.fiut.bg'],
  ['Домино', 'https://www.domino.bg'],
];

/** `list[(index) mod length]` as SQL: the list is a text[] parameter. */
const pick = (param: string, list: readonly string[], index: string): string =>
  `(${param}::text[])[1 + (${index}) % ${list.length}]`;
const email = (kind: string, id: string): string => `format('${kind}.%s@${BENCH_EMAIL_DOMAIN}', ${id})`;

/** One ЕГН: YYMMDD (month + 40 for the 2000s), three digits (the last even for a boy), the check digit. */
const egnFunction = `
  CREATE FUNCTION pg_temp.bench_egn(birth date, serial int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
    SELECT nine || ((SELECT sum(substr(nine, i, 1)::int * (ARRAY[2, 4, 8, 5, 10, 9, 7, 3, 6])[i]) FROM generate_series(1, 9) i) % 11 % 10)::text
      FROM (SELECT to_char(birth, 'YY') || lpad((extract(month FROM birth)::int + 40)::text, 2, '0') || to_char(birth, 'DD')
                   || lpad(serial::text, 3, '0') AS nine) AS d
  $$`;

interface SeedStep {
  table: string;
  sql: string;
  params?: unknown[];
}

function seedSteps(scale: Scale, passwordHash: string): SeedStep[] {
  const K = scale.kindergartens;
  const P = scale.childrenPerKindergarten;
  if (P * 2 > 999) {
    throw new Error('childrenPerKindergarten: the ЕГН serial (3 digits) holds up to 499 children per kindergarten');
  }
  const parentUserBase = S * K;
  // Children: s = global id, k = kindergarten, i = index in the kindergarten, g = active-year group.
  const children = `(SELECT s, (s - 1) / ${P} + 1 AS k, (s - 1) % ${P} AS i, ((s - 1) % ${P}) % ${G} AS g
                       FROM generate_series(1, ${K * P}) AS s) AS c`;
  // Parents: n = 1 mother (every child), n = 2 father (three children in five).
  const parentsOfChildren = `(SELECT c.s, c.k, n, 2 * c.s - 2 + n AS id FROM ${children}
                                CROSS JOIN generate_series(1, 2) AS n WHERE n = 1 OR c.s % 5 < 3) AS p`;
  const staffRole = `CASE WHEN (u.id - 1) % ${S} = 0 THEN ${Role.Director} ELSE ${Role.Teacher} END`;
  return [
    {
      table: 'partners',
      sql: `INSERT INTO partners (id, name, url) SELECT n, name, url FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(name, url, n)`,
      params: [partners.map(([name]) => name), partners.map(([, url]) => url)],
    },
    {
      table: 'kindergartens',
      sql: `INSERT INTO kindergartens (id, name, type, institution_code, settlement_id, address, phone, email)
            SELECT k, format('ДГ № %s „%s“', k, ${pick('$1', kindergartenNames, 'k - 1')}), 2, (2000000 + k)::text,
                   towns.ids[1 + (k - 1) % cardinality(towns.ids)],
                   format('ул. „%s“ № %s', ${pick('$2', streets, 'k')}, 1 + k % 90), '02' || lpad((9000000 + k)::text, 7, '0'),
                   ${email('dg', 'k')}
              FROM generate_series(1, ${K}) AS k,
                   (SELECT array_agg(id ORDER BY id) AS ids FROM settlements WHERE type = 1) AS towns`,
      params: [kindergartenNames, streets],
    },
    {
      table: 'kindergarten_periods',
      sql: `INSERT INTO kindergarten_periods (id, kindergarten_id, name, from_date, to_date, is_active)
            SELECT 2 * (k - 1) + y + 1, k, format('%s/%s', 2025 + y, 2026 + y), make_date(2025 + y, 9, 15), make_date(2026 + y, 8, 31), y = 1
              FROM generate_series(1, ${K}) AS k, generate_series(0, 1) AS y`,
    },
    {
      table: 'users (staff)',
      sql: `INSERT INTO users (id, email, phone, password_hash, first_name, middle_name, last_name, user_type, is_active, selected_kindergarten_id)
            SELECT id, CASE WHEN j = 0 THEN ${email('director', 'k')} ELSE ${email('teacher', 'id')} END,
                   '0878' || lpad(id::text, 6, '0'), $1, ${pick('$2', femaleNames, 'id * 7')}, ${pick('$3', surnames, 'id * 11')} || 'а',
                   ${pick('$3', surnames, 'id')} || 'а', ${UserType.Teacher}, true, k
              FROM (SELECT k, j, ${S} * (k - 1) + j + 1 AS id FROM generate_series(1, ${K}) AS k, generate_series(0, ${S - 1}) AS j) AS staff`,
      params: [passwordHash, femaleNames, surnames],
    },
    {
      table: 'teachers',
      sql: `INSERT INTO teachers (id, kindergarten_id, user_id, first_name, middle_name, last_name, email, phone, occupation, is_director, birth_date)
            SELECT id, selected_kindergarten_id, id, first_name, middle_name, last_name, email, phone,
                   CASE WHEN (id - 1) % ${S} = 0 THEN 'Директор' ELSE 'Учител' END, (id - 1) % ${S} = 0,
                   make_date(1965 + id % 35, 1 + id % 12, 1 + id % 28)
              FROM users WHERE id <= ${S * K}`,
    },
    {
      table: 'classes',
      sql: `INSERT INTO classes (id, kindergarten_id, period_id, name, age_type)
            SELECT ${2 * G} * (k - 1) + ${G} * y + g + 1, k, 2 * (k - 1) + y + 1, ($1::text[])[g + 1], ($2::int[])[g + 1]
              FROM generate_series(1, ${K}) AS k, generate_series(0, 1) AS y, generate_series(0, ${G - 1}) AS g`,
      params: [groups.map((group) => group.name), groups.map((group) => group.ageType)],
    },
    {
      table: 'class_teachers',
      sql: `INSERT INTO class_teachers (kindergarten_id, class_id, teacher_id)
            SELECT kindergarten_id, id, ${S} * (kindergarten_id - 1) + 2 * ((id - 1) % ${G}) + t + 1
              FROM classes, generate_series(1, 2) AS t`,
    },
    {
      table: 'students',
      sql: `INSERT INTO students (id, kindergarten_id, first_name, middle_name, last_name, identifier_type, identifier, gender, birth_date, address)
            SELECT s, k,
                   CASE WHEN gender = ${Gender.Male} THEN ${pick('$1', maleNames, 's * 3')} ELSE ${pick('$2', femaleNames, 's * 3')} END,
                   ${pick('$3', surnames, 's * 5')} || CASE WHEN gender = ${Gender.Male} THEN '' ELSE 'а' END,
                   ${pick('$3', surnames, 's')} || CASE WHEN gender = ${Gender.Male} THEN '' ELSE 'а' END,
                   0, pg_temp.bench_egn(birth, 2 * i + gender - 1), gender, birth,
                   format('ул. „%s“ № %s', ${pick('$4', streets, 's')}, 1 + s % 120)
              FROM (SELECT c.*, 1 + (i / ${G}) % 2 AS gender, make_date(($5::int[])[g + 1], 1, 1) + (s * 37) % 365 AS birth FROM ${children}) AS c`,
      params: [maleNames, femaleNames, surnames, streets, groups.map((group) => group.birthYear)],
    },
    {
      table: 'student_classes',
      sql: `INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date, to_date, position)
            SELECT k, s, ${2 * G} * (k - 1) + ${G} + g + 1, DATE '2026-09-15', NULL, i / ${G} + 1 FROM ${children}
            UNION ALL
            SELECT k, s, ${2 * G} * (k - 1) + last_year + 1, DATE '2025-09-15', DATE '2026-08-31', NULL
              FROM (SELECT c.*, ($1::int[])[g + 1] AS last_year FROM ${children}) AS c WHERE last_year IS NOT NULL`,
      params: [groups.map((group) => group.lastYearGroup)],
    },
    {
      table: 'users (parents)',
      sql: `INSERT INTO users (id, email, phone, password_hash, first_name, middle_name, last_name, user_type, is_active, selected_kindergarten_id)
            SELECT ${parentUserBase} + id, ${email('parent', 'id')}, '0888' || lpad(id::text, 6, '0'), $1,
                   CASE WHEN n = 1 THEN ${pick('$2', femaleNames, 'id * 13')} ELSE ${pick('$3', maleNames, 'id * 13')} END,
                   ${pick('$4', surnames, 'id * 17')} || CASE WHEN n = 1 THEN 'а' ELSE '' END,
                   ${pick('$4', surnames, 's')} || CASE WHEN n = 1 THEN 'а' ELSE '' END, ${UserType.Parent}, true, k
              FROM ${parentsOfChildren}`,
      params: [passwordHash, femaleNames, maleNames, surnames],
    },
    {
      table: 'parents',
      sql: `INSERT INTO parents (id, kindergarten_id, user_id, first_name, middle_name, last_name, email, phone)
            SELECT id - ${parentUserBase}, selected_kindergarten_id, id, first_name, middle_name, last_name, email, phone
              FROM users WHERE id > ${parentUserBase}`,
    },
    {
      table: 'student_parents',
      sql: `INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation)
            SELECT k, s, id, CASE WHEN n = 1 THEN ${ParentRelation.Mother} ELSE ${ParentRelation.Father} END FROM ${parentsOfChildren}`,
    },
    {
      table: 'kindergarten_users',
      sql: `INSERT INTO kindergarten_users (kindergarten_id, user_id, role)
            SELECT selected_kindergarten_id, u.id, CASE WHEN u.id > ${parentUserBase} THEN ${Role.Parent} ELSE ${staffRole} END
              FROM users u ORDER BY u.id`,
    },
    {
      // Every child's daily attendance of both school years up to the bench's today (≈ 1.5 M rows at the small scale).
      table: 'student_attendances',
      sql: ATTENDANCE_SEED_SQL,
      params: ['2025-09-15', new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date())],
    },
    // One activity per kindergarten with 30 children and their attendance (tools/bench/activity-bench.ts).
    ...activityBenchSeed(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date())),
    ...communicationBenchSeed(new Date()),
  ];
}

const tablesWithIdentity = [
  'partners',
  'kindergartens',
  'kindergarten_periods',
  'users',
  'teachers',
  'classes',
  'students',
  'student_classes',
  'parents',
  'kindergarten_users',
];
const countedTables = [...tablesWithIdentity, 'class_teachers', 'student_parents', 'student_attendances', 'audit_log'];

export interface SeedReport {
  scale: Scale;
  /** False when audit triggers (and foreign-key checks) ran during the seed. */
  triggersSkipped: boolean;
  passwordHashMs: number;
  steps: { table: string; rows: number; ms: number }[];
  vacuumAnalyzeMs: number;
  totalMs: number;
  rowCounts: Record<string, number>;
  databaseSizeMb: number;
}

/**
 * Writes the scale into a freshly migrated database. With `skipTriggers` the seed runs with
 * `session_replication_role = replica` (superuser only): no audit rows and no foreign-key checks,
 * which the computed ids make safe; the API's own writes during the run are audited as usual.
 */
export async function seedScale(
  client: pg.ClientBase,
  scale: Scale,
  options: { passwordHash: string; passwordHashMs: number; skipTriggers: boolean; log: (line: string) => void },
): Promise<SeedReport> {
  const started = performance.now();
  let triggersSkipped = false;
  if (options.skipTriggers) {
    try {
      await client.query(`SET session_replication_role = replica`);
      triggersSkipped = true;
    } catch {
      options.log('seed: not a superuser, so audit triggers and foreign keys stay on (slower)');
    }
  }
  await client.query(egnFunction);
  const steps: SeedReport['steps'] = [];
  for (const step of seedSteps(scale, options.passwordHash)) {
    const stepStarted = performance.now();
    const result = await client.query(step.sql, step.params);
    const ms = performance.now() - stepStarted;
    steps.push({ table: step.table, rows: result.rowCount ?? 0, ms });
    options.log(
      `seed: ${step.table.padEnd(22)} ${String(result.rowCount).padStart(9)} rows ${(ms / 1000).toFixed(2).padStart(7)} s`,
    );
  }
  for (const table of tablesWithIdentity) {
    await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  if (triggersSkipped) await client.query(`SET session_replication_role = origin`);
  await client.query(`DROP FUNCTION pg_temp.bench_egn`);
  // Vacuumed and analysed as a settled production database would be; autovacuum then has nothing to start mid-run.
  const vacuumStarted = performance.now();
  await client.query(`VACUUM (ANALYZE)`);
  const vacuumAnalyzeMs = performance.now() - vacuumStarted;
  options.log(`seed: VACUUM (ANALYZE) ${(vacuumAnalyzeMs / 1000).toFixed(2)} s`);

  const rowCounts: Record<string, number> = {};
  for (const table of countedTables) {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${table}`);
    rowCounts[table] = rows[0].n;
  }
  const { rows: size } = await client.query(`SELECT pg_database_size(current_database()) AS bytes`);
  return {
    scale,
    triggersSkipped,
    passwordHashMs: options.passwordHashMs,
    steps,
    vacuumAnalyzeMs,
    totalMs: performance.now() - started,
    rowCounts,
    databaseSizeMb: Math.round(Number(size[0].bytes) / 1024 / 1024),
  };
}
