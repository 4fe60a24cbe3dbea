// Staff attendance in Chromium against the real product: the director marks a working week of two staff members
// with the keyboard and the mouse — one present all week, one on sick leave for two days —, saves, sees the totals
// in the staff attendance reference and downloads its Excel, whose rows are read back.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import ExcelJS from 'exceljs';
import { DIRECTOR } from './server.mjs';
import { newPage, SCREENSHOTS, signInAsDirector, useProduct, withDatabase } from './support.mjs';

const state = useProduct();

const iso = (date) => date.toISOString().slice(0, 10);
const onScreen = (day) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** Monday to Friday of a past week, `weeksBack` weeks before this one, within one month. */
function pastWeek(weeksBack) {
  const today = new Date(Date.UTC(new Date().getFullYear(), new Date().getMonth(), new Date().getDate()));
  const monday = new Date(today.getTime() - (((today.getUTCDay() + 6) % 7) + 7 * weeksBack) * 86_400_000);
  return [0, 1, 2, 3, 4].map((offset) => iso(new Date(monday.getTime() + offset * 86_400_000)));
}

describe('staff attendance', () => {
  it('the director marks a week with a sick leave, saves, sees the reference totals and downloads the Excel', async (t) => {
    await withDatabase(state, (db) =>
      db.query(
        `INSERT INTO teachers (kindergarten_id, first_name, last_name, occupation)
         SELECT id, unnest(ARRAY['Вяра', 'Гергана']), 'Седмичева', 'Учител' FROM kindergartens WHERE name = $1`,
        [DIRECTOR.kindergarten],
      ),
    );
    const page = await newPage(state, t, { width: 1600, height: 900 });
    await signInAsDirector(page);

    // A past week of one month with no day off (a holiday week is skipped).
    let week;
    for (let back = 1; back <= 6 && !week; back++) {
      const days = pastWeek(back);
      if (days[0].slice(0, 7) !== days[4].slice(0, 7)) continue;
      await page.goto(`/staff/attendances?month=${days[0].slice(0, 7)}`);
      await page.getByRole('gridcell', { name: `Вяра Седмичева, ${onScreen(days[0])}: няма отметка` }).waitFor();
      const open = await Promise.all(days.map((day) => page.getByRole('button', { name: `Попълни ${onScreen(day)}` }).count()));
      if (open.every((count) => count === 1)) week = days;
    }
    assert.ok(week, 'a past working week without days off');

    // Вяра: a click puts the chosen status (Присъствие), then the keyboard: → and "p" four times.
    await page.getByRole('gridcell', { name: `Вяра Седмичева, ${onScreen(week[0])}: няма отметка` }).click();
    await page.keyboard.press('ArrowRight');
    for (let day = 1; day < 5; day++) await page.keyboard.press('p');
    // Гергана: sick ("b") on Monday and Tuesday, present the rest.
    await page.getByRole('gridcell', { name: `Гергана Седмичева, ${onScreen(week[0])}: няма отметка` }).focus();
    for (const key of ['b', 'b', 'p', 'p', 'p']) await page.keyboard.press(key);
    await page.getByRole('gridcell', { name: `Гергана Седмичева, ${onScreen(week[1])}: Болничен` }).waitFor();
    await page.getByRole('button', { name: 'Запази (10)' }).click();
    await page.getByText('Присъствията са записани.').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'staff-attendance-grid.png') });

    const stored = await withDatabase(state, (db) =>
      db.query(
        `SELECT t.first_name AS name, a.type, count(*)::int AS days FROM teacher_attendances a JOIN teachers t ON t.id = a.teacher_id
          WHERE t.last_name = 'Седмичева' GROUP BY 1, 2 ORDER BY 1, 2`,
      ),
    );
    assert.deepEqual(stored.rows, [
      { name: 'Вяра', type: 8, days: 5 },
      { name: 'Гергана', type: 6, days: 2 },
      { name: 'Гергана', type: 8, days: 3 },
    ]);

    await page.goto(`/staff/references/attendances?fromDate=${week[0]}&toDate=${week[4]}`);
    // Columns: П I II Л К СО О НО М Б Н, days worked.
    const row = page.getByRole('row', { name: /Гергана Седмичева/ });
    await row.waitFor();
    assert.match(await row.innerText(), /Гергана Седмичева\s+3\s+0\s+0\s+0\s+0\s+0\s+0\s+0\s+0\s+2\s+0\s+3/);
    assert.match(await page.getByRole('row', { name: /Вяра Седмичева/ }).innerText(), /Вяра Седмичева\s+5(\s+0){10}\s+5/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Excel/ }).click()]);
    assert.match(download.suggestedFilename(), /^Справка за присъствията на персонала - .+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(/** @type {any} */ (await readFile(await download.path())));
    const sheet = workbook.worksheets[0];
    const header = /** @type {import('exceljs').CellValue[]} */ (sheet.getRow(1).values);
    const rows = [];
    sheet.eachRow((line) => rows.push(line.values));
    const gergana = rows.find((values) => values[1] === 'Гергана Седмичева');
    assert.equal(gergana[header.indexOf('Болничен')], 2);
    assert.equal(gergana[header.indexOf('Отработени дни')], 3);
    assert.equal(rows.at(-1)[1], 'Общо');
  });
});
