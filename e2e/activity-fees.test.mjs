// The director's desk payment in Chromium against the real product and the demo fees (docs/activity-fees.md): the
// demo director opens „Такси“, finds a child's unpaid fee by the child's name, pays it in cash at the desk, downloads
// the receipt (a PDF; the database has the payment with the fee's amount in cents and the receipt number shown), sees
// the fee among the paid ones and on the child's month, annuls the payment with a reason and sees the fee unpaid again.
// On a 390 px phone the same list is one card per fee without horizontal scrolling.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, it } from './testing.mjs';
import { demoAccount, newPage, SCREENSHOTS, sidewaysOverflow, signInAsDemo, useProduct, withDatabase } from './support.mjs';

const state = useProduct();
const withDb = (work) => withDatabase(state, work);
const PHONE = { width: 390, height: 844 };
const CASH = 2; // PaymentMethod.Cash
const NOT_PAID = 3; // FeePaymentStatus.NotPaid

/**
 * An unpaid fee of the demo director's kindergarten without any payment, of the newest month the demo charges (the
 * current one stays unpaid in the demo data): `{ id, year, month, studentId, studentName, activityName, amountCents }`.
 */
async function anUnpaidFee() {
  const fee = await withDb(async (db) => {
    const { rows } = await db.query(
      `SELECT f.id, f.year, f.month, f.student_id AS "studentId", f.amount_cents AS "amountCents",
              concat_ws(' ', s.first_name, s.middle_name, s.last_name) AS "studentName", a.name AS "activityName"
         FROM activity_fees f
         JOIN students s ON s.id = f.student_id
         JOIN activities a ON a.id = f.activity_id
        WHERE f.kindergarten_id = (SELECT selected_kindergarten_id FROM users WHERE lower(email) = lower($1))
          AND f.status = $2 AND f.paid_cents = 0 AND f.amount_cents > 0
          AND NOT EXISTS (SELECT 1 FROM activity_payments p WHERE p.fee_id = f.id)
        ORDER BY f.year DESC, f.month DESC, f.id
        LIMIT 1`,
      [demoAccount(state, 'Директор').email, NOT_PAID],
    );
    return rows[0];
  });
  assert.ok(fee, 'the demo director’s kindergarten has an unpaid fee');
  return fee;
}

/** The fee's payments and its state, straight from the tables. */
const feeState = (id) =>
  withDb(async (db) => {
    const fee = await db.query(`SELECT paid_cents AS "paidCents", status FROM activity_fees WHERE id = $1`, [id]);
    const payments = await db.query(
      `SELECT amount_cents AS "amountCents", method, receipt_number AS "receiptNumber",
              annulled_at IS NOT NULL AS annulled, annul_reason AS "annulReason"
         FROM activity_payments WHERE fee_id = $1 ORDER BY id`,
      [id],
    );
    return { ...fee.rows[0], payments: payments.rows };
  });

/** "2 500,50 €" as the page writes it, without its spaces: "2500,50€". */
const euros = (cents) => `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}€`;
const bare = (text) => text.replace(/\s/g, '');

