// Runs the browser tests (e2e/*.test.mjs) with node:test, two files at a time. One PostgreSQL with one migrated and
// seeded template database serves the run (e2e/server.mjs startTemplate); each file clones a database of its own from
// it and starts its own API, port, SMTP catcher and Chromium.
//   node e2e/run.mjs                      all files
//   node e2e/run.mjs identity             files whose name contains "identity"
//   node e2e/run.mjs --results=out.json   also writes {"passed", "failed", "skipped", "files": [{ file, ms, tests }], "failures": [{ file, test, message }]}
//   KG_E2E_CONCURRENCY=1                  one file at a time
// A skipped or todo test, and a file with no test, fail the run. Each test has TEST_TIMEOUT (e2e/testing.mjs, the
// node:test the files import), each file FILE_TIMEOUT. Build first: npx nx run-many -t build
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';
import { startTemplate } from './server.mjs';

const FILE_TIMEOUT = 10 * 60_000;
const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const resultsFile = args.find((arg) => arg.startsWith('--results='))?.slice('--results='.length);
const filters = args.filter((arg) => !arg.startsWith('--'));
const concurrency = Number(process.env.KG_E2E_CONCURRENCY ?? 2);

// Longest first, so that the run does not end on one long file with the other slot idle: a file's size is a fair
// measure of its time (its tests, its steps).
const files = readdirSync(here)
  .filter((name) => name.endsWith('.test.mjs') && (!filters.length || filters.some((filter) => name.includes(filter))))
  .map((name) => join(here, name))
  .sort((a, b) => statSync(b).size - statSync(a).size || a.localeCompare(b));
if (!files.length) {
  console.error(`No browser test files match ${filters.join(', ')}`);
  process.exit(1);
}

const started = Date.now();
const template = await startTemplate({ log: (line) => console.log(`# ${line}`) });
console.log(`# template database ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.env.KG_E2E_DATABASE_URL = template.adminUrl;
process.env.KG_E2E_TEMPLATE = template.template;

const counts = { passed: 0, failed: 0, skipped: 0 };
// Each file's process writes how many tests it ran (e2e/testing.mjs) into this folder.
const reportDir = mkdtempSync(join(tmpdir(), 'kg-e2e-report-'));
process.env.KG_E2E_REPORT_DIR = reportDir;
/** @type {Map<string, { ms: number, failure: string | null }>} */
const perFile = new Map(files.map((file) => [file, { ms: 0, failure: null }]));
/** @type {string[]} */
const skipped = [];
/** @type {{ file: string, test: string, message: string }[]} */
const failures = [];
// The file itself is reported as a test named by its path; suites are reported as tests of type "suite".
const isFileLevel = (data) => data.nesting === 0 && data.name === data.file;
const isTest = (data) => data.details?.type !== 'suite' && !isFileLevel(data);

const stream = run({ files, concurrency, timeout: FILE_TIMEOUT, forceExit: true });
// The file's own entry ends with test:complete: its wall time, and whether it failed outside its tests too
// (a crash while loading, the file timeout).
stream.on('test:complete', (data) => {
  const file = isFileLevel(data) && perFile.get(data.file);
  if (!file) return;
  file.ms = data.details.duration_ms;
  if (!data.details.passed) file.failure = data.details.error?.cause?.message ?? data.details.error?.message ?? 'failed';
});
stream.on('test:pass', (data) => {
  if (!isTest(data)) return;
  if (data.skip !== undefined || data.todo !== undefined) {
    counts.skipped += 1;
    skipped.push(`${data.name}${typeof data.skip === 'string' ? ` (${data.skip})` : ''}`);
  } else counts.passed += 1;
});
stream.on('test:fail', (data) => {
  if (!isTest(data)) return;
  counts.failed += 1;
  const error = /** @type {any} */ (data.details.error);
  const message = String(error?.cause?.message ?? error?.message ?? 'failed')
    .split('\n')
    .slice(0, 6)
    .join('\n');
  failures.push({ file: `e2e/${basename(data.file ?? '')}`, test: data.name, message });
});
const report = stream.compose(/** @type {any} */ (spec));
report.pipe(process.stdout);

report.on('end', async () => {
  await template.stop().catch((error) => console.error(`the template database did not stop: ${error}`));
  const problems = [];
  /** @type {Map<string, number>} */
  const ran = new Map();
  for (const name of readdirSync(reportDir)) {
    const { file, ran: tests } = JSON.parse(readFileSync(join(reportDir, name), 'utf8'));
    ran.set(file, tests);
  }
  rmSync(reportDir, { recursive: true, force: true });
  for (const [file, result] of perFile) {
    if (result.failure) problems.push(`${basename(file)} failed: ${result.failure}`);
    else if (!ran.get(file)) problems.push(`${basename(file)} ran no test`);
  }
  // A file that failed with no failing test of its own, or ran none, still fails the run.
  if (problems.length && counts.failed === 0) counts.failed = problems.length;
  if (skipped.length) problems.push(...skipped.map((name) => `skipped or todo (not allowed): ${name}`));
  for (const problem of problems) console.error(`✗ ${problem}`);
  const slowest = [...perFile]
    .map(([file, result]) => ({ file: `e2e/${basename(file)}`, ms: Math.round(result.ms), tests: ran.get(file) ?? 0 }))
    .sort((a, b) => b.ms - a.ms);
  if (resultsFile) writeFileSync(resultsFile, JSON.stringify({ ...counts, files: slowest, failures }));
  console.log(
    `# slowest files: ${slowest
      .slice(0, 5)
      .map((entry) => `${entry.file} ${(entry.ms / 1000).toFixed(1)}s`)
      .join(', ')}`,
  );
  console.log(`# ${files.length} files, ${concurrency} at a time, ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`browser tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  // Exit explicitly once the output is written: node:test's own harness in this process would otherwise end it with
  // status 0 after a failed file (seen in CI: "1 failed" and exit 0).
  const status = counts.failed || counts.skipped ? 1 : 0;
  process.stdout.write('', () => process.exit(status));
});
