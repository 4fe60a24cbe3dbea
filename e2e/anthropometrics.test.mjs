// Anthropometric measurements in Chromium against the real product: the director opens "Антропометрични данни"
// from the menu, picks a group, enters two children's height and weight in one go, sees the BMI-for-age class,
// opens a child's history and deletes a measurement after confirming.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { DIRECTOR } from './server.mjs';
import { newPage, SCREENSHOTS, signInAsDirector, useProduct, withDatabase } from './support.mjs';

const state = useProduct();

const withDb = (work) => withDatabase(state, work);

/** A group of the e2e director's active school year with two children in it since the year's start. */
async function aGroupWithChildren(name) {
  await withDb(async (db) => {
    const { rows } = await db.query(
      `INSERT INTO classes (kindergarten_id, period_id, name, age_type)
       SELECT k.id, p.id, $2, 2 FROM kindergartens k JOIN kindergarten_periods p ON p.kindergarten_id = k.id AND p.is_active
        WHERE k.name = $1 RETURNING id, kindergarten_id, (SELECT from_date FROM kindergarten_periods WHERE id = period_id) AS from_date`,
      [DIRECTOR.kindergarten, name],
    );
    const group = rows[0];
    for (const [firstName, gender, birthDate, identifier] of [
      ['Боян', 1, '2021-06-10', 'E2EM1'],
      ['Ася', 2, '2022-05-01', 'E2EM2'],
    ]) {
      const child = await db.query(
        `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
         VALUES ($1, $2, 'Тодорова', 2, $3, $4, $5) RETURNING id`,
        [group.kindergarten_id, firstName, identifier, gender, birthDate],
      );
      await db.query(`INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date) VALUES ($1, $2, $3, $4)`, [
        group.kindergarten_id,
        child.rows[0].id,
        group.id,
        group.from_date,
      ]);
    }
  });
}

describe('measurements', () => {
  it('the director enters a group’s heights and weights, sees BMI-for-age and deletes one after confirming', async (t) => {
    await aGroupWithChildren('Калинка (измервания)');
    const page = await newPage(state, t);
    await signInAsDirector(page);
    await page.locator('aside nav a', { hasText: 'Антропометрични данни' }).click();
    await page.waitForURL((url) => url.pathname === '/kids/measurements');
    await page.getByText('Изберете група и дата, за да въведете или прегледате измерванията.').waitFor();

    await page.getByLabel('Група').click();
    await page.getByTitle('Калинка (измервания)').click();
    await page.waitForURL((url) => url.search.includes('classId='));
    await page.getByLabel('Ръст на Боян Тодорова').fill('110');
    await page.getByLabel('Тегло на Боян Тодорова').fill('26,5');
    await page.getByLabel('Ръст на Ася Тодорова').fill('104,5');
    await page.getByLabel('Тегло на Ася Тодорова').fill('16,8');
    await page
      .getByRole('row', { name: /Боян Тодорова/ })
      .getByText('Затлъстяване')
      .waitFor();
    await page
      .getByRole('row', { name: /Ася Тодорова/ })
      .getByText('Нормално')
      .waitFor();
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.getByText('Запазени са измерванията на 2 деца.').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'measurements.png'), fullPage: true });

    const stored = await withDb(
      async (db) =>
        (
          await db.query(
            `SELECT s.first_name, a.height_cm::text AS height, a.weight_kg::text AS weight
               FROM student_anthropometrics a JOIN students s ON s.id = a.student_id
              WHERE s.identifier IN ('E2EM1', 'E2EM2') ORDER BY s.first_name`,
          )
        ).rows,
    );
    assert.deepEqual(stored, [
      { first_name: 'Ася', height: '104.5', weight: '16.80' },
      { first_name: 'Боян', height: '110.0', weight: '26.50' },
    ]);

    await page.getByRole('button', { name: 'Боян Тодорова' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('История на измерванията — Боян Тодорова').waitFor();
    await drawer.getByRole('button', { name: 'Изтрий' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Изтрий' }).click();
    await page.getByText('Измерването е изтрито.').waitFor();
    await drawer.getByText('Няма измервания.').waitFor();
    const left = await withDb(
      async (db) =>
        (
          await db.query(
            `SELECT count(*)::int AS n FROM student_anthropometrics a JOIN students s ON s.id = a.student_id WHERE s.identifier = 'E2EM1'`,
          )
        ).rows[0].n,
    );
    assert.equal(left, 0);
  });
});
