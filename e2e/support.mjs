// What every browser test file shares: the product and Chromium for the file, a fresh page per test, signing in.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { after, before, onFailure } from './testing.mjs';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { clockShiftMs, shiftedClockScript } from '../tools/lib/clock.mjs';
import { DIRECTOR, ROOT, startProduct } from './server.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const SCREENSHOTS = join(ROOT, 'e2e/screenshots');
// Bounds on a loaded 2-core CI machine (two files at a time, each with its API, PostgreSQL and Chromium), where a
// page load or a click's effect has taken 15 s: still seconds, not the test's 2 minutes.
const TIMEOUT = 30_000;
/** How long a page may take to join the realtime hub, counted from before its sign-in. */
export const HUB_TIMEOUT = 30_000;

/** Chromium whose every browser context (and so every page) runs on the tests' clock (KG_CLOCK_SHIFT_DAYS). */
async function launchChromium() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  const shift = clockShiftMs();
  if (shift) {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (options) => {
      const context = await newContext(options);
      await context.addInitScript(shiftedClockScript, shift);
      return context;
    };
  }
  return browser;
}

/**
 * Starts the product and Chromium before the file's tests and stops them after.
 * @returns {{ product: Awaited<ReturnType<typeof startProduct>>, browser: import('playwright-core').Browser }}
 *   filled in once the `before` hook has run
 */
export function useProduct() {
  const state = { product: undefined, browser: undefined };
  before(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    state.product = await startProduct({ log: (line) => console.log(`# ${line}`) });
    state.browser = await launchChromium();
  });
  after(async () => {
    await state.browser?.close();
    await state.product?.stop();
  });
  return state;
}

/**
 * A page in a fresh browser profile (own localStorage). The test fails if the page throws or logs a console error,
 * except the browser's own note about an answer whose status is expected (401, and `expectedStatuses`).
 * @param {{ product: any, browser: import('playwright-core').Browser }} state
 * @param {import('node:test').TestContext} t
 * @param {{ width: number, height: number }} [viewport]
 * @param {{ expectedStatuses?: number[], touch?: boolean, serviceWorker?: boolean }} [options] `touch`: a touch screen
 *   (locator.tap()); `serviceWorker`: let the app install its service worker (blocked otherwise, so that the other
 *   tests see every request the page makes, none answered from the worker's cache).
 */
export async function newPage(
  state,
  t,
  viewport = { width: 1280, height: 800 },
  { expectedStatuses = [], touch = false, serviceWorker = false } = {},
) {
  // Reduced motion: the product then opens menus and dialogs without animating them (antd's motion off), so a click
  // never lands on a menu still sliding into place, and the loaded CI machine draws fewer frames.
  const context = await state.browser.newContext({
    baseURL: state.product.baseUrl,
    locale: 'bg-BG',
    viewport,
    reducedMotion: 'reduce',
    hasTouch: touch,
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  });
  context.setDefaultTimeout(TIMEOUT);
  const page = await context.newPage();
  const problems = [];
  const expected = new RegExp(`status of (${[401, ...expectedStatuses].join('|')})`);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) problems.push(`console error: ${message.text()}`);
  });
  t.after(async () => {
    await context.close();
    assert.deepEqual(problems, [], 'the page logged errors');
  });
  reportOnFailure(page);
  return page;
}

let failedPages = 0;
/**
 * If the test fails, prints where the page was: its URL, its API requests still open and the last ones answered
 * (with their times), its last console lines and the start of its visible text; and saves a screenshot.
 */
function reportOnFailure(page) {
  const started = new Map();
  /** @type {string[]} */
  const answered = [];
  /** @type {string[]} */
  const consoleLines = [];
  const keep = (list, line, size = 15) => {
    list.push(line);
    if (list.length > size) list.shift();
  };
  const api = (request) => new URL(request.url()).pathname.startsWith('/api/') || request.url().includes('socket.io');
  const label = (request) => `${request.method()} ${new URL(request.url()).pathname}`;
  page.on('request', (request) => api(request) && started.set(request, Date.now()));
  const done = (outcome) => (request) => {
    if (!started.has(request)) return;
    keep(answered, `${label(request)} ${outcome(request)} in ${Date.now() - started.get(request)} ms`);
    started.delete(request);
  };
  page.on(
    'requestfinished',
    done(() => 'answered'),
  );
  page.on(
    'requestfailed',
    done((request) => `failed (${request.failure()?.errorText})`),
  );
  page.on('console', (message) => keep(consoleLines, `${message.type()}: ${message.text().slice(0, 200)}`, 8));
  page.on('websocket', (socket) => {
    const opened = Date.now();
    let joined = false;
    keep(answered, `websocket ${new URL(socket.url()).pathname} opened`);
    socket.on('framereceived', (frame) => {
      if (joined || typeof frame.payload !== 'string' || !frame.payload.startsWith('40')) return;
      joined = true;
      keep(answered, `websocket joined the hub after ${Date.now() - opened} ms`);
    });
    socket.on('close', () => keep(answered, `websocket closed after ${Date.now() - opened} ms`));
  });
  onFailure(async (testName) => {
    const now = Date.now();
    const file = join(SCREENSHOTS, 'failures', `${basename(process.argv[1] ?? 'test', '.test.mjs')}-${++failedPages}.png`);
    mkdirSync(dirname(file), { recursive: true });
    await page.screenshot({ path: file }).catch(() => undefined);
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(no text)');
    const lines = [
      `page of "${testName}" at ${page.url()} (screenshot ${file})`,
      ...[...started].filter(([, at]) => at <= now).map(([request, at]) => `  still open: ${label(request)} for ${now - at} ms`),
      ...answered.map((line) => `  ${line}`),
      ...consoleLines.map((line) => `  console ${line}`),
      `  text: ${text.replace(/\s+/g, ' ').slice(0, 600)}`,
    ];
    console.log(lines.map((line) => `# ${line}`).join('\n'));
  });
}

