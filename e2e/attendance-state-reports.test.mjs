// The state reports of attendance in Chromium against the real product: the master changes one line of the NEISPUO
// mapping and saves it; the director opens the SMP report (справка за месечни помощи) for a month whose absences were
// written through the database, sees the flagged child and downloads the PDF letter.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { DIRECTOR } from './server.mjs';
import { demoAccount, newPage, SCREENSHOTS, signIn, signInAsDirector, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const withDb = (work) => withDatabase(state, work);

const master = () => demoAccount(state, 'Главен администратор');

/** A preparatory group of the director's active year with a child absent without excuse on 4 days of October 2026. */
async function aPreparatoryChildWithAbsences() {
  await withDb(async (db) => {
    const { rows } = await db.query(
      `INSERT INTO classes (kindergarten_id, period_id, name, age_type)
       SELECT k.id, p.id, 'Мечо Пух (ПГ)', 8 FROM kindergartens k JOIN kindergarten_periods p ON p.kindergarten_id = k.id AND p.is_active
        WHERE k.name = $1 RETURNING id, kindergarten_id`,
      [DIRECTOR.kindergarten],
    );
    const group = rows[0];
    const child = await db.query(
      `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
       VALUES ($1, 'Борислав', 'Смпов', 2, 'E2ESMP1', 1, '2020-03-03') RETURNING id`,
      [group.kindergarten_id],
    );
    await db.query(
      `INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date) VALUES ($1, $2, $3, '2026-09-15')`,
      [group.kindergarten_id, child.rows[0].id, group.id],
    );
    await db.query(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type)
       SELECT $1, $2, $3, day, 1 FROM unnest('{2026-10-05,2026-10-06,2026-10-07,2026-10-08}'::date[]) day`,
      [group.kindergarten_id, group.id, child.rows[0].id],
    );
  });
}

describe('SMP and NEISPUO', () => {
  it('the master maps a status to another NEISPUO reason and saves it', async (t) => {
    const page = await newPage(state, t);
    await page.goto('/login');
    await signIn(page, { email: master().email, password: state.product.demo.password });
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('aside nav').getByText('НЕИСПУО').click();
    await page.locator('aside nav a', { hasText: 'Присъствия' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/neispuo/attendances');

    await page.getByLabel('Причина за Отсъствие поради посещение на специализиран център').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Други причини').click();
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.getByText('Запазено е съответствието на 1 статус.').waitFor();
    const stored = await withDb(
      async (db) =>
        (await db.query(`SELECT neispuo_type, neispuo_reason FROM neispuo_attendance_mappings WHERE status = 11`)).rows[0],
    );
    assert.deepEqual(stored, { neispuo_type: 3, neispuo_reason: 3 });
    await withDb((db) => db.query(`UPDATE neispuo_attendance_mappings SET neispuo_reason = 1 WHERE status = 11`));
  });

  it('the director sees the flagged child of the month and downloads the letter', async (t) => {
    await aPreparatoryChildWithAbsences();
    const page = await newPage(state, t);
    await signInAsDirector(page);
    await page.goto('/attendances/references/smp?month=10&year=2026');
    const row = page.getByRole('row', { name: /Борислав Смпов/ });
    await row.getByText('Прекратяване на месечната помощ').waitFor();
    await row.getByText('05.10.2026, 06.10.2026, 07.10.2026, 08.10.2026').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'smp-report.png'), fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Изтегли PDF' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^Справка за месечни помощи - Октомври 2026 - \d{2}\.\d{2}\.\d{4}\.pdf$/);
  });
});
