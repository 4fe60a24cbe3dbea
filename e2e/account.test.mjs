// The account's own pages in Chromium against the real product: forgotten password, password recovery and account
// activation with real one-time tokens, unsubscribing, and the profile page (names, picture, password).
// The product runs without SMTP, so the tests issue the e-mailed tokens themselves: a user_tokens row holding the
// SHA-256 of a known token (as apps/api/src/areas/identity/services/one-time-tokens.service.ts stores them).
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { pathToFileURL } from 'node:url';
import { DIRECTOR, ROOT } from './server.mjs';
import { newPage, SCREENSHOTS, sidewaysOverflow, signIn, useProduct, withDatabase } from './support.mjs';

const TEXT = {
  recoverySent: 'Ако съществува профил с този имейл адрес, изпратихме писмо с връзка за смяна на паролата.',
  invalidLink: 'Връзката е невалидна, изтекла или вече използвана.',
  passwordChanged: 'Паролата е сменена успешно. Можете да влезете с новата парола.',
  activated: 'Профилът е активиран успешно. Можете да влезете в системата.',
  unsubscribed: 'Отписахте се успешно от известията по имейл.',
};
/** TokenPurpose of the API. */
const PURPOSE = { PasswordRecovery: 1, TeacherActivation: 2, Unsubscribe: 5 };
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const state = useProduct();
let counter = 0;

const withDb = (work) => withDatabase(state, work);

