// Every page that exists, on a phone (390×844), for each role that has pages (issue 20 items 2 and 5): no axe-core
// violation of impact serious or critical, nothing wider than the viewport, and the page's heading neither covered
// nor clipped. The pages come from the web app's own registries (apps/web/src/app/route-registry.ts and
// shell/menu-registry.ts, imported through e2e/ts-hooks.mjs), so a new page is swept without touching this file: a
// role visits the pages under the menu entries it sees, and the pages that no menu entry of any role holds (the
// profile). A page whose path has an `:id` opens with the first link to such a page found on the pages visited
// before it; when none links to it, it is listed as not reached (printed), never silently left out.
// One sign-in per role; the pages are opened inside the single-page app (history.pushState and popstate, as the
// router's own back/forward), not reloaded.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { describe, it } from './testing.mjs';
import { newPage, signInAsDemo, useProduct } from './support.mjs';

register('./ts-hooks.mjs', import.meta.url);
const web = (path) => import(new URL(`../apps/web/src/${path}`, import.meta.url).href);
const { routeIndex, signedInRoutes } = await web('app/route-registry.ts');
const { signedInMenu } = await web('app/shell/menu-registry.ts');
const { buildMenu, isWithin } = await web('app/shell/menu.ts');

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PHONE = { width: 390, height: 844 };
const ROLES = ['Директор', 'Учител', 'Родител', 'Главен администратор'];

const state = useProduct();
const routes = signedInRoutes();
const index = routeIndex(routes);
/** The path of every route that shows a page: not the mere parents of other routes, nor redirects (their loader). */
const pagePatterns = (list, parent = '/') =>
  list.flatMap((route) => {
    const path =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
    const shows = route.lazy || route.Component || route.element;
    return [...(shows && !path.endsWith('*') ? [path] : []), ...pagePatterns(route.children ?? [], path)];
  });
const patterns = [...new Set(pagePatterns(routes))];
const entries = signedInMenu();

/** @typedef {{ key: string, path: string, children?: MenuNode[] }} MenuNode */
/** @param {MenuNode[]} items @returns {MenuNode[]} */
const walk = (items) => items.flatMap((item) => [item, ...walk(item.children ?? [])]);
const leaves = (items) => walk(items).filter((item) => !item.children?.length);
const submenus = (items) => walk(items).filter((item) => item.children?.length);
const anyPage = leaves(entries).map((entry) => entry.path);
const anySubmenu = submenus(entries).map((entry) => entry.path);
const within = (pattern, paths) => paths.some((path) => isWithin(pattern, path));
const hasParams = (pattern) => pattern.includes('/:');
/** `/a/:id?/:b?` → `/a`: a pattern whose parameters are all optional opens without them. */
const withoutOptional = (pattern) => pattern.replace(/\/:[A-Za-z]+\?/g, '') || '/';

/**
 * The pages of a signed-in user: the pages of the menu entries the app shows them with the pages under them (a list's
 * create and edit pages), the pages under their submenus that no entry names (the kitchen's menu planner), and the
 * pages under nobody's menu (the profile). Pages with parameters come last, once the pages linking to them were seen.
 */
function pagesOf(user) {
  const items = buildMenu(entries, { role: user.baseRoleType, access: user.access, ...index }).flatMap(
    (section) => section.items,
  );
  const ownPages = leaves(items).map((item) => item.path);
  const ownSubmenus = submenus(items).map((item) => item.path);
  const pages = patterns
    .filter(
      (pattern) =>
        within(pattern, ownPages) ||
        (!within(pattern, anyPage) && (within(pattern, ownSubmenus) || !within(pattern, anySubmenu))),
    )
    .map(withoutOptional)
    .filter((pattern, at, all) => all.indexOf(pattern) === at)
    .sort((a, b) => Number(hasParams(a)) - Number(hasParams(b)));
  return { pages, menuPages: new Set(ownPages) };
}

/** The page's heading: an open dialog's or drawer's title, else the first heading of the main area. */
const HEADINGS = 'h1, h2, .ant-card-head-title, .ant-result-title';
const DIALOG_TITLES = '.ant-drawer-open .ant-drawer-title, .ant-modal-wrap:not([style*="display: none"]) .ant-modal-title';

