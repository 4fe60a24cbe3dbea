import { anthropometricMessages, BmiClass, Gender, GroupAgeType, IdentifierType, Role } from '@kg/contracts';
import type pg from 'pg';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

let serial = 0;

async function periodOf(db: pg.Pool, kindergartenId: number): Promise<number> {
  const { rows } = await db.query(`SELECT id FROM kindergarten_periods WHERE kindergarten_id = $1 AND is_active`, [
    kindergartenId,
  ]);
  return rows[0].id;
}

async function aGroup(db: pg.Pool, kindergartenId: number, name = 'Пчелица'): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO classes (kindergarten_id, period_id, name, age_type) VALUES ($1, $2, $3, $4) RETURNING id`,
    [kindergartenId, await periodOf(db, kindergartenId), name, GroupAgeType.Kindergarten],
  );
  return rows[0].id;
}

/** A child placed in `classId` since the start of the school year. */
async function aChild(
  db: pg.Pool,
  kindergartenId: number,
  classId: number,
  values: { firstName: string; gender?: Gender; birthDate?: string },
): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
     VALUES ($1, $2, 'Иванов', $3, $4, $5, $6) RETURNING id`,
    [
      kindergartenId,
      values.firstName,
      IdentifierType.IdentificationNumber,
      `T${++serial}${Date.now() % 100000}`,
      values.gender ?? Gender.Male,
      values.birthDate ?? '2021-06-10',
    ],
  );
  await db.query(
    `INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date) VALUES ($1, $2, $3, '2026-09-15')`,
    [kindergartenId, rows[0].id, classId],
  );
  return rows[0].id;
}

async function teacherOf(db: pg.Pool, kindergartenId: number, userId: number, classId: number): Promise<void> {
  const { rows } = await db.query(
    `INSERT INTO teachers (kindergarten_id, user_id, first_name, last_name, occupation) VALUES ($1, $2, 'Ели', 'Колева', 'Учител') RETURNING id`,
    [kindergartenId, userId],
  );
  await db.query(`INSERT INTO class_teachers (kindergarten_id, class_id, teacher_id) VALUES ($1, $2, $3)`, [
    kindergartenId,
    classId,
    rows[0].id,
  ]);
}

