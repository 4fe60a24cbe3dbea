import { LoginIdentifierType, Resource, Role } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aUser, signIn, TEST_PASSWORD } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

describe('sign-in', () => {
  let t: TestApp;
  let kindergartenId: number;

  beforeAll(async () => {
    t = await startTestApp();
    kindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
  });
  afterAll(() => t.close());

  it('signs in with e-mail and password and answers a token that opens user-data', async () => {
    const user = await aUser(t.db, { role: Role.Director, kindergartenIds: [kindergartenId], email: 'Director.One@Test.bg' });
    const login = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: 'director.one@test.bg', password: TEST_PASSWORD, identifierType: LoginIdentifierType.Email })
      .expect(200);
    expect(typeof login.body.token).toBe('string');

    const me = await request(t.http)
      .get('/api/identity/user-data')
      .set('Authorization', `Bearer ${login.body.token}`)
      .expect(200);
    expect(me.body).toMatchObject({ id: user.id, baseRoleType: Role.Director, consolidation: false, email: user.email });
    expect(me.body.kindergartens).toEqual([expect.objectContaining({ id: kindergartenId, isSelected: true, city: 'София' })]);
    expect(me.body.access).toContainEqual(expect.objectContaining({ resource: Resource.Students, read: true, delete: true }));
    expect(JSON.stringify(me.body)).not.toMatch(/password|\$argon2/);
  });

  it('signs in by phone number in any common writing, and by identification number', async () => {
    const user = await aUser(t.db, {
      role: Role.Teacher,
      kindergartenIds: [kindergartenId],
      phone: '0888123456',
      identificationNumber: '7501020018',
    });
    await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: '+359 888 123 456', password: TEST_PASSWORD, identifierType: LoginIdentifierType.PhoneNumber })
      .expect(200);
    await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: '7501020018', password: TEST_PASSWORD, identifierType: LoginIdentifierType.IdentificationNumber })
      .expect(200);
    expect(user.id).toBeGreaterThan(0);
  });

  it('refuses a wrong password and an unknown account with the same Bulgarian message', async () => {
    const user = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId] });
    const wrongPassword = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: user.email, password: 'Wrong2026!' })
      .expect(401);
    const unknown = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: 'nobody@test.bg', password: 'Wrong2026!' })
      .expect(401);
    expect(wrongPassword.body.message).toBe('Грешно потребителско име или парола.');
    expect(unknown.body.message).toBe(wrongPassword.body.message);
  });

  it('refuses an account that is not activated yet', async () => {
    const user = await aUser(t.db, { role: Role.Parent, kindergartenIds: [kindergartenId], active: false });
    const response = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: user.email, password: TEST_PASSWORD })
      .expect(401);
    expect(response.body.message).toMatch(/не е активен/);
  });

  it('throttles guessing: the 11th failure in 15 minutes for one identifier and address answers 429', async () => {
    const user = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId] });
    for (let attempt = 0; attempt < 10; attempt++) {
      await request(t.http).post('/api/identity/login').send({ identifier: user.email, password: 'Wrong2026!' }).expect(401);
    }
    const blocked = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: user.email, password: TEST_PASSWORD })
      .expect(429);
    expect(blocked.body.message).toMatch(/Твърде много неуспешни опити/);
    expect(blocked.headers['retry-after']).toBe('900');
    // Another identifier from the same address is not blocked by this one's failures.
    const other = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId] });
    await signIn(t, other.email);
  });

  it('answers 400 with Bulgarian field messages for a bad body, never 500', async () => {
    const response = await request(t.http).post('/api/identity/login').send({ identifier: '', identifierType: 7 }).expect(400);
    expect(response.body.errors).toMatchObject({
      identifier: ['Полето е задължително.'],
      password: ['Полето е задължително.'],
      identifierType: [expect.stringMatching(/позволените/)],
    });
    await request(t.http).post('/api/identity/login').set('Content-Type', 'application/json').send('{"identifier":').expect(400);
    await request(t.http).post('/api/identity/login').send([1, 2]).expect(400);
  });

  it('answers 413 for a body over the limit', async () => {
    await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: 'x'.repeat(2 * 1024 * 1024), password: 'x' })
      .expect(413);
  });

  it('matches routes case-insensitively', async () => {
    const user = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId] });
    await request(t.http).post('/api/Identity/Login').send({ identifier: user.email, password: TEST_PASSWORD }).expect(200);
  });
});

describe('sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('revokes the token: the same token then answers 401', async () => {
    const kindergartenId = await aKindergarten(t.db);
    const user = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId] });
    const token = await signIn(t, user.email);
    await request(t.http).get('/api/identity/user-data').set('Authorization', `Bearer ${token}`).expect(200);
    await request(t.http).post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(204);
    await request(t.http).get('/api/identity/user-data').set('Authorization', `Bearer ${token}`).expect(401);
    await request(t.http).post('/api/auth/logout').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('answers 401 without a token and with a forged one', async () => {
    await request(t.http).get('/api/identity/user-data').expect(401);
    await request(t.http).get('/api/identity/user-data').set('Authorization', 'Bearer abc.def.ghi').expect(401);
  });
});
