// The frame every page lives in, in Chromium against the real product and the demo data: the side menu and the top
// bar of each role (spec 1 §2, §6), switching kindergarten and school year, the mobile menu, and the weight and speed
// of the sign-in page (issue 20, item 3).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { demoAccount, newPage, SCREENSHOTS, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();

const KINDERGARTEN = { first: 'ДГ № 12 „Слънчице“', firstTown: 'Пловдив', second: 'ДГ № 33 „Мечо Пух“', secondTown: 'Варна' };
/** The sign-in page's JavaScript as the browser receives it (compressed), in KB (issue 20). */
const LOGIN_BUDGET_KB = 200;
/**
 * Chrome DevTools' "Fast 3G" preset, which Lighthouse's mobile throttling (`mobileSlow4G` in its config/constants.js)
 * also uses: a 150 ms round trip times 3.75 (DEVTOOLS_RTT_ADJUSTMENT_FACTOR) added to every request, 1.6 Mbit/s down
 * and 750 kbit/s up times 0.9 (DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR), in bytes per second; and a CPU 4× slower.
 */
const FAST_3G = {
  offline: false,
  latency: 150 * 3.75, // 562.5 ms
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, // 180 KB/s
  uploadThroughput: ((750 * 1000) / 8) * 0.9, // 84 KB/s
};
const CPU_SLOWDOWN = 4;
/**
 * Issue 20's target: the sign-in form usable within 3 s of the navigation's start under FAST_3G and CPU_SLOWDOWN. The
 * form is in login.html itself (apps/web/vite-early-sign-in.ts), so the figure is the network's (the HTML, then the
 * form's small guard script, about 1.3 s) rather than the app's scripts' (download and run: about 3.4 s).
 */
const FAST_3G_TARGET_MS = 3_000;

const account = (role) => demoAccount(state, role);

async function signInAs(page, role) {
  await signInAsDemo(page, state, role);
  await page.getByRole('button', { name: /^Меню на потребителя / }).waitFor();
}

/** Waits until no transition or animation runs (drawers and dropdowns slide in), for a screenshot worth looking at. */
const settled = (page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));

/** The labels of the side menu's links (the desktop sider), without their unread badges. */
const menuLinks = (page) =>
  page.locator('aside nav a').evaluateAll((links) =>
    links.map((link) =>
      [...link.childNodes]
        .filter((node) => node.nodeType === 3 /* text */)
        .map((node) => node.textContent)
        .join(''),
    ),
  );

const schoolYear = (page) => page.getByTestId('school-year');

/** What each role sees in the frame: the pages built so far that its role may read (spec 1 §6). */
const ABOUT = 'За платформата';
/** The main section's communication pages, each with its unread badge (issue 6). */
const COMMUNICATION = ['Табло за обяви', 'Съобщения', 'Календар', 'Анкети и формуляри'];
/** Every role of a kindergarten reads the week's menu (Menus read; docs/menus.md). */
const MENU_PAGE = 'Меню';
const DIRECTOR_MENU = [
  'Начало',
  ...COMMUNICATION,
  MENU_PAGE,
  'Групи',
  'Деца',
  'Антропометрични данни',
  'Родители',
  'Заявки на родители',
  // "Персонал" is a submenu (its title is no link; its pages show when it opens).
  'Неучебни дни',
  'Конфигурация',
  'Образователни направления',
  'Учебни години',
  'Заключване',
  'Потребителски групи',
  ABOUT,
];
/** A teacher reads the same records and settings, but not parents' requests, locks or user groups. */
const TEACHER_MENU = DIRECTOR_MENU.filter(
  (label) => !['Заявки на родители', 'Заключване', 'Потребителски групи'].includes(label),
);
const ROLES = [
  { role: 'Директор', kindergarten: KINDERGARTEN.first, year: true, menu: DIRECTOR_MENU },
  { role: 'Учител', kindergarten: KINDERGARTEN.first, year: true, menu: TEACHER_MENU },
  {
    role: 'Родител',
    kindergarten: KINDERGARTEN.first,
    year: true,
    menu: ['Начало', ...COMMUNICATION, 'Заявка за дете', MENU_PAGE, 'Антропометрични данни', ABOUT],
  },
  { role: 'Администратор', kindergarten: KINDERGARTEN.first, year: true, menu: DIRECTOR_MENU },
  {
    role: 'Ресурсен специалист',
    kindergarten: KINDERGARTEN.first,
    year: true,
    menu: TEACHER_MENU.filter((label) => !['Родители', 'Персонал', 'Образователни направления'].includes(label)),
  },
  {
    role: 'Домакин',
    kindergarten: KINDERGARTEN.first,
    year: true,
    menu: ['Начало', ...COMMUNICATION, MENU_PAGE, 'Групи', 'Неучебни дни', 'Конфигурация', 'Учебни години', ABOUT],
  },
  { role: 'МОН', kindergarten: null, year: false, menu: ['Начало', ABOUT] },
  { role: 'Община', kindergarten: null, year: false, menu: ['Начало', 'Заключване', ABOUT] },
  { role: 'Главен администратор', kindergarten: null, year: false, menu: ['Детски градини', 'Неучебни дни'] },
];

