import { InvoicePaymentStatus, PaymentMethod, Role } from '@kg/contracts';
import { seedDemoOnlinePayments } from '../../../../../../tools/seed/online-payments-seed.js';
import { anActivity, aProvider } from '../../../../test/activity-factories.js';
import { aChild, aSignedInMember, aUser } from '../../../../test/factories.js';
import { aFee } from '../../../../test/fee-factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

describe('tools/seed/online-payments-seed.ts', () => {
  let t: TestApp;
  afterAll(() => t.close());

  it('pays last month’s fees of parent@demo.test’s children online, once, and leaves this month’s unpaid', async () => {
    t = await startTestApp();
    const { kindergartenId } = await aSignedInMember(t, Role.Director);
    const online = await aProvider(t.db, [kindergartenId]);
    await t.db.query(`UPDATE activity_providers SET epay_min = '8460012345', configuration_flags = 3 WHERE id = $1`, [online]);
    const dances = await anActivity(t.db, kindergartenId, { providerId: online, name: 'Народни танци' });
    const football = await anActivity(t.db, kindergartenId, { name: 'Футбол' });
    const child = (await aChild(t.db, kindergartenId, { firstName: 'Галя' })).id;
    const user = await aUser(t.db, { role: Role.Parent, kindergartenIds: [kindergartenId], email: 'parent@demo.test' });
    const { rows } = await t.db.query(
      `INSERT INTO parents (kindergarten_id, user_id, first_name, last_name) VALUES ($1, $2, 'Мария', 'Петрова') RETURNING id`,
      [kindergartenId, user.id],
    );
    await t.db.query(`INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation) VALUES ($1, $2, $3, 1)`, [
      kindergartenId,
      child,
      rows[0].id,
    ]);
    const lastMonth = await aFee(t.db, kindergartenId, dances, child, { year: 2026, month: 10, amountCents: 2500 });
    const thisMonth = await aFee(t.db, kindergartenId, dances, child, { year: 2026, month: 11, amountCents: 2500 });
    const desk = await aFee(t.db, kindergartenId, football, child, { year: 2026, month: 10 });

    const client = await t.db.connect();
    try {
      expect(await seedDemoOnlinePayments(client, '2026-11-25')).toBe(1);
      expect(await seedDemoOnlinePayments(client, '2026-11-25')).toBe(0);
    } finally {
      client.release();
    }
    const fees = await t.db.query(
      `SELECT id, paid_cents AS "paidCents" FROM activity_fees WHERE id = ANY($1::int[]) ORDER BY id`,
      [[lastMonth, thisMonth, desk]],
    );
    expect(fees.rows).toEqual([
      { id: lastMonth, paidCents: 2500 },
      { id: thisMonth, paidCents: 0 },
      { id: desk, paidCents: 0 },
    ]);
    const payment = await t.db.query(
      `SELECT p.method, p.paid_on::text AS "paidOn", o.status, o.description FROM activity_payments p
         JOIN online_payment_orders o ON o.id = p.online_order_id WHERE p.fee_id = $1`,
      [lastMonth],
    );
    expect(payment.rows).toEqual([
      {
        method: PaymentMethod.EPay,
        paidOn: expect.stringMatching(/^2026-10-(0[5-9]|1\d|2[0-4])$/),
        status: InvoicePaymentStatus.Paid,
        description: 'Такса „Народни танци“ 10.2026, Галя Петрова',
      },
    ]);
  });
});
