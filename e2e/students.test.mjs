// Children's records in Chromium against the real product: the director opens "Деца" from the menu, records a
// child whose ЕГН fills the birth date and gender, places it into a group, finds it with the filters, reads its group
// history and detaches it after confirming.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { Gender, makeEgn } from '@kg/contracts';
import { aGroupOfTheDirector, newPage, SCREENSHOTS, signInAsDirector, useProduct } from './support.mjs';

const state = useProduct();

const aGroup = (name) => aGroupOfTheDirector(state, name);

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
    await page.getByRole('button', { name: 'Отпиши' }).click();
    await page.getByText(/Сигурни ли сте, че искате да отпишете Ралица Стоянова/).waitFor();
    await page.getByRole('button', { name: 'Отпиши' }).last().click();
    await page.getByText('Детето е отписано.').waitFor();

    await page.goto('/kids/records?search=%D1%80%D0%B0%D0%BB%D0%B8%D1%86%D0%B0');
    await page.getByText('Няма деца по избраните критерии.').waitFor();
    await page.goto('/kids/records?search=%D1%80%D0%B0%D0%BB%D0%B8%D1%86%D0%B0&detached=true');
    await page
      .getByRole('row', { name: /Ралица Стоянова/ })
      .getByText(/Отписано от/)
      .waitFor();
  });
});
