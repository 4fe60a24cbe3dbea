import request from 'supertest';
import { type Community, withCommunityApp } from '../../../../test/community.js';
import type { TestApp } from '../../../../test/harness.js';

/**
 * The badge counters come from the versioned cache per user (docs/notifications.md "Speed"): every write the answer
 * depends on, and the clock where it matters, must show on the very next request; two users never share an entry.
 */
describe('notifications: the cached badge counters', () => {
  let t: TestApp;
  let c: Community;

  withCommunityApp((app, community) => ([t, c] = [app, community]));

  type Auth = { auth: Record<string, string> };
  const get = (member: Auth, etag?: string) =>
    request(t.http)
      .get('/api/Notifications/counters')
      .set({ ...member.auth, ...(etag ? { 'If-None-Match': etag } : {}) });

  const anEvent = async (classIds: number[], endsIn: string) => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO events (kindergarten_id, title, starts_at, ends_at, audience, class_ids, created_by)
       VALUES ($1, 'Празник', now() - interval '1 hour', now() + $2::interval, 1, $3, $4) RETURNING id`,
      [c.kindergartenId, endsIn, classIds, c.director.user.id],
    );
    return rows[0]!.id;
  };

  it('answers 304 while nothing changed, and the new figure right after a message is written', async () => {
    const [a1] = c.parents[0];
    const first = await get(a1).expect(200);
    expect(first.body.unseenMessages).toBe(0);
    expect(first.headers.etag).toBeTruthy();
    await get(a1, first.headers.etag).expect(304);

    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO messages (kindergarten_id, title, content, audience, user_ids, created_by)
       VALUES ($1, 'Среща', '<p>Утре</p>', NULL, $2, $3) RETURNING id`,
      [c.kindergartenId, [a1.user.id], c.director.user.id],
    );
    await t.db.query(
      `INSERT INTO message_recipients (kindergarten_id, message_id, user_id, is_author, created_at) VALUES ($1, $2, $3, false, now())`,
      [c.kindergartenId, rows[0]!.id, a1.user.id],
    );
    const after = await get(a1, first.headers.etag).expect(200);
    expect(after.body.unseenMessages).toBe(1);
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('never shares an entry between two parents of the same group', async () => {
    const [b1, b2] = c.parents[1];
    const pollId = (
      await t.db.query<{ id: number }>(
        `INSERT INTO polls (kindergarten_id, title, audience, user_ids, created_by) VALUES ($1, 'Анкета', NULL, $2, $3) RETURNING id`,
        [c.kindergartenId, [b1.user.id, b2.user.id], c.director.user.id],
      )
    ).rows[0]!.id;
    await t.db.query(
      `INSERT INTO poll_recipients (kindergarten_id, poll_id, user_id, voted_at) VALUES ($1, $2, $3, now()), ($1, $2, $4, NULL)`,
      [c.kindergartenId, pollId, b1.user.id, b2.user.id],
    );
    const voted = await get(b1).expect(200);
    const open = await get(b2).expect(200);
    expect([voted.body.unvotedPolls, open.body.unvotedPolls]).toEqual([0, 1]);
    expect(voted.headers.etag).not.toBe(open.headers.etag);
    // b2's ETag is no 304 for b1, even though both ask the same URL.
    expect((await get(b1, open.headers.etag).expect(200)).body.unvotedPolls).toBe(0);
    await t.db.query(`UPDATE poll_recipients SET voted_at = now() WHERE poll_id = $1 AND user_id = $2`, [pollId, b2.user.id]);
    expect((await get(b2).expect(200)).body.unvotedPolls).toBe(0);
  });

  it('follows a child moved to another group: the events of the new group count, those of the old one not', async () => {
    const [a2] = [c.parents[0][1]];
    await anEvent([c.groupIds[1]], '10 days');
    const before = (await get(a2).expect(200)).body.unseenEvents;
    await t.db.query(
      `UPDATE student_classes sc SET class_id = $2
         FROM student_parents sp JOIN parents p ON p.id = sp.parent_id
        WHERE sp.student_id = sc.student_id AND p.user_id = $1`,
      [a2.user.id, c.groupIds[1]],
    );
    expect((await get(a2).expect(200)).body.unseenEvents).toBe(before + 1);
  });

  it('stops counting an event when it ends and a poll when it expires, with no write in between', async () => {
    const [, b2] = c.parents[1];
    // A window wide enough for the first request on a busy machine; then a wait until the end itself has passed.
    const eventId = await anEvent([c.groupIds[1]], '3 seconds');
    const pollId = (
      await t.db.query<{ id: number }>(
        `INSERT INTO polls (kindergarten_id, title, audience, user_ids, expires_at, created_by)
         VALUES ($1, 'Бърза анкета', NULL, $2, now() + interval '3 seconds', $3) RETURNING id`,
        [c.kindergartenId, [b2.user.id], c.director.user.id],
      )
    ).rows[0]!.id;
    await t.db.query(`INSERT INTO poll_recipients (kindergarten_id, poll_id, user_id) VALUES ($1, $2, $3)`, [
      c.kindergartenId,
      pollId,
      b2.user.id,
    ]);
    const now = (await get(b2).expect(200)).body;
    await t.db.query(
      `SELECT pg_sleep(greatest(0, extract(epoch FROM greatest(e.ends_at, p.expires_at) - clock_timestamp())) + 0.05)
         FROM events e, polls p WHERE e.id = $1 AND p.id = $2`,
      [eventId, pollId],
    );
    const later = (await get(b2).expect(200)).body;
    expect([later.unseenEvents, later.unvotedPolls]).toEqual([now.unseenEvents - 1, now.unvotedPolls - 1]);
  });
});
