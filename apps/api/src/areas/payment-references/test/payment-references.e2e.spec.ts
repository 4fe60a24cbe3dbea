import { FeeAmountBasis, PaymentMethod, PaymentSource, Role } from '@kg/contracts';
import request from 'supertest';
import { anActivity, aProvider } from '../../../../test/activity-factories.js';
import { aChild, aGroup, aSignedInMember, aSignedInParentOf, aSignedInTeacherOf } from '../../../../test/factories.js';
import { aFee, aPayment } from '../../../../test/fee-factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { downloadReference, pdfText, referenceUrl, sheetRows } from './reference-requests.js';

type Member = Awaited<ReturnType<typeof aSignedInMember>>;

const OCTOBER = { month: 10, year: 2026 };

/** Every reference: its path, and its export's path for a file type. */
const REFERENCES = [
  { name: 'kindergarten', export: (type: string) => `kindergarten/export/${type}` },
  { name: 'classes', export: (type: string) => `classes/export/${type}` },
  { name: 'students', export: (type: string) => `students/export/${type}` },
  { name: 'cashiers', export: (type: string) => `cashiers/export?type=${type}` },
  { name: 'batch-payments', export: (type: string) => `batch-payments/export/${type}` },
  { name: 'cashed', export: (type: string) => `cashed/export/${type}` },
] as const;

const ENDPOINTS = REFERENCES.flatMap((reference) => [
  reference.name as string,
  reference.export('pdf'),
  reference.export('excel'),
]);

