// Staff records in Chromium against the real product: the director opens "Персонал" from the menu, adds a cook
// (the occupation makes her non-pedagogical), finds her with the filters kept in the URL, corrects her record and
// sees the change in the list.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { newPage, SCREENSHOTS, signInAsDirector, useProduct } from './support.mjs';

const state = useProduct();

describe('staff', () => {
  it('the director adds a staff member, finds her by kind and edits her record', async (t) => {
    const page = await newPage(state, t);
    await signInAsDirector(page);
    // Let the frame settle after sign-in (it can still navigate to the home page once), then use the menu.
    await page.waitForLoadState('networkidle');
    await page.locator('aside nav').getByText('Персонал', { exact: true }).click();
    await page.locator('aside nav').getByRole('link', { name: 'Служители', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/staff/pedagogical');

    await page.getByRole('link', { name: 'Добави служител' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/pedagogical/create');
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.getByText('Изберете длъжност от списъка.').waitFor();
    await page.getByLabel('Име', { exact: true }).fill('Теодора');
    await page.getByLabel('Фамилия').fill('Маринова');
    await page.getByLabel('Телефон').fill('0888 765 432');
    // The list is long (a virtual dropdown shows the first few): type to find the occupation.
    await page.getByLabel('Длъжност').fill('Готвач');
    await page.getByTitle('Готвач').click();
    assert.equal(await page.getByLabel('Педагогически персонал').isChecked(), false);
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/pedagogical');
    await page.getByText('Данните на служителя са запазени.').waitFor();

    await page.getByLabel('Вид персонал').click();
    await page.getByTitle('Непедагогически').click();
    await page.waitForURL((url) => url.search.includes('pedagogical=false'));
    await page.getByRole('searchbox', { name: 'Търсене по име' }).fill('теодора');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.search.includes('search='));
    const row = page.getByRole('row', { name: /Теодора Маринова/ });
    await row.getByText('Готвач').waitFor();
    await row.getByText('Непедагогически').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'staff-list.png'), fullPage: true });

    await row.getByRole('link', { name: 'Теодора Маринова' }).click();
    await page.waitForURL((url) => /^\/staff\/pedagogical\/\d+\/\d+$/.test(url.pathname));
    // The list has a "Длъжност" filter too: wait until the form has replaced it.
    await page.getByRole('button', { name: 'Запази' }).waitFor();
    await page.getByRole('combobox', { name: 'Длъжност' }).fill('Помощник');
    await page.getByTitle('Помощник-възпитател').click();
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/pedagogical');
    await page.getByText('Данните на служителя са запазени.').last().waitFor();
    await page.goto('/staff/pedagogical?search=%D1%82%D0%B5%D0%BE%D0%B4%D0%BE%D1%80%D0%B0');
    await page
      .getByRole('row', { name: /Теодора Маринова/ })
      .getByText('Помощник-възпитател')
      .waitFor();
  });
});