/** A teacher of the e2e director's kindergarten; inactive and without a password unless given one. */
async function aTeacher({ password = null, active = Boolean(password) } = {}) {
  const { hashPassword } = await import(pathToFileURL(join(ROOT, 'apps/api/dist/areas/identity/services/passwords.js')).href);
  counter += 1;
  const email = `e2e.account.${Date.now()}.${counter}@detska-gradina.bg`;
  return withDb(async (db) => {
    const { rows } = await db.query(`SELECT selected_kindergarten_id AS id FROM users WHERE email = $1`, [DIRECTOR.email]);
    const kindergartenId = rows[0].id;
    const user = await db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, is_active, selected_kindergarten_id)
       VALUES ($1, $2, 'Ивана', 'Колева', 1, $3, $4) RETURNING id`,
      [email, password ? await hashPassword(password) : null, active, kindergartenId],
    );
    await db.query(`INSERT INTO kindergarten_users (kindergarten_id, user_id, role) VALUES ($1, $2, 2)`, [
      kindergartenId,
      user.rows[0].id,
    ]);
    return { id: user.rows[0].id, email, password };
  });
}

/** Issues an e-mailed link's token the way the API does, and answers the token itself. */
async function issueToken(userId, purpose) {
  const token = randomBytes(32).toString('base64url');
  const hash = createHash('sha256').update(token).digest('hex');
  await withDb((db) =>
    db.query(
      `INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, now() + interval '1 hour')`,
      [userId, purpose, hash],
    ),
  );
  return token;
}

async function choosePassword(page, password, button) {
  await page.getByLabel('Нова парола').fill(password);
  await page.getByLabel('Повторете паролата').fill(password);
  await page.getByRole('button', { name: button }).click();
}

describe('the account links sent by e-mail', () => {
  it('forgotten password: from the sign-in page to the neutral confirmation', async (t) => {
    const page = await newPage(state, t);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Забравена парола?' }).click();
    await page.waitForURL((url) => url.pathname === '/login/reset');
    await page.getByRole('heading', { name: 'Забравена парола' }).waitFor();
    await page.getByLabel('Имейл адрес').fill(DIRECTOR.email);
    await page.getByRole('button', { name: 'Изпрати връзка' }).click();
    await page.getByText(TEXT.recoverySent).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'forgot-password-sent.png') });
  });

  it('password recovery: the link sets a new password, which then signs in', async (t) => {
    const teacher = await aTeacher({ password: 'Staraparola2026' });
    const token = await issueToken(teacher.id, PURPOSE.PasswordRecovery);
    const page = await newPage(state, t);
    await page.goto(`/password-recovery/${teacher.id}/${token}`);
    await page.getByRole('heading', { name: 'Нова парола' }).waitFor();
    assert.equal(await page.title(), 'Нова парола · Асистент за детски градини');
    await page.screenshot({ path: join(SCREENSHOTS, 'password-recovery.png') });
    await choosePassword(page, 'Novaparola2026', 'Запази паролата');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(TEXT.passwordChanged).waitFor();
    await signIn(page, { email: teacher.email, password: 'Novaparola2026' });
    await page.waitForURL((url) => url.pathname === '/');

    // The link works once. (Its 400 answer is expected, so this page is not held to "no console errors".)
    const context = await state.browser.newContext({ baseURL: state.product.baseUrl, locale: 'bg-BG' });
    t.after(() => context.close());
    const again = await context.newPage();
    await again.goto(`/password-recovery/${teacher.id}/${token}`);
    await choosePassword(again, 'Drugaparola2026', 'Запази паролата');
    await again.getByText(TEXT.invalidLink).waitFor();
    await again.getByRole('link', { name: 'Поискай нова връзка' }).waitFor();
  });

  it('a broken recovery link says so at once, also at 360 px', async (t) => {
    const page = await newPage(state, t, { width: 360, height: 740 });
    await page.goto('/password-recovery');
    await page.getByText(TEXT.invalidLink).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'password-recovery-invalid-360.png'), fullPage: true });
    assert.equal(await sidewaysOverflow(page), '', 'no sideways scrolling at 360 px');
  });

  it('account activation: an invited, inactive teacher chooses a password and signs in', async (t) => {
    const teacher = await aTeacher();
    const token = await issueToken(teacher.id, PURPOSE.TeacherActivation);
    const page = await newPage(state, t, { width: 360, height: 740 });
    await page.goto(`/account-activation/1/${token}`);
    await page.getByRole('heading', { name: 'Активиране на профил' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'account-activation-360.png'), fullPage: true });
    await choosePassword(page, 'Aktivirana2026', 'Активирай профила');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(TEXT.activated).waitFor();
    await signIn(page, { email: teacher.email, password: 'Aktivirana2026' });
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('unsubscribe: opening the link turns e-mail notifications off', async (t) => {
    const teacher = await aTeacher({ password: 'Izvestiya2026' });
    const token = await issueToken(teacher.id, PURPOSE.Unsubscribe);
    const page = await newPage(state, t);
    await page.goto(`/unsubscribe/${token}`);
    await page.getByText(TEXT.unsubscribed).waitFor();
    const flags = await withDb((db) => db.query(`SELECT subscription_flags FROM users WHERE id = $1`, [teacher.id]));
    assert.equal(flags.rows[0].subscription_flags, 0);
    await page.screenshot({ path: join(SCREENSHOTS, 'unsubscribe.png') });
  });
});

describe('the profile page', () => {
  it('changes the name (the user data follows), uploads a picture and changes the password', async (t) => {
    const teacher = await aTeacher({ password: 'Profilna2026' });
    const page = await newPage(state, t);
    await page.goto('/login');
    await signIn(page, { email: teacher.email, password: 'Profilna2026' });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Профил', exact: true }).waitFor();
    assert.equal(await page.getByLabel('Имейл адрес').inputValue(), teacher.email);
    await page.screenshot({ path: join(SCREENSHOTS, 'profile.png'), fullPage: true });

    // Names: saved, and the user data (the top bar's source) is loaded again with the new name.
    await page.getByLabel('Име', { exact: true }).fill('Иванка');
    const userData = page.waitForResponse((response) => response.url().endsWith('/api/identity/user-data') && response.ok());
    await page.getByRole('button', { name: 'Запази данните' }).click();
    await page.getByText('Данните са запазени.').waitFor();
    assert.equal((await (await userData).json()).firstName, 'Иванка');
    await page.getByText('Иванка Колева').first().waitFor();

    // Picture: chosen, previewed, saved.
    await page.locator('#avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Преглед на избраната снимка' }).waitFor();
    await page.getByRole('button', { name: 'Запази снимката' }).click();
    await page.getByText('Снимката е запазена.').waitFor();
    const stored = await withDb((db) => db.query(`SELECT content_type, data FROM user_avatars WHERE user_id = $1`, [teacher.id]));
    assert.equal(stored.rows[0]?.content_type, 'image/png');
    assert.equal(Buffer.compare(stored.rows[0].data, PNG), 0);

    // Password: the old one no longer signs in, the new one does.
    await page.getByLabel('Текуща парола').fill('Profilna2026');
    await page.getByLabel('Нова парола').fill('Smenena2026');
    await page.getByLabel('Повторете новата парола').fill('Smenena2026');
    await page.getByRole('button', { name: 'Смени паролата' }).click();
    await page.getByText('Паролата е сменена успешно.').waitFor();
    const old = await page.request.post('/api/identity/login', { data: { identifier: teacher.email, password: 'Profilna2026' } });
    assert.equal(old.status(), 401);
    const fresh = await page.request.post('/api/identity/login', {
      data: { identifier: teacher.email, password: 'Smenena2026' },
    });
    assert.equal(fresh.status(), 200);
  });

  it('fits a 360 px screen', async (t) => {
    const teacher = await aTeacher({ password: 'Telefon2026' });
    const page = await newPage(state, t, { width: 360, height: 740 });
    await page.goto('/login');
    await signIn(page, { email: teacher.email, password: 'Telefon2026' });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Смени паролата' }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'profile-360.png'), fullPage: true });
    assert.equal(await sidewaysOverflow(page), '', 'no sideways scrolling at 360 px');
  });
});
