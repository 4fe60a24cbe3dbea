// The master administrator's account pages in Chromium against the real product: a municipality account is invited
// into its municipality, activates itself through the link and signs in; the master finds an account by e-mail and
// sees its kindergartens, then blocks the new account, whose open session ends. The product runs without SMTP, so the
// test issues the activation token itself (a user_tokens row holding the SHA-256 of a known token, as the API does).
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { DIRECTOR } from './server.mjs';
import { newPage, SCREENSHOTS, signIn, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
/** TokenPurpose.NationalActivation of the API. */
const NATIONAL_ACTIVATION = 6;

function master() {
  const found = state.product.demo?.accounts.find((candidate) => candidate.role === 'Главен администратор');
  assert.ok(found, 'the demo data has a master administrator (build tools/dist/seed)');
  return found;
}

async function activationToken(email) {
  const token = randomBytes(32).toString('base64url');
  await withDatabase(state, async (db) => {
    const { rows } = await db.query(`SELECT id, is_active, national_role FROM users WHERE email = $1`, [email]);
    assert.deepEqual({ active: rows[0].is_active, role: rows[0].national_role }, { active: false, role: 5 });
    await db.query(
      `INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '1 hour')`,
      [rows[0].id, NATIONAL_ACTIVATION, createHash('sha256').update(token).digest('hex')],
    );
  });
  return token;
}

describe('the master administrator’s account pages', () => {
  it('invites a municipality account that activates itself and signs in; finds an account and its kindergartens', async (t) => {
    const email = `e2e.obshtina.${Date.now()}@detska-gradina.bg`;
    const page = await newPage(state, t);
    await page.goto('/login');
    await signIn(page, { email: master().email, password: state.product.demo.password });
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('aside nav').getByText('Потребителски акаунти').click();
    await page.locator('aside nav a', { hasText: 'Акаунти на общини' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/user/municipal');

    await page.getByRole('button', { name: 'Покани служител на община' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#firstName').fill('Радка');
    await dialog.locator('#lastName').fill('Общинска');
    await dialog.locator('#email').fill(email);
    await dialog.locator('#municipalityId').fill('Асеновград');
    await page.getByTitle('Асеновград', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Изпрати покана' }).click();
    await page.getByText(`Поканата е изпратена на ${email}.`).waitFor();
    const row = page.getByRole('row', { name: /Радка Общинска/ });
    await row.getByText('Чака активиране').waitFor();
    await row.getByText('Асеновград (обл. Пловдив)').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-users-municipal.png'), fullPage: true });

    const token = await activationToken(email);
    const invited = await newPage(state, t);
    await invited.goto(`/account-activation/4/${token}`);
    await invited.getByLabel('Нова парола').fill('Obshtina2026');
    await invited.getByLabel('Повторете паролата').fill('Obshtina2026');
    await invited.getByRole('button', { name: 'Активирай профила' }).click();
    await invited.waitForURL((url) => url.pathname === '/login');
    await signIn(invited, { email, password: 'Obshtina2026' });
    await invited.waitForURL((url) => url.pathname === '/');

    await page.reload();
    await page
      .getByRole('row', { name: /Радка Общинска/ })
      .getByText('Активен')
      .waitFor();
    assert.equal(
      await page
        .getByRole('row', { name: /Радка Общинска/ })
        .getByText('Чака активиране')
        .count(),
      0,
    );

    await page.locator('aside nav a', { hasText: 'Акаунт и връзки' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/user/account');
    await page.getByRole('heading', { name: 'Акаунт и връзки' }).waitFor();
    await page.getByRole('searchbox', { name: 'Имейл, телефон или ЕГН' }).fill(DIRECTOR.email);
    await page.getByRole('searchbox', { name: 'Имейл, телефон или ЕГН' }).press('Enter');
    await page.waitForURL((url) => url.search.includes('q='));
    const membership = page.getByRole('row', { name: /Премахни от градината/ }).first();
    await membership.getByText('Директор').waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-users-account.png'), fullPage: true });

    // The master blocks the new account: its open session ends at the next request.
    await page.locator('aside nav a', { hasText: 'Активиране и парола' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/user/activation');
    // The URL changes before the new page renders; the previous page has a search box with the same name.
    await page.getByRole('heading', { name: 'Активиране и парола' }).waitFor();
    await page.getByRole('searchbox', { name: 'Имейл, телефон или ЕГН' }).fill(email);
    await page.getByRole('searchbox', { name: 'Имейл, телефон или ЕГН' }).press('Enter');
    await page.waitForURL((url) => url.search.includes('q='));
    await page.getByRole('button', { name: 'Деактивирай акаунта' }).click();
    await page.getByRole('button', { name: 'Деактивирай', exact: true }).click();
    await page.getByText('Акаунтът е деактивиран.').waitFor();
    await page.getByRole('button', { name: 'Активирай акаунта' }).waitFor();
    await invited.reload();
    await invited.waitForURL((url) => url.pathname === '/login');
  });
});
