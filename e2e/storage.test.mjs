// The food warehouse in Chromium (docs/storage.md, docs/meal-calculations.md): the demo storekeeper (домакин), on a
// 390 px phone, records a delivery of two lines — cheese by the kilogram and eggs by the piece — with its stock receipt,
// then finds the cheese among the stock with the moving weighted average price the ledger holds; no page scrolls
// sideways. Then the month's work (issue 19): she issues the day's products from the meal calculation, writes off a
// spoiled batch, counts the cold room with an inventory, and the trial balance agrees with the ledger.
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

  it('issues the day’s products from the calculation, scraps a spoiled batch, counts the cold room; the trial balance agrees', async (t) => {
    const page = await newPage(state, t, { width: 1280, height: 900 });
    await signInAsDemo(page, state, 'Домакин');
    const { calculation, needs, supplierId, cold, today } = await withDatabase(state, async (db) => {
      const { rows } = await db.query(
        `SELECT c.id, c.kindergarten_id AS "kindergartenId", c.for_date::text AS "forDate", c.warehouse_id AS "warehouseId"
           FROM meal_calculations c ORDER BY c.for_date DESC LIMIT 1`,
      );
      const [found] = rows;
      const products = await db.query(
        `SELECT mp.product_id AS "productId", p.unit, ceil(sum(mp.quantity))::int + 1 AS quantity
           FROM meal_calculation_products mp JOIN products p ON p.id = mp.product_id
          WHERE mp.calculation_id = $1 GROUP BY mp.product_id, p.unit HAVING sum(mp.quantity) > 0`,
        [found.id],
      );
      const supplier = await db.query(`SELECT id FROM suppliers WHERE kindergarten_id = $1 ORDER BY id LIMIT 1`, [
        found.kindergartenId,
      ]);
      const room = await db.query(`SELECT id FROM warehouses WHERE kindergarten_id = $1 AND name = 'Хладилна камера'`, [
        found.kindergartenId,
      ]);
      const day = await db.query(`SELECT (now() AT TIME ZONE 'Europe/Sofia')::date::text AS today`);
      return {
        calculation: found,
        needs: products.rows,
        supplierId: supplier.rows[0].id,
        cold: room.rows[0].id,
        today: day.rows[0].today,
      };
    });
    assert.ok(needs.length > 3, 'the demo calculation needs products');
    // The week's delivery for the calculation's warehouse, through the API as the receipt form sends it.
    const token = await page.evaluate(() => window.localStorage.getItem('auth._token.local'));
    const delivered = await page.evaluate(
      async ({ bearer, body }) => {
        const response = await fetch('/api/UnitedStockReceipts', {
          method: 'POST',
          headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return response.status;
      },
      {
        bearer: token,
        body: {
          supplierId,
          warehouseId: calculation.warehouseId,
          receiptDate: calculation.forDate,
          invoiceNumber: `${INVOICE}-С`,
          invoiceDate: calculation.forDate,
          note: null,
          lines: needs.map((need, index) => ({
            productId: need.productId,
            unit: need.unit,
            quantity: String(need.quantity),
            unitPrice: '2.5',
            batchNumber: `К-${index + 1}`,
            expiryDate: '2099-12-31',
            manufacturerId: null,
            checkResult: 1,
            checkNote: null,
          })),
        },
      },
    );
    assert.equal(delivered, 200);

    // The calculation makes its stock request; completing it issues the products.
    await page.goto(`/storage/calculations/${calculation.id}`);
    await page.getByRole('button', { name: 'Искане за склада' }).click();
    await page.waitForURL((url) => /^\/storage\/requests\/\d+$/.test(url.pathname));
    const requestId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: /^Искане № \d+\/\d{4}$/ }).waitFor();
    await page.getByRole('button', { name: 'Приключи' }).click();
    await page.getByText('Искането е приключено: продуктите са изписани от склада.').waitFor();
    const issued = await withDatabase(state, (db) =>
      db.query(
        `SELECT l.product_id AS "productId", sum(-m.quantity)::numeric(12,3)::text AS quantity
           FROM stock_request_lines l JOIN stock_movements m ON m.request_line_id = l.id
          WHERE l.request_id = $1 GROUP BY l.product_id`,
        [requestId],
      ),
    );
    assert.equal(issued.rows.length, needs.length, 'every product of the calculation is issued');

    // A spoiled batch of yoghurt in the cold room is written off by a commission.
    await page.goto('/storage/scrappings/create');
    await page.getByRole('heading', { name: 'Нов протокол за бракуване' }).waitFor();
    await choose(page, 'Склад', 'Хладилна камера');
    await choose(page, 'Вид бракуване', 'Развален или повреден');
    await page.getByLabel('Причина').fill('Издути опаковки при проверката сутринта');
    for (const [index, role] of ['председател', 'член 1', 'член 2'].entries()) {
      await page.getByLabel(`Име, ${role}`).fill(['Мария Петрова', 'Иван Иванов', 'Елена Стоянова'][index]);
      await page.getByLabel(`Длъжност, ${role}`).fill(['Директор', 'Домакин', 'Медицинска сестра'][index]);
    }
    await choose(page, 'Продукт, ред 1', 'Кисело мляко 3,6 %', 'Кисело');
    await page.getByRole('combobox', { name: 'Партида, ред 1' }).click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first().click();
    await page.getByLabel('Количество, ред 1').fill('2');
    await page.getByRole('button', { name: 'Запиши протокола' }).click();
    await page.waitForURL((url) => /^\/storage\/scrappings\/\d+$/.test(url.pathname));
    await page.getByRole('button', { name: 'Приключи' }).click();
    await page.getByText('Протоколът е приключен: продуктите са бракувани и изписани от склада.').waitFor();

    // The cold room's inventory: every product counted as the book has it, but one yoghurt short.
    const book = await withDatabase(state, (db) =>
      db.query(
        `SELECT p.name, trim_scale(b.quantity)::text AS quantity FROM stock_balances b JOIN products p ON p.id = b.product_id
          WHERE b.warehouse_id = $1 AND b.quantity > 0 ORDER BY p.name`,
        [cold],
      ),
    );
    await page.goto('/storage/references/stock-inventory-register/create');
    await page.getByRole('heading', { name: /^Нова инвентаризация № \d+$/ }).waitFor();
    await choose(page, 'Склад', 'Хладилна камера');
    for (const [index, name] of ['Мария Петрова', 'Иван Иванов'].entries()) {
      await page.getByLabel(index === 0 ? 'Председател' : `Член ${index}`, { exact: true }).fill(name);
      await page.getByLabel(index === 0 ? 'Длъжност на председателя' : `Длъжност на член ${index}`).fill('Член на комисията');
    }
    for (const line of book.rows) {
      const counted = line.name === 'Кисело мляко 3,6 %' ? String(Number(line.quantity) - 1) : line.quantity;
      await page.getByLabel(`Преброено количество на ${line.name}`).fill(counted.replace('.', ','));
    }
    await page.getByRole('button', { name: 'Запиши и осчетоводи' }).click();
    await page.getByText('Инвентаризацията е записана и осчетоводена.').waitFor();
    await page.waitForURL((url) => /^\/storage\/references\/stock-inventory-register\/\d+$/.test(url.pathname));

    // The trial balance of the cold room for the month closes at what the ledger holds, to the cent.
    const { rows: ledger } = await withDatabase(state, (db) =>
      db.query(
        `SELECT round(coalesce(sum(value), 0), 2)::text AS closing,
                count(*) FILTER (WHERE kind = 3) AS scrapped, count(*) FILTER (WHERE kind = 5) AS short
           FROM stock_movements WHERE warehouse_id = $1 AND movement_date <= $2`,
        [cold, today],
      ),
    );
    assert.ok(Number(ledger[0].scrapped) >= 1 && Number(ledger[0].short) >= 1, 'the scrapping and the shortage are posted');
    const [whole, cents] = ledger[0].closing.split('.');
    const closing = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${cents} €`;
    await page.goto(`/storage/references/trial-balance?warehouse=${cold}&from=${today.slice(0, 8)}01&to=${today}`);
    await page.getByRole('heading', { name: 'Оборотна ведомост' }).waitFor();
    const totals = page.locator('.ant-table-summary tr').filter({ hasText: 'Общо' });
    await totals.waitFor();
    assert.equal((await totals.locator('td').last().innerText()).trim(), closing);
  });
});
