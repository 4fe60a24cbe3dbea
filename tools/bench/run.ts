/**
 * `npm run bench`: seeds a scale into a fresh PostgreSQL, starts the built API in a child process (so the
 * load generator does not share its event loop), loads each hot path of paths.ts with autocannon, times the
 * same database work directly, and writes bench/results.json and bench/results-<scale>.json.
 *
 *   node tools/dist/bench/run.js [--scale small|national] [--duration <s>] [--connections <n>] [--with-triggers] [--hold]
 *                                [--paths attendance-grid,attendance-save]
 *
 * --with-triggers seeds with the audit triggers on (the real write cost); --hold seeds, starts the API, signs
 * in, prints the URLs and a token, and waits for Ctrl-C instead of measuring: for EXPLAIN and probing by hand.
 * --paths (or BENCH_PATHS) measures only the named paths of paths.ts.
 *
 * Environment: BENCH_SCALE, BENCH_DURATION, BENCH_CONNECTIONS; BENCH_API_NODE_ARGS, node flags for the API (e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof" profiles it under the load); DATABASE_URL to use a running PostgreSQL
 * instead of an embedded one (a database of its own is created there and dropped afterwards).
 * Exits 1 when any path answered an error or a non-2xx status.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Role } from '@kg/contracts';
import { migrations } from '@kg/migrations';
import argon2 from 'argon2';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { activityGrids } from './activity-bench.js';
import { type CpuPids, cpuPerRequest, cpuSample, postmasterPid } from './cpu.js';
import { apiOverhead, buildRequest, formatResults, measureHttp, measureLoop, measureSql, type PathResult } from './measure.js';
import {
  type AttendanceBenchGroup,
  type BenchContext,
  type BenchPath,
  type BenchSession,
  type BenchUser,
  benchPaths,
} from './paths.js';
import { BENCH_PASSWORD, isScaleName, type Scale, type SeedReport, scales, seedScale } from './scales.js';
import { recipeBench } from './recipe-bench.js';
import { menuBench } from './menu-bench.js';
import { storageBench } from './storage-bench.js';
import { nutritionBench } from './nutrition-bench.js';

/** This file runs as tools/dist/bench/run.js. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const apiMain = join(repoRoot, 'apps/api/dist/main.js');

interface EmbeddedDatabase {
  url(database?: string): string;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}
interface EmbeddedDatabaseModule {
  startEmbeddedDatabase(options: { dataDir: string; fast?: boolean; persistent?: boolean }): Promise<EmbeddedDatabase>;
  freePort(): Promise<number>;
}
// Plain JavaScript shared with the start script and the tests; loaded from its source, which the build does not move.
const embeddedDatabaseModule = new URL('../../lib/embedded-database.mjs', import.meta.url).href;

interface Options {
  scale: Scale;
  durationS: number;
  connections: number;
  skipTriggers: boolean;
  hold: boolean;
  /** The names of the paths to measure; null measures all of them. */
  paths: string[] | null;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      'with-triggers': { type: 'boolean', default: false },
      hold: { type: 'boolean', default: false },
      paths: { type: 'string' },
    },
  });
  const scaleName = values.scale ?? process.env.BENCH_SCALE ?? 'small';
  if (!isScaleName(scaleName)) throw new Error(`--scale must be one of ${Object.keys(scales).join(', ')}, not "${scaleName}"`);
  const positive = (name: string, value: string): number => {
    const number = Number(value);
    if (!(number > 0)) throw new Error(`--${name} must be a positive number, not "${value}"`);
    return number;
  };
  return {
    scale: scales[scaleName],
    durationS: positive('duration', values.duration ?? process.env.BENCH_DURATION ?? '10'),
    connections: Math.round(positive('connections', values.connections ?? process.env.BENCH_CONNECTIONS ?? '20')),
    skipTriggers: !values['with-triggers'],
    hold: values.hold,
    paths: pathNames(values.paths ?? process.env.BENCH_PATHS),
  };
}

function pathNames(list: string | undefined): string[] | null {
  if (!list) return null;
  const names = list.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !benchPaths.some((path) => path.name === name));
  if (unknown.length)
    throw new Error(`--paths: no such path ${unknown.join(', ')}; known: ${benchPaths.map((p) => p.name).join(', ')}`);
  return names;
}

