/**
 * Measuring: HTTP load with autocannon, direct SQL and in-process work with a timed loop, the same
 * latency summary for all three, and the tables printed at the end of a run.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import type { CpuPerRequest } from './cpu.js';
import type { BenchContext, BenchPath, HttpMethod } from './paths.js';

export interface LatencyStats {
  /** Completed operations (requests or SQL round sets). */
  count: number;
  errors: number;
  durationS: number;
  opsPerSec: number;
  /** Milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  /** The first error's message, when there were errors. */
  firstError?: string;
}

export interface HttpStats extends LatencyStats {
  connections: number;
  /** Answers other than 2xx. */
  non2xx: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

/** Nearest-rank percentiles over every recorded latency (autocannon's own histogram rounds to whole milliseconds). */
export function summarize(latenciesMs: number[], durationMs: number, errors: number, firstError?: string): LatencyStats {
  const sorted = Float64Array.from(latenciesMs).sort();
  const at = (p: number): number => (sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    errors,
    durationS: round(durationMs / 1000),
    opsPerSec: round(sorted.length / (durationMs / 1000), 1),
    p50: round(at(50), 3),
    p95: round(at(95), 3),
    p99: round(at(99), 3),
    max: round(sorted.length ? sorted[sorted.length - 1]! : 0, 3),
    mean: round(sorted.length ? sum / sorted.length : 0, 3),
    ...(firstError ? { firstError } : {}),
  };
}

export interface BuiltRequest {
  method: HttpMethod;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Request `i` of a path. */
export function buildRequest(path: BenchPath, ctx: BenchContext, i: number): BuiltRequest {
  const body = path.body?.(ctx, i);
  return {
    method: path.method,
    path: typeof path.path === 'string' ? path.path : path.path(ctx, i),
    headers: path.headers?.(ctx, i) ?? {},
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** Loads one path for `durationS` seconds over `connections` keep-alive connections. */
export async function measureHttp(
  baseUrl: string,
  path: BenchPath,
  ctx: BenchContext,
  options: { connections: number; durationS: number },
): Promise<HttpStats> {
  let next = 0;
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.durationS,
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          const built = buildRequest(path, ctx, next++);
          return { ...request, ...built, headers: { ...request.headers, ...built.headers } };
        },
      },
    ],
  });
  const latencies: number[] = [];
  let firstError: string | undefined;
  instance.on('response', (_client, _status, _bytes, ms) => {
    latencies.push(ms);
  });
  instance.on('reqError', (error) => {
    firstError ??= error.message;
  });
  const result = await instance;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count]));
  return {
    ...summarize(latencies, result.duration * 1000, result.errors, firstError),
    connections: options.connections,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    statusCodes,
  };
}

/**
 * Runs `op` from `concurrency` workers until the time is up (or `maxOps` operations are done).
 * `op` gets the worker's number and the operation's number across all workers.
 */
export async function measureLoop(
  op: (worker: number, i: number) => Promise<unknown>,
  options: { concurrency: number; durationS: number; maxOps?: number; warmupOps?: number },
): Promise<LatencyStats> {
  let next = 0;
  for (let i = 0; i < (options.warmupOps ?? 0); i++) await op(0, next++).catch(() => undefined);
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + options.durationS * 1000;
  const maxOps = options.maxOps ?? Number.POSITIVE_INFINITY;
  const worker = async (number: number): Promise<void> => {
    while (performance.now() < deadline && latencies.length + errors < maxOps) {
      const opStarted = performance.now();
      try {
        await op(number, next++);
        latencies.push(performance.now() - opStarted);
      } catch (error) {
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, number) => worker(number)));
  return summarize(latencies, performance.now() - started, errors, firstError);
}

/** A path's `sql` over `concurrency` connections of its own (one per worker, held for the whole loop). */
export async function measureSql(
  databaseUrl: string,
  path: BenchPath,
  ctx: BenchContext,
  options: { concurrency: number; durationS: number; maxOps?: number },
): Promise<LatencyStats> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.concurrency, application_name: 'kindergarten-bench' });
  const clients = await Promise.all(Array.from({ length: options.concurrency }, () => pool.connect()));
  try {
    return await measureLoop((worker, i) => path.sql(clients[worker]!, ctx, i), { ...options, warmupOps: 20 });
  } finally {
    for (const client of clients) client.release();
    await pool.end();
  }
}

// ---- Report ----