/**
 * The first demo kindergarten's school years as the top bar labels them ("2026/2027"), newest first: the demo data
 * makes them from the day it runs (tools/seed/demo.ts demoSchoolYears), so the test reads them rather than the date.
 */
let years;
/** @returns {Promise<{ current: string, previous: string }>} */
async function schoolYears() {
  years ??= await withDatabase(state, async (db) => {
    const { rows } = await db.query(
      `SELECT to_char(p.from_date, 'YYYY') || '/' || to_char(p.to_date, 'YYYY') AS label
         FROM kindergarten_periods p JOIN kindergartens k ON k.id = p.kindergarten_id
        WHERE k.name = $1 ORDER BY p.from_date DESC LIMIT 2`,
      [KINDERGARTEN.first],
    );
    assert.equal(rows.length, 2, 'the demo kindergarten has two school years');
    return { current: rows[0].label, previous: rows[1].label };
  });
  return years;
}

describe('the frame of each role (spec 1 §6)', () => {
  for (const expected of ROLES) {
    it(`${expected.role}: kindergarten ${expected.kindergarten ? 'shown' : 'hidden'}, school year ${expected.year ? 'shown' : 'hidden'}, menu ${expected.menu.join(', ') || 'empty'}`, async (t) => {
      const page = await newPage(state, t);
      await signInAs(page, expected.role);
      const header = page.locator('header');
      if (expected.kindergarten) {
        assert.equal(await page.getByTestId('kindergarten-name').textContent(), expected.kindergarten);
        assert.equal(await page.getByTestId('kindergarten-city').textContent(), KINDERGARTEN.firstTown);
      } else {
        assert.equal(await page.getByTestId('kindergarten-name').count(), 0, 'no kindergarten in the top bar');
      }
      if (expected.year) assert.equal(await schoolYear(page).textContent(), (await schoolYears()).current);
      else assert.equal(await schoolYear(page).count(), 0, 'no school-year switcher');
      await header.getByText(expected.role, { exact: true }).waitFor();

      if (expected.menu.length) {
        await page.locator('aside nav a').first().waitFor();
        assert.deepEqual(await menuLinks(page), expected.menu);
      } else {
        assert.equal(await page.locator('aside').count(), 0, 'no side menu');
        assert.equal(await page.getByRole('button', { name: 'Свий менюто' }).count(), 0, 'no menu toggle');
      }
    });
  }

  it('the user menu shows the name and e-mail, and leads to the profile and sign-out', async (t) => {
    const page = await newPage(state, t);
    await signInAs(page, 'Учител');
    await page.getByRole('button', { name: /^Меню на потребителя / }).click();
    await page.locator('.ant-dropdown').getByText(account('Учител').email).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Профил', exact: true }).getAttribute('href'), '/profile');
    await page.getByRole('link', { name: 'Изход' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
  });
});

describe('switching', () => {
  it('the director switches kindergarten: the page reloads and shows the other one', async (t) => {
    const page = await newPage(state, t);
    await signInAs(page, 'Директор');
    await page.getByRole('button', { name: new RegExp(KINDERGARTEN.first) }).click();
    const other = page.getByRole('menuitem', { name: new RegExp(KINDERGARTEN.second) });
    await other.getByText(KINDERGARTEN.secondTown, { exact: false }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'shell-kindergarten-dropdown.png') });

    const reloaded = page.waitForEvent('load');
    await other.click();
    await reloaded;
    await page.getByTestId('kindergarten-name').getByText(KINDERGARTEN.second).waitFor();
    assert.equal(await page.getByTestId('kindergarten-city').textContent(), KINDERGARTEN.secondTown);

    // And back, so that the other tests find the director where the demo data put them.
    await page.getByRole('button', { name: new RegExp(KINDERGARTEN.second) }).click();
    const back = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: new RegExp(KINDERGARTEN.first) }).click();
    await back;
    await page.getByTestId('kindergarten-name').getByText(KINDERGARTEN.first).waitFor();
  });

  it('a teacher switches to the previous school year: the label changes and stays after a reload', async (t) => {
    const years = await schoolYears();
    const page = await newPage(state, t);
    await signInAs(page, 'Учител');
    await schoolYear(page).getByText(years.current).waitFor();
    await schoolYear(page).click();
    await page.getByRole('menuitem', { name: years.previous }).click();
    await schoolYear(page).getByText(years.previous).waitFor();

    await page.reload();
    await schoolYear(page).getByText(years.previous).waitFor();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'shell-school-year.png') });

    await schoolYear(page).click();
    await page.getByRole('menuitem', { name: years.current }).click();
    await schoolYear(page).getByText(years.current).waitFor();
  });
});