const runStarted = performance.now();
function log(line: string): void {
  console.log(`[${((performance.now() - runStarted) / 1000).toFixed(1).padStart(6)} s] ${line}`);
}
const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/** Steps to undo, last first; run at the end, on failure and on Ctrl-C. */
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp(): Promise<void> {
  while (cleanups.length) {
    await cleanups.pop()!().catch((error: unknown) => console.error('cleanup failed:', error));
  }
}

async function startDatabase(scale: Scale, embedded: EmbeddedDatabaseModule): Promise<{ url: string; embedded: boolean }> {
  const given = process.env.DATABASE_URL;
  if (given) {
    const name = `kg_bench_${scale.name}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: given });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const client = new pg.Client({ connectionString: given });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });
    const url = new URL(given);
    url.pathname = `/${name}`;
    return { url: url.toString(), embedded: false };
  }
  const dataDir = mkdtempSync(join(os.tmpdir(), 'kg-bench-pg-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const database = await embedded.startEmbeddedDatabase({ dataDir, fast: true, persistent: false });
  cpuPids.database = postmasterPid(dataDir);
  cleanups.push(() => database.stop());
  await database.createDatabase('kg_bench');
  return { url: database.url('kg_bench'), embedded: true };
}

async function migrate(url: string): Promise<void> {
  const dataSource = new DataSource({ type: 'postgres', url, migrations, migrationsTransactionMode: 'each' });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}

async function seed(url: string, options: Options): Promise<SeedReport> {
  const hashStarted = performance.now();
  const passwordHash = await hashBenchPassword();
  const passwordHashMs = performance.now() - hashStarted;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await seedScale(client, options.scale, { passwordHash, passwordHashMs, skipTriggers: options.skipTriggers, log });
  } finally {
    await client.end();
  }
}

let benchPasswordHash: Promise<string> | undefined;
/** One argon2id hash (the API's cost) for every bench user. */
const hashBenchPassword = (): Promise<string> =>
  (benchPasswordHash ??= argon2.hash(BENCH_PASSWORD, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 }));

/** The processes whose CPU each load is charged with (tools/bench/cpu.ts). */
const cpuPids: CpuPids = {};

/** The built API as a child process; resolves once /api/health answers 200. */
async function startApi(databaseUrl: string, port: number): Promise<string> {
  // BENCH_API_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": profiles the API under the load (written on exit).
  const nodeArgs = process.env.BENCH_API_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, apiMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: 'bench',
      // Production refuses to start without it (docs/activities.md "The key"); the bench stores no secret.
      KG_SECRETS_KEY: process.env.KG_SECRETS_KEY ?? randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cpuPids.api = child.pid;
  const forward = (chunk: Buffer): void => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`  [api] ${line}`);
  };
  child.stdout!.on('data', forward);
  child.stderr!.on('data', forward);
  let exited = false;
  child.once('exit', () => (exited = true));
  cleanups.push(async () => {
    if (exited) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the API exited during start-up (${apiMain}; is it built?)`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return baseUrl;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not answer /api/health within 60 s');
}

const STAFF_SESSIONS = 40;
const PARENT_SESSIONS = 160;
const DIRECTOR_SESSIONS = 8;
const LOGIN_USERS = 1_000;

/** Users spread over kindergartens and roles (md5 of the id is a stable shuffle). */
async function pickUsers(url: string): Promise<{ loginUsers: BenchUser[]; sessionUsers: BenchUser[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const select = (where: string, limit: number) =>
      client
        .query<BenchUser>(
          `SELECT u.id, u.email, m.role, m.kindergarten_id AS "kindergartenId"
             FROM users u JOIN kindergarten_users m ON m.user_id = u.id AND m.kindergarten_id = u.selected_kindergarten_id
            WHERE u.is_active AND ${where} ORDER BY md5(u.id::text) LIMIT ${limit}`,
        )
        .then((result) => result.rows);
    const staff = await select(`m.role <> 3`, STAFF_SESSIONS);
    const parents = await select(`m.role = 3`, PARENT_SESSIONS);
    const directors = await select(`m.role = 1`, DIRECTOR_SESSIONS);
    const loginUsers = await select('true', LOGIN_USERS);
    return { loginUsers, sessionUsers: [...staff, ...parents, ...directors.filter((d) => !staff.some((s) => s.id === d.id))] };
  } finally {
    await client.end();
  }
}

/**
 * The attendance grids of the directors' kindergartens (every active-year group with its children), the previous
 * month, and its working days that are open for entry.
 */
async function attendanceGroups(url: string, sessions: BenchSession[], users: BenchUser[]): Promise<AttendanceBenchGroup[]> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const previous = month === 1 ? { month: 12, year: year - 1 } : { month: month - 1, year };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const directors = sessions.filter((session) => session.role === Role.Director);
    const kindergartenOf = new Map(users.map((user) => [user.id, user.kindergartenId]));
    const { rows: days } = await client.query<{ day: string }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day
         FROM generate_series(make_date($1, $2, 1), make_date($1, $2, 1) + interval '1 month' - interval '1 day', interval '1 day') AS d
        WHERE extract(isodow FROM d) < 6 AND d < $3::date
          AND NOT EXISTS (SELECT 1 FROM national_days_off n WHERE n.type = 0 AND d BETWEEN n.from_date AND n.to_date)`,
      [previous.year, previous.month, today],
    );
    const { rows } = await client.query<Omit<AttendanceBenchGroup, 'session' | 'month' | 'year' | 'days'>>(
      `SELECT c.id AS "classId", c.kindergarten_id AS "kindergartenId", c.age_type AS "ageType",
              to_char(p.from_date, 'YYYY-MM-DD') AS "yearFrom", to_char(p.to_date, 'YYYY-MM-DD') AS "yearTo",
              array_agg(sc.student_id ORDER BY sc.student_id) AS "studentIds"
         FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active
         JOIN student_classes sc ON sc.class_id = c.id AND sc.to_date IS NULL
        WHERE c.kindergarten_id = ANY($1::int[])
        GROUP BY c.id, p.id ORDER BY c.id`,
      [directors.map((session) => kindergartenOf.get(session.userId))],
    );
    return directors.flatMap((session) =>
      rows
        .filter((row) => row.kindergartenId === kindergartenOf.get(session.userId))
        .map((row) => ({ ...row, session, ...previous, days: days.map((entry) => entry.day) })),
    );
  } finally {
    await client.end();
  }
}

/** Signs the users in through the API, four at a time: tokens for the signed-in paths. */
async function signIn(baseUrl: string, users: BenchUser[]): Promise<BenchSession[]> {
  const sessions: BenchSession[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < users.length) {
      const user = users[next++]!;
      const response = await fetch(`${baseUrl}/api/identity/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: user.email, password: BENCH_PASSWORD }),
      });
      const body = (await response.json()) as { token?: string };
      if (!response.ok || !body.token)
        throw new Error(`sign-in of ${user.email} answered ${response.status} ${JSON.stringify(body)}`);
      const payload = JSON.parse(Buffer.from(body.token.split('.')[1]!, 'base64url').toString()) as { sid: string };
      sessions.push({ userId: user.id, role: user.role, sessionId: payload.sid, token: body.token });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return sessions;
}

