/**
 * The hot paths the benchmark loads, one entry each. Later areas add their entries here: an HTTP request
 * (built per request number, so users, ids and bodies rotate) and `sql`, the database work the API does
 * for that request issued directly, statement for statement and in the same transactions, so that the
 * table shows what the API adds on top of the database.
 */
import { randomUUID } from 'node:crypto';
import {
  CANDIDATE_SQL,
  DATA_VERSION_SQL,
  DATA_VERSIONS_SQL,
  GRID_CELLS_SQL,
  GRID_COUNTS_SQL,
  GRID_GROUP_SQL,
  GRID_NOTES_SQL,
  GRID_REQUESTS_SQL,
  GRID_ROWS_SQL,
  PARTNERS_SQL,
  SAVE_CHECKS_SQL,
  entryLockArgs,
  EntryModule,
  SAVE_UPSERT_SQL,
  scopeStatement,
  SELECT_KINDERGARTEN_IF_NONE_SQL,
  pagedStatements,
  parentListSelect,
  preparedStatement,
  SESSION_LOOKUP_SQL,
  studentListSelect,
  SWEEP_OLD_SESSIONS_SQL,
  THROTTLE_CLEAR_SQL,
  THROTTLE_COUNT_SQL,
  THROTTLE_WINDOW_MINUTES,
  USER_KINDERGARTENS_SQL,
  USER_PROFILE_SQL,
  ACTIVITY_GRID_ACTIVITY_SQL,
  ACTIVITY_GRID_MARKS_SQL,
  ACTIVITY_GRID_ROWS_SQL,
  ENTRY_LOCKS_SQL,
  activityOverviewSelect,
  PARENT_ACTIVITIES_SQL,
  feeListSelect,
  PARENT_FAMILY_SQL,
  parentFeesSelect,
  productListSelect,
  RECIPE_NUTRITION_SQL,
  MENU_GROUP_SQL,
  MENU_MEALS_SQL,
  MENU_NUTRITION_SQL,
  MENU_WEEK_SQL,
  availabilitySelect,
  trialBalanceStatement,
  NUTRITION_INTAKE_SQL,
  NORM_GROUPS_SQL,
  NORMS_BY_IDS_SQL,
  NUTRITION_UNATTRIBUTED_SQL,
} from '@kg/api/hot-paths';
import {
  activityOverviewQuery,
  feeListQuery,
  LoginIdentifierType,
  parentFeesQuery,
  parentListQuery,
  productAvailabilityQuery,
  productListQuery,
  Role,
  studentListQuery,
  trialBalanceQuery,
} from '@kg/contracts';
import { APP_ROLE } from '@kg/migrations';
import argon2 from 'argon2';
import type pg from 'pg';
import type { RecipeBench } from './recipe-bench.js';
import type { MenuBenchWeek } from './menu-bench.js';
import { nutritionBenchMonth } from './nutrition-bench.js';

export interface BenchUser {
  id: number;
  email: string;
  role: Role;
  kindergartenId: number;
}

/** A signed-in bench user: the token for HTTP, the session id for the direct SQL. */
export interface BenchSession {
  userId: number;
  role: Role;
  sessionId: string;
  token: string;
}

export interface BenchContext {
  /** Users to sign in as, spread over kindergartens and roles. */
  users: BenchUser[];
  sessions: BenchSession[];
  password: string;
  passwordHash: string;
  /** The attendance grids the directors' sessions open and save (tools/bench/run.ts). */
  attendance: AttendanceBenchGroup[];
  /** The activities' month grids the directors' sessions open (tools/bench/activity-bench.ts). */
  activities: ActivityBenchGrid[];
  /** The shared recipes of a week's menu whose nutrition a request asks for (tools/bench/recipe-bench.ts). */
  recipes: RecipeBench;
  /** This week's menu of a group in each director's kindergarten (tools/bench/menu-bench.ts). */
  menus: MenuBenchWeek[];
}

/** The bench activity of a signed-in director's kindergarten and the previous month (tools/bench/activity-bench.ts). */
export interface ActivityBenchGrid {
  session: BenchSession;
  kindergartenId: number;
  activityId: number;
  month: number;
  year: number;
  first: string;
  last: string;
}

