import { PaymentMethod, ProviderProtocolKind, Role } from '@kg/contracts';
import request from 'supertest';
import { anActivity, aProvider } from '../../../../test/activity-factories.js';
import { aChild, aGroup, aSignedInMember } from '../../../../test/factories.js';
import { aFee, aPayment } from '../../../../test/fee-factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';

type Member = Awaited<ReturnType<typeof aSignedInMember>>;

const BASE = '/api/activities/provider-invoices';

/** A PDF's bytes from a supertest answer. */
const binary = (res: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('/api/activities/provider-invoices (protocols and invoices of the activity providers)', () => {
  let t: TestApp;
  let director: Member;
  let teacher: Member;
  let stranger: Member;
  let kindergartenId: number;
  let horo: number;
  let vatProvider: number;
  let strangerProvider: number;
  let strangerProtocol: number;
  let dances: number;
  let english: number;
  let swimming: number;
  let galya: number;
  let boris: number;
  /** The desk payments of Horo pending for October 2026, in the preparation's order. */
  let pendingOctober: number[];
  let novemberPayment: number;
  let onlinePayment: number;
  let annulledPayment: number;

  const pdfText = async (path: string, auth: Record<string, string>) => {
    const res = await request(t.http).get(path).set(auth).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    return (await pdfPages(res.body)).join('\n');
  };
  const createProtocol = (auth: Record<string, string>, body: Record<string, unknown>) =>
    request(t.http)
      .post(`${BASE}/protocol`)
      .set(auth)
      .send({ providerId: horo, year: 2026, month: 10, protocolDate: '2026-10-31', ...body });
  const manualProtocol = (auth: Record<string, string>, body: Record<string, unknown>) =>
    request(t.http)
      .post(`${BASE}/manual-amount-protocol`)
      .set(auth)
      .send({ providerId: horo, year: 2026, month: 10, protocolDate: '2026-10-31', amountCents: 5000, reason: 'Аванс', ...body });
  const frozenOf = async (protocolId: number) =>
    (
      await t.db.query(
        `SELECT pp.payment_id AS "paymentId", pp.amount_cents AS amount, p.amount_cents AS "paymentAmount"
           FROM provider_protocol_payments pp JOIN activity_payments p ON p.id = pp.payment_id
          WHERE pp.protocol_id = $1 ORDER BY pp.payment_id`,
        [protocolId],
      )
    ).rows;
  const clearDocuments = async () => {
    await t.db.query(`DELETE FROM provider_invoices WHERE kindergarten_id = $1`, [kindergartenId]);
    await t.db.query(`DELETE FROM provider_protocols WHERE kindergarten_id = $1`, [kindergartenId]);
  };

  beforeAll(async () => {
    t = await startTestApp();
    director = await aSignedInMember(t, Role.Director);
    kindergartenId = director.kindergartenId;
    teacher = await aSignedInMember(t, Role.Teacher, kindergartenId);
    stranger = await aSignedInMember(t, Role.Director);
    const group = await aGroup(t.db, kindergartenId, 'Пчелица');
    galya = (await aChild(t.db, kindergartenId, { classId: group, firstName: 'Галя' })).id;
    boris = (await aChild(t.db, kindergartenId, { classId: group, firstName: 'Борис' })).id;
    horo = await aProvider(t.db, [kindergartenId], { name: 'Танцова школа Хоро' });
    vatProvider = await aProvider(t.db, [kindergartenId], { name: 'Плувен клуб Делфин' });
    await t.db.query(`UPDATE activity_providers SET vat_registered = true WHERE id = $1`, [vatProvider]);
    dances = await anActivity(t.db, kindergartenId, { providerId: horo, name: 'Народни танци' });
    english = await anActivity(t.db, kindergartenId, { providerId: horo, name: 'Английски език' });
    swimming = await anActivity(t.db, kindergartenId, { providerId: vatProvider, name: 'Плуване' });

    const galyaDances = await aFee(t.db, kindergartenId, dances, galya, { amountCents: 2500 });
    const borisDances = await aFee(t.db, kindergartenId, dances, boris, { amountCents: 2500 });
    const galyaEnglish = await aFee(t.db, kindergartenId, english, galya, { amountCents: 1800 });
    const borisEnglish = await aFee(t.db, kindergartenId, english, boris, { amountCents: 1800 });
    const galyaDancesNovember = await aFee(t.db, kindergartenId, dances, galya, { month: 11, amountCents: 2500 });
    const cash = await aPayment(t.db, kindergartenId, galyaDances, { paidOn: '2026-10-05', receiptNumber: 17 });
    const bank = await aPayment(t.db, kindergartenId, borisDances, {
      amountCents: 1000,
      method: PaymentMethod.Bank,
      paidOn: '2026-10-10',
    });
    const pos = await aPayment(t.db, kindergartenId, galyaEnglish, { method: PaymentMethod.POS, paidOn: '2026-10-20' });
    // September's late payment of Boris, still not handed over, goes with October.
    const late = await aPayment(t.db, kindergartenId, borisEnglish, { amountCents: 800, paidOn: '2026-09-28' });
    novemberPayment = await aPayment(t.db, kindergartenId, galyaDancesNovember, { paidOn: '2026-11-02' });
    annulledPayment = await aPayment(t.db, kindergartenId, borisEnglish, { amountCents: 500, paidOn: '2026-10-12' });
    await t.db.query(`UPDATE activity_payments SET annulled_at = now(), annul_reason = 'Грешка' WHERE id = $1`, [
      annulledPayment,
    ]);
    // An ePay payment went straight to the provider's own account: never handed over.
    const { rows: orders } = await t.db.query(
      `INSERT INTO online_payment_orders (kindergarten_id, provider_id, payment_provider, amount_cents, description, expires_at, status)
       VALUES ($1, $2, 1, 500, 'Такса', now() + interval '1 day', 1) RETURNING id`,
      [kindergartenId, horo],
    );
    onlinePayment = await aPayment(t.db, kindergartenId, borisEnglish, {
      amountCents: 500,
      method: PaymentMethod.EPay,
      onlineOrderId: orders[0].id,
      paidOn: '2026-10-15',
    });
    // Order: activity name (Английски език before Народни танци), then child (Борис before Галя).
    pendingOctober = [late, pos, bank, cash];

    strangerProvider = await aProvider(t.db, [stranger.kindergartenId]);
    const { rows } = await t.db.query(
      `INSERT INTO provider_protocols (kindergarten_id, provider_id, number, year, month, protocol_date, kind, total_cents, reason)
       VALUES ($1, $2, 1, 2026, 10, '2026-10-31', 2, 1000, 'Чужд') RETURNING id`,
      [stranger.kindergartenId, strangerProvider],
    );
    strangerProtocol = rows[0].id;
  });
  afterAll(() => t.close());

  describe('GET protocol-preparation', () => {
    const path = (query = `providerId=${horo}&year=2026&month=10`) => `${BASE}/protocol-preparation?${query}`;

    it('lists the desk payments paid by the month’s end that no protocol holds, not online, annulled or later ones', async () => {
      const { body } = await request(t.http).get(path()).set(director.auth).expect(200);
      expect(body.provider).toMatchObject({ id: horo, name: 'Танцова школа Хоро', vatRegistered: false });
      expect(body.rows.map((row: { paymentId: number }) => row.paymentId)).toEqual(pendingOctober);
      expect(body.rows.map((row: { paymentId: number }) => row.paymentId)).not.toContain(novemberPayment);
      expect(body.rows[3]).toMatchObject({
        studentName: 'Галя Иванова Петрова',
        className: 'Пчелица',
        activityName: 'Народни танци',
        feeYear: 2026,
        feeMonth: 10,
        method: PaymentMethod.Cash,
        paidOn: '2026-10-05',
        receiptNumber: 17,
        amountCents: 2500,
      });
      expect(body.totalCents).toBe(800 + 1800 + 1000 + 2500);
    });

    it('401 without a token, 403 for a teacher, 404 for another kindergarten’s provider, 400 for a bad month', async () => {
      await request(t.http).get(path()).expect(401);
      await request(t.http).get(path()).set(teacher.auth).expect(403);
      await request(t.http)
        .get(path(`providerId=${strangerProvider}&year=2026&month=10`))
        .set(director.auth)
        .expect(404);
      const { body } = await request(t.http)
        .get(path(`providerId=${horo}&year=2026&month=13`))
        .set(director.auth)
        .expect(400);
      expect(body.errors.month).toBeDefined();
    });
  });

  describe('GET protocol-preview', () => {
    const path = (query = `providerId=${horo}&year=2026&month=10`) => `${BASE}/protocol-preview?${query}`;

    it('answers the protocol the pending payments would make, per activity', async () => {
      const { body } = await request(t.http).get(path()).set(director.auth).expect(200);
      expect(body).toMatchObject({
        id: null,
        number: null,
        kind: ProviderProtocolKind.Payments,
        paymentsCount: 4,
        totalCents: 6100,
      });
      expect(body.activities).toEqual([
        { activityId: english, activityName: 'Английски език', children: 2, paymentsCount: 2, totalCents: 2600 },
        { activityId: dances, activityName: 'Народни танци', children: 2, paymentsCount: 2, totalCents: 3500 },
      ]);
    });

    it('401, 403, 404 for another kindergarten’s provider, 400 without a provider', async () => {
      await request(t.http).get(path()).expect(401);
      await request(t.http).get(path()).set(teacher.auth).expect(403);
      await request(t.http)
        .get(path(`providerId=${strangerProvider}&year=2026&month=10`))
        .set(director.auth)
        .expect(404);
      await request(t.http).get(path('year=2026&month=10')).set(director.auth).expect(400);
    });
  });

  describe('POST protocol', () => {
    afterEach(clearDocuments);

    it('freezes the chosen payments; its total is the sum of its payments, numbered per kindergarten and year', async () => {
      const { body } = await createProtocol(director.auth, { paymentIds: pendingOctober }).expect(200);
      expect(body.isSuccessful).toBe(true);
      const frozen = await frozenOf(body.entityId);
      expect(frozen.map((row) => row.paymentId)).toEqual([...pendingOctober].sort((a, b) => a - b));
      for (const row of frozen) expect(row.amount).toBe(row.paymentAmount);
      const { rows } = await t.db.query(
        `SELECT pr.total_cents AS total, pr.number, pr.kind, pr.created_by AS "createdBy",
                (SELECT sum(p.amount_cents)::int FROM provider_protocol_payments pp JOIN activity_payments p ON p.id = pp.payment_id
                  WHERE pp.protocol_id = pr.id) AS "sumOfPayments"
           FROM provider_protocols pr WHERE pr.id = $1`,
        [body.entityId],
      );
      expect(rows[0]).toMatchObject({
        total: 6100,
        sumOfPayments: 6100,
        kind: ProviderProtocolKind.Payments,
        createdBy: director.user.id,
      });
      // Nothing is pending any more, and a frozen payment is not annulled while the protocol stands.
      const preparation = await request(t.http)
        .get(`${BASE}/protocol-preparation?providerId=${horo}&year=2026&month=10`)
        .set(director.auth)
        .expect(200);
      expect(preparation.body.rows).toEqual([]);
      await expect(
        t.db.query(`UPDATE activity_payments SET annulled_at = now(), annul_reason = 'x' WHERE id = $1`, [pendingOctober[0]]),
      ).rejects.toThrow(/provider protocol/);
      // The next protocol of the year takes the next number.
      const second = await createProtocol(director.auth, {
        year: 2026,
        month: 11,
        protocolDate: '2026-11-30',
        paymentIds: [novemberPayment],
      }).expect(200);
      const numbers = await t.db.query(`SELECT number FROM provider_protocols WHERE id = ANY($1) ORDER BY id`, [
        [body.entityId, second.body.entityId],
      ]);
      expect(numbers.rows.map((row) => row.number)).toEqual([rows[0].number, rows[0].number + 1]);
    });

    it('puts a payment in one protocol only, also when two are created at once', async () => {
      const [first, second] = await Promise.all([
        createProtocol(director.auth, { paymentIds: pendingOctober }),
        createProtocol(director.auth, { paymentIds: pendingOctober }),
      ]);
      // The later one either waited for the first's lock (409) or came after its commit (400: not pending any more).
      const statuses = [first.status, second.status].sort();
      expect(statuses[0]).toBe(200);
      expect([400, 409]).toContain(statuses[1]);
      const { rows } = await t.db.query(`SELECT count(*)::int AS protocols FROM provider_protocols WHERE kindergarten_id = $1`, [
        kindergartenId,
      ]);
      expect(rows[0].protocols).toBe(1);
      const again = await createProtocol(director.auth, { paymentIds: [pendingOctober[0]] }).expect(400);
      expect(again.body.errors.paymentIds).toBeDefined();
    });

    it('refuses online, annulled and next month’s payments, and payments of another provider', async () => {
      for (const paymentId of [onlinePayment, annulledPayment, novemberPayment]) {
        await createProtocol(director.auth, { paymentIds: [paymentId] }).expect(400);
      }
      await createProtocol(director.auth, { providerId: vatProvider, paymentIds: [pendingOctober[0]] }).expect(400);
      const { rows } = await t.db.query(`SELECT count(*)::int AS count FROM provider_protocols WHERE kindergarten_id = $1`, [
        kindergartenId,
      ]);
      expect(rows[0].count).toBe(0);
    });

    it('401, 403, 404 for another kindergarten’s provider, 400 with field messages', async () => {
      await createProtocol({}, { paymentIds: pendingOctober }).expect(401);
      await createProtocol(teacher.auth, { paymentIds: pendingOctober }).expect(403);
      await createProtocol(director.auth, { providerId: strangerProvider, paymentIds: pendingOctober }).expect(404);
      const empty = await createProtocol(director.auth, { paymentIds: [] }).expect(400);
      expect(empty.body.errors.paymentIds).toEqual(['Изберете поне едно плащане.']);
      const early = await createProtocol(director.auth, { protocolDate: '2026-09-30', paymentIds: pendingOctober }).expect(400);
      expect(early.body.errors.protocolDate).toBeDefined();
    });
  });

  describe('POST manual-amount-protocol', () => {
    afterEach(clearDocuments);

    it('stores a typed amount with its reason and no payments', async () => {
      const { body } = await manualProtocol(director.auth, {}).expect(200);
      const { rows } = await t.db.query(`SELECT kind, total_cents AS total, reason FROM provider_protocols WHERE id = $1`, [
        body.entityId,
      ]);
      expect(rows[0]).toEqual({ kind: ProviderProtocolKind.ManualAmount, total: 5000, reason: 'Аванс' });
      expect(await frozenOf(body.entityId)).toEqual([]);
    });

    it('401, 403, 404, 400 without a reason or with a zero amount', async () => {
      await manualProtocol({}, {}).expect(401);
      await manualProtocol(teacher.auth, {}).expect(403);
      await manualProtocol(director.auth, { providerId: strangerProvider }).expect(404);
      const { body } = await manualProtocol(director.auth, { reason: '  ', amountCents: 0 }).expect(400);
      expect(body.errors.reason).toEqual(['Въведете основание за сумата.']);
      expect(body.errors.amountCents).toBeDefined();
    });
  });

  describe('a stored protocol: summary, exports, delete', () => {
    let protocolId: number;
    let manualId: number;
    beforeAll(async () => {
      protocolId = (await createProtocol(director.auth, { paymentIds: pendingOctober }).expect(200)).body.entityId;
      manualId = (await manualProtocol(director.auth, { reason: 'Такси от лятото' }).expect(200)).body.entityId;
    });
    afterAll(clearDocuments);

    it('GET summary/{id}: the protocol per activity with its provider; 401, 403, 404, 400', async () => {
      const { body } = await request(t.http).get(`${BASE}/summary/${protocolId}`).set(director.auth).expect(200);
      expect(body).toMatchObject({
        id: protocolId,
        kind: ProviderProtocolKind.Payments,
        year: 2026,
        month: 10,
        protocolDate: '2026-10-31',
        paymentsCount: 4,
        totalCents: 6100,
        invoice: null,
        vouchers: [],
        canDelete: true,
      });
      expect(body.activities.map((activity: { totalCents: number }) => activity.totalCents)).toEqual([2600, 3500]);
      await request(t.http).get(`${BASE}/summary/${protocolId}`).expect(401);
      await request(t.http).get(`${BASE}/summary/${protocolId}`).set(teacher.auth).expect(403);
      await request(t.http).get(`${BASE}/summary/${strangerProtocol}`).set(director.auth).expect(404);
      await request(t.http).get(`${BASE}/summary/abc`).set(director.auth).expect(400);
    });

    it('GET protocol/export/{id}: the PDF with the number, the parties and the total; 401, 403, 404, 400', async () => {
      const number = (await t.db.query(`SELECT number FROM provider_protocols WHERE id = $1`, [protocolId])).rows[0].number;
      const text = await pdfText(`${BASE}/protocol/export/${protocolId}`, director.auth);
      expect(text).toContain(`Приемо-предавателен протокол № ${number}`);
      expect(text).toContain('Танцова школа Хоро');
      expect(text).toContain('Английски език');
      expect(text).toContain('61,00 €');
      const manual = await pdfText(`${BASE}/protocol/export/${manualId}`, director.auth);
      expect(manual).toContain('Такси от лятото');
      expect(manual).toContain('50,00 €');
      await request(t.http).get(`${BASE}/protocol/export/${protocolId}`).expect(401);
      await request(t.http).get(`${BASE}/protocol/export/${protocolId}`).set(teacher.auth).expect(403);
      await request(t.http).get(`${BASE}/protocol/export/${strangerProtocol}`).set(director.auth).expect(404);
      await request(t.http).get(`${BASE}/protocol/export/0`).set(director.auth).expect(400);
    });

    it('GET protocol/application1/export/{protocolId}: every payment per child with the total; 401, 403, 404, 400', async () => {
      const text = await pdfText(`${BASE}/protocol/application1/export/${protocolId}`, director.auth);
      expect(text).toContain('Приложение 1');
      for (const fragment of [
        'Борис Иванова Петрова',
        'Галя Иванова Петрова',
        'Банков превод',
        'ПОС терминал',
        '05.10.2026',
        '8,00 €',
        '61,00 €',
      ]) {
        expect(text).toContain(fragment);
      }
      await request(t.http).get(`${BASE}/protocol/application1/export/${protocolId}`).expect(401);
      await request(t.http).get(`${BASE}/protocol/application1/export/${protocolId}`).set(teacher.auth).expect(403);
      await request(t.http).get(`${BASE}/protocol/application1/export/${strangerProtocol}`).set(director.auth).expect(404);
      await request(t.http).get(`${BASE}/protocol/application1/export/x`).set(director.auth).expect(400);
    });

    it('GET overview: paged protocols with filters; 401, 403, 404 for another kindergarten’s provider, 400', async () => {
      const { body } = await request(t.http)
        .get(`${BASE}/overview?providerId=${horo}&year=2026&month=10`)
        .set(director.auth)
        .expect(200);
      expect(body.rowsCount).toBe(2);
      expect(body.result.map((row: { id: number }) => row.id).sort()).toEqual([protocolId, manualId].sort());
      expect(body.result.find((row: { id: number }) => row.id === protocolId)).toMatchObject({
        providerName: 'Танцова школа Хоро',
        paymentsCount: 4,
        totalCents: 6100,
        invoiceNumber: null,
        canDelete: true,
      });
      const withInvoice = await request(t.http).get(`${BASE}/overview?withInvoice=true`).set(director.auth).expect(200);
      expect(withInvoice.body.rowsCount).toBe(0);
      const withoutInvoice = await request(t.http).get(`${BASE}/overview?withInvoice=false`).set(director.auth).expect(200);
      expect(withoutInvoice.body.rowsCount).toBe(2);
      const none = await request(t.http).get(`${BASE}/overview?month=9`).set(director.auth).expect(200);
      expect(none.body).toEqual({ result: [], rowsCount: 0 });
      const strangers = await request(t.http).get(`${BASE}/overview`).set(stranger.auth).expect(200);
      expect(strangers.body.result.map((row: { id: number }) => row.id)).toEqual([strangerProtocol]);
      await request(t.http).get(`${BASE}/overview`).expect(401);
      await request(t.http).get(`${BASE}/overview`).set(teacher.auth).expect(403);
      await request(t.http).get(`${BASE}/overview?providerId=${strangerProvider}`).set(director.auth).expect(404);
      await request(t.http).get(`${BASE}/overview?pageSize=0`).set(director.auth).expect(400);
    });

    it('DELETE {id}: frees the payments, the audit keeps the protocol; refused once an invoice exists', async () => {
      await request(t.http).delete(`${BASE}/${protocolId}`).expect(401);
      await request(t.http).delete(`${BASE}/${protocolId}`).set(teacher.auth).expect(403);
      await request(t.http).delete(`${BASE}/${strangerProtocol}`).set(director.auth).expect(404);
      await request(t.http).delete(`${BASE}/nope`).set(director.auth).expect(400);
      await request(t.http)
        .post(`${BASE}/invoice`)
        .set(director.auth)
        .send({ protocolId: manualId, invoiceDate: '2026-11-02' })
        .expect(200);
      const refused = await request(t.http).delete(`${BASE}/${manualId}`).set(director.auth).expect(409);
      expect(refused.body.message).toBe('Протоколът има издадена фактура и не може да бъде изтрит.');

      await request(t.http).delete(`${BASE}/${protocolId}`).set(director.auth).expect(204);
      const { rows } = await t.db.query(`SELECT count(*)::int AS count FROM provider_protocols WHERE id = $1`, [protocolId]);
      expect(rows[0].count).toBe(0);
      expect(await frozenOf(protocolId)).toEqual([]);
      const audit = await t.db.query(
        `SELECT before->>'total_cents' AS total, user_id AS "userId" FROM audit_log
          WHERE entity = 'provider_protocols' AND entity_id = $1::text AND action = 'delete'`,
        [protocolId],
      );
      expect(audit.rows).toEqual([{ total: '6100', userId: director.user.id }]);
      const preparation = await request(t.http)
        .get(`${BASE}/protocol-preparation?providerId=${horo}&year=2026&month=10`)
        .set(director.auth)
        .expect(200);
      expect(preparation.body.rows.map((row: { paymentId: number }) => row.paymentId)).toEqual(pendingOctober);
    });
  });

  describe('invoices', () => {
    let vatProtocol: number;
    let plainProtocol: number;
    beforeAll(async () => {
      // 25,00 € with VAT inside: 25 × 20 / 120 = 4,1666… → 4,17 €, the base 20,83 €.
      const fee = await aFee(t.db, kindergartenId, swimming, galya, { amountCents: 2500 });
      const payment = await aPayment(t.db, kindergartenId, fee, { paidOn: '2026-10-07' });
      vatProtocol = (await createProtocol(director.auth, { providerId: vatProvider, paymentIds: [payment] }).expect(200)).body
        .entityId;
      plainProtocol = (await manualProtocol(director.auth, { amountCents: 12345 }).expect(200)).body.entityId;
    });
    afterAll(clearDocuments);

    const invoice = (auth: Record<string, string>, body: Record<string, unknown>) =>
      request(t.http)
        .post(`${BASE}/invoice`)
        .set(auth)
        .send({ invoiceDate: '2026-11-02', ...body });

    it('GET invoice-preparation: VAT 20 % inside the total for a VAT-registered provider, none otherwise', async () => {
      const vat = await request(t.http)
        .get(`${BASE}/invoice-preparation?protocolId=${vatProtocol}`)
        .set(director.auth)
        .expect(200);
      expect(vat.body).toMatchObject({
        vatRegistered: true,
        vatPercent: '20.00',
        baseCents: 2083,
        vatCents: 417,
        totalCents: 2500,
        noVatReason: null,
      });
      expect(vat.body.supplier).toMatchObject({ name: 'Плувен клуб Делфин', vatNumber: expect.stringMatching(/^BG\d{9}$/) });
      expect(vat.body.description).toContain('Плуване');
      const plain = await request(t.http)
        .get(`${BASE}/invoice-preparation?protocolId=${plainProtocol}`)
        .set(director.auth)
        .expect(200);
      expect(plain.body).toMatchObject({
        vatRegistered: false,
        vatPercent: '0.00',
        baseCents: 12345,
        vatCents: 0,
        totalCents: 12345,
      });
      expect(plain.body.noVatReason).toContain('чл. 113, ал. 9 от ЗДДС');
      expect(plain.body.supplier.vatNumber).toBeNull();
    });

    it('rounds the VAT half up to a cent in SQL numeric', async () => {
      // 3 cents: 3 × 20 / 120 = 0,5 cent → 1 cent of VAT, base 2 cents.
      const { body } = await request(t.http)
        .post(`${BASE}/manual-amount-protocol`)
        .set(director.auth)
        .send({ providerId: vatProvider, year: 2026, month: 10, protocolDate: '2026-10-31', amountCents: 3, reason: 'Остатък' })
        .expect(200);
      const prepared = await request(t.http)
        .get(`${BASE}/invoice-preparation?protocolId=${body.entityId}`)
        .set(director.auth)
        .expect(200);
      expect(prepared.body).toMatchObject({ vatCents: 1, baseCents: 2, totalCents: 3 });
      await request(t.http).delete(`${BASE}/${body.entityId}`).set(director.auth).expect(204);
    });

    it('GET invoice-preparation: 401, 403, 404, 400', async () => {
      await request(t.http).get(`${BASE}/invoice-preparation?protocolId=${vatProtocol}`).expect(401);
      await request(t.http).get(`${BASE}/invoice-preparation?protocolId=${vatProtocol}`).set(teacher.auth).expect(403);
      await request(t.http).get(`${BASE}/invoice-preparation?protocolId=${strangerProtocol}`).set(director.auth).expect(404);
      await request(t.http).get(`${BASE}/invoice-preparation`).set(director.auth).expect(400);
    });

    it('POST invoice: 401, 403, 404, 400 (date before the protocol, a bad ЕИК)', async () => {
      await invoice({}, { protocolId: vatProtocol }).expect(401);
      await invoice(teacher.auth, { protocolId: vatProtocol }).expect(403);
      await invoice(director.auth, { protocolId: strangerProtocol }).expect(404);
      const early = await invoice(director.auth, { protocolId: vatProtocol, invoiceDate: '2026-10-01' }).expect(400);
      expect(early.body.errors.invoiceDate).toEqual(['Датата на фактурата не може да е преди датата на протокола.']);
      const eik = await invoice(director.auth, { protocolId: vatProtocol, recipientEik: '123' }).expect(400);
      expect(eik.body.errors.recipientEik).toBeDefined();
      const { rows } = await t.db.query(`SELECT count(*)::int AS count FROM provider_invoices WHERE kindergarten_id = $1`, [
        kindergartenId,
      ]);
      expect(rows[0].count).toBe(0);
    });

    it('POST invoice: numbers the provider’s invoices without gaps, also two at once, and one invoice per protocol', async () => {
      const second = (await manualProtocol(director.auth, { amountCents: 700, reason: 'Втори' }).expect(200)).body
        .entityId as number;
      const [a, b] = await Promise.all([
        invoice(director.auth, { protocolId: plainProtocol }),
        invoice(director.auth, { protocolId: second }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      // A refused attempt takes no number.
      await invoice(director.auth, { protocolId: second }).expect(409);
      const third = (await manualProtocol(director.auth, { amountCents: 900, reason: 'Трети' }).expect(200)).body.entityId;
      await invoice(director.auth, { protocolId: third }).expect(200);
      const { rows } = await t.db.query(`SELECT number FROM provider_invoices WHERE provider_id = $1 ORDER BY number`, [horo]);
      const numbers = rows.map((row) => row.number as number);
      expect(numbers).toHaveLength(3);
      expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
    });

    it('POST invoice stores the VAT invoice with its parties copied; GET invoice/export/{id} prints it', async () => {
      await invoice(director.auth, { protocolId: vatProtocol, recipientEik: '204691033' }).expect(200);
      const { rows } = await t.db.query(
        `SELECT number, base_cents AS base, vat_cents AS vat, total_cents AS total, supplier_name AS supplier,
                recipient_eik AS "recipientEik", to_char(tax_event_date, 'YYYY-MM-DD') AS "taxEventDate"
           FROM provider_invoices WHERE protocol_id = $1`,
        [vatProtocol],
      );
      expect(rows[0]).toEqual({
        number: 1,
        base: 2083,
        vat: 417,
        total: 2500,
        supplier: 'Плувен клуб Делфин',
        recipientEik: '204691033',
        taxEventDate: '2026-10-31',
      });
      const summary = await request(t.http).get(`${BASE}/summary/${vatProtocol}`).set(director.auth).expect(200);
      expect(summary.body.invoice).toMatchObject({ number: '0000000001', totalCents: 2500 });
      expect(summary.body.canDelete).toBe(false);

      const text = await pdfText(`${BASE}/invoice/export/${vatProtocol}`, director.auth);
      for (const fragment of [
        'Фактура № 0000000001',
        'Оригинал',
        'Плувен клуб Делфин',
        '20,83 €',
        '4,17 €',
        '25,00 €',
        'двадесет и пет евро',
        '204691033',
      ]) {
        expect(text).toContain(fragment);
      }
      const plain = await pdfText(`${BASE}/invoice/export/${plainProtocol}`, director.auth);
      expect(plain).toContain('чл. 113, ал. 9 от ЗДДС');
      await request(t.http).get(`${BASE}/invoice/export/${vatProtocol}`).expect(401);
      await request(t.http).get(`${BASE}/invoice/export/${vatProtocol}`).set(teacher.auth).expect(403);
      await request(t.http).get(`${BASE}/invoice/export/${strangerProtocol}`).set(director.auth).expect(404);
      await request(t.http).get(`${BASE}/invoice/export/-1`).set(director.auth).expect(400);
    });
  });
});
