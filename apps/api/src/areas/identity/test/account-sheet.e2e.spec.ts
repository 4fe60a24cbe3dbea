import { fileNameFromDisposition, identityAccountSheetRoutes, Role } from '@kg/contracts';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aUser, PLOVDIV, signIn, TEST_PASSWORD } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { bgDate, sofiaToday } from '../../../platform/export/format.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';

const { pdf, excel } = identityAccountSheetRoutes;
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('GET /api/identity/account-sheet/{pdf,excel}', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let userId: number;
  const today = bgDate(sofiaToday());

  beforeAll(async () => {
    t = await startTestApp();
    const kindergarten = await aKindergarten(t.db, { name: 'ДГ № 7 „Слънце“' });
    await aSchoolYear(t.db, kindergarten, { fromYear: 2026 });
    const other = await aKindergarten(t.db, { name: 'ДГ „Детелина“', settlementId: PLOVDIV });
    const user = await aUser(t.db, {
      role: Role.Parent,
      kindergartenIds: [kindergarten],
      firstName: 'Елена',
      lastName: 'Димитрова',
      phone: '0888123456',
    });
    userId = user.id;
    await t.db.query(`INSERT INTO kindergarten_users (kindergarten_id, user_id, role) VALUES ($1, $2, $3)`, [
      other,
      userId,
      Role.Teacher,
    ]);
    // Twelve old sign-ins (one ended), then today's from Firefox: the sheet lists the latest ten.
    for (let day = 1; day <= 12; day++) {
      await t.db.query(
        `INSERT INTO auth_sessions (id, user_id, created_at, expires_at, revoked_at, ip, user_agent)
         VALUES (gen_random_uuid(), $1, now() - make_interval(days => $2), now() - make_interval(days => $2) + interval '14 days',
                 CASE WHEN $2 = 2 THEN now() - interval '1 day' END, '10.0.0.' || $2, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1')`,
        [userId, day],
      );
    }
    const login = await request(t.http)
      .post('/api/identity/login')
      .set('User-Agent', FIREFOX_ON_WINDOWS)
      .send({ identifier: user.email, password: TEST_PASSWORD })
      .expect(200);
    auth = { Authorization: `Bearer ${login.body.token}` };
    // Another parent of the same kindergarten: nothing of theirs may appear.
    await aUser(t.db, { role: Role.Parent, kindergartenIds: [kindergarten], firstName: 'Чужда', lastName: 'Личност' });
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    await request(t.http).get(`/api/${pdf.path}`).expect(401);
    await request(t.http).get(`/api/${excel.path}`).expect(401);
  });

  it('sends the PDF as an attachment with the Bulgarian file name, not to be cached', async () => {
    const response = await request(t.http).get(`/api/${pdf.path}`).set(auth).responseType('blob').expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(Number(response.headers['content-length'])).toBe((response.body as Buffer).length);
    const disposition = response.headers['content-disposition'] as string;
    expect(disposition).toMatch(
      /^attachment; filename="Spravka za profila - Elena Dimitrova - \d\d\.\d\d\.\d{4}\.pdf"; filename\*=UTF-8''/,
    );
    expect(fileNameFromDisposition(disposition)).toBe(`Справка за профила - Елена Димитрова - ${today}.pdf`);
  });

  it('holds what the system keeps about the user: profile, kindergartens, school year, the last ten sign-ins', async () => {
    const response = await request(t.http).get(`/api/${pdf.path}`).set(auth).responseType('blob').expect(200);
    const pages = await pdfPages(response.body as Buffer);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    expect(text).toContain('Справка за профила');
    expect(text).toContain('Елена Димитрова');
    expect(text).toContain('ДГ № 7 „Слънце“');
    expect(text).toContain('Страница 1 от 1');
    expect(text).toContain('0888123456');
    expect(text).toContain('Родител');
    expect(text).toContain('2026/2027 (15.09.2026 – 31.08.2027)');
    expect(text).toContain('ДГ „Детелина“');
    expect(text).toContain('Учител');
    expect(text).toContain('Пловдив');
    expect(text).toContain('Firefox 128 · Windows');
    expect(text).toContain('Активна (текуща)');
    expect(text).toContain('Safari 18 · iOS');
    expect(text).toContain('Прекратена');
    expect(text).toContain(`Профилът е създаден на ${today}`);
    expect(text.match(/\d\d\.\d\d\.\d{4} \d{1,2}:\d\d/g)!.length).toBe(10 + 1); // ten sign-ins and the "Изготвено на" line
    expect(text).not.toContain('10.0.0.12');
    expect(text).not.toContain('Чужда');
  });

  it('sends an Excel workbook with typed columns that opens', async () => {
    const response = await request(t.http).get(`/api/${excel.path}`).set(auth).responseType('blob').expect(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(fileNameFromDisposition(response.headers['content-disposition'])).toBe(
      `Справка за профила - Елена Димитрова - ${today}.xlsx`,
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Профил', 'Детски градини', 'Последни влизания']);
    const profile = workbook.getWorksheet('Профил')!;
    expect(profile.getRow(1).values).toEqual([undefined, 'Поле', 'Стойност']);
    expect(profile.getRow(2).values).toEqual([undefined, 'Име', 'Елена']);

    const kindergartens = workbook.getWorksheet('Детски градини')!;
    expect(kindergartens.getRow(1).values).toEqual([
      undefined,
      'Детска градина',
      'Роля',
      'Населено място',
      'Община',
      'Избрана',
      'Член от',
    ]);
    expect(kindergartens.getCell('A1').font?.bold).toBe(true);
    const rows = [kindergartens.getRow(2), kindergartens.getRow(3)].map((row) => row.values as unknown[]);
    expect(rows.map((row) => [row[1], row[2], row[5]])).toEqual([
      ['ДГ „Детелина“', 'Учител', 'Не'],
      ['ДГ № 7 „Слънце“', 'Родител', 'Да'],
    ]);
    expect(rows[0]![6]).toBeInstanceOf(Date);
    expect(kindergartens.getCell('F2').numFmt).toBe('dd.mm.yyyy');

    const signIns = workbook.getWorksheet('Последни влизания')!;
    expect(signIns.rowCount).toBe(1 + 10);
    expect(signIns.getCell('A2').value).toBeInstanceOf(Date);
    expect(signIns.getCell('A2').type).toBe(ExcelJS.ValueType.Date);
    expect(signIns.getCell('C2').value).toBe('Firefox 128 · Windows');
    expect(signIns.getCell('D2').value).toBe('Активна (текуща)');
  });

  it('lists no kindergarten for a user without one', async () => {
    const master = await aUser(t.db, { role: Role.Master, firstName: 'Главен', lastName: 'Админ' });
    const token = await signIn(t, master.email);
    const response = await request(t.http)
      .get(`/api/${pdf.path}`)
      .set({ Authorization: `Bearer ${token}` })
      .responseType('blob')
      .expect(200);
    const [text] = await pdfPages(response.body as Buffer);
    expect(text).toContain('Асистент за детски градини');
    expect(text).toContain('Главен администратор');
    expect(text).toContain('Профилът не е свързан с детска градина.');
  });
});
