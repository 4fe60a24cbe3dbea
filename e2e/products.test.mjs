// Products in Chromium (docs/products.md): the master adds a product to the catalogue with two allergens by their menu
// numbers, nutrients per 100 g and their source; the storekeeper (домакин) then finds it on a 390 px phone among the
// catalogue's and the kindergarten's products — a card, no horizontal scrolling — and opens it read-only.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { newPage, SCREENSHOTS, sidewaysOverflow, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const NAME = `Пюре от тиква и ябълка ${Date.now().toString(36)}`;

/** Picks the option titled `option` of the antd select labelled `label`, typing part of it first where it searches. */
async function choose(page, label, option, typed) {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  if (typed) await select.fill(typed);
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

describe('products: the master’s catalogue and the storage', () => {
  it('the master adds a product with allergens and nutrients; the storekeeper finds it on a phone', async (t) => {
    const master = await newPage(state, t);
    await signInAsDemo(master, state, 'Главен администратор');
    await master.goto('/admin/products/list/create');
    await master.getByRole('heading', { name: 'Нов продукт' }).waitFor();
    await master.getByLabel('Наименование').fill(NAME);
    await choose(master, 'Категория', 'Плодове', 'Плод');
    await choose(master, 'Мерна единица', 'Грам');
    await master.getByRole('checkbox', { name: '1. Зърнени култури, съдържащи глутен' }).check();
    await master.getByRole('checkbox', { name: '7. Мляко и млечни продукти (включително лактоза)' }).check();
    await master.getByText('Без източник').waitFor();
    await master.getByLabel('Енергийна стойност, kcal').fill('64');
    await master.getByLabel('Белтъчини, g').fill('1,2');
    await master.getByLabel('Сол, g').fill('0.02');
    await master.getByLabel('Източник', { exact: true }).fill('USDA SR28 NDB 09003');
    await master.getByText('С източник').waitFor();
    await master.getByRole('button', { name: 'Запази' }).click();
    await master.getByText('Продуктът е запазен.').waitFor();
    await master.waitForURL((url) => url.pathname === '/admin/products/list');

    const { rows } = await withDatabase(state, (db) =>
      db.query(
        `SELECT p.kindergarten_id, p.energy_kcal::text, p.protein::text, p.salt::text, p.nutrient_source,
                array(SELECT allergen FROM product_allergens a WHERE a.product_id = p.id ORDER BY allergen) AS allergens
           FROM products p WHERE p.name = $1`,
        [NAME],
      ),
    );
    assert.deepEqual(rows, [
      {
        kindergarten_id: null,
        energy_kcal: '64.00',
        protein: '1.20',
        salt: '0.020',
        nutrient_source: 'USDA SR28 NDB 09003',
        allergens: [1, 7],
      },
    ]);

    const phone = await newPage(state, t, { width: 390, height: 844 });
    await signInAsDemo(phone, state, 'Домакин');
    await phone.goto('/storage/products');
    await phone.getByRole('heading', { name: 'Продукти' }).waitFor();
    await phone.getByLabel('Търсене по наименование').fill(NAME.slice(0, 22));
    await phone.getByLabel('Търсене по наименование').press('Enter');
    const card = phone.getByRole('link', { name: NAME });
    await card.waitFor();
    await phone.getByLabel('7. Мляко и млечни продукти (включително лактоза)').first().waitFor();
    assert.equal(await sidewaysOverflow(phone), '', 'the page does not scroll sideways');
    await phone.screenshot({ path: join(SCREENSHOTS, 'products-phone.png'), fullPage: true });

    await card.click();
    await phone.getByRole('heading', { name: NAME }).waitFor();
    await phone.getByRole('button', { name: 'Копирай като собствен' }).waitFor();
    assert.equal(
      await phone.getByRole('checkbox', { name: '7. Мляко и млечни продукти (включително лактоза)' }).isChecked(),
      true,
    );
    assert.equal(await phone.getByLabel('Наименование').isDisabled(), true);
    assert.equal(await sidewaysOverflow(phone), '', 'the product page does not scroll sideways');
  });
});
