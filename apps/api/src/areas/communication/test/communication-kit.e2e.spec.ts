import { Audience } from '@kg/contracts';
import request from 'supertest';
import { aCommunity, type Community } from '../../../../test/community.js';
import { type TestApp } from '../../../../test/harness.js';
import { drainJobs } from '../../../../test/settle.js';
import { type MailCatcher, startTestAppWithMail } from '../../../../test/smtp.js';
import { Db } from '../../../platform/database/db.service.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { audienceArgs } from '../audience.service.js';
import { CommunicationNotifier } from '../communication-notifier.js';

describe('communication kit: who an audience reaches, and how they are told', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let c: Community;

  beforeAll(async () => {
    const started = await startTestAppWithMail();
    [t, mail] = [started, started.mail];
    c = await aCommunity(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const reached = async (audience: Audience | null, classIds: number[] = [], userIds: number[] = []) => {
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT audience_user_ids AS id FROM audience_user_ids($1, $2, $3, $4, $5) ORDER BY 1`,
      audienceArgs(c.kindergartenId, { audience, classIds, userIds }, '2026-11-20'),
    );
    return rows.map((row) => row.id);
  };
  const ids = (...members: { user: { id: number } }[]) => members.map((member) => member.user.id).sort((a, b) => a - b);

  it('resolves every audience to the kindergarten’s active members only', async () => {
    const [a, b] = c.parents;
    const staff = ids(c.director, ...c.teachers, c.manciple);
    expect(await reached(Audience.All)).toEqual(ids(c.director, ...c.teachers, c.manciple, ...a, ...b));
    expect(await reached(Audience.OnlyStaff)).toEqual(staff);
    expect(await reached(Audience.OnlyClasses, [c.groupIds[0]])).toEqual(ids(c.teachers[0], ...a));
    expect(await reached(null, [], [b[1].user.id, c.outsider.user.id])).toEqual(ids(b[1]));
    expect(await reached(Audience.OnlyClasses, [c.groupIds[1]], [c.manciple.user.id])).toEqual(
      ids(c.teachers[1], ...b, c.manciple),
    );
  });

  it('leaves out a family whose child left the group and an inactive account', async () => {
    const leaving = c.parents[1][0];
    await t.db.query(
      `UPDATE student_classes SET to_date = '2026-11-10'
        WHERE student_id = (SELECT sp.student_id FROM student_parents sp JOIN parents p ON p.id = sp.parent_id WHERE p.user_id = $1)`,
      [leaving.user.id],
    );
    await t.db.query(`UPDATE kindergarten_users SET is_active = false WHERE user_id = $1`, [c.manciple.user.id]);
    expect(await reached(Audience.OnlyClasses, [c.groupIds[1]])).toEqual(ids(c.teachers[1], c.parents[1][1]));
    expect(await reached(Audience.OnlyStaff)).toEqual(ids(c.director, ...c.teachers));
    await t.db.query(`UPDATE kindergarten_users SET is_active = true WHERE user_id = $1`, [c.manciple.user.id]);
  });

  it('tells a group’s people by e-mail after commit, by their subscriptions, with a working unsubscribe link', async () => {
    const [first, second] = c.parents[0];
    await t.db.query(`UPDATE users SET subscription_flags = 2 WHERE id = $1`, [second.user.id]); // calendar only
    const db = t.app.get(Db);
    const scope = {
      userId: c.teachers[0].user.id,
      kindergartenId: c.kindergartenId,
      readableKindergartenIds: [],
      readAll: false,
      allKindergartens: false,
    };
    await db.tenant(scope, () =>
      t.app.get(CommunicationNotifier).announce({
        kind: 'message',
        kindergartenId: c.kindergartenId,
        id: 4711,
        title: 'Родителска среща',
        content: '<p>Срещата е в <strong>четвъртък</strong> от 17:30 ч.</p>',
        authorId: c.teachers[0].user.id,
        userIds: ids(c.teachers[0], first, second),
      }),
    );
    // A rolled-back post tells nobody.
    await expect(
      db.tenant(scope, async () => {
        await t.app.get(CommunicationNotifier).announce({
          kind: 'message',
          kindergartenId: c.kindergartenId,
          id: 4712,
          title: 'Отменено',
          content: 'x',
          authorId: c.teachers[0].user.id,
          userIds: ids(first),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    const jobs = t.app.get(JobsService);
    expect(await jobs.runDue()).toBe(1); // the fan-out writes one mail job per subscribed recipient
    expect(await jobs.runDue()).toBe(1);
    const received = await mail.next(first.user.email);
    expect(received.subject).toContain('Ново съобщение: Родителска среща');
    expect(received.text).toContain('Срещата е в четвъртък от 17:30 ч.');
    expect(received.text).toContain('https://app.example.bg/messages/4711');
    await drainJobs(t);
    expect(mail.mails.filter((m) => m.to.includes(second.user.email) || m.to.includes(c.teachers[0].user.email))).toEqual([]);
    expect(mail.mails.some((m) => m.subject.includes('Отменено'))).toBe(false);

    const token = /\/unsubscribe\/([\w-]+)/.exec(received.text)![1];
    await request(t.http).post('/api/identity/unsubscribe').send({ token }).expect(200);
    const { rows } = await t.db.query(`SELECT subscription_flags FROM users WHERE id = $1`, [first.user.id]);
    expect(rows[0].subscription_flags).toBe(0);
  });
});
