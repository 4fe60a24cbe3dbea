// `npm test`: every test kind, in the order that fails fastest; the browser tests run beside the API tests, the page
// tests and the generator's probe, which fill the cores the browser leaves idle. Prints each stage's time, CPU time
// and passed / failed / skipped tests, the ten slowest test files, the machine's busy CPU over the run, and one
// closing line "tests: N passed, N failed, N skipped".
// A skipped, focused or todo test fails the run, in every stage (so does a test file with no test).
//   node tools/test.mjs api web         only these stages
//   KG_CLOCK_SHIFT_DAYS=365 npm test    the whole suite with "today" a year ahead (tools/lib/clock.mjs)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clockShiftDays } from './lib/clock.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.data', 'test-results');
mkdirSync(results, { recursive: true });
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };
const only = process.argv.slice(2);

/**
 * What a stage's report says: its tests and, where the runner tells, each file's wall time and each failed test.
 * @typedef {{ file: string, test: string, message: string }} Failure
 * @typedef {{ passed: number, failed: number, skipped: number, files?: { file: string, ms: number }[], failures?: Failure[] }} StageCounts
 */

const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
/** The CPU seconds (user and system) of this process's ended children and of their own ended children (proc(5)). */
function endedChildrenCpu() {
  if (!existsSync('/proc/self/stat')) return 0;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // The fields after the command's name in parentheses start at field 3; cutime and cstime are fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / clockTicks;
}
/** The machine's busy CPU seconds, all cores (/proc/stat: user, nice, system, irq, softirq, steal). */
function machineCpu() {
  if (!existsSync('/proc/stat')) return 0;
  const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  return [0, 1, 2, 5, 6, 7].reduce((sum, at) => sum + times[at], 0) / clockTicks;
}
let cpuSeen = endedChildrenCpu();
/**
 * The CPU seconds that children ended with since the last look, looked at when each stage starts and ends: a child's
 * time is counted once it is waited for, so what grew since the last look when a stage ends is that stage's. It misses
 * processes that their parent does not wait for (Chromium's renderers): the machine's figure in the summary has them.
 */
function cpuSinceLastLook() {
  const now = endedChildrenCpu();
  const spent = now - cpuSeen;
  cpuSeen = now;
  return spent;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {{ name: string, seconds: string, cpu: number, counts: StageCounts | null, ok: boolean }[]} */
const stages = [];
/** @type {{ stage: string, file: string, ms: number }[]} */
const fileTimes = [];

/**
 * Runs one stage. With `report`, the stage writes a JSON report to `report.file` (removed first, so a stale one is
 * never read) and `report.read` turns it into counts; a stage without tests counts as one failure when it fails.
 * Two stages can run side by side: one `buffered` (its output printed whole when it ends) and one `byLine` (its output
 * passed on live, one whole line at a time, so that the other's block never lands inside one of its lines).
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, report?: { file: string, read: (json: any) => StageCounts }, buffered?: boolean, byLine?: boolean }} [options]
 * @returns {Promise<boolean>}
 */
async function run(name, command, args, options = {}) {
  if (only.length && !only.includes(name)) return true;
  const heading = `\n━━ ${name}: ${command} ${args.join(' ')}`;
  if (!options.buffered) console.log(heading);
  if (options.report) rmSync(options.report.file, { force: true });
  const started = Date.now();
  /** @type {Buffer[]} */
  const output = [];
  let partialLine = '';
  /** @param {Buffer} chunk */
  const passLinesOn = (chunk) => {
    const text = partialLine + chunk.toString('utf8');
    const end = text.lastIndexOf('\n') + 1;
    process.stdout.write(text.slice(0, end));
    partialLine = text.slice(end);
  };
  const piped = options.buffered || options.byLine;
  cpuSinceLastLook();
  const status = await new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...options.env },
      stdio: ['ignore', piped ? 'pipe' : 'inherit', piped ? 'pipe' : 'inherit'],
    });
    const take = options.byLine ? passLinesOn : (/** @type {Buffer} */ chunk) => output.push(chunk);
    child.stdout?.on('data', take);
    child.stderr?.on('data', take);
    child.on('error', (error) => {
      output.push(Buffer.from(`${error}\n`));
      resolve(1);
    });
    child.on('close', (code) => resolve(code));
  });
  const cpu = cpuSinceLastLook();
  if (partialLine) process.stdout.write(`${partialLine}\n`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (options.buffered) {
    console.log(`${heading} (${seconds}s)`);
    process.stdout.write(Buffer.concat(output));
  }
  /** @type {StageCounts | null} */
  let counts = null;
  if (options.report && existsSync(options.report.file)) {
    counts = options.report.read(JSON.parse(readFileSync(options.report.file, 'utf8')));
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
    for (const entry of counts.files ?? []) fileTimes.push({ stage: name, ...entry });
  }
  let ok = status === 0;
  // A runner that counted a failure fails its stage whatever its exit code.
  if (counts?.failed) ok = false;
  if (counts?.skipped) {
    console.error(`✗ ${name}: ${counts.skipped} skipped, focused-away or todo test(s): delete them or make them run`);
    ok = false;
  }
  if (!ok) {
    console.error(`✗ ${name} failed (exit ${status}) after ${seconds}s`);
    // A failure the report does not count (a crash, a type error, a stage with no report) is still one.
    if (!counts?.failed) totals.failed += 1;
  }
  stages.push({ name, seconds, cpu, counts, ok });
  return ok;
}

