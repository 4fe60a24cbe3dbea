import { FeePaymentStatus, PaymentMethod } from '@kg/contracts';
import { Db } from '../database/db.service.js';
import type { TenantScope } from '../database/tenant-scope.js';
import { anActivity, aProvider } from '../../../test/activity-factories.js';
import { aChild, aGroup, aKindergarten, aSchoolYear } from '../../../test/factories.js';
import { aFee, aPayment } from '../../../test/fee-factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

/**
 * The database's own guarantees for fees and payments (migration 1795300038000), which every area that records a
 * payment relies on: the fee's paid amount follows its payments, its status is derived and cannot be written, a
 * payment is annulled and never deleted, and document numbers have no gaps and stay in their kindergarten.
 */
describe('fee ledger: the database keeps fees, payments and document numbers consistent', () => {
  let t: TestApp;
  let db: Db;
  let kindergartenId: number;
  let otherKindergartenId: number;
  let activityId: number;
  let providerId: number;
  let studentId: number;

  const scope = (kindergarten: number): TenantScope => ({
    userId: null,
    kindergartenId: kindergarten,
    readableKindergartenIds: [kindergarten],
    readAll: false,
    allKindergartens: false,
  });
  const feeRow = async (feeId: number) =>
    (await t.db.query(`SELECT paid_cents, status, waiting_external FROM activity_fees WHERE id = $1`, [feeId])).rows[0];

  beforeAll(async () => {
    t = await startTestApp();
    db = t.app.get(Db);
    kindergartenId = await aKindergarten(t.db);
    otherKindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
    providerId = await aProvider(t.db, [kindergartenId]);
    activityId = await anActivity(t.db, kindergartenId, { providerId, priceCents: 2280 });
    studentId = (await aChild(t.db, kindergartenId, { classId: await aGroup(t.db, kindergartenId) })).id;
  });
  afterAll(() => t.close());

  it('adds each live payment to its fee and derives the status: not paid, partially paid, paid', async () => {
    const feeId = await aFee(t.db, kindergartenId, activityId, studentId, { month: 9, amountCents: 2280 });
    expect(await feeRow(feeId)).toEqual({ paid_cents: 0, status: FeePaymentStatus.NotPaid, waiting_external: false });
    await aPayment(t.db, kindergartenId, feeId, { amountCents: 1000 });
    expect(await feeRow(feeId)).toMatchObject({ paid_cents: 1000, status: FeePaymentStatus.PartiallyPaid });
    await aPayment(t.db, kindergartenId, feeId, { amountCents: 1280, method: PaymentMethod.POS });
    expect(await feeRow(feeId)).toMatchObject({ paid_cents: 2280, status: FeePaymentStatus.Paid });
  });

  it('shows an open online order as waiting, unless the fee is already paid', async () => {
    const feeId = await aFee(t.db, kindergartenId, activityId, studentId, { month: 10, amountCents: 2280 });
    await t.db.query(`UPDATE activity_fees SET waiting_external = true WHERE id = $1`, [feeId]);
    expect((await feeRow(feeId)).status).toBe(FeePaymentStatus.WaitingExternal);
    await aPayment(t.db, kindergartenId, feeId);
    expect((await feeRow(feeId)).status).toBe(FeePaymentStatus.Paid);
    await expect(t.db.query(`UPDATE activity_fees SET status = 3 WHERE id = $1`, [feeId])).rejects.toThrow(
      /only be updated to DEFAULT/,
    );
  });

  it('takes an annulled payment off its fee, and refuses to delete, revive or change a payment', async () => {
    const feeId = await aFee(t.db, kindergartenId, activityId, studentId, { month: 11, amountCents: 2000 });
    const paymentId = await aPayment(t.db, kindergartenId, feeId);
    await t.db.query(`UPDATE activity_payments SET annulled_at = now(), annul_reason = 'Грешна сума' WHERE id = $1`, [paymentId]);
    expect(await feeRow(feeId)).toMatchObject({ paid_cents: 0, status: FeePaymentStatus.NotPaid });
    await expect(
      t.db.query(`UPDATE activity_payments SET annulled_at = NULL, annul_reason = NULL WHERE id = $1`, [paymentId]),
    ).rejects.toThrow(/stays annulled/);
    await expect(t.db.query(`DELETE FROM activity_payments WHERE id = $1`, [paymentId])).rejects.toThrow(/never deleted/);
    const live = await aPayment(t.db, kindergartenId, feeId, { amountCents: 500 });
    await expect(t.db.query(`UPDATE activity_payments SET amount_cents = 600 WHERE id = $1`, [live])).rejects.toThrow(
      /do not change/,
    );
    await expect(t.db.query(`DELETE FROM activity_fees WHERE id = $1`, [feeId])).rejects.toThrow(/foreign key/);
  });

  it('counts two payments committed at the same time both', async () => {
    const feeId = await aFee(t.db, kindergartenId, activityId, studentId, { month: 12, amountCents: 3000 });
    await Promise.all([1, 2, 3].map(() => aPayment(t.db, kindergartenId, feeId, { amountCents: 1000 })));
    expect(await feeRow(feeId)).toMatchObject({ paid_cents: 3000, status: FeePaymentStatus.Paid });
  });

  it('lets an online order credit a fee only once', async () => {
    const feeId = await aFee(t.db, kindergartenId, activityId, studentId, { month: 8, amountCents: 2280 });
    const { rows } = await t.db.query(
      `INSERT INTO online_payment_orders (kindergarten_id, provider_id, payment_provider, amount_cents, description, expires_at)
       VALUES ($1, $2, 1, 2280, 'Такса', now() + interval '1 day') RETURNING id`,
      [kindergartenId, providerId],
    );
    const orderId: number = rows[0].id;
    await aPayment(t.db, kindergartenId, feeId, { method: PaymentMethod.EPay, onlineOrderId: orderId });
    await expect(
      aPayment(t.db, kindergartenId, feeId, { method: PaymentMethod.EPay, onlineOrderId: orderId, amountCents: 2280 }),
    ).rejects.toThrow(/duplicate key/);
    await expect(aPayment(t.db, kindergartenId, feeId, { method: PaymentMethod.Cash, onlineOrderId: orderId })).rejects.toThrow(
      /check constraint/,
    );
    expect((await feeRow(feeId)).paid_cents).toBe(2280);
  });

  it('numbers documents without gaps: a rolled-back number is given again, concurrent callers wait their turn', async () => {
    const next = () =>
      db.tenant(scope(kindergartenId), async (manager) => {
        const [row] = await manager.query(`SELECT next_document_number('receipt', $1, 0, 2026) AS number`, [kindergartenId]);
        return row.number as number;
      });
    expect(await next()).toBe(1);
    await expect(
      db.tenant(scope(kindergartenId), async (manager) => {
        await manager.query(`SELECT next_document_number('receipt', $1, 0, 2026)`, [kindergartenId]);
        throw new Error('the document was not saved');
      }),
    ).rejects.toThrow('the document was not saved');
    const concurrent = await Promise.all([next(), next(), next()]);
    expect(concurrent.sort()).toEqual([2, 3, 4]);
  });

  it('refuses to number for another kindergarten, or for a provider not working in this one', async () => {
    await expect(
      db.tenant(scope(kindergartenId), (manager) =>
        manager.query(`SELECT next_document_number('receipt', $1, 0, 2026)`, [otherKindergartenId]),
      ),
    ).rejects.toThrow(/another kindergarten/);
    const elsewhere = await aProvider(t.db, [otherKindergartenId]);
    await expect(
      db.tenant(scope(kindergartenId), (manager) =>
        manager.query(`SELECT next_document_number('provider-invoice', 0, $1, 0)`, [elsewhere]),
      ),
    ).rejects.toThrow(/not working here/);
    const [own] = await db.tenant(scope(kindergartenId), (manager) =>
      manager.query(`SELECT next_document_number('provider-invoice', 0, $1, 0) AS number`, [providerId]),
    );
    expect(own.number).toBe(1);
    await expect(db.tenant(scope(kindergartenId), (manager) => manager.query(`SELECT * FROM document_numbers`))).rejects.toThrow(
      /permission denied/,
    );
  });
});
