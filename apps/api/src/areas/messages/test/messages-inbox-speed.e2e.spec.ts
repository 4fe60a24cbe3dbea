import request from 'supertest';
import { type Community, withCommunityApp } from '../../../../test/community.js';
import type { TestApp } from '../../../../test/harness.js';

/** The inbox's stored recipients count and short content read (docs/messages.md "Speed"). */
describe('messages: the inbox reads the stored recipients count', () => {
  let t: TestApp;
  let c: Community;

  withCommunityApp((app, community) => ([t, c] = [app, community]));

  const inboxRow = async (id: number) => {
    const { body } = await request(t.http)
      .get('/api/Messages/overview-models?pageNumber=1&pageSize=50')
      .set(c.director.auth)
      .expect(200);
    return body.result.find((row: { id: number }) => row.id === id);
  };

  it('counts the recipients of every inserting statement and takes back the deleted ones; the author never counts', async () => {
    const long = `<p>${'Подробности за екскурзията. '.repeat(80)}</p>`;
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO messages (kindergarten_id, title, content, audience, user_ids, created_by)
       VALUES ($1, 'Екскурзия', $2, 0, '{}', $3) RETURNING id`,
      [c.kindergartenId, long, c.director.user.id],
    );
    const id = rows[0]!.id;
    const readers = c.parents.flat().map((parent) => parent.user.id);
    await t.db.query(
      `INSERT INTO message_recipients (kindergarten_id, message_id, user_id, is_author, created_at, seen_at)
       SELECT $1, $2, u, u = $3::int, now(), CASE WHEN u = $3::int THEN now() END FROM unnest($4::int[] || $3::int) u`,
      [c.kindergartenId, id, c.director.user.id, readers.slice(0, 3)],
    );
    await t.db.query(
      `INSERT INTO message_recipients (kindergarten_id, message_id, user_id, created_at) VALUES ($1, $2, $3, now())`,
      [c.kindergartenId, id, readers[3]],
    );
    const row = await inboxRow(id);
    expect(row).toMatchObject({ isAuthor: true, recipientsCount: 4 });
    expect(row.excerpt.length).toBeLessThanOrEqual(200);
    expect(row.excerpt.startsWith('Подробности за екскурзията.')).toBe(true);

    await t.db.query(`DELETE FROM message_recipients WHERE message_id = $1 AND user_id = ANY ($2)`, [id, readers.slice(0, 2)]);
    expect((await inboxRow(id)).recipientsCount).toBe(2);
    const { rows: stored } = await t.db.query(
      `SELECT m.recipients_count, (SELECT count(*)::int FROM message_recipients r WHERE r.message_id = m.id AND NOT r.is_author) AS real
         FROM messages m WHERE m.id = $1`,
      [id],
    );
    expect(stored[0]).toEqual({ recipients_count: 2, real: 2 });
    // The count alone writes no audit row (the audit trigger leaves the column out).
    const { rows: audits } = await t.db.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'messages' AND entity_id = $1`,
      [String(id)],
    );
    expect(audits[0].n).toBe(1);
  });

  it('gives the total with the page, and still on a page past the end or with a title search', async () => {
    const inbox = (query: string) =>
      request(t.http).get(`/api/Messages/overview-models?${query}`).set(c.director.auth).expect(200);
    const first = (await inbox('pageNumber=1&pageSize=1')).body;
    expect(first.result).toHaveLength(1);
    expect(first.rowsCount).toBeGreaterThan(0);
    expect((await inbox('pageNumber=999&pageSize=1')).body).toEqual({ result: [], rowsCount: first.rowsCount });
    const searched = (await inbox('pageNumber=1&pageSize=5&search=Екскурз')).body;
    expect(searched.rowsCount).toBe(1);
    expect(searched.result[0].title).toBe('Екскурзия');
    expect((await inbox('pageNumber=1&pageSize=5&search=Няма-такова')).body).toEqual({ result: [], rowsCount: 0 });
  });
});
