// The generator's own test (a stage of `npm test`): generates a throwaway area with every registration, proves that
// the product still type-checks, lints and formats, that the new area's API test (401, 403, 404, 400, happy path),
// its page test, the route-contract check, the cache-topic registry check and the menu's routing check pass, then
// removes it and checks that the registration files are exactly as before. Prints "probe: N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const resultsFile = process.argv.find((arg) => arg.startsWith('--results='))?.slice('--results='.length);
const area = 'generator-probe';
const entity = 'GeneratorProbe';
const registrations = [
  'migrations/index.ts',
  'apps/api/src/app.module.ts',
  'libs/contracts/src/index.ts',
  'apps/web/src/app/route-registry.ts',
  'apps/web/src/app/shell/menu-registry.ts',
  'apps/api/src/platform/cache/cache-topics.ts',
];
const before = Object.fromEntries(registrations.map((path) => [path, readFileSync(join(root, path), 'utf8')]));
const counts = { passed: 0, failed: 0 };

/**
 * Runs checks two at a time (the CI machine has two cores; tsc, ESLint and Prettier use one each), printing each one's
 * output whole when it ends.
 * @param {[string, string, string[], Record<string, string>?][]} list name, command, arguments, environment
 */
async function stepsTwoAtATime(list) {
  const queue = [...list];
  const next = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const [name, command, args, env = {}] = item;
      /** @type {Buffer[]} */
      const output = [];
      const status = await new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => {
          output.push(Buffer.from(`${error}\n`));
          resolve(1);
        });
        child.on('close', (code) => resolve(code));
      });
      console.log(`\n── probe: ${name}`);
      process.stdout.write(Buffer.concat(output));
      if (status === 0) counts.passed += 1;
      else {
        counts.failed += 1;
        console.error(`✗ probe: ${name} failed (exit ${status})`);
      }
    }
  };
  await Promise.all([next(), next()]);
}

function step(name, command, args, env = {}) {
  console.log(`\n── probe: ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status === 0) counts.passed += 1;
  else {
    counts.failed += 1;
    console.error(`✗ probe: ${name} failed (exit ${result.status})`);
  }
  return result.status === 0;
}

const generator = join(root, 'tools', 'generate', 'area.mjs');
const nativeTsc = 'node_modules/typescript-native/bin/tsc';
const generatedFiles = [
  `libs/contracts/src/${area}.ts`,
  `apps/api/src/areas/${area}`,
  `apps/web/src/areas/${area}`,
  ...registrations,
];
try {
  const generated = step('generate', 'node', [
    generator,
    ...['--area', area, '--entity', entity, '--resource', 'DaysOff', '--path', `/platform/${area}`],
    ...['--label', 'Проба на генератора', '--section', 'platform', '--cache-topic', 'attendance'],
  ]);
  if (generated) {
    await stepsTwoAtATime([
      // TypeScript 7 (tools/test.mjs, nativeTsc).
      ['typecheck', 'node', [nativeTsc, '-p', 'tsconfig.json', '--noEmit']],
      ['typecheck-web', 'node', [nativeTsc, '-p', 'apps/web/tsconfig.json', '--noEmit']],
      ['lint', 'npx', ['eslint', '--max-warnings=0', ...generatedFiles]],
      ['format', 'npx', ['prettier', '--check', '--log-level=warn', ...generatedFiles]],
      [
        'api',
        'npx',
        [
          'jest',
          '--ci',
          // In workers, as npm test runs them: run in band (jest's default on two cores), a pool that a spec's app
          // leaves open received PostgreSQL's shutdown at the global teardown and failed the step after its tests passed.
          '--maxWorkers=2',
          `apps/api/src/areas/${area}`,
          'apps/api/src/platform/test/routes.e2e.spec.ts',
          'apps/api/src/platform/cache/test/cache-topics.e2e.spec.ts',
        ],
        { NODE_OPTIONS: '--experimental-vm-modules --no-warnings' },
      ],
      ['web', 'npx', ['vitest', 'run', '--root', 'apps/web', `src/areas/${area}`]],
      // The menu's routing check (the other menu tests hold today's menu, which a new area rightly changes).
      [
        'menu',
        'npx',
        [
          'vitest',
          'run',
          '--root',
          'apps/web',
          'src/app/shell/menu.test.ts',
          '-t',
          'every entry an area contributes leads to a page',
        ],
      ],
    ]);
  }
} finally {
  step('remove', 'node', [generator, '--area', area, '--entity', entity, '--remove']);
  const changed = registrations.filter((path) => readFileSync(join(root, path), 'utf8') !== before[path]);
  if (changed.length) {
    counts.failed += 1;
    console.error(`✗ probe: --remove left changes in ${changed.join(', ')}`);
    for (const path of changed) writeFileSync(join(root, path), before[path]);
  }
}
console.log(`probe: ${counts.passed} passed, ${counts.failed} failed`);
if (resultsFile) writeFileSync(resultsFile, JSON.stringify(counts));
process.exit(counts.failed ? 1 : 0);