/** One request before the load: a path that does not answer 2xx is reported at once with its answer. */
async function smokeTest(baseUrl: string, path: BenchPath, ctx: BenchContext): Promise<void> {
  const request = buildRequest(path, ctx, 0);
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  if (!response.ok) log(`${path.name}: the first request answered ${response.status}: ${text.slice(0, 300)}`);
}

async function measurePath(
  baseUrl: string,
  databaseUrl: string,
  path: BenchPath,
  ctx: BenchContext,
  options: Options,
): Promise<PathResult> {
  const connections = path.connections ?? options.connections;
  const sqlDurationS = Math.max(1, Math.min(5, options.durationS / 2));
  const serialDurationS = Math.min(3, options.durationS);
  await smokeTest(baseUrl, path, ctx);
  await measureHttp(baseUrl, path, ctx, { connections, durationS: 1 }); // warm-up: JIT, pools, caches
  const cpuBefore = cpuSample(cpuPids);
  const http = await measureHttp(baseUrl, path, ctx, { connections, durationS: options.durationS });
  const cpu = cpuPerRequest(cpuBefore, cpuSample(cpuPids), http.count, http.durationS * 1000);
  const httpSerial = await measureHttp(baseUrl, path, ctx, { connections: 1, durationS: serialDurationS });
  const sqlSerial = await measureSql(databaseUrl, path, ctx, { concurrency: 1, durationS: sqlDurationS, maxOps: 2_000 });
  const sqlConcurrent = await measureSql(databaseUrl, path, ctx, { concurrency: connections, durationS: sqlDurationS });
  let inProcess: PathResult['inProcess'];
  if (path.inProcess) {
    const work = path.inProcess;
    const durationS = Math.min(2, sqlDurationS);
    inProcess = {
      name: work.name,
      serial: await measureLoop((_, i) => work.run(ctx, i), { concurrency: 1, durationS, warmupOps: 2 }),
      concurrent: {
        ...(await measureLoop((_, i) => work.run(ctx, i), { concurrency: connections, durationS })),
        concurrency: connections,
      },
    };
  }
  const request = buildRequest(path, ctx, 0);
  const result: Omit<PathResult, 'apiOverhead'> = {
    name: path.name,
    method: path.method,
    path: request.path,
    sqlNote: path.sqlNote,
    http,
    cpu,
    httpSerial,
    sqlSerial,
    sqlConcurrent: { ...sqlConcurrent, connections },
    ...(inProcess ? { inProcess } : {}),
  };
  return { ...result, apiOverhead: apiOverhead(result) };
}