/** A group of a signed-in director's kindergarten, with its children, a month with data and the open days to save. */
export interface AttendanceBenchGroup {
  session: BenchSession;
  kindergartenId: number;
  classId: number;
  ageType: number;
  studentIds: number[];
  month: number;
  year: number;
  /** Past working days of the month (no weekend or day off): a save writes one of them. */
  days: string[];
  yearFrom: string;
  yearTo: string;
}

export type Queryable = Pick<pg.ClientBase, 'query'>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface BenchPath {
  name: string;
  method: HttpMethod;
  /** `i` counts requests across all connections of a run: rotate with it. */
  path: string | ((ctx: BenchContext, i: number) => string);
  headers?: (ctx: BenchContext, i: number) => Record<string, string>;
  body?: (ctx: BenchContext, i: number) => unknown;
  /** Connections for this path instead of the run's `--connections`. */
  connections?: number;
  /** The database work of request `i`, issued directly. */
  sql: (db: Queryable, ctx: BenchContext, i: number) => Promise<unknown>;
  /** What `sql` stands for and what it leaves out. */
  sqlNote: string;
  /** Work the API does in Node besides the database that dominates the request, timed on its own. */
  inProcess?: { name: string; run: (ctx: BenchContext, i: number) => Promise<unknown> };
}

const nth = <T>(list: readonly T[], i: number): T => {
  if (list.length === 0) throw new Error('bench context has no users or sessions');
  return list[i % list.length]!;
};
const bearer = (ctx: BenchContext, i: number): Record<string, string> => ({
  authorization: `Bearer ${nth(ctx.sessions, i).token}`,
});

// ---- The API's own statements (imported from it, so the bench measures what the API runs) ----

interface SessionRow {
  user_id: number;
  kindergarten_id: number | null;
  period_id: number | null;
}

