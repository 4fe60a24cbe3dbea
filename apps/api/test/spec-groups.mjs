// npm test runs the API's e2e spec files in a few groups (jest.suite.mjs), not one jest test file each. Under
// --experimental-vm-modules every jest test file imports the whole API afresh (NestJS, fastify, TypeORM and every
// area: about 4.5 s of CPU, three quarters of a small spec's time); a group imports it once for all its specs.
// Each spec still starts its own app on its own database, with its own tests, names and hooks.
// A spec runs alone (a jest test file of its own) when sharing a module cache could change it or the others: it mocks
// a module, spies on or replaces something, fakes the timers, or registers a hook outside any `describe` (in a group
// that hook would run around the other specs' tests too).
// `npx jest <path>` (jest.config.mjs) still runs any spec file on its own.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** How many groups (apps/api/test/groups/*.group.mjs, one file each): enough for two workers to finish together. */
export const GROUPS = 6;

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const specsRoot = join(root, 'apps', 'api', 'src');
const mustRunAlone =
  /\bjest\.(?:unstable_mockModule|doMock|mock|spyOn|replaceProperty|useFakeTimers)\(|^(?:beforeAll|afterAll|beforeEach|afterEach)\(/m;

/** @param {string} dir @returns {string[]} */
function findSpecs(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : findSpecs(path);
    return entry.name.endsWith('.e2e.spec.ts') ? [path] : [];
  });
}

/**
 * Every e2e spec of the API, either alone or in exactly one group (round robin over the sorted paths).
 * @returns {{ alone: string[], groups: string[][] }} absolute paths
 */
export function specGroups() {
  const specs = findSpecs(specsRoot).sort();
  /** @type {string[]} */
  const alone = [];
  /** @type {string[][]} */
  const groups = Array.from({ length: GROUPS }, () => []);
  let next = 0;
  for (const spec of specs) {
    if (mustRunAlone.test(readFileSync(spec, 'utf8'))) alone.push(spec);
    else groups[next++ % GROUPS].push(spec);
  }
  return { alone, groups };
}

/**
 * Imports the specs of group `index` (1-based) into the calling jest test file, so that their `describe` blocks
 * register there. Each top-level `describe` is timed (a first `beforeAll`, a last `afterAll`: they change no test), and
 * with KG_JEST_SPEC_TIMES set the spec files' times are written there for tools/test.mjs's slowest-files list.
 * A spec that fails to load becomes a failing test named after it.
 * @param {number} index
 */
export async function runGroup(index) {
  /** @type {any} */
  const jestGlobals = globalThis;
  const specs = specGroups().groups[index - 1] ?? [];
  /** @type {Map<string, { start: number, end: number }>} */
  const times = new Map();
  const describe = jestGlobals.describe;
  for (const spec of specs) {
    const file = relative(root, spec);
    /** @param {string} name @param {() => void} body */
    const timed = (name, body) =>
      describe(name, () => {
        jestGlobals.beforeAll(() => {
          const time = times.get(file) ?? { start: Date.now(), end: Date.now() };
          times.set(file, time);
        });
        body();
        jestGlobals.afterAll(() => {
          const time = times.get(file);
          if (time) time.end = Date.now();
        });
      });
    jestGlobals.describe = Object.assign(timed, describe);
    // Counted as the spec defines its tests: a spec file with none fails, as it does run on its own.
    let tests = 0;
    const originals = { it: jestGlobals.it, test: jestGlobals.test };
    for (const name of /** @type {const} */ (['it', 'test'])) {
      jestGlobals[name] = new Proxy(originals[name], {
        apply: (target, self, args) => {
          tests += 1;
          return Reflect.apply(target, self, args);
        },
        get: (target, property) => {
          const value = Reflect.get(target, property);
          if (typeof value !== 'function') return value;
          return (/** @type {unknown[]} */ ...args) => {
            tests += 1;
            return Reflect.apply(value, target, args);
          };
        },
      });
    }
    try {
      await import(pathToFileURL(spec).href);
    } catch (error) {
      originals.test(`${file} loads`, () => {
        throw error;
      });
      tests += 1;
    } finally {
      Object.assign(jestGlobals, { describe, ...originals });
    }
    if (!tests) {
      originals.test(`${file} has a test`, () => {
        throw new Error(`${file} defines no test: write one or delete the file`);
      });
    }
  }
  const out = process.env.KG_JEST_SPEC_TIMES;
  if (out) {
    jestGlobals.afterAll(() => {
      const files = [...times].map(([file, time]) => ({ file, ms: time.end - time.start }));
      writeFileSync(join(out, `group-${index}.json`), JSON.stringify(files));
    });
  }
}

/** The group number of a group file (apps/api/test/groups/3.group.mjs → 3). */
export const groupOf = (/** @type {string} */ url) => Number(basename(fileURLToPath(url)).split('.')[0]);
