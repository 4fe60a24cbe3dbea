/**
 * Where the machine's CPU goes during a load: the API process, PostgreSQL (the postmaster and every backend) and the
 * load generator (this process), read from /proc (Linux). On a 2-core machine the three compete for the same cores,
 * so a path's throughput is bounded by the sum of their CPU per request; this tells which one to make cheaper.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface CpuPids {
  api?: number;
  /** The postmaster: its backends are its children. */
  database?: number;
}

export interface CpuSample {
  apiMs: number;
  databaseMs: number;
  loadMs: number;
  /** CPU time the hypervisor gave other guests while this one wanted it (/proc/stat "steal"), all cores. */
  stolenMs: number;
}

/** CPU time per request of each process during a measured load, in milliseconds. */
export interface CpuPerRequest {
  apiMs: number;
  databaseMs: number;
  loadMs: number;
  /** Cores busy on average: all three together, over the load's wall time. */
  coresBusy: number;
  /** Share of the machine's cores taken by the host for other guests during the load: figures above ~5 % are noisy. */
  stolenShare: number;
}

interface ProcStat {
  ppid: number;
  /** utime + stime. */
  ownTicks: number;
  /** cutime + cstime: children that exited and were waited for. */
  childTicks: number;
}

function procStat(pid: number | string): ProcStat | null {
  try {
    // The command name may hold spaces and parentheses: the fields start after the last ') '.
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
    // fields[0] is field 3 (state): ppid is field 4, utime..cstime fields 14..17.
    return {
      ppid: Number(fields[1]),
      ownTicks: Number(fields[11]) + Number(fields[12]),
      childTicks: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return null;
  }
}

const ticksToMs = (ticks: number): number => (ticks * 1000) / TICKS_PER_SECOND;

/** A process with the children it waited for, plus its live children (PostgreSQL's backends). */
function treeMs(pid: number): number {
  const root = procStat(pid);
  if (!root) return 0;
  let ticks = root.ownTicks + root.childTicks;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(entry);
    if (stat?.ppid === pid) ticks += stat.ownTicks;
  }
  return ticksToMs(ticks);
}

function stolenMs(): number {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    // cpu user nice system idle iowait irq softirq steal …
    return ticksToMs(Number(line.trim().split(/\s+/)[8] ?? 0));
  } catch {
    return 0;
  }
}

export function cpuSample(pids: CpuPids): CpuSample {
  const own = process.cpuUsage();
  return {
    apiMs: pids.api ? treeMs(pids.api) : 0,
    databaseMs: pids.database ? treeMs(pids.database) : 0,
    loadMs: (own.user + own.system) / 1000,
    stolenMs: stolenMs(),
  };
}

export function cpuPerRequest(before: CpuSample, after: CpuSample, requests: number, wallMs: number): CpuPerRequest {
  const api = after.apiMs - before.apiMs;
  const database = after.databaseMs - before.databaseMs;
  const load = after.loadMs - before.loadMs;
  const per = (value: number): number => (requests > 0 ? Math.round((value / requests) * 1000) / 1000 : 0);
  return {
    apiMs: per(api),
    databaseMs: per(database),
    loadMs: per(load),
    coresBusy: wallMs > 0 ? Math.round(((api + database + load) / wallMs) * 100) / 100 : 0,
    stolenShare: wallMs > 0 ? Math.round(((after.stolenMs - before.stolenMs) / (wallMs * cpus().length)) * 1000) / 1000 : 0,
  };
}

/** The postmaster's pid from its data directory (an embedded database), or undefined. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
