import { FeePaymentStatus, PaymentMethod, RealtimeEvent, Role } from '@kg/contracts';
import type pg from 'pg';
import request from 'supertest';
import { aFee, aPayment } from '../../../../test/fee-factories.js';
import { aSignedInMember, aSignedInParentOf } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { hubDelivered } from '../../../../test/settle.js';
import {
  connectToHub,
  type HubClient,
  listenOnLoopback,
  nextEvent,
  recorder,
} from '../../../platform/realtime/test/realtime-client.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';
import { aFeeKindergarten, aParentOf } from './fee-fixtures.js';

async function feeRow(db: pg.Pool, id: number) {
  const { rows } = await db.query(`SELECT amount_cents, paid_cents, status FROM activity_fees WHERE id = $1`, [id]);
  return rows[0];
}

async function paymentsOf(db: pg.Pool, feeId: number) {
  const { rows } = await db.query(
    `SELECT amount_cents, method, to_char(paid_on, 'YYYY-MM-DD') AS paid_on, receipt_number, cashier_id, batch_id, note,
            annulled_at IS NOT NULL AS annulled, annul_reason
       FROM activity_payments WHERE fee_id = $1 ORDER BY id`,
    [feeId],
  );
  return rows;
}

describe('activity payments at the desk', () => {
  let t: TestApp;
  let url: string;
  const sockets: HubClient[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    url = await listenOnLoopback(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const pay = (auth: Record<string, string>, body: Record<string, unknown>, status: number) =>
    request(t.http).post('/api/activities/payments').set(auth).send(body).expect(status);
  const cash = (feeId: number, amountCents: number, extra: Record<string, unknown> = {}) => ({
    feeId,
    amountCents,
    method: PaymentMethod.Cash,
    paidOn: '2026-10-05',
    ...extra,
  });

  describe('POST /api/activities/payments', () => {
    it('records a partial cash payment with the next receipt number and the cashier; the rest stays due', async () => {
      const k = await aFeeKindergarten(t);
      const ana = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id, { amountCents: 2500 });
      const boris = await aFee(t.db, k.kindergartenId, k.flat, k.boris.id, { amountCents: 2500 });
      const first = await pay(k.director.auth, cash(ana, 1000, { note: 'първа вноска' }), 200);
      expect(first.body).toEqual({
        id: expect.any(Number),
        feeId: ana,
        receiptNumber: 1,
        status: FeePaymentStatus.PartiallyPaid,
        paidCents: 1000,
        dueCents: 1500,
      });
      const bank = await pay(k.director.auth, { ...cash(boris, 2500), method: PaymentMethod.Bank }, 200);
      expect(bank.body).toMatchObject({ receiptNumber: null, status: FeePaymentStatus.Paid, dueCents: 0 });
      const second = await pay(k.director.auth, cash(ana, 1500), 200);
      expect(second.body).toMatchObject({ receiptNumber: 2, status: FeePaymentStatus.Paid });
      expect(await paymentsOf(t.db, ana)).toEqual([
        expect.objectContaining({
          amount_cents: 1000,
          method: PaymentMethod.Cash,
          receipt_number: 1,
          cashier_id: k.director.user.id,
          note: 'първа вноска',
        }),
        expect.objectContaining({ amount_cents: 1500, receipt_number: 2 }),
      ]);
      expect(await feeRow(t.db, ana)).toEqual({ amount_cents: 2500, paid_cents: 2500, status: FeePaymentStatus.Paid });
    });

    it('tells the director and the child’s parent live after the commit; a refused payment tells nobody', async () => {
      const k = await aFeeKindergarten(t);
      const feeId = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id, { amountCents: 2500 });
      const parent = await aSignedInParentOf(t, k.kindergartenId, k.ana.id);
      const stranger = await aSignedInParentOf(t, k.kindergartenId, k.boris.id);
      const [directorSocket, parentSocket, strangerSocket] = await Promise.all(
        [k.director.token, parent.token, stranger.token].map((token) => connectToHub(url, { token })),
      );
      sockets.push(directorSocket!, parentSocket!, strangerSocket!);
      const heardByStranger = recorder(strangerSocket!, RealtimeEvent.ActivityFeesChanged);
      const heardByParent = recorder(parentSocket!, RealtimeEvent.ActivityFeesChanged);
      await pay(k.director.auth, cash(feeId, 3000), 400);
      await hubDelivered(t, parentSocket!);
      expect(heardByParent).toEqual([]);
      const director = nextEvent(directorSocket!, RealtimeEvent.ActivityFeesChanged);
      const parentHears = nextEvent(parentSocket!, RealtimeEvent.ActivityFeesChanged);
      await pay(k.director.auth, cash(feeId, 2280), 200);
      expect(await director).toEqual({ feeIds: [feeId], text: 'Плащане от 22,80 € е получено.' });
      expect(await parentHears).toEqual({ feeIds: [feeId], text: 'Плащане от 22,80 € е получено.' });
      await hubDelivered(t, strangerSocket!);
      expect(heardByStranger).toEqual([]);
    });

    it('refuses more than is due unless recorded as a credit', async () => {
      const k = await aFeeKindergarten(t);
      const feeId = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id, { amountCents: 2280 });
      await aPayment(t.db, k.kindergartenId, feeId, { amountCents: 1000 });
      const over = await pay(k.director.auth, cash(feeId, 1281), 400);
      expect(over.body.errors).toEqual({
        amountCents: ['Сумата надвишава дължимото по таксата (12,80 €). За надплащане отбележете „Записване като кредит“.'],
      });
      const credit = await pay(k.director.auth, cash(feeId, 2000, { asCredit: true }), 200);
      expect(credit.body).toMatchObject({ status: FeePaymentStatus.Paid, paidCents: 3000, dueCents: 0 });
      const list = await request(t.http)
        .get('/api/activities/invoices')
        .set(k.director.auth)
        .query({ year: 2026, month: 10, paid: 'true' });
      expect(list.body.result[0]).toMatchObject({ id: feeId, creditCents: 720, dueCents: 0 });
      const paid = await pay(k.director.auth, cash(feeId, 100), 400);
      expect(paid.body.message).toBe('Таксата вече е платена. За надплащане отбележете „Записване като кредит“.');
    });

    it('lets only one of two payments at once take what is due', async () => {
      const k = await aFeeKindergarten(t);
      const feeId = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id, { amountCents: 2500 });
      const responses = await Promise.all(
        [0, 1, 2].map(() => request(t.http).post('/api/activities/payments').set(k.director.auth).send(cash(feeId, 2000))),
      );
      expect(responses.map((response) => response.status).sort()).toEqual([200, 400, 400]);
      expect(await feeRow(t.db, feeId)).toEqual({ amount_cents: 2500, paid_cents: 2000, status: FeePaymentStatus.PartiallyPaid });
      // The receipt numbers of the refused ones were given back: no gap.
      expect((await paymentsOf(t.db, feeId)).map((payment) => payment.receipt_number)).toEqual([1]);
    });

    it('refuses an online method, a future day and a fee waiting for ePay', async () => {
      const k = await aFeeKindergarten(t);
      const feeId = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id);
      const online = await pay(k.director.auth, { ...cash(feeId, 100), method: PaymentMethod.EPay }, 400);
      expect(online.body.errors.method).toEqual(['Изберете плащане в брой, по банка или с ПОС терминал.']);
      const future = await pay(k.director.auth, cash(feeId, 100, { paidOn: '2099-01-01' }), 400);
      expect(future.body.errors.paidOn).toEqual(['Датата на плащане не може да е в бъдещето.']);
      await t.db.query(`UPDATE activity_fees SET waiting_external = true WHERE id = $1`, [feeId]);
      await pay(k.director.auth, cash(feeId, 100), 400);
      expect(await paymentsOf(t.db, feeId)).toEqual([]);
    });

    it('answers 401, 403, 404 and 400', async () => {
      const k = await aFeeKindergarten(t);
      const other = await aFeeKindergarten(t);
      const otherFee = await aFee(t.db, other.kindergartenId, other.flat, other.ana.id);
      const feeId = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id);
      const parent = await aSignedInParentOf(t, k.kindergartenId, k.ana.id);
      await request(t.http).post('/api/activities/payments').send(cash(feeId, 100)).expect(401);
      await pay(parent.auth, cash(feeId, 100), 403);
      await pay(k.director.auth, cash(otherFee, 100), 404);
      const bad = await pay(k.director.auth, { feeId, amountCents: 0, method: PaymentMethod.Cash, paidOn: 'вчера' }, 400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['amountCents', 'paidOn']);
      expect(await paymentsOf(t.db, otherFee)).toEqual([]);
    });
  });

  describe('GET /api/activities/payments/receipt/{id}', () => {
    it('prints the receipt in Bulgarian with the amounts in euro', async () => {
      const k = await aFeeKindergarten(t);
      const feeId = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id, { amountCents: 2280 });
      const { body } = await pay(k.director.auth, cash(feeId, 1000), 200);
      const response = await request(t.http)
        .get(`/api/activities/payments/receipt/${body.id}`)
        .set(k.director.auth)
        .responseType('blob')
        .expect(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = (await pdfPages(response.body as Buffer)).join('\n');
      for (const expected of [
        'КВИТАНЦИЯ № 1 / 2026',
        'Ана Иванова Петрова',
        'Народни танци',
        '10,00 €',
        '22,80 €',
        '12,80 €',
        'В брой',
        'октомври 2026',
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('answers 401, 403, 404 and 400', async () => {
      const k = await aFeeKindergarten(t);
      const other = await aFeeKindergarten(t);
      const otherPayment = await aPayment(
        t.db,
        other.kindergartenId,
        await aFee(t.db, other.kindergartenId, other.flat, other.ana.id),
      );
      const parent = await aSignedInParentOf(t, k.kindergartenId, k.ana.id);
      const own = await aPayment(t.db, k.kindergartenId, await aFee(t.db, k.kindergartenId, k.flat, k.ana.id));
      await request(t.http).get(`/api/activities/payments/receipt/${own}`).expect(401);
      await request(t.http).get(`/api/activities/payments/receipt/${own}`).set(parent.auth).expect(403);
      await request(t.http).get(`/api/activities/payments/receipt/${otherPayment}`).set(k.director.auth).expect(404);
      await request(t.http).get(`/api/activities/payments/receipt/0`).set(k.director.auth).expect(400);
    });
  });

  describe('POST /api/activities/payments/{id}/annul', () => {
    const annul = (auth: Record<string, string>, id: number, body: Record<string, unknown>, status: number) =>
      request(t.http).post(`/api/activities/payments/${id}/annul`).set(auth).send(body).expect(status);

    it('annuls with a reason: the amount comes off the fee; twice is refused', async () => {
      const k = await aFeeKindergarten(t);
      const feeId = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id, { amountCents: 2500 });
      const { body } = await pay(k.director.auth, cash(feeId, 2500), 200);
      const response = await annul(k.director.auth, body.id, { reason: 'Грешна сума' }, 200);
      expect(response.body).toEqual({ annulledPaymentIds: [body.id], feeIds: [feeId] });
      expect(await feeRow(t.db, feeId)).toEqual({ amount_cents: 2500, paid_cents: 0, status: FeePaymentStatus.NotPaid });
      expect(await paymentsOf(t.db, feeId)).toEqual([expect.objectContaining({ annulled: true, annul_reason: 'Грешна сума' })]);
      const again = await annul(k.director.auth, body.id, { reason: 'Пак' }, 400);
      expect(again.body.message).toBe('Плащането вече е анулирано.');
    });

    it('refuses an online payment', async () => {
      const k = await aFeeKindergarten(t);
      const feeId = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id);
      const { rows } = await t.db.query(
        `INSERT INTO online_payment_orders (kindergarten_id, provider_id, payment_provider, amount_cents, description, expires_at)
         SELECT $1, provider_id, 1, 2500, 'Такса', now() + interval '1 day' FROM activity_fees WHERE id = $2 RETURNING id`,
        [k.kindergartenId, feeId],
      );
      const paymentId = await aPayment(t.db, k.kindergartenId, feeId, { method: PaymentMethod.EPay, onlineOrderId: rows[0].id });
      const response = await annul(k.director.auth, paymentId, { reason: 'Отказ' }, 400);
      expect(response.body.message).toBe('Онлайн плащане (ePay/EasyPay) не се анулира от касата.');
    });

    it('answers 401, 403, 404 and 400', async () => {
      const k = await aFeeKindergarten(t);
      const other = await aFeeKindergarten(t);
      const otherPayment = await aPayment(
        t.db,
        other.kindergartenId,
        await aFee(t.db, other.kindergartenId, other.flat, other.ana.id),
      );
      const own = await aPayment(t.db, k.kindergartenId, await aFee(t.db, k.kindergartenId, k.flat, k.ana.id));
      const teacher = await aSignedInMember(t, Role.Teacher, k.kindergartenId);
      await request(t.http).post(`/api/activities/payments/${own}/annul`).send({ reason: 'Грешка' }).expect(401);
      await annul(teacher.auth, own, { reason: 'Грешка' }, 403);
      await annul(k.director.auth, otherPayment, { reason: 'Грешка' }, 404);
      const bad = await annul(k.director.auth, own, { reason: '' }, 400);
      expect(bad.body.errors.reason).toEqual(['Посочете причина за анулирането.']);
      const { rows } = await t.db.query(`SELECT annulled_at FROM activity_payments WHERE id = ANY ($1)`, [[own, otherPayment]]);
      expect(rows.every((row) => row.annulled_at === null)).toBe(true);
    });
  });

  describe('POST and GET /api/activities/batch-payments', () => {
    const batch = (auth: Record<string, string>, body: Record<string, unknown>, status: number) =>
      request(t.http).post('/api/activities/batch-payments').set(auth).send(body).expect(status);

    it('pays several fees of one family at once, one batch and one receipt; annulling one payment annuls the batch', async () => {
      const k = await aFeeKindergarten(t);
      await aParentOf(t.db, k.kindergartenId, [k.ana.id, k.boris.id], { firstName: 'Мила' });
      const ana = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id, { amountCents: 2500 });
      const anaEnglish = await aFee(t.db, k.kindergartenId, k.withMinimum, k.ana.id, { amountCents: 1800 });
      const boris = await aFee(t.db, k.kindergartenId, k.flat, k.boris.id, { amountCents: 2500 });
      await aPayment(t.db, k.kindergartenId, boris, { amountCents: 500 });
      const response = await batch(
        k.director.auth,
        {
          items: [{ feeId: ana }, { feeId: anaEnglish, amountCents: 800 }, { feeId: boris }],
          method: PaymentMethod.Cash,
          paidOn: '2026-10-06',
          payerName: 'Мила Георгиева',
        },
        200,
      );
      expect(response.body).toEqual({
        id: expect.any(Number),
        receiptNumber: 1,
        totalCents: 2500 + 800 + 2000,
        paymentIds: expect.any(Array),
      });
      const { rows: batches } = await t.db.query(
        `SELECT receipt_number, payer_name, cashier_id FROM activity_payment_batches WHERE id = $1`,
        [response.body.id],
      );
      expect(batches).toEqual([{ receipt_number: 1, payer_name: 'Мила Георгиева', cashier_id: k.director.user.id }]);
      expect(await feeRow(t.db, ana)).toMatchObject({ paid_cents: 2500, status: FeePaymentStatus.Paid });
      expect(await feeRow(t.db, anaEnglish)).toMatchObject({ paid_cents: 800, status: FeePaymentStatus.PartiallyPaid });
      expect(await feeRow(t.db, boris)).toMatchObject({ paid_cents: 2500, status: FeePaymentStatus.Paid });
      expect((await paymentsOf(t.db, boris))[1]).toMatchObject({ batch_id: response.body.id, receipt_number: 1 });

      const list = await request(t.http)
        .get('/api/activities/batch-payments')
        .set(k.director.auth)
        .query({ search: 'Мила' })
        .expect(200);
      expect(list.body.rowsCount).toBe(1);
      expect(list.body.result[0]).toMatchObject({
        id: response.body.id,
        totalCents: 5300,
        feesCount: 3,
        students: ['Ана Иванова Петрова', 'Борис Иванова Петрова'],
        receiptNumber: 1,
      });

      const receipt = await request(t.http)
        .get(`/api/activities/batch-payments/receipt/${response.body.id}`)
        .set(k.director.auth)
        .responseType('blob')
        .expect(200);
      const text = (await pdfPages(receipt.body as Buffer)).join('\n');
      for (const expected of ['КВИТАНЦИЯ № 1 / 2026', 'Мила Георгиева', 'Борис Иванова Петрова', 'Английски език', '53,00 €']) {
        expect(text).toContain(expected);
      }

      const annulled = await request(t.http)
        .post(`/api/activities/payments/${response.body.paymentIds[0]}/annul`)
        .set(k.director.auth)
        .send({ reason: 'Върнати пари' })
        .expect(200);
      expect(annulled.body.annulledPaymentIds).toHaveLength(3);
      expect(await feeRow(t.db, boris)).toMatchObject({ paid_cents: 500, status: FeePaymentStatus.PartiallyPaid });
    });

    it('refuses children of different families and an amount over what is due, writing nothing', async () => {
      const k = await aFeeKindergarten(t);
      await aParentOf(t.db, k.kindergartenId, [k.ana.id]);
      await aParentOf(t.db, k.kindergartenId, [k.boris.id]);
      const ana = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id, { amountCents: 2500 });
      const boris = await aFee(t.db, k.kindergartenId, k.flat, k.boris.id, { amountCents: 2500 });
      const families = await batch(
        k.director.auth,
        { items: [{ feeId: ana }, { feeId: boris }], method: PaymentMethod.Cash, paidOn: '2026-10-06' },
        400,
      );
      expect(families.body.message).toBe('Груповото плащане е за такси на деца от едно семейство (с общ родител).');
      const anaEnglish = await aFee(t.db, k.kindergartenId, k.withMinimum, k.ana.id, { amountCents: 1800 });
      const over = await batch(
        k.director.auth,
        { items: [{ feeId: ana }, { feeId: anaEnglish, amountCents: 1801 }], method: PaymentMethod.POS, paidOn: '2026-10-06' },
        400,
      );
      expect(over.body.errors).toEqual({
        'items.1.amountCents': ['Ана Иванова Петрова: сумата надвишава дължимото по таксата (18,00 €).'],
      });
      const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM activity_payments WHERE kindergarten_id = $1`, [
        k.kindergartenId,
      ]);
      expect(rows[0].n).toBe(0);
    });

    it('answers 401, 403, 404 and 400', async () => {
      const k = await aFeeKindergarten(t);
      const other = await aFeeKindergarten(t);
      const otherFee = await aFee(t.db, other.kindergartenId, other.flat, other.ana.id);
      const feeId = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id);
      const parent = await aSignedInParentOf(t, k.kindergartenId, k.ana.id);
      const body = { items: [{ feeId }], method: PaymentMethod.Cash, paidOn: '2026-10-06' };
      await request(t.http).post('/api/activities/batch-payments').send(body).expect(401);
      await request(t.http).get('/api/activities/batch-payments').expect(401);
      await batch(parent.auth, body, 403);
      await request(t.http).get('/api/activities/batch-payments').set(parent.auth).expect(403);
      await batch(k.director.auth, { ...body, items: [{ feeId }, { feeId: otherFee }] }, 404);
      const twice = await batch(k.director.auth, { ...body, items: [{ feeId }, { feeId }] }, 400);
      expect(twice.body.errors['items.1.feeId']).toEqual(['Таксата е посочена два пъти.']);
      await request(t.http).get('/api/activities/batch-payments/receipt/999999').set(k.director.auth).expect(404);
      await request(t.http).get('/api/activities/batch-payments').set(k.director.auth).query({ fromDate: 'x' }).expect(400);
      expect(await paymentsOf(t.db, otherFee)).toEqual([]);
    });
  });

  describe('GET /api/activities/payments/cashiers and /api/PaymentTypes', () => {
    it('lists who recorded payments and the payment methods in Bulgarian', async () => {
      const k = await aFeeKindergarten(t);
      const feeId = await aFee(t.db, k.kindergartenId, k.flat, k.ana.id);
      await pay(k.director.auth, cash(feeId, 100), 200);
      const other = await aFeeKindergarten(t);
      await aPayment(t.db, other.kindergartenId, await aFee(t.db, other.kindergartenId, other.flat, other.ana.id), {
        cashierId: other.director.user.id,
      });
      const cashiers = await request(t.http).get('/api/activities/payments/cashiers').set(k.director.auth).expect(200);
      expect(cashiers.body).toEqual([{ id: k.director.user.id, name: expect.any(String) }]);
      const types = await request(t.http).get('/api/PaymentTypes').set(k.director.auth).expect(200);
      expect(types.body).toContainEqual({ id: PaymentMethod.Cash, name: 'В брой', isDesk: true });
      expect(types.body).toContainEqual({ id: PaymentMethod.EasyPay, name: 'EasyPay (на каса)', isDesk: false });
      expect(types.body.some((type: { id: number }) => type.id === PaymentMethod.Undefined)).toBe(false);
    });

    it('answers 401 and 403', async () => {
      const k = await aFeeKindergarten(t);
      const parent = await aSignedInParentOf(t, k.kindergartenId, k.ana.id);
      await request(t.http).get('/api/activities/payments/cashiers').expect(401);
      await request(t.http).get('/api/PaymentTypes').expect(401);
      await request(t.http).get('/api/activities/payments/cashiers').set(parent.auth).expect(403);
    });
  });
});