describe('activity fees at the desk', () => {
  it('the director pays a child’s fee in cash, downloads the receipt and annuls the payment with a reason', async (t) => {
    const fee = await anUnpaidFee();
    const page = await newPage(state, t);
    await signInAsDemo(page, state, 'Директор');
    await page.goto(`/activities/fees?year=${fee.year}&month=${fee.month}`);
    await page.getByRole('heading', { name: 'Такси за дейности' }).waitFor();

    // Find the child by name: the list narrows to the child's unpaid fees.
    const search = page.getByRole('searchbox', { name: 'Търсене по име на дете' });
    await search.fill(fee.studentName);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('search') === fee.studentName);
    const pay = page.getByRole('button', { name: `Плати таксата на ${fee.studentName} за „${fee.activityName}“` });
    await pay.click();

    // The dialog offers what is due, in cash, today.
    const dialog = page.getByRole('dialog', { name: 'Плащане на такса' });
    const summary = dialog.getByText(`${fee.studentName}, „${fee.activityName}“`);
    assert.ok(bare(await summary.textContent()).endsWith(`остава${euros(fee.amountCents)}.`), 'the due amount is named');
    assert.equal(await dialog.getByRole('radio', { name: 'В брой' }).isChecked(), true);
    await dialog.getByRole('button', { name: 'Запиши плащането' }).click();
    const recorded = dialog.getByText(/^Плащането от .+ е записано\. Квитанция № \d+\.$/);
    await recorded.waitFor();
    const receiptNumber = Number(/Квитанция № (\d+)/.exec(await recorded.textContent())[1]);
    assert.ok(bare(await recorded.textContent()).startsWith(`Плащанетоот${euros(fee.amountCents)}езаписано`));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: /Изтегли квитанцията/ }).click(),
    ]);
    const pdf = await readFile(await download.path());
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');
    assert.deepEqual(await feeState(fee.id), {
      paidCents: fee.amountCents,
      status: 1, // Paid
      payments: [{ amountCents: fee.amountCents, method: CASH, receiptNumber, annulled: false, annulReason: null }],
    });

    // Paid: gone from the unpaid fees, listed among the paid ones.
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Затвори' }).click();
    await pay.waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: 'Статус' }).click();
    await page.getByTitle('Платени', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'paid');
    const row = page.getByRole('row').filter({ hasText: fee.studentName }).filter({ hasText: fee.activityName });
    await row.getByText('Платена', { exact: true }).waitFor();
    await page.screenshot({ path: join(SCREENSHOTS, 'activity-fees-paid.png'), fullPage: true });

    // The child's month: the payment with its receipt; annulled with a reason, the fee is unpaid again.
    await row.getByRole('link', { name: fee.studentName }).click();
    await page.waitForURL((url) => url.pathname === `/activities/fees/${fee.year}/${fee.month}/${fee.studentId}/${fee.id}`);
    await page.getByRole('heading', { name: new RegExp(`^${fee.studentName}: такси за `) }).waitFor();
    const card = page
      .locator('.ant-card-small')
      .filter({ has: page.locator('.ant-card-head-title', { hasText: fee.activityName }) });
    await card.getByText('Платена', { exact: true }).waitFor();
    await card.getByText(`Квитанция № ${receiptNumber}`).waitFor();
    await card.getByRole('button', { name: 'Анулирай' }).click();
    const annul = page.getByRole('dialog', { name: 'Анулиране на плащане' });
    const reason = 'Грешно записана сума на касата';
    await annul.getByRole('textbox', { name: 'Причина за анулирането' }).fill(reason);
    await annul.getByRole('button', { name: 'Анулирай' }).click();
    await page.getByText('Плащането е анулирано.').waitFor();
    await card.getByText('Неплатена', { exact: true }).waitFor();
    await card.getByText('Анулирано', { exact: true }).waitFor();
    await card.getByText(new RegExp(`: ${reason}$`)).waitFor();
    await card.getByRole('button', { name: 'Плати' }).waitFor();
    assert.deepEqual(await feeState(fee.id), {
      paidCents: 0,
      status: NOT_PAID,
      payments: [{ amountCents: fee.amountCents, method: CASH, receiptNumber, annulled: true, annulReason: reason }],
    });
  });

  it('the same list fits a 390 px phone as cards', async (t) => {
    const fee = await anUnpaidFee();
    const page = await newPage(state, t, PHONE);
    await signInAsDemo(page, state, 'Директор');
    await page.goto(`/activities/fees?year=${fee.year}&month=${fee.month}`);
    await page.getByRole('heading', { name: 'Такси за дейности' }).waitFor();
    // One card per fee (the shared responsive list): the child, the activity, the balance, the status and the actions.
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Плати таксата на / }) })
      .first();
    await card.getByText('Неплатена', { exact: true }).waitFor();
    await card.getByText(/^Остава:/).waitFor();
    assert.equal(await page.getByRole('columnheader', { name: 'Дейност' }).count(), 0, 'no table columns on a phone');
    assert.equal(await sidewaysOverflow(page), '', 'the list fits the phone’s width');
    await page.screenshot({ path: join(SCREENSHOTS, 'activity-fees-phone.png'), fullPage: true });
  });
});
