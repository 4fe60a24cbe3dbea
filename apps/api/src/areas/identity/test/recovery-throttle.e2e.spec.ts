import { Role } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aUser } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { startMailCatcher } from '../../../../test/smtp.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import {
  RECOVERY_MAIL_SENT,
  RECOVERY_REQUESTS_PER_ADDRESS,
  RECOVERY_WINDOW_MINUTES,
} from '../services/account-recovery.service.js';

/**
 * Issue 15, item 8: password recovery had no throttle — 32 requests from one address got no 429, and 6 in a row sent
 * 6 e-mails to the same user. Per address: RECOVERY_REQUESTS_PER_ADDRESS in the window, then 429; per account: one
 * e-mail in a few minutes, the same answer either way.
 */
describe('password recovery is throttled per address and per account', () => {
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
  beforeEach(() => t.db.query(`DELETE FROM login_attempts`));

  const forgot = (email: string) => request(t.http).post('/api/identity/forgot-password').send({ email });
  /** The e-mails the jobs have sent so far to `to`. */
  const sentTo = async (to: string) => {
    await t.app.get(JobsService).runDue();
    await new Promise((resolve) => setTimeout(resolve, 500));
    return mail.mails.filter((received) => received.to.includes(to)).length;
  };

  it('sends one e-mail to an account for many requests in a row, answering each the same', async () => {
    const user = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId], email: 'many@test.bg' });
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await forgot(user.email).expect(200));
    expect(answers.map((answer) => answer.body.message)).toEqual(Array(4).fill(RECOVERY_MAIL_SENT));
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM user_tokens WHERE user_id = $1 AND purpose = 1`, [user.id]);
    expect(rows[0].n).toBe(1);
    expect(await sentTo('many@test.bg')).toBe(1);
  });

  it('sends one e-mail also when the requests arrive together', async () => {
    const user = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId], email: 'together@test.bg' });
    const answers = await Promise.all([0, 1, 2, 3].map(() => forgot(user.email)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM user_tokens WHERE user_id = $1 AND purpose = 1`, [user.id]);
    expect(rows[0].n).toBe(1);
  });

  it('answers 429 past the requests one address may make, whether or not the addresses asked for exist', async () => {
    for (let index = 0; index < RECOVERY_REQUESTS_PER_ADDRESS; index += 1) {
      await forgot(`nobody${index}@test.bg`).expect(200);
    }
    const refused = await forgot('nobody-more@test.bg').expect(429);
    expect(refused.body.message).toBe(
      `Твърде много заявки за смяна на парола. Опитайте отново след ${RECOVERY_WINDOW_MINUTES} минути.`,
    );
    expect(refused.headers['retry-after']).toBe(String(RECOVERY_WINDOW_MINUTES * 60));
    const user = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId], email: 'exists@test.bg' });
    const existing = await forgot(user.email).expect(429);
    expect(existing.body).toEqual(refused.body);
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM user_tokens WHERE user_id = $1`, [user.id]);
    expect(rows[0].n).toBe(0);
  });
});
