import type { AddressInfo } from 'node:net';
import {
  FeePaymentStatus,
  InvoicePaymentStatus,
  PaymentMethod,
  PaymentProvider,
  PaymentProviderConfigurationFlags as Flags,
  Role,
} from '@kg/contracts';
import request from 'supertest';
import { type EpaySimulator, startEpaySimulator } from '../../../../../../tools/epay-simulator/simulator.mjs';
import { anActivity, aProvider } from '../../../../test/activity-factories.js';
import { aChild, aSignedInMember, aSignedInParentOf, aUser, signIn } from '../../../../test/factories.js';
import { aFee, aPayment } from '../../../../test/fee-factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { epayChecksum, epayDecode, epayEncode } from '../../../platform/epay/epay-protocol.js';
import { DEV_SECRETS_KEY, sealSecret, secretsKeyOf } from '../../../platform/secrets/sealing.js';

type Member = Awaited<ReturnType<typeof aSignedInMember>>;

const SECRET = 'Тест-ePay-secret-42';
const OTHER_SECRET = 'Друг-ePay-secret-43';
const MIN = '8460000001';
const OTHER_MIN = '8460000002';
const PUBLIC_URL = 'https://detska-gradina.example';

/** A provider working in the kindergartens with ePay set up (КИН and sealed secret, flags 1|2). */
async function anEpayProvider(t: TestApp, kindergartenIds: number[], min: string, secret: string): Promise<number> {
  const id = await aProvider(t.db, kindergartenIds);
  const sealed = sealSecret(secretsKeyOf(DEV_SECRETS_KEY), secret, `activity_providers.epay_secret:${id}`);
  await t.db.query(`UPDATE activity_providers SET epay_min = $2, epay_secret = $3, configuration_flags = 3 WHERE id = $1`, [
    id,
    min,
    sealed,
  ]);
  return id;
}

