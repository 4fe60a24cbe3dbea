// Online payments in Chromium against the real product and the local ePay (tools/epay-simulator; docs/online-payments.md):
// the demo parent pays a fee by ePay on a phone (the simulator's page, „Плати“, back to the fee page, which turns the fee
// paid when the signed notification lands, and so does the director's open page of the child's month), gets an EasyPay code and it is paid at the simulated cash desk, pays two
// children's fees with one transfer; the master runs the webhook self-test to „Потвърдени“. The fees are arranged in
// January 2099 so that they never meet the demo's own.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import {
  demoAccount,
  hubConnected,
  newPage,
  SCREENSHOTS,
  sidewaysOverflow,
  signInAsDemo,
  useProduct,
  withDatabase,
} from './support.mjs';

const state = useProduct();
const withDb = (work) => withDatabase(state, work);
const PHONE = { width: 375, height: 812 };
const YEAR = 2099;

/** The demo parent's children and an activity of the ePay provider in their kindergarten. */
async function family() {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `SELECT s.id, s.first_name || ' ' || s.last_name AS name, s.kindergarten_id AS kg,
              (SELECT a.id FROM activities a JOIN activity_providers p ON p.id = a.provider_id
                WHERE a.kindergarten_id = s.kindergarten_id AND p.epay_min IS NOT NULL ORDER BY a.id LIMIT 1) AS "activityId",
              (SELECT a.name FROM activities a JOIN activity_providers p ON p.id = a.provider_id
                WHERE a.kindergarten_id = s.kindergarten_id AND p.epay_min IS NOT NULL ORDER BY a.id LIMIT 1) AS "activityName"
         FROM users u JOIN parents pa ON pa.user_id = u.id AND pa.kindergarten_id = u.selected_kindergarten_id
         JOIN student_parents sp ON sp.parent_id = pa.id JOIN students s ON s.id = sp.student_id
        WHERE lower(u.email) = lower($1) ORDER BY s.id`,
      [demoAccount(state, 'Родител').email],
    );
    assert.ok(rows.length >= 2 && rows[0].activityId, 'the demo parent has two children and an ePay activity');
    return rows;
  });
}

/** A fee of the child in January 2099 (the month given), unpaid. */
const aFee = (child, month, amountCents) =>
  withDb(async (db) => {
    const { rows } = await db.query(
      `INSERT INTO activity_fees (kindergarten_id, activity_id, student_id, provider_id, year, month, price_model, base_cents, amount_cents)
       SELECT a.kindergarten_id, a.id, $2, a.provider_id, $3, $4, a.price_model, $5, $5 FROM activities a WHERE a.id = $1
       RETURNING id`,
      [child.activityId, child.id, YEAR, month, amountCents],
    );
    return rows[0].id;
  });

const feeState = (id) =>
  withDb(
    async (db) =>
      (
        await db.query(
          `SELECT f.paid_cents AS "paidCents", array(SELECT p.method FROM activity_payments p WHERE p.fee_id = f.id) AS methods
             FROM activity_fees f WHERE f.id = $1`,
          [id],
        )
      ).rows[0],
  );

const label = (child, month) => `${child.name}, „${child.activityName}“, ${String(month).padStart(2, '0')}.${YEAR}`;

