// The payment references in Chromium against the real product and the demo fees: the demo director opens
// „Справки“ on a phone, the reference by kindergarten for this month fits the screen as cards and its paid total is the
// database's sum of the month's live payments; on a wide screen the fees reference's Excel holds this month's payments,
// its last cell the same sum as the database.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, it } from './testing.mjs';
import { demoAccount, newPage, SCREENSHOTS, sidewaysOverflow, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const PHONE = { width: 375, height: 812 };

/** Last month (Sofia; the demo pays some of its fees) and, for the demo director's kindergarten, its sums. */
async function monthSums() {
  return withDatabase(state, async (db) => {
    const { rows } = await db.query(
      `WITH today AS (SELECT (date_trunc('month', (now() AT TIME ZONE 'Europe/Sofia')::date) - interval '1 month')::date AS day),
            k AS (SELECT selected_kindergarten_id AS id FROM users WHERE lower(email) = lower($1))
       SELECT extract(month FROM today.day)::int AS month, extract(year FROM today.day)::int AS year,
              (SELECT coalesce(sum(p.amount_cents), 0)::int FROM activity_payments p JOIN activity_fees f ON f.id = p.fee_id
                WHERE f.kindergarten_id = k.id AND p.annulled_at IS NULL
                  AND f.year = extract(year FROM today.day) AND f.month = extract(month FROM today.day)) AS "feesPaid",
              (SELECT coalesce(sum(p.amount_cents), 0)::int FROM activity_payments p
                WHERE p.kindergarten_id = k.id AND p.annulled_at IS NULL
                  AND date_trunc('month', p.paid_on) = date_trunc('month', today.day)) AS "cashed"
         FROM today, k`,
      [demoAccount(state, 'Директор').email],
    );
    return rows[0];
  });
}

/** "1 234,50 €" without its spaces: "1234,50€". */
const euros = (cents) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}€`;
const bare = (text) => text.replace(/\s/g, '');
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

describe('payment references', () => {
  it('the director reads the month by kindergarten on a phone and the cashed payments’ Excel', async (t) => {
    const { month, year, feesPaid, cashed } = await monthSums();
    const page = await newPage(state, t, PHONE);
    await signInAsDemo(page, state, 'Директор');
    assert.ok(feesPaid > 0 && cashed > 0, 'the demo data pays some of last month’s fees');
    await page.goto('/activities/references');
    await page.getByRole('link', { name: 'По детска градина' }).click();
    await page.waitForURL((url) => url.pathname === '/activities/references/kindergarten');
    await page.getByRole('heading', { name: 'Справка по детска градина' }).waitFor();
    await page.getByRole('combobox', { name: 'Месец' }).click();
    await page
      .getByTitle(new RegExp(` ${year}$`))
      .and(page.getByTitle(new RegExp(`^${MONTHS[month - 1]} `)))
      .click();
    await page.waitForURL((url) => url.search.includes(`month=${month}`));
    const paid = page
      .locator('.ant-list-footer')
      .locator('div', { hasText: /^Платено:/ })
      .locator('strong');
    // The previous month's answer stays on screen until the new one arrives: wait for the month's sum, then compare.
    await page
      .waitForFunction(
        (expected) =>
          [...document.querySelectorAll('.ant-list-footer div')].some(
            (div) => div.textContent?.startsWith('Платено:') && div.textContent.replace(/\s/g, '') === `Платено:${expected}`,
          ),
        euros(feesPaid),
        { timeout: 10_000 },
      )
      .catch(() => undefined);
    assert.equal(bare(await paid.textContent()), euros(feesPaid));
    assert.equal(await sidewaysOverflow(page), '', 'the page fits the phone’s width');
    await page.screenshot({ path: join(SCREENSHOTS, 'payment-references-kindergarten-phone.png'), fullPage: true });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/activities/references/fees?month=${month}&year=${year}`);
    await page.getByRole('heading', { name: 'Справка за платени такси' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Изтегли Excel/ }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^Справка за събрани плащания - .+ \d{4} - \d{2}\.\d{2}\.\d{4}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(/** @type {any} */ (await readFile(await download.path())));
    const sheet = workbook.worksheets[0];
    const last = /** @type {import('exceljs').CellValue[]} */ (sheet.getRow(sheet.rowCount).values);
    assert.equal(last[2], 'Общо');
    assert.equal(Math.round(Number(last.at(-1)) * 100), cashed);
  });
});
