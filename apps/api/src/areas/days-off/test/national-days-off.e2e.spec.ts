import { DaysOffType, Role } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

describe('/api/administration/daysoff (the master’s national days off)', () => {
  let t: TestApp;
  let master: { Authorization: string };
  beforeAll(async () => {
    t = await startTestApp();
    const user = await aUser(t.db, { role: Role.Master });
    master = { Authorization: `Bearer ${await signIn(t, user.email)}` };
  });
  afterAll(() => t.close());

  it('prefills the official holidays of a school year once: a second prefill adds nothing', async () => {
    const first = await request(t.http)
      .post('/api/administration/daysoff/prefill')
      .set(master)
      .send({ schoolYear: 2030 })
      .expect(200);
    expect(first.body.added).toBeGreaterThanOrEqual(10);
    expect(first.body.existing).toBe(0);
    const again = await request(t.http)
      .post('/api/administration/daysoff/prefill')
      .set(master)
      .send({ schoolYear: 2030 })
      .expect(200);
    expect(again.body).toEqual({ added: 0, existing: first.body.added });
    const { rows } = await t.db.query(
      `SELECT from_date, to_date, name, type FROM national_days_off WHERE from_date BETWEEN '2030-09-01' AND '2031-08-31' ORDER BY from_date`,
    );
    expect(rows).toHaveLength(first.body.added);
    // Orthodox Easter 2031 is 13 April: Friday 11 to Monday 14 April.
    expect(rows).toContainEqual({ from_date: '2031-04-11', to_date: '2031-04-14', name: 'Великден', type: DaysOffType.DayOff });
    const list = await request(t.http)
      .get('/api/administration/daysoff/overview-models?schoolYear=2030&pageSize=100')
      .set(master)
      .expect(200);
    expect(list.body.rowsCount).toBe(first.body.added);
    expect(list.body.result[0]).toMatchObject({ fromDate: '2030-09-06', isNational: true, type: DaysOffType.DayOff });
  });

  it('creates a range, edits it and deletes it by its guid', async () => {
    const created = await request(t.http)
      .post('/api/administration/daysoff')
      .set(master)
      .send({ fromDate: '2032-11-02', toDate: '2032-11-03', name: 'Национален неучебен ден', type: DaysOffType.DayOff })
      .expect(200);
    const guid = created.body.entityId;
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    await request(t.http)
      .post('/api/administration/daysoff')
      .set(master)
      .send({ dayOffGuid: guid, fromDate: '2032-11-02', name: 'Ваканция', type: DaysOffType.Vacation })
      .expect(200);
    const { rows } = await t.db.query('SELECT from_date, to_date, name, type FROM national_days_off WHERE id = $1', [guid]);
    expect(rows).toEqual([{ from_date: '2032-11-02', to_date: '2032-11-02', name: 'Ваканция', type: DaysOffType.Vacation }]);
    await request(t.http).delete(`/api/administration/daysoff/${guid}`).set(master).expect(204);
    expect((await t.db.query('SELECT 1 FROM national_days_off WHERE id = $1', [guid])).rowCount).toBe(0);
    await request(t.http).delete(`/api/administration/daysoff/${guid}`).set(master).expect(404);
  });

  it('refuses the same range twice with a Bulgarian conflict', async () => {
    const body = { fromDate: '2033-10-10', name: 'Ден', type: DaysOffType.DayOff };
    await request(t.http).post('/api/administration/daysoff').set(master).send(body).expect(200);
    const again = await request(t.http).post('/api/administration/daysoff').set(master).send(body).expect(409);
    expect(again.body.message).toBe('Такъв запис вече съществува.');
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/administration/daysoff/overview-models').expect(401);
    await request(t.http).post('/api/administration/daysoff/prefill').send({ schoolYear: 2030 }).expect(401);
  });

  it('answers 403 to a director, who reads national days only through /api/DaysOff', async () => {
    const director = await aSignedInMember(t, Role.Director);
    await request(t.http).get('/api/administration/daysoff/overview-models').set(director.auth).expect(403);
    await request(t.http)
      .post('/api/administration/daysoff')
      .set(director.auth)
      .send({ fromDate: '2030-10-10', name: 'x', type: 0 })
      .expect(403);
    await request(t.http).post('/api/administration/daysoff/prefill').set(director.auth).send({ schoolYear: 2030 }).expect(403);
  });

  it('answers 404 for an unknown guid (national days belong to no kindergarten)', async () => {
    const guid = '6f1c1a52-4b7e-4d2a-9c1e-000000000000';
    await request(t.http).delete(`/api/administration/daysoff/${guid}`).set(master).expect(404);
    await request(t.http)
      .post('/api/administration/daysoff')
      .set(master)
      .send({ dayOffGuid: guid, fromDate: '2030-10-10', name: 'x', type: 0 })
      .expect(404);
  });

  it('answers 400 with Bulgarian field messages for a bad body, guid or query', async () => {
    const bad = await request(t.http)
      .post('/api/administration/daysoff')
      .set(master)
      .send({ fromDate: '2030-10-10', toDate: '2030-10-01', name: '', type: 7 })
      .expect(400);
    expect(bad.body.errors).toMatchObject({
      name: ['Полето е задължително.'],
      type: ['Изберете една от позволените стойности.'],
    });
    const backwards = await request(t.http)
      .post('/api/administration/daysoff')
      .set(master)
      .send({ fromDate: '2030-10-10', toDate: '2030-10-01', name: 'x', type: 0 })
      .expect(400);
    expect(backwards.body.errors).toEqual({ toDate: ['Крайната дата не може да е преди началната.'] });
    await request(t.http).delete('/api/administration/daysoff/123').set(master).expect(400);
    await request(t.http).get('/api/administration/daysoff/overview-models?schoolYear=abc').set(master).expect(400);
    await request(t.http).post('/api/administration/daysoff/prefill').set(master).send({ schoolYear: 1800 }).expect(400);
  });
});