describe('/api/activities/payments (ePay and EasyPay) and the ePay webhook', () => {
  let t: TestApp;
  let sim: EpaySimulator;
  let director: Member;
  let teacher: Member;
  let parent: Member;
  let stranger: Member;
  let master: { auth: Record<string, string> };
  let kindergartenId: number;
  let providerId: number;
  let otherProviderId: number;
  let activityId: number;
  let otherActivityId: number;
  let galya: number;
  let boris: number;
  let strangerFee: number;
  let webhookUrl: string;

  const fee = (studentId = galya, month = 10, amountCents = 2280, activity = activityId) =>
    aFee(t.db, kindergartenId, activity, studentId, { month, amountCents });
  const feeRow = async (id: number) =>
    (
      await t.db.query(
        `SELECT paid_cents AS "paidCents", status, waiting_external AS "waiting" FROM activity_fees WHERE id = $1`,
        [id],
      )
    ).rows[0];
  const paymentsOf = async (id: number) =>
    (
      await t.db.query(
        `SELECT amount_cents AS "amountCents", method, online_order_id AS "orderId" FROM activity_payments WHERE fee_id = $1`,
        [id],
      )
    ).rows;
  const orderOf = async (invoice: string) =>
    (
      await t.db.query(
        `SELECT id, status, payment_provider AS "paymentProvider", amount_cents AS "amountCents", idn, stan, is_transfer AS "isTransfer"
           FROM online_payment_orders WHERE invoice = $1::bigint`,
        [invoice],
      )
    ).rows[0];
  const epayData = (id: number, auth = parent.auth, query = '') =>
    request(t.http).get(`/api/activities/payments/epay-data/${id}${query}`).set(auth);
  /** A notification signed as ePay signs it. */
  const notify = (lines: string[], secret = SECRET, provider = providerId) => {
    const encoded = epayEncode(lines.join('\n'));
    return request(t.http)
      .post(`/api/payments/epay/notifications/${provider}`)
      .type('form')
      .send({ encoded, checksum: epayChecksum(encoded, secret) });
  };
  const paid = (invoice: string) => `INVOICE=${invoice}:STATUS=PAID:PAY_TIME=20261015143005:STAN=000123:BCODE=AB1234`;

  beforeAll(async () => {
    sim = await startEpaySimulator({ retryDelaysMs: [50], maxAttempts: 20, log: false });
    t = await startTestApp({ epayUrl: sim.url, publicUrl: PUBLIC_URL });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    director = await aSignedInMember(t, Role.Director);
    kindergartenId = director.kindergartenId;
    teacher = await aSignedInMember(t, Role.Teacher, kindergartenId);
    providerId = await anEpayProvider(t, [kindergartenId], MIN, SECRET);
    otherProviderId = await anEpayProvider(t, [kindergartenId], OTHER_MIN, OTHER_SECRET);
    webhookUrl = `http://127.0.0.1:${port}/api/payments/epay/notifications/${providerId}`;
    sim.addMerchant({ min: MIN, secret: SECRET, notificationUrl: webhookUrl });
    sim.addMerchant({
      min: OTHER_MIN,
      secret: OTHER_SECRET,
      notificationUrl: `http://127.0.0.1:${port}/api/payments/epay/notifications/${otherProviderId}`,
    });
    activityId = await anActivity(t.db, kindergartenId, { providerId, name: 'Народни танци' });
    otherActivityId = await anActivity(t.db, kindergartenId, { providerId: otherProviderId, name: 'Плуване' });
    galya = (await aChild(t.db, kindergartenId, { firstName: 'Галя' })).id;
    boris = (await aChild(t.db, kindergartenId, { firstName: 'Борис' })).id;
    parent = await aSignedInParentOf(t, kindergartenId, galya);
    const { rows } = await t.db.query(`SELECT parent_id FROM student_parents WHERE student_id = $1`, [galya]);
    await t.db.query(`INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation) VALUES ($1, $2, $3, 1)`, [
      kindergartenId,
      boris,
      rows[0].parent_id,
    ]);
    stranger = await aSignedInMember(t, Role.Parent);
    const strangerChild = (await aChild(t.db, stranger.kindergartenId)).id;
    const strangerProvider = await anEpayProvider(t, [stranger.kindergartenId], '8460000009', 'x');
    const strangerActivity = await anActivity(t.db, stranger.kindergartenId, { providerId: strangerProvider });
    strangerFee = await aFee(t.db, stranger.kindergartenId, strangerActivity, strangerChild);
    const masterUser = await aUser(t.db, { role: Role.Master });
    master = { auth: { Authorization: `Bearer ${await signIn(t, masterUser.email)}` } };
  });
  afterAll(async () => {
    await sim.close();
    await t.close();
  });
  beforeEach(async () => {
    await sim.settled();
    await t.db.query(`UPDATE activity_fees SET waiting_external = false`);
  });

  describe('GET epay-data/{id}', () => {
    it('opens a new ePay order for the fee, signed with the provider secret, a new INVOICE each attempt', async () => {
      const id = await fee(galya, 1);
      const first = await epayData(id).expect(200);
      expect(first.body.url).toBe(`${sim.url}/`);
      expect(first.body.fields.PAGE).toBe('paylogin');
      expect(first.body.fields.LANG).toBeUndefined();
      expect(first.body.amountCents).toBe(2280);
      expect(first.body.fields.CHECKSUM).toBe(epayChecksum(first.body.fields.ENCODED, SECRET));
      const lines = epayDecode(first.body.fields.ENCODED)!.split('\n');
      expect(lines.slice(0, 4)).toEqual([`MIN=${MIN}`, `INVOICE=${first.body.invoice}`, 'AMOUNT=22.80', 'CURRENCY=EUR']);
      expect(lines[4]).toMatch(/^EXP_TIME=\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
      expect(lines[5]).toBe('DESCR=Такса „Народни танци“ 01.2026, Галя Петрова');
      expect(lines[6]).toBe('ENCODING=utf-8');
      expect(first.body.fields.URL_OK).toBe(`${PUBLIC_URL}/parents-fees?epay=ok&invoice=${first.body.invoice}`);
      expect(JSON.stringify(first.body)).not.toContain(SECRET);
      expect(await orderOf(first.body.invoice)).toMatchObject({
        status: InvoicePaymentStatus.Waiting,
        paymentProvider: PaymentProvider.EPay,
        amountCents: 2280,
      });
      expect(await feeRow(id)).toMatchObject({ waiting: true, status: FeePaymentStatus.WaitingExternal });

      const card = await epayData(id, parent.auth, '?card=true').expect(200);
      expect(card.body.invoice).not.toBe(first.body.invoice);
      expect(card.body.fields).toMatchObject({ PAGE: 'credit_paydirect', LANG: 'bg' });
      expect((await orderOf(card.body.invoice)).paymentProvider).toBe(PaymentProvider.EPayBankCard);
    });

    it('asks only what is still due of a partly paid fee, and refuses a paid one (409)', async () => {
      const id = await fee(galya, 2, 3000);
      await aPayment(t.db, kindergartenId, id, { amountCents: 1000 });
      expect((await epayData(id).expect(200)).body.amountCents).toBe(2000);
      const paidFee = await fee(galya, 3);
      await aPayment(t.db, kindergartenId, paidFee);
      await epayData(paidFee).expect(409);
    });

    it('refuses a provider without ePay (409) and answers 401, 403, 404 and 400', async () => {
      const plain = await anActivity(t.db, kindergartenId, { name: 'Футбол' });
      await epayData(await aFee(t.db, kindergartenId, plain, galya)).expect(409);
      const id = await fee(galya, 4);
      await request(t.http).get(`/api/activities/payments/epay-data/${id}`).expect(401);
      await epayData(id, teacher.auth).expect(403);
      await epayData(strangerFee).expect(404);
      // A child of the kindergarten who is not the parent's.
      const other = (await aChild(t.db, kindergartenId)).id;
      await epayData(await aFee(t.db, kindergartenId, activityId, other)).expect(404);
      await epayData(id, parent.auth, '?card=maybe').expect(400);
      await request(t.http).get('/api/activities/payments/epay-data/abc').set(parent.auth).expect(400);
      expect(
        (await t.db.query(`SELECT count(*)::int AS n FROM online_payment_order_fees WHERE fee_id = $1`, [id])).rows[0].n,
      ).toBe(0);
    });

    it('pays through the simulator: the notification, not the return to URL_OK, records the payment once', async () => {
      const id = await fee(galya, 5);
      const data = (await epayData(id).expect(200)).body;
      const page = await fetch(data.url, { method: 'POST', body: new URLSearchParams(data.fields) });
      const html = await page.text();
      expect(html).toContain('22,80 €');
      expect(html).toContain('Такса „Народни танци“ 05.2026');
      expect(html).toContain('Плати');
      expect(html).toContain('Откажи');
      const token = /name="token" value="([^"]+)"/.exec(html)![1]!;
      const decided = await fetch(`${sim.url}/decide`, {
        method: 'POST',
        body: new URLSearchParams({ token, action: 'pay' }),
        redirect: 'manual',
      });
      expect(decided.status).toBe(303);
      expect(decided.headers.get('location')).toBe(data.fields.URL_OK);
      await sim.settled();
      expect(sim.deliveries.at(-1)!.answer).toBe(`INVOICE=${data.invoice}:STATUS=OK\n`);
      expect(await feeRow(id)).toMatchObject({ paidCents: 2280, status: FeePaymentStatus.Paid, waiting: false });
      const order = await orderOf(data.invoice);
      expect(order).toMatchObject({ status: InvoicePaymentStatus.Paid });
      expect(order.stan).toMatch(/^\d{6}$/);
      expect(await paymentsOf(id)).toEqual([{ amountCents: 2280, method: PaymentMethod.EPay, orderId: order.id }]);
      const logged = await t.db.query(
        `SELECT verified, answer FROM epay_notifications WHERE provider_id = $1 ORDER BY id DESC LIMIT 1`,
        [providerId],
      );
      expect(logged.rows[0]).toEqual({ verified: true, answer: `INVOICE=${data.invoice}:STATUS=OK\n` });
    });

    it('a denial at ePay closes the order and the fee no longer waits', async () => {
      const id = await fee(galya, 6);
      const data = (await epayData(id).expect(200)).body;
      const html = await (await fetch(data.url, { method: 'POST', body: new URLSearchParams(data.fields) })).text();
      const token = /name="token" value="([^"]+)"/.exec(html)![1]!;
      const decided = await fetch(`${sim.url}/decide`, {
        method: 'POST',
        body: new URLSearchParams({ token, action: 'deny' }),
        redirect: 'manual',
      });
      expect(decided.headers.get('location')).toBe(data.fields.URL_CANCEL);
      await sim.settled();
      expect((await orderOf(data.invoice)).status).toBe(InvoicePaymentStatus.Denied);
      expect(await feeRow(id)).toMatchObject({ paidCents: 0, status: FeePaymentStatus.NotPaid, waiting: false });
    });
  });

  describe('POST epay-redirect-response', () => {
    const back = (body: object, auth = parent.auth) =>
      request(t.http).post('/api/activities/payments/epay-redirect-response').set(auth).send(body);

    it('is never proof of payment: the order keeps waiting for the notification', async () => {
      const id = await fee(galya, 7);
      const data = (await epayData(id).expect(200)).body;
      const answer = await back({ invoice: data.invoice, result: 'ok' }).expect(200);
      expect(answer.body).toEqual({
        status: InvoicePaymentStatus.Waiting,
        waitForNotification: true,
        message: expect.stringContaining('потвърждава'),
        feeIds: [id],
      });
      expect(await feeRow(id)).toMatchObject({ paidCents: 0, status: FeePaymentStatus.WaitingExternal });
      expect(await paymentsOf(id)).toEqual([]);
      await notify([paid(data.invoice)]).expect(200);
      expect((await back({ invoice: data.invoice, result: 'ok' }).expect(200)).body.status).toBe(InvoicePaymentStatus.Paid);
    });

    it('answers 401, 403, 404 for another parent’s invoice and 400 for a bad body', async () => {
      const data = (await epayData(await fee(galya, 8)).expect(200)).body;
      await request(t.http).post('/api/activities/payments/epay-redirect-response').send({}).expect(401);
      await back({ invoice: data.invoice, result: 'ok' }, teacher.auth).expect(403);
      await back({ invoice: data.invoice, result: 'ok' }, stranger.auth).expect(404);
      const bad = await back({ invoice: '12a', result: 'maybe' }).expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['invoice', 'result']);
    });
  });

  describe('GET easypay-idn/{id}', () => {
    it('registers the obligation with ePay and answers its 10-digit code and expiry; asked again, the same code', async () => {
      const id = await fee(galya, 9);
      const first = await request(t.http).get(`/api/activities/payments/easypay-idn/${id}`).set(parent.auth).expect(200);
      expect(first.body.idn).toMatch(/^\d{10}$/);
      expect(Date.parse(first.body.expiresAt)).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
      expect(await orderOf(first.body.invoice)).toMatchObject({ idn: first.body.idn, paymentProvider: PaymentProvider.EasyPay });
      expect(sim.byIdn(first.body.idn)).toMatchObject({ amountCents: 2280, invoice: first.body.invoice });
      const again = await request(t.http).get(`/api/activities/payments/easypay-idn/${id}`).set(parent.auth).expect(200);
      expect(again.body).toEqual(first.body);

      // Paid at the desk: the simulator's notification records it as EasyPay.
      const desk = await fetch(`${sim.url}/ezp/desk?idn=${first.body.idn}`, {
        method: 'POST',
        body: new URLSearchParams({ idn: first.body.idn, action: 'pay' }),
      });
      expect(await desk.text()).toContain('Платено: 22,80 €');
      await sim.settled();
      expect(await paymentsOf(id)).toEqual([
        { amountCents: 2280, method: PaymentMethod.EasyPay, orderId: (await orderOf(first.body.invoice)).id },
      ]);
    });

    it('shows ePay’s refusal as 409 and keeps no order', async () => {
      const unknown = await anEpayProvider(t, [kindergartenId], '8460000077', 'не е в симулатора');
      const activity = await anActivity(t.db, kindergartenId, { providerId: unknown });
      const id = await aFee(t.db, kindergartenId, activity, galya);
      const answer = await request(t.http).get(`/api/activities/payments/easypay-idn/${id}`).set(parent.auth).expect(409);
      expect(answer.body.message).toContain('EasyPay');
      expect(JSON.stringify(answer.body)).not.toContain('не е в симулатора');
      const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM online_payment_orders WHERE provider_id = $1`, [unknown]);
      expect(rows[0].n).toBe(0);
      expect(await feeRow(id)).toMatchObject({ waiting: false });
    });

    it('answers 401, 403, 404 and 400', async () => {
      const id = await fee(galya, 11);
      await request(t.http).get(`/api/activities/payments/easypay-idn/${id}`).expect(401);
      await request(t.http).get(`/api/activities/payments/easypay-idn/${id}`).set(teacher.auth).expect(403);
      await request(t.http).get(`/api/activities/payments/easypay-idn/${strangerFee}`).set(parent.auth).expect(404);
      await request(t.http).get('/api/activities/payments/easypay-idn/0').set(parent.auth).expect(400);
    });
  });

  describe('transfer payments', () => {
    it('one ePay order pays two children’s unpaid fees of one provider in one transaction', async () => {
      await t.db.query(`DELETE FROM online_payment_order_fees WHERE fee_id IN (SELECT id FROM activity_fees WHERE year = 2027)`);
      const a = await aFee(t.db, kindergartenId, activityId, galya, { year: 2027, month: 1, amountCents: 2500 });
      const b = await aFee(t.db, kindergartenId, activityId, boris, { year: 2027, month: 1, amountCents: 2000 });
      // Another provider's fee makes the provider a choice to make.
      await aFee(t.db, kindergartenId, otherActivityId, galya, { year: 2027, month: 1 });
      await aFee(t.db, kindergartenId, otherActivityId, boris, { year: 2027, month: 1 });
      const ask = (query: string) => request(t.http).get(`/api/activities/payments/transfer/epay-data${query}`).set(parent.auth);
      await ask('').expect(400);
      const before = await t.db.query(
        `SELECT id FROM activity_fees WHERE provider_id = $1 AND status IN (2, 3) AND student_id = ANY($2::int[])`,
        [providerId, [galya, boris]],
      );
      const data = (await ask(`?providerId=${providerId}`).expect(200)).body;
      expect(data.feeIds.sort()).toEqual(before.rows.map((row) => row.id).sort());
      expect(data.feeIds).toEqual(expect.arrayContaining([a, b]));
      const order = await orderOf(data.invoice);
      expect(order).toMatchObject({ isTransfer: true });
      await notify([paid(data.invoice)]).expect(200, `INVOICE=${data.invoice}:STATUS=OK\n`);
      expect(await feeRow(a)).toMatchObject({ paidCents: 2500, status: FeePaymentStatus.Paid });
      expect(await feeRow(b)).toMatchObject({ paidCents: 2000, status: FeePaymentStatus.Paid });
      // Nothing left of this provider to transfer.
      await ask(`?providerId=${providerId}`).expect(409);
    });

    it('one EasyPay code for the family, shown in the parent fees response', async () => {
      await aFee(t.db, kindergartenId, otherActivityId, galya, { year: 2027, month: 2 });
      const answer = await request(t.http)
        .get(`/api/activities/payments/transfer/easypay-idn?providerId=${otherProviderId}`)
        .set(parent.auth)
        .expect(200);
      expect(answer.body.idn).toMatch(/^\d{10}$/);
      expect(answer.body.feeIds.length).toBeGreaterThanOrEqual(2);
      const fees = await request(t.http).get('/api/activities/invoices/parents').set(parent.auth).expect(200);
      expect(fees.body.transferPaymentEasyPayIdn).toBe(answer.body.idn);
      expect(fees.body.transferPaymentEasyPayIdnExpirationDate).toBe(answer.body.expiresAt);
    });

    it('answers 401, 403, 409 with nothing to transfer, 400', async () => {
      await request(t.http).get('/api/activities/payments/transfer/epay-data').expect(401);
      await request(t.http).get('/api/activities/payments/transfer/easypay-idn').expect(401);
      await request(t.http).get('/api/activities/payments/transfer/epay-data').set(teacher.auth).expect(403);
      await request(t.http).get('/api/activities/payments/transfer/easypay-idn').set(teacher.auth).expect(403);
      await request(t.http).get('/api/activities/payments/transfer/epay-data').set(stranger.auth).expect(409);
      await request(t.http).get('/api/activities/payments/transfer/easypay-idn?providerId=x').set(parent.auth).expect(400);
    });
  });

  describe('POST /api/payments/epay/notifications/{providerId} (the webhook)', () => {
    const openOrder = async (month: number) => {
      const id = await aFee(t.db, kindergartenId, activityId, galya, { year: 2028, month, amountCents: 2280 });
      return { id, invoice: (await epayData(id).expect(200)).body.invoice as string };
    };

    it('refuses a forged notification: ERR=, nothing credited, logged unverified, the provider marked', async () => {
      const { id, invoice } = await openOrder(1);
      const forged = await notify([paid(invoice)], 'a guessed secret').expect(200);
      expect(forged.headers['content-type']).toMatch(/^text\/plain/);
      expect(forged.text).toBe('ERR=BAD_CHECKSUM\n');
      const encoded = epayEncode(paid(invoice));
      const unsigned = await request(t.http)
        .post(`/api/payments/epay/notifications/${providerId}`)
        .type('form')
        .send({ encoded })
        .expect(200);
      expect(unsigned.text).toBe('ERR=BAD_REQUEST\n');
      // Truncated: the checksum no longer matches.
      const whole = epayEncode(paid(invoice));
      const truncated = await request(t.http)
        .post(`/api/payments/epay/notifications/${providerId}`)
        .type('form')
        .send({ encoded: whole.slice(0, 20), checksum: epayChecksum(whole, SECRET) })
        .expect(200);
      expect(truncated.text).toBe('ERR=BAD_CHECKSUM\n');
      expect(await paymentsOf(id)).toEqual([]);
      const { rows } = await t.db.query(
        `SELECT verified, error FROM epay_notifications WHERE provider_id = $1 ORDER BY id DESC LIMIT 3`,
        [providerId],
      );
      expect(rows).toEqual([
        { verified: false, error: 'BAD_CHECKSUM' },
        { verified: false, error: 'BAD_REQUEST' },
        { verified: false, error: 'BAD_CHECKSUM' },
      ]);
      const provider = await request(t.http).get(`/api/activities/activity-providers/${providerId}`).set(master.auth).expect(200);
      expect(provider.body.errorMessage).toContain('не премина проверката');
      expect(provider.body.errorAt).not.toBeNull();
      expect(JSON.stringify(provider.body)).not.toContain(SECRET);
    });

    it('a replay ten times, one after another and at once, credits once and answers OK every time', async () => {
      const { id, invoice } = await openOrder(2);
      for (let i = 0; i < 10; i += 1) await notify([paid(invoice)]).expect(200, `INVOICE=${invoice}:STATUS=OK\n`);
      const { id: second, invoice: secondInvoice } = await openOrder(3);
      const answers = await Promise.all(Array.from({ length: 10 }, () => notify([paid(secondInvoice)])));
      for (const answer of answers) expect(answer.text).toBe(`INVOICE=${secondInvoice}:STATUS=OK\n`);
      for (const fee of [id, second]) {
        expect(await paymentsOf(fee)).toHaveLength(1);
        expect(await feeRow(fee)).toMatchObject({ paidCents: 2280, status: FeePaymentStatus.Paid });
      }
    });

    it('answers each line in order: OK, NO for an unknown invoice and for another provider’s, reordered lines credit once', async () => {
      const { id, invoice } = await openOrder(4);
      const theirs = await aFee(t.db, kindergartenId, otherActivityId, galya, { year: 2028, month: 4 });
      const theirInvoice = (await epayData(theirs).expect(200)).body.invoice;
      // EXPIRED arriving after PAID leaves the fee paid; the same PAID again is OK.
      const answer = await notify([
        paid(invoice),
        'INVOICE=999999999:STATUS=PAID:PAY_TIME=20261015143005:STAN=1:BCODE=1',
        `INVOICE=${theirInvoice}:STATUS=PAID`,
        `INVOICE=${invoice}:STATUS=EXPIRED:SOMETHING_NEW=1`,
        paid(invoice),
      ]).expect(200);
      expect(answer.text).toBe(
        [
          `INVOICE=${invoice}:STATUS=OK`,
          'INVOICE=999999999:STATUS=NO',
          `INVOICE=${theirInvoice}:STATUS=NO`,
          `INVOICE=${invoice}:STATUS=OK`,
          `INVOICE=${invoice}:STATUS=OK`,
          '',
        ].join('\n'),
      );
      expect(await paymentsOf(id)).toHaveLength(1);
      expect((await orderOf(invoice)).status).toBe(InvoicePaymentStatus.Paid);
      expect(await paymentsOf(theirs)).toEqual([]);
    });

    it('EXPIRED closes a waiting order and the fee no longer waits; a PAID that comes later still credits', async () => {
      const { id, invoice } = await openOrder(5);
      await notify([`INVOICE=${invoice}:STATUS=EXPIRED`]).expect(200, `INVOICE=${invoice}:STATUS=OK\n`);
      expect((await orderOf(invoice)).status).toBe(InvoicePaymentStatus.Expired);
      expect(await feeRow(id)).toMatchObject({ waiting: false, status: FeePaymentStatus.NotPaid });
      await notify([paid(invoice)]).expect(200, `INVOICE=${invoice}:STATUS=OK\n`);
      expect(await feeRow(id)).toMatchObject({ paidCents: 2280, status: FeePaymentStatus.Paid });
    });

    it('a failure inside answers ERR for that line, and ePay’s later retry succeeds', async () => {
      const { id, invoice } = await openOrder(6);
      await t.db.query(`
        CREATE FUNCTION test_refuse_payment() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'the disk is full'; END $$;
        CREATE TRIGGER test_refuse_payment BEFORE INSERT ON activity_payments FOR EACH ROW EXECUTE FUNCTION test_refuse_payment();`);
      try {
        // The simulator delivers it and retries: the first answers are ERR.
        sim.notify(MIN, [paid(invoice)]);
        const until = Date.now() + 5000;
        while (!sim.deliveries.some((d) => d.lines[0]?.includes(invoice) && d.answer !== null) && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const first = sim.deliveries.find((d) => d.lines[0]?.includes(invoice))!;
        expect(first.answer).toBe(`INVOICE=${invoice}:STATUS=ERR\n`);
        expect(await paymentsOf(id)).toEqual([]);
        expect((await orderOf(invoice)).status).toBe(InvoicePaymentStatus.Waiting);
      } finally {
        await t.db.query(`DROP TRIGGER test_refuse_payment ON activity_payments; DROP FUNCTION test_refuse_payment();`);
      }
      await sim.settled();
      const tries = sim.deliveries.filter((d) => d.lines[0]?.includes(invoice));
      expect(tries.length).toBeGreaterThan(1);
      expect(tries.at(-1)!.answer).toBe(`INVOICE=${invoice}:STATUS=OK\n`);
      expect(await paymentsOf(id)).toHaveLength(1);
      expect(await feeRow(id)).toMatchObject({ paidCents: 2280, status: FeePaymentStatus.Paid });
    });

    it('answers ERR= for a provider with no secret and 400 for a path that is not an id; the body is small', async () => {
      const plain = await aProvider(t.db, [kindergartenId]);
      const encoded = epayEncode('INVOICE=1:STATUS=PAID');
      const answer = await request(t.http)
        .post(`/api/payments/epay/notifications/${plain}`)
        .type('form')
        .send({ encoded, checksum: epayChecksum(encoded, 'x') })
        .expect(200);
      expect(answer.text).toBe('ERR=UNKNOWN_MERCHANT\n');
      await request(t.http).post('/api/payments/epay/notifications/abc').type('form').send({ encoded }).expect(400);
      await request(t.http)
        .post(`/api/payments/epay/notifications/${providerId}`)
        .type('form')
        .send({ encoded: 'A'.repeat(70 * 1024), checksum: 'x' })
        .expect(413);
    });

    it('is throttled per provider', async () => {
      const throttled = await aProvider(t.db, [kindergartenId]);
      const codes: number[] = [];
      for (let i = 0; i < 125; i += 1) {
        codes.push((await request(t.http).post(`/api/payments/epay/notifications/${throttled}`).type('form').send({})).status);
      }
      expect(codes.slice(0, 120)).toEqual(Array(120).fill(200));
      expect(codes.slice(120)).toEqual(Array(5).fill(429));
      // Another provider is not held back.
      await notify(['INVOICE=1:STATUS=EXPIRED']).expect(200, 'INVOICE=1:STATUS=NO\n');
    });
  });

  describe('POST initiate-webhook-test/{id} (the master’s self-test)', () => {
    const initiate = (id: number, auth = master.auth) =>
      request(t.http).post(`/api/administration/ActivityManagement/activity-provider/initiate-webhook-test/${id}`).set(auth);

    it('registers a short EasyPay obligation: Verifying, then Verified by the signed EXPIRED notification', async () => {
      const answer = await initiate(providerId).expect(200);
      expect(answer.body.idn).toMatch(/^\d{10}$/);
      expect(answer.body.configurationFlags & Flags.EPayWebHookVerifying).toBeTruthy();
      expect(answer.body.configurationFlags & Flags.EPayWebHookVerified).toBe(0);
      const order = await t.db.query(
        `SELECT kindergarten_id, is_self_test, amount_cents FROM online_payment_orders WHERE invoice = $1::bigint`,
        [answer.body.invoice],
      );
      expect(order.rows[0]).toEqual({ kindergarten_id: null, is_self_test: true, amount_cents: 1 });
      expect(sim.expire(sim.byIdn(answer.body.idn)!)).toBe(true);
      await sim.settled();
      const { rows } = await t.db.query(`SELECT configuration_flags AS flags FROM activity_providers WHERE id = $1`, [
        providerId,
      ]);
      expect(rows[0].flags & Flags.EPayWebHookVerified).toBeTruthy();
      expect(rows[0].flags & Flags.EPayWebHookVerifying).toBe(0);
      expect(rows[0].flags & (Flags.EPayIdSet | Flags.EPaySecretSet)).toBe(3);
    });

    it('answers 401, 403, 404, 400 and 409 for a provider without ePay', async () => {
      await request(t.http)
        .post(`/api/administration/ActivityManagement/activity-provider/initiate-webhook-test/${providerId}`)
        .expect(401);
      await initiate(providerId, director.auth).expect(403);
      await initiate(2_000_000).expect(404);
      await initiate(0).expect(400);
      await initiate(await aProvider(t.db, [kindergartenId])).expect(409);
    });
  });
});