const fromRoot = (file) => relative(root, file);

/** The first lines of a failure, without colours: enough to name the cause at the end of a long CI log. */
const firstLines = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(0, 6)
    .join('\n');

/** The failed tests of a jest-shaped report (jest and Vitest), and the files that failed outside any test. */
const failuresOf = (report) =>
  report.testResults.flatMap((file) => {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (!failedTests.length && file.status === 'failed')
      return [{ file: fromRoot(file.name), test: '(the file itself)', message: firstLines(file.message) }];
    return failedTests.map((test) => ({
      file: fromRoot(file.name),
      test: test.fullName ?? test.title,
      message: firstLines(test.failureMessages?.[0]),
    }));
  });

/** Where the groups of API specs (apps/api/test/spec-groups.mjs) write their spec files' times. */
const specTimes = join(results, 'jest-spec-times');

/**
 * jest's --json report: "pending" are skipped and focused-away tests. A group of API specs is listed as its spec
 * files, with the times the group wrote.
 */
const jestCounts = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
  skipped: report.numPendingTests + report.numTodoTests,
  failures: failuresOf(report),
  files: [
    ...report.testResults
      .filter((file) => !file.name.endsWith('.group.mjs'))
      .map((file) => ({ file: fromRoot(file.name), ms: file.endTime - file.startTime })),
    ...(existsSync(specTimes) ? readdirSync(specTimes) : []).flatMap((name) =>
      JSON.parse(readFileSync(join(specTimes, name), 'utf8')),
    ),
  ],
});

/** Vitest's json reporter (jest's shape). */
const vitestCounts = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests,
  skipped: report.numPendingTests + report.numTodoTests,
  failures: failuresOf(report),
  files: report.testResults.map((file) => ({ file: fromRoot(file.name), ms: file.endTime - file.startTime })),
});

/** Installs a Debian package when `file` is missing (Chromium, Redis, libfaketime for the shifted clock). */
function ensureDebianPackage(file, pkg, label) {
  if (existsSync(file)) return true;
  console.log(`${label} is missing: installing Debian’s package…`);
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return update.status === 0 && install.status === 0 && existsSync(file);
}
const ensureChromium = () => ensureDebianPackage('/usr/bin/chromium', 'chromium', 'Chromium');
const ensureRedis = () => ensureDebianPackage('/usr/bin/redis-server', 'redis-server', 'redis-server');
const ensureFaketime = () =>
  ensureDebianPackage(
    `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/faketime/libfaketime.so.1`,
    'libfaketime',
    'libfaketime',
  );

const shift = clockShiftDays();
if (shift) {
  console.log(`The tests' clock runs ${shift} days ${shift > 0 ? 'ahead' : 'behind'} (KG_CLOCK_SHIFT_DAYS).`);
  if (!ensureFaketime()) console.error('✗ libfaketime could not be installed: PostgreSQL cannot follow the shifted clock');
}

/**
 * Runs stages that keep about one core busy each (ESLint, Prettier, tsc) two at a time, the CI machine having two
 * cores. Each stage's output is printed whole when it ends, so that the two do not interleave.
 * @param {[string, string, string[]][]} list name, command, arguments
 * @returns {Promise<boolean>}
 */
async function runTwoAtATime(list) {
  const chosen = list.filter(([name]) => !only.length || only.includes(name));
  let ok = true;
  const next = async () => {
    for (let stage = chosen.shift(); stage; stage = chosen.shift()) {
      const [name, command, args] = stage;
      const started = Date.now();
      /** @type {Buffer[]} */
      const output = [];
      cpuSinceLastLook();
      const status = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => {
          output.push(Buffer.from(`${error}\n`));
          resolve(1);
        });
        child.on('close', (code) => resolve(code));
      });
      const cpu = cpuSinceLastLook();
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n━━ ${name}: ${command} ${args.join(' ')} (${seconds}s)`);
      process.stdout.write(Buffer.concat(output));
      if (status !== 0) {
        console.error(`✗ ${name} failed (exit ${status}) after ${seconds}s`);
        totals.failed += 1;
        ok = false;
      }
      stages.push({ name, seconds, cpu, counts: null, ok: status === 0 });
    }
  };
  await Promise.all([next(), next()]);
  return ok;
}

/**
 * The type checks run on TypeScript 7, the compiler in Go (the API and the web app in 22 s here instead of
 * 69 s); the tools that use TypeScript's JavaScript API (typescript-eslint, the jest transform) keep 5.9.
 * Called by its path: both packages name their command `tsc`.
 */
const nativeTsc = 'node_modules/typescript-native/bin/tsc';

const started = Date.now();
const machineCpuAtStart = machineCpu();
let ok = true;
ok =
  (await runTwoAtATime([
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
    ['typecheck-web', 'npm', ['run', 'typecheck', '-w', 'apps/web']],
    ['format', 'npx', ['prettier', '--check', '.', '--log-level=warn']],
    ['typecheck', 'node', [nativeTsc, '-p', 'tsconfig.json', '--noEmit']],
    // The plain JavaScript of the browser tests, this script and the embedded database, checked through their JSDoc.
    ['typecheck-tests', 'node', [nativeTsc, '-p', 'e2e/tsconfig.json', '--noEmit']],
  ])) && ok;
// The realtime hub's API tests run two API processes over a real Redis.
if ((!only.length || only.includes('api')) && !ensureRedis()) console.error('✗ api: redis-server could not be installed');
const jestFile = join(results, 'jest.json');
rmSync(specTimes, { recursive: true, force: true });
mkdirSync(specTimes, { recursive: true });
// The build first: the browser tests run on it (apps/*/dist) and start at once, beside the API, page and probe tests.
ok = (await run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'])) && ok;

/** The API's tests: jest.suite.mjs runs the e2e specs in a few groups that import the API once each (apps/api/test/spec-groups.mjs). */
const api = () =>
  run('api', 'npx', ['jest', '--config=jest.suite.mjs', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestFile}`], {
    env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings', KG_JEST_SPEC_TIMES: specTimes },
    report: { file: jestFile, read: jestCounts },
    buffered: true,
  });