describe('the side menu', () => {
  it('minimises and remembers it after a reload', async (t) => {
    const page = await newPage(state, t);
    await signInAs(page, 'Директор');
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'shell-director.png') });
    await page.getByRole('button', { name: 'Свий менюто' }).click();
    await page.getByRole('button', { name: 'Разгъни менюто' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Разгъни менюто' }).waitFor();
    const width = await page.locator('aside').evaluate((element) => element.getBoundingClientRect().width);
    assert.ok(width <= 80, `the minimised menu is narrow (${width}px)`);
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'shell-collapsed.png') });
  });

  it('on a 360 px screen: no school year, the menu opens from the toggle as a drawer', async (t) => {
    const page = await newPage(state, t, { width: 360, height: 740 });
    await signInAs(page, 'Директор');
    await page.getByTestId('kindergarten-name').waitFor();
    assert.equal(await schoolYear(page).count(), 0, 'no school year on small screens');
    assert.equal(await page.locator('aside').count(), 0, 'no sider on small screens');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `nothing sticks out sideways (${overflow}px)`);
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'shell-mobile.png') });

    await page.getByRole('button', { name: 'Отвори менюто' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('link', { name: 'Начало' }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(SCREENSHOTS, 'shell-mobile-menu.png') });
    await drawer.getByRole('button', { name: /close|затвори/i }).click();
    await drawer.getByRole('link', { name: 'Начало' }).waitFor({ state: 'hidden' });
  });

  it('can be reached with the keyboard: the toggle and the first entry take the focus', async (t) => {
    const page = await newPage(state, t);
    await signInAs(page, 'Учител');
    await page.getByRole('button', { name: 'Свий менюто' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Разгъни менюто' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Свий менюто' }).waitFor();
  });
});

