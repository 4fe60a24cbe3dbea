// Recipes in Chromium (docs/recipes.md): on a 390 px phone the storekeeper (домакин) finds the master's demo recipes,
// adds an own recipe book, builds a recipe from catalogue products — eggs by the piece with their shell as waste, milk in
// millilitres — and, after saving, sees its nutrition per portion computed from the products and its allergens.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { newPage, SCREENSHOTS, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const suffix = Date.now().toString(36);
const BOOK = `Нашите рецепти ${suffix}`;
const NAME = `Омлет с мляко ${suffix}`;

/** Picks the option titled `option` of the antd select labelled `label`, typing part of it first where it searches. */
async function choose(page, label, option, typed) {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  if (typed) await select.fill(typed);
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

/** An exact decimal string as [digits, scale] (no floats): "1031.000" → [1031000n, 3]. */
const exact = (text) => {
  const [whole, fraction = ''] = text.split('.');
  return [BigInt(whole + fraction), fraction.length];
};

/** The antd select of the unit of ingredient `n`. */
const unitOf = (page, n) =>
  page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: `Мерна единица, съставка ${n}` }) });

const overflowOf = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('recipes: a storekeeper builds a recipe from products on a phone', () => {
  it('adds a book and a recipe of eggs and milk, then reads its nutrition per portion and its allergens', async (t) => {
    const phone = await newPage(state, t, { width: 390, height: 844 });
    await signInAsDemo(phone, state, 'Домакин');
    await phone.goto('/kitchen/recipes');
    await phone.getByRole('heading', { name: 'Рецепти' }).waitFor();
    await phone.getByLabel('Търсене по наименование').fill('Таратор');
    await phone.getByLabel('Търсене по наименование').press('Enter');
    await phone.getByRole('link', { name: 'Таратор' }).waitFor();
    assert.ok((await overflowOf(phone)) <= 0, 'the list scrolls sideways');

    await phone.getByRole('button', { name: 'Книги с рецепти' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Книги с рецепти' });
    await dialog.getByLabel('Нова книга').fill(BOOK);
    await dialog.getByRole('button', { name: 'Добави книга' }).click();
    await phone.getByText('Книгата е добавена.').waitFor();
    await dialog.getByText(BOOK).waitFor();
    await phone.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await phone.getByRole('link', { name: 'Нова рецепта' }).click();
    await phone.getByRole('heading', { name: 'Нова рецепта' }).waitFor();
    await phone.getByLabel('Наименование').fill(NAME);
    await choose(phone, 'Книга с рецепти', BOOK);
    await choose(phone, 'Вид на ястието', 'Закуска');
    await phone.getByRole('checkbox', { name: 'Закуска', exact: true }).check();
    await phone.getByRole('checkbox', { name: 'Яслена възраст (1–3 г.)' }).uncheck();
    await phone.getByRole('checkbox', { name: 'Първа и втора група (3–5 г.)' }).uncheck();

    await phone.getByRole('button', { name: 'Добави съставка' }).click();
    await choose(phone, 'Продукт, съставка 1', 'Яйца кокоши, размер M', 'Яйца кокоши');
    await unitOf(phone, 1).getByTitle('Брой').waitFor();
    await phone.getByLabel('Отпадък, %, съставка 1').fill('12');
    await phone.getByLabel('Бруто, 5–7 г., съставка 1').fill('1');
    await phone.getByText('Празно: 0,880').waitFor();
    await phone.getByRole('button', { name: 'Добави съставка' }).click();
    await choose(phone, 'Продукт, съставка 2', 'Прясно мляко 3 %', 'Прясно мляко 3');
    await unitOf(phone, 2).getByTitle('Милилитър').waitFor();
    await phone.getByLabel('Бруто, 5–7 г., съставка 2').fill('50');
    assert.ok((await overflowOf(phone)) <= 0, 'the form scrolls sideways');
    await phone.getByRole('button', { name: 'Запази' }).click();
    await phone.getByText('Рецептата е запазена.').waitFor();
    await phone.waitForURL((url) => /^\/kitchen\/recipes\/\d+$/.test(url.pathname));
    await phone.getByRole('heading', { name: NAME }).waitFor();

    const { rows } = await withDatabase(state, (db) =>
      db.query(
        `SELECT r.kindergarten_id IS NOT NULL AS own, b.name AS book, i.unit, i.waste_percent::text AS waste,
                q.age_band, q.gross::text AS gross, q.net::text AS net, p.energy_kcal::text AS kcal,
                coalesce((SELECT grams::text FROM product_conversions v WHERE v.product_id = p.id AND v.unit IN (1, 5)), '1') AS grams
           FROM recipes r JOIN recipe_books b ON b.id = r.book_id
           JOIN recipe_ingredients i ON i.recipe_id = r.id JOIN products p ON p.id = i.product_id
           JOIN recipe_ingredient_quantities q ON q.ingredient_id = i.id
          WHERE r.name = $1 ORDER BY i.position`,
        [NAME],
      ),
    );
    assert.deepEqual(
      rows.map(({ own, book, unit, waste, age_band, gross, net }) => ({ own, book, unit, waste, age_band, gross, net })),
      [
        { own: true, book: BOOK, unit: 1, waste: '12.0', age_band: 3, gross: '1.000', net: '0.880' },
        { own: true, book: BOOK, unit: 4, waste: '0.0', age_band: 3, gross: '50.000', net: '50.000' },
      ],
    );
    // Σ net × grams per unit × kcal per 100 g / 100: the egg's piece is its conversion, a millilitre a thousandth of the litre.
    const [egg, milk] = rows;
    const term = (row, perUnitScale) => {
      const [net, netScale] = exact(row.net);
      const [grams, gramsScale] = exact(row.grams);
      const [kcal, kcalScale] = exact(row.kcal);
      return [net * grams * kcal, netScale + gramsScale + kcalScale + perUnitScale + 2];
    };
    const [a, aScale] = term(egg, 0);
    const [b, bScale] = term(milk, 3);
    const scale = Math.max(aScale, bScale);
    const total = a * 10n ** BigInt(scale - aScale) + b * 10n ** BigInt(scale - bScale);
    const divisor = 10n ** BigInt(scale - 2);
    const cents = (total * 2n + divisor) / (2n * divisor);
    const expected = `${cents / 100n},${String(cents % 100n).padStart(2, '0')}`;

    await phone.getByText('Хранителна стойност на порция').waitFor();
    const energyRow = phone.getByRole('row', { name: /Енергийна стойност, kcal/ });
    assert.equal((await energyRow.getByRole('cell').nth(1).textContent())?.trim(), expected);
    await phone.getByText('3. Яйца и продукти от тях').waitFor();
    await phone.getByText('7. Мляко и млечни продукти (включително лактоза)').waitFor();
    assert.ok((await overflowOf(phone)) <= 0, 'the recipe page scrolls sideways');
    await phone.screenshot({ path: join(SCREENSHOTS, 'recipes-phone.png'), fullPage: true });
  });
});
