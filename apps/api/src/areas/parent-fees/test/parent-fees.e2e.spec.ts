import { FeePaymentStatus, PaymentMethod, Role } from '@kg/contracts';
import request from 'supertest';
import { anActivity, aProvider } from '../../../../test/activity-factories.js';
import { aChild, aSignedInMember, aSignedInParentOf } from '../../../../test/factories.js';
import { aFee, aPayment } from '../../../../test/fee-factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

type Member = Awaited<ReturnType<typeof aSignedInMember>>;

describe('/api/activities/invoices/parents (the parent’s fees)', () => {
  let t: TestApp;
  let parent: Member;
  let teacher: Member;
  let stranger: Member;
  let kindergartenId: number;
  let galya: number;
  let boris: number;
  let onlineFees: number[];
  let cashFee: number;
  let notMine: number;

  beforeAll(async () => {
    t = await startTestApp();
    const director = await aSignedInMember(t, Role.Director);
    kindergartenId = director.kindergartenId;
    teacher = await aSignedInMember(t, Role.Teacher, kindergartenId);
    const online = await aProvider(t.db, [kindergartenId], { name: 'Танцова школа' });
    await t.db.query(`UPDATE activity_providers SET epay_min = '8460000001', configuration_flags = 3 WHERE id = $1`, [online]);
    const dances = await anActivity(t.db, kindergartenId, { providerId: online, name: 'Народни танци' });
    const football = await anActivity(t.db, kindergartenId, { name: 'Футбол' });
    galya = (await aChild(t.db, kindergartenId, { firstName: 'Галя' })).id;
    boris = (await aChild(t.db, kindergartenId, { firstName: 'Борис' })).id;
    parent = await aSignedInParentOf(t, kindergartenId, galya);
    const { rows } = await t.db.query(`SELECT parent_id FROM student_parents WHERE student_id = $1`, [galya]);
    await t.db.query(`INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation) VALUES ($1, $2, $3, 1)`, [
      kindergartenId,
      boris,
      rows[0].parent_id,
    ]);
    onlineFees = [
      await aFee(t.db, kindergartenId, dances, galya, { month: 10, amountCents: 2500 }),
      await aFee(t.db, kindergartenId, dances, boris, { month: 10, amountCents: 2000 }),
    ];
    cashFee = await aFee(t.db, kindergartenId, football, galya, { month: 9, amountCents: 1800 });
    await aPayment(t.db, kindergartenId, cashFee, { amountCents: 1800, paidOn: '2026-09-20' });
    const other = (await aChild(t.db, kindergartenId)).id;
    notMine = await aFee(t.db, kindergartenId, dances, other, { month: 10 });
    stranger = await aSignedInMember(t, Role.Parent);
  });
  afterAll(() => t.close());

  it('answers the fees of the parent’s children only, newest month first, with payments and the family flags', async () => {
    const answer = await request(t.http).get('/api/activities/invoices/parents').set(parent.auth).expect(200);
    expect(answer.body.rowsCount).toBe(3);
    expect(answer.body.result.map((row: { id: number }) => row.id)).toEqual([onlineFees[1], onlineFees[0], cashFee]);
    expect(answer.body.result.map((row: { id: number }) => row.id)).not.toContain(notMine);
    expect(answer.body.result[1]).toMatchObject({
      studentName: 'Галя Петрова',
      activityName: 'Народни танци',
      providerName: 'Танцова школа',
      year: 2026,
      month: 10,
      amountCents: 2500,
      paidCents: 0,
      dueCents: 2500,
      status: FeePaymentStatus.NotPaid,
      canPayOnline: true,
      easyPayIdn: null,
      payments: [],
    });
    expect(answer.body.result[2]).toMatchObject({
      canPayOnline: false,
      status: FeePaymentStatus.Paid,
      dueCents: 0,
      payments: [{ amountCents: 1800, method: PaymentMethod.Cash, paidOn: '2026-09-20' }],
    });
    expect(answer.body).toMatchObject({
      transferPaymentEasyPayIdn: null,
      transferPaymentEasyPayIdnExpirationDate: null,
      isTransferPaymentPossible: true,
    });
  });

  it('not-paid leaves the paid fees out; filters by child and pages', async () => {
    const notPaid = await request(t.http).get('/api/activities/invoices/parents/not-paid').set(parent.auth).expect(200);
    expect(notPaid.body.result.map((row: { id: number }) => row.id)).toEqual([onlineFees[1], onlineFees[0]]);
    const boriss = await request(t.http).get(`/api/activities/invoices/parents?studentId=${boris}`).set(parent.auth).expect(200);
    expect(boriss.body.result.map((row: { id: number }) => row.id)).toEqual([onlineFees[1]]);
    const page = await request(t.http)
      .get('/api/activities/invoices/parents?pageSize=1&pageNumber=2')
      .set(parent.auth)
      .expect(200);
    expect(page.body).toMatchObject({ rowsCount: 3, result: [{ id: onlineFees[0] }] });
  });

  it('a parent of no child of the kindergarten sees nothing; 401, 403 and 400', async () => {
    const none = await request(t.http).get('/api/activities/invoices/parents').set(stranger.auth).expect(200);
    expect(none.body).toMatchObject({ result: [], rowsCount: 0, isTransferPaymentPossible: false });
    const strangerNotPaid = await request(t.http)
      .get(`/api/activities/invoices/parents/not-paid?studentId=${galya}`)
      .set(stranger.auth);
    expect(strangerNotPaid.status).toBe(200);
    expect(strangerNotPaid.body.result).toEqual([]);
    await request(t.http).get('/api/activities/invoices/parents').expect(401);
    await request(t.http).get('/api/activities/invoices/parents/not-paid').expect(401);
    await request(t.http).get('/api/activities/invoices/parents').set(teacher.auth).expect(403);
    await request(t.http).get('/api/activities/invoices/parents/not-paid').set(teacher.auth).expect(403);
    await request(t.http).get('/api/activities/invoices/parents?pageSize=0').set(parent.auth).expect(400);
    await request(t.http).get('/api/activities/invoices/parents/not-paid?studentId=x').set(parent.auth).expect(400);
  });
});
