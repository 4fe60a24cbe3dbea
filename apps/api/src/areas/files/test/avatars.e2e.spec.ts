import { Role } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aSignedInMember, aUser } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

describe('GET /api/Files/avatars/{userId}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers a default picture with the initials when none was uploaded', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const colleague = await aUser(t.db, {
      role: Role.Director,
      kindergartenIds: [member.kindergartenId],
      firstName: 'Елена',
      lastName: 'Димитрова',
    });
    const response = await request(t.http).get(`/api/Files/avatars/${colleague.id}`).set(member.auth).buffer(true).expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body.toString()).toContain('>ЕД<');
  });

  it('answers the uploaded picture when there is one', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    await t.db.query(`INSERT INTO user_avatars (user_id, content_type, data) VALUES ($1, 'image/png', $2)`, [
      member.user.id,
      png,
    ]);
    const response = await request(t.http).get(`/api/Files/avatars/${member.user.id}`).set(member.auth).buffer(true).expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/png/);
    expect(Buffer.compare(response.body, png)).toBe(0);
  });

  it('answers 404 for a user of another kindergarten and for an unknown user; 400 for a bad id; 401 without a token', async () => {
    const member = await aSignedInMember(t, Role.Director);
    const other = await aKindergarten(t.db);
    await aSchoolYear(t.db, other);
    const stranger = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [other] });
    await request(t.http).get(`/api/Files/avatars/${stranger.id}`).set(member.auth).expect(404);
    await request(t.http).get(`/api/Files/avatars/987654`).set(member.auth).expect(404);
    await request(t.http).get(`/api/Files/avatars/x`).set(member.auth).expect(400);
    await request(t.http).get(`/api/Files/avatars/${member.user.id}`).expect(401);
  });
});