/** Whether the page shows itself (a heading, or a result, an alert, an empty list) and no spinner or skeleton. */
const pageShown = ({ headings, dialogTitles }) => {
  const main = document.querySelector('main');
  const visible = (root, selector) =>
    [...(root?.querySelectorAll(selector) ?? [])].some((element) => element.getClientRects().length > 0);
  const content = visible(main, `${headings}, .ant-result, .ant-alert, .ant-empty`) || visible(document, dialogTitles);
  return !!main && content && !visible(document, '.ant-spin-spinning, .ant-skeleton-active');
};

/**
 * Opens `path` inside the app with the app's own router (`router.navigate`, what a link does; found on the
 * RouterProvider's props in React's tree) and resolves with the path it shows once it shows it: the page changed
 * (React renders a navigation in a transition, after the router's promise), the requests it started are answered,
 * and neither the page nor the network moved for two frames.
 * @param {import('playwright-core').Page} page
 * @param {string} path
 * @param {ReturnType<typeof trackNetwork>} network
 */
async function openInApp(page, path, network) {
  await page.evaluate(async (target) => {
    const app = /** @type {any} */ (window);
    if (!app.kgSweep) {
      const root = document.getElementById('root');
      const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
      const queue = [root[key]];
      let router;
      while (queue.length && !router) {
        const fiber = queue.shift();
        if (typeof fiber?.memoizedProps?.router?.navigate === 'function') router = fiber.memoizedProps.router;
        else for (let child = fiber?.child; child; child = child.sibling) queue.push(child);
      }
      if (!router) throw new Error('the app has no RouterProvider in its React tree');
      app.kgSweep = { router, changes: 0, pageShown: app.kgPageShown };
      new window.MutationObserver(() => (app.kgSweep.changes += 1)).observe(document.body, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    }
    app.kgSweep.changes = 0;
    await app.kgSweep.router.navigate(target);
  }, path);
  const started = Date.now();
  for (;;) {
    await network.idle();
    const settled = await page.evaluate(
      (selectors) =>
        new Promise((resolve) => {
          const sweep = /** @type {any} */ (window).kgSweep;
          const before = sweep.changes;
          window.requestAnimationFrame(() =>
            window.requestAnimationFrame(() => resolve(before > 0 && sweep.changes === before && sweep.pageShown(selectors))),
          );
        }),
      { headings: HEADINGS, dialogTitles: DIALOG_TITLES },
    );
    // A page that never stops changing (a clock) is taken as it is after ten seconds.
    if (!network.open.size && (settled || Date.now() - started > 10_000)) return page.evaluate(() => window.location.pathname);
  }
}

/** The page's requests still open (web sockets aside), and a promise of the moment none is. */
function trackNetwork(page) {
  const open = new Set();
  /** @type {(() => void)[]} */
  let waiting = [];
  const end = (request) => {
    open.delete(request);
    if (open.size) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  page.on('request', (request) => {
    if (/^(data|blob):/.test(request.url()) || request.url().includes('/socket.io/')) return;
    open.add(request);
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const answers = { forbidden: 0 };
  page.on('response', (response) => {
    if (response.status() === 403) answers.forbidden += 1;
  });
  return {
    open,
    answers,
    idle: () => (open.size ? new Promise((resolve) => waiting.push(() => resolve(undefined))) : Promise.resolve()),
  };
}

/** Width, heading and the links to other pages, measured in the page. */
const measure = (page) =>
  page.evaluate(
    ({ headings, dialogTitles }) => {
      const describe = (element) => {
        const classes = [...element.classList].slice(0, 3).join('.');
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}> „${text}“`;
      };
      const clips = (element) => window.getComputedStyle(element).overflowX !== 'visible';
      const viewport = window.innerWidth;
      const problems = [];

      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth > viewport) {
        // The culprit: the element reaching furthest right that no scrolling or clipping ancestor contains.
        let widest = null;
        let right = viewport;
        for (const element of document.body.querySelectorAll('*')) {
          const box = element.getBoundingClientRect();
          if (box.right <= right + 0.5 || box.width === 0) continue;
          let contained = false;
          for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
            if (clips(up) && up.getBoundingClientRect().right <= viewport + 0.5) contained = true;
          }
          if (contained) continue;
          widest = element;
          right = box.right;
        }
        problems.push(
          `wider than the viewport: ${scrollWidth} px > ${viewport} px${widest ? `, widest ${describe(widest)} reaching ${Math.round(right)} px` : ''}`,
        );
      }

      const shown = (element) => element.getClientRects().length > 0;
      const heading =
        [...document.querySelectorAll(dialogTitles)].find(shown) ??
        [...document.querySelector('main').querySelectorAll(headings)].find(shown);
      if (!heading) problems.push('no visible heading (h1, h2, card title, or the title of an open dialog or drawer)');
      else {
        heading.scrollIntoView({ block: 'nearest' });
        const truncated = [heading, ...heading.querySelectorAll('*')].find(
          (element) => clips(element) && element.scrollWidth > element.clientWidth + 1,
        );
        if (truncated)
          problems.push(`heading ${describe(heading)} is cut off (${truncated.scrollWidth} px in ${truncated.clientWidth} px)`);
        const range = document.createRange();
        range.selectNodeContents(heading);
        const clippers = [];
        for (let up = heading.parentElement; up && up !== document.body; up = up.parentElement) if (clips(up)) clippers.push(up);
        for (const line of range.getClientRects()) {
          if (line.width === 0) continue;
          const outside =
            line.left < -0.5 ||
            line.right > viewport + 0.5 ||
            clippers.some((up) => {
              const box = up.getBoundingClientRect();
              return line.left < box.left - 0.5 || line.right > box.right + 0.5;
            });
          if (outside) {
            problems.push(`heading ${describe(heading)} is clipped (text ${Math.round(line.left)}–${Math.round(line.right)} px)`);
            break;
          }
          const x = Math.min(Math.max(line.left + line.width / 2, 0), viewport - 1);
          const top = document.elementFromPoint(x, line.top + line.height / 2);
          if (top && !heading.contains(top) && !top.contains(heading)) {
            problems.push(`heading ${describe(heading)} is covered by ${describe(top)}`);
            break;
          }
        }
      }
      const links = [...document.querySelectorAll('main a[href^="/"]')].map(
        (link) => new URL(/** @type {HTMLAnchorElement} */ (link).href).pathname,
      );
      return { problems, links: [...new Set(links)] };
    },
    { headings: HEADINGS, dialogTitles: DIALOG_TITLES },
  );

/** axe-core's serious and critical violations on the page as it is now. */
const axeViolations = (page, quietRules) =>
  page.evaluate(async (rules) => {
    const result = await /** @type {any} */ (window).axe.run(document, { resultTypes: ['violations'], rules });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `${violation.id} (${violation.impact}) at ${node.target.join(' ')} ${node.html.slice(0, 120)}: ${(node.any[0] ?? node.all[0] ?? node.none[0])?.message ?? violation.help}`,
        ),
      );
  }, quietRules);

/**
 * The rules of axe-core that can only ever report a minor or moderate violation (the rule's own impact, else its
 * checks'), which the sweep does not count: switched off instead of run on every page (the region and landmark rules
 * walk the whole page). Read from axe's own rule table, so that a rule a later version makes serious runs again.
 */
const quietAxeRules = (page) =>
  page.evaluate(() => {
    const audit = /** @type {any} */ (window).axe._audit;
    const severe = (impact) => impact === 'serious' || impact === 'critical';
    const checkImpact = (check) => audit.checks[typeof check === 'string' ? check : check.id]?.impact;
    const canBeSevere = (rule) =>
      rule.impact ? severe(rule.impact) : [...rule.any, ...rule.all, ...rule.none].some((check) => severe(checkImpact(check)));
    return Object.fromEntries(audit.rules.filter((rule) => !canBeSevere(rule)).map((rule) => [rule.id, { enabled: false }]));
  });

/**
 * Names read out wrong, from the page's accessibility tree: a required mark inside a field's name („* Заглавие“), an
 * icon or a control named in English by antd („bell“, „menu-fold“, „Increase Value“).
 */
async function misnamed(page) {
  const tree = await page.locator('body').ariaSnapshot();
  return tree
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) =>
        /"\*\s/.test(line) || /^- (img|button) "[a-z]+(?:-[a-z]+)*"/.test(line) || /"(Increase|Decrease) Value"/.test(line),
    )
    .map((line) => `misnamed: ${line}`);
}

/**
 * Signs in as `role` once and sweeps its pages; answers the problems found, each with its page.
 * @param {import('node:test').TestContext} t
 * @param {string} role
 */
async function sweep(t, role) {
  const started = Date.now();
  // A page the role may open but not use answers 403 and says so: it is swept all the same.
  const page = await newPage(state, t, PHONE, { expectedStatuses: [403] });
  const network = trackNetwork(page);
  await signInAsDemo(page, state, role);
  const token = await page.evaluate(() => window.localStorage.getItem('auth._token.local'));
  const user = await page.evaluate(
    (bearer) => fetch('/api/identity/user-data', { headers: { Authorization: `Bearer ${bearer}` } }).then((r) => r.json()),
    token,
  );
  await page.evaluate(AXE);
  const quietRules = await quietAxeRules(page);
  // The test of a shown page, defined in the page (its content security policy forbids building code from text there).
  await page.evaluate(`window.kgPageShown = ${pageShown.toString()}`);

  const { pages, menuPages } = pagesOf(user);
  const failures = [];
  const notReached = [];
  const forbidden = [];
  const seen = new Set();
  const links = new Set();
  for (const pattern of pages) {
    let path = pattern;
    if (hasParams(pattern)) {
      const matches = routeIndex([{ path: pattern }]);
      const found = [...links].find((link) => matches.isRouted(link));
      if (!found) {
        notReached.push(pattern);
        continue;
      }
      path = found;
    }
    const opening = Date.now();
    const refusals = network.answers.forbidden;
    const shown = await openInApp(page, path, network);
    if (seen.has(shown)) continue;
    seen.add(shown);
    // A page under the role's menu that the role may not use (its data answered 403): not the role's page.
    if (network.answers.forbidden > refusals && !menuPages.has(pattern)) {
      forbidden.push(shown);
      continue;
    }
    const measuring = Date.now();
    const { problems, links: found } = await measure(page);
    for (const link of found) links.add(link);
    const checking = Date.now();
    const violations = [...(await axeViolations(page, quietRules)), ...(await misnamed(page))];
    if (process.env.KG_E2E_VERBOSE)
      console.log(
        `# ${shown}: shown ${measuring - opening} ms, measured ${checking - measuring} ms, axe ${Date.now() - checking} ms`,
      );
    for (const problem of [...problems, ...violations]) failures.push(`${role} ${shown}: ${problem}`);
  }
  console.log(`# ${role}: ${seen.size} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (forbidden.length) console.log(`# ${role}: refused (403), not the role's: ${forbidden.join(', ')}`);
  if (notReached.length) console.log(`# ${role}: no page visited links to ${notReached.join(', ')} (not checked)`);
  assert.ok(seen.size > 3, `${role} has pages`);
  return failures;
}

/** Runs `work` over `items`, `width` at a time. */
async function inPool(items, width, work) {
  const queue = [...items];
  const results = [];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) results.push(...(await work(item)));
    }),
  );
  return results;
}

describe('every page on a phone', () => {
  // Two roles at a time: each role's page runs in its own renderer, so both cores work.
  it('every page of every role is accessible (axe), fits 390 px and shows its heading', { timeout: 9 * 60_000 }, async (t) => {
    const started = Date.now();
    const failures = await inPool(ROLES, 2, (role) => sweep(t, role));
    console.log(`# every page of ${ROLES.length} roles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    assert.deepEqual(failures, [], `${failures.length} problems:\n${failures.join('\n')}`);
  });
});
