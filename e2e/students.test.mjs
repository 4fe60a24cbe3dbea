// Children's records in Chromium against the real product: the director opens "Деца" from the menu, records a
// child whose ЕГН fills the birth date and gender, places it into a group, finds it with the filters, reads its group
// history and detaches it after picking the date and confirming; on a 390 px phone she records a child's allergies and
// a person allowed to pick it up (Bulgarian validation messages first), and delisting waits for the confirmation.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { Gender, makeEgn } from '@kg/contracts';
import { DIRECTOR } from './server.mjs';
import { aGroupOfTheDirector, newPage, SCREENSHOTS, signInAsDirector, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const PHONE = { width: 390, height: 844 };

const aGroup = (name) => aGroupOfTheDirector(state, name);

/** Today as the browser's date pickers write it, DD.MM.YYYY. */
const browserToday = (page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${String(now.getDate()).padStart(2, '0')}.${String(now.getMonth() + 1).padStart(2, '0')}.${now.getFullYear()}`;
  });

/** A child of the e2e director in a new group since the school year's first day; returns its id. */
async function aChildInAGroup(egn, firstName, lastName) {
  return withDatabase(state, async (db) => {
    const { rows } = await db.query(
      `SELECT k.id AS kindergarten, p.id AS period, p.from_date::text AS "yearFrom"
         FROM kindergartens k JOIN kindergarten_periods p ON p.kindergarten_id = k.id AND p.is_active WHERE k.name = $1`,
      [DIRECTOR.kindergarten],
    );
    const { kindergarten, period, yearFrom } = rows[0];
    const group = await db.query(
      `INSERT INTO classes (kindergarten_id, period_id, name, age_type) VALUES ($1, $2, 'Звездица (грижа)', 2) RETURNING id`,
      [kindergarten, period],
    );
    const child = await db.query(
      `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
       VALUES ($1, $2, $3, 0, $4, 1, '2021-06-01') RETURNING id`,
      [kindergarten, firstName, lastName, egn],
    );
    await db.query(`INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date) VALUES ($1, $2, $3, $4)`, [
      kindergarten,
      child.rows[0].id,
      group.rows[0].id,
      yearFrom,
    ]);
    return child.rows[0].id;
  });
}

describe('children', () => {
  it('the director records a child into a group, finds it and detaches it', async (t) => {
    await aGroup('Пчелица (деца)');
    const egn = makeEgn({ year: 2022, month: 5, day: 17 }, Gender.Female, 11);
    const page = await newPage(state, t);
    await signInAsDirector(page);
    await page.locator('aside nav a', { hasText: 'Деца' }).click();
    await page.waitForURL((url) => url.pathname === '/kids/records');

    await page.getByRole('link', { name: 'Добави дете' }).click();
    await page.waitForURL((url) => url.pathname === '/kids/records/create');
    await page.getByRole('textbox', { name: 'ЕГН' }).fill('1234567890');
    await page.getByText('Невалидно ЕГН.').waitFor();
    await page.getByRole('textbox', { name: 'ЕГН' }).fill(egn);
    await page.waitForFunction(
      () => /** @type {HTMLInputElement | null} */ (document.querySelector('#birthDate'))?.value === '17.05.2022',
    );
    assert.equal(await page.getByLabel('Женски').isChecked(), true);
    await page.getByLabel('Име', { exact: true }).fill('Ралица');
    await page.getByLabel('Фамилия').fill('Стоянова');
    await page.getByLabel('Специални образователни потребности (СОП)').check();
    await page.getByLabel('Група в избраната учебна година').click();
    await page.getByTitle('Пчелица (деца)').click();
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.waitForURL((url) => url.pathname === '/kids/records');
    await page.getByText('Данните на детето са запазени.').waitFor();

    await page.getByRole('searchbox', { name: 'Търсене по име или ЕГН' }).fill('ралица');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.search.includes('search='));
    const row = page.getByRole('row', { name: /Ралица Стоянова/ });
    await row.getByText('Пчелица (деца)').waitFor();
    await row.getByText('СОП').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'kids-list.png'), fullPage: true });

    await row.getByRole('link', { name: 'Ралица Стоянова' }).click();
    await page.getByText('История на групите и родители').waitFor();
    await page.getByRole('cell', { name: 'Пчелица (деца)' }).waitFor();
    await page.getByRole('cell', { name: 'досега' }).waitFor();
    // Delisting sits behind its own button; the date is picked (nothing filled in) and a confirmation names it.
    await page.getByRole('button', { name: 'Отписване…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отписване на Ралица Стоянова' });
    assert.equal(await dialog.getByLabel('Дата на напускане').inputValue(), '');
    await dialog.getByRole('button', { name: 'Продължи' }).click();
    await dialog.getByText('Изберете датата на напускане.').waitFor();
    const today = await browserToday(page);
    await dialog.getByLabel('Дата на напускане').fill(today);
    await dialog.getByLabel('Дата на напускане').press('Enter');
    await page.getByText(`Ралица Стоянова ще бъде отписано от детската градина на ${today}. Продължаване?`).first().waitFor();
    await page.getByRole('button', { name: 'Отпиши', exact: true }).click();
    await page.getByText('Детето е отписано.').waitFor();

    await page.goto('/kids/records?search=%D1%80%D0%B0%D0%BB%D0%B8%D1%86%D0%B0');
    await page.getByText('Няма деца по избраните критерии.').waitFor();
    await page.goto('/kids/records?search=%D1%80%D0%B0%D0%BB%D0%B8%D1%86%D0%B0&detached=true');
    await page
      .getByRole('row', { name: /Ралица Стоянова/ })
      .getByText(/Отписано от/)
      .waitFor();
  });

  it('on a 390 px phone the director records allergies and a pickup person, and delisting needs the confirmation', async (t) => {
    const id = await aChildInAGroup(makeEgn({ year: 2021, month: 6, day: 1 }, Gender.Male, 31), 'Борис', 'Колев');
    const page = await newPage(state, t, PHONE, { touch: true });
    await signInAsDirector(page);
    await page.goto(`/kids/records/${id}`);
    await page.getByText('Алергии, хранене и здраве').waitFor();

    const health = page.getByRole('form', { name: 'Алергии и здравни бележки' });
    await health.getByLabel('7. Мляко и млечни продукти (включително лактоза)').check();
    await health.getByLabel('5. Фъстъци и продукти от тях').check();
    await health.getByLabel('Други хранителни ограничения').fill('Вегетарианско');
    await health.getByRole('button', { name: 'Запази алергиите и бележките' }).click();
    await page.getByText('Алергиите и здравните бележки са запазени.').waitFor();

    await page.getByRole('button', { name: 'Добави лице, което може да взема детето' }).click();
    const person = page.getByRole('dialog', { name: 'Ново лице, което може да взема детето' });
    await person.getByLabel('Име и фамилия').fill('Иванка Колева');
    await person.getByLabel('Роднинска или друга връзка').fill('баба');
    await person.getByLabel('Телефон').fill('12 34');
    await person.getByLabel('Номер на лична карта').fill('6451');
    await person.getByRole('button', { name: 'Запази' }).click();
    await person.getByText('Въведете български телефонен номер, напр. 0888 123 456 или +359 2 123 4567.').waitFor();
    await person.getByText('Номерът на личната карта трябва да е от точно 9 цифри.').waitFor();
    await person.getByLabel('Телефон').fill('0888 123 456');
    await person.getByLabel('Номер на лична карта').fill('645123789');
    await person.getByRole('button', { name: 'Запази' }).click();
    await page.getByText('Лицето е добавено.').waitFor();
    await page.getByText('Иванка Колева (баба)').waitFor();
    await page.getByRole('link', { name: '0888123456' }).waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `the record fits the phone’s width (${width} px)`);
    await page.screenshot({ path: join(SCREENSHOTS, 'kid-record-phone.png'), fullPage: true });

    await page.getByRole('button', { name: 'Отписване…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отписване на Борис Колев' });
    const today = await browserToday(page);
    await dialog.getByLabel('Дата на напускане').fill(today);
    // Enter takes the typed date and closes the calendar; like „Продължи“ it asks for the confirmation.
    await dialog.getByLabel('Дата на напускане').press('Enter');
    const confirmation = page.getByText(`Борис Колев ще бъде отписано от детската градина на ${today}. Продължаване?`).first();
    await confirmation.waitFor();
    // Declining the confirmation changes nothing.
    await page.getByRole('button', { name: 'Отказ' }).last().click();
    await confirmation.waitFor({ state: 'hidden' });
    const before = await withDatabase(state, (db) => db.query(`SELECT is_detached FROM students WHERE id = $1`, [id]));
    assert.equal(before.rows[0].is_detached, false);
    await dialog.getByRole('button', { name: 'Продължи' }).click();
    await confirmation.waitFor();
    await page.getByRole('button', { name: 'Отпиши', exact: true }).click();
    await page.getByText('Детето е отписано.').waitFor();

    const saved = await withDatabase(state, async (db) => ({
      allergens: (await db.query(`SELECT allergen FROM student_allergens WHERE student_id = $1 ORDER BY allergen`, [id])).rows,
      restrictions: (await db.query(`SELECT food_restrictions FROM student_health WHERE student_id = $1`, [id])).rows,
      people: (await db.query(`SELECT full_name, phone, id_card_number FROM student_pickup_people WHERE student_id = $1`, [id]))
        .rows,
      detached: (await db.query(`SELECT is_detached FROM students WHERE id = $1`, [id])).rows,
    }));
    assert.deepEqual(saved, {
      allergens: [{ allergen: 5 }, { allergen: 7 }],
      restrictions: [{ food_restrictions: 'Вегетарианско' }],
      people: [{ full_name: 'Иванка Колева', phone: '0888123456', id_card_number: '645123789' }],
      detached: [{ is_detached: true }],
    });
  });
});
