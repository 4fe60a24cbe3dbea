// Days off in Chromium against the real product: the master prefills the official holidays of the school year, the
// director sees them next to the kindergarten's own days, adds a group's quarantine and locks a module.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { newPage, SCREENSHOTS, signIn, signInAsDirector, useProduct } from './support.mjs';

const state = useProduct();
const schoolYear = new Date().getMonth() >= 8 ? new Date().getFullYear() : new Date().getFullYear() - 1;

function master() {
  const found = state.product.demo?.accounts.find((candidate) => candidate.role === 'Главен администратор');
  assert.ok(found, 'the demo data has a master administrator (build tools/dist/seed)');
  return found;
}

describe('days off', () => {
  it('the master prefills the holidays; the director sees them, adds an own day and locks attendance', async (t) => {
    const page = await newPage(state, t);
    await page.goto('/login');
    await signIn(page, { email: master().email, password: state.product.demo.password });
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('aside nav a', { hasText: 'Неучебни дни' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/days-off');
    await page.getByRole('button', { name: 'Попълни официалните празници' }).click();
    await page.getByText(/Добавени са \d+ официални празника/).waitFor();
    await page.getByRole('cell', { name: 'Бъдни вечер и Рождество Христово' }).waitFor();
    await page.getByRole('cell', { name: 'Великден' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'days-off-master.png'), fullPage: true });
    await page.getByRole('button', { name: 'Попълни официалните празници' }).click();
    await page.getByText('Официалните празници за учебната година вече са въведени.').waitFor();

    const director = await newPage(state, t);
    await signInAsDirector(director);
    await director.locator('aside nav a', { hasText: 'Неучебни дни' }).click();
    await director.waitForURL((url) => url.pathname === '/days-off');
    const christmas = director.getByRole('row', { name: /Бъдни вечер и Рождество Христово/ });
    await christmas.getByText('Национален').waitFor();
    assert.equal(await christmas.getByText(`24.12.${schoolYear} – 26.12.${schoolYear}`).count(), 1);

    await director.getByRole('link', { name: 'Добави неучебен ден' }).click();
    await director.getByPlaceholder('Начална дата').fill(`02.11.${schoolYear}`);
    await director.getByPlaceholder('Крайна дата').fill(`03.11.${schoolYear}`);
    await director.getByPlaceholder('Крайна дата').press('Enter');
    await director.getByLabel('Наименование').fill('Есенна ваканция');
    await director.getByLabel('Вид').click();
    await director.getByTitle('Ваканция', { exact: true }).click();
    await director.getByRole('button', { name: 'Запази' }).click();
    await director.waitForURL((url) => url.pathname === '/days-off');
    const own = director.getByRole('row', { name: /Есенна ваканция/ });
    await own.getByText('На детската градина').waitFor();
    await own.getByText(`02.11.${schoolYear} – 03.11.${schoolYear}`).waitFor();
    await director.screenshot({ path: join(SCREENSHOTS, 'days-off-director.png'), fullPage: true });

    await director.locator('aside nav a', { hasText: 'Заключване' }).click();
    await director.waitForURL((url) => url.pathname === '/platform/settings/lock');
    const attendance = director.getByLabel('Заключен до: Присъствия');
    await attendance.fill(`31.10.${schoolYear}`);
    await attendance.press('Enter');
    await director.getByRole('button', { name: 'Запази' }).click();
    await director.getByText('Заключването е запазено.').first().waitFor();
    await director.reload();
    assert.equal(await director.getByLabel('Заключен до: Присъствия').inputValue(), `31.10.${schoolYear}`);
  });
});