/** The page tests, then the generator's throwaway area (tools/generate/probe.mjs), which passes the checks above. */
async function webThenGenerator() {
  const vitestFile = join(results, 'vitest.json');
  const web = await run(
    'web',
    'npx',
    ['vitest', 'run', '--root', 'apps/web', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`],
    { report: { file: vitestFile, read: vitestCounts }, buffered: true },
  );
  // After the page tests, never beside them: the probe adds a page test of its own to the tree while it runs.
  const probeFile = join(results, 'generator.json');
  const generator = await run('generator', 'node', ['tools/generate/probe.mjs', `--results=${probeFile}`], {
    report: {
      file: probeFile,
      read: (report) => ({ passed: report.passed, failed: report.failed, skipped: report.skipped ?? 0 }),
    },
    buffered: true,
  });
  return web && generator;
}

async function browser() {
  if (only.length && !only.includes('browser')) return true;
  if (!ensureChromium()) {
    console.error('✗ browser: Chromium could not be installed');
    totals.failed += 1;
    return false;
  }
  const browserFile = join(results, 'browser.json');
  return run('browser', 'node', ['e2e/run.mjs', `--results=${browserFile}`], {
    report: { file: browserFile, read: (report) => report },
    byLine: true,
  });
}

// The browser stage is the longest and leaves about a third of the two cores idle (its files wait on pages and
// sockets): the API tests, then the page tests and the generator's probe fill it. The browser tests run on the built
// product (apps/*/dist), which the probe does not touch. (Measured 26.11.2026: with the browser stage starting only
// after the API tests, the run took 28.3 min on a busy machine, the browser stage alone its last 5.6.)
const [browserOk, othersOk] = await Promise.all([
  browser(),
  (async () => {
    const apiOk = await api();
    return (await webThenGenerator()) && apiOk;
  })(),
]);
ok = browserOk && othersOk && ok;

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log('\n━━ summary');
for (const stage of stages) {
  const tests = stage.counts
    ? ` · ${stage.counts.passed} passed, ${stage.counts.failed} failed, ${stage.counts.skipped} skipped`
    : '';
  const cpu = `cpu ${stage.cpu.toFixed(0)}s`.padStart(10);
  console.log(`${stage.ok ? '✓' : '✗'} ${stage.name.padEnd(15)} ${`${stage.seconds}s`.padStart(7)} ${cpu}${tests}`);
}
// The run is bound by the CPU (measured 26.11.2026: the two cores 1.99 busy on average over the run, with the static
// checks moved beside the tests at the lowest priority it took as long): its time is its CPU time over the cores.
const machineMinutes = (machineCpu() - machineCpuAtStart) / 60;
const cores = machineMinutes / ((Date.now() - started) / 60000);
console.log(`cpu ${machineMinutes.toFixed(1)} min busy on the machine (${cores.toFixed(2)} cores on average)`);
if (fileTimes.length) {
  console.log('slowest test files:');
  for (const entry of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${`${(entry.ms / 1000).toFixed(1)}s`.padStart(7)}  ${entry.stage.padEnd(7)} ${entry.file}`);
  }
}
const failures = stages.flatMap((stage) => (stage.counts?.failures ?? []).map((failure) => ({ stage: stage.name, ...failure })));
if (failures.length) {
  console.log('failed tests:');
  for (const failure of failures.slice(0, 20)) {
    console.log(`✗ ${failure.stage} ${failure.file} › ${failure.test}`);
    if (failure.message) console.log(failure.message.replace(/^/gm, '      '));
  }
}
console.log(`total ${minutes} min`);
if (!ok && totals.failed === 0) totals.failed = 1;
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
