// Weekly menus in Chromium (docs/menus.md): the storekeeper (домакин) builds a week three weeks ahead for the 3–5 age
// band with two dishes found by name, the director approves and publishes it, and the demo parent on a 390 px phone
// opens /menu for that week and sees the dishes with their allergen numbers, the legend and the warning for her
// child's recorded milk allergy.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { demoAccount, newPage, SCREENSHOTS, sidewaysOverflow, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const DISH = 'Млечна баница';
const MILK = 'мляко и млечни продукти (включително лактоза)';

/** The Monday three weeks after this week's, as YYYY-MM-DD (no demo menu is seeded that far ahead). */
function targetWeek() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7) + 21);
  return date.toISOString().slice(0, 10);
}

/** The demo parent's child in the first kindergarten group (3–5), given a milk allergy; returns its full name. */
async function aChildAllergicToMilk() {
  const { email } = demoAccount(state, 'Родител');
  return withDatabase(state, async (db) => {
    const { rows } = await db.query(
      `SELECT s.id, s.kindergarten_id, concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS name
         FROM users u
         JOIN parents p ON p.user_id = u.id
         JOIN student_parents sp ON sp.parent_id = p.id
         JOIN students s ON s.id = sp.student_id
         JOIN student_classes sc ON sc.student_id = s.id AND sc.to_date IS NULL
         JOIN classes c ON c.id = sc.class_id AND c.age_type IN (2, 4)
        WHERE lower(u.email) = lower($1) ORDER BY c.name LIMIT 1`,
      [email],
    );
    assert.ok(rows[0], 'the demo parent has a child in a group of the 3–5 band');
    await db.query(
      `INSERT INTO student_allergens (kindergarten_id, student_id, allergen) VALUES ($1, $2, 7) ON CONFLICT DO NOTHING`,
      [rows[0].kindergarten_id, rows[0].id],
    );
    return rows[0].name;
  });
}

/** Adds the dish found by typing part of its name to a day's meal of the week grid. */
async function addDish(page, meal, day) {
  const picker = page.getByRole('combobox', { name: `Добави ястие: ${meal}, ${day}` });
  await picker.click();
  await picker.fill('Млечна');
  await page.locator(`.ant-select-item-option[title="${DISH}"]:visible`).click();
  await page
    .getByRole('region', { name: `${meal}, ${day}` })
    .getByText(DISH)
    .waitFor();
}

describe('weekly menus: built by the kitchen, approved by the director, read by a parent on a phone', () => {
  it('builds a week of two dishes, approves and publishes it, and the parent sees her child’s allergy warning', async (t) => {
    const week = targetWeek();
    const child = await aChildAllergicToMilk();

    const kitchen = await newPage(state, t, { width: 1366, height: 900 });
    await signInAsDemo(kitchen, state, 'Домакин');
    await kitchen.goto(`/kitchen/create-menu?week=${week}`);
    await kitchen.getByRole('heading', { name: 'Ново меню' }).waitFor();
    await kitchen.getByRole('combobox', { name: 'Възрастова група' }).click();
    await kitchen.locator('.ant-select-item-option[title="Първа и втора група (3–5 г.)"]').click();
    await addDish(kitchen, 'Закуска', 'Понеделник');
    await addDish(kitchen, 'Следобедна закуска', 'Вторник');
    await kitchen.getByRole('button', { name: 'Запиши' }).click();
    await kitchen.waitForURL((url) => /^\/kitchen\/menu\/\d+$/.test(url.pathname));
    const menuPath = new URL(kitchen.url()).pathname;
    await kitchen.getByText('Чернова', { exact: true }).waitFor();

    // The norm of the 3–5 band as the master enters it (its page is proven by its own tests): the director sees the
    // planned week against it before approving.
    await withDatabase(state, (db) =>
      db.query(
        `INSERT INTO nutrition_norms (age_band, effective_from, citation, energy_kcal, protein)
         VALUES (2, '2019-11-05', 'Норма на изпитването (Наредба № 6/2011, Приложение № 2)', 1000, 30)`,
      ),
    );
    const director = await newPage(state, t, { width: 1366, height: 900 });
    await signInAsDemo(director, state, 'Директор');
    await director.goto(menuPath);
    const norms = director.locator('.ant-card', { hasText: 'Спрямо нормите за храненето' });
    await norms.getByText(/^Енергия: средно .+ kcal, норма 1\u00a0000,00 kcal \(.+ % от нормата\)$/).waitFor();
    await norms
      .getByText(/^Норми: Норма на изпитването \(Наредба № 6\/2011, Приложение № 2\) \(в сила от 05\.11\.2019\)\.$/)
      .waitFor();
    await director.getByRole('button', { name: 'Одобри' }).click();
    await director.getByText('Менюто е одобрено.').waitFor();
    await director.getByRole('button', { name: 'Публикувай за родителите' }).click();
    await director.getByText('Менюто е публикувано за родителите.').waitFor();

    const phone = await newPage(state, t, { width: 390, height: 844 });
    await signInAsDemo(phone, state, 'Родител');
    await phone.goto(`/menu?week=${week}`);
    await phone.getByRole('heading', { name: 'Меню' }).waitFor();
    const group = phone.getByRole('combobox', { name: 'Група' });
    if (await group.count()) {
      await group.click();
      await phone.locator('.ant-select-item-option', { hasText: 'Пчелички' }).click();
    }
    const monday = phone.getByRole('region', { name: 'Закуска, Понеделник' });
    await monday.getByText(DISH).waitFor();
    await monday.getByLabel('7. Мляко и млечни продукти (включително лактоза)').waitFor();
    await monday.getByText(`Внимание: съдържа ${MILK} — алергия на ${child}`).waitFor();
    await phone.getByRole('region', { name: 'Алергени' }).getByText('1. Зърнени култури, съдържащи глутен').waitFor();
    assert.equal(await sidewaysOverflow(phone), '', 'the week does not scroll sideways');
    await phone.screenshot({ path: join(SCREENSHOTS, 'menus-parent-phone.png'), fullPage: true });
  });
});
