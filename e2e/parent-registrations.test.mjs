// Issue 4's journey "a parent who registers can add a child that the director approves", in Chromium against the
// real product: the parent registers publicly (from the login page's link), the director approves into a group, the
// parent activates the account with the e-mailed link (caught by a real SMTP server), signs in, asks for a second
// child on /parent-child-application, the director approves, and the parent sees both children.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { useMailbox } from './mailbox.mjs';
import { DIRECTOR } from './server.mjs';
import { aGroupOfTheDirector, newPage, SCREENSHOTS, signIn, signInAsDirector, useProduct } from './support.mjs';

const mailbox = await useMailbox();
const activationPath = (email) => mailbox.linkTo(email, /\/account-activation\/2\/[\w-]+/);

const state = useProduct();

const aGroup = (name) => aGroupOfTheDirector(state, name);

/** The director opens the pending request of `childName` and approves it into `group`. */
async function approve(page, childName, group) {
  await page.goto('/');
  await page.locator('aside nav a', { hasText: 'Заявки на родители' }).click();
  await page.waitForURL((url) => url.pathname === '/parents/registration-parents');
  const row = page.getByRole('row', { name: new RegExp(childName) });
  await row.getByRole('link').click();
  const drawer = page.getByRole('dialog');
  await drawer.getByText(childName).first().waitFor();
  await drawer.getByRole('combobox', { name: 'Група' }).click();
  await page.getByTitle(group).click();
  await drawer.getByRole('button', { name: 'Одобри' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Одобри' }).click();
  await page.getByText('Заявката е одобрена. Родителят е уведомен по имейл.').waitFor();
}

describe('parent registration', () => {
  it('a parent who registers can add a child that the director approves', async (t) => {
    await aGroup('Калинки');
    const email = 'radost.georgieva@example.bg';

    // 1. The parent registers from the login page's link.
    const parent = await newPage(state, t);
    await parent.goto('/login');
    await parent.getByRole('link', { name: 'Регистрация на родител' }).click();
    await parent.waitForURL((url) => url.pathname === '/registration-parents');
    await parent.getByLabel('Населено място').click();
    await parent.getByLabel('Населено място').fill(DIRECTOR.city);
    await parent.getByTitle(/^София \(общ\./).click();
    await parent.getByLabel('Детска градина').click();
    await parent.getByTitle(new RegExp(DIRECTOR.kindergarten)).click();
    await parent.getByLabel('Име', { exact: true }).fill('Радост');
    await parent.getByLabel('Фамилия', { exact: true }).fill('Георгиева');
    await parent.getByLabel('Имейл').fill(email);
    await parent.getByLabel('Телефон').fill('0887 445 566');
    await parent.getByLabel('Роля спрямо детето').click();
    await parent.getByTitle('Майка').click();
    await parent.getByLabel('Име на детето', { exact: true }).fill('Мила');
    await parent.getByLabel('Фамилия на детето', { exact: true }).fill('Георгиева');
    await parent.getByRole('textbox', { name: 'ЕГН' }).fill('2243010574');
    // A valid ЕГН fills in the birth date and the gender it encodes.
    assert.equal(await parent.getByLabel('Дата на раждане').inputValue(), '01.03.2022');
    await parent.screenshot({ path: join(SCREENSHOTS, 'parent-registration.png'), fullPage: true });
    await parent.getByRole('button', { name: 'Изпрати заявката' }).click();
    await parent.waitForURL((url) => url.pathname === '/registration-parents-success-message');
    await parent.getByText('Заявката е изпратена').first().waitFor();

    // 2. The director approves the enrolment into a group.
    const director = await newPage(state, t);
    await signInAsDirector(director);
    await approve(director, 'Мила Георгиева', 'Калинки');

    // 3. The parent activates the account with the e-mailed link and signs in.
    await parent.goto(await activationPath(email));
    await parent.getByLabel('Нова парола').fill('Roditel2026!');
    await parent.getByLabel('Повторете паролата').fill('Roditel2026!');
    await parent.getByRole('button', { name: 'Активирай профила' }).click();
    await parent.waitForURL((url) => url.pathname === '/login');
    await signIn(parent, { email, password: 'Roditel2026!' });
    await parent.waitForURL((url) => url.pathname === '/');

    // 4. The parent asks for a second child.
    await parent.locator('aside nav a', { hasText: 'Заявка за дете' }).click();
    await parent.waitForURL((url) => url.pathname === '/parent-child-application');
    await parent
      .getByRole('row', { name: /Мила Георгиева/ })
      .filter({ hasText: 'Калинки' })
      .waitFor();
    await parent.getByLabel('Роля спрямо детето').click();
    await parent.getByTitle('Майка').click();
    await parent.getByLabel('Име на детето', { exact: true }).fill('Борис');
    await parent.getByLabel('Фамилия на детето', { exact: true }).fill('Георгиев');
    await parent.getByRole('textbox', { name: 'ЕГН' }).fill('2345121246');
    await parent.getByRole('button', { name: 'Изпрати заявката' }).click();
    await parent.getByText('Заявката е изпратена до директора.').waitFor();
    await parent
      .getByRole('row', { name: /Борис Георгиев/ })
      .filter({ hasText: 'Чака одобрение' })
      .waitFor();

    // 5. The director approves; the parent sees both children.
    await approve(director, 'Борис Георгиев', 'Калинки');
    await parent.reload();
    await parent
      .getByRole('row', { name: /Борис Георгиев/ })
      .filter({ hasText: 'Калинки' })
      .waitFor();
    await parent
      .getByRole('row', { name: /Мила Георгиева/ })
      .filter({ hasText: 'Калинки' })
      .waitFor();
    await parent
      .getByRole('row', { name: /Борис Георгиев/ })
      .filter({ hasText: 'Одобрено' })
      .waitFor();
    await parent.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
    await parent.screenshot({ path: join(SCREENSHOTS, 'parent-child-application.png'), fullPage: true });
  });
});
