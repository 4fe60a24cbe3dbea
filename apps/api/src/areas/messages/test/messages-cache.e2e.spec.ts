import { migrations } from '@kg/migrations';
import request from 'supertest';
import type { QueryRunner } from 'typeorm';
import { type Community, withCommunityApp } from '../../../../test/community.js';
import type { TestApp } from '../../../../test/harness.js';

const FIRST_PAGE = '/api/Messages/overview-models?pageNumber=1&pageSize=20';

interface Row {
  id: number;
  title: string;
  excerpt: string;
  seenByCurrentUser: boolean;
  numberOfUnseenReplies: number;
  createdBy: { name: string };
}

/**
 * The inbox comes from the versioned cache per user and query (docs/messages.md "Speed"): every write the page shows
 * must change the very next answer, the author's rename included; two users or two queries never share an entry; another
 * kindergarten's writes leave the entry (and its ETag) alone.
 */
describe('/api/Messages/overview-models: the cached inbox', () => {
  let t: TestApp;
  let c: Community;
  withCommunityApp((app, community) => ([t, c] = [app, community]));

  type Member = { auth: Record<string, string>; user: { id: number } };
  const inbox = (member: Member, path = FIRST_PAGE, etag?: string) =>
    request(t.http)
      .get(path)
      .set({ ...member.auth, ...(etag ? { 'If-None-Match': etag } : {}) });
  const rows = async (member: Member, path = FIRST_PAGE): Promise<Row[]> => (await inbox(member, path).expect(200)).body.result;
  const send = async (from: Member, title: string, to: Member[]): Promise<number> =>
    (
      await request(t.http)
        .post('/api/Messages')
        .set(from.auth)
        .send({ title, content: `<p>${title}</p>`, userIds: to.map((member) => member.user.id) })
        .expect(200)
    ).body.entityId;

  it('answers 304 while nothing changed, then shows a new message, its seen mark, a reply, an edit and a delete', async () => {
    const [parent] = c.parents[0];
    const first = await inbox(parent).expect(200);
    expect(first.body).toEqual({ result: [], rowsCount: 0 });
    expect(first.headers.etag).toBeTruthy();
    await inbox(parent, FIRST_PAGE, first.headers.etag).expect(304);

    const id = await send(c.director, 'Родителска среща', [parent]);
    const sent = await inbox(parent, FIRST_PAGE, first.headers.etag).expect(200);
    expect(sent.body.rowsCount).toBe(1);
    expect(sent.body.result).toEqual([expect.objectContaining({ id, title: 'Родителска среща', seenByCurrentUser: false })]);

    await request(t.http).post(`/api/Messages/${id}/setSeen`).set(parent.auth).expect(204);
    expect((await rows(parent))[0]!.seenByCurrentUser).toBe(true);

    await request(t.http)
      .post(`/api/Messages/reply/${id}`)
      .set(c.director.auth)
      .send({ content: 'Ще има и анкета.', threadUserId: parent.user.id })
      .expect(200);
    expect((await rows(parent))[0]!.numberOfUnseenReplies).toBe(1);

    await request(t.http)
      .post('/api/Messages/update')
      .set(c.director.auth)
      .send({ id, title: 'Родителска среща (нов час)', content: '<p>От 18 ч.</p>' })
      .expect(200);
    expect((await rows(parent))[0]).toMatchObject({ title: 'Родителска среща (нов час)', excerpt: 'От 18 ч.' });

    await request(t.http).delete(`/api/Messages/${id}`).set(c.director.auth).expect(204);
    expect((await inbox(parent).expect(200)).body).toEqual({ result: [], rowsCount: 0 });
  });

  it("shows the author's new name on the next answer", async () => {
    const [, parent] = c.parents[0];
    await send(c.teachers[0], 'Разходка', [parent]);
    const before = await inbox(parent).expect(200);
    await inbox(parent, FIRST_PAGE, before.headers.etag).expect(304);
    // What the inbox does not show (the selected kindergarten, the same name written again) bumps nothing.
    await t.db.query(
      `UPDATE users SET selected_kindergarten_id = selected_kindergarten_id, first_name = first_name, updated_at = now()
        WHERE id = $1`,
      [c.teachers[0].user.id],
    );
    await inbox(parent, FIRST_PAGE, before.headers.etag).expect(304);
    await t.db.query(`UPDATE users SET first_name = 'Преименувана' WHERE id = $1`, [c.teachers[0].user.id]);
    const after = await inbox(parent, FIRST_PAGE, before.headers.etag).expect(200);
    expect(after.body.result[0].createdBy.name).toMatch(/^Преименувана /);
  });

  it('never shares an entry between two users asking the same page, nor between a search and the first page', async () => {
    const [a, b] = c.parents[1];
    await send(c.director, 'Само за А', [a]);
    await send(c.director, 'Екскурзия', [a, b]);
    const mine = await inbox(a).expect(200);
    const theirs = await inbox(b).expect(200);
    expect(mine.body.result.map((row: Row) => row.title)).toEqual(['Екскурзия', 'Само за А']);
    expect(theirs.body.result.map((row: Row) => row.title)).toEqual(['Екскурзия']);
    // b's ETag is no 304 for a, though both ask the same URL.
    expect((await inbox(a, FIRST_PAGE, theirs.headers.etag).expect(200)).body.rowsCount).toBe(2);

    const search = `${FIRST_PAGE}&search=${encodeURIComponent('само')}`;
    expect((await rows(a, search)).map((row) => row.title)).toEqual(['Само за А']);
    expect((await rows(a)).map((row) => row.title)).toEqual(['Екскурзия', 'Само за А']);
    expect((await rows(a, `${FIRST_PAGE}&unreadOnly=true&search=${encodeURIComponent('само')}`)).length).toBe(1);
  });

  it("keeps the entry and its ETag through another kindergarten's writes", async () => {
    const [parent] = c.parents[1];
    const before = await inbox(parent).expect(200);
    const { rows: other } = await t.db.query<{ kindergarten_id: number }>(
      `SELECT kindergarten_id FROM kindergarten_users WHERE user_id = $1`,
      [c.outsider.user.id],
    );
    const message = await t.db.query<{ id: number }>(
      `INSERT INTO messages (kindergarten_id, title, content, audience, user_ids, created_by)
       VALUES ($1, 'Друга градина', '<p>x</p>', NULL, $2, $3) RETURNING id`,
      [other[0]!.kindergarten_id, [c.outsider.user.id], c.outsider.user.id],
    );
    await t.db.query(
      `INSERT INTO message_recipients (kindergarten_id, message_id, user_id, is_author, created_at)
       VALUES ($1, $2, $3, true, now())`,
      [other[0]!.kindergarten_id, message.rows[0]!.id, c.outsider.user.id],
    );
    await t.db.query(`UPDATE users SET first_name = 'Друго' WHERE id = $1`, [c.outsider.user.id]);
    await inbox(parent, FIRST_PAGE, before.headers.etag).expect(304);
  });
  it('undoes and redoes the migration of the rename trigger', async () => {
    const runner = { query: (sql: string) => t.db.query(sql) } as unknown as QueryRunner;
    const InboxVersions = migrations.find((candidate) => candidate.name === 'InboxVersions1795300033000')!;
    const migration = new InboxVersions();
    await migration.down(runner);
    const triggers = `SELECT count(*)::int AS n FROM pg_trigger WHERE tgname IN
      ('users_communication_version', 'teacher_substitutions_staff_version', 'teacher_substitution_days_staff_version')`;
    expect((await t.db.query(triggers)).rows[0].n).toBe(0);
    await migration.up(runner);
    expect((await t.db.query(triggers)).rows[0].n).toBe(3);
    const [parent] = c.parents[0];
    await send(c.teachers[1], 'След миграцията', [parent]);
    const before = await inbox(parent).expect(200);
    await t.db.query(`UPDATE users SET last_name = 'Нова' WHERE id = $1`, [c.teachers[1].user.id]);
    expect((await inbox(parent, FIRST_PAGE, before.headers.etag).expect(200)).body.result[0].createdBy.name).toMatch(/ Нова$/);
  });
});
