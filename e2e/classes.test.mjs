// Groups in Chromium against the real product: the director creates a group with its age type and teacher from the
// menu, finds it in the list in the spec's order, edits it and deletes it after confirming.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { DIRECTOR } from './server.mjs';
import { newPage, SCREENSHOTS, signInAsDirector, useProduct, withDatabase } from './support.mjs';

const state = useProduct();

/** A staff member of the e2e director's kindergarten (the staff pages are another slice of the issue). */
async function aStaffMember(firstName) {
  await withDatabase(state, async (db) => {
    await db.query(
      `INSERT INTO teachers (kindergarten_id, first_name, last_name, occupation)
       SELECT id, $2, 'Димитрова', 'Учител' FROM kindergartens WHERE name = $1`,
      [DIRECTOR.kindergarten, firstName],
    );
  });
}

describe('groups', () => {
  it('the director creates, edits and deletes a group', async (t) => {
    await aStaffMember('Радост');
    const page = await newPage(state, t);
    await signInAsDirector(page);
    await page.locator('aside nav').getByRole('link', { name: 'Групи', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/groups/management');
    await page.getByText('Няма групи в избраната учебна година.').waitFor();

    for (const [name, ageType] of [
      ['Слънчице', 'Подготвителни групи (ПГ)'],
      ['Ален мак', 'Яслена група'],
    ]) {
      await page.getByRole('link', { name: 'Добави група' }).click();
      await page.waitForURL((url) => url.pathname === '/groups/management/create');
      await page.getByLabel('Име на групата').fill(name);
      await page.getByLabel('Възрастова група').click();
      await page.getByTitle(ageType, { exact: true }).click();
      await page.getByLabel('Учители').click();
      await page.getByTitle('Радост Димитрова (Учител)').click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Запази' }).click();
      await page.waitForURL((url) => url.pathname === '/groups/management');
      await page.getByText('Групата е запазена.').last().waitFor();
    }
    const row = page.getByRole('row', { name: /Слънчице/ });
    await row.getByText('Подготвителни групи (ПГ)').waitFor();
    await row.getByText('Радост Димитрова').waitFor();
    // Bulgarian order: "Ален мак" before "Слънчице".
    const names = await page.locator('tbody tr.ant-table-row td:first-child').allInnerTexts();
    assert.deepEqual(names, ['Ален мак', 'Слънчице']);
    await page.screenshot({ path: join(SCREENSHOTS, 'groups-list.png'), fullPage: true });

    await row.getByRole('link', { name: 'Редакция' }).click();
    await page.getByLabel('Група за заместване').check();
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.waitForURL((url) => url.pathname === '/groups/management');
    await page
      .getByRole('row', { name: /Слънчице/ })
      .getByText('За заместване')
      .waitFor();

    await page.getByRole('combobox', { name: 'Възрастова група' }).click();
    await page.getByTitle('Яслена група', { exact: true }).click();
    await page.waitForURL((url) => url.search.includes('ageType=1'));
    await page.getByRole('row', { name: /Слънчице/ }).waitFor({ state: 'detached' });

    await page
      .getByRole('row', { name: /Ален мак/ })
      .getByRole('button', { name: 'Изтриване' })
      .click();
    await page.getByText('Сигурни ли сте, че искате да изтриете групата „Ален мак“?').waitFor();
    await page.getByRole('button', { name: 'Изтрий' }).click();
    await page.getByText('Групата „Ален мак“ е изтрита.').waitFor();
    await page.getByText('Няма групи в избраната учебна година.').waitFor();
  });
});
