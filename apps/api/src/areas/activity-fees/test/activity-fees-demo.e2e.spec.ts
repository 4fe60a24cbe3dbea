import { FeePaymentStatus, PaymentMethod, todayInBulgaria } from '@kg/contracts';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { DEMO_PASSWORD, seedDemo } from '../../../../../../tools/seed/demo.js';
import { demoFeeMonths } from '../../../../../../tools/seed/activity-fees-seed.js';

/** The demo's fees (tools/seed/activity-fees-seed.ts): the previous and the current month, some paid in cash. */
describe('demo activity fees', () => {
  let t: TestApp;
  const [previous, current] = demoFeeMonths(todayInBulgaria()) as [
    { year: number; month: number },
    { year: number; month: number },
  ];
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t.databaseUrl);
  });
  afterAll(() => t.close());

  const signIn = async (email: string) => {
    const login = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: email, password: DEMO_PASSWORD })
      .expect(200);
    return { Authorization: `Bearer ${login.body.token}` };
  };

  it('charges both months, pays some of the previous in cash with numbered receipts, and leaves the parent’s unpaid', async () => {
    const { rows: months } = await t.db.query(
      `SELECT year, month, count(*)::int AS fees FROM activity_fees GROUP BY year, month ORDER BY year, month`,
    );
    expect(months).toEqual([
      { year: previous.year, month: previous.month, fees: expect.any(Number) },
      { year: current.year, month: current.month, fees: expect.any(Number) },
    ]);
    const { rows: cash } = await t.db.query(
      `SELECT p.kindergarten_id, array_agg(p.receipt_number ORDER BY p.receipt_number) AS numbers,
              (SELECT last_number FROM document_numbers d WHERE d.kind = 'receipt' AND d.kindergarten_id = p.kindergarten_id
                 AND d.year = $2) AS last
         FROM activity_payments p WHERE p.method = $1 GROUP BY p.kindergarten_id`,
      [PaymentMethod.Cash, previous.year],
    );
    expect(cash.length).toBeGreaterThan(0);
    for (const row of cash) {
      expect(row.numbers).toEqual(row.numbers.map((_: number, index: number) => index + 1));
      expect(row.last).toBe(row.numbers.length);
    }
    const { rows: parents } = await t.db.query(
      `SELECT f.year, f.month, count(*) FILTER (WHERE f.status <> $1)::int AS unpaid,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM activity_payments p WHERE p.fee_id = f.id AND p.method = $2))::int AS cash
         FROM activity_fees f
        WHERE f.student_id IN (SELECT sp.student_id FROM student_parents sp JOIN parents pa ON pa.id = sp.parent_id
                                 JOIN users u ON u.id = pa.user_id WHERE u.email = 'parent@demo.test')
        GROUP BY f.year, f.month ORDER BY f.year, f.month`,
      [FeePaymentStatus.Paid, PaymentMethod.Cash],
    );
    expect(parents.find((row) => row.month === current.month)?.unpaid).toBeGreaterThan(0);
    expect(parents.every((row) => row.cash === 0)).toBe(true);
  });

  it('shows the director the month’s fees and a paid fee’s receipt', async () => {
    const auth = await signIn('director@demo.test');
    const unpaid = await request(t.http).get('/api/activities/invoices').set(auth).query(current).expect(200);
    expect(unpaid.body.rowsCount).toBeGreaterThan(0);
    const paid = await request(t.http)
      .get('/api/activities/invoices')
      .set(auth)
      .query({ ...previous, paid: 'true' })
      .expect(200);
    expect(paid.body.rowsCount).toBeGreaterThan(0);
    const { rows } = await t.db.query(`SELECT id FROM activity_payments WHERE fee_id = $1`, [paid.body.result[0].id]);
    await request(t.http).get(`/api/activities/payments/receipt/${rows[0].id}`).set(auth).expect(200);
  });
});
