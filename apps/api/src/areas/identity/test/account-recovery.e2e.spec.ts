import { Role } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aUser, signIn, TEST_PASSWORD } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { drainJobs } from '../../../../test/settle.js';
import { startMailCatcher } from '../../../../test/smtp.js';
import { Db } from '../../../platform/database/db.service.js';
import { TokenPurpose } from '../services/token-purpose.js';
import { OneTimeTokensService } from '../services/one-time-tokens.service.js';

describe('links sent by e-mail (real SMTP)', () => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let kindergartenId: number;

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await startTestApp({ smtpUrl: mail.url, publicUrl: 'https://app.example.bg' });
    kindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  /** Issues a token the way an invitation will (Users/invite, issue 4). */
  const issue = (userId: number, purpose: TokenPurpose, kindergarten: number | null = null) =>
    t.app.get(Db).system((manager) => t.app.get(OneTimeTokensService).issue(manager, userId, purpose, kindergarten));

  it('password recovery: the e-mailed link sets a new password once, ends old sign-ins, and cannot be reused', async () => {
    const user = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId], email: 'recover@test.bg' });
    const oldToken = await signIn(t, user.email);

    const answer = await request(t.http).post('/api/identity/forgot-password').send({ email: 'Recover@Test.bg' }).expect(200);
    expect(answer.body.message).toMatch(/изпратихме писмо/);
    const received = await mail.next('recover@test.bg');
    expect(received.subject).toBe('Смяна на парола — Асистент за детски градини');
    const link = /https:\/\/app\.example\.bg\/password-recovery\/(\d+)\/([\w-]+)/.exec(received.text);
    expect(link).not.toBeNull();
    const [, userId, token] = link!;
    expect(Number(userId)).toBe(user.id);

    const reset = { userId: Number(userId), token, password: 'Nova2026!', confirmPassword: 'Nova2026!' };
    await request(t.http).post('/api/identity/reset-password').send(reset).expect(200);
    await request(t.http).get('/api/identity/user-data').set('Authorization', `Bearer ${oldToken}`).expect(401);
    await signIn(t, user.email, 'Nova2026!');
    const again = await request(t.http).post('/api/identity/reset-password').send(reset).expect(400);
    expect(again.body.message).toBe('Връзката е невалидна, изтекла или вече използвана.');
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const before = mail.mails.length;
    const answer = await request(t.http).post('/api/identity/forgot-password').send({ email: 'nobody@test.bg' }).expect(200);
    expect(answer.body.message).toMatch(/изпратихме писмо/);
    await drainJobs(t);
    expect(mail.mails.length).toBe(before);
  });

  it('refuses a weak password with the spec’s rule, and mismatched confirmation', async () => {
    const response = await request(t.http)
      .post('/api/identity/reset-password')
      .send({ userId: 1, token: 'x'.repeat(20), password: 'alllowercase1', confirmPassword: 'other' })
      .expect(400);
    expect(response.body.errors).toEqual({
      password: ['Паролата трябва да съдържа поне 1 малка буква, 1 главна буква и 1 цифра.'],
      confirmPassword: ['Паролите не съвпадат.'],
    });
    const short = await request(t.http)
      .post('/api/identity/reset-password')
      .send({ userId: 1, token: 'x'.repeat(20), password: 'Ab1', confirmPassword: 'Ab1' })
      .expect(400);
    expect(short.body.errors.password[0]).toMatch(/поне 8 символа/);
  });

  it('refuses an expired link and another user’s link', async () => {
    const user = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId] });
    const other = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId] });
    const token = await issue(user.id, TokenPurpose.PasswordRecovery);
    const body = { token, password: 'Nova2026!', confirmPassword: 'Nova2026!' };
    await request(t.http)
      .post('/api/identity/reset-password')
      .send({ ...body, userId: other.id })
      .expect(400);
    await t.db.query(`UPDATE user_tokens SET expires_at = now() - interval '1 minute'`);
    await request(t.http)
      .post('/api/identity/reset-password')
      .send({ ...body, userId: user.id })
      .expect(400);
  });

  it('activates an invited teacher: the link sets the password and the account can sign in', async () => {
    const user = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId], active: false });
    await request(t.http).post('/api/identity/login').send({ identifier: user.email, password: TEST_PASSWORD }).expect(401);
    const token = await issue(user.id, TokenPurpose.TeacherActivation);
    // A teacher's link does not activate a parent account.
    await request(t.http)
      .post('/api/AccountManagement/activate-parent-account')
      .send({ token, password: 'Uchitel2026!', confirmPassword: 'Uchitel2026!' })
      .expect(400);
    const response = await request(t.http)
      .post('/api/AccountManagement/activate-teacher-account')
      .send({ token, password: 'Uchitel2026!', confirmPassword: 'Uchitel2026!' })
      .expect(200);
    expect(response.body.message).toMatch(/активиран/);
    await signIn(t, user.email, 'Uchitel2026!');
  });

  it('activates an invited parent', async () => {
    const user = await aUser(t.db, { role: Role.Parent, kindergartenIds: [kindergartenId], active: false });
    const token = await issue(user.id, TokenPurpose.ParentActivation);
    await request(t.http)
      .post('/api/AccountManagement/activate-parent-account')
      .send({ token, password: 'Roditel2026!', confirmPassword: 'Roditel2026!' })
      .expect(200);
    await signIn(t, user.email, 'Roditel2026!');
  });

  it('activates a kindergarten administrator only through the link of that kindergarten', async () => {
    const user = await aUser(t.db, { role: Role.Administrator, kindergartenIds: [kindergartenId], active: false });
    await t.db.query(`UPDATE kindergarten_users SET is_active = false WHERE user_id = $1`, [user.id]);
    const token = await issue(user.id, TokenPurpose.AdminActivation, kindergartenId);
    const body = { token, password: 'Admin2026!x', confirmPassword: 'Admin2026!x' };
    await request(t.http)
      .post(`/api/AccountManagement/create-admin-account/${kindergartenId + 1000}`)
      .send(body)
      .expect(400);
    await request(t.http).post(`/api/AccountManagement/create-admin-account/abc`).send(body).expect(400);
    await request(t.http).post(`/api/AccountManagement/create-admin-account/${kindergartenId}`).send(body).expect(200);
    const token2 = await signIn(t, user.email, 'Admin2026!x');
    const me = await request(t.http).get('/api/identity/user-data').set('Authorization', `Bearer ${token2}`).expect(200);
    expect(me.body.baseRoleType).toBe(Role.Administrator);
  });

  it('unsubscribes from e-mail notifications with the link of an e-mail', async () => {
    const user = await aUser(t.db, { role: Role.Parent, kindergartenIds: [kindergartenId] });
    const token = await issue(user.id, TokenPurpose.Unsubscribe);
    await request(t.http).post('/api/identity/unsubscribe').send({ token }).expect(200);
    const { rows } = await t.db.query(`SELECT subscription_flags FROM users WHERE id = $1`, [user.id]);
    expect(rows[0].subscription_flags).toBe(0);
    await request(t.http).post('/api/identity/unsubscribe').send({ token }).expect(400);
    await request(t.http).post('/api/identity/unsubscribe').send({}).expect(400);
  });

  it('changes the password of the signed-in user after checking the current one; other sign-ins end', async () => {
    const user = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId] });
    const current = await signIn(t, user.email);
    const elsewhere = await signIn(t, user.email);
    const auth = { Authorization: `Bearer ${current}` };
    const wrong = await request(t.http)
      .post('/api/identity/change-password')
      .set(auth)
      .send({ currentPassword: 'Wrong2026!', password: 'Smqna2026!', confirmPassword: 'Smqna2026!' })
      .expect(400);
    expect(wrong.body.errors).toEqual({ currentPassword: ['Текущата парола е грешна.'] });
    await request(t.http)
      .post('/api/identity/change-password')
      .set(auth)
      .send({ currentPassword: TEST_PASSWORD, password: 'Smqna2026!', confirmPassword: 'Smqna2026!' })
      .expect(200);
    await request(t.http).get('/api/identity/user-data').set(auth).expect(200);
    await request(t.http).get('/api/identity/user-data').set('Authorization', `Bearer ${elsewhere}`).expect(401);
    await request(t.http).post('/api/identity/change-password').send({}).expect(401);
  });
});
