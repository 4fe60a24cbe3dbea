// The food warehouse in Chromium (docs/storage.md): the demo storekeeper (домакин), on a 390 px phone, records a
// delivery of two lines — cheese by the kilogram and eggs by the piece — with its stock receipt, then finds the cheese
// among the stock with the moving weighted average price the ledger holds; no page scrolls sideways.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { newPage, SCREENSHOTS, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const INVOICE = `Ф-${Date.now().toString(36)}`;

/** Picks the option titled `option` of the antd select labelled `label`, typing part of it first where it searches. */
async function choose(page, label, option, typed) {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  if (typed) await select.fill(typed);
  await page.locator(`.ant-select-item-option[title="${option}"]`).click();
}

async function assertNoSidewaysScroll(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${what} scrolls sideways by ${overflow} px`);
}

describe('storage: stock receipts and availability', () => {
  it('a storekeeper on a phone records a delivery of two lines and sees the stock with its average price', async (t) => {
    const phone = await newPage(state, t, { width: 390, height: 844 });
    await signInAsDemo(phone, state, 'Домакин');
    await phone.goto('/storage/stock/create');
    await phone.getByRole('heading', { name: 'Нова складова разписка' }).waitFor();
    await choose(phone, 'Склад', 'Хладилна камера');
    await choose(phone, 'Доставчик', 'Млечни продукти „Родопа“ ЕООД (демо)', 'Млечни');
    await phone.getByLabel('Фактура №').fill(INVOICE);
    await choose(phone, 'Продукт, ред 1', 'Сирене краве (килограм)', 'Сирене кр');
    await phone.getByLabel('Количество, ред 1').fill('5');
    await phone.getByLabel('Единична цена, ред 1').fill('10,20');
    await phone.getByLabel('Партида, ред 1').fill('С-77');
    await phone.getByRole('button', { name: 'Добави ред' }).click();
    await choose(phone, 'Продукт, ред 2', 'Яйца кокоши, размер M (брой)', 'Яйца');
    await phone.getByLabel('Количество, ред 2').fill('60');
    await phone.getByLabel('Единична цена, ред 2').fill('0,25');
    // 5 × 10.20 + 60 × 0.25 = 66.00 €, computed exactly on the page.
    await phone.getByText('Общо приета стока: 66,00 €').waitFor();
    await assertNoSidewaysScroll(phone, 'the receipt form');
    await phone.getByRole('button', { name: 'Запиши и заприходи' }).click();
    await phone.getByText('Складовата разписка е записана и заприходена.').waitFor();
    await phone.waitForURL((url) => /^\/storage\/stock\/\d+$/.test(url.pathname));
    await phone.getByRole('heading', { name: /^Складова разписка № \d+\/\d{4}$/ }).waitFor();
    await phone.getByText('Общо: 66,00 €').waitFor();

    const { rows: lines } = await withDatabase(state, (db) =>
      db.query(
        `SELECT p.name, l.base_quantity::numeric(12,3)::text AS quantity, l.value::numeric(12,2)::text AS value
           FROM stock_receipt_lines l JOIN stock_receipts r ON r.id = l.receipt_id JOIN products p ON p.id = l.product_id
          WHERE r.invoice_number = $1 ORDER BY l.position`,
        [INVOICE],
      ),
    );
    assert.deepEqual(lines, [
      { name: 'Сирене краве', quantity: '5.000', value: '51.00' },
      { name: 'Яйца кокоши, размер M', quantity: '60.000', value: '15.00' },
    ]);
    const { rows: balances } = await withDatabase(state, (db) =>
      db.query(
        `SELECT b.quantity::numeric(12,3)::text AS quantity, round(b.value / b.quantity, 4)::text AS average
           FROM stock_balances b JOIN products p ON p.id = b.product_id JOIN warehouses w ON w.id = b.warehouse_id
           JOIN stock_receipts r ON r.warehouse_id = w.id AND r.invoice_number = $1
          WHERE p.name = 'Сирене краве'`,
        [INVOICE],
      ),
    );
    assert.equal(balances.length, 1);
    const [whole, fraction] = balances[0].quantity.split('.');
    const [avgWhole, avgFraction] = balances[0].average.split('.');

    await phone.goto('/storage/stock-availability');
    await phone.getByRole('heading', { name: 'Наличности' }).waitFor();
    await choose(phone, 'Склад', 'Хладилна камера');
    await phone.getByLabel('Търсене на продукт').fill('Сирене краве');
    await phone.getByLabel('Търсене на продукт').press('Enter');
    await phone.getByText(`${whole},${fraction} килограм`).first().waitFor();
    await phone.getByText(`${avgWhole},${avgFraction} € / килограм`).first().waitFor();
    await assertNoSidewaysScroll(phone, 'the availability page');
    await phone.screenshot({ path: join(SCREENSHOTS, 'storage-availability-phone.png'), fullPage: true });
  });
});
