// Signing in and out, the guard, the remembered page and the 404 page, in Chromium against the real product.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import pg from 'pg';
import { DIRECTOR } from './server.mjs';
import { demoAccount, newPage, pathOf, SCREENSHOTS, signIn, signInAsDirector, storedToken, useProduct } from './support.mjs';

const TEXT = {
  notFound: 'Tърсената страница не съществува!', // as spec 1 §2 writes it, with a Latin T
  wrongCredentials: 'Грешно потребителско име или парола.',
  required: 'Полето е задължително.',
};

const state = useProduct();

describe('signing in and out', () => {
  it('a director signs in with e-mail and password, sees their name and kindergarten, and signs out', async (t) => {
    const page = await newPage(state, t);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Вход' }).waitFor();
    assert.equal(await page.title(), 'Вход · Асистент за детски градини');
    assert.equal(await page.getAttribute('html', 'lang'), 'bg');
    await page.screenshot({ path: join(SCREENSHOTS, 'login.png') });

    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/');
    const header = page.locator('header');
    await header.getByText(`${DIRECTOR.firstName} ${DIRECTOR.lastName}`).waitFor();
    await header.getByText('Директор').waitFor();
    await header.getByText(DIRECTOR.kindergarten).waitFor();
    await header.getByText(DIRECTOR.city).waitFor();
    await page.getByRole('heading', { name: `Добре дошли, ${DIRECTOR.firstName}!` }).waitFor();
    const signedInToken = await storedToken(page);
    assert.ok(signedInToken, 'the token is kept in localStorage under auth._token.local');
    await page.screenshot({ path: join(SCREENSHOTS, 'home.png'), fullPage: true });

    await page.getByRole('button', { name: /^Меню на потребителя / }).click();
    await page.getByRole('link', { name: 'Изход' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Вход' }).waitFor();
    assert.equal(await storedToken(page), null);

    // The server revoked the token: it no longer opens the user's data.
    const reuse = await page.request.get('/api/identity/user-data', { headers: { Authorization: `Bearer ${signedInToken}` } });
    assert.equal(reuse.status(), 401);

    // And home asks to sign in again.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/login');
  });

  it('a wrong password shows the server message and keeps the user on the sign-in page', async (t) => {
    const page = await newPage(state, t);
    await page.goto('/login');
    await signIn(page, { password: 'NotThePassword1' });
    await page.getByRole('alert').getByText(TEXT.wrongCredentials).waitFor();
    assert.equal(pathOf(page), '/login');
    assert.equal(await storedToken(page), null);
    await page.screenshot({ path: join(SCREENSHOTS, 'login-wrong-password.png') });
  });

  it('an empty form shows the Bulgarian required messages without asking the server', async (t) => {
    const page = await newPage(state, t);
    await page.goto('/login');
    let loginCalls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/identity/login')) loginCalls += 1;
    });
    await page.getByRole('button', { name: 'Вход' }).click();
    await page.getByText(TEXT.required).nth(1).waitFor();
    assert.equal(await page.getByText(TEXT.required).count(), 2);
    assert.equal(loginCalls, 0);
  });

  it('a signed-out visitor of a page signs in and comes back to it', async (t) => {
    const page = await newPage(state, t);
    await page.goto('/kids/records');
    await page.waitForURL((url) => url.pathname === '/login');
    assert.equal(pathOf(page), '/login?redirect=%2Fkids%2Frecords');

    await signIn(page);
    await page.waitForURL((url) => url.pathname === '/kids/records');
    await page.getByRole('heading', { name: 'Деца' }).waitFor();
    await page.locator('header').getByText(`${DIRECTOR.firstName} ${DIRECTOR.lastName}`).waitFor();
  });

  it('a signed-in user opening /login is sent home', async (t) => {
    const page = await newPage(state, t);
    await signInAsDirector(page);
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: `Добре дошли, ${DIRECTOR.firstName}!` }).waitFor();
  });
});

describe('demo data', () => {
  it('the demo director signs in and sees their kindergarten from the demo data', async (t) => {
    // The demo data is part of the build the browser tests need: a missing seed fails here instead of skipping.
    const account = demoAccount(state, 'Директор');
    const db = new pg.Client({ connectionString: state.product.databaseUrl });
    await db.connect();
    const { rows } = await db
      .query(
        `SELECT u.first_name, u.last_name, k.name AS kindergarten, s.name AS city
           FROM users u JOIN kindergartens k ON k.id = u.selected_kindergarten_id JOIN settlements s ON s.id = k.settlement_id
          WHERE lower(u.email) = lower($1)`,
        [account.email],
      )
      .finally(() => db.end());
    assert.equal(rows.length, 1, `the demo director ${account.email} has a selected kindergarten`);

    const page = await newPage(state, t);
    await page.goto('/login');
    await signIn(page, { email: account.email, password: state.product.demo.password });
    await page.waitForURL((url) => url.pathname === '/');
    const header = page.locator('header');
    await header.getByText(`${rows[0].first_name} ${rows[0].last_name}`).waitFor();
    assert.equal(await page.getByTestId('kindergarten-name').textContent(), rows[0].kindergarten);
    await header.getByText(rows[0].city, { exact: true }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'home-demo-director.png'), fullPage: true });
  });
});

describe('missing pages', () => {
  it('an unknown route shows the 404 text and a way home', async (t) => {
    const page = await newPage(state, t);
    await signInAsDirector(page);

    const response = await page.goto('/no/such/page');
    assert.equal(response?.status(), 200, 'the server answers client routes with the app');
    await page.getByText(TEXT.notFound).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'not-found.png') });

    await page.getByRole('link', { name: 'Към началната страница' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('an unknown API path answers a JSON 404, not the web app', async (t) => {
    const page = await newPage(state, t);
    const response = await page.request.get('/api/no-such-endpoint');
    assert.equal(response.status(), 404);
    assert.equal(typeof (await response.json()).message, 'string');
  });
});
