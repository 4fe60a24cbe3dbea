import { GroupAgeType, Role } from '@kg/contracts';
import type pg from 'pg';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

async function aStaffMember(
  db: pg.Pool,
  kindergartenId: number,
  firstName: string,
  values: { occupation?: string; pedagogical?: boolean } = {},
): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO teachers (kindergarten_id, first_name, last_name, occupation, is_pedagogical)
     VALUES ($1, $2, 'Иванова', $3, $4) RETURNING id`,
    [kindergartenId, firstName, values.occupation ?? 'Учител', values.pedagogical ?? true],
  );
  return rows[0].id;
}

async function aGroupTaughtBy(db: pg.Pool, kindergartenId: number, name: string, teacherId: number): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO classes (kindergarten_id, period_id, name, age_type)
     SELECT $1, id, $2, $3 FROM kindergarten_periods WHERE kindergarten_id = $1 AND is_active RETURNING id`,
    [kindergartenId, name, GroupAgeType.Kindergarten],
  );
  await db.query(`INSERT INTO class_teachers (kindergarten_id, class_id, teacher_id) VALUES ($1, $2, $3)`, [
    kindergartenId,
    rows[0].id,
    teacherId,
  ]);
  return rows[0].id;
}

describe('/api/Teachers lists: list, by-kindergarten, for-activities and /teachers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists the staff with the groups they teach, filtered by group, only of the selected kindergarten', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const elena = await aStaffMember(t.db, director.kindergartenId, 'Елена');
    const boryana = await aStaffMember(t.db, director.kindergartenId, 'Боряна');
    await aStaffMember(t.db, director.kindergartenId, 'Веска', { occupation: 'Готвач', pedagogical: false });
    const bees = await aGroupTaughtBy(t.db, director.kindergartenId, 'Пчелица', elena);
    const stranger = await aSignedInMember(t, Role.Director);
    await aStaffMember(t.db, stranger.kindergartenId, 'Анна');

    const all = await request(t.http).get('/api/Teachers/list').set(director.auth).expect(200);
    expect(all.body.rowsCount).toBe(3);
    expect(all.body.result.map((row: { fullName: string }) => row.fullName)).toEqual([
      'Боряна Иванова',
      'Веска Иванова',
      'Елена Иванова',
    ]);
    expect(all.body.result[2].classes).toEqual([{ id: bees, name: 'Пчелица' }]);
    expect(all.body.result[0].classes).toEqual([]);
    const ofGroup = await request(t.http).get('/api/Teachers/list').query({ classId: bees }).set(director.auth).expect(200);
    expect(ofGroup.body.result.map((row: { id: number }) => row.id)).toEqual([elena]);
    const pedagogues = await request(t.http)
      .get('/api/Teachers/list')
      .query({ isPedagogical: 'true', orderByColumn: 'name', orderByDescending: 'true' })
      .set(director.auth)
      .expect(200);
    expect(pedagogues.body.result.map((row: { id: number }) => row.id)).toEqual([elena, boryana]);
  });

  it('gives the pedagogical staff for activities and the lookup list with a search', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const elena = await aStaffMember(t.db, director.kindergartenId, 'Елена');
    const head = await aStaffMember(t.db, director.kindergartenId, 'Ася', { occupation: 'Директор' });
    await aStaffMember(t.db, director.kindergartenId, 'Веска', { occupation: 'Готвач', pedagogical: false });
    const activities = await request(t.http).get('/api/Teachers/for-activities').set(director.auth).expect(200);
    expect(activities.body.map((row: { id: number }) => row.id)).toEqual([head, elena]);
    const lookup = await request(t.http).get('/api/teachers').query({ nameSearchTerm: 'еле' }).set(director.auth).expect(200);
    expect(lookup.body).toEqual([{ id: elena, name: 'Елена Иванова' }]);
    const limited = await request(t.http).get('/api/teachers').query({ take: 2 }).set(director.auth).expect(200);
    expect(limited.body).toHaveLength(2);
  });

  it('lists the staff of another of the user’s kindergartens, and refuses one the user does not belong to', async () => {
    const first = await aKindergarten(t.db);
    const second = await aKindergarten(t.db);
    const foreign = await aKindergarten(t.db);
    await aSchoolYear(t.db, first);
    await aSchoolYear(t.db, second);
    const user = await aUser(t.db, { role: Role.Director, kindergartenIds: [first, second] });
    const auth = { Authorization: `Bearer ${await signIn(t, user.email)}` };
    const inSecond = await aStaffMember(t.db, second, 'Радка');
    await aStaffMember(t.db, foreign, 'Цвета');
    const staff = await request(t.http)
      .get('/api/Teachers/by-kindergarten')
      .query({ kindergartenId: second })
      .set(auth)
      .expect(200);
    expect(staff.body).toEqual([{ id: inSecond, name: 'Радка Иванова', occupation: 'Учител' }]);
    await request(t.http).get('/api/Teachers/by-kindergarten').query({ kindergartenId: foreign }).set(auth).expect(404);
    await request(t.http).get('/api/Teachers/by-kindergarten').query({ kindergartenId: 'x' }).set(auth).expect(400);
  });

  it('refuses without a token, a parent, and bad queries', async () => {
    for (const path of ['/api/teachers', '/api/Teachers/list', '/api/Teachers/for-activities', '/api/Teachers/by-kindergarten']) {
      await request(t.http).get(path).expect(401);
    }
    const parent = await aSignedInMember(t, Role.Parent);
    for (const path of ['/api/teachers', '/api/Teachers/list', '/api/Teachers/for-activities']) {
      await request(t.http).get(path).set(parent.auth).expect(403);
    }
    await request(t.http)
      .get('/api/Teachers/by-kindergarten')
      .query({ kindergartenId: parent.kindergartenId })
      .set(parent.auth)
      .expect(403);
    const director = await aSignedInMember(t, Role.Director);
    await request(t.http).get('/api/teachers').query({ take: 0 }).set(director.auth).expect(400);
    await request(t.http).get('/api/Teachers/list').query({ isPedagogical: 'може би' }).set(director.auth).expect(400);
  });
});
