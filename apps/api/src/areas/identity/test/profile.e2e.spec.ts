import { Role, SubscriptionFlags } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

describe('POST /api/identity/update', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('updates the signed-in user’s own names, phone and e-mail notification choices', async () => {
    const member = await aSignedInMember(t, Role.Parent);
    const response = await request(t.http)
      .post('/api/identity/update')
      .set(member.auth)
      .send({
        firstName: 'Гергана',
        lastName: 'Стоянова',
        phone: '+359 887 11 22 33',
        subscriptionFlags: SubscriptionFlags.Messages,
      })
      .expect(200);
    expect(response.body).toEqual({
      id: member.user.id,
      firstName: 'Гергана',
      middleName: null,
      lastName: 'Стоянова',
      email: member.user.email,
      phone: '0887112233',
      subscriptionFlags: SubscriptionFlags.Messages,
    });
    const me = await request(t.http).get('/api/identity/user-data').set(member.auth).expect(200);
    expect(me.body).toMatchObject({ firstName: 'Гергана', lastName: 'Стоянова' });
  });

  it('answers 400 with field messages for bad values, 401 without a token', async () => {
    const member = await aSignedInMember(t, Role.Teacher);
    const response = await request(t.http)
      .post('/api/identity/update')
      .set(member.auth)
      .send({ firstName: '', lastName: 'x'.repeat(101), phone: 'abc', subscriptionFlags: 99 })
      .expect(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['firstName', 'lastName', 'phone', 'subscriptionFlags']);
    expect(response.body.errors.firstName).toEqual(['Полето е задължително.']);
    await request(t.http).post('/api/identity/update').send({ firstName: 'А', lastName: 'Б', subscriptionFlags: 0 }).expect(401);
  });
});
