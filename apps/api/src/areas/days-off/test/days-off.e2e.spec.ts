import { DaysOffType, Role } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

// The factories' school year runs 2026-09-15 to 2027-08-31.
describe('/api/DaysOff (a kindergarten’s days off)', () => {
  let t: TestApp;
  let nationalGuid: string;
  beforeAll(async () => {
    t = await startTestApp();
    const { rows } = await t.db.query(
      `INSERT INTO national_days_off (from_date, to_date, name, type) VALUES
         ('2026-12-24', '2026-12-26', 'Бъдни вечер и Рождество Христово', 0),
         ('2025-12-24', '2025-12-26', 'Бъдни вечер и Рождество Христово', 0) RETURNING id`,
    );
    nationalGuid = rows[0].id;
  });
  afterAll(() => t.close());

  const aGroup = async (kindergartenId: number, periodId?: number): Promise<number> => {
    const period =
      periodId ??
      (await t.db.query('SELECT id FROM kindergarten_periods WHERE kindergarten_id = $1', [kindergartenId])).rows[0].id;
    const { rows } = await t.db.query(
      `INSERT INTO classes (kindergarten_id, period_id, name, age_type) VALUES ($1, $2, $3, 1) RETURNING id`,
      [kindergartenId, period, `Група ${Math.random().toString(36).slice(2, 7)}`],
    );
    return rows[0].id;
  };

  it('lists the national and own days of the selected school year, marked which is which', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const created = await request(t.http)
      .post('/api/DaysOff')
      .set(director.auth)
      .send({ fromDate: '2026-11-02', toDate: '2026-11-03', name: 'Есенна ваканция', type: DaysOffType.Vacation })
      .expect(200);
    const list = await request(t.http).get('/api/DaysOff/overview-models').set(director.auth).expect(200);
    expect(list.body).toEqual({
      rowsCount: 2,
      result: [
        {
          dayOffGuid: created.body.entityId,
          fromDate: '2026-11-02',
          toDate: '2026-11-03',
          name: 'Есенна ваканция',
          type: DaysOffType.Vacation,
          isNational: false,
          classId: null,
          className: null,
        },
        expect.objectContaining({ dayOffGuid: nationalGuid, fromDate: '2026-12-24', isNational: true }),
      ],
    });
    const own = await request(t.http).get('/api/DaysOff/overview-models?isNational=false').set(director.auth).expect(200);
    expect(own.body.rowsCount).toBe(1);
    const byType = await request(t.http).get('/api/DaysOff/overview-models?type=0').set(director.auth).expect(200);
    expect(byType.body.result.map((row: { isNational: boolean }) => row.isNational)).toEqual([true]);
  });

  it('creates, reads, edits and deletes an own day for one group, checked in the database', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const group = await aGroup(director.kindergartenId);
    const created = await request(t.http)
      .post('/api/DaysOff')
      .set(director.auth)
      .send({ fromDate: '2027-02-01', toDate: '2027-02-10', name: 'Карантина', type: DaysOffType.Quarantine, classId: group })
      .expect(200);
    const guid = created.body.entityId;
    const { rows } = await t.db.query(
      'SELECT kindergarten_id, class_id, from_date, to_date, type FROM kindergarten_days_off WHERE id = $1',
      [guid],
    );
    expect(rows).toEqual([
      { kindergarten_id: director.kindergartenId, class_id: group, from_date: '2027-02-01', to_date: '2027-02-10', type: 1 },
    ]);
    const one = await request(t.http).get(`/api/DaysOff/${guid}`).set(director.auth).expect(200);
    expect(one.body).toMatchObject({ dayOffGuid: guid, classId: group, isNational: false });
    expect(one.body.className).toMatch(/^Група /);

    await request(t.http)
      .post('/api/DaysOff')
      .set(director.auth)
      .send({ dayOffGuid: guid, fromDate: '2027-02-01', name: 'Неучебен ден', type: DaysOffType.DayOff, classId: null })
      .expect(200);
    const changed = await t.db.query('SELECT class_id, to_date, type FROM kindergarten_days_off WHERE id = $1', [guid]);
    expect(changed.rows).toEqual([{ class_id: null, to_date: '2027-02-01', type: 0 }]);

    await request(t.http).delete(`/api/DaysOff/${guid}`).set(director.auth).expect(204);
    expect((await t.db.query('SELECT 1 FROM kindergarten_days_off WHERE id = $1', [guid])).rowCount).toBe(0);
  });

  it('shows a national day by its guid but refuses to change or delete it', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const one = await request(t.http).get(`/api/DaysOff/${nationalGuid}`).set(director.auth).expect(200);
    expect(one.body).toMatchObject({ isNational: true, name: 'Бъдни вечер и Рождество Христово' });
    const edit = await request(t.http)
      .post('/api/DaysOff')
      .set(director.auth)
      .send({ dayOffGuid: nationalGuid, fromDate: '2026-12-24', name: 'x', type: 0 })
      .expect(400);
    expect(edit.body.message).toMatch(/само от главния администратор/);
    await request(t.http).delete(`/api/DaysOff/${nationalGuid}`).set(director.auth).expect(400);
    expect((await t.db.query('SELECT name FROM national_days_off WHERE id = $1', [nationalGuid])).rows[0].name).toBe(
      'Бъдни вечер и Рождество Христово',
    );
  });

  it('refuses dates outside the selected school year and a group of another school year', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const outside = await request(t.http)
      .post('/api/DaysOff')
      .set(director.auth)
      .send({ fromDate: '2026-09-01', name: 'x', type: 0 })
      .expect(400);
    expect(outside.body.errors).toEqual({ fromDate: ['Датите трябва да са в избраната учебна година.'] });
    const lastYear = await aSchoolYear(t.db, director.kindergartenId, { fromYear: 2025, active: false });
    const oldGroup = await aGroup(director.kindergartenId, lastYear);
    const wrongYear = await request(t.http)
      .post('/api/DaysOff')
      .set(director.auth)
      .send({ fromDate: '2026-10-01', name: 'x', type: 1, classId: oldGroup })
      .expect(400);
    expect(wrongYear.body.errors).toEqual({ classId: ['Групата не е от избраната учебна година.'] });
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/DaysOff/overview-models').expect(401);
    await request(t.http).post('/api/DaysOff').send({ fromDate: '2026-10-01', name: 'x', type: 0 }).expect(401);
    await request(t.http).delete(`/api/DaysOff/${nationalGuid}`).expect(401);
  });

  it('answers 403 to a teacher (read only) writing and to a parent reading', async () => {
    const teacher = await aSignedInMember(t, Role.Teacher);
    await request(t.http).get('/api/DaysOff/overview-models').set(teacher.auth).expect(200);
    await request(t.http).post('/api/DaysOff').set(teacher.auth).send({ fromDate: '2026-10-01', name: 'x', type: 0 }).expect(403);
    await request(t.http).delete(`/api/DaysOff/${nationalGuid}`).set(teacher.auth).expect(403);
    const parent = await aSignedInMember(t, Role.Parent);
    await request(t.http).get('/api/DaysOff/overview-models').set(parent.auth).expect(403);
  });

  it('answers 404 for another kindergarten’s day and group, for reading, changing and deleting', async () => {
    const owner = await aSignedInMember(t, Role.Director);
    const stranger = await aSignedInMember(t, Role.Director);
    const { body } = await request(t.http)
      .post('/api/DaysOff')
      .set(owner.auth)
      .send({ fromDate: '2026-10-01', name: 'Чужд', type: 0 })
      .expect(200);
    await request(t.http).get(`/api/DaysOff/${body.entityId}`).set(stranger.auth).expect(404);
    await request(t.http)
      .post('/api/DaysOff')
      .set(stranger.auth)
      .send({ dayOffGuid: body.entityId, fromDate: '2026-10-01', name: 'x', type: 0 })
      .expect(404);
    await request(t.http).delete(`/api/DaysOff/${body.entityId}`).set(stranger.auth).expect(404);
    const list = await request(t.http).get('/api/DaysOff/overview-models?isNational=false').set(stranger.auth).expect(200);
    expect(list.body.rowsCount).toBe(0);
    const foreignGroup = await aGroup(await aKindergartenWithYear());
    const group = await request(t.http)
      .post('/api/DaysOff')
      .set(stranger.auth)
      .send({ fromDate: '2026-10-01', name: 'x', type: 1, classId: foreignGroup })
      .expect(404);
    expect(group.body.message).toBe('Групата не е намерена.');
    expect((await t.db.query('SELECT name FROM kindergarten_days_off WHERE id = $1', [body.entityId])).rows[0].name).toBe('Чужд');
  });

  const aKindergartenWithYear = async (): Promise<number> => {
    const id = await aKindergarten(t.db);
    await aSchoolYear(t.db, id);
    return id;
  };

  it('answers 400 with Bulgarian field messages for a bad body, guid or query', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const response = await request(t.http)
      .post('/api/DaysOff')
      .set(director.auth)
      .send({ fromDate: '31.10.2026', name: '', type: 0 })
      .expect(400);
    expect(response.body.errors).toEqual({ fromDate: ['Моля, въведете валидна дата.'], name: ['Полето е задължително.'] });
    await request(t.http).get('/api/DaysOff/abc').set(director.auth).expect(400);
    await request(t.http).delete('/api/DaysOff/abc').set(director.auth).expect(400);
    await request(t.http).get('/api/DaysOff/overview-models?orderByColumn=password').set(director.auth).expect(400);
    await request(t.http).get('/api/DaysOff/overview-models?type=9').set(director.auth).expect(400);
  });
});
