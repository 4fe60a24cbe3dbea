// node:test for the browser tests, with a bound on every test: `it` and `test` default to TEST_TIMEOUT (2 minutes;
// KG_E2E_TEST_TIMEOUT_MS), hooks to HOOK_TIMEOUT. Node 20's runner can time out only whole files, so a hung test would
// otherwise hold its file for the file's timeout. There is no `.skip`, `.only` or `.todo` here: a test that should not
// run is deleted, not skipped (e2e/run.mjs fails a run with a skipped test, and one with a file that ran no test).
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as nodeTest from 'node:test';

export const TEST_TIMEOUT = Number(process.env.KG_E2E_TEST_TIMEOUT_MS ?? 120_000);
/** Starting or stopping the product and Chromium. */
export const HOOK_TIMEOUT = 120_000;

// How many tests this file ran, for e2e/run.mjs (node:test reports a test's location as this file, not the caller's).
let ran = 0;
const reportDir = process.env.KG_E2E_REPORT_DIR;
const testFile = process.argv[1];
if (reportDir && testFile) {
  process.on('exit', () => writeFileSync(join(reportDir, `${basename(testFile)}.json`), JSON.stringify({ file: testFile, ran })));
}

/** What each open page reports when its test fails (registered by e2e/support.mjs newPage); emptied per test. */
const failureReports = new Set();

/**
 * Runs `report(testName)` if the running test fails, before its pages close: a CI log then says where each page was.
 * @param {(testName: string) => Promise<void>} report
 */
export function onFailure(report) {
  failureReports.add(report);
}

/** @param {typeof nodeTest.it} define */
const bounded =
  (define) =>
  /**
   * @param {string} name
   * @param {nodeTest.TestOptions | ((t: nodeTest.TestContext) => void | Promise<void>)} [options]
   * @param {(t: nodeTest.TestContext) => void | Promise<void>} [fn]
   */
  (name, options, fn) => {
    if (typeof options === 'function') [options, fn] = [{}, options];
    const body = fn;
    if (typeof body !== 'function') throw new Error(`the test "${name}" has no body: write it or delete it`);
    return define(name, { timeout: TEST_TIMEOUT, ...options }, async (t) => {
      ran += 1;
      failureReports.clear();
      try {
        return await body(t);
      } catch (error) {
        for (const report of failureReports) await report(name).catch(() => undefined);
        throw error;
      } finally {
        failureReports.clear();
      }
    });
  };

/** @param {typeof nodeTest.before} define */
const boundedHook =
  (define) =>
  (/** @type {nodeTest.HookFn} */ fn, /** @type {nodeTest.HookOptions} */ options = {}) =>
    define(fn, { timeout: HOOK_TIMEOUT, ...options });

export const it = bounded(nodeTest.it);
export const test = bounded(nodeTest.test);
/** node:test's own, so that the runner reports each suite at its file. */
export const describe = nodeTest.describe;
export const before = boundedHook(nodeTest.before);
export const after = boundedHook(nodeTest.after);
export const beforeEach = boundedHook(nodeTest.beforeEach);
export const afterEach = boundedHook(nodeTest.afterEach);
