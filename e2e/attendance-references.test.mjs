// The children's attendance references in Chromium against the real product: the director opens the list of
// references, the reference for a day whose attendance was written through the database, picks the group, sees the
// totals and the absent child, and downloads the Excel, whose totals row is read back.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import ExcelJS from 'exceljs';
import { DIRECTOR } from './server.mjs';
import { newPage, SCREENSHOTS, signInAsDirector, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const GROUP = 'Слънчо (справки)';

/** A group of the director's active year with three children: on 5 October 2026 two present, one absent unexcused. */
async function aMarkedDay() {
  await withDatabase(state, async (db) => {
    const { rows } = await db.query(
      `INSERT INTO classes (kindergarten_id, period_id, name, age_type)
       SELECT k.id, p.id, $2, 2 FROM kindergartens k JOIN kindergarten_periods p ON p.kindergarten_id = k.id AND p.is_active
        WHERE k.name = $1 RETURNING id, kindergarten_id`,
      [DIRECTOR.kindergarten, GROUP],
    );
    const group = rows[0];
    for (const [firstName, identifier, type] of [
      ['Ива', 'E2EAR1', 2],
      ['Петър', 'E2EAR2', 2],
      ['Явор', 'E2EAR3', 1],
    ]) {
      const child = await db.query(
        `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
         VALUES ($1, $2, 'Справкова', 2, $3, 1, '2021-04-04') RETURNING id`,
        [group.kindergarten_id, firstName, identifier],
      );
      await db.query(
        `INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date) VALUES ($1, $2, $3, '2026-09-15')`,
        [group.kindergarten_id, child.rows[0].id, group.id],
      );
      await db.query(
        `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type) VALUES ($1, $2, $3, '2026-10-05', $4)`,
        [group.kindergarten_id, group.id, child.rows[0].id, type],
      );
    }
  });
}

describe('attendance references', () => {
  it('the director opens the day’s reference of a group, sees its totals and downloads the Excel', async (t) => {
    await aMarkedDay();
    const page = await newPage(state, t);
    await signInAsDirector(page);
    await page.goto('/attendances/references');
    await page.getByRole('link', { name: 'Присъствия за ден' }).click();
    await page.waitForURL((url) => url.pathname === '/attendances/references/for-day');

    const day = page.getByRole('textbox', { name: 'Дата' });
    await day.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('05.10.2026');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.search.includes('date=2026-10-05'));
    await page.getByLabel('Група').click();
    await page.getByTitle(GROUP).click();
    await page.waitForURL((url) => url.search.includes('classId='));
    await page.locator('.ant-spin-blur').first().waitFor({ state: 'detached' });

    const totals = page.getByRole('row', { name: /^Общо/ });
    await totals.waitFor();
    assert.deepEqual(await totals.locator('td').allTextContents(), ['Общо', '3', '2', '0', '1', '0', '0']);
    await page
      .getByRole('row', { name: /Явор Справкова/ })
      .getByText('Неизвинено отсъствие')
      .waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'attendance-references-for-day.png'), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Excel/ }).click()]);
    assert.match(download.suggestedFilename(), /^Присъствия за ден - 05\.10\.2026 - \d{2}\.\d{2}\.\d{4}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(/** @type {any} */ (await readFile(await download.path())));
    const sheet = workbook.worksheets[0];
    assert.deepEqual(/** @type {import('exceljs').CellValue[]} */ (sheet.getRow(sheet.rowCount).values).slice(1), [
      'Общо',
      3,
      2,
      0,
      1,
      0,
      0,
    ]);
  });
});
