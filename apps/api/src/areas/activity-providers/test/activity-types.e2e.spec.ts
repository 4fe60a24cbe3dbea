import { Role } from '@kg/contracts';
import request from 'supertest';
import { anActivity, anActivityType } from '../../../../test/activity-factories.js';
import { aKindergarten, aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

const TYPES = '/api/administration/ActivityManagement/activity-types';
const TYPE = '/api/administration/ActivityManagement/activity-type';

describe('/api/administration/ActivityManagement/activity-types: the master’s activity types', () => {
  let t: TestApp;
  let master: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp();
    const user = await aUser(t.db, { role: Role.Master });
    master = { Authorization: `Bearer ${await signIn(t, user.email)}` };
  });
  afterAll(() => t.close());

  const names = async () => (await t.db.query(`SELECT name FROM activity_types ORDER BY id`)).rows.map((row) => row.name);

  it('adds, lists in Bulgarian order with the activities count, renames and deletes', async () => {
    const created = await request(t.http).post(TYPES).set(master).send({ name: '  Футбол ' }).expect(200);
    expect(created.body).toEqual({ isSuccessful: true, entityId: expect.any(Number) });
    await request(t.http).post(TYPES).set(master).send({ name: 'Английски език' }).expect(200);
    const used = await anActivityType(t.db, 'Народни танци');
    await anActivity(t.db, await aKindergarten(t.db), { typeId: used });
    expect(await names()).toEqual(['Футбол', 'Английски език', 'Народни танци']);

    const list = await request(t.http).get(TYPES).set(master).expect(200);
    expect(list.body).toEqual([
      { id: expect.any(Number), name: 'Английски език', activitiesCount: 0 },
      { id: used, name: 'Народни танци', activitiesCount: 1 },
      { id: created.body.entityId, name: 'Футбол', activitiesCount: 0 },
    ]);

    await request(t.http).post(TYPES).set(master).send({ id: created.body.entityId, name: 'Мини футбол' }).expect(200);
    // Renaming to its own name in another case is not a clash with itself.
    await request(t.http).post(TYPES).set(master).send({ id: created.body.entityId, name: 'МИНИ ФУТБОЛ' }).expect(200);
    expect(await names()).toContain('МИНИ ФУТБОЛ');
    await request(t.http).delete(`${TYPE}/${created.body.entityId}`).set(master).expect(204);
    expect(await names()).toEqual(['Английски език', 'Народни танци']);
  });

  it('refuses a name another type has, whatever its case, and deleting a type in use', async () => {
    await anActivityType(t.db, 'Рисуване');
    const clash = await request(t.http).post(TYPES).set(master).send({ name: 'рИСУВАНЕ' }).expect(400);
    expect(clash.body.errors).toEqual({ name: ['Вече има вид дейност с това наименование.'] });
    const swimming = await anActivityType(t.db, 'Плуване');
    await request(t.http).post(TYPES).set(master).send({ id: swimming, name: 'РИСУВАНЕ' }).expect(400);
    await anActivity(t.db, await aKindergarten(t.db), { typeId: swimming });
    const inUse = await request(t.http).delete(`${TYPE}/${swimming}`).set(master).expect(409);
    expect(inUse.body.message).toBe('Видът дейност не може да бъде изтрит: има дейности от този вид.');
    expect(await names()).toContain('Плуване');
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get(TYPES).expect(401);
    await request(t.http).post(TYPES).send({ name: 'Шах' }).expect(401);
    await request(t.http).delete(`${TYPE}/1`).expect(401);
  });

  it('answers 403 to a director, and writes nothing', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const id = await anActivityType(t.db, 'Балет');
    await request(t.http).get(TYPES).set(director.auth).expect(403);
    await request(t.http).post(TYPES).set(director.auth).send({ name: 'Шах' }).expect(403);
    await request(t.http).post(TYPES).set(director.auth).send({ id, name: 'Шах' }).expect(403);
    await request(t.http).delete(`${TYPE}/${id}`).set(director.auth).expect(403);
    expect(await names()).not.toContain('Шах');
    expect(await names()).toContain('Балет');
  });

  it('answers 404 for an unknown type and 400 for a bad name or id', async () => {
    await request(t.http).post(TYPES).set(master).send({ id: 999999, name: 'Шах' }).expect(404);
    await request(t.http).delete(`${TYPE}/999999`).set(master).expect(404);
    const empty = await request(t.http).post(TYPES).set(master).send({ name: '   ' }).expect(400);
    expect(empty.body.errors).toEqual({ name: ['Полето е задължително.'] });
    const long = await request(t.http)
      .post(TYPES)
      .set(master)
      .send({ name: 'я'.repeat(101) })
      .expect(400);
    expect(long.body.errors).toEqual({ name: ['Полето не може да съдържа повече от 100 символа.'] });
    await request(t.http).delete(`${TYPE}/abc`).set(master).expect(400);
    expect(await names()).not.toContain('Шах');
  });
});