describe('guest pages and weight', () => {
  it('/under-maintenance says the system is under maintenance and offers to try again', async (t) => {
    const page = await newPage(state, t);
    await page.goto('/under-maintenance');
    await page.getByText('Системата е в профилактика').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Опитайте отново' }).getAttribute('href'), '/');
  });

  it(`the sign-in page loads under ${LOGIN_BUDGET_KB} KB of JavaScript as received (compressed), its files cached for a year`, async (t) => {
    const page = await newPage(state, t);
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Вход' }).waitFor();
    let total = 0;
    for (const response of scripts) {
      const { pathname } = new URL(response.url());
      // Precompressed at build time, sent as brotli to a browser that takes it (apps/api/src/main.ts).
      assert.equal(response.headers()['content-encoding'], 'br', `${pathname} is sent compressed`);
      assert.equal(response.headers()['cache-control'], 'public, max-age=31536000, immutable', `${pathname} is cached`);
      // The bytes that came over the wire for the body, before the browser decoded them.
      total += (await response.request().sizes()).responseBodySize;
    }
    const kb = total / 1024;
    console.log(`# /login: ${scripts.length} scripts, ${kb.toFixed(1)} KB received (brotli)`);
    assert.ok(scripts.length > 0 && total > 0, 'the sign-in page loads its scripts');
    assert.ok(kb < LOGIN_BUDGET_KB, `the sign-in page loads ${kb.toFixed(1)} KB of JavaScript`);
  });

  it(`the sign-in form is usable within ${FAST_3G_TARGET_MS / 1000} s on Fast 3G with a ${CPU_SLOWDOWN}× slower CPU, and what is typed before the app loads signs in`, async (t) => {
    const page = await newPage(state, t, { width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The app's framework is held back until the form has been sent, so that the form sent is login.html's own.
    /** @type {() => void} */
    let release = () => {};
    const held = new Promise((resolve) => (release = () => resolve(undefined)));
    await page.route(/\/assets\/framework-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    // Checked in the page at every frame: the time (performance.now(), from the navigation's start) of the first frame
    // in which the e-mail field takes input and the sign-in button shows.
    const usableAt = await page.waitForFunction(
      () => {
        // The field's own label (`for`), not the radio button of the same name (the label around it).
        const label = [...document.querySelectorAll('label')].find(
          (candidate) => candidate.htmlFor && candidate.textContent === 'Имейл адрес',
        );
        const field = label?.control instanceof window.HTMLInputElement ? label.control : null;
        const button = [...document.querySelectorAll('button')].find(
          (candidate) => candidate.type === 'submit' && candidate.textContent === 'Вход',
        );
        /** @param {Element} element */
        const shown = (element) =>
          element.getBoundingClientRect().height > 0 && window.getComputedStyle(element).visibility === 'visible';
        return (
          field && !field.disabled && shown(field) && button && !button.disabled && shown(button) && window.performance.now()
        );
      },
      undefined,
      { polling: 'raf', timeout: 20_000 },
    );
    const ms = await usableAt.jsonValue();
    console.log(
      `# /login on Fast 3G, CPU ${CPU_SLOWDOWN}× slower: usable after ${(ms / 1000).toFixed(2)} s (target ${FAST_3G_TARGET_MS / 1000} s)`,
    );
    assert.ok(ms < FAST_3G_TARGET_MS, `the sign-in form is usable after ${(ms / 1000).toFixed(2)} s`);

    // The visitor types and presses „Вход“ while the app still downloads: the app takes the form over and signs in.
    const director = account('Директор');
    await page.getByRole('textbox', { name: 'Имейл адрес' }).fill(director.email);
    await page.getByLabel('Парола').fill(state.product.demo.password);
    await page.getByRole('button', { name: 'Вход' }).click();
    const sent = await page.evaluate(() => {
      const form = document.getElementById('kg-early-sign-in');
      return form && { sent: form.getAttribute('data-submitted'), button: form.querySelector('button')?.textContent };
    });
    assert.deepEqual(sent, { sent: 'true', button: 'Влизане…' }, 'login.html keeps the form sent for the app');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    release();
    // The app takes the form over and sends it: the director's home.
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /^Меню на потребителя / }).waitFor();
  });
});