describe('online payments against the ePay simulator', () => {
  it('a parent pays a fee by ePay on a phone; the parent’s and the director’s pages turn it paid when ePay’s notification lands', async (t) => {
    const [child] = await family();
    const fee = await aFee(child, 1, 2280);
    // The director watches the child's month with the kindergarten selected (H1's page, live on ActivityFeesChanged).
    await withDb((db) =>
      db.query(`UPDATE users SET selected_kindergarten_id = $2 WHERE lower(email) = lower($1)`, [
        demoAccount(state, 'Директор').email,
        child.kg,
      ]),
    );
    const director = await newPage(state, t);
    await signInAsDemo(director, state, 'Директор');
    const directorHub = hubConnected(director);
    await director.goto(`/activities/fees/${YEAR}/1/${child.id}`);
    await directorHub;
    await director.getByText('Неплатена', { exact: true }).first().waitFor();

    const page = await newPage(state, t, PHONE);
    await signInAsDemo(page, state, 'Родител');
    const hub = hubConnected(page);
    await page.goto('/parents-fees');
    await hub;
    await page.getByRole('button', { name: `Плати с ePay: ${label(child, 1)}` }).click();
    // The simulator's page: the amount and the description, „Плати“ / „Откажи“.
    await page.waitForURL((url) => url.origin === new URL(state.product.epay.url).origin);
    await page.getByText('22,80 €').waitFor();
    await page.getByRole('button', { name: 'Откажи' }).waitFor();
    await page.getByRole('button', { name: 'Плати' }).click();
    await page.waitForURL((url) => url.pathname === '/parents-fees');
    const card = page.getByRole('listitem').filter({ hasText: `${child.name} · 01.${YEAR}` });
    await card.getByText('Платена', { exact: true }).waitFor();
    assert.deepEqual(await feeState(fee), { paidCents: 2280, methods: [4] });
    // The director's page turned it paid by itself.
    await director.getByText('Платена', { exact: true }).first().waitFor();
    assert.equal(await sidewaysOverflow(page), '', 'the page fits the phone’s width');
    await page.screenshot({ path: join(SCREENSHOTS, 'online-payments-parent.png'), fullPage: true });
  });

  it('an EasyPay code is issued and paid at the simulated cash desk', async (t) => {
    const [child] = await family();
    const fee = await aFee(child, 2, 2500);
    const page = await newPage(state, t, PHONE);
    await signInAsDemo(page, state, 'Родител');
    await page.goto('/parents-fees');
    await page.getByRole('button', { name: `Код за EasyPay: ${label(child, 2)}` }).click();
    const code = page.getByRole('group', { name: 'Код за плащане в EasyPay' }).first();
    await code.getByText(/^\d{10}$/).waitFor();
    const idn = (await code.getByText(/^\d{10}$/).textContent()).trim();
    const desk = await newPage(state, t, PHONE);
    await desk.goto(`${state.product.epay.url}/ezp/desk`);
    await desk.getByLabel('Код за плащане (IDN)').fill(idn);
    await desk.getByRole('button', { name: 'Търси' }).click();
    await desk.getByRole('button', { name: 'Плати' }).click();
    await desk.getByText('Платено: 25,00 €').waitFor();
    await state.product.epay.settled();
    assert.deepEqual(await feeState(fee), { paidCents: 2500, methods: [6] });
  });

  it('a family pays two children’s fees with one transfer', async (t) => {
    const [first, second] = await family();
    const fees = [await aFee(first, 3, 2000), await aFee({ ...second, activityId: first.activityId }, 3, 1500)];
    const page = await newPage(state, t, PHONE);
    await signInAsDemo(page, state, 'Родител');
    await page.goto('/parents-fees');
    await page.getByRole('button', { name: 'Плати всички с ePay' }).click();
    await page.waitForURL((url) => url.origin === new URL(state.product.epay.url).origin);
    await page.getByRole('button', { name: 'Плати' }).click();
    await page.waitForURL((url) => url.pathname === '/parents-fees');
    await state.product.epay.settled();
    assert.deepEqual(await feeState(fees[0]), { paidCents: 2000, methods: [4] });
    assert.deepEqual(await feeState(fees[1]), { paidCents: 1500, methods: [4] });
  });

  it('the master runs the webhook self-test to Verified', async (t) => {
    const providerId = await withDb(
      async (db) =>
        (await db.query(`SELECT id FROM activity_providers WHERE epay_min IS NOT NULL ORDER BY id LIMIT 1`)).rows[0].id,
    );
    const page = await newPage(state, t);
    await signInAsDemo(page, state, 'Главен администратор');
    await page.goto(`/admin/activities/providers/${providerId}`);
    await page.getByRole('button', { name: 'Провери известяванията' }).click();
    await page.getByText(/Проверката е заявена \(код (\d{10})/).waitFor();
    const text = await page.getByText(/Проверката е заявена/).textContent();
    const idn = /код (\d{10})/.exec(text)[1];
    // ePay would expire it after two minutes: the simulator does it now.
    assert.ok(state.product.epay.expire(state.product.epay.byIdn(idn)));
    await state.product.epay.settled();
    await page.reload();
    await page.getByText('Потвърдени', { exact: true }).waitFor();
  });
});
