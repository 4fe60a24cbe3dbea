// `npm test`: every test kind, in the order that fails fastest. Prints one closing line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.data', 'test-results');
mkdirSync(results, { recursive: true });
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false', FORCE_COLOR: '0' };
const only = process.argv.slice(2);

const counts = { passed: 0, failed: 0 };
const timings = [];

function run(name, command, args, options = {}) {
  if (only.length && !only.includes(name)) return true;
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...options.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name} ${seconds}s`);
  if (options.count) options.count();
  if (result.status !== 0) {
    console.error(`✗ ${name} failed (exit ${result.status}) after ${seconds}s`);
    if (!options.count) counts.failed += 1;
    return false;
  }
  return true;
}

const fromJson = (file, read) => () => {
  if (!existsSync(file)) return;
  const { passed, failed } = read(JSON.parse(readFileSync(file, 'utf8')));
  counts.passed += passed;
  counts.failed += failed;
};

/** Installs a Debian package when `binary` is missing (Chromium for the browser tests, Redis for the realtime hub). */
function ensureDebianPackage(binary, pkg, label) {
  if (existsSync(binary)) return true;
  console.log(`${label} is missing: installing Debian’s package…`);
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', pkg], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return update.status === 0 && install.status === 0 && existsSync(binary);
}
const ensureChromium = () => ensureDebianPackage('/usr/bin/chromium', 'chromium', 'Chromium');
const ensureRedis = () => ensureDebianPackage('/usr/bin/redis-server', 'redis-server', 'redis-server');

const started = Date.now();
let ok = true;
ok = run('lint', 'npx', ['eslint', '.', '--max-warnings=0']) && ok;
ok = run('format', 'npx', ['prettier', '--check', '.', '--log-level=warn']) && ok;
ok = run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']) && ok;
ok = run('typecheck-web', 'npm', ['run', 'typecheck', '-w', 'apps/web']) && ok;
const jestFile = join(results, 'jest.json');
// The realtime hub's API tests run two API processes over a real Redis.
if ((!only.length || only.includes('api')) && !ensureRedis()) console.error('✗ api: redis-server could not be installed');
ok =
  run('api', 'npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${jestFile}`], {
    env: { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' },
    count: fromJson(jestFile, (report) => ({
      passed: report.numPassedTests,
      failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    })),
  }) && ok;
const vitestFile = join(results, 'vitest.json');
ok =
  run(
    'web',
    'npx',
    ['vitest', 'run', '--root', 'apps/web', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`],
    {
      count: fromJson(vitestFile, (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests })),
    },
  ) && ok;
ok = run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']) && ok;
if (!only.length || only.includes('browser')) {
  if (!ensureChromium()) {
    console.error('✗ browser: Chromium could not be installed');
    counts.failed += 1;
    ok = false;
  } else {
    const browserFile = join(results, 'browser.json');
    ok =
      run('browser', 'node', ['e2e/run.mjs', `--results=${browserFile}`], {
        count: fromJson(browserFile, (report) => ({ passed: report.passed, failed: report.failed })),
      }) && ok;
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\n${timings.join(' · ')} · total ${minutes} min`);
if (!ok && counts.failed === 0) counts.failed = 1;
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(ok ? 0 : 1);