describe('/api/activities/payments/references (payment references)', () => {
  let t: TestApp;
  let director: Member;
  let teacher: Member;
  let parent: Member;
  let stranger: Member;
  let kindergartenId: number;
  let bees: number;
  let stars: number;
  let galya: number;
  let boris: number;
  let vera: number;
  let ownProvider: number;
  let epayProvider: number;
  let english: number;
  let football: number;
  let strangerActivity: number;
  let strangerGroup: number;
  let batchId: number;

  const sum = async (text: string, values: unknown[] = []): Promise<number> =>
    Number((await t.db.query(text, values)).rows[0].sum ?? 0);
  /** Live payments of the kindergarten, straight from the table, under `where` (a, f: payment, fee). */
  const paidSum = (where: string, values: unknown[] = []) =>
    sum(
      `SELECT sum(a.amount_cents) FROM activity_payments a JOIN activity_fees f ON f.id = a.fee_id
        WHERE a.kindergarten_id = $1 AND a.annulled_at IS NULL AND ${where}`,
      [kindergartenId, ...values],
    );
  const chargedSum = (where: string, values: unknown[] = []) =>
    sum(`SELECT sum(f.amount_cents) FROM activity_fees f WHERE f.kindergarten_id = $1 AND ${where}`, [kindergartenId, ...values]);
  const get = (path: string, query: Record<string, unknown>, auth: Record<string, string> = director.auth) =>
    request(t.http).get(referenceUrl(path, query)).set(auth);
  const download = (path: string, query: Record<string, unknown>) => downloadReference(t, path, query, director.auth);

  beforeAll(async () => {
    t = await startTestApp();
    director = await aSignedInMember(t, Role.Director);
    kindergartenId = director.kindergartenId;
    bees = await aGroup(t.db, kindergartenId, 'Пчелица');
    stars = await aGroup(t.db, kindergartenId, 'Звездица');
    galya = (await aChild(t.db, kindergartenId, { classId: bees, firstName: 'Галя' })).id;
    boris = (await aChild(t.db, kindergartenId, { classId: bees, firstName: 'Борис' })).id;
    vera = (await aChild(t.db, kindergartenId, { classId: stars, firstName: 'Вера' })).id;
    teacher = await aSignedInTeacherOf(t, kindergartenId, bees);
    parent = await aSignedInParentOf(t, kindergartenId, galya);
    ownProvider = await aProvider(t.db, [kindergartenId], { name: 'Знание ООД' });
    epayProvider = await aProvider(t.db, [kindergartenId], { name: 'Спорт ЕООД' });
    await t.db.query(`UPDATE activity_providers SET epay_min = '1000000001', configuration_flags = 3 WHERE id = $1`, [
      epayProvider,
    ]);
    english = await anActivity(t.db, kindergartenId, { name: 'Английски език', providerId: ownProvider });
    football = await anActivity(t.db, kindergartenId, { name: 'Футбол', providerId: epayProvider });

    // October: five fees; September: one.
    const galyaEnglish = await aFee(t.db, kindergartenId, english, galya, { amountCents: 2500 });
    const borisEnglish = await aFee(t.db, kindergartenId, english, boris, { amountCents: 2500 });
    const veraEnglish = await aFee(t.db, kindergartenId, english, vera, {
      amountCents: 2250,
      baseCents: 2500,
      discount: { name: 'Второ дете', percent: '10' },
    });
    const galyaFootball = await aFee(t.db, kindergartenId, football, galya, { amountCents: 3000 });
    const veraFootball = await aFee(t.db, kindergartenId, football, vera, { amountCents: 3000 });
    await aFee(t.db, kindergartenId, football, boris, { amountCents: 3000 });
    const galyaSeptember = await aFee(t.db, kindergartenId, english, galya, { month: 9, amountCents: 2500 });

    await aPayment(t.db, kindergartenId, galyaEnglish, { paidOn: '2026-10-05', cashierId: director.user.id, receiptNumber: 1 });
    await aPayment(t.db, kindergartenId, borisEnglish, {
      amountCents: 1000,
      paidOn: '2026-10-05',
      cashierId: director.user.id,
      receiptNumber: 2,
    });
    const annulled = await aPayment(t.db, kindergartenId, borisEnglish, {
      amountCents: 700,
      paidOn: '2026-10-06',
      cashierId: director.user.id,
    });
    await t.db.query(`UPDATE activity_payments SET annulled_at = now(), annul_reason = 'Грешна сума' WHERE id = $1`, [annulled]);
    await aPayment(t.db, kindergartenId, veraEnglish, { method: PaymentMethod.Bank, paidOn: '2026-10-07' });
    const order = await t.db.query(
      `INSERT INTO online_payment_orders (kindergarten_id, provider_id, payment_provider, amount_cents, description, expires_at, status)
       VALUES ($1, $2, 1, 3000, 'Футбол, октомври 2026', now() + interval '1 day', 1) RETURNING id`,
      [kindergartenId, epayProvider],
    );
    await aPayment(t.db, kindergartenId, galyaFootball, {
      method: PaymentMethod.EPay,
      paidOn: '2026-10-08',
      onlineOrderId: order.rows[0].id,
    });
    // One batch (one receipt) paying Vera's football in part and Galya's September fee, on 10 October.
    const batch = await t.db.query(
      `INSERT INTO activity_payment_batches (kindergarten_id, method, paid_on, payer_name, receipt_number, cashier_id)
       VALUES ($1, $2, '2026-10-10', 'Мария Петрова', 3, $3) RETURNING id`,
      [kindergartenId, PaymentMethod.Cash, director.user.id],
    );
    batchId = batch.rows[0].id;
    await aPayment(t.db, kindergartenId, veraFootball, {
      amountCents: 2000,
      paidOn: '2026-10-10',
      cashierId: director.user.id,
      batchId,
      receiptNumber: 3,
    });
    await aPayment(t.db, kindergartenId, galyaSeptember, {
      paidOn: '2026-10-10',
      cashierId: director.user.id,
      batchId,
      receiptNumber: 3,
    });
    // A payment of an October fee made in November: in October's fee references, not in October's payment ones.
    await aPayment(t.db, kindergartenId, veraFootball, { amountCents: 500, paidOn: '2026-11-02', cashierId: director.user.id });

    // Another kindergarten with its own fee and payment in the same month: never counted here.
    stranger = await aSignedInMember(t, Role.Director);
    strangerGroup = await aGroup(t.db, stranger.kindergartenId, 'Слънце');
    const strangerChild = (await aChild(t.db, stranger.kindergartenId, { classId: strangerGroup })).id;
    strangerActivity = await anActivity(t.db, stranger.kindergartenId, { name: 'Танци' });
    const strangerFee = await aFee(t.db, stranger.kindergartenId, strangerActivity, strangerChild, { amountCents: 9900 });
    await aPayment(t.db, stranger.kindergartenId, strangerFee, { paidOn: '2026-10-05' });
  });
  afterAll(() => t.close());

  describe('every reference and export', () => {
    it.each(ENDPOINTS)('%s: 401 without a token', async (path) => {
      await request(t.http).get(referenceUrl(path, OCTOBER)).expect(401);
    });

    it.each(ENDPOINTS)('%s: 403 for a teacher and a parent', async (path) => {
      await get(path, OCTOBER, teacher.auth).expect(403);
      await get(path, OCTOBER, parent.auth).expect(403);
    });

    it.each(ENDPOINTS)('%s: 404 for another kindergarten’s activity, group or cashier', async (path) => {
      if (path.startsWith('batch-payments')) {
        // A batch pays fees of several activities and groups: it is filtered by method and cashier only.
        const cashier = await get(path, { ...OCTOBER, cashierId: stranger.user.id }).expect(404);
        expect(cashier.body.message).toBe('Касиерът не е намерен.');
        return;
      }
      const activity = await get(path, { ...OCTOBER, activityId: strangerActivity }).expect(404);
      expect(activity.body.message).toBe('Дейността не е намерена.');
      const group = await get(path, { ...OCTOBER, classId: strangerGroup }).expect(404);
      expect(group.body.message).toBe('Групата не е намерена.');
    });

    it.each(ENDPOINTS)('%s: 400 without a period, with a reversed or an over-long one', async (path) => {
      const none = await get(path, {}).expect(400);
      expect(none.body.errors.month).toEqual(['Изберете месец и година или период (от – до).']);
      const reversed = await get(path, { fromDate: '2026-10-31', toDate: '2026-10-01' }).expect(400);
      expect(reversed.body.errors.toDate).toEqual(['Крайната дата трябва да е след началната или същата.']);
      await get(path, { fromDate: '2025-01-01', toDate: '2026-10-01' }).expect(400);
      await get(path, { month: 13, year: 2026 }).expect(400);
    });

    it('answers 404 for a provider not working in the kindergarten', async () => {
      const { rows } = await t.db.query(`SELECT provider_id FROM activities WHERE id = $1`, [strangerActivity]);
      for (const path of ['kindergarten', 'students', 'cashed/export/excel']) {
        const answer = await get(path, { ...OCTOBER, providerId: rows[0].provider_id }).expect(404);
        expect(answer.body.message).toBe('Доставчикът не е намерен.');
      }
    });

    it('refuses an unknown file type', async () => {
      await get('kindergarten/export/word', OCTOBER).expect(400);
      await get('cashiers/export?type=word', OCTOBER).expect(400);
    });
  });

  describe('GET kindergarten', () => {
    it('answers per activity charged, paid and unpaid of the month’s fees, adding up with the payments table', async () => {
      const { body } = await get('kindergarten', OCTOBER).expect(200);
      expect(body.fromDate).toBe('2026-10-01');
      expect(body.toDate).toBe('2026-10-31');
      expect(body.rows).toEqual([
        {
          activityId: english,
          activityName: 'Английски език',
          providerName: 'Знание ООД',
          paymentSource: PaymentSource.Own,
          children: 3,
          fees: 3,
          chargedCents: 7250,
          paidCents: 5750,
          unpaidCents: 1500,
        },
        {
          activityId: football,
          activityName: 'Футбол',
          providerName: 'Спорт ЕООД',
          paymentSource: PaymentSource.EPay,
          children: 3,
          fees: 3,
          chargedCents: 9000,
          paidCents: 5500,
          unpaidCents: 3500,
        },
      ]);
      const month = 'f.year = 2026 AND f.month = 10';
      expect(body.totals).toEqual({
        children: 3,
        fees: 6,
        chargedCents: await chargedSum(month),
        paidCents: await paidSum(month),
        unpaidCents: 5000,
      });
      for (const row of body.rows) {
        expect(row.paidCents).toBe(await paidSum(`${month} AND f.activity_id = $2`, [row.activityId]));
        expect(row.chargedCents).toBe(await chargedSum(`${month} AND f.activity_id = $2`, [row.activityId]));
      }
    });

    it('takes the fees of every month the period touches, and filters by source, provider and amount basis', async () => {
      const both = await get('kindergarten', { fromDate: '2026-09-20', toDate: '2026-10-03' }).expect(200);
      expect(both.body.totals.chargedCents).toBe(await chargedSum('f.year = 2026 AND f.month IN (9, 10)'));
      expect(both.body.totals.paidCents).toBe(await paidSum('f.year = 2026 AND f.month IN (9, 10)'));

      const online = await get('kindergarten', { ...OCTOBER, paymentSource: PaymentSource.EPay }).expect(200);
      expect(online.body.rows.map((row: { activityId: number }) => row.activityId)).toEqual([football]);
      const own = await get('kindergarten', { ...OCTOBER, providerId: ownProvider }).expect(200);
      expect(own.body.rows.map((row: { activityId: number }) => row.activityId)).toEqual([english]);
      const all = await get('kindergarten', { ...OCTOBER, paymentSource: PaymentSource.Unspecified }).expect(200);
      expect(all.body.totals.fees).toBe(6);

      // Boris's football fee has nothing paid: the paid-amount view leaves it out.
      const paid = await get('kindergarten', { ...OCTOBER, amountBasis: FeeAmountBasis.PaidAmount }).expect(200);
      expect(paid.body.totals).toMatchObject({ fees: 5, chargedCents: 13250 });
      const total = await get('kindergarten', { ...OCTOBER, amountBasis: FeeAmountBasis.TotalAmount }).expect(200);
      expect(total.body.totals).toMatchObject({ fees: 6, chargedCents: 16250 });
      const november = await get('kindergarten', { month: 11, year: 2026 }).expect(200);
      expect(november.body.rows).toEqual([]);
      expect(november.body.totals).toEqual({ children: 0, fees: 0, chargedCents: 0, paidCents: 0, unpaidCents: 0 });
    });

    it('exports a PDF and a workbook with the same rows and totals', async () => {
      const pdf = await download('kindergarten/export/pdf', OCTOBER);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf.body);
      expect(text).toContain('Справка по детска градина');
      expect(text).toContain('Октомври 2026');
      expect(text).toMatch(/Английски език\s*Знание ООД\s*Собствено събиране\s*3\s*3\s*72,50 €\s*57,50 €\s*15,00 €/);
      expect(text).toMatch(/Общо\s*3\s*6\s*162,50 €\s*112,50 €\s*50,00 €/);

      const excel = await download('kindergarten/export/excel', OCTOBER);
      expect(excel.headers['content-disposition']).toContain('.xlsx');
      const values = await sheetRows(excel.body);
      expect(values).toEqual([
        ['Дейност', 'Доставчик', 'Събиране', 'Деца', 'Такси', 'Начислено', 'Платено', 'Неплатено'],
        ['Английски език', 'Знание ООД', 'Собствено събиране', 3, 3, 72.5, 57.5, 15],
        ['Футбол', 'Спорт ЕООД', 'Чрез ePay', 3, 3, 90, 55, 35],
        ['Общо', undefined, undefined, 3, 6, 162.5, 112.5, 50],
      ]);
    });
  });

  describe('GET classes', () => {
    it('answers per group and activity, adding up with the payments table per group', async () => {
      const { body } = await get('classes', OCTOBER).expect(200);
      expect(
        body.rows.map((row: { className: string; activityName: string; chargedCents: number; paidCents: number }) => [
          row.className,
          row.activityName,
          row.chargedCents,
          row.paidCents,
        ]),
      ).toEqual([
        ['Звездица', 'Английски език', 2250, 2250],
        ['Звездица', 'Футбол', 3000, 2500],
        ['Пчелица', 'Английски език', 5000, 3500],
        ['Пчелица', 'Футбол', 6000, 3000],
      ]);
      for (const classId of [bees, stars]) {
        const rows = body.rows.filter((row: { classId: number }) => row.classId === classId);
        const paid = rows.reduce((total: number, row: { paidCents: number }) => total + row.paidCents, 0);
        expect(paid).toBe(
          await paidSum(
            `f.year = 2026 AND f.month = 10 AND f.student_id IN (SELECT student_id FROM student_classes WHERE class_id = $2)`,
            [classId],
          ),
        );
      }
      expect(body.totals.paidCents).toBe(await paidSum('f.year = 2026 AND f.month = 10'));
      const beesOnly = await get('classes', { ...OCTOBER, classId: bees }).expect(200);
      expect(beesOnly.body.totals.chargedCents).toBe(11000);
    });

    it('exports a PDF and a workbook', async () => {
      const pdf = await download('classes/export/pdf', OCTOBER);
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pdfText(pdf.body)).toMatch(/Пчелица\s*Английски език\s*2\s*2\s*50,00 €\s*35,00 €\s*15,00 €/);
      const excel = await download('classes/export/excel', OCTOBER);
      const values = await sheetRows(excel.body);
      expect(values.at(-1)).toEqual(['Общо', undefined, 3, 6, 162.5, 112.5, 50]);
    });
  });

  describe('GET students', () => {
    it('answers a page of children with their fees, adding up with the payments table per child', async () => {
      const { body } = await get('students', { ...OCTOBER, pageSize: 2 }).expect(200);
      expect(body.rowsCount).toBe(3);
      expect(body.result.map((row: { studentName: string }) => row.studentName)).toEqual([
        'Борис Иванова Петрова',
        'Вера Иванова Петрова',
      ]);
      const second = await get('students', { ...OCTOBER, pageSize: 2, pageNumber: 2 }).expect(200);
      expect(second.body.result).toEqual([
        {
          studentId: galya,
          studentName: 'Галя Иванова Петрова',
          className: 'Пчелица',
          fees: 2,
          chargedCents: 5500,
          paidCents: 5500,
          unpaidCents: 0,
        },
      ]);
      // The totals are the whole reference's, on every page.
      expect(second.body.totals).toEqual(body.totals);
      expect(body.totals.paidCents).toBe(await paidSum('f.year = 2026 AND f.month = 10'));
      for (const row of [...body.result, ...second.body.result]) {
        expect(row.paidCents).toBe(await paidSum('f.year = 2026 AND f.month = 10 AND f.student_id = $2', [row.studentId]));
      }
      const byUnpaid = await get('students', { ...OCTOBER, orderByColumn: 'unpaidCents', orderByDescending: true }).expect(200);
      expect(byUnpaid.body.result[0].studentId).toBe(boris);
      await get('students', { ...OCTOBER, orderByColumn: 'identifier' }).expect(400);
    });

    it('exports every child, not a page', async () => {
      const excel = await download('students/export/excel', { ...OCTOBER, pageSize: 1 });
      const values = await sheetRows(excel.body);
      expect(values).toEqual([
        ['Дете', 'Група', 'Такси', 'Начислено', 'Платено', 'Неплатено'],
        ['Борис Иванова Петрова', 'Пчелица', 2, 55, 10, 45],
        ['Вера Иванова Петрова', 'Звездица', 2, 52.5, 47.5, 5],
        ['Галя Иванова Петрова', 'Пчелица', 2, 55, 55, 0],
        ['Общо', undefined, 6, 162.5, 112.5, 50],
      ]);
      const pdf = await download('students/export/pdf', OCTOBER);
      expect(await pdfText(pdf.body)).toContain('Справка по деца');
    });
  });

  describe('GET cashiers', () => {
    it('answers what each cashier took in per day and method, adding up with the payments table', async () => {
      const { body } = await get('cashiers', OCTOBER).expect(200);
      expect(
        body.result.map(
          (row: { cashierId: number | null; paidOn: string; method: number; payments: number; amountCents: number }) => [
            row.cashierId,
            row.paidOn,
            row.method,
            row.payments,
            row.amountCents,
          ],
        ),
      ).toEqual([
        [director.user.id, '2026-10-05', PaymentMethod.Cash, 2, 3500],
        [null, '2026-10-07', PaymentMethod.Bank, 1, 2250],
        [null, '2026-10-08', PaymentMethod.EPay, 1, 3000],
        [director.user.id, '2026-10-10', PaymentMethod.Cash, 2, 4500],
      ]);
      expect(body.result[0].cashierName).toBe('Мария Иванова');
      const period = `a.paid_on BETWEEN '2026-10-01' AND '2026-10-31'`;
      expect(body.totals.amountCents).toBe(await paidSum(period));
      expect(body.totals.payments).toBe(6);
      expect(body.totals.byMethod).toEqual([
        { method: PaymentMethod.Bank, payments: 1, amountCents: 2250 },
        { method: PaymentMethod.Cash, payments: 4, amountCents: await paidSum(`${period} AND a.method = 2`) },
        { method: PaymentMethod.EPay, payments: 1, amountCents: 3000 },
      ]);
      const cash = await get('cashiers', { ...OCTOBER, cashierId: director.user.id }).expect(200);
      expect(cash.body.totals.amountCents).toBe(await paidSum(`${period} AND a.cashier_id = $2`, [director.user.id]));
      await get('cashiers', { ...OCTOBER, cashierId: stranger.user.id }).expect(404);
    });

    it('exports at its fixed path, a PDF unless told', async () => {
      const pdf = await download('cashiers/export', OCTOBER);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(pdf.body);
      expect(text).toMatch(/05\.10\.2026\s*Мария Иванова\s*В брой\s*2\s*35,00 €/);
      expect(text).toContain('В брой: 4 плащания, 80,00 €');
      const excel = await download('cashiers/export?type=excel', OCTOBER);
      const values = await sheetRows(excel.body);
      expect(values.at(-1)).toEqual([undefined, 'Общо', undefined, 6, 132.5]);
    });
  });

  describe('GET batch-payments', () => {
    it('answers each batch with its fees, adding up with the payments table', async () => {
      const { body } = await get('batch-payments', OCTOBER).expect(200);
      expect(body.rowsCount).toBe(1);
      expect(body.result[0]).toMatchObject({
        batchId,
        paidOn: '2026-10-10',
        receiptNumber: 3,
        payerName: 'Мария Петрова',
        cashierName: 'Мария Иванова',
        method: PaymentMethod.Cash,
        amountCents: 4500,
      });
      expect(body.result[0].fees).toEqual([
        expect.objectContaining({ studentName: 'Вера Иванова Петрова', activityName: 'Футбол', month: 10, amountCents: 2000 }),
        expect.objectContaining({
          studentName: 'Галя Иванова Петрова',
          activityName: 'Английски език',
          month: 9,
          amountCents: 2500,
        }),
      ]);
      expect(body.totals).toEqual({
        batches: 1,
        payments: 2,
        amountCents: await paidSum(`a.batch_id IS NOT NULL AND a.paid_on BETWEEN '2026-10-01' AND '2026-10-31'`),
      });
      // An annulled batch is not a batch payment any more.
      await t.db.query(`UPDATE activity_payment_batches SET annulled_at = now(), annul_reason = 'Грешка' WHERE id = $1`, [
        batchId,
      ]);
      try {
        const annulled = await get('batch-payments', OCTOBER).expect(200);
        expect(annulled.body).toMatchObject({ rowsCount: 0, result: [], totals: { batches: 0, payments: 0, amountCents: 0 } });
      } finally {
        await t.db.query(`UPDATE activity_payment_batches SET annulled_at = NULL, annul_reason = NULL WHERE id = $1`, [batchId]);
      }
    });

    it('exports a PDF with each batch’s fees and a workbook', async () => {
      const pdf = await download('batch-payments/export/pdf', OCTOBER);
      const text = await pdfText(pdf.body);
      expect(text).toContain('Групово плащане от 10.10.2026, квитанция № 3');
      expect(text).toMatch(/Галя Иванова Петрова\s*Английски език\s*Септември 2026\s*25,00 €/);
      const excel = await download('batch-payments/export/excel', OCTOBER);
      const values = await sheetRows(excel.body);
      expect(values[1]).toEqual([expect.any(Date), 3, 'Мария Петрова', 'Мария Иванова', 'В брой', 2, 45]);
      expect(values.at(-1)).toEqual([undefined, undefined, 'Общо', undefined, undefined, 2, 45]);
    });
  });

  describe('GET cashed', () => {
    it('answers every live payment of the period, adding up with the payments table', async () => {
      const { body } = await get('cashed', { ...OCTOBER, pageSize: 4 }).expect(200);
      expect(body.rowsCount).toBe(6);
      expect(body.result).toHaveLength(4);
      expect(body.result.map((row: { paidOn: string }) => row.paidOn)).toEqual([
        '2026-10-05',
        '2026-10-05',
        '2026-10-07',
        '2026-10-08',
      ]);
      expect(body.result[2]).toMatchObject({
        studentName: 'Вера Иванова Петрова',
        className: 'Звездица',
        activityName: 'Английски език',
        providerName: 'Знание ООД',
        year: 2026,
        month: 10,
        method: PaymentMethod.Bank,
        cashierName: null,
        amountCents: 2250,
      });
      const period = `a.paid_on BETWEEN '2026-10-01' AND '2026-10-31'`;
      expect(body.totals.amountCents).toBe(await paidSum(period));
      const count = await t.db.query(
        `SELECT count(*)::int AS n FROM activity_payments a WHERE a.kindergarten_id = $1 AND a.annulled_at IS NULL AND ${period}`,
        [kindergartenId],
      );
      expect(body.totals.payments).toBe(count.rows[0].n);

      const november = await get('cashed', { fromDate: '2026-11-01', toDate: '2026-11-30' }).expect(200);
      expect(november.body.totals.amountCents).toBe(500);
      const epay = await get('cashed', { ...OCTOBER, paymentSource: PaymentSource.EPay }).expect(200);
      expect(epay.body.totals.amountCents).toBe(await paidSum(`${period} AND f.provider_id = $2`, [epayProvider]));
      const bank = await get('cashed', { ...OCTOBER, paymentMethod: PaymentMethod.Bank }).expect(200);
      expect(bank.body.totals).toMatchObject({ payments: 1, amountCents: 2250 });
      const byAmount = await get('cashed', { ...OCTOBER, orderByColumn: 'amountCents', orderByDescending: true }).expect(200);
      expect(byAmount.body.result[0].amountCents).toBe(3000);
    });

    it('exports a PDF and a workbook of every payment', async () => {
      const pdf = await download('cashed/export/pdf', OCTOBER);
      expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pdfText(pdf.body)).toContain('Справка за събрани плащания');
      const excel = await download('cashed/export/excel', { ...OCTOBER, pageSize: 1 });
      const values = await sheetRows(excel.body);
      expect(values).toHaveLength(1 + 6 + 1);
      expect(values.at(-1)!.at(-1)).toBe(132.5);
    });
  });
});
