// The provider documents in Chromium against the real product and the demo fees (docs/provider-invoices.md): the demo
// director, on a phone, hands last month's cash of „Спортен клуб Шампион“ (no ePay: the desk collects for it) over with
// a protocol — its total is the database's sum of the frozen payments, and they were exactly the pending ones — then
// issues the invoice in the provider's name and sees its 10-digit number.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { demoAccount, newPage, SCREENSHOTS, sidewaysOverflow, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const PHONE = { width: 390, height: 844 };
const PROVIDER = '„Спортен клуб Шампион“';
const MONTHS = [
  'Януари',
  'Февруари',
  'Март',
  'Април',
  'Май',
  'Юни',
  'Юли',
  'Август',
  'Септември',
  'Октомври',
  'Ноември',
  'Декември',
];

/** Last month (Sofia) and the desk payments of the provider in the demo director's kindergarten paid by its end. */
async function pending() {
  return withDatabase(state, async (db) => {
    const { rows } = await db.query(
      `WITH last AS (SELECT (date_trunc('month', (now() AT TIME ZONE 'Europe/Sofia')::date) - interval '1 month')::date AS day),
            k AS (SELECT selected_kindergarten_id AS id FROM users WHERE lower(email) = lower($1))
       SELECT extract(month FROM last.day)::int AS month, extract(year FROM last.day)::int AS year, k.id AS "kindergartenId",
              coalesce(array_agg(p.id ORDER BY p.id) FILTER (WHERE p.id IS NOT NULL), '{}') AS "paymentIds",
              coalesce(sum(p.amount_cents), 0)::int AS total
         FROM last, k
         LEFT JOIN activity_payments p ON p.kindergarten_id = k.id AND p.online_order_id IS NULL AND p.annulled_at IS NULL
          AND p.paid_on < (SELECT day + interval '1 month' FROM last)
          AND EXISTS (SELECT 1 FROM activity_fees f JOIN activity_providers ap ON ap.id = f.provider_id
                       WHERE f.id = p.fee_id AND ap.name = $2)
          AND NOT EXISTS (SELECT 1 FROM provider_protocol_payments pp WHERE pp.payment_id = p.id)
        GROUP BY last.day, k.id`,
      [demoAccount(state, 'Директор').email, PROVIDER],
    );
    return rows[0];
  });
}

describe('provider documents', () => {
  it('the director hands last month’s cash over with a protocol and issues the invoice, on a phone', async (t) => {
    const { month, year, kindergartenId, paymentIds, total } = await pending();
    assert.ok(paymentIds.length > 0, 'the demo data has desk payments of the provider last month');
    const page = await newPage(state, t, PHONE);
    await signInAsDemo(page, state, 'Директор');
    await page.goto('/activities/accounting');
    await page.getByRole('heading', { name: 'Счетоводни документи' }).waitFor();
    await page.getByRole('button', { name: 'Нов протокол' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Доставчик').click();
    await page.getByTitle(PROVIDER).click();
    await drawer.getByLabel('Месец').click();
    await page.getByTitle(`${MONTHS[month - 1]} ${year}`).click();
    await drawer.getByText(`Избрани: ${paymentIds.length} плащания`, { exact: false }).waitFor();
    assert.equal(await sidewaysOverflow(page), '', 'no sideways scroll');
    await page.screenshot({ path: join(SCREENSHOTS, 'provider-invoices-protocol-phone.png') });
    await drawer.getByRole('button', { name: 'Създай протокол' }).click();
    await page.getByText('Протоколът е създаден.').waitFor();
    await page.getByRole('link', { name: 'Издай фактура' }).first().waitFor();
    await drawer.waitFor({ state: 'hidden' });
    assert.equal(await sidewaysOverflow(page), '', 'no sideways scroll');
    await page.screenshot({ path: join(SCREENSHOTS, 'provider-invoices-list-phone.png') });

    const protocol = await withDatabase(state, async (db) => {
      const { rows } = await db.query(
        `SELECT pr.id, pr.total_cents AS total,
                (SELECT array_agg(pp.payment_id ORDER BY pp.payment_id) FROM provider_protocol_payments pp WHERE pp.protocol_id = pr.id) AS "paymentIds",
                (SELECT sum(p.amount_cents)::int FROM provider_protocol_payments pp JOIN activity_payments p ON p.id = pp.payment_id
                  WHERE pp.protocol_id = pr.id) AS "sumOfPayments"
           FROM provider_protocols pr WHERE pr.kindergarten_id = $1 AND pr.year = $2 AND pr.month = $3`,
        [kindergartenId, year, month],
      );
      return rows;
    });
    assert.equal(protocol.length, 1);
    assert.deepEqual(protocol[0].paymentIds, paymentIds);
    assert.equal(protocol[0].total, total);
    assert.equal(protocol[0].sumOfPayments, total);

    await page.getByRole('link', { name: 'Издай фактура' }).first().click();
    await page.waitForURL((url) => url.pathname === '/activities/accounting/invoice/create');
    await page.getByRole('button', { name: 'Издай фактура' }).click();
    await page.waitForURL((url) => url.pathname === `/activities/accounting/invoice/${protocol[0].id}`);
    await page.getByRole('heading', { name: /^Фактура № \d{10}$/ }).waitFor();
    await page.getByText(/чл\. 113, ал\. 9 от ЗДДС/).waitFor();
    const invoice = await withDatabase(
      state,
      async (db) =>
        (
          await db.query(`SELECT number, total_cents AS total, vat_cents AS vat FROM provider_invoices WHERE protocol_id = $1`, [
            protocol[0].id,
          ])
        ).rows,
    );
    assert.equal(invoice.length, 1);
    assert.equal(invoice[0].total, total);
    assert.equal(invoice[0].vat, 0);
    assert.ok(await page.getByRole('heading', { name: `Фактура № ${String(invoice[0].number).padStart(10, '0')}` }).isVisible());
  });
});
