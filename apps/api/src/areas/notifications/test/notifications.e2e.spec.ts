import { Audience, Role } from '@kg/contracts';
import request from 'supertest';
import { type Community, withCommunityApp } from '../../../../test/community.js';
import { aUser, signIn } from '../../../../test/factories.js';
import type { TestApp } from '../../../../test/harness.js';

describe('notifications: the header badges and the unread lists', () => {
  let t: TestApp;
  let c: Community;

  withCommunityApp((app, community) => ([t, c] = [app, community]));

  type Member = { user: { id: number } };

  /** A message from `author` to `readers` as the messages slice stores it: one recipient row each, the author's seen. */
  const aMessage = async (author: Member, readers: Member[], title = 'Родителска среща') => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO messages (kindergarten_id, title, content, audience, user_ids, created_by)
       VALUES ($1, $2, '<p>Срещата е в <strong>четвъртък</strong>.</p>', NULL, $3, $4) RETURNING id`,
      [c.kindergartenId, title, readers.map((r) => r.user.id), author.user.id],
    );
    const id = rows[0]!.id;
    await t.db.query(
      `INSERT INTO message_recipients (kindergarten_id, message_id, user_id, is_author, created_at, seen_at)
       SELECT $1, $2, u, u = $3::int, now(), CASE WHEN u = $3::int THEN now() END FROM unnest($4::int[] || $3::int) u`,
      [c.kindergartenId, id, author.user.id, readers.map((r) => r.user.id)],
    );
    return id;
  };
  const aPoll = async (readers: Member[], expiresIn: string | null) => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO polls (kindergarten_id, title, audience, user_ids, expires_at, created_by)
       VALUES ($1, 'Екскурзия', NULL, $2, now() + $3::interval, $4) RETURNING id`,
      [c.kindergartenId, readers.map((r) => r.user.id), expiresIn, c.director.user.id],
    );
    await t.db.query(`INSERT INTO poll_recipients (kindergarten_id, poll_id, user_id) SELECT $1, $2, unnest($3::int[])`, [
      c.kindergartenId,
      rows[0]!.id,
      readers.map((r) => r.user.id),
    ]);
    return rows[0]!.id;
  };
  const anEvent = async (classIds: number[], startsIn: string, title = 'Коледно тържество') => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO events (kindergarten_id, title, starts_at, ends_at, audience, class_ids, created_by)
       VALUES ($1, $2, now() + $3::interval, now() + $3::interval + interval '2 hours', 1, $4, $5) RETURNING id`,
      [c.kindergartenId, title, startsIn, classIds, c.director.user.id],
    );
    return rows[0]!.id;
  };
  const aNotice = async (audience: Audience) => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO board_notices (kindergarten_id, title, content, audience, created_by)
       VALUES ($1, 'Смяна на работното време', '<p>От 1 декември.</p>', $2, $3) RETURNING id`,
      [c.kindergartenId, audience, c.director.user.id],
    );
    return rows[0]!.id;
  };
  const countersOf = async (member: { auth: Record<string, string> }) =>
    (await request(t.http).get('/api/Notifications/counters').set(member.auth).expect(200)).body;

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/Notifications/counters').expect(401);
    await request(t.http).get('/api/Notifications').expect(401);
  });

  it('answers 403 to MON, who has no kindergarten items (spec 1 §6)', async () => {
    const mon = await aUser(t.db, { role: Role.MON });
    const auth = { Authorization: `Bearer ${await signIn(t, mon.email)}` };
    await request(t.http).get('/api/Notifications/counters').set(auth).expect(403);
    await request(t.http).get('/api/Notifications').set(auth).expect(403);
  });

  it('answers 400 to an unknown list or a bad page', async () => {
    const parent = c.parents[0][0];
    const unknown = await request(t.http).get('/api/Notifications?kind=letters').set(parent.auth).expect(400);
    expect(unknown.body.errors.kind).toBeDefined();
    await request(t.http).get('/api/Notifications?pageSize=0').set(parent.auth).expect(400);
    await request(t.http).get('/api/Notifications?pageNumber=x').set(parent.auth).expect(400);
  });

  it('never counts another kindergarten’s items: a row for the outsider in this kindergarten stays invisible', async () => {
    // Written as the schema owner: the API could never address the outsider, but even such a row is not theirs to see.
    await aMessage(c.director, [c.outsider]);
    expect(await countersOf(c.outsider)).toEqual({ unseenMessages: 0, unvotedPolls: 0, unseenEvents: 0, unseenNotifications: 0 });
    const { body } = await request(t.http).get('/api/Notifications').set(c.outsider.auth).expect(200);
    expect(body.messages).toEqual({ result: [], rowsCount: 0 });
  });

  it('counts exactly: unread, seen, unread again on a reply; polls open and unanswered; events of my groups; notices', async () => {
    const [a1, a2] = c.parents[0];
    const teacherA = c.teachers[0];
    const messageId = await aMessage(teacherA, [a1, a2]);
    expect((await countersOf(a1)).unseenMessages).toBe(1);
    expect((await countersOf(teacherA)).unseenMessages).toBe(0); // the author's own row is seen

    await t.db.query(`UPDATE message_recipients SET seen_at = now() WHERE message_id = $1 AND user_id = $2`, [
      messageId,
      a1.user.id,
    ]);
    expect((await countersOf(a1)).unseenMessages).toBe(0);
    // The teacher answers in a1's conversation: unread again for a1, still unread for a2 who never opened it.
    await t.db.query(`UPDATE message_recipients SET unseen_replies = 1 WHERE message_id = $1 AND user_id = $2`, [
      messageId,
      a1.user.id,
    ]);
    expect((await countersOf(a1)).unseenMessages).toBe(1);
    expect((await countersOf(a2)).unseenMessages).toBe(1);

    const open = await aPoll([a1, a2], '7 days');
    await aPoll([a1], '-1 day'); // expired: never counted
    await aPoll([a1], null); // no end: open
    expect((await countersOf(a1)).unvotedPolls).toBe(2);
    await t.db.query(`UPDATE poll_recipients SET voted_at = now() WHERE poll_id = $1 AND user_id = $2`, [open, a1.user.id]);
    expect((await countersOf(a1)).unvotedPolls).toBe(1);
    expect((await countersOf(a2)).unvotedPolls).toBe(1);

    const eventA = await anEvent([c.groupIds[0]], '3 days');
    await anEvent([c.groupIds[1]], '3 days', 'Само за група Б');
    await anEvent([c.groupIds[0]], '-3 days'); // ended
    expect((await countersOf(a1)).unseenEvents).toBe(1);
    expect((await countersOf(c.parents[1][0])).unseenEvents).toBe(1);
    expect((await countersOf(c.director)).unseenEvents).toBe(0); // their own events
    await t.db.query(`INSERT INTO event_seen (kindergarten_id, event_id, user_id) VALUES ($1, $2, $3)`, [
      c.kindergartenId,
      eventA,
      a1.user.id,
    ]);
    expect((await countersOf(a1)).unseenEvents).toBe(0);

    const staffNotice = await aNotice(Audience.OnlyStaff);
    const allNotice = await aNotice(Audience.All);
    expect((await countersOf(a1)).unseenNotifications).toBe(1);
    expect((await countersOf(c.manciple)).unseenNotifications).toBe(2);
    await t.db.query(`INSERT INTO board_notice_seen (kindergarten_id, notice_id, user_id) VALUES ($1, $2, $3)`, [
      c.kindergartenId,
      allNotice,
      a1.user.id,
    ]);
    expect(await countersOf(a1)).toEqual({ unseenMessages: 1, unvotedPolls: 1, unseenEvents: 0, unseenNotifications: 0 });
    expect(staffNotice).toBeGreaterThan(0);
  });

  it('lists the unread items with their totals, newest message first, one list a page at a time', async () => {
    const b1 = c.parents[1][0];
    await aMessage(c.director, [b1], 'Първо');
    await aMessage(c.teachers[1], [b1], 'Второ');
    const { body } = await request(t.http).get('/api/Notifications').set(b1.auth).expect(200);
    expect(body.messages.rowsCount).toBe(2);
    expect(body.messages.result.map((m: { title: string }) => m.title)).toEqual(['Второ', 'Първо']);
    expect(body.messages.result[0]).toMatchObject({
      content: expect.stringMatching(/^Срещата е в четвъртък\s?\.$/), // tags stripped (excerptOf)
      seenByCurrentUser: false,
      createdBy: { id: c.teachers[1].user.id, name: 'Мария Иванова', role: Role.Teacher },
    });
    expect(body.events.result.map((e: { title: string }) => e.title)).toEqual(['Само за група Б']);
    expect(body.notices.rowsCount).toBe(1);
    expect(Object.keys(body).sort()).toEqual(['events', 'messages', 'notices', 'polls']);

    const second = await request(t.http).get('/api/Notifications?kind=messages&pageSize=1&pageNumber=2').set(b1.auth).expect(200);
    expect(Object.keys(second.body)).toEqual(['messages']);
    expect(second.body.messages.result.map((m: { title: string }) => m.title)).toEqual(['Първо']);
    expect(second.body.messages.rowsCount).toBe(2);
  });

  it('leaves out the lists and zeroes the counters of what the member may not read', async () => {
    // A membership whose user groups grant only the notifications and messages (docs/users.md: stored access).
    const entry = (resource: number) => ({
      resource,
      read: true,
      create: false,
      update: false,
      delete: false,
      canView: true,
      canCreate: false,
      canEdit: false,
    });
    await t.db.query(`UPDATE kindergarten_users SET access = $2 WHERE user_id = $1`, [
      c.manciple.user.id,
      JSON.stringify([entry(21), entry(1)]),
    ]);
    const { body } = await request(t.http).get('/api/Notifications').set(c.manciple.auth).expect(200);
    expect(Object.keys(body)).toEqual(['messages']);
    expect((await countersOf(c.manciple)).unseenNotifications).toBe(0);
  });
});
