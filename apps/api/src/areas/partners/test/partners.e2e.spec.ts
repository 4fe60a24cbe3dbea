import { Role } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

describe('GET /api/Partners', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.db.query(`INSERT INTO partners (name) VALUES ('Просвета'), ('Анубис'), ('Булвест 2000'), ('Клет България')`);
  });
  afterAll(() => t.close());

  it('lists the resource partners in Bulgarian alphabetical order', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const response = await request(t.http).get('/api/Partners?OrderByColumn=Name').set(member.auth).expect(200);
    expect(response.body.result.map((partner: { name: string }) => partner.name)).toEqual([
      'Анубис',
      'Булвест 2000',
      'Клет България',
      'Просвета',
    ]);
    expect(response.body.rowsCount).toBe(4);
    expect(Object.keys(response.body.result[0]).sort()).toEqual(['id', 'name']);
  });

  it('answers 401 without a token and 400 for an unknown order column', async () => {
    await request(t.http).get('/api/Partners').expect(401);
    const member = await aSignedInMember(t, Role.Parent);
    await request(t.http).get('/api/Partners?OrderByColumn=Password').set(member.auth).expect(400);
  });

  it('is readable by the national roles too', async () => {
    const mon = await aUser(t.db, { role: Role.MON });
    const token = await signIn(t, mon.email);
    await request(t.http).get('/api/Partners').set('Authorization', `Bearer ${token}`).expect(200);
  });
});
