import { Role } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

describe('POST /api/Kindergartens/change/{id}', () => {
  let t: TestApp;
  let first: number;
  let second: number;
  let foreign: number;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    [first, second, foreign] = [
      await aKindergarten(t.db, { name: 'ДГ „Дъга“' }),
      await aKindergarten(t.db, { name: 'ДГ „Слънце“' }),
      await aKindergarten(t.db),
    ];
    for (const id of [first, second, foreign]) await aSchoolYear(t.db, id);
    const director = await aUser(t.db, { role: Role.Director, kindergartenIds: [first, second] });
    token = await signIn(t, director.email);
  });
  afterAll(() => t.close());

  const change = (id: number | string, bearer: string | null = token) => {
    const call = request(t.http).post(`/api/Kindergartens/change/${id}`);
    return bearer ? call.set('Authorization', `Bearer ${bearer}`) : call;
  };

  it('switches to another kindergarten of the user; user-data and the data scope follow', async () => {
    await change(second).expect(200, { isSuccessful: true, entityId: second });
    const me = await request(t.http).get('/api/identity/user-data').set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body.kindergartens.map((k: { id: number; isSelected: boolean }) => [k.id, k.isSelected])).toEqual([
      [first, false],
      [second, true],
    ]);
    const { rows } = await t.db.query(`SELECT p.kindergarten_id FROM kindergarten_periods p WHERE p.id = $1`, [me.body.periodId]);
    expect(rows[0].kindergarten_id).toBe(second);
  });

  it('answers 401 without a token', async () => {
    await change(first, null).expect(401);
  });

  it('answers 404 for a kindergarten the user does not belong to, and for an unknown one', async () => {
    const response = await change(foreign).expect(404);
    expect(response.body.message).toBe('Детската градина не е намерена.');
    await change(999_999).expect(404);
  });

  it('answers 400 for an id that is not a positive number', async () => {
    const response = await change('abc').expect(400);
    expect(response.body.errors).toHaveProperty('id');
    await change(-1).expect(400);
  });

  it('a parent may switch too, but only between their own kindergartens', async () => {
    const parent = await aSignedInMember(t, Role.Parent, first);
    await change(second, parent.token).expect(404);
    await change(first, parent.token).expect(200);
  });
});

describe('POST /api/identity/change-school-year/{id}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('changes the selected school year of the current kindergarten', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const previous = await aSchoolYear(t.db, member.kindergartenId, { fromYear: 2025, active: false });
    await request(t.http)
      .post(`/api/identity/change-school-year/${previous}`)
      .set(member.auth)
      .expect(200, { isSuccessful: true, entityId: previous });
    const me = await request(t.http).get('/api/identity/user-data').set(member.auth).expect(200);
    expect(me.body.periodId).toBe(previous);
  });

  it('answers 404 for another kindergarten’s school year, 400 for a bad id, 401 without a token', async () => {
    const member = await aSignedInMember(t, Role.Director);
    const other = await aKindergarten(t.db);
    const foreignYear = await aSchoolYear(t.db, other);
    await request(t.http).post(`/api/identity/change-school-year/${foreignYear}`).set(member.auth).expect(404);
    await request(t.http).post(`/api/identity/change-school-year/1.5`).set(member.auth).expect(400);
    await request(t.http).post(`/api/identity/change-school-year/${foreignYear}`).expect(401);
  });
});
