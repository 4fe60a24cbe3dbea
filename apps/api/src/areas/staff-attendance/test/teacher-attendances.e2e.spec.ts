import { Role, StaffAttendanceStatus as S } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aDayOff, aStaffMember, firstSheet, pdfText } from './staff-fixtures.js';

/** October 2026: Thursday the 1st; 3–4, 10–11 weekends; the 16th the kindergarten's own day off. */
const WEEK = ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09'];

describe('/api/TeacherAttendances', () => {
  let t: TestApp;
  let director: Awaited<ReturnType<typeof aSignedInMember>>;
  let angel: number;
  let bistra: number;
  let tsvetana: number;

  beforeAll(async () => {
    t = await startTestApp();
    director = await aSignedInMember(t, Role.Director);
    tsvetana = await aStaffMember(t.db, director.kindergartenId, 'Цветана', 'Георгиева');
    bistra = await aStaffMember(t.db, director.kindergartenId, 'Бистра', 'Петрова');
    angel = await aStaffMember(t.db, director.kindergartenId, 'Ангел', 'Иванов');
    await aDayOff(t.db, director.kindergartenId, '2026-10-16');
  });
  afterAll(() => t.close());

  const save = (cells: { teacherId: number; forDate: string; type: S | null }[], auth = director.auth) =>
    request(t.http).post('/api/TeacherAttendances').set(auth).send({ cells });
  const stored = async () =>
    (
      await t.db.query(
        `SELECT teacher_id AS "teacherId", for_date::text AS "forDate", type FROM teacher_attendances
          WHERE kindergarten_id = $1 ORDER BY teacher_id, for_date`,
        [director.kindergartenId],
      )
    ).rows;

  it('saves a week per cell and shows it in the month grid, staff in Bulgarian order, days off marked', async () => {
    await t.db.query('DELETE FROM teacher_attendances WHERE kindergarten_id = $1', [director.kindergartenId]);
    const cells = [
      ...WEEK.map((forDate) => ({ teacherId: angel, forDate, type: S.Attendance })),
      ...WEEK.map((forDate, index) => ({ teacherId: bistra, forDate, type: index < 2 ? S.SickLeave : S.Shift1 })),
    ];
    const response = await save(cells).expect(200);
    expect(response.body).toEqual({ saved: 10, deleted: 0 });
    expect(await stored()).toHaveLength(10);

    const month = await request(t.http).get('/api/TeacherAttendances/10/2026').set(director.auth).expect(200);
    expect(month.body.teachers.map((row: { teacherName: string }) => row.teacherName)).toEqual([
      'Ангел Иванов',
      'Бистра Петрова',
      'Цветана Георгиева',
    ]);
    const bistraRow = month.body.teachers[1];
    expect(bistraRow.attendances).toHaveLength(31);
    expect(bistraRow.attendances[4]).toMatchObject({ forDate: '2026-10-05', type: S.SickLeave });
    expect(bistraRow.attendances[4].id).toEqual(expect.any(Number));
    expect(bistraRow.attendances[0]).toEqual({ id: null, forDate: '2026-10-01', type: null });
    const day = (date: string) => month.body.days.find((entry: { forDate: string }) => entry.forDate === date);
    expect(day('2026-10-03')).toEqual({
      forDate: '2026-10-03',
      isDayOff: true,
      isDayLocked: true,
      lockReason: '03.10.2026 е събота или неделя.',
    });
    expect(day('2026-10-16')).toMatchObject({ isDayOff: true, isDayLocked: true });
    expect(day('2026-10-16').lockReason).toContain('Ден на детската градина');
    expect(day('2026-10-15')).toEqual({ forDate: '2026-10-15', isDayOff: false, isDayLocked: false, lockReason: null });
  });

  it('changes only the cells it sends (last write wins) and deletes a cell sent with type null', async () => {
    await save([{ teacherId: angel, forDate: '2026-10-07', type: S.BusinessTrip }]).expect(200);
    await save([{ teacherId: angel, forDate: '2026-10-09', type: null }]).expect(200);
    const angelCells = (await stored()).filter((cell) => cell.teacherId === angel);
    expect(angelCells.map((cell) => [cell.forDate, cell.type])).toEqual([
      ['2026-10-05', S.Attendance],
      ['2026-10-06', S.Attendance],
      ['2026-10-07', S.BusinessTrip],
      ['2026-10-08', S.Attendance],
    ]);
    expect((await stored()).filter((cell) => cell.teacherId === bistra)).toHaveLength(5);
  });

  it('refuses the whole save naming the first cell on a weekend, a day off or a locked period', async () => {
    const before = await stored();
    const weekend = await save([
      { teacherId: tsvetana, forDate: '2026-10-12', type: S.Attendance },
      { teacherId: tsvetana, forDate: '2026-10-10', type: S.Attendance },
    ]).expect(409);
    expect(weekend.body.message).toBe('Цветана Георгиева, 10.10.2026: 10.10.2026 е събота или неделя.');
    const dayOff = await save([{ teacherId: tsvetana, forDate: '2026-10-16', type: S.Attendance }]).expect(409);
    expect(dayOff.body.message).toContain('неучебен ден');
    await t.db.query(`INSERT INTO module_locks (kindergarten_id, lock_group, locked_until) VALUES ($1, 1, '2026-10-02')`, [
      director.kindergartenId,
    ]);
    const locked = await save([{ teacherId: tsvetana, forDate: '2026-10-02', type: S.Attendance }]).expect(409);
    expect(locked.body.message).toBe('Цветана Георгиева, 02.10.2026: Модулът „Присъствия“ е заключен до 02.10.2026 включително.');
    await t.db.query(`DELETE FROM module_locks WHERE kindergarten_id = $1`, [director.kindergartenId]);
    expect(await stored()).toEqual(before);
  });

  it('refuses type 0 and actual presence on a future day, but takes a planned leave ahead', async () => {
    const zero = await save([{ teacherId: tsvetana, forDate: '2026-10-12', type: S.Locked }]).expect(400);
    expect(zero.body.message).toBe('Цветана Георгиева, 12.10.2026: „Заключен ден“ не се записва.');
    const future = await save([{ teacherId: tsvetana, forDate: '2030-06-03', type: S.Attendance }]).expect(400);
    expect(future.body.message).toBe(
      'Цветана Георгиева, 03.06.2030: „Присъствие“ не може да се отбележи за бъдещ ден (03.06.2030).',
    );
    await save([{ teacherId: tsvetana, forDate: '2030-06-03', type: S.PaidLeave }]).expect(200);
    await save([{ teacherId: tsvetana, forDate: '2030-06-03', type: null }]).expect(200);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/TeacherAttendances/10/2026').expect(401);
    await request(t.http).post('/api/TeacherAttendances').send({ cells: [] }).expect(401);
    await request(t.http).get('/api/TeacherAttendances/reference?fromDate=2026-10-01&toDate=2026-10-31').expect(401);
  });

  it('answers 403: a parent reads no staff attendance, a teacher reads it but does not write it nor the references', async () => {
    const parent = await aSignedInMember(t, Role.Parent, director.kindergartenId);
    await request(t.http).get('/api/TeacherAttendances/10/2026').set(parent.auth).expect(403);
    const teacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
    const seen = await request(t.http).get('/api/TeacherAttendances/10/2026').set(teacher.auth).expect(200);
    expect(seen.body.teachers).toHaveLength(3);
    await save([{ teacherId: angel, forDate: '2026-10-05', type: S.Absence }], teacher.auth).expect(403);
    await request(t.http)
      .get('/api/TeacherAttendances/reference?fromDate=2026-10-01&toDate=2026-10-31')
      .set(teacher.auth)
      .expect(403);
    await request(t.http)
      .get('/api/TeacherAttendances/reference/export/excel?fromDate=2026-10-01&toDate=2026-10-31')
      .set(teacher.auth)
      .expect(403);
  });

  it('answers 404 for a staff member of another kindergarten and shows none of its cells', async () => {
    const stranger = await aSignedInMember(t, Role.Director);
    const response = await save([{ teacherId: angel, forDate: '2026-10-12', type: S.Attendance }], stranger.auth).expect(404);
    expect(response.body.message).toBe(`Служител № ${angel} (12.10.2026) не е от персонала на детската градина.`);
    const month = await request(t.http).get('/api/TeacherAttendances/10/2026').set(stranger.auth).expect(200);
    expect(month.body.teachers).toEqual([]);
    const reference = await request(t.http)
      .get(`/api/TeacherAttendances/reference?fromDate=2026-10-01&toDate=2026-10-31&teacherIds=${angel}`)
      .set(stranger.auth)
      .expect(200);
    expect(reference.body.rows).toEqual([]);
  });

  it('answers 400 for a bad month, body, period or export type', async () => {
    await request(t.http).get('/api/TeacherAttendances/13/2026').set(director.auth).expect(400);
    const body = await save([{ teacherId: angel, forDate: '2026-13-01', type: 99 as S }]).expect(400);
    expect(Object.keys(body.body.errors)).toEqual(expect.arrayContaining(['cells.0.forDate', 'cells.0.type']));
    await request(t.http).post('/api/TeacherAttendances').set(director.auth).send({ cells: [] }).expect(400);
    const period = await request(t.http)
      .get('/api/TeacherAttendances/reference?fromDate=2026-10-31&toDate=2026-10-01')
      .set(director.auth)
      .expect(400);
    expect(period.body.errors).toEqual({ toDate: ['Началната дата е след крайната.'] });
    await request(t.http)
      .get('/api/TeacherAttendances/reference/export/word?fromDate=2026-10-01&toDate=2026-10-31')
      .set(director.auth)
      .expect(400);
  });

  describe('reference', () => {
    const query = 'fromDate=2026-10-01&toDate=2026-10-31';

    it('counts each status and the days worked per staff member, with a totals row that adds up with the grid', async () => {
      const response = await request(t.http).get(`/api/TeacherAttendances/reference?${query}`).set(director.auth).expect(200);
      const [angelRow, bistraRow, tsvetanaRow] = response.body.rows;
      // Angel: present 5, 6, 8; business trip 7 (the 9th cleared). Bistra: sick 5–6, first shift 7–9.
      expect(angelRow).toMatchObject({ teacherName: 'Ангел Иванов', workedDays: 4 });
      expect(angelRow.counts).toMatchObject({ [S.Attendance]: 3, [S.BusinessTrip]: 1, [S.SickLeave]: 0 });
      expect(bistraRow).toMatchObject({ teacherName: 'Бистра Петрова', workedDays: 3 });
      expect(bistraRow.counts).toMatchObject({ [S.SickLeave]: 2, [S.Shift1]: 3 });
      expect(tsvetanaRow).toMatchObject({ teacherName: 'Цветана Георгиева', workedDays: 0 });
      expect(response.body.total).toMatchObject({ teacherName: 'Общо', workedDays: 7 });
      expect(response.body.total.counts).toMatchObject({
        [S.Attendance]: 3,
        [S.SickLeave]: 2,
        [S.Shift1]: 3,
        [S.BusinessTrip]: 1,
      });
      const grid = await stored();
      expect(Object.values(response.body.total.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(grid.length);

      const only = await request(t.http)
        .get(`/api/TeacherAttendances/reference?${query}&teacherIds=${bistra}`)
        .set(director.auth);
      expect(only.body.rows.map((row: { teacherId: number }) => row.teacherId)).toEqual([bistra]);
    });

    it('exports the same figures to Excel and PDF', async () => {
      const sheet = await firstSheet(t, `/api/TeacherAttendances/reference/export/excel?${query}`, director.auth);
      const header = sheet.getRow(1).values as unknown[];
      expect(header[1]).toBe('Служител');
      expect(header.at(-1)).toBe('Отработени дни');
      const sick = header.indexOf('Болничен');
      const rows = [2, 3, 4, 5].map((number) => sheet.getRow(number).values as unknown[]);
      expect(rows.map((row) => [row[1], row[sick], row.at(-1)])).toEqual([
        ['Ангел Иванов', 0, 4],
        ['Бистра Петрова', 2, 3],
        ['Цветана Георгиева', 0, 0],
        ['Общо', 2, 7],
      ]);

      const text = await pdfText(t, `/api/TeacherAttendances/reference/export/pdf?${query}`, director.auth);
      expect(text).toContain('Справка за присъствията на персонала');
      expect(text).toContain('01.10.2026 – 31.10.2026');
      // Columns: П I II Л К СО О НО М Б Н, then the days worked.
      expect(text).toContain('Бистра Петрова 0 3 0 0 0 0 0 0 0 2 0 3');
      expect(text).toContain('Общо 3 3 0 0 1 0 0 0 0 2 0 7');
      expect(text).toContain('Б – Болничен');
    });

    it('exports the month grid with the status codes and a legend', async () => {
      const text = await pdfText(t, '/api/TeacherAttendances/10/2026/export/pdf', director.auth);
      expect(text).toContain('Присъствия на персонала');
      expect(text).toContain('Октомври 2026');
      expect(text).toContain('Б – Болничен');
      const sheet = await firstSheet(t, '/api/TeacherAttendances/10/2026/export/excel', director.auth);
      const bistraRow = sheet.getRow(3).values as unknown[];
      // Columns: name, days 1–31, worked days. Day 5 → index 1 + 5.
      expect([bistraRow[1], bistraRow[1 + 3], bistraRow[1 + 5], bistraRow[1 + 7], bistraRow.at(-1)]).toEqual([
        'Бистра Петрова',
        '—',
        'Б',
        'I',
        3,
      ]);
    });
  });
});
