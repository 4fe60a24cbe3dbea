// The tests' one clock. KG_CLOCK_SHIFT_DAYS=365 moves "now" a whole year ahead for everything a test run starts:
//   - Node (the API and the tests in jest, Vitest and the browser tests' processes): `Date` is replaced by one that
//     runs shifted (installShiftedClock: apps/api/test/clock-setup.ts, apps/web/src/test/setup.ts, e2e/server.mjs);
//   - PostgreSQL (now(), current_date): started under libfaketime (Debian's libfaketime) with the same shift;
//   - Chromium: every page gets the same shifted `Date` (shiftedClockScript, added by e2e/support.mjs).
// Unset or 0: the real clock, and nothing is replaced. Durations (setTimeout, performance.now) are never shifted.
import { existsSync } from 'node:fs';

/** The shift in whole days (may be negative); 0 when KG_CLOCK_SHIFT_DAYS is unset. */
export function clockShiftDays(env = process.env) {
  const raw = env.KG_CLOCK_SHIFT_DAYS;
  if (!raw) return 0;
  const days = Number(raw);
  if (!Number.isInteger(days)) throw new Error(`KG_CLOCK_SHIFT_DAYS must be a whole number of days, not "${raw}"`);
  return days;
}

/** The shift in milliseconds. */
export const clockShiftMs = (env = process.env) => clockShiftDays(env) * 86_400_000;

const INSTALLED = Symbol.for('kg.shiftedClock');

/**
 * Replaces `target.Date` with a `Date` whose "now" (`new Date()`, `Date.now()`, `Date()`) runs `shiftMs` ahead.
 * Dates built from given values are untouched; `instanceof Date` holds for both. Idempotent per global object.
 * Plain enough to be serialised into a browser page (shiftedClockScript).
 * @param {number} shiftMs
 * @param {any} [target]
 */
export function shiftDate(shiftMs, target = globalThis) {
  if (!shiftMs || target.Date[Symbol.for('kg.shiftedClock')]) return;
  const RealDate = target.Date;
  /** @this {unknown} */
  function ShiftedDate(...args) {
    const now = RealDate.now() + shiftMs;
    if (!new.target) return new RealDate(now).toString();
    return Reflect.construct(RealDate, args.length ? args : [now], new.target);
  }
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = () => RealDate.now() + shiftMs;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  Object.defineProperty(ShiftedDate, Symbol.for('kg.shiftedClock'), { value: shiftMs });
  Object.defineProperty(ShiftedDate, 'name', { value: 'Date' });
  target.Date = ShiftedDate;
}

/** Installs the shifted `Date` in this JavaScript realm when KG_CLOCK_SHIFT_DAYS asks for it. */
export function installShiftedClock(target = globalThis, env = process.env) {
  shiftDate(clockShiftMs(env), target);
  return Boolean(target.Date[INSTALLED]);
}

/** A browser init script (Playwright `addInitScript(script, arg)`) that shifts the page's clock like Node's. */
export const shiftedClockScript = shiftDate;

const LIBFAKETIME = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/faketime/libfaketime.so.1',
];

/**
 * The environment that starts a process (PostgreSQL) on the shifted clock: libfaketime with a relative offset.
 * Empty when the clock is not shifted; throws when it is and libfaketime is missing (`apt-get install libfaketime`).
 */
export function shiftedProcessEnv(env = process.env) {
  const days = clockShiftDays(env);
  if (!days) return {};
  const library = LIBFAKETIME.find((file) => existsSync(file));
  if (!library) throw new Error('KG_CLOCK_SHIFT_DAYS needs libfaketime for PostgreSQL: apt-get install libfaketime');
  return { LD_PRELOAD: library, FAKETIME: `${days >= 0 ? '+' : ''}${days}d`, FAKETIME_DONT_RESET: '1' };
}
