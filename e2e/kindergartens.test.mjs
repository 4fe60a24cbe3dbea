// Kindergartens in Chromium against the real product: the master creates an empty kindergarten (first school year,
// director invited), finds it in the list and edits it; the director changes the kindergarten's configuration and its
// educational directions, and sees the kindergarten on the about page.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { newPage, SCREENSHOTS, signIn, signInAsDirector, useProduct } from './support.mjs';

const state = useProduct();

function master() {
  const found = state.product.demo?.accounts.find((candidate) => candidate.role === 'Главен администратор');
  assert.ok(found, 'the demo data has a master administrator (build tools/dist/seed)');
  return found;
}

describe('kindergartens', () => {
  it('the master creates an empty kindergarten with its director’s invitation, finds it and edits it', async (t) => {
    const page = await newPage(state, t);
    await page.goto('/login');
    await signIn(page, { email: master().email, password: state.product.demo.password });
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('aside nav a', { hasText: 'Детски градини' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/kindergartens');
    await page.locator('tbody tr.ant-table-row').first().waitFor();

    const name = `ДГ „Браузър ${Date.now().toString(36)}“`;
    await page.getByRole('button', { name: 'Нова детска градина' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Наименование').fill(name);
    await dialog.getByLabel('Населено място').fill('Плов');
    await page.locator('.ant-select-item-option[title^="гр. Пловдив, общ. Пловдив"]').click();
    await dialog.getByLabel('Адрес').fill('ул. „Тестова“ 12');
    await dialog.getByLabel('Покани директор по имейл').check();
    await dialog.getByLabel('Име на директора').fill('Росица');
    await dialog.getByLabel('Фамилия на директора').fill('Петрова');
    await dialog.getByLabel('Имейл на директора').fill(`director-${Date.now()}@example.bg`);
    await dialog.getByRole('button', { name: 'Създай' }).click();
    await page.getByText(/Детската градина е създадена\. Поканата е изпратена/).waitFor();
    await page.waitForURL((url) => /^\/admin\/kindergartens\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name }).waitFor();
    await page.getByText('Детската градина няма филиали.').waitFor();

    await page.getByLabel('Телефон').fill('032 555 123');
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.getByText('Данните на детската градина са запазени.').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'kindergartens-admin-edit.png'), fullPage: true });

    await page.goto(`/admin/kindergartens?search=${encodeURIComponent(name)}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('гр. Пловдив').waitFor();
    await row.getByText('Активна').waitFor();
    assert.equal(await page.locator('tbody tr.ant-table-row').count(), 1);
  });

  it('the director changes the configuration and the educational directions, and sees the about page', async (t) => {
    const page = await newPage(state, t);
    await signInAsDirector(page);
    await page.locator('aside nav a', { hasText: 'Конфигурация' }).click();
    await page.waitForURL((url) => url.pathname === '/platform/settings/configuration');
    const excuse = page.getByLabel('Автоматично уважаване на отсъствия с медицинска бележка');
    const wasChecked = await excuse.isChecked();
    await excuse.setChecked(!wasChecked);
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.getByText('Настройките на детската градина са запазени.').waitFor();
    await page.reload();
    assert.equal(await page.getByLabel('Автоматично уважаване на отсъствия с медицинска бележка').isChecked(), !wasChecked);
    await page.getByLabel('Автоматично уважаване на отсъствия с медицинска бележка').setChecked(wasChecked);
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.getByText('Настройките на детската градина са запазени.').waitFor();

    await page.locator('aside nav a', { hasText: 'Образователни направления' }).click();
    await page.waitForURL((url) => url.pathname === '/platform/settings/subjects');
    assert.equal(await page.getByRole('checkbox', { name: 'Математика' }).isDisabled(), true);
    const foreign = page.getByRole('checkbox', { name: 'Чужд език' });
    const chosen = await foreign.isChecked();
    await foreign.setChecked(!chosen);
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.getByText('Образователните направления са запазени.').waitFor();
    await page.reload();
    assert.equal(await page.getByRole('checkbox', { name: 'Чужд език' }).isChecked(), !chosen);
    await page.screenshot({ path: join(SCREENSHOTS, 'kindergartens-subjects.png'), fullPage: true });

    await page.locator('aside nav a', { hasText: 'За платформата' }).click();
    await page.waitForURL((url) => url.pathname === '/platform/about');
    await page.getByText('Защита на личните данни', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'governmentbg/NEISPUO' }).waitFor();
    await page.getByText('Код по НЕИСПУО', { exact: true }).waitFor();
  });
});
