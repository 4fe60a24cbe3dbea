import { Role } from '@kg/contracts';
import request from 'supertest';
import { anActivity, aProvider } from '../../../../test/activity-factories.js';
import { aChild, aGroup, aSignedInMember } from '../../../../test/factories.js';
import { aFee, aPayment } from '../../../../test/fee-factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';

type Member = Awaited<ReturnType<typeof aSignedInMember>>;

const BASE = '/api/activities/provider-invoices';
const VOUCHER = `${BASE}/cash-payment-voucher`;

const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('/api/activities/provider-invoices/cash-payment-voucher (разходни касови ордери)', () => {
  let t: TestApp;
  let director: Member;
  let teacher: Member;
  let stranger: Member;
  let kindergartenId: number;
  let horo: number;
  let strangerProvider: number;
  let strangerVoucher: number;
  /** A protocol of frozen payments (61,00 €) with an invoice, and a manual one (12,00 €) without. */
  let paidProtocol: number;
  let manualProtocol: number;

  const vouchersOf = async (protocolId: number) =>
    (
      await t.db.query(
        `SELECT number, year, amount_cents AS amount, received_by AS "receivedBy", annulled_at IS NOT NULL AS annulled,
                created_by AS "createdBy"
           FROM provider_cash_vouchers WHERE protocol_id = $1 ORDER BY id`,
        [protocolId],
      )
    ).rows;
  const create = (auth: Record<string, string>, body: Record<string, unknown>) =>
    request(t.http)
      .post(VOUCHER)
      .set(auth)
      .send({ protocolId: paidProtocol, voucherDate: '2026-11-03', receivedBy: 'Мария Хорова', ...body });

  beforeAll(async () => {
    t = await startTestApp();
    director = await aSignedInMember(t, Role.Director);
    kindergartenId = director.kindergartenId;
    teacher = await aSignedInMember(t, Role.Teacher, kindergartenId);
    stranger = await aSignedInMember(t, Role.Director);
    const group = await aGroup(t.db, kindergartenId);
    const child = (await aChild(t.db, kindergartenId, { classId: group, firstName: 'Галя' })).id;
    horo = await aProvider(t.db, [kindergartenId], { name: 'Танцова школа Хоро' });
    const dances = await anActivity(t.db, kindergartenId, { providerId: horo, name: 'Народни танци' });
    const fee = await aFee(t.db, kindergartenId, dances, child, { amountCents: 6100 });
    const payment = await aPayment(t.db, kindergartenId, fee, { paidOn: '2026-10-05' });
    paidProtocol = (
      await request(t.http)
        .post(`${BASE}/protocol`)
        .set(director.auth)
        .send({ providerId: horo, year: 2026, month: 10, protocolDate: '2026-10-31', paymentIds: [payment] })
        .expect(200)
    ).body.entityId;
    await request(t.http)
      .post(`${BASE}/invoice`)
      .set(director.auth)
      .send({ protocolId: paidProtocol, invoiceDate: '2026-11-02' })
      .expect(200);
    manualProtocol = (
      await request(t.http)
        .post(`${BASE}/manual-amount-protocol`)
        .set(director.auth)
        .send({
          providerId: horo,
          year: 2026,
          month: 10,
          protocolDate: '2026-10-31',
          amountCents: 1200,
          reason: 'Лятна програма',
        })
        .expect(200)
    ).body.entityId;

    strangerProvider = await aProvider(t.db, [stranger.kindergartenId]);
    const { rows } = await t.db.query(
      `WITH pr AS (
         INSERT INTO provider_protocols (kindergarten_id, provider_id, number, year, month, protocol_date, kind, total_cents, reason)
         VALUES ($1, $2, 1, 2026, 10, '2026-10-31', 2, 1000, 'Чужд') RETURNING id)
       INSERT INTO provider_cash_vouchers (kindergarten_id, protocol_id, provider_id, number, year, voucher_date, amount_cents, received_by, basis)
       SELECT $1, pr.id, $2, 1, 2026, '2026-11-01', 1000, 'Чужд', 'Чужд' FROM pr RETURNING id`,
      [stranger.kindergartenId, strangerProvider],
    );
    strangerVoucher = rows[0].id;
  });
  afterAll(() => t.close());

  it('GET cash-payment-voucher-preparation: the provider’s protocols not paid out yet; 401, 403, 404, 400', async () => {
    const path = (query = `providerId=${horo}`) => `${BASE}/cash-payment-voucher-preparation?${query}`;
    const { body } = await request(t.http).get(path()).set(director.auth).expect(200);
    expect(body.provider).toMatchObject({ id: horo, name: 'Танцова школа Хоро' });
    expect(body.protocols).toEqual([
      expect.objectContaining({ protocolId: paidProtocol, totalCents: 6100, invoiceNumber: '0000000001' }),
      expect.objectContaining({ protocolId: manualProtocol, totalCents: 1200, invoiceNumber: null }),
    ]);
    await request(t.http).get(path()).expect(401);
    await request(t.http).get(path()).set(teacher.auth).expect(403);
    await request(t.http)
      .get(path(`providerId=${strangerProvider}`))
      .set(director.auth)
      .expect(404);
    await request(t.http).get(path('providerId=x')).set(director.auth).expect(400);
  });

  it('GET cash-payment-voucher-preparation-preview: the voucher as it would read; 401, 403, 404, 400', async () => {
    const path = (query: string) => `${BASE}/cash-payment-voucher-preparation-preview?${query}`;
    const { body } = await request(t.http)
      .get(path(`protocolId=${paidProtocol}&voucherDate=2026-11-03&receivedBy=Мария Хорова`))
      .set(director.auth)
      .expect(200);
    expect(body).toMatchObject({
      id: null,
      number: null,
      year: 2026,
      amountCents: 6100,
      receivedBy: 'Мария Хорова',
      annulled: false,
    });
    expect(body.basis).toContain('фактура № 0000000001 от 02.11.2026 г.');
    await request(t.http)
      .get(path(`protocolId=${paidProtocol}`))
      .expect(401);
    await request(t.http)
      .get(path(`protocolId=${paidProtocol}`))
      .set(teacher.auth)
      .expect(403);
    await request(t.http).get(path('protocolId=999999')).set(director.auth).expect(404);
    await request(t.http)
      .get(path(`protocolId=${paidProtocol}&voucherDate=утре`))
      .set(director.auth)
      .expect(400);
  });

  it('POST cash-payment-voucher: 401, 403, 404, 400 with the field messages', async () => {
    await create({}, {}).expect(401);
    await create(teacher.auth, {}).expect(403);
    const strangerProtocol = (await t.db.query(`SELECT protocol_id FROM provider_cash_vouchers WHERE id = $1`, [strangerVoucher]))
      .rows[0].protocol_id;
    await create(director.auth, { protocolId: strangerProtocol }).expect(404);
    const nobody = await create(director.auth, { receivedBy: ' ' }).expect(400);
    expect(nobody.body.errors.receivedBy).toEqual(['Въведете името на лицето, получило сумата.']);
    const early = await create(director.auth, { voucherDate: '2026-10-30' }).expect(400);
    expect(early.body.errors.voucherDate).toEqual(['Датата на ордера не може да е преди датата на протокола.']);
    expect(await vouchersOf(paidProtocol)).toEqual([]);
  });

  it('POST cash-payment-voucher pays a protocol once, numbered per kindergarten and year without gaps', async () => {
    const [first, second] = await Promise.all([create(director.auth, {}), create(director.auth, {})]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    await create(director.auth, { protocolId: manualProtocol, receivedBy: 'Иван Хоров' }).expect(200);
    const paid = await vouchersOf(paidProtocol);
    const manual = await vouchersOf(manualProtocol);
    expect(paid).toEqual([
      { number: 1, year: 2026, amount: 6100, receivedBy: 'Мария Хорова', annulled: false, createdBy: director.user.id },
    ]);
    expect(manual).toMatchObject([{ number: 2, amount: 1200 }]);
  });

  describe('a stored voucher', () => {
    let voucherId: number;
    beforeAll(async () => {
      voucherId = (await t.db.query(`SELECT id FROM provider_cash_vouchers WHERE protocol_id = $1`, [paidProtocol])).rows[0].id;
    });

    it('GET cash-payment-voucher/summary/{id}; 401, 403, 404, 400', async () => {
      const { body } = await request(t.http).get(`${VOUCHER}/summary/${voucherId}`).set(director.auth).expect(200);
      expect(body).toMatchObject({
        id: voucherId,
        number: 1,
        amountCents: 6100,
        protocolId: paidProtocol,
        invoiceNumber: '0000000001',
      });
      await request(t.http).get(`${VOUCHER}/summary/${voucherId}`).expect(401);
      await request(t.http).get(`${VOUCHER}/summary/${voucherId}`).set(teacher.auth).expect(403);
      await request(t.http).get(`${VOUCHER}/summary/${strangerVoucher}`).set(director.auth).expect(404);
      await request(t.http).get(`${VOUCHER}/summary/0`).set(director.auth).expect(400);
    });

    it('GET cash-payment-voucher/overview: paged with filters; 401, 403, 404, 400', async () => {
      const { body } = await request(t.http)
        .get(`${VOUCHER}/overview?providerId=${horo}&year=2026&month=11`)
        .set(director.auth)
        .expect(200);
      expect(body.rowsCount).toBe(2);
      expect(body.result[0]).toMatchObject({ providerName: 'Танцова школа Хоро', annulled: false });
      const october = await request(t.http).get(`${VOUCHER}/overview?month=10`).set(director.auth).expect(200);
      expect(october.body.rowsCount).toBe(0);
      await request(t.http).get(`${VOUCHER}/overview`).expect(401);
      await request(t.http).get(`${VOUCHER}/overview`).set(teacher.auth).expect(403);
      await request(t.http).get(`${VOUCHER}/overview?providerId=${strangerProvider}`).set(director.auth).expect(404);
      await request(t.http).get(`${VOUCHER}/overview?orderByColumn=receivedBy`).set(director.auth).expect(400);
    });

    it('GET cash-payment-voucher/export/{id}: the PDF; 401, 403, 404, 400', async () => {
      const res = await request(t.http)
        .get(`${VOUCHER}/export/${voucherId}`)
        .set(director.auth)
        .buffer(true)
        .parse(binary)
        .expect(200);
      const text = (await pdfPages(res.body)).join('\n');
      for (const fragment of [
        'Разходен касов ордер № 1',
        'Танцова школа Хоро',
        '61,00 €',
        'шестдесет и едно евро',
        'Мария Хорова',
        'протокол',
      ]) {
        expect(text).toContain(fragment);
      }
      await request(t.http).get(`${VOUCHER}/export/${voucherId}`).expect(401);
      await request(t.http).get(`${VOUCHER}/export/${voucherId}`).set(teacher.auth).expect(403);
      await request(t.http).get(`${VOUCHER}/export/${strangerVoucher}`).set(director.auth).expect(404);
      await request(t.http).get(`${VOUCHER}/export/x`).set(director.auth).expect(400);
    });

    it('a protocol with a live voucher is not deleted', async () => {
      await request(t.http).delete(`${BASE}/${manualProtocol}`).set(director.auth).expect(409);
    });

    it('DELETE cash-payment-voucher/{id} annuls it, keeps its number, and the protocol can be paid again; 401, 403, 404, 400', async () => {
      await request(t.http).delete(`${VOUCHER}/${voucherId}`).expect(401);
      await request(t.http).delete(`${VOUCHER}/${voucherId}`).set(teacher.auth).expect(403);
      await request(t.http).delete(`${VOUCHER}/${strangerVoucher}`).set(director.auth).expect(404);
      await request(t.http).delete(`${VOUCHER}/abc`).set(director.auth).expect(400);
      await request(t.http).delete(`${VOUCHER}/${voucherId}`).set(director.auth).expect(204);
      await request(t.http).delete(`${VOUCHER}/${voucherId}`).set(director.auth).expect(409);
      await create(director.auth, { voucherDate: '2026-11-04' }).expect(200);
      const paid = await vouchersOf(paidProtocol);
      expect(paid.map((row) => [row.number, row.annulled])).toEqual([
        [1, true],
        [3, false],
      ]);
      const audit = await t.db.query(
        `SELECT before->>'annulled_at' AS before, after->>'annulled_by' AS "annulledBy" FROM audit_log
          WHERE entity = 'provider_cash_vouchers' AND entity_id = $1::text AND action = 'update'`,
        [voucherId],
      );
      expect(audit.rows).toEqual([{ before: null, annulledBy: String(director.user.id) }]);
    });
  });
});
