import { PaymentSource, Role } from '@kg/contracts';
import request from 'supertest';
import { aFee, aPayment } from '../../../../test/fee-factories.js';
import { aSignedInMember, aSignedInParentOf } from '../../../../test/factories.js';
import { drainJobs } from '../../../../test/settle.js';
import { type MailCatcher, startTestAppWithMail } from '../../../../test/smtp.js';
import type { TestApp } from '../../../../test/harness.js';
import { aFeeKindergarten, aParentOf } from './fee-fixtures.js';

/** A month with fees: Ana's flat fee paid, Boris's half paid, Vera's English unpaid. */
async function aMonth(t: TestApp) {
  const k = await aFeeKindergarten(t);
  const anaFlat = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id, { amountCents: 2500 });
  const borisFlat = await aFee(t.db, k.kindergartenId, k.flat, k.boris.id, { amountCents: 2500 });
  const veraEnglish = await aFee(t.db, k.kindergartenId, k.withMinimum, k.vera.id, { amountCents: 1800 });
  await aPayment(t.db, k.kindergartenId, anaFlat);
  await aPayment(t.db, k.kindergartenId, borisFlat, { amountCents: 1250 });
  return { ...k, anaFlat, borisFlat, veraEnglish };
}

describe('activity fee summaries and notifications', () => {
  let t: TestApp & { mail: MailCatcher };
  beforeAll(async () => {
    t = await startTestAppWithMail();
  });
  afterAll(() => t.close());

  const get = (path: string, auth: Record<string, string> | null, query: Record<string, unknown>, status: number) => {
    const call = request(t.http).get(path).query(query);
    return (auth ? call.set(auth) : call).expect(status);
  };

  describe('GET /api/activities/invoices/summary-by-activity', () => {
    const PATH = '/api/activities/invoices/summary-by-activity';

    it('totals due, paid and unpaid per activity; they add up with the fees', async () => {
      const k = await aMonth(t);
      const { body } = await get(PATH, k.director.auth, { year: 2026, month: 10 }, 200);
      expect(body).toEqual([
        expect.objectContaining({
          activityId: k.withMinimum,
          activityName: 'Английски език',
          feesCount: 1,
          amountCents: 1800,
          paidCents: 0,
          dueCents: 1800,
          unpaidCount: 1,
        }),
        expect.objectContaining({
          activityId: k.flat,
          activityName: 'Народни танци',
          feesCount: 2,
          amountCents: 5000,
          paidCents: 3750,
          dueCents: 1250,
          unpaidCount: 1,
        }),
      ]);
      const { rows } = await t.db.query(`SELECT sum(amount_cents)::int AS n FROM activity_payments WHERE kindergarten_id = $1`, [
        k.kindergartenId,
      ]);
      expect(body.reduce((sum: number, row: { paidCents: number }) => sum + row.paidCents, 0)).toBe(rows[0].n);
    });

    it('answers 401, 403, 400 and only the own kindergarten’s fees', async () => {
      const k = await aFeeKindergarten(t);
      await aMonth(t);
      const parent = await aSignedInParentOf(t, k.kindergartenId, k.ana.id);
      await get(PATH, null, { year: 2026, month: 10 }, 401);
      await get(PATH, parent.auth, { year: 2026, month: 10 }, 403);
      await get(PATH, k.director.auth, { year: 2026 }, 400);
      expect((await get(PATH, k.director.auth, { year: 2026, month: 10 }, 200)).body).toEqual([]);
    });
  });

  describe('GET /api/activities/activity-provider-summary', () => {
    const PATH = '/api/activities/activity-provider-summary';

    it('totals per provider with its way of collecting', async () => {
      const k = await aMonth(t);
      await t.db.query(
        `UPDATE activity_providers SET configuration_flags = 3, name = 'Хоро' WHERE id = (SELECT provider_id FROM activities WHERE id = $1)`,
        [k.flat],
      );
      const { body } = await get(PATH, k.director.auth, { year: 2026, month: 10 }, 200);
      expect(body).toHaveLength(2);
      expect(body.find((row: { providerName: string }) => row.providerName === 'Хоро')).toMatchObject({
        paymentSource: PaymentSource.EPay,
        activitiesCount: 1,
        feesCount: 2,
        amountCents: 5000,
        paidCents: 3750,
        dueCents: 1250,
      });
      expect(body.find((row: { providerName: string }) => row.providerName !== 'Хоро')).toMatchObject({
        paymentSource: PaymentSource.Own,
        dueCents: 1800,
      });
    });

    it('answers 401, 403, 400 and only the own kindergarten’s fees', async () => {
      const k = await aFeeKindergarten(t);
      await aMonth(t);
      const teacher = await aSignedInMember(t, Role.Teacher, k.kindergartenId);
      await get(PATH, null, { year: 2026, month: 10 }, 401);
      await get(PATH, teacher.auth, { year: 2026, month: 10 }, 403);
      await get(PATH, k.director.auth, { month: 10 }, 400);
      expect((await get(PATH, k.director.auth, { year: 2026, month: 10 }, 200)).body).toEqual([]);
    });
  });

  describe('GET /api/activities/invoices/notification-summary and POST /api/activities/invoices/notify', () => {
    it('summarises what each family owes and tells the parents with an account in-app and by e-mail', async () => {
      const k = await aMonth(t);
      const borisParent = await aSignedInParentOf(t, k.kindergartenId, k.boris.id);
      const veraParent = await aSignedInParentOf(t, k.kindergartenId, k.vera.id);
      await aParentOf(t.db, k.kindergartenId, [k.vera.id], { firstName: 'Без профил' });
      const anaParent = await aSignedInParentOf(t, k.kindergartenId, k.ana.id);

      const summary = await get('/api/activities/invoices/notification-summary', k.director.auth, { year: 2026, month: 10 }, 200);
      expect(summary.body.totalDueCents).toBe(1250 + 1800);
      expect(summary.body.activities.map((row: { activityId: number }) => row.activityId).sort()).toEqual(
        [k.flat, k.withMinimum].sort(),
      );
      expect(summary.body.parents).toHaveLength(3);
      expect(summary.body.parents).toContainEqual(
        expect.objectContaining({
          hasAccount: false,
          students: ['Вера Иванова Петрова'],
          activities: ['Английски език'],
          dueCents: 1800,
        }),
      );

      const response = await request(t.http)
        .post('/api/activities/invoices/notify')
        .set(k.director.auth)
        .send({ year: 2026, month: 10 })
        .expect(200);
      expect(response.body).toEqual({ messageId: expect.any(Number), recipients: 2 });
      const { rows } = await t.db.query(
        `SELECT user_id FROM message_recipients WHERE message_id = $1 AND NOT is_author ORDER BY user_id`,
        [response.body.messageId],
      );
      expect(rows.map((row) => row.user_id)).toEqual([borisParent.user.id, veraParent.user.id].sort((a, b) => a - b));
      expect(rows.map((row) => row.user_id)).not.toContain(anaParent.user.id);
      // The mails are written by one background job, then sent one job each.
      const { rows: jobs } = await t.db.query(`SELECT count(*)::int AS n FROM jobs WHERE queue = 'communication-mail'`);
      expect(jobs[0].n).toBe(1);
      await drainJobs(t);
      const mail = t.mail.mails.find((item) => item.to.includes(borisParent.user.email));
      expect(mail?.subject).toContain('Неплатени такси за допълнителни дейности за октомври 2026');
      const inbox = await request(t.http).get('/api/Notifications/counters').set(borisParent.auth).expect(200);
      expect(inbox.body.unseenMessages).toBe(1);
    });

    it('refuses a month with nobody to tell', async () => {
      const k = await aFeeKindergarten(t);
      const response = await request(t.http)
        .post('/api/activities/invoices/notify')
        .set(k.director.auth)
        .send({ year: 2026, month: 10 })
        .expect(400);
      expect(response.body.message).toBe('Няма неплатени такси за този месец, за които да има родители с профил.');
    });

    it('answers 401, 403, 400 and only the own kindergarten’s families', async () => {
      const k = await aFeeKindergarten(t);
      const other = await aMonth(t);
      await aSignedInParentOf(t, other.kindergartenId, other.vera.id);
      const parent = await aSignedInParentOf(t, k.kindergartenId, k.ana.id);
      await get('/api/activities/invoices/notification-summary', null, { year: 2026, month: 10 }, 401);
      await request(t.http).post('/api/activities/invoices/notify').send({ year: 2026, month: 10 }).expect(401);
      await get('/api/activities/invoices/notification-summary', parent.auth, { year: 2026, month: 10 }, 403);
      await request(t.http).post('/api/activities/invoices/notify').set(parent.auth).send({ year: 2026, month: 10 }).expect(403);
      await request(t.http)
        .post('/api/activities/invoices/notify')
        .set(k.director.auth)
        .send({ year: 'x', month: 10 })
        .expect(400);
      const summary = await get('/api/activities/invoices/notification-summary', k.director.auth, { year: 2026, month: 10 }, 200);
      expect(summary.body).toEqual({ year: 2026, month: 10, activities: [], parents: [], totalDueCents: 0 });
      await request(t.http)
        .post('/api/activities/invoices/notify')
        .set(k.director.auth)
        .send({ year: 2026, month: 10 })
        .expect(400);
    });
  });
});
