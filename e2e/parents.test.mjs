// Parents' records in Chromium against the real product: the director opens "Родители" from the menu, records a
// mother of a child of a group, finds her by the child's name with the filters in the URL, opens her record, invites
// her and sees her account state (Няма профил / Поканен) in the list.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { DIRECTOR } from './server.mjs';
import { newPage, SCREENSHOTS, signInAsDirector, useProduct, withDatabase } from './support.mjs';

const state = useProduct();

/** A child in a group of the active school year of the e2e director's kindergarten (made by other slices' pages). */
async function aChildInGroup(firstName, group) {
  return await withDatabase(state, async (db) => {
    const { rows } = await db.query(
      `WITH k AS (SELECT k.id AS kindergarten_id, p.id AS period_id FROM kindergartens k
                    JOIN kindergarten_periods p ON p.kindergarten_id = k.id AND p.is_active WHERE k.name = $1),
            c AS (INSERT INTO classes (kindergarten_id, period_id, name, age_type) SELECT kindergarten_id, period_id, $3, 2 FROM k RETURNING id, kindergarten_id),
            s AS (INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
                  SELECT kindergarten_id, $2, 'Стоянов', 2, 'E2EPARENT1', 1, '2022-02-03' FROM k RETURNING id, kindergarten_id)
       INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date)
       SELECT s.kindergarten_id, s.id, c.id, current_date FROM s, c RETURNING student_id`,
      [DIRECTOR.kindergarten, firstName, group],
    );
    return rows[0].student_id;
  });
}

describe('parents', () => {
  it('the director records a mother of a child and finds her by the child’s name', async (t) => {
    await aChildInGroup('Боян', 'Слънчице (родители)');
    const page = await newPage(state, t);
    await signInAsDirector(page);
    await page.locator('aside nav').getByRole('link', { name: 'Родители', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/parents/management');

    await page.getByRole('link', { name: 'Добави родител' }).click();
    await page.waitForURL((url) => url.pathname === '/parents/management/create');
    await page.getByLabel('Име', { exact: true }).fill('Десислава');
    await page.getByLabel('Фамилия').fill('Стоянова');
    await page.getByLabel('Имейл').fill('desislava.stoyanova@example.bg');
    await page.getByLabel('Телефон').fill('+359 887 112 233');
    await page.getByLabel('Дете').click();
    await page.getByTitle('Боян Стоянов').click();
    await page.getByLabel('Роля').click();
    await page.getByTitle('Майка').click();
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.waitForURL((url) => url.pathname === '/parents/management');
    await page.getByText('Данните на родителя са запазени.').waitFor();

    await page.getByRole('searchbox', { name: 'Търсене по име на дете' }).fill('боян');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.search.includes('child='));
    const row = page.getByRole('row', { name: /Десислава Стоянова/ });
    await row.getByText('(Майка, Слънчице (родители))').waitFor();
    await row.getByText('0887112233').waitFor();
    await row.getByText('Няма профил').waitFor();
    await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    await page.screenshot({ path: join(SCREENSHOTS, 'parents-list.png'), fullPage: true });

    await row.getByRole('link', { name: 'Десислава Стоянова' }).click();
    await page.waitForURL((url) => /^\/parents\/management\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Десислава Стоянова' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Имейл', exact: true }).inputValue(), 'desislava.stoyanova@example.bg');
    assert.equal(await page.getByRole('textbox', { name: 'Телефон', exact: true }).inputValue(), '0887112233');
    await page.getByText('Няма профил').waitFor();

    // Invited from her record, she shows as "Поканен" in the list, also under the account-state filter.
    await page.getByRole('button', { name: 'Изпрати покана' }).click();
    await page.getByText('Поканен', { exact: true }).waitFor();
    await page.goto(new URL('/parents/management?account=1', page.url()).href);
    await page
      .getByRole('row', { name: /Десислава Стоянова/ })
      .getByText('Поканен', { exact: true })
      .waitFor();
    assert.equal(await page.getByRole('row', { name: /Няма профил/ }).count(), 0);
  });
});
