// Issue 4's journey "a director sets up a new school year from an empty kindergarten", in Chromium against the real
// product: the master creates an empty kindergarten and invites its director; the director activates the account with
// the e-mailed link, finds the school year ready, records a teacher, a group, a child and the child's mother, and
// invites the teacher and the mother; both activate their accounts with their links and see the child.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { Gender, makeEgn } from '@kg/contracts';
import { useMailbox } from './mailbox.mjs';
import { newPage, pathOf, SCREENSHOTS, signIn, useProduct, withDatabase } from './support.mjs';

const mailbox = await useMailbox();
const state = useProduct();
const stamp = Date.now().toString(36);
const kindergarten = `ДГ „Нова ${stamp}“`;
const people = {
  director: { email: `direktor-${stamp}@example.bg`, password: 'Direktor2026!' },
  teacher: { email: `uchitel-${stamp}@example.bg`, password: 'Uchitel2026!' },
  mother: { email: `maika-${stamp}@example.bg`, password: 'Maika2026!' },
};

function master() {
  const found = state.product.demo?.accounts.find((candidate) => candidate.role === 'Главен администратор');
  assert.ok(found, 'the demo data has a master administrator');
  return found;
}

/** Opens the e-mailed activation link (staff 1, parent 2), chooses the password and signs in with it. */
async function activateAndSignIn(page, person, userType) {
  await page.goto(await mailbox.linkTo(person.email, new RegExp(`/account-activation/${userType}/[\\w-]+`)));
  await page.getByLabel('Нова парола').fill(person.password);
  await page.getByLabel('Повторете паролата').fill(person.password);
  await page.getByRole('button', { name: 'Активирай профила' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await signIn(page, person);
  await page.waitForURL((url) => url.pathname === '/');
}

async function openMenu(page, label, path) {
  await page.locator('aside nav').getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL((url) => url.pathname === path);
}

describe('kindergarten set-up', () => {
  it('a director sets up a new school year from an empty kindergarten', async (t) => {
    // 1. The master creates the empty kindergarten and invites its director.
    const admin = await newPage(state, t);
    await admin.goto('/login');
    await signIn(admin, { email: master().email, password: state.product.demo.password });
    await admin.waitForURL((url) => url.pathname === '/');
    await openMenu(admin, 'Детски градини', '/admin/kindergartens');
    await admin.getByRole('button', { name: 'Нова детска градина' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Наименование').fill(kindergarten);
    await dialog.getByLabel('Населено място').fill('Плов');
    await admin.locator('.ant-select-item-option[title^="гр. Пловдив, общ. Пловдив"]').click();
    await dialog.getByLabel('Адрес').fill('ул. „Липа“ 4');
    await dialog.getByLabel('Покани директор по имейл').check();
    await dialog.getByLabel('Име на директора').fill('Весела');
    await dialog.getByLabel('Фамилия на директора').fill('Кирилова');
    await dialog.getByLabel('Имейл на директора').fill(people.director.email);
    await dialog.getByRole('button', { name: 'Създай' }).click();
    await admin.getByText(/Детската градина е създадена\. Поканата е изпратена/).waitFor();

    // 2. The director activates the account and finds the school year ready in the empty kindergarten.
    const director = await newPage(state, t);
    await activateAndSignIn(director, people.director, 1);
    await director.getByText(kindergarten).first().waitFor();
    await openMenu(director, 'Учебни години', '/platform/settings/school-years');
    // The school year the master's form proposed from today's date, as the database holds it.
    const year = await withDatabase(state, async (db) => {
      const { rows } = await db.query(
        `SELECT to_char(p.from_date, 'YYYY') || '/' || to_char(p.to_date, 'YYYY') AS label
           FROM kindergarten_periods p JOIN kindergartens k ON k.id = p.kindergarten_id
          WHERE k.name = $1 AND p.is_active`,
        [kindergarten],
      );
      assert.equal(rows.length, 1, 'the new kindergarten has one active school year');
      return rows[0].label;
    });
    await director
      .getByRole('row', { name: new RegExp(year) })
      .getByText('Активна')
      .waitFor();

    // 3. A teacher, invited by e-mail.
    await director.locator('aside nav').getByText('Персонал', { exact: true }).click();
    await openMenu(director, 'Служители', '/staff/pedagogical');
    await director.getByRole('link', { name: 'Добави служител' }).click();
    await director.waitForURL((url) => url.pathname === '/staff/pedagogical/create');
    await director.getByRole('textbox', { name: 'Име', exact: true }).fill('Елица');
    await director.getByRole('textbox', { name: 'Фамилия', exact: true }).fill('Ангелова');
    await director.getByLabel('Длъжност').fill('Учител');
    await director.getByTitle('Учител', { exact: true }).click();
    await director.getByRole('textbox', { name: 'Имейл', exact: true }).fill(people.teacher.email);
    await director.getByRole('button', { name: 'Запази' }).click();
    await director.waitForURL((url) => url.pathname === '/staff/pedagogical');
    await director
      .getByRole('row', { name: /Елица Ангелова/ })
      .getByRole('link', { name: 'Елица Ангелова' })
      .click();
    await director.waitForURL((url) => /^\/staff\/pedagogical\/\d+/.test(url.pathname));
    await director.getByText('Няма профил').waitFor();
    await director.getByRole('button', { name: 'Изпрати покана' }).click();
    await director.getByText('Поканен', { exact: true }).waitFor();

    // 4. A group with its teacher.
    await openMenu(director, 'Групи', '/groups/management');
    await director.getByText('Няма групи в избраната учебна година.').waitFor();
    await director.getByRole('link', { name: 'Добави група' }).click();
    await director.waitForURL((url) => url.pathname === '/groups/management/create');
    await director.getByRole('textbox', { name: 'Име на групата' }).fill('Звездички');
    await director.getByLabel('Възрастова група').click();
    await director.getByTitle('Първа група', { exact: true }).click();
    await director.getByLabel('Учители').click();
    await director.getByTitle('Елица Ангелова (Учител)').click();
    await director.keyboard.press('Escape');
    await director.getByRole('button', { name: 'Запази' }).click();
    await director.waitForURL((url) => url.pathname === '/groups/management');
    await director
      .getByRole('row', { name: /Звездички/ })
      .getByText('Елица Ангелова')
      .waitFor();

    // 5. A child in the group.
    await openMenu(director, 'Деца', '/kids/records');
    await director.getByRole('link', { name: 'Добави дете' }).click();
    await director.waitForURL((url) => url.pathname === '/kids/records/create');
    await director.getByRole('textbox', { name: 'ЕГН' }).fill(makeEgn({ year: 2023, month: 2, day: 8 }, Gender.Male, 7));
    await director.waitForFunction(
      () => /** @type {HTMLInputElement | null} */ (document.querySelector('#birthDate'))?.value === '08.02.2023',
    );
    await director.getByRole('textbox', { name: 'Име', exact: true }).fill('Калоян');
    await director.getByRole('textbox', { name: 'Фамилия', exact: true }).fill('Минчев');
    await director.getByLabel('Група в избраната учебна година').click();
    await director.getByTitle('Звездички').click();
    await director.getByRole('button', { name: 'Запази' }).click();
    await director.waitForURL((url) => url.pathname === '/kids/records');
    await director
      .getByRole('row', { name: /Калоян Минчев/ })
      .getByText('Звездички')
      .waitFor();

    // 6. The child's mother, invited by e-mail.
    await openMenu(director, 'Родители', '/parents/management');
    await director.getByRole('link', { name: 'Добави родител' }).click();
    await director.waitForURL((url) => url.pathname === '/parents/management/create');
    await director.getByRole('textbox', { name: 'Име', exact: true }).fill('Даниела');
    await director.getByRole('textbox', { name: 'Фамилия', exact: true }).fill('Минчева');
    await director.getByRole('textbox', { name: 'Имейл', exact: true }).fill(people.mother.email);
    await director.getByLabel('Дете').click();
    await director.getByTitle('Калоян Минчев').click();
    await director.getByLabel('Роля').click();
    await director.getByTitle('Майка').click();
    await director.getByRole('button', { name: 'Запази' }).click();
    await director.waitForURL((url) => url.pathname === '/parents/management');
    await director
      .getByRole('row', { name: /Даниела Минчева/ })
      .getByRole('link', { name: 'Даниела Минчева' })
      .click();
    await director.getByRole('button', { name: 'Изпрати покана' }).click();
    await director.getByText('Поканен', { exact: true }).waitFor();
    await director.screenshot({ path: join(SCREENSHOTS, 'setup-parent-invited.png'), fullPage: true });

    // 7. The mother activates her account and sees her child in its group.
    const mother = await newPage(state, t);
    await activateAndSignIn(mother, people.mother, 2);
    await mother.getByText(kindergarten).first().waitFor();
    await mother.goto('/parent-child-application');
    await mother
      .getByRole('row', { name: /Калоян Минчев/ })
      .filter({ hasText: 'Звездички' })
      .waitFor();

    // 8. The teacher activates her account and sees the child of her group.
    const teacher = await newPage(state, t);
    await activateAndSignIn(teacher, people.teacher, 1);
    await openMenu(teacher, 'Деца', '/kids/records');
    await teacher
      .getByRole('row', { name: /Калоян Минчев/ })
      .getByText('Звездички')
      .waitFor();

    // Both invitations are now active accounts in the director's records.
    await director.reload();
    await director.getByText('Активен', { exact: true }).waitFor();
    assert.equal(pathOf(director).startsWith('/parents/management/'), true);
  });
});
