import { Audience, RealtimeEvent } from '@kg/contracts';
import pg from 'pg';
import request from 'supertest';
import { aCommunity, type Community } from '../../../../test/community.js';
import { aGroup } from '../../../../test/factories.js';
import { type TestApp } from '../../../../test/harness.js';
import { drainJobs, hubDelivered } from '../../../../test/settle.js';
import { type MailCatcher, startTestAppWithMail } from '../../../../test/smtp.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import {
  connectToHub,
  type HubClient,
  listenOnLoopback,
  nextEvent,
  recorder,
} from '../../../platform/realtime/test/realtime-client.js';

describe('messages reach their people: live on open pages, by e-mail, in one statement for a whole kindergarten', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let c: Community;
  let sockets: HubClient[] = [];

  beforeAll(async () => {
    const started = await startTestAppWithMail();
    [t, mail] = [started, started.mail];
    c = await aCommunity(t);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('pushes a new message to a connected recipient only, and a reply to the other side of the conversation', async () => {
    const url = await listenOnLoopback(t.app);
    const [parentA, parentB] = [c.parents[0][0], c.parents[1][0]];
    const [a, b, director] = await Promise.all(
      [parentA, parentB, c.director].map((member) => connectToHub(url, { token: member.token })),
    );
    sockets = [a!, b!, director!];
    const toB = recorder(b!, RealtimeEvent.ReceiveMessage);
    const toDirector = recorder(director!, RealtimeEvent.ReceiveMessage);
    const delivered = nextEvent(a!, RealtimeEvent.ReceiveMessage);
    const sent = await request(t.http)
      .post('/api/Messages')
      .set(c.director.auth)
      .send({
        title: 'Излет',
        content: '<p>В петък сме на излет.</p>',
        audience: Audience.OnlyClasses,
        classIds: [c.groupIds[0]],
      })
      .expect(200);
    expect(await delivered).toEqual({ id: sent.body.entityId, title: 'Излет', content: 'В петък сме на излет.' });

    const replied = nextEvent(director!, RealtimeEvent.ReceiveMessage);
    await request(t.http)
      .post(`/api/Messages/reply/${sent.body.entityId}`)
      .set(parentA.auth)
      .send({ content: 'Идваме' })
      .expect(200);
    expect((await replied).id).toBe(sent.body.entityId);
    await hubDelivered(t, b!, director!);
    expect(toB).toEqual([]);
    expect(toDirector).toHaveLength(1);
  });

  it('e-mails the subscribed recipients with a link to the message, not the author nor the unsubscribed', async () => {
    const [subscribed, unsubscribed] = c.parents[1];
    await t.db.query(`UPDATE users SET subscription_flags = 14 WHERE id = $1`, [unsubscribed.user.id]); // no messages bit
    const sent = await request(t.http)
      .post('/api/Messages')
      .set(c.teachers[1].auth)
      .send({ title: 'Родителска среща', content: '<p>В четвъртък от 17:30 ч.</p>', audience: 1, classIds: [c.groupIds[1]] })
      .expect(200);
    const jobs = t.app.get(JobsService);
    await jobs.runDue();
    await jobs.runDue();
    const received = await mail.next(subscribed.user.email);
    expect(received.subject).toContain('Ново съобщение: Родителска среща');
    expect(received.text).toContain('В четвъртък от 17:30 ч.');
    expect(received.text).toContain(`https://app.example.bg/messages/${sent.body.entityId}`);
    expect(received.text).toMatch(/\/unsubscribe\/[\w-]+/);
    await drainJobs(t);
    const others = [unsubscribed, c.teachers[1]].map((member) => member.user.email);
    expect(mail.mails.filter((m) => m.subject.includes('Родителска среща') && others.some((e) => m.to.includes(e)))).toEqual([]);
  });

  it('stores a message to 300 families with one INSERT of recipients', async () => {
    const group = await aGroup(t.db, c.kindergartenId);
    await t.db.query(
      `WITH u AS (
         INSERT INTO users (email, first_name, last_name, user_type, is_active, selected_kindergarten_id)
         SELECT 'family-' || n || '-' || $1::int || '@test.bg', 'Родител', 'Номер ' || n, 3, true, $1::int FROM generate_series(1, 300) n
         RETURNING id, last_name),
       m AS (INSERT INTO kindergarten_users (kindergarten_id, user_id, role) SELECT $1, id, 3 FROM u),
       p AS (INSERT INTO parents (kindergarten_id, user_id, first_name, last_name)
             SELECT $1, id, 'Родител', last_name FROM u RETURNING id, last_name),
       s AS (INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
             SELECT $1, 'Дете', 'Номер ' || n, 2, 'F' || n || '-' || $1::int, 1, '2021-01-01' FROM generate_series(1, 300) n
             RETURNING id, last_name),
       sc AS (INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date) SELECT $1, id, $2, '2026-09-01' FROM s)
       INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation)
       SELECT $1, s.id, p.id, 1 FROM s JOIN p USING (last_name)`,
      [c.kindergartenId, group],
    );
    const statements: string[] = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const config = args[0] as string | { text?: string };
      statements.push(typeof config === 'string' ? config : (config?.text ?? ''));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    let response: request.Response;
    try {
      response = await request(t.http)
        .post('/api/Messages')
        .set(c.director.auth)
        .send({ title: 'За всички семейства', content: 'Текст', audience: 1, classIds: [group] })
        .expect(200);
    } finally {
      pg.Client.prototype.query = original;
    }
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM message_recipients WHERE message_id = $1`, [
      response.body.entityId,
    ]);
    expect(rows[0].n).toBe(301);
    expect(statements.filter((text) => /INSERT INTO message_recipients/i.test(text))).toHaveLength(1);
  });
});
