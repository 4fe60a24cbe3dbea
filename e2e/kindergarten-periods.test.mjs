// School years in Chromium against the real product: the director opens "Учебни години" from the menu, adds the
// next year (its name derived from the dates), makes it the active one and back, and deletes it after confirming.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { newPage, SCREENSHOTS, signInAsDirector, useProduct } from './support.mjs';

const state = useProduct();

/** The e2e director's kindergarten starts with one active year: the school year of today. */
const today = new Date();
const FIRST = today.getMonth() >= 8 ? today.getFullYear() : today.getFullYear() - 1;
const current = `${FIRST}/${FIRST + 1}`;
const next = `${FIRST + 1}/${FIRST + 2}`;

describe('school years', () => {
  it('the director adds the next year, activates it and back, and deletes it', async (t) => {
    const page = await newPage(state, t);
    await signInAsDirector(page);
    await page.locator('aside nav a', { hasText: 'Учебни години' }).click();
    await page.waitForURL((url) => url.pathname === '/platform/settings/school-years');
    const currentRow = page.getByRole('row', { name: new RegExp(current) });
    await currentRow.getByText('Активна', { exact: true }).waitFor();
    await currentRow.getByText(`15.09.${FIRST}`).waitFor();

    await page.getByRole('link', { name: 'Добави учебна година' }).click();
    await page.waitForURL((url) => url.pathname === '/platform/settings/school-years/create');
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Начална дата').fill(`15.09.${FIRST + 1}`);
    await page.keyboard.press('Enter');
    await drawer.getByLabel('Крайна дата').fill(`31.08.${FIRST + 2}`);
    await page.keyboard.press('Enter');
    await drawer.getByPlaceholder(next).waitFor();
    await drawer.getByRole('button', { name: 'Запази' }).click();
    await page.getByText('Учебната година е създадена.').waitFor();
    await page.waitForURL((url) => url.pathname === '/platform/settings/school-years');

    const nextRow = page.getByRole('row', { name: new RegExp(next) });
    await nextRow.getByText('Неактивна').waitFor();
    const names = await page.locator('tbody tr.ant-table-row td:first-child').allInnerTexts();
    assert.deepEqual(names, [next, current]);
    await page.screenshot({ path: join(SCREENSHOTS, 'school-years-list.png'), fullPage: true });

    // Activating the next year deactivates the current one.
    await nextRow.getByRole('button', { name: 'Активиране' }).click();
    await page.getByRole('button', { name: 'Активирай' }).click();
    await page.getByText(`Учебна година ${next} е активна.`).waitFor();
    await currentRow.getByText('Неактивна').waitFor();
    await nextRow.getByText('Активна', { exact: true }).waitFor();
    assert.equal(await nextRow.getByRole('button', { name: 'Изтриване' }).isDisabled(), true);

    await currentRow.getByRole('button', { name: 'Активиране' }).click();
    await page.getByRole('button', { name: 'Активирай' }).click();
    await page.getByText(`Учебна година ${current} е активна.`).waitFor();
    await currentRow.getByText('Активна', { exact: true }).waitFor();

    await nextRow.getByRole('button', { name: 'Изтриване' }).click();
    await page.getByText(`Сигурни ли сте, че искате да изтриете учебна година ${next}?`).waitFor();
    await page.getByRole('button', { name: 'Изтрий' }).click();
    await page.getByText(`Учебна година ${next} е изтрита.`).waitFor();
    await nextRow.waitFor({ state: 'detached' });
  });
});
