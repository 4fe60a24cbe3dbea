import { jest } from '@jest/globals';
import { ActivityPriceModel, FeePaymentStatus, PaymentMethod, Role } from '@kg/contracts';
import request from 'supertest';
import { anActivity, anEnrolment } from '../../../../test/activity-factories.js';
import { aFee, aPayment } from '../../../../test/fee-factories.js';
import { aChild, aSignedInMember, aSignedInParentOf } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { Sql } from '../../../platform/database/sql.js';
import { aFeeKindergarten, aParentOf, feesOf, marks } from './fee-fixtures.js';

describe('activity fees', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const generate = (auth: Record<string, string>, body: Record<string, unknown>, status: number) =>
    request(t.http).post('/api/activities/generate-proforma-invoices').set(auth).send(body).expect(status);

  describe('POST /api/activities/generate-proforma-invoices', () => {
    it('computes each enrolled child’s fee from the price model, the Present sessions and the discount', async () => {
      const k = await aFeeKindergarten(t);
      await t.db.query(
        `UPDATE activity_students SET discount_name = 'Братя и сестри', discount_percent = 12.5 WHERE activity_id = $1 AND student_id = $2`,
        [k.flat, k.vera.id],
      );
      await anEnrolment(t.db, k.kindergartenId, k.perSession, k.ana.id, { fromDate: '2026-09-15' });
      await marks(t.db, k.kindergartenId, k.perSession, k.ana.id, ['2026-10-01', '2026-10-08', '2026-10-15']);
      await marks(t.db, k.kindergartenId, k.perSession, k.ana.id, ['2026-10-22'], 2);
      await marks(t.db, k.kindergartenId, k.perSession, k.ana.id, ['2026-09-24']);
      await anEnrolment(t.db, k.kindergartenId, k.withMinimum, k.boris.id, { fromDate: '2026-09-15' });
      await marks(t.db, k.kindergartenId, k.withMinimum, k.boris.id, ['2026-10-02', '2026-10-09']);
      await anEnrolment(t.db, k.kindergartenId, k.withMinimum, k.vera.id, { fromDate: '2026-09-15' });
      await marks(t.db, k.kindergartenId, k.withMinimum, k.vera.id, [
        '2026-10-02',
        '2026-10-09',
        '2026-10-16',
        '2026-10-23',
        '2026-10-30',
      ]);

      const response = await generate(k.director.auth, { year: 2026, month: 10 }, 200);
      expect(response.body).toEqual({ created: 6, updated: 0, removed: 0, total: 6 });
      const fees = await feesOf(t.db, k.kindergartenId);
      const pick = (activityId: number, studentId: number) =>
        fees.find((fee) => fee.activity_id === activityId && fee.student_id === studentId);
      expect(pick(k.flat, k.ana.id)).toMatchObject({ base_cents: 2500, amount_cents: 2500, status: FeePaymentStatus.NotPaid });
      // 2500 × 87.5 % = 2187.5, rounded half up.
      expect(pick(k.flat, k.vera.id)).toMatchObject({
        base_cents: 2500,
        discount_name: 'Братя и сестри',
        discount_percent: '12.50',
        amount_cents: 2188,
      });
      expect(pick(k.perSession, k.ana.id)).toMatchObject({ sessions: 3, base_cents: 1800, amount_cents: 1800 });
      expect(pick(k.withMinimum, k.boris.id)).toMatchObject({ sessions: 2, base_cents: 1800, amount_cents: 1800 });
      expect(pick(k.withMinimum, k.vera.id)).toMatchObject({ sessions: 5, base_cents: 2500, amount_cents: 2500 });
      const { rows } = await t.db.query(`SELECT DISTINCT generated_by FROM activity_fees WHERE kindergarten_id = $1`, [
        k.kindergartenId,
      ]);
      expect(rows).toEqual([{ generated_by: k.director.user.id }]);
    });

    it('recomputes a fee without payments, never one with payments, and drops a child no longer enrolled', async () => {
      const k = await aFeeKindergarten(t);
      await anEnrolment(t.db, k.kindergartenId, k.perSession, k.ana.id, { fromDate: '2026-09-15' });
      await anEnrolment(t.db, k.kindergartenId, k.perSession, k.boris.id, { fromDate: '2026-09-15' });
      await marks(t.db, k.kindergartenId, k.perSession, k.ana.id, ['2026-10-01']);
      await marks(t.db, k.kindergartenId, k.perSession, k.boris.id, ['2026-10-01']);
      await generate(k.director.auth, { year: 2026, month: 10 }, 200);
      const before = await feesOf(t.db, k.kindergartenId);
      const borisFee = before.find((fee) => fee.activity_id === k.perSession && fee.student_id === k.boris.id)!;
      await aPayment(t.db, k.kindergartenId, borisFee.id, { amountCents: 300 });
      // More sessions for both; Vera leaves the flat activity before October.
      await marks(t.db, k.kindergartenId, k.perSession, k.ana.id, ['2026-10-08']);
      await marks(t.db, k.kindergartenId, k.perSession, k.boris.id, ['2026-10-08']);
      await t.db.query(`UPDATE activity_students SET to_date = '2026-09-30' WHERE activity_id = $1 AND student_id = $2`, [
        k.flat,
        k.vera.id,
      ]);

      const response = await generate(k.director.auth, { year: 2026, month: 10 }, 200);
      expect(response.body).toEqual({ created: 0, updated: 1, removed: 1, total: 4 });
      const after = await feesOf(t.db, k.kindergartenId);
      expect(after.find((fee) => fee.activity_id === k.perSession && fee.student_id === k.ana.id)).toMatchObject({
        sessions: 2,
        amount_cents: 1200,
      });
      expect(after.find((fee) => fee.id === borisFee.id)).toMatchObject({
        sessions: 1,
        amount_cents: 600,
        paid_cents: 300,
        status: FeePaymentStatus.PartiallyPaid,
      });
      expect(after.find((fee) => fee.student_id === k.vera.id)).toBeUndefined();
      // Nothing changed: a second run writes nothing.
      expect((await generate(k.director.auth, { year: 2026, month: 10 }, 200)).body).toEqual({
        created: 0,
        updated: 0,
        removed: 0,
        total: 4,
      });
    });

    it('narrows to one activity and keeps the audit trail of a recomputed fee', async () => {
      const k = await aFeeKindergarten(t);
      await anEnrolment(t.db, k.kindergartenId, k.perSession, k.ana.id, { fromDate: '2026-09-15' });
      await marks(t.db, k.kindergartenId, k.perSession, k.ana.id, ['2026-10-01']);
      expect((await generate(k.director.auth, { year: 2026, month: 10, activityId: k.perSession }, 200)).body.total).toBe(1);
      await marks(t.db, k.kindergartenId, k.perSession, k.ana.id, ['2026-10-08']);
      await generate(k.director.auth, { year: 2026, month: 10, activityId: k.perSession }, 200);
      const [fee] = await feesOf(t.db, k.kindergartenId);
      const { rows } = await t.db.query(
        `SELECT before->>'amount_cents' AS before, after->>'amount_cents' AS after FROM audit_log
          WHERE entity = 'activity_fees' AND entity_id = $1::text AND before IS NOT NULL`,
        [fee.id],
      );
      expect(rows).toEqual([{ before: '600', after: '1200' }]);
    });

    it('generates 300 children in one statement, under a second', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const kindergartenId = director.kindergartenId;
      const activityId = await anActivity(t.db, kindergartenId, {
        priceModel: ActivityPriceModel.MonthlyWithMinimum,
        priceCents: 500,
        minimumCents: 1800,
      });
      await t.db.query(
        `WITH s AS (
           INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
           SELECT $1, 'Дете', 'Номер ' || n, 2, 'bench-' || n, 1, '2021-01-01' FROM generate_series(1, 300) n RETURNING id),
         e AS (INSERT INTO activity_students (kindergarten_id, activity_id, student_id, from_date)
               SELECT $1, $2, id, '2026-09-01' FROM s RETURNING student_id)
         INSERT INTO activity_attendances (kindergarten_id, activity_id, student_id, for_date, status)
         SELECT $1, $2, e.student_id, d::date, 1 FROM e, generate_series('2026-10-01'::date, '2026-10-05', '1 day') d`,
        [kindergartenId, activityId],
      );
      // Every statement of the request, with the time the database took for those writing the fees.
      type Run = (this: Sql, text: string, values: unknown[]) => Promise<unknown>;
      const prototype = Sql.prototype as unknown as { run: Run };
      const original = prototype.run;
      const writes: number[] = [];
      const run = jest.spyOn(prototype, 'run').mockImplementation(async function (this: Sql, text, values) {
        const started = performance.now();
        try {
          return await original.call(this, text, values);
        } finally {
          if (/(INSERT INTO|UPDATE|DELETE FROM) activity_fees/.test(text)) writes.push(performance.now() - started);
        }
      });
      const response = await generate(director.auth, { year: 2026, month: 10 }, 200);
      run.mockRestore();
      expect(response.body).toEqual({ created: 300, updated: 0, removed: 0, total: 300 });
      expect(writes).toHaveLength(1);
      expect(writes[0]).toBeLessThan(1000);
      const { rows } = await t.db.query(`SELECT sum(amount_cents)::int AS total FROM activity_fees WHERE activity_id = $1`, [
        activityId,
      ]);
      expect(rows[0].total).toBe(300 * 2500);
    });

    it('answers 401, 403, 404 and 400', async () => {
      const k = await aFeeKindergarten(t);
      const other = await aFeeKindergarten(t);
      const parent = await aSignedInParentOf(t, k.kindergartenId, k.ana.id);
      const teacher = await aSignedInMember(t, Role.Teacher, k.kindergartenId);
      await request(t.http).post('/api/activities/generate-proforma-invoices').send({ year: 2026, month: 10 }).expect(401);
      await generate(parent.auth, { year: 2026, month: 10 }, 403);
      await generate(teacher.auth, { year: 2026, month: 10 }, 403);
      await generate(k.director.auth, { year: 2026, month: 10, activityId: other.flat }, 404);
      const bad = await generate(k.director.auth, { year: 2026, month: 13 }, 400);
      expect(Object.keys(bad.body.errors)).toEqual(['month']);
      const future = await generate(k.director.auth, { year: 2099, month: 1 }, 400);
      expect(future.body.message).toBe('Таксите се изчисляват най-много за следващия месец.');
      expect(await feesOf(t.db, other.kindergartenId)).toEqual([]);
    });
  });

  describe('GET /api/activities/invoices', () => {
    const list = (auth: Record<string, string>, query: Record<string, unknown>, status = 200) =>
      request(t.http).get('/api/activities/invoices').set(auth).query(query).expect(status);

    it('shows the unpaid fees by default, the paid ones on request, with filters and the family key', async () => {
      const k = await aFeeKindergarten(t);
      await generate(k.director.auth, { year: 2026, month: 10 }, 200);
      const fees = await feesOf(t.db, k.kindergartenId);
      const anaFee = fees.find((fee) => fee.student_id === k.ana.id)!;
      const borisFee = fees.find((fee) => fee.student_id === k.boris.id)!;
      await aPayment(t.db, k.kindergartenId, anaFee.id);
      await aPayment(t.db, k.kindergartenId, borisFee.id, { amountCents: 1000 });
      const parentId = await aParentOf(t.db, k.kindergartenId, [k.boris.id, k.vera.id]);

      const unpaid = await list(k.director.auth, { year: 2026, month: 10 });
      expect(unpaid.body.rowsCount).toBe(2);
      expect(unpaid.body.result.map((row: { studentName: string }) => row.studentName)).toEqual([
        'Борис Иванова Петрова',
        'Вера Иванова Петрова',
      ]);
      expect(unpaid.body.result[0]).toMatchObject({
        id: borisFee.id,
        className: 'Звездичка',
        activityName: 'Народни танци',
        amountCents: 2500,
        paidCents: 1000,
        dueCents: 1500,
        status: FeePaymentStatus.PartiallyPaid,
        familyKey: `p${parentId}`,
        familyName: 'Анелия Георгиева',
        paymentsCount: 1,
      });
      expect(unpaid.body.result[1].familyKey).toBe(`p${parentId}`);
      const paid = await list(k.director.auth, { year: 2026, month: 10, paid: 'true' });
      expect(paid.body.result.map((row: { id: number }) => row.id)).toEqual([anaFee.id]);
      const onlyNotPaid = await list(k.director.auth, { year: 2026, month: 10, statuses: String(FeePaymentStatus.NotPaid) });
      expect(onlyNotPaid.body.result.map((row: { studentId: number }) => row.studentId)).toEqual([k.vera.id]);
      const both = await request(t.http)
        .get(
          `/api/activities/invoices?year=2026&month=10&statuses=${FeePaymentStatus.NotPaid}&statuses=${FeePaymentStatus.PartiallyPaid}`,
        )
        .set(k.director.auth)
        .expect(200);
      expect(both.body.rowsCount).toBe(2);
      const search = await list(k.director.auth, { year: 2026, month: 10, search: 'вер' });
      expect(search.body.rowsCount).toBe(1);
      const byClass = await list(k.director.auth, { year: 2026, month: 10, classId: k.classId, studentId: k.boris.id });
      expect(byClass.body.rowsCount).toBe(1);
      const otherMonth = await list(k.director.auth, { year: 2026, month: 9 });
      expect(otherMonth.body).toEqual({ result: [], rowsCount: 0 });
    });

    it('answers 401, 403, 400 and never shows another kindergarten’s fees', async () => {
      const k = await aFeeKindergarten(t);
      const other = await aFeeKindergarten(t);
      await generate(other.director.auth, { year: 2026, month: 10 }, 200);
      const parent = await aSignedInParentOf(t, k.kindergartenId, k.ana.id);
      await request(t.http).get('/api/activities/invoices').query({ year: 2026, month: 10 }).expect(401);
      await list(parent.auth, { year: 2026, month: 10 }, 403);
      const bad = await list(k.director.auth, { year: 2026 }, 400);
      expect(Object.keys(bad.body.errors)).toEqual(['month']);
      expect((await list(k.director.auth, { year: 2026, month: 10, studentId: other.ana.id })).body.rowsCount).toBe(0);
    });
  });

  describe('GET /api/activities/invoices/{year}/{month}/{studentId}', () => {
    it('answers the child’s month: each fee with its payments, annulled ones too', async () => {
      const k = await aFeeKindergarten(t);
      const feeId = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id, { amountCents: 2500 });
      const paymentId = await aPayment(t.db, k.kindergartenId, feeId, {
        amountCents: 1000,
        cashierId: k.director.user.id,
        receiptNumber: 7,
      });
      const response = await request(t.http).get(`/api/activities/invoices/2026/10/${k.ana.id}`).set(k.director.auth).expect(200);
      expect(response.body).toMatchObject({
        studentId: k.ana.id,
        studentName: 'Ана Иванова Петрова',
        className: 'Звездичка',
        totals: { amountCents: 2500, paidCents: 1000, dueCents: 1500 },
      });
      expect(response.body.fees).toHaveLength(1);
      expect(response.body.fees[0].payments).toEqual([
        expect.objectContaining({ id: paymentId, amountCents: 1000, method: PaymentMethod.Cash, receiptNumber: 7 }),
      ]);
    });

    it('answers 401, 403, 404 and 400', async () => {
      const k = await aFeeKindergarten(t);
      const other = await aFeeKindergarten(t);
      const parent = await aSignedInParentOf(t, k.kindergartenId, k.ana.id);
      await request(t.http).get(`/api/activities/invoices/2026/10/${k.ana.id}`).expect(401);
      await request(t.http).get(`/api/activities/invoices/2026/10/${k.ana.id}`).set(parent.auth).expect(403);
      await request(t.http).get(`/api/activities/invoices/2026/10/${other.ana.id}`).set(k.director.auth).expect(404);
      await request(t.http).get(`/api/activities/invoices/2026/13/${k.ana.id}`).set(k.director.auth).expect(400);
    });
  });

  describe('DELETE /api/activities/invoices/{id}', () => {
    it('deletes a fee without payments, keeping it in the audit trail; 409 with payments', async () => {
      const k = await aFeeKindergarten(t);
      const free = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id);
      const paid = await aFee(t.db, k.kindergartenId, k.flat, k.boris.id);
      await aPayment(t.db, k.kindergartenId, paid, { amountCents: 100 });
      await request(t.http).delete(`/api/activities/invoices/${free}`).set(k.director.auth).expect(204);
      const conflict = await request(t.http).delete(`/api/activities/invoices/${paid}`).set(k.director.auth).expect(409);
      expect(conflict.body.message).toBe('Таксата има плащания и не може да бъде изтрита. Анулирайте плащанията първо.');
      expect((await feesOf(t.db, k.kindergartenId)).map((fee) => fee.id)).toEqual([paid]);
      const { rows } = await t.db.query(
        `SELECT before->>'amount_cents' AS amount, after FROM audit_log WHERE entity = 'activity_fees' AND entity_id = $1::text AND action = 'delete'`,
        [free],
      );
      expect(rows).toEqual([{ amount: '2500', after: null }]);
    });

    it('answers 401, 403, 404 and 400', async () => {
      const k = await aFeeKindergarten(t);
      const other = await aFeeKindergarten(t);
      const otherFee = await aFee(t.db, other.kindergartenId, other.flat, other.ana.id);
      const teacher = await aSignedInMember(t, Role.Teacher, k.kindergartenId);
      const feeId = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id);
      await request(t.http).delete(`/api/activities/invoices/${feeId}`).expect(401);
      await request(t.http).delete(`/api/activities/invoices/${feeId}`).set(teacher.auth).expect(403);
      await request(t.http).delete(`/api/activities/invoices/${otherFee}`).set(k.director.auth).expect(404);
      await request(t.http).delete(`/api/activities/invoices/abc`).set(k.director.auth).expect(400);
      expect(await feesOf(t.db, other.kindergartenId)).toHaveLength(1);
    });
  });

  it('gives no fee to a child not enrolled in any activity', async () => {
    const k = await aFeeKindergarten(t);
    const stranger = await aChild(t.db, k.kindergartenId);
    await generate(k.director.auth, { year: 2026, month: 10 }, 200);
    expect((await feesOf(t.db, k.kindergartenId)).some((fee) => fee.student_id === stranger.id)).toBe(false);
  });
});
