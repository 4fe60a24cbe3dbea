import { MealType as M, Role, StaffAttendanceStatus as S } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { aDayOff, aStaffMember, firstSheet, pdfText } from './staff-fixtures.js';

describe('/api/meals/teachers and /api/StaffReferences', () => {
  let t: TestApp;
  let manciple: Awaited<ReturnType<typeof aSignedInMember>>;
  let director: Awaited<ReturnType<typeof aSignedInMember>>;
  let angel: number;
  let bistra: number;

  beforeAll(async () => {
    t = await startTestApp();
    director = await aSignedInMember(t, Role.Director);
    manciple = await aSignedInMember(t, Role.Manciple, director.kindergartenId);
    bistra = await aStaffMember(t.db, director.kindergartenId, 'Бистра', 'Петрова');
    angel = await aStaffMember(t.db, director.kindergartenId, 'Ангел', 'Иванов');
    await aDayOff(t.db, director.kindergartenId, '2026-10-16');
  });
  afterAll(() => t.close());

  const meals = async () =>
    (
      await t.db.query(
        `SELECT teacher_id AS "teacherId", for_date::text AS "forDate", array_agg(meal_type ORDER BY meal_type) AS types
           FROM teacher_meals WHERE kindergarten_id = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
        [director.kindergartenId],
      )
    ).rows;

  it('replaces the meal types of each cell sent and leaves the others', async () => {
    await request(t.http)
      .post('/api/meals/teachers')
      .set(manciple.auth)
      .send({
        cells: [
          { teacherId: angel, forDate: '2026-10-05', mealTypes: [M.Breakfast, M.Lunch] },
          { teacherId: angel, forDate: '2026-10-06', mealTypes: [M.Lunch] },
          { teacherId: bistra, forDate: '2026-10-05', mealTypes: [M.Lunch, M.AfternoonSnack] },
        ],
      })
      .expect(200);
    const second = await request(t.http)
      .post('/api/meals/teachers')
      .set(manciple.auth)
      .send({
        cells: [
          { teacherId: angel, forDate: '2026-10-05', mealTypes: [M.Lunch, M.MorningSnack] },
          { teacherId: angel, forDate: '2026-10-06', mealTypes: [] },
        ],
      })
      .expect(200);
    expect(second.body).toEqual({ saved: 1, deleted: 2 });
    expect(await meals()).toEqual([
      { teacherId: bistra, forDate: '2026-10-05', types: [M.Lunch, M.AfternoonSnack] },
      { teacherId: angel, forDate: '2026-10-05', types: [M.MorningSnack, M.Lunch] },
    ]);
    const month = await request(t.http).get('/api/meals/teachers?month=10&year=2026').set(manciple.auth).expect(200);
    expect(month.body.teachers.map((row: { teacherName: string }) => row.teacherName)).toEqual([
      'Ангел Иванов',
      'Бистра Петрова',
    ]);
    expect(month.body.teachers[0].meals).toEqual({ '2026-10-05': [M.MorningSnack, M.Lunch] });
    expect(month.body.days.find((day: { forDate: string }) => day.forDate === '2026-10-16')).toMatchObject({ isDayOff: true });
  });

  it('refuses meals on a weekend or a day off, naming the cell, and saves nothing', async () => {
    const before = await meals();
    const response = await request(t.http)
      .post('/api/meals/teachers')
      .set(manciple.auth)
      .send({
        cells: [
          { teacherId: angel, forDate: '2026-10-07', mealTypes: [M.Lunch] },
          { teacherId: angel, forDate: '2026-10-16', mealTypes: [M.Lunch] },
        ],
      })
      .expect(409);
    expect(response.body.message).toMatch(/^Ангел Иванов, 16\.10\.2026: 16\.10\.2026 е неучебен ден/);
    expect(await meals()).toEqual(before);
  });

  it('fills the month from the usual meals on open weekdays, skipping filled days and days on leave', async () => {
    await request(t.http)
      .post('/api/meals/teachers/pattern')
      .set(manciple.auth)
      .send({ teacherId: angel, weekdays: [1, 3], mealTypes: [M.Lunch] })
      .expect(200);
    await t.db.query(
      `INSERT INTO teacher_attendances (kindergarten_id, teacher_id, for_date, type) VALUES ($1, $2, '2026-10-12', $3)`,
      [director.kindergartenId, angel, S.PaidLeave],
    );
    const filled = await request(t.http)
      .post('/api/meals/teachers/fill')
      .set(manciple.auth)
      .send({ month: 10, year: 2026 })
      .expect(200);
    // Mondays and Wednesdays of October 2026: 5, 7, 12, 14, 19, 21, 26, 28; the 5th has meals, the 12th is paid leave.
    expect(filled.body).toEqual({ saved: 6, deleted: 0 });
    const angelDays = (await meals()).filter((row) => row.teacherId === angel).map((row) => row.forDate);
    expect(angelDays).toEqual(['2026-10-05', '2026-10-07', '2026-10-14', '2026-10-19', '2026-10-21', '2026-10-26', '2026-10-28']);
    const month = await request(t.http).get('/api/meals/teachers?month=10&year=2026').set(manciple.auth).expect(200);
    expect(month.body.teachers[0].pattern).toEqual({ weekdays: [1, 3], mealTypes: [M.Lunch] });
  });

  it('answers 401, 403 (a teacher has no staff meals; a manciple no staff references), 404 and 400', async () => {
    await request(t.http).get('/api/meals/teachers?month=10&year=2026').expect(401);
    await request(t.http).get('/api/StaffReferences/meal?month=10&year=2026').expect(401);
    const teacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
    await request(t.http).get('/api/meals/teachers?month=10&year=2026').set(teacher.auth).expect(403);
    await request(t.http).post('/api/meals/teachers/fill').set(teacher.auth).send({ month: 10, year: 2026 }).expect(403);
    await request(t.http).get('/api/StaffReferences/days?fromDate=2026-10-01&toDate=2026-10-31').set(manciple.auth).expect(403);

    const stranger = await aSignedInMember(t, Role.Director);
    await request(t.http)
      .post('/api/meals/teachers')
      .set(stranger.auth)
      .send({ cells: [{ teacherId: angel, forDate: '2026-10-07', mealTypes: [M.Lunch] }] })
      .expect(404);
    await request(t.http)
      .post('/api/meals/teachers/pattern')
      .set(stranger.auth)
      .send({ teacherId: angel, weekdays: [1], mealTypes: [M.Lunch] })
      .expect(404);
    const strangerMonth = await request(t.http).get('/api/meals/teachers?month=10&year=2026').set(stranger.auth).expect(200);
    expect(strangerMonth.body.teachers).toEqual([]);

    await request(t.http).get('/api/meals/teachers?month=0&year=2026').set(manciple.auth).expect(400);
    const twice = await request(t.http)
      .post('/api/meals/teachers')
      .set(manciple.auth)
      .send({ cells: [{ teacherId: angel, forDate: '2026-10-07', mealTypes: [M.Lunch, M.Lunch] }] })
      .expect(400);
    expect(twice.body.errors).toEqual({ 'cells.0.mealTypes': ['Вид хранене е посочен повече от веднъж.'] });
    await request(t.http)
      .post('/api/meals/teachers/pattern')
      .set(manciple.auth)
      .send({ teacherId: angel, weekdays: [6], mealTypes: [] })
      .expect(400);
    await request(t.http).get('/api/StaffReferences/meal/export/csv?month=10&year=2026').set(director.auth).expect(400);
  });

  it('the meal reference counts meals per staff member and meal type with totals, in JSON, Excel and PDF', async () => {
    const reference = await request(t.http).get('/api/StaffReferences/meal?month=10&year=2026').set(director.auth).expect(200);
    // Angel: morning snack 1 (5th), lunch 7 (5th + 6 filled); Bistra: lunch 1, afternoon snack 1.
    expect(reference.body.rows).toEqual([
      { teacherId: angel, teacherName: 'Ангел Иванов', counts: { 1: 0, 2: 1, 3: 7, 4: 0 }, total: 8 },
      { teacherId: bistra, teacherName: 'Бистра Петрова', counts: { 1: 0, 2: 0, 3: 1, 4: 1 }, total: 2 },
    ]);
    expect(reference.body.total).toEqual({ counts: { 1: 0, 2: 1, 3: 8, 4: 1 }, total: 10 });
    const { rows } = await t.db.query(`SELECT count(*)::int AS count FROM teacher_meals WHERE kindergarten_id = $1`, [
      director.kindergartenId,
    ]);
    expect(rows[0].count).toBe(10);

    const sheet = await firstSheet(t, '/api/StaffReferences/meal/export/excel?month=10&year=2026', director.auth);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Служител',
      'Закуска',
      'Подкрепителна закуска',
      'Обяд',
      'Следобедна закуска',
      'Общо',
    ]);
    expect(sheet.getRow(4).values).toEqual([undefined, 'Общо', 0, 1, 8, 1, 10]);
    const text = await pdfText(t, '/api/StaffReferences/meal/export/pdf?month=10&year=2026', director.auth);
    expect(text).toContain('Справка за храненията на персонала');
    expect(text).toContain('Октомври 2026');
    expect(text).toContain('Общо 0 1 8 1 10');
  });

  it('the days reference gives the days worked per staff member per month, for payroll', async () => {
    await t.db.query(
      `INSERT INTO teacher_attendances (kindergarten_id, teacher_id, for_date, type)
       VALUES ($1, $2, '2026-09-30', $3), ($1, $2, '2026-10-01', $4), ($1, $2, '2026-10-02', $5), ($1, $6, '2026-10-01', $7)`,
      [director.kindergartenId, bistra, S.Attendance, S.Shift2, S.SickLeave, angel, S.Lecturing],
    );
    const reference = await request(t.http)
      .get('/api/StaffReferences/days?fromDate=2026-09-01&toDate=2026-10-31')
      .set(director.auth)
      .expect(200);
    expect(reference.body.months).toEqual(['2026-09', '2026-10']);
    expect(reference.body.rows).toEqual([
      { teacherId: angel, teacherName: 'Ангел Иванов', days: { '2026-09': 0, '2026-10': 1 }, total: 1 },
      { teacherId: bistra, teacherName: 'Бистра Петрова', days: { '2026-09': 1, '2026-10': 1 }, total: 2 },
      { teacherId: null, teacherName: 'Общо', days: { '2026-09': 1, '2026-10': 2 }, total: 3 },
    ]);
    const sheet = await firstSheet(
      t,
      '/api/StaffReferences/days/export/excel?fromDate=2026-09-01&toDate=2026-10-31',
      director.auth,
    );
    expect(sheet.getRow(1).values).toEqual([undefined, 'Служител', 'Септември 2026', 'Октомври 2026', 'Общо']);
    expect(sheet.getRow(4).values).toEqual([undefined, 'Общо', 1, 2, 3]);
  });
});
