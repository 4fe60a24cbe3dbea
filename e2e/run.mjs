// Runs the browser tests (e2e/*.test.mjs) with node:test, one file at a time: each file starts its own product
// (embedded PostgreSQL + the built API serving the built web app) and Chromium.
//   node e2e/run.mjs                      all files
//   node e2e/run.mjs identity             files whose name contains "identity"
//   node e2e/run.mjs --results=out.json   also writes {"passed": n, "failed": n, "skipped": n} (for tools/test.mjs)
// Build first: npx nx run-many -t build
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { run } from 'node:test';
import { spec } from 'node:test/reporters';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const resultsFile = args.find((arg) => arg.startsWith('--results='))?.slice('--results='.length);
const filters = args.filter((arg) => !arg.startsWith('--'));

const files = readdirSync(here)
  .filter((name) => name.endsWith('.test.mjs') && (!filters.length || filters.some((filter) => name.includes(filter))))
  .sort()
  .map((name) => join(here, name));
if (!files.length) {
  console.error(`No browser test files match ${filters.join(', ')}`);
  process.exit(1);
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const isTest = (data) => data.details?.type !== 'suite';

const stream = run({ files, concurrency: 1, timeout: 10 * 60_000 });
stream.on('test:pass', (data) => {
  if (!isTest(data)) return;
  if (data.skip || data.todo) counts.skipped += 1;
  else counts.passed += 1;
});
stream.on('test:fail', (data) => {
  if (isTest(data)) counts.failed += 1;
});
const report = stream.compose(spec);
report.pipe(process.stdout);

report.on('end', () => {
  // A file that fails outside any test (a crash while loading) counts as one failure.
  if (counts.failed === 0 && process.exitCode) counts.failed = 1;
  if (resultsFile) writeFileSync(resultsFile, JSON.stringify(counts));
  console.log(`browser tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  if (counts.failed) process.exitCode = 1;
});