const failed = (result: PathResult): boolean =>
  [result.http, result.httpSerial].some((stats) => stats.errors + stats.timeouts + stats.non2xx > 0) ||
  result.sqlSerial.errors + result.sqlConcurrent.errors > 0;

async function serverVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>(`SHOW server_version`);
    return rows[0]!.server_version;
  } finally {
    await client.end();
  }
}

function gitCommit(): { commit: string; dirty: boolean } {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const status = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' });
    return { commit, dirty: status.trim() !== '' };
  } catch {
    return { commit: 'unknown', dirty: false };
  }
}

async function main(): Promise<number> {
  const options = parseOptions();
  const { scale } = options;
  log(
    `bench: scale ${scale.name} (${scale.kindergartens} kindergartens, ${scale.kindergartens * scale.childrenPerKindergarten} children), ` +
      `${options.durationS} s per path, ${options.connections} connections`,
  );
  const loadAtStart = os.loadavg()[0]!;
  if (loadAtStart > os.cpus().length / 2) {
    log(
      `warning: load average ${loadAtStart.toFixed(1)} on ${os.cpus().length} cores before the run: other work competes, figures will be noisy`,
    );
  }
  const embedded = (await import(embeddedDatabaseModule)) as EmbeddedDatabaseModule;

  let started = performance.now();
  const database = await startDatabase(scale, embedded);
  const databaseStartMs = performance.now() - started;
  log(`database: ${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'} ready in ${seconds(databaseStartMs)}`);

  started = performance.now();
  await migrate(database.url);
  const migrateMs = performance.now() - started;
  log(`migrations: ${seconds(migrateMs)}`);

  const seedReport = await seed(database.url, options);
  log(`seed: ${seconds(seedReport.totalMs)}, database ${seedReport.databaseSizeMb} MB`);

  started = performance.now();
  const baseUrl = await startApi(database.url, await embedded.freePort());
  const apiStartMs = performance.now() - started;
  log(`api: ${baseUrl} up in ${seconds(apiStartMs)}`);

  started = performance.now();
  const { loginUsers, sessionUsers } = await pickUsers(database.url);
  const sessions = await signIn(baseUrl, sessionUsers);
  const ctx: BenchContext = {
    users: loginUsers,
    sessions,
    password: BENCH_PASSWORD,
    passwordHash: await hashBenchPassword(),
    attendance: await attendanceGroups(database.url, sessions, sessionUsers),
    activities: await activityGrids(database.url, sessions, sessionUsers),
    recipes: await recipeBench(database.url),
    menus: [],
  };
  ctx.menus = await menuBench(database.url, sessions, sessionUsers, ctx.recipes);
  await storageBench(database.url, sessions, sessionUsers);
  await nutritionBench(database.url, ctx.menus);
  const signInMs = performance.now() - started;
  log(`signed in ${ctx.sessions.length} users in ${seconds(signInMs)}; logins rotate over ${ctx.users.length} users`);

  if (options.hold) {
    log(`holding: database ${database.url}`);
    log(
      `holding: API ${baseUrl}, e.g. curl -H 'authorization: Bearer ${ctx.sessions[0]?.token}' ${baseUrl}/api/identity/user-data`,
    );
    log('holding: Ctrl-C stops the API and the database');
    await new Promise(() => {});
  }

  const results: PathResult[] = [];
  for (const path of benchPaths.filter((candidate) => !options.paths || options.paths.includes(candidate.name))) {
    const result = await measurePath(baseUrl, database.url, path, ctx, options);
    results.push(result);
    log(
      `${path.name}: ${result.http.opsPerSec} req/s, p50 ${result.http.p50} ms, p99 ${result.http.p99} ms` +
        ` | SQL ${result.sqlSerial.p50} ms p50 alone, ${result.sqlConcurrent.opsPerSec} ops/s at ${result.sqlConcurrent.connections}` +
        (failed(result)
          ? ` | FAILED: ${JSON.stringify(result.http.statusCodes)} ${result.http.firstError ?? result.sqlSerial.firstError ?? ''}`
          : ''),
    );
  }

  const postgresVersion = await serverVersion(database.url);
  const report = {
    date: new Date().toISOString(),
    ...gitCommit(),
    scale: scale.name,
    options: { durationS: options.durationS, connections: options.connections },
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      node: process.version,
      postgres: postgresVersion,
      database: database.embedded ? 'embedded (fsync off)' : 'DATABASE_URL',
      apiDatabasePool: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      /** One-minute load average before and after: well above 0 before means other work shared the cores. */
      loadAverage: { start: Number(loadAtStart.toFixed(2)), end: Number(os.loadavg()[0]!.toFixed(2)) },
    },
    setup: {
      databaseStartMs: Math.round(databaseStartMs),
      migrateMs: Math.round(migrateMs),
      apiStartMs: Math.round(apiStartMs),
      signInMs: Math.round(signInMs),
      sessions: ctx.sessions.length,
      loginUsers: ctx.users.length,
    },
    seed: {
      ...seedReport,
      passwordHashMs: Math.round(seedReport.passwordHashMs),
      vacuumAnalyzeMs: Math.round(seedReport.vacuumAnalyzeMs),
      totalMs: Math.round(seedReport.totalMs),
      steps: seedReport.steps.map((step) => ({ ...step, ms: Math.round(step.ms) })),
    },
    paths: results,
    ok: !results.some(failed),
    totalMs: Math.round(performance.now() - runStarted),
  };
  const outDir = join(repoRoot, 'bench');
  mkdirSync(outDir, { recursive: true });
  const json = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(join(outDir, 'results.json'), json);
  writeFileSync(join(outDir, `results-${scale.name}.json`), json);

  console.log(`\n${formatResults(results)}\n`);
  console.log(
    `Seed ${seconds(seedReport.totalMs)} (${Object.entries(seedReport.rowCounts)
      .filter(([, n]) => n > 0)
      .map(([table, n]) => `${table} ${n}`)
      .join(', ')})`,
  );
  console.log(`Written bench/results.json and bench/results-${scale.name}.json; total ${seconds(report.totalMs)}.`);
  if (!report.ok)
    console.error(
      `\nFAILED: ${results
        .filter(failed)
        .map((result) => result.name)
        .join(', ')} had errors or non-2xx answers.`,
    );
  return report.ok ? 0 : 1;
}

// Ctrl-C, and a `kill` of a held run: an API left behind would keep running and skew the next run's figures. The exit
// code is the shell's for a signal (128 + its number).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the API and the database`);
    void cleanUp().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

main()
  .catch((error: unknown) => {
    console.error(error);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
