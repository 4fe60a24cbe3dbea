// Guest children and relocation certificates in Chromium against the real product: the director finds a child of
// another kindergarten by ЕГН and places it in a group for some days (the "Гостуващи деца" view lists it), then
// issues a relocation certificate for one of her own children, downloads its PDF and deletes it, restoring the child.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { Gender, makeEgn } from '@kg/contracts';
import { DIRECTOR } from './server.mjs';
import { newPage, SCREENSHOTS, signInAsDirector, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const bgDay = (day) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** A group and a child in it for the e2e director, and a child of another kindergarten; returns the year's first day. */
async function prepare({ ownEgn, guestEgn }) {
  return await withDatabase(state, async (db) => {
    const { rows } = await db.query(
      `SELECT k.id AS kindergarten, p.id AS period, p.from_date::text AS "yearFrom"
         FROM kindergartens k JOIN kindergarten_periods p ON p.kindergarten_id = k.id AND p.is_active WHERE k.name = $1`,
      [DIRECTOR.kindergarten],
    );
    const { kindergarten, period, yearFrom } = rows[0];
    const group = await db.query(
      `INSERT INTO classes (kindergarten_id, period_id, name, age_type) VALUES ($1, $2, 'Слънчице (гости)', 2) RETURNING id`,
      [kindergarten, period],
    );
    const own = await db.query(
      `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
       VALUES ($1, 'Тодор', 'Митев', 0, $2, 1, '2021-06-01') RETURNING id`,
      [kindergarten, ownEgn],
    );
    await db.query(`INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date) VALUES ($1, $2, $3, $4)`, [
      kindergarten,
      own.rows[0].id,
      group.rows[0].id,
      yearFrom,
    ]);
    const home = await db.query(
      `INSERT INTO kindergartens (name, type, settlement_id, address) VALUES ('ДГ № 3 „Детелина“', 2, $1, 'ул. Роза 3') RETURNING id`,
      [DIRECTOR.settlementId],
    );
    await db.query(
      `INSERT INTO students (kindergarten_id, first_name, middle_name, last_name, identifier_type, identifier, gender, birth_date)
       VALUES ($1, 'Гергана', 'Иванова', 'Колева', 0, $2, 2, '2021-05-10')`,
      [home.rows[0].id, guestEgn],
    );
    return { yearFrom };
  });
}

const addDays = (day, days) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('guest children and relocation certificates', () => {
  it('the director places a guest child and issues, downloads and deletes a relocation certificate', async (t) => {
    const ownEgn = makeEgn({ year: 2021, month: 6, day: 1 }, Gender.Male, 21);
    const guestEgn = makeEgn({ year: 2021, month: 5, day: 10 }, Gender.Female, 22);
    const { yearFrom } = await prepare({ ownEgn, guestEgn });
    const from = addDays(yearFrom, 10);
    const to = addDays(yearFrom, 20);
    const page = await newPage(state, t);
    await signInAsDirector(page);
    await page.goto('/kids/records');

    await page.getByRole('button', { name: 'Гост дете' }).click();
    const dialog = page.getByRole('dialog', { name: 'Гост дете' });
    await dialog.getByRole('textbox', { name: 'ЕГН' }).fill(guestEgn);
    await dialog.getByRole('button', { name: 'Търси' }).click();
    await dialog.getByText('Детска градина: ДГ № 3 „Детелина“').waitFor();
    await dialog.getByText('Гергана Иванова Колева').waitFor();
    await dialog.getByLabel('Група').click();
    await page.getByTitle('Слънчице (гости)').click();
    await dialog.getByLabel('От дата').fill(bgDay(from));
    await dialog.getByLabel('От дата').press('Enter');
    await dialog.getByLabel('До дата').fill(bgDay(to));
    await dialog.getByLabel('До дата').press('Enter');
    await page.getByRole('button', { name: 'Добави', exact: true }).click();
    await page.getByText('Гергана Иванова Колева е добавено като гост.').waitFor();

    await page.getByLabel('Показване').click();
    await page.getByTitle('Гостуващи деца').click();
    await page.waitForURL((url) => url.search.includes('guests=true'));
    const guestRow = page.getByRole('row', { name: /Гергана Иванова Колева/ });
    await guestRow.getByText('ДГ № 3 „Детелина“').waitFor();
    await guestRow.getByText(`${bgDay(from)} – ${bgDay(to)}`).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'kids-guests.png'), fullPage: true });

    // The director changes the placement: the same dialog, prefilled, without the ЕГН search.
    const later = addDays(yearFrom, 25);
    await guestRow.getByRole('button', { name: 'Редакция' }).click();
    const edit = page.getByRole('dialog', { name: 'Редакция на гостуване' });
    await edit.getByText('Детска градина: ДГ № 3 „Детелина“').waitFor();
    assert.equal(await edit.getByRole('button', { name: 'Търси' }).count(), 0);
    assert.equal(await edit.getByLabel('От дата').inputValue(), bgDay(from));
    await edit.getByLabel('До дата').fill(bgDay(later));
    await edit.getByLabel('До дата').press('Enter');
    await edit.getByLabel('Бележка').fill('Удължено по молба на родителя');
    await page.getByRole('button', { name: 'Запази', exact: true }).click();
    await page.getByText('Гостуването на Гергана Иванова Колева е променено.').waitFor();
    await guestRow.getByText(`${bgDay(from)} – ${bgDay(later)}`).waitFor();
    await guestRow.getByText('Удължено по молба на родителя').waitFor();

    await page.goto('/kids/records?search=%D1%82%D0%BE%D0%B4%D0%BE%D1%80');
    await page
      .getByRole('row', { name: /Тодор Митев/ })
      .getByRole('link', { name: 'Тодор Митев' })
      .click();
    await page.getByText('Няма издадени удостоверения.').waitFor();
    // The certificate detaches the child: its form opens only from its own button, and the leave date is picked.
    await page.getByRole('button', { name: 'Издаване…' }).click();
    const form = page.getByRole('form', { name: 'Издаване на удостоверение' });
    await form.getByLabel('Номер').fill('7');
    const leaveDay = bgDay(addDays(yearFrom, 10));
    await form.getByLabel('Дата на отписване').fill(leaveDay);
    await form.getByLabel('Дата на отписване').press('Enter');
    await form.getByText('Извън платформата').click();
    await form.getByLabel('Наименование на детската градина').fill('ДГ „Дъга“');
    await form.getByLabel('Населено място').fill('гр. Русе');
    await form.getByLabel('Причина за преместването').fill('Смяна на постоянния адрес');
    await form.getByRole('button', { name: 'Издай удостоверение' }).click();
    await page.getByText(`Тодор Митев ще бъде отписано от детската градина на ${leaveDay}`, { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Издай', exact: true }).click();
    await page.getByText('Удостоверението е издадено; детето е отписано.').waitFor();
    const certificate = page.getByRole('row', { name: /ДГ „Дъга“, гр. Русе/ });
    await certificate.waitFor();
    await page.getByText(/Отписано от/).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      certificate.getByRole('button', { name: /PDF/ }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^Удостоверение за преместване - Тодор Митев - \d{2}\.\d{2}\.\d{4}\.pdf$/);
    await page.screenshot({ path: join(SCREENSHOTS, 'kids-relocation-certificate.png'), fullPage: true });

    await certificate.getByRole('button', { name: 'Изтрий' }).click();
    await page.getByText(/Детето ще бъде възстановено в групата си/).waitFor();
    await page.getByRole('button', { name: 'Изтрий' }).last().click();
    await page.getByText('Удостоверението е изтрито и детето е възстановено.').waitFor();
    await page.getByText('Няма издадени удостоверения.').waitFor();
    await page.getByRole('cell', { name: 'досега' }).waitFor();
  });
});