export interface PathResult {
  name: string;
  method: HttpMethod;
  path: string;
  sqlNote: string;
  /** The load: `connections` connections for the run's duration. */
  http: HttpStats;
  /** CPU per request of the API, PostgreSQL and the load generator during that load (tools/bench/cpu.ts). */
  cpu: CpuPerRequest;
  /** One connection, one request at a time: latency without queueing. */
  httpSerial: HttpStats;
  sqlSerial: LatencyStats;
  /** As many database connections as HTTP connections. */
  sqlConcurrent: LatencyStats & { connections: number };
  inProcess?: { name: string; serial: LatencyStats; concurrent: LatencyStats & { concurrency: number } };
  /** What the API adds over its own database work. */
  apiOverhead: {
    /** HTTP p50 over one connection minus the direct SQL p50 (minus the in-process p50): milliseconds per request. */
    serialP50Ms: number;
    /** HTTP requests/s under load as a share of the direct SQL operations/s at the same concurrency. */
    throughputShareOfSql: number;
  };
}

export function apiOverhead(result: Omit<PathResult, 'apiOverhead'>): PathResult['apiOverhead'] {
  const inProcessP50 = result.inProcess?.serial.p50 ?? 0;
  return {
    serialP50Ms: round(result.httpSerial.p50 - result.sqlSerial.p50 - inProcessP50, 3),
    throughputShareOfSql: round(result.sqlConcurrent.opsPerSec ? result.http.opsPerSec / result.sqlConcurrent.opsPerSec : 0, 3),
  };
}

function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((row) => row.map(String))];
  const widths = head.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]): string =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(cells[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

const ms = (value: number): string => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const perSec = (value: number): string => (value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en-US'));

export function formatResults(results: PathResult[]): string {
  const http = table(
    ['HTTP (load)', 'conn', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'errors', 'non-2xx', '1-conn p50', '1-conn p99'],
    results.map((r) => [
      `${r.method} ${r.path}`,
      r.http.connections,
      perSec(r.http.opsPerSec),
      ms(r.http.p50),
      ms(r.http.p95),
      ms(r.http.p99),
      ms(r.http.max),
      r.http.errors + r.http.timeouts + r.httpSerial.errors + r.httpSerial.timeouts,
      r.http.non2xx + r.httpSerial.non2xx,
      ms(r.httpSerial.p50),
      ms(r.httpSerial.p99),
    ]),
  );
  const sql = table(
    [
      'Direct SQL',
      '1-conn ops/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'conn',
      'ops/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'errors',
      'API +ms p50',
      'HTTP/SQL',
    ],
    results.map((r) => [
      r.name,
      perSec(r.sqlSerial.opsPerSec),
      ms(r.sqlSerial.p50),
      ms(r.sqlSerial.p95),
      ms(r.sqlSerial.p99),
      r.sqlConcurrent.connections,
      perSec(r.sqlConcurrent.opsPerSec),
      ms(r.sqlConcurrent.p50),
      ms(r.sqlConcurrent.p95),
      ms(r.sqlConcurrent.p99),
      r.sqlSerial.errors + r.sqlConcurrent.errors,
      ms(r.apiOverhead.serialP50Ms),
      `${Math.round(r.apiOverhead.throughputShareOfSql * 100)} %`,
    ]),
  );
  const inProcess = results.filter((r) => r.inProcess);
  const cpu = inProcess.length
    ? '\n\n' +
      table(
        ['In-process', 'work', '1-at-a-time ops/s', 'p50 ms', 'p99 ms', 'concurrency', 'ops/s', 'p50 ms', 'p99 ms'],
        inProcess.map((r) => [
          r.name,
          r.inProcess!.name,
          perSec(r.inProcess!.serial.opsPerSec),
          ms(r.inProcess!.serial.p50),
          ms(r.inProcess!.serial.p99),
          r.inProcess!.concurrent.concurrency,
          perSec(r.inProcess!.concurrent.opsPerSec),
          ms(r.inProcess!.concurrent.p50),
          ms(r.inProcess!.concurrent.p99),
        ]),
      )
    : '';
  const cpuTable = table(
    ['CPU per request under load', 'API ms', 'PostgreSQL ms', 'load generator ms', 'total ms', 'cores busy', 'stolen by host'],
    results.map((r) => [
      r.name,
      ms(r.cpu.apiMs),
      ms(r.cpu.databaseMs),
      ms(r.cpu.loadMs),
      ms(r.cpu.apiMs + r.cpu.databaseMs + r.cpu.loadMs),
      r.cpu.coresBusy.toFixed(2),
      `${(r.cpu.stolenShare * 100).toFixed(1)} %`,
    ]),
  );
  return `${http}\n\n${cpuTable}\n\n${sql}${cpu}`;
}
