import request from 'supertest';
import { aCommunity, type Community } from '../../../../test/community.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

const DAY = '2026-10-30';

/**
 * The director's dashboard is two versioned-cache entries (docs/dashboards.md "Speed"): the kindergarten's figures and
 * the reader's own part. Every write the own part reads shows on the very next request; two readers never share it.
 */
describe('/api/Dashboards: the cached personal part', () => {
  let t: TestApp;
  let c: Community;
  beforeAll(async () => {
    t = await startTestApp();
    c = await aCommunity(t);
  }, 60_000);
  afterAll(() => t.close());

  const dashboard = async (member: { auth: Record<string, string> }) =>
    (await request(t.http).get(`/api/Dashboards?date=${DAY}`).set(member.auth).expect(200)).body;

  it('shows a new message, its seen mark, a new event and a staff mark on the next request, to its reader only', async () => {
    const before = await dashboard(c.director);
    expect(before.messages).toEqual([]);
    expect(await dashboard(c.manciple)).toMatchObject({ messages: [] });

    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO messages (kindergarten_id, title, content, audience, user_ids, created_by, created_at)
       VALUES ($1, 'До директора', '<p>Молба</p>', NULL, $2, $3, '2026-10-29T08:00:00Z') RETURNING id`,
      [c.kindergartenId, [c.director.user.id], c.parents[0][0].user.id],
    );
    await t.db.query(
      `INSERT INTO message_recipients (kindergarten_id, message_id, user_id, created_at) VALUES ($1, $2, $3, '2026-10-29T08:00:00Z')`,
      [c.kindergartenId, rows[0]!.id, c.director.user.id],
    );
    expect((await dashboard(c.director)).messages).toEqual([
      expect.objectContaining({ id: rows[0]!.id, seenByCurrentUser: false }),
    ]);
    // The manciple reads the same kindergarten figures but never the director's own part.
    expect((await dashboard(c.manciple)).messages).toEqual([]);

    await t.db.query(`UPDATE message_recipients SET seen_at = now() WHERE message_id = $1`, [rows[0]!.id]);
    expect((await dashboard(c.director)).messages[0].seenByCurrentUser).toBe(true);

    await t.db.query(
      `INSERT INTO events (kindergarten_id, title, starts_at, ends_at, audience, class_ids, created_by)
       VALUES ($1, 'Тържество', '2026-11-02T09:00:00Z', '2026-11-02T11:00:00Z', 0, '{}', $2)`,
      [c.kindergartenId, c.teachers[0].user.id],
    );
    expect((await dashboard(c.director)).upcommingEvents.map((event: { title: string }) => event.title)).toEqual(['Тържество']);

    await t.db.query(
      `INSERT INTO teacher_attendances (kindergarten_id, teacher_id, for_date, type)
       SELECT kindergarten_id, id, $2, 1 FROM teachers WHERE kindergarten_id = $1 AND user_id = $3`,
      [c.kindergartenId, DAY, c.teachers[0].user.id],
    );
    const staff = (await dashboard(c.director)).teachersForDay;
    expect(staff).toEqual({
      ...before.teachersForDay,
      present: before.teachersForDay.present + 1,
      unmarked: before.teachersForDay.unmarked - 1,
    });
  });
});
