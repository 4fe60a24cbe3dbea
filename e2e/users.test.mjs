// User groups and users in Chromium against the real product: the director invites a teacher from the users tab,
// creates "Медицински специалист" with that teacher as a member and the right to read user groups and users, and
// the teacher's menu shows the page at her next request; then the director deactivates her membership.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from './testing.mjs';
import { ROOT } from './server.mjs';
import { newPage, SCREENSHOTS, signIn, signInAsDirector, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const TEACHER = { email: 'mila.todorova@detska-gradina.bg', password: 'Zvezdica2026!' };

describe('user groups', () => {
  it('the director invites a teacher, gives her a group with rights, and she sees them at her next request', async (t) => {
    const page = await newPage(state, t);
    await signInAsDirector(page);
    await page.locator('aside nav a', { hasText: 'Потребителски групи' }).click();
    await page.waitForURL((url) => url.pathname === '/platform/groups');
    await page
      .getByRole('row', { name: /Учител/ })
      .getByText('Роля')
      .waitFor();

    // Invite from the users tab.
    await page.getByRole('tab', { name: 'Потребители' }).click();
    await page.getByRole('button', { name: 'Покани потребител' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Имейл').fill(TEACHER.email);
    await dialog.getByLabel('Име', { exact: true }).fill('Мила');
    await dialog.getByLabel('Фамилия').fill('Тодорова');
    await dialog.getByLabel('Роля на поканения').click();
    await page.locator('.ant-select-item-option[title="Учител"]').click();
    await dialog.getByRole('button', { name: 'Изпрати покана' }).click();
    await page.getByText(`Поканата е изпратена на ${TEACHER.email}.`).waitFor();
    const invitedRow = page.getByRole('row', { name: /Мила Тодорова/ });
    await invitedRow.getByText('Поканен').waitFor();

    // She accepts the invitation (the activation page is another journey): a password and an active account.
    const { hashPassword } = await import(pathToFileURL(join(ROOT, 'apps/api/dist/areas/identity/services/passwords.js')).href);
    await withDatabase(state, async (db) => {
      await db.query(`UPDATE users SET password_hash = $2, is_active = true WHERE email = $1`, [
        TEACHER.email,
        await hashPassword(TEACHER.password),
      ]);
      const { rows } = await db.query(`SELECT t.occupation FROM teachers t JOIN users u ON u.id = t.user_id WHERE u.email = $1`, [
        TEACHER.email,
      ]);
      assert.deepEqual(rows, [{ occupation: 'Учител' }]);
    });
    const teacher = await newPage(state, t);
    await teacher.goto('/login');
    await signIn(teacher, TEACHER);
    await teacher.waitForURL((url) => url.pathname === '/');
    await teacher.locator('aside nav a', { hasText: 'Деца' }).waitFor();
    assert.equal(await teacher.locator('aside nav a', { hasText: 'Потребителски групи' }).count(), 0);

    // A group of the director's own, with the teacher as its member.
    await page.getByRole('tab', { name: 'Групи' }).click();
    await page.getByRole('link', { name: 'Нова група' }).click();
    await page.waitForURL((url) => url.pathname === '/platform/groups/create');
    await page.getByLabel('Име', { exact: true }).fill('Медицински специалист');
    await page.getByLabel('Членове').first().click();
    await page.keyboard.type('Мила');
    await page.locator(`.ant-select-item-option[title="Мила Тодорова (${TEACHER.email})"]`).click();
    await page.getByLabel('Потребителски групи: Четене').check();
    await page.getByLabel('Потребители: Четене').check();
    await page.screenshot({ path: join(SCREENSHOTS, 'user-group-form.png') });
    await page.getByRole('button', { name: 'Запази' }).click();
    await page.getByText('Групата „Медицински специалист“ е запазена.').waitFor();
    await page.waitForURL((url) => url.pathname === '/platform/groups');
    const groupRow = page.getByRole('row', { name: /Медицински специалист/ });
    await groupRow.getByText('Допълнителна').waitFor();
    assert.equal((await groupRow.locator('td').nth(2).innerText()).trim(), '1');
    await page.screenshot({ path: join(SCREENSHOTS, 'user-groups-list.png'), fullPage: true });

    // Her next request carries the group's rights: the page is in her menu and lists the users.
    await teacher.reload();
    await teacher.locator('aside nav a', { hasText: 'Потребителски групи' }).click();
    await teacher.waitForURL((url) => url.pathname === '/platform/groups');
    await teacher.getByRole('tab', { name: 'Потребители' }).click();
    await teacher
      .getByRole('row', { name: /Мила Тодорова/ })
      .getByText('Медицински специалист')
      .waitFor();
    assert.equal(await teacher.getByRole('button', { name: 'Покани потребител' }).count(), 0);

    // The director deactivates her membership (the API tests check that her next request has no rights).
    await page.getByRole('tab', { name: 'Потребители' }).click();
    await invitedRow.getByRole('button', { name: 'Деактивиране' }).click();
    await page.getByRole('button', { name: 'Деактивирай' }).click();
    await invitedRow.getByText('Деактивиран').waitFor();
    await withDatabase(state, async (db) => {
      const { rows } = await db.query(
        `SELECT m.is_active FROM kindergarten_users m JOIN users u ON u.id = m.user_id WHERE u.email = $1`,
        [TEACHER.email],
      );
      assert.deepEqual(rows, [{ is_active: false }]);
    });
  });
});