/** Fills in and submits the sign-in form (e-mail). */
export async function signIn(page, { email = DIRECTOR.email, password = DIRECTOR.password } = {}) {
  await page.getByRole('textbox', { name: 'Имейл адрес' }).fill(email);
  await page.getByLabel('Парола').fill(password);
  await page.getByRole('button', { name: 'Вход' }).click();
}

/** Opens /login, signs in as the e2e director and waits for home. */
export async function signInAsDirector(page) {
  await page.goto('/login');
  await signIn(page);
  await page.waitForURL((url) => url.pathname === '/');
}

/** Path and query of the page's URL. */
export const pathOf = (page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The token the web app keeps (spec 1 §9: localStorage "auth._token.local"). */
export const storedToken = (page) => page.evaluate(() => window.localStorage.getItem('auth._token.local'));

/** Runs `work` with a connection to the product's database as its owner (arranging data, checking effects). */
export async function withDatabase(state, work) {
  const db = new pg.Client({ connectionString: state.product.databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/**
 * '' when the page does not scroll sideways, else which element sticks out furthest right. Waits up to `timeout` ms
 * for the layout to settle first: after a resize or a render, components that measure themselves (ResizeObserver)
 * lay out a frame or more later, and later still on a loaded machine.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string>}
 */
export async function sidewaysOverflow(page, timeout = 3_000) {
  const fits = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;
  const settled = await page.waitForFunction(fits, undefined, { timeout }).then(
    () => true,
    () => false,
  );
  if (settled) return '';
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    let widest = null;
    let right = viewport;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 0.5) [widest, right] = [element, box.right];
    }
    const text = (widest?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const name = widest ? `<${widest.tagName.toLowerCase()} class="${widest.className}"> „${text}“` : 'nothing measurable';
    return `${document.documentElement.scrollWidth} px in ${viewport} px; ${name} reaches ${Math.round(right)} px`;
  });
}

/** A group of the active school year of the e2e director's kindergarten. */
export function aGroupOfTheDirector(state, name) {
  return withDatabase(state, (db) =>
    db.query(
      `INSERT INTO classes (kindergarten_id, period_id, name, age_type)
       SELECT k.id, p.id, $2, 2 FROM kindergartens k JOIN kindergarten_periods p ON p.kindergarten_id = k.id AND p.is_active
        WHERE k.name = $1`,
      [DIRECTOR.kindergarten, name],
    ),
  );
}

/** The demo account of `role` (its Bulgarian name, e.g. 'Родител'); needs the demo data (tools/dist/seed built). */
export function demoAccount(state, role) {
  const found = state.product.demo?.accounts.find((candidate) => candidate.role === role);
  assert.ok(found, `the demo data has a ${role} (build tools/dist/seed)`);
  return found;
}

/** Opens /login, signs in with the demo account of `role` and waits for home. */
export async function signInAsDemo(page, state, role) {
  await page.goto('/login');
  await signIn(page, { email: demoAccount(state, role).email, password: state.product.demo.password });
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Resolves once the page's socket has joined the realtime hub (socket.io's CONNECT answer, "40…", on the WebSocket);
 * rejects after `timeout` ms (HUB_TIMEOUT), so a broken hub fails the test in seconds instead of hanging it.
 * Call before the navigation that opens the socket.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<void>}
 */
export function hubConnected(page, timeout = HUB_TIMEOUT) {
  /** @type {Promise<void>} */
  const connected = new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      page.off('websocket', onSocket);
      reject(new Error(`the page did not join the realtime hub within ${timeout} ms`));
    }, timeout);
    timer.unref();
    const onSocket = (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.startsWith('40')) {
          clearTimeout(timer);
          page.off('websocket', onSocket);
          resolve();
        }
      });
    };
    page.on('websocket', onSocket);
  });
  // A test that fails before awaiting it must not leave an unhandled rejection behind; awaiting it still throws.
  connected.catch(() => {});
  return connected;
}

/**
 * The demo parent of `signInAsDemo(page, state, 'Родител')` with the group their child is in today, for the journeys
 * that address one group (calendar, messages, polls): `{ id, name, kg, group }`.
 */
export async function demoFamily(state) {
  const { email } = demoAccount(state, 'Родител');
  const family = await withDatabase(state, async (db) => {
    const { rows } = await db.query(
      `SELECT u.id, u.first_name || ' ' || u.last_name AS name, u.selected_kindergarten_id AS kg, c.name AS "group"
         FROM users u
         JOIN parents p ON p.user_id = u.id AND p.kindergarten_id = u.selected_kindergarten_id
         JOIN student_parents sp ON sp.parent_id = p.id
         JOIN student_classes sc ON sc.student_id = sp.student_id AND sc.from_date <= current_date
              AND (sc.to_date IS NULL OR sc.to_date >= current_date)
         JOIN classes c ON c.id = sc.class_id
        WHERE lower(u.email) = lower($1)
        ORDER BY c.name LIMIT 1`,
      [email],
    );
    return rows[0];
  });
  assert.ok(family, 'the demo parent has a child in a group today');
  return family;
}
