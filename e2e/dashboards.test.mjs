// The home dashboards in Chromium against the real product and its demo data: the demo director's home shows the
// kindergarten's figures — the same as the API computes (one compared) — and the demo parent's home shows their child
// with a link to the child's dashboard.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { newPage, SCREENSHOTS, signInAsDemo, storedToken, useProduct } from './support.mjs';

const state = useProduct();

/** GET `path` of the API with the page's token, as the page itself would. */
const api = async (page, path) => {
  const token = await storedToken(page);
  return page.evaluate(
    async ([url, bearer]) => (await fetch(url, { headers: { Authorization: `Bearer ${bearer}` } })).json(),
    [path, token],
  );
};

const MONTHS = [
  'Януари',
  'Февруари',
  'Март',
  'Април',
  'Май',
  'Юни',
  'Юли',
  'Август',
  'Септември',
  'Октомври',
  'Ноември',
  'Декември',
];

describe('home dashboards', () => {
  it('the demo director sees the kindergarten’s real figures; the demo parent sees their child', async (t) => {
    const page = await newPage(state, t);
    await signInAsDemo(page, state, 'Директор');
    await page.getByText('Присъствия и отсъствия по месеци').waitFor();
    const dashboard = await api(page, '/api/Dashboards');
    assert.equal(dashboard.kind, 'kindergarten');
    // The month with the most present days (the demo writes last month and this one): its figure in the chart's table.
    const busiest = dashboard.studentAttendances.reduce((best, month) => (month.value > best.value ? month : best));
    assert.ok(busiest.value > 0, 'the demo data has attendance');
    const table = page.getByRole('table', { name: /Присъствия и отсъствия на децата по месеци/ });
    const row = table.locator('tr', { has: page.getByRole('rowheader', { name: MONTHS[busiest.key - 1], exact: true }) });
    const shown = await row.locator('td').first().textContent();
    assert.equal(shown.replace(/\s/g, ''), String(busiest.value));
    await page.getByText('Персоналът днес').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'home-director.png'), fullPage: true });

    const parentPage = await newPage(state, t);
    await signInAsDemo(parentPage, state, 'Родител');
    const own = await api(parentPage, '/api/Dashboards');
    assert.equal(own.kind, 'parent');
    const child = own.parentDashboardModels[0];
    assert.ok(child, 'the demo parent has a child');
    await parentPage.getByText(child.name, { exact: true }).first().waitFor();
    await parentPage.getByRole('link', { name: 'Табло на детето' }).first().click();
    await parentPage.waitForURL((url) => url.pathname === `/dashboard/children/${child.studentId}`);
    await parentPage.getByRole('heading', { name: child.name }).waitFor();
    await parentPage.screenshot({ path: join(SCREENSHOTS, 'home-parent-child.png'), fullPage: true });
  });
});