describe('/api/StudentAnthropometrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const stored = async (studentId: number) =>
    (
      await t.db.query(
        `SELECT to_char(measured_on, 'YYYY-MM-DD') AS day, height_cm::text AS height, weight_kg::text AS weight
           FROM student_anthropometrics WHERE student_id = $1 ORDER BY measured_on`,
        [studentId],
      )
    ).rows;

  it('saves a group’s day in one call, shows the sheet with BMI-for-age, replaces a day’s figures and keeps the history', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const group = await aGroup(t.db, director.kindergartenId);
    const boy = await aChild(t.db, director.kindergartenId, group, { firstName: 'Калоян', birthDate: '2021-06-10' });
    const girl = await aChild(t.db, director.kindergartenId, group, {
      firstName: 'Ана',
      gender: Gender.Female,
      birthDate: '2022-05-01',
    });
    const absent = await aChild(t.db, director.kindergartenId, group, { firstName: 'Борис' });

    await request(t.http)
      .post('/api/StudentAnthropometrics')
      .set(director.auth)
      .send({
        measuredOn: '2026-10-01',
        items: [
          { studentId: boy, heightCm: '110', weightKg: '26,5' },
          { studentId: girl, heightCm: '104.5', weightKg: '16.80' },
        ],
      })
      .expect(200);
    expect(await stored(boy)).toEqual([{ day: '2026-10-01', height: '110.0', weight: '26.50' }]);
    expect(await stored(girl)).toEqual([{ day: '2026-10-01', height: '104.5', weight: '16.80' }]);

    const sheet = await request(t.http)
      .get(`/api/StudentAnthropometrics?classId=${group}&date=2026-10-01`)
      .set(director.auth)
      .expect(200);
    expect(sheet.body.rowsCount).toBe(3);
    // Names in Bulgarian order: Ана, Борис, Калоян.
    expect(sheet.body.result.map((row: { studentId: number }) => row.studentId)).toEqual([girl, absent, boy]);
    expect(sheet.body.result[0]).toMatchObject({
      heightCm: '104.5',
      weightKg: '16.80',
      bmi: '15.4',
      ageMonths: 53,
      bmiClass: BmiClass.Normal,
    });
    expect(sheet.body.result[1]).toMatchObject({ id: null, heightCm: null, bmi: null });
    expect(sheet.body.result[2]).toMatchObject({
      bmi: '21.9',
      ageMonths: 63,
      bmiClass: BmiClass.Obesity,
      bmiClassLabel: 'Затлъстяване',
    });

    // The same day again replaces; another day adds to the history.
    await request(t.http)
      .post('/api/StudentAnthropometrics')
      .set(director.auth)
      .send({ measuredOn: '2026-10-01', items: [{ studentId: boy, heightCm: '110.5', weightKg: '20' }] })
      .expect(200);
    await request(t.http)
      .post('/api/StudentAnthropometrics')
      .set(director.auth)
      .send({ measuredOn: '2026-11-02', items: [{ studentId: boy, heightCm: '111.0', weightKg: '20.4' }] })
      .expect(200);
    expect(await stored(boy)).toEqual([
      { day: '2026-10-01', height: '110.5', weight: '20.00' },
      { day: '2026-11-02', height: '111.0', weight: '20.40' },
    ]);
    const history = await request(t.http).get(`/api/StudentAnthropometrics?studentId=${boy}`).set(director.auth).expect(200);
    expect(history.body.result.map((row: { measuredOn: string }) => row.measuredOn)).toEqual(['2026-11-02', '2026-10-01']);

    const file = await request(t.http).get(`/api/StudentAnthropometrics/export?classId=${group}`).set(director.auth).expect(200);
    expect(file.headers['content-type']).toMatch(/spreadsheetml/);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('Антропометрични данни - Пчелица'));
  });

  it('saves all or nothing: one bad child refuses the whole day', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const group = await aGroup(t.db, director.kindergartenId);
    const child = await aChild(t.db, director.kindergartenId, group, { firstName: 'Калоян', birthDate: '2021-06-10' });
    const unborn = await aChild(t.db, director.kindergartenId, group, { firstName: 'Ива', birthDate: '2026-10-20' });
    const response = await request(t.http)
      .post('/api/StudentAnthropometrics')
      .set(director.auth)
      .send({
        measuredOn: '2026-10-01',
        items: [
          { studentId: child, heightCm: '110', weightKg: '20' },
          { studentId: unborn, heightCm: '50', weightKg: '3.5' },
        ],
      })
      .expect(400);
    expect(response.body.message).toBe(anthropometricMessages.beforeBirth);
    expect(await stored(child)).toEqual([]);
  });

  it('answers 400 for bad figures, a day outside the school year, a duplicate child and an incomplete query', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const group = await aGroup(t.db, director.kindergartenId);
    const child = await aChild(t.db, director.kindergartenId, group, { firstName: 'Калоян' });
    const post = (body: object) => request(t.http).post('/api/StudentAnthropometrics').set(director.auth).send(body);

    const badHeight = await post({
      measuredOn: '2026-10-01',
      items: [{ studentId: child, heightCm: '104.55', weightKg: '18' }],
    }).expect(400);
    expect(badHeight.body.errors['items.0.heightCm']).toEqual([anthropometricMessages.height]);
    const badWeight = await post({
      measuredOn: '2026-10-01',
      items: [{ studentId: child, heightCm: '104', weightKg: 18.5 }],
    }).expect(400);
    expect(Object.keys(badWeight.body.errors)).toContain('items.0.weightKg');
    const outside = await post({
      measuredOn: '2026-09-01',
      items: [{ studentId: child, heightCm: '104', weightKg: '18' }],
    }).expect(400);
    expect(outside.body.errors).toEqual({ measuredOn: [anthropometricMessages.outsideYear] });
    await post({ measuredOn: '2026-10-01', items: [] }).expect(400);
    const twice = await post({
      measuredOn: '2026-10-01',
      items: [
        { studentId: child, heightCm: '104', weightKg: '18' },
        { studentId: child, heightCm: '105', weightKg: '18' },
      ],
    }).expect(400);
    expect(twice.body.errors.items).toEqual([anthropometricMessages.duplicateChild]);
    await request(t.http).get(`/api/StudentAnthropometrics?classId=${group}`).set(director.auth).expect(400);
    await request(t.http).get(`/api/StudentAnthropometrics?studentId=x`).set(director.auth).expect(400);
    await request(t.http).delete(`/api/StudentAnthropometrics/x`).set(director.auth).expect(400);
    expect(await stored(child)).toEqual([]);
  });

  it('answers 404 for another kindergarten’s child, group and measurement', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const other = await aKindergarten(t.db);
    await aSchoolYear(t.db, other);
    const otherGroup = await aGroup(t.db, other);
    const stranger = await aChild(t.db, other, otherGroup, { firstName: 'Чужд' });
    const { rows } = await t.db.query(
      `INSERT INTO student_anthropometrics (kindergarten_id, period_id, student_id, measured_on, height_cm, weight_kg)
       VALUES ($1, $2, $3, '2026-10-01', 100, 16) RETURNING id`,
      [other, await periodOf(t.db, other), stranger],
    );
    await request(t.http)
      .post('/api/StudentAnthropometrics')
      .set(director.auth)
      .send({ measuredOn: '2026-10-01', items: [{ studentId: stranger, heightCm: '104', weightKg: '18' }] })
      .expect(404);
    await request(t.http).get(`/api/StudentAnthropometrics?studentId=${stranger}`).set(director.auth).expect(404);
    await request(t.http).get(`/api/StudentAnthropometrics?classId=${otherGroup}&date=2026-10-01`).set(director.auth).expect(404);
    await request(t.http).delete(`/api/StudentAnthropometrics/${rows[0].id}`).set(director.auth).expect(404);
    expect(await stored(stranger)).toEqual([{ day: '2026-10-01', height: '100.0', weight: '16.00' }]);
  });

  it('answers 401 without a token and 403 for a role without the resource (домакин)', async () => {
    await request(t.http).get('/api/StudentAnthropometrics?studentId=1').expect(401);
    await request(t.http).post('/api/StudentAnthropometrics').send({}).expect(401);
    await request(t.http).delete('/api/StudentAnthropometrics/1').expect(401);
    const manciple = await aSignedInMember(t, Role.Manciple);
    await request(t.http).get('/api/StudentAnthropometrics?studentId=1').set(manciple.auth).expect(403);
    await request(t.http)
      .post('/api/StudentAnthropometrics')
      .set(manciple.auth)
      .send({ measuredOn: '2026-10-01', items: [{ studentId: 1, heightCm: '104', weightKg: '18' }] })
      .expect(403);
    await request(t.http).delete('/api/StudentAnthropometrics/1').set(manciple.auth).expect(403);
  });

  it('lets a teacher measure and delete only in their own groups, and a parent read only their own children', async () => {
    const teacher = await aSignedInMember(t, Role.Teacher);
    const own = await aGroup(t.db, teacher.kindergartenId, 'Пчелица');
    const otherGroup = await aGroup(t.db, teacher.kindergartenId, 'Звездица');
    await teacherOf(t.db, teacher.kindergartenId, teacher.user.id, own);
    const mine = await aChild(t.db, teacher.kindergartenId, own, { firstName: 'Калоян' });
    const notMine = await aChild(t.db, teacher.kindergartenId, otherGroup, { firstName: 'Ана' });

    await request(t.http)
      .post('/api/StudentAnthropometrics')
      .set(teacher.auth)
      .send({ measuredOn: '2026-10-01', items: [{ studentId: notMine, heightCm: '104', weightKg: '18' }] })
      .expect(403);
    await request(t.http)
      .post('/api/StudentAnthropometrics')
      .set(teacher.auth)
      .send({ measuredOn: '2026-10-01', items: [{ studentId: mine, heightCm: '104', weightKg: '18' }] })
      .expect(200);
    // Upper-case R: the teacher reads every group.
    await request(t.http).get(`/api/StudentAnthropometrics?classId=${otherGroup}&date=2026-10-01`).set(teacher.auth).expect(200);

    const parent = await aSignedInMember(t, Role.Parent, teacher.kindergartenId);
    const { rows } = await t.db.query(
      `INSERT INTO parents (kindergarten_id, user_id, first_name, last_name) VALUES ($1, $2, 'Мария', 'Иванова') RETURNING id`,
      [teacher.kindergartenId, parent.user.id],
    );
    await t.db.query(`INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation) VALUES ($1, $2, $3, 1)`, [
      teacher.kindergartenId,
      mine,
      rows[0].id,
    ]);
    const history = await request(t.http).get(`/api/StudentAnthropometrics?studentId=${mine}`).set(parent.auth).expect(200);
    expect(history.body.rowsCount).toBe(1);
    await request(t.http).get(`/api/StudentAnthropometrics?studentId=${notMine}`).set(parent.auth).expect(404);
    const sheet = await request(t.http)
      .get(`/api/StudentAnthropometrics?classId=${own}&date=2026-10-01`)
      .set(parent.auth)
      .expect(200);
    expect(sheet.body.result.map((row: { studentId: number }) => row.studentId)).toEqual([mine]);
    await request(t.http)
      .post('/api/StudentAnthropometrics')
      .set(parent.auth)
      .send({ measuredOn: '2026-10-01', items: [{ studentId: mine, heightCm: '104', weightKg: '18' }] })
      .expect(403);

    const id = history.body.result[0].id;
    await request(t.http).delete(`/api/StudentAnthropometrics/${id}`).set(parent.auth).expect(403);
    await request(t.http).delete(`/api/StudentAnthropometrics/${id}`).set(teacher.auth).expect(204);
    expect(await stored(mine)).toEqual([]);
  });
});
