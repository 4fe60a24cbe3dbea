import { Role } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

describe('GET /api/Teachers/for-kindergarten', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const aStaffMember = async (kindergartenId: number, firstName: string, occupation = 'Учител') =>
    (
      await t.db.query(
        `INSERT INTO teachers (kindergarten_id, first_name, last_name, occupation, is_pedagogical) VALUES ($1, $2, 'Колева', $3, $4) RETURNING id`,
        [kindergartenId, firstName, occupation, occupation === 'Учител'],
      )
    ).rows[0].id as number;

  it("lists the selected kindergarten's staff by name in Bulgarian collation", async () => {
    const director = await aSignedInMember(t, Role.Director);
    const yana = await aStaffMember(director.kindergartenId, 'Яна');
    const anna = await aStaffMember(director.kindergartenId, 'Анна', 'Готвач');
    const chavdar = await aStaffMember(director.kindergartenId, 'Чавдар');
    const other = await aSignedInMember(t, Role.Director);
    await aStaffMember(other.kindergartenId, 'Борислава');
    const response = await request(t.http).get('/api/Teachers/for-kindergarten').set(director.auth).expect(200);
    expect(response.body).toEqual([
      { id: anna, name: 'Анна Колева', occupation: 'Готвач', isPedagogical: false },
      { id: chavdar, name: 'Чавдар Колева', occupation: 'Учител', isPedagogical: true },
      { id: yana, name: 'Яна Колева', occupation: 'Учител', isPedagogical: true },
    ]);
  });

  it('answers 401 without a token and 403 to a parent', async () => {
    await request(t.http).get('/api/Teachers/for-kindergarten').expect(401);
    const parent = await aSignedInMember(t, Role.Parent);
    await request(t.http).get('/api/Teachers/for-kindergarten').set(parent.auth).expect(403);
  });

  it("never lists another kindergarten's staff (the read is scoped, so no 404 applies) and takes no parameters", async () => {
    const stranger = await aSignedInMember(t, Role.Teacher);
    const owner = await aSignedInMember(t, Role.Director);
    await aStaffMember(owner.kindergartenId, 'Чужда');
    const response = await request(t.http).get('/api/Teachers/for-kindergarten').set(stranger.auth).expect(200);
    expect(response.body).toEqual([]);
  });
});