/** The session lookup, then the request's tenant transaction (apps/api/src/platform/database/db.service.ts). */
async function asSignedInRequest(db: Queryable, sessionId: string, work: (row: SessionRow) => Promise<unknown>): Promise<void> {
  const { rows } = await db.query<SessionRow>({ name: 'auth-session-lookup', text: SESSION_LOOKUP_SQL, values: [sessionId] });
  const row = rows[0];
  if (!row) throw new Error(`session ${sessionId} not found`);
  // Db.tenant: the transaction and its scope in one round trip.
  const scope = scopeStatement(
    {
      userId: row.user_id,
      kindergartenId: row.kindergarten_id,
      readableKindergartenIds: [],
      readAll: false,
      allKindergartens: false,
      requestId: randomUUID(),
    },
    APP_ROLE,
  );
  await db.query(`START TRANSACTION; ${scope}`);
  try {
    await work(row);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}

/**
 * An answer from the versioned cache (apps/api/src/platform/cache): the session lookup, then the one statement
 * `VersionedCache.version` reads the data version of a topic, or of several, with; no transaction.
 */
async function cachedAnswerStatements(db: Queryable, sessionId: string, topic: string | string[]): Promise<void> {
  const { rows } = await db.query<SessionRow>({ name: 'auth-session-lookup', text: SESSION_LOOKUP_SQL, values: [sessionId] });
  const row = rows[0];
  if (!row) throw new Error(`session ${sessionId} not found`);
  await db.query(
    typeof topic === 'string'
      ? { name: 'data-version', text: DATA_VERSION_SQL, values: [row.kindergarten_id, topic] }
      : { name: 'data-versions', text: DATA_VERSIONS_SQL, values: [row.kindergarten_id, topic] },
  );
}

/** Db.system(): a plain transaction as the schema owner. */
async function inTransaction(db: Queryable, work: () => Promise<unknown>): Promise<void> {
  await db.query('START TRANSACTION');
  try {
    await work();
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}

/** apps/api/src/areas/identity/services/login.service.ts and login-throttle.service.ts, without argon2. */
async function loginStatements(db: Queryable, email: string): Promise<void> {
  const ip = '127.0.0.1';
  let userId = 0;
  await inTransaction(db, async () => {
    await db.query(THROTTLE_COUNT_SQL, [email, ip, THROTTLE_WINDOW_MINUTES]);
    const { rows } = await db.query(CANDIDATE_SQL[LoginIdentifierType.Email], [email]);
    if (rows.length !== 1) throw new Error(`no bench user ${email}`);
    userId = rows[0].id;
  });
  await inTransaction(db, async () => {
    await db.query(THROTTLE_CLEAR_SQL, [email, ip]);
    await db.query(SELECT_KINDERGARTEN_IF_NONE_SQL, [userId]);
    await db.query(SWEEP_OLD_SESSIONS_SQL, [userId]);
    await db.query(
      `INSERT INTO auth_sessions (id, user_id, expires_at, ip, user_agent) VALUES ($1, $2, now() + interval '14 days', $3, NULL)`,
      [randomUUID(), userId, ip],
    );
  });
}

/** The directors' sessions (the Students list is loaded as a director). */
const directors = (ctx: BenchContext): BenchSession[] => ctx.sessions.filter((session) => session.role === Role.Director);
const STUDENT_LIST_QUERY = studentListQuery.parse({ pageSize: '20' });
const PARENT_LIST_QUERY = parentListQuery.parse({ pageSize: '20' });
const PRODUCT_AVAILABILITY_QUERY = productAvailabilityQuery.parse({ pageSize: '20', onlyAvailable: 'true' });
/** The trial balance of the last year (all warehouses), first page: tools/bench/storage-bench.ts posts a year of receipts. */
const TRIAL_BALANCE_TO = new Date().toISOString().slice(0, 10);
const TRIAL_BALANCE_FROM = `${Number(TRIAL_BALANCE_TO.slice(0, 4)) - 1}${TRIAL_BALANCE_TO.slice(4)}`;
const TRIAL_BALANCE_QUERY = trialBalanceQuery.parse({ fromDate: TRIAL_BALANCE_FROM, toDate: TRIAL_BALANCE_TO, pageSize: '20' });
const ACTIVITY_OVERVIEW_QUERY = activityOverviewQuery.parse({ pageSize: '20' });
const parentSessions = (ctx: BenchContext): BenchSession[] => ctx.sessions.filter((session) => session.role === Role.Parent);
/** Today in Sofia, as the API computes it for the age filter (unused by this query, but a parameter of it). */
const sofiaDay = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());

/** The month's first and last day. */
const monthRange = (group: AttendanceBenchGroup): [string, string] => {
  const last = new Date(Date.UTC(group.year, group.month, 0)).getUTCDate();
  const prefix = `${group.year}-${String(group.month).padStart(2, '0')}`;
  return [`${prefix}-01`, `${prefix}-${last}`];
};

/**
 * GET StudentAttendances/{groupId}/{month}/{year} answered from the versioned cache (apps/api/src/platform/cache): the
 * data version of the kindergarten, one prepared statement. What a miss computes is `gridStatements`.
 */
async function gridVersionStatement(db: Queryable, group: AttendanceBenchGroup): Promise<void> {
  await db.query({ name: 'data-version', text: DATA_VERSION_SQL, values: [group.kindergartenId, 'attendance'] });
}

/** GET StudentAttendances/{groupId}/{month}/{year}: apps/api/src/areas/attendance/services/student-attendances.service.ts. */
async function gridStatements(db: Queryable, group: AttendanceBenchGroup): Promise<void> {
  const [first, last] = monthRange(group);
  await db.query(GRID_GROUP_SQL, [group.classId, group.kindergartenId]);
  const { rows } = await db.query<{ studentId: number }>(GRID_ROWS_SQL, [
    group.classId,
    first,
    last,
    group.kindergartenId,
    null,
    'all',
    group.session.userId,
  ]);
  const ids = rows.map((row) => row.studentId);
  await db.query(GRID_CELLS_SQL, [group.kindergartenId, ids, first, last]);
  await db.query(GRID_COUNTS_SQL, [group.kindergartenId, ids, group.yearFrom, group.yearTo, first, last, group.ageType]);
  await db.query(GRID_REQUESTS_SQL, [ids, first, last]);
  await db.query(GRID_NOTES_SQL, [ids, first, last]);
  await db.query(`SELECT locked_until FROM module_locks WHERE kindergarten_id = $1 AND lock_group = 1`, [group.kindergartenId]);
}

/** The save's cells: every child of the group on one past working day, present or (every third request) absent. */
const saveCells = (group: AttendanceBenchGroup, i: number) => {
  const day = nth(group.days, Math.floor(i / 7));
  return group.studentIds.map((studentId, index) => ({ studentId, forDate: day, type: (index + i) % 3 === 0 ? 1 : 2 }));
};

/** POST StudentAttendances: the same service's save, without the family-cap read (no family days saved). */
async function saveStatements(db: Queryable, group: AttendanceBenchGroup, i: number): Promise<void> {
  const cells = saveCells(group, i);
  const ids = cells.map((cell) => cell.studentId);
  const dates = cells.map((cell) => cell.forDate);
  const sorted = [...dates].sort();
  await db.query({
    name: 'attendance-save-checks',
    text: SAVE_CHECKS_SQL,
    values: [
      group.classId,
      group.kindergartenId,
      ids,
      dates,
      group.session.userId,
      ...entryLockArgs(group.kindergartenId, EntryModule.ChildAttendances, sorted[0]!, sorted.at(-1)!, group.classId),
    ],
  });
  await db.query({
    name: 'attendance-save-upsert',
    text: SAVE_UPSERT_SQL,
    values: [
      group.kindergartenId,
      group.classId,
      group.session.userId,
      ids,
      dates,
      cells.map((cell) => cell.type),
      cells.map(() => null),
    ],
  });
}

// ---- The table ----

/** A GET of a director's month grid at 50 connections (the target: p95 under 50 ms). */
function gridPath(
  name: string,
  pathOf: (group: AttendanceBenchGroup, i: number) => string,
  statements: (db: Queryable, group: AttendanceBenchGroup) => Promise<void>,
  sqlNote: string,
): BenchPath {
  return {
    name,
    method: 'GET',
    connections: 50,
    path: (ctx, i) => pathOf(nth(ctx.attendance, i), i),
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(ctx.attendance, i).session.token}` }),
    sql: (db, ctx, i) => statements(db, nth(ctx.attendance, i)),
    sqlNote,
  };
}

/** The month grid of an activity, as ActivityAttendancesService.month runs it (four statements, all prepared). */
async function activityGridStatements(db: Queryable, grid: ActivityBenchGrid, userId: number): Promise<void> {
  await db.query({
    name: 'activity-attendance-activity',
    text: ACTIVITY_GRID_ACTIVITY_SQL,
    values: [grid.activityId, grid.kindergartenId, userId],
  });
  const { rows } = await db.query<{ studentId: number }>({
    name: 'activity-attendance-rows',
    text: ACTIVITY_GRID_ROWS_SQL,
    values: [grid.activityId, grid.kindergartenId, grid.first, grid.last, 'all', userId],
  });
  await db.query({
    name: 'calendar-entry-locks',
    text: ENTRY_LOCKS_SQL,
    values: entryLockArgs(grid.kindergartenId, EntryModule.ChildAttendances, grid.first, grid.last, null),
  });
  await db.query({
    name: 'activity-attendance-marks',
    text: ACTIVITY_GRID_MARKS_SQL,
    values: [grid.activityId, rows.map((row) => row.studentId), grid.first, grid.last],
  });
}

export const benchPaths: BenchPath[] = [
  {
    name: 'login',
    method: 'POST',
    path: '/api/identity/login',
    headers: () => ({ 'content-type': 'application/json' }),
    body: (ctx, i) => ({
      identifier: nth(ctx.users, i).email,
      password: ctx.password,
      identifierType: LoginIdentifierType.Email,
    }),
    // argon2id (19 MiB, 2 passes) is CPU-bound by design; more connections only queue behind the cores.
    connections: 4,
    sql: (db, ctx, i) => loginStatements(db, nth(ctx.users, i).email.toLowerCase()),
    sqlNote:
      'every statement of a successful login in its two transactions (throttle count, user by lower(email), throttle clear, ' +
      'kindergarten check, old sessions swept, session insert); argon2 verify excluded: see in-process',
    inProcess: { name: 'argon2.verify', run: (ctx) => argon2.verify(ctx.passwordHash, ctx.password) },
  },
  {
    name: 'user-data',
    method: 'GET',
    path: '/api/identity/user-data',
    headers: bearer,
    sql: (db, ctx, i) =>
      asSignedInRequest(db, nth(ctx.sessions, i).sessionId, async (row) => {
        await db.query({ name: 'user-profile', text: USER_PROFILE_SQL, values: [row.user_id] });
        await db.query({ name: 'user-kindergartens', text: USER_KINDERGARTENS_SQL, values: [row.user_id, row.kindergarten_id] });
      }),
    sqlNote: 'session lookup, then the tenant transaction (role and settings) with the profile and kindergartens queries',
  },
  {
    name: 'health',
    method: 'GET',
    path: '/api/health',
    sql: (db) => db.query('SELECT 1'),
    sqlNote: 'SELECT 1',
  },
  {
    name: 'partners',
    method: 'GET',
    path: '/api/Partners?OrderByColumn=Name',
    headers: bearer,
    sql: (db, ctx, i) => asSignedInRequest(db, nth(ctx.sessions, i).sessionId, () => db.query(PARTNERS_SQL.byName)),
    sqlNote: 'session lookup, then the tenant transaction with the partners query',
  },
  {
    name: 'students',
    method: 'GET',
    path: '/api/Students/overview-models?pageSize=20',
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(directors(ctx), i).token}` }),
    sql: (db, ctx, i) =>
      asSignedInRequest(db, nth(directors(ctx), i).sessionId, async (row) => {
        const statements = pagedStatements(
          studentListSelect(
            { userId: row.user_id, kindergartenId: row.kindergarten_id, periodId: row.period_id, reach: 'all' },
            STUDENT_LIST_QUERY,
            sofiaDay(),
          ),
          STUDENT_LIST_QUERY,
        );
        await db.query(preparedStatement('students-count', statements.count));
        await db.query(preparedStatement('students-page', statements.page));
      }),
    sqlNote:
      'session lookup, then the tenant transaction with the count and the first page of the children (as a director), ' +
      'both prepared statements as in the API',
  },
  {
    name: 'parents',
    method: 'GET',
    path: '/api/Parents?pageSize=20',
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(directors(ctx), i).token}` }),
    sql: (db, ctx, i) =>
      asSignedInRequest(db, nth(directors(ctx), i).sessionId, async (row) => {
        const statements = pagedStatements(
          parentListSelect({ kindergartenId: row.kindergarten_id, periodId: row.period_id }, PARENT_LIST_QUERY),
          PARENT_LIST_QUERY,
        );
        await db.query(statements.count);
        await db.query(statements.page);
      }),
    sqlNote: 'session lookup, then the tenant transaction with the count and the first page of the parents with their children',
  },
  gridPath(
    'attendance-grid',
    (group) => `/api/StudentAttendances/${group.classId}/${group.month}/${group.year}`,
    async (db, group) => {
      await db.query({ name: 'auth-session-lookup', text: SESSION_LOOKUP_SQL, values: [group.session.sessionId] });
      await gridVersionStatement(db, group);
    },
    'session lookup, then the data version outside any transaction (an unchanged grid is answered from the versioned ' +
      'cache; the bench does not write during this path, so after the warm-up every answer is a hit)',
  ),
  // The whole group plus an id no child has, different on every request: a key never seen, so every answer is
  // computed (the cost of a grid after a change) and the answer is the same as the whole group's.
  gridPath(
    'attendance-grid-miss',
    (group, i) =>
      `/api/StudentAttendances/${group.classId}/${group.month}/${group.year}` +
      `?studentIds=${[...group.studentIds, 2_000_000_000 - i].join(',')}`,
    async (db, group) => {
      await gridVersionStatement(db, group);
      await asSignedInRequest(db, group.session.sessionId, () => gridStatements(db, group));
    },
    'the data version, session lookup, then the tenant transaction with the month grid of a group (as a director): ' +
      'group, rows, cells, counts (attendance_kind, family_absence_limit), requests, medical notes, module lock; the ' +
      'days-off query left out',
  ),
  {
    name: 'attendance-save',
    method: 'POST',
    connections: 50,
    path: '/api/StudentAttendances',
    headers: (ctx, i) => ({
      authorization: `Bearer ${nth(ctx.attendance, i).session.token}`,
      'content-type': 'application/json',
    }),
    body: (ctx, i) => {
      const group = nth(ctx.attendance, i);
      return { classId: group.classId, cells: saveCells(group, i) };
    },
    sql: (db, ctx, i) => {
      const group = nth(ctx.attendance, i);
      return asSignedInRequest(db, group.session.sessionId, () => saveStatements(db, group, i));
    },
    sqlNote:
      'session lookup, then the tenant transaction (opened with its scope in one round trip) saving one day of a whole ' +
      'group: one statement for every check (group, teacher, each cell, the locks of the day), the upsert, commit',
  },
  cachedGetPath(
    'dashboard',
    '/api/Dashboards',
    Role.Director,
    ['attendance', 'communication', 'staff'],
    'session lookup and the data versions of its two versioned-cache entries in one statement (the kindergarten-wide ' +
      'figures: attendance; the reader’s own part: communication, staff); answered from the cache after the warm-up',
  ),
  // Every page of every user asks the badge counters (docs/notifications.md).
  cachedGetPath(
    'notification-counters',
    '/api/Notifications/counters',
    Role.Parent,
    'communication',
    'session lookup and the communication data version (answered from the versioned cache after the warm-up; a miss ' +
      'adds the tenant transaction with one prepared statement of the four counters)',
  ),
  // The first inbox page (docs/messages.md "Speed").
  ...[Role.Parent, Role.Director].map((role) =>
    cachedGetPath(
      role === Role.Parent ? 'messages-inbox-parent' : 'messages-inbox-director',
      '/api/Messages/overview-models?pageNumber=1&pageSize=20',
      role,
      'communication',
      'session lookup and the communication data version (answered from the versioned cache after the warm-up; a miss ' +
        'adds the tenant transaction with one prepared statement of the page and its total)',
    ),
  ),
  // A teacher's or parent's dashboard: one entry per user and day (docs/dashboards.md "Speed").
  ...[
    { role: Role.Teacher, name: 'dashboard-teacher', topics: ['attendance', 'communication', 'staff'] },
    { role: Role.Parent, name: 'dashboard-parent', topics: ['attendance', 'communication'] },
  ].map(({ role, name, topics }) =>
    cachedGetPath(
      name,
      '/api/Dashboards',
      role,
      topics,
      `session lookup and the data versions of ${topics.join(', ')} in one statement (the whole dashboard is answered ` +
        'from the versioned cache after the warm-up; the tenant transaction of a miss left out)',
    ),
  ),
  // The month grid of an activity for 30 children (docs/activities.md "Activity attendance").
  {
    name: 'activity-attendance-grid',
    method: 'GET',
    connections: 50,
    path: (ctx, i) => {
      const grid = nth(ctx.activities, i);
      return `/api/Activities/attendance/${grid.activityId}/${grid.month}/${grid.year}`;
    },
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(ctx.activities, i).session.token}` }),
    sql: (db, ctx, i) => {
      const grid = nth(ctx.activities, i);
      return asSignedInRequest(db, grid.session.sessionId, (row) => activityGridStatements(db, grid, row.user_id));
    },
    sqlNote:
      'session lookup, then the tenant transaction with the month grid of an activity (as a director): the activity with ' +
      'its weekdays, the enrolled children, the calendar locks, the marks',
  },
  // The director's activities overview and a parent's offered activities (docs/activities.md "Activities").
  {
    name: 'activities-overview',
    method: 'GET',
    path: '/api/Activities/overview-models?pageSize=20',
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(directors(ctx), i).token}` }),
    sql: (db, ctx, i) =>
      asSignedInRequest(db, nth(directors(ctx), i).sessionId, async (row) => {
        const scope = { kindergartenId: row.kindergarten_id, periodId: row.period_id, today: sofiaDay() };
        const statements = pagedStatements(activityOverviewSelect(scope, ACTIVITY_OVERVIEW_QUERY), ACTIVITY_OVERVIEW_QUERY);
        await db.query(statements.count);
        await db.query(statements.page);
      }),
    sqlNote:
      'session lookup, then the tenant transaction with the count and the first page of the activities (as a director): ' +
      'groups, hours and the children enrolled today as subqueries of the page',
  },
  {
    name: 'activities-parents',
    method: 'GET',
    path: '/api/activities/parents',
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(parentSessions(ctx), i).token}` }),
    sql: (db, ctx, i) =>
      asSignedInRequest(db, nth(parentSessions(ctx), i).sessionId, (row) =>
        db.query(PARENT_ACTIVITIES_SQL, [row.kindergarten_id, row.user_id, sofiaDay()]),
      ),
    sqlNote:
      "session lookup, then the tenant transaction with the one statement of a parent's children, each with the activities " +
      'open to its group today (provider, hours, price, enrolled)',
  },
  // The director's fee list of the previous month, the default unpaid statuses (docs/activity-fees.md).
  {
    name: 'activity-fees-list',
    method: 'GET',
    path: (ctx, i) => {
      const grid = nth(ctx.activities, i);
      return `/api/activities/invoices?year=${grid.year}&month=${grid.month}&pageSize=30`;
    },
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(ctx.activities, i).session.token}` }),
    sql: (db, ctx, i) => {
      const grid = nth(ctx.activities, i);
      return asSignedInRequest(db, grid.session.sessionId, async () => {
        const query = feeListQuery.parse({ year: String(grid.year), month: String(grid.month), pageSize: '30' });
        const statements = pagedStatements(feeListSelect(grid.kindergartenId, query), query);
        await db.query(statements.count);
        await db.query(statements.page);
      });
    },
    sqlNote:
      'session lookup, then the tenant transaction with the count and the first page of the month’s unpaid fees (as a ' +
      'director): the group of the month, the family and the live payments as subqueries of the page',
  },
  // The parent's fee page (docs/parent-fees.md): the children's fees with their payments, and the family's transfer.
  {
    name: 'parent-fees',
    method: 'GET',
    path: '/api/activities/invoices/parents',
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(parentSessions(ctx), i).token}` }),
    sql: (db, ctx, i) =>
      asSignedInRequest(db, nth(parentSessions(ctx), i).sessionId, async (row) => {
        const query = parentFeesQuery.parse({});
        const statements = pagedStatements(parentFeesSelect(row.user_id, query, false), query);
        await db.query(statements.count);
        await db.query(statements.page);
        await db.query(PARENT_FAMILY_SQL, [row.user_id, row.kindergarten_id]);
      }),
    sqlNote:
      "session lookup, then the tenant transaction with the count and the first page of the parent's children's fees " +
      "(payments and the open EasyPay code as subqueries) and the family's transfer statement",
  },
  // The storage's products (docs/products.md): the catalogue's and the kindergarten's own, first page by name.
  {
    name: 'products-list',
    method: 'GET',
    path: '/api/Products/overview-models?pageSize=20',
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(directors(ctx), i).token}` }),
    sql: (db, ctx, i) =>
      asSignedInRequest(db, nth(directors(ctx), i).sessionId, async (row) => {
        const query = productListQuery.parse({ pageSize: '20' });
        const statements = pagedStatements(productListSelect(query, { kindergartenId: row.kindergarten_id }), query);
        await db.query(statements.count);
        await db.query(statements.page);
      }),
    sqlNote:
      'session lookup, then the tenant transaction with the count and the first page of the catalogue and own products ' +
      '(category path and allergens as subqueries), by name in Bulgarian order',
  },
  // The stock per product and warehouse (docs/storage.md "Speed"): a year of receipts, the first page of what is in stock.
  {
    name: 'product-availability',
    method: 'GET',
    path: '/api/Stocks/product-availability?pageSize=20&onlyAvailable=true',
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(directors(ctx), i).token}` }),
    sql: (db, ctx, i) =>
      asSignedInRequest(db, nth(directors(ctx), i).sessionId, async (row) => {
        const statements = pagedStatements(
          availabilitySelect(row.kindergarten_id ?? 0, PRODUCT_AVAILABILITY_QUERY),
          PRODUCT_AVAILABILITY_QUERY,
        );
        await db.query(statements.count);
        await db.query(statements.page);
      }),
    sqlNote:
      'session lookup, then the tenant transaction with the count and the first page of the balances in stock (product ' +
      'and warehouse joined, the earliest expiry of the lots still in stock as a subquery), by product name in Bulgarian order',
  },
  // The trial balance of a year (docs/storage.md "Storage reports"): one statement over a year of the ledger's movements.
  {
    name: 'trial-balance',
    method: 'GET',
    path: `/api/StockReferences/trial-balance/overview-models?fromDate=${TRIAL_BALANCE_FROM}&toDate=${TRIAL_BALANCE_TO}&pageSize=20`,
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(directors(ctx), i).token}` }),
    sql: (db, ctx, i) =>
      asSignedInRequest(db, nth(directors(ctx), i).sessionId, async (row) => {
        const statement = trialBalanceStatement(row.kindergarten_id ?? 0, TRIAL_BALANCE_QUERY, TRIAL_BALANCE_QUERY);
        await db.query(statement);
      }),
    sqlNote:
      'session lookup, then the tenant transaction with the one statement of the trial balance: a year of movements ' +
      'summed per product by kind (index-only over stock_movements_date_idx), the count, the totals and the first page',
  },
  // The nutrition of a week's menu (docs/recipes.md "Speed"): 40 shared recipes in one call, as the menus will ask.
  {
    name: 'recipes-nutritions',
    method: 'GET',
    path: (ctx) => `/api/Recipes/nutritions?ids=${ctx.recipes.ids.join(',')}`,
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(directors(ctx), i).token}` }),
    sql: (db, ctx, i) =>
      asSignedInRequest(db, nth(directors(ctx), i).sessionId, (row) =>
        db.query(RECIPE_NUTRITION_SQL, [ctx.recipes.ids, row.kindergarten_id]),
      ),
    sqlNote:
      'session lookup, then the tenant transaction with the one set-based statement of the 40 recipes’ nutrition per ' +
      'age band (numeric sums through the products’ conversions), allergens, missing values and unsourced products',
  },
  // The weekly menu page (docs/menus.md "Speed"): a group's week of 40 dishes with its nutrition and allergy warnings.
  {
    name: 'menus-weekly',
    method: 'GET',
    path: (ctx, i) => {
      const week = nth(ctx.menus, i);
      return `/api/Menus/weekly-menu/${week.classId}/${week.week}`;
    },
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(ctx.menus, i).session.token}` }),
    sql: (db, ctx, i) => {
      const week = nth(ctx.menus, i);
      return asSignedInRequest(db, week.session.sessionId, async (row) => {
        await db.query(MENU_GROUP_SQL, [week.classId]);
        const header = await db.query<{ recipeIds: number[] }>(MENU_WEEK_SQL, [week.week, week.ageBand, false]);
        await db.query(MENU_MEALS_SQL);
        await db.query(MENU_NUTRITION_SQL, [header.rows[0]?.recipeIds ?? [], row.kindergarten_id, week.menuId, week.ageBand, []]);
      });
    },
    sqlNote:
      'session lookup, then the tenant transaction with the group, the week’s menu, the meal configuration and the one ' +
      'statement of the 40 dishes’ nutrition with the days’ sums and the week’s average (not the calendar locks and the ' +
      'group’s allergy rows the API also reads: two small indexed statements)',
  },
  // A month's nutrition-norm report (docs/meal-calculations.md "Nutrition norms"): < 300 ms by issue 18.
  {
    name: 'nutrition-norms-report',
    method: 'GET',
    path: () => {
      const { from, to } = nutritionBenchMonth();
      return `/api/StockReferences/nutritional-norms/report?from=${from}&to=${to}`;
    },
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(ctx.menus, i).session.token}` }),
    sql: (db, ctx, i) => {
      const { from, to } = nutritionBenchMonth();
      return asSignedInRequest(db, nth(ctx.menus, i).session.sessionId, async (row) => {
        const intake = await db.query<{ normId: number | null }>(NUTRITION_INTAKE_SQL, [row.kindergarten_id, from, to, null]);
        const ids = [...new Set(intake.rows.flatMap((day) => (day.normId === null ? [] : [day.normId])))];
        if (ids.length > 0) await db.query(NORMS_BY_IDS_SQL, [ids]);
        await db.query(NORM_GROUPS_SQL);
        await db.query(NUTRITION_UNATTRIBUTED_SQL, [row.kindergarten_id, from, to]);
      });
    },
    sqlNote:
      'session lookup, then the tenant transaction with the one set-based statement of the month’s intake per band and ' +
      'day (the calculations’ dishes × net per portion × issued ÷ computed, nutrients and product groups, the norm in ' +
      'force as a lateral lookup), the norms used, the product groups and the unattributed products',
  },
];

/**
 * A GET answered from the versioned cache, asked by the bench sessions of one role, 50 at a time; its direct SQL times
 * what a cached answer costs (the session lookup and the data versions of `topics`).
 */
function cachedGetPath(name: string, path: string, role: Role, topics: string | string[], sqlNote: string): BenchPath {
  const sessions = (ctx: BenchContext): BenchSession[] => ctx.sessions.filter((session) => session.role === role);
  return {
    name,
    method: 'GET',
    connections: 50,
    path,
    headers: (ctx, i) => ({ authorization: `Bearer ${nth(sessions(ctx), i).token}` }),
    sql: (db, ctx, i) => cachedAnswerStatements(db, nth(sessions(ctx), i).sessionId, topics),
    sqlNote,
  };
}
