import { Role } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

describe('/api/KindergartenPeriods: the "Учебни години" page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const yearsOf = async (kindergartenId: number) =>
    (
      await t.db.query(
        `SELECT name, to_char(from_date, 'YYYY-MM-DD') AS "from", to_char(to_date, 'YYYY-MM-DD') AS "to", is_active AS active
           FROM kindergarten_periods WHERE kindergarten_id = $1 ORDER BY from_date`,
        [kindergartenId],
      )
    ).rows;

  it('creates a year with the name derived from its dates, lists it and reads it', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const created = await request(t.http)
      .post('/api/KindergartenPeriods')
      .set(director.auth)
      .send({ fromDate: '2027-09-15', toDate: '2028-06-30' })
      .expect(200);
    expect(created.body).toEqual({ isSuccessful: true, entityId: expect.any(Number) });
    expect(await yearsOf(director.kindergartenId)).toEqual([
      { name: '2026/2027', from: '2026-09-15', to: '2027-08-31', active: true },
      { name: '2027/2028', from: '2027-09-15', to: '2028-06-30', active: false },
    ]);

    const list = await request(t.http).get('/api/KindergartenPeriods/overview-models').set(director.auth).expect(200);
    expect(list.body).toEqual({
      result: [
        {
          id: created.body.entityId,
          name: '2027/2028',
          fromDate: '2027-09-15',
          toDate: '2028-06-30',
          active: false,
          classesCount: 0,
        },
        expect.objectContaining({ name: '2026/2027', active: true }),
      ],
      rowsCount: 2,
    });
    const sorted = await request(t.http)
      .get('/api/KindergartenPeriods/overview-models?orderByColumn=fromDate&orderByDescending=false')
      .set(director.auth)
      .expect(200);
    expect(sorted.body.result.map((row: { name: string }) => row.name)).toEqual(['2026/2027', '2027/2028']);

    const one = await request(t.http).get(`/api/KindergartenPeriods/${created.body.entityId}`).set(director.auth).expect(200);
    expect(one.body).toMatchObject({ name: '2027/2028', classesCount: 0 });
  });

  it('makes the first year of an empty kindergarten the active one', async () => {
    const kindergarten = await aKindergarten(t.db);
    const director = await aSignedInMember(t, Role.Director, kindergarten);
    await request(t.http)
      .post('/api/KindergartenPeriods')
      .set(director.auth)
      .send({ fromDate: '2026-09-15', toDate: '2027-08-31', name: 'Първа' })
      .expect(200);
    expect(await yearsOf(kindergarten)).toEqual([{ name: 'Първа', from: '2026-09-15', to: '2027-08-31', active: true }]);
  });

  it('activating a year deactivates the other in the same save; the active one cannot be switched off on its own', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const { body } = await request(t.http)
      .post('/api/KindergartenPeriods')
      .set(director.auth)
      .send({ fromDate: '2027-09-01', toDate: '2028-08-31', active: true })
      .expect(200);
    expect((await yearsOf(director.kindergartenId)).map((year: { active: boolean }) => year.active)).toEqual([false, true]);

    const refused = await request(t.http)
      .post('/api/KindergartenPeriods')
      .set(director.auth)
      .send({ id: body.entityId, fromDate: '2027-09-01', toDate: '2028-08-31', active: false })
      .expect(409);
    expect(refused.body.message).toBe(
      'Детската градина трябва да има активна учебна година. За да смените активната, активирайте друга година.',
    );

    // Editing keeps it active and renames it from the new dates.
    await request(t.http)
      .post('/api/KindergartenPeriods')
      .set(director.auth)
      .send({ id: body.entityId, fromDate: '2027-09-15', toDate: '2028-07-31', active: true })
      .expect(200, { isSuccessful: true, entityId: body.entityId });
    expect(await yearsOf(director.kindergartenId)).toEqual([
      { name: '2026/2027', from: '2026-09-15', to: '2027-08-31', active: false },
      { name: '2027/2028', from: '2027-09-15', to: '2028-07-31', active: true },
    ]);
  });

  it('refuses a year that overlaps another of the kindergarten, naming it; another kindergarten does not count', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const response = await request(t.http)
      .post('/api/KindergartenPeriods')
      .set(director.auth)
      .send({ fromDate: '2027-08-31', toDate: '2028-08-31' })
      .expect(409);
    expect(response.body.message).toBe('Периодът се застъпва с учебна година 2026/2027.');
    expect(await yearsOf(director.kindergartenId)).toHaveLength(1);
    // The database refuses it too, whoever writes.
    await expect(aSchoolYear(t.db, director.kindergartenId, { fromYear: 2026, active: false })).rejects.toMatchObject({
      code: '23P01',
    });
  });

  it('deletes an empty year', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const old = await aSchoolYear(t.db, director.kindergartenId, { fromYear: 2025, active: false });
    await request(t.http).delete(`/api/KindergartenPeriods/${old}`).set(director.auth).expect(204);
    expect(await yearsOf(director.kindergartenId)).toHaveLength(1);
  });

  it('refuses to delete the active year, a year with groups and a year someone has selected, in Bulgarian', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const [{ id: active }] = (
      await t.db.query(`SELECT id FROM kindergarten_periods WHERE kindergarten_id = $1`, [director.kindergartenId])
    ).rows;
    let response = await request(t.http).delete(`/api/KindergartenPeriods/${active}`).set(director.auth).expect(409);
    expect(response.body.message).toBe('Активната учебна година не може да бъде изтрита.');

    const withGroup = await aSchoolYear(t.db, director.kindergartenId, { fromYear: 2025, active: false });
    await t.db.query(`INSERT INTO classes (kindergarten_id, period_id, name, age_type) VALUES ($1, $2, 'Звездици', 1)`, [
      director.kindergartenId,
      withGroup,
    ]);
    response = await request(t.http).delete(`/api/KindergartenPeriods/${withGroup}`).set(director.auth).expect(409);
    expect(response.body.message).toBe('Учебната година има групи и не може да бъде изтрита.');

    const selected = await aSchoolYear(t.db, director.kindergartenId, { fromYear: 2024, active: false });
    const teacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
    await request(t.http).post(`/api/identity/change-school-year/${selected}`).set(teacher.auth).expect(200);
    response = await request(t.http).delete(`/api/KindergartenPeriods/${selected}`).set(director.auth).expect(409);
    expect(response.body.message).toBe(
      'Учебната година е избрана от потребители и не може да бъде изтрита. Те трябва първо да изберат друга година.',
    );
    expect(await yearsOf(director.kindergartenId)).toHaveLength(3);
  });

  it('lists the years of one of the user’s kindergartens; 404 for another one', async () => {
    const first = await aKindergarten(t.db);
    const second = await aKindergarten(t.db);
    await aSchoolYear(t.db, first);
    await aSchoolYear(t.db, second, { fromYear: 2025 });
    const user = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [first, second] });
    const auth = { Authorization: `Bearer ${await signIn(t, user.email)}` };
    const response = await request(t.http).get(`/api/KindergartenPeriods/periods/${second}`).set(auth).expect(200);
    expect(response.body).toEqual([
      { id: expect.any(Number), name: '2025/2026', fromDate: '2025-09-15', toDate: '2026-08-31', active: true },
    ]);

    const foreign = await aKindergarten(t.db);
    await aSchoolYear(t.db, foreign);
    await request(t.http).get(`/api/KindergartenPeriods/periods/${foreign}`).set(auth).expect(404);
    await request(t.http).get(`/api/KindergartenPeriods/periods/abc`).set(auth).expect(400);
    await request(t.http).get(`/api/KindergartenPeriods/periods/${first}`).expect(401);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/KindergartenPeriods/overview-models').expect(401);
    await request(t.http).get('/api/KindergartenPeriods/1').expect(401);
    await request(t.http).post('/api/KindergartenPeriods').send({ fromDate: '2027-09-15', toDate: '2028-06-30' }).expect(401);
    await request(t.http).delete('/api/KindergartenPeriods/1').expect(401);
  });

  it('answers 403 to roles without the permission: a teacher reads but does not write, MON does not read', async () => {
    const teacher = await aSignedInMember(t, Role.Teacher);
    await request(t.http).get('/api/KindergartenPeriods/overview-models').set(teacher.auth).expect(200);
    await request(t.http)
      .post('/api/KindergartenPeriods')
      .set(teacher.auth)
      .send({ fromDate: '2027-09-15', toDate: '2028-06-30' })
      .expect(403);
    const [{ id }] = (
      await t.db.query(`SELECT id FROM kindergarten_periods WHERE kindergarten_id = $1`, [teacher.kindergartenId])
    ).rows;
    await request(t.http).delete(`/api/KindergartenPeriods/${id}`).set(teacher.auth).expect(403);
    const mon = await aUser(t.db, { role: Role.MON });
    await request(t.http)
      .get('/api/KindergartenPeriods/overview-models')
      .set('Authorization', `Bearer ${await signIn(t, mon.email)}`)
      .expect(403);
    expect(await yearsOf(teacher.kindergartenId)).toHaveLength(1);
  });

  it('answers 404 for another kindergarten’s year, for reading, changing and deleting', async () => {
    const owner = await aSignedInMember(t, Role.Director);
    const stranger = await aSignedInMember(t, Role.Director);
    const theirs = await aSchoolYear(t.db, owner.kindergartenId, { fromYear: 2024, active: false });
    await request(t.http).get(`/api/KindergartenPeriods/${theirs}`).set(stranger.auth).expect(404);
    await request(t.http)
      .post('/api/KindergartenPeriods')
      .set(stranger.auth)
      .send({ id: theirs, fromDate: '2030-09-15', toDate: '2031-06-30' })
      .expect(404);
    await request(t.http).delete(`/api/KindergartenPeriods/${theirs}`).set(stranger.auth).expect(404);
    expect(await yearsOf(owner.kindergartenId)).toContainEqual({
      name: '2024/2025',
      from: '2024-09-15',
      to: '2025-08-31',
      active: false,
    });
    expect(await yearsOf(stranger.kindergartenId)).toHaveLength(1);
  });

  it('answers 400 with Bulgarian field messages for a bad body, id or query', async () => {
    const director = await aSignedInMember(t, Role.Director);
    let response = await request(t.http)
      .post('/api/KindergartenPeriods')
      .set(director.auth)
      .send({ fromDate: '2028-06-30', toDate: '2027-09-15' })
      .expect(400);
    expect(response.body.errors).toEqual({ toDate: ['Началната дата трябва да е преди крайната.'] });
    response = await request(t.http)
      .post('/api/KindergartenPeriods')
      .set(director.auth)
      .send({ fromDate: '15.09.2027' })
      .expect(400);
    expect(response.body.errors).toEqual({ fromDate: ['Моля, въведете валидна дата.'], toDate: ['Полето е задължително.'] });
    await request(t.http).get('/api/KindergartenPeriods/abc').set(director.auth).expect(400);
    await request(t.http).delete('/api/KindergartenPeriods/0').set(director.auth).expect(400);
    await request(t.http).get('/api/KindergartenPeriods/overview-models?orderByColumn=password').set(director.auth).expect(400);
    expect(await yearsOf(director.kindergartenId)).toHaveLength(1);
  });
});
