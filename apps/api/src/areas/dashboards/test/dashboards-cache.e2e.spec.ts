import { ChildAttendanceStatus } from '@kg/contracts';
import request from 'supertest';
import { type Community, withCommunityApp } from '../../../../test/community.js';
import type { TestApp } from '../../../../test/harness.js';

const DAY = '2026-10-30';

/**
 * The director's dashboard is two versioned-cache entries (docs/dashboards.md "Speed"): the kindergarten's figures and
 * the reader's own part. Every write the own part reads shows on the very next request; two readers never share it.
 */
describe('/api/Dashboards: the cached personal part', () => {
  let t: TestApp;
  let c: Community;
  withCommunityApp((app, community) => ([t, c] = [app, community]));

  const dashboard = async (member: { auth: Record<string, string> }) =>
    (await request(t.http).get(`/api/Dashboards?date=${DAY}`).set(member.auth).expect(200)).body;

  it('shows a new message, its seen mark, a new event and a staff mark on the next request, to its reader only', async () => {
    const first = await request(t.http).get(`/api/Dashboards?date=${DAY}`).set(c.director.auth).expect(200);
    const current = { ...c.director.auth, 'If-None-Match': first.headers.etag };
    await request(t.http).get(`/api/Dashboards?date=${DAY}`).set(current).expect(304);
    const before = first.body;
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
    const changed = await request(t.http).get(`/api/Dashboards?date=${DAY}`).set(current).expect(200);
    expect(changed.body.messages).toEqual([expect.objectContaining({ id: rows[0]!.id, seenByCurrentUser: false })]);
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
  type Member = { auth: Record<string, string>; user: { id: number } };
  const sum = (series: { value: number }[]) => series.reduce((total, month) => total + month.value, 0);
  const childOf = async (parent: Member) =>
    (
      await t.db.query<{ id: number }>(
        `SELECT sp.student_id AS id FROM student_parents sp JOIN parents p ON p.id = sp.parent_id WHERE p.user_id = $1`,
        [parent.user.id],
      )
    ).rows[0]!.id;
  const aCell = (studentId: number, classId: number) =>
    t.db.query(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type) VALUES ($1, $2, $3, $4, $5)`,
      [c.kindergartenId, classId, studentId, DAY, ChildAttendanceStatus.Attendance],
    );
  const aMessageTo = async (reader: Member, title: string) => {
    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO messages (kindergarten_id, title, content, audience, user_ids, created_by, created_at)
       VALUES ($1, $2, '<p>x</p>', NULL, $3, $4, '2026-10-29T09:00:00Z') RETURNING id`,
      [c.kindergartenId, title, [reader.user.id], c.director.user.id],
    );
    await t.db.query(
      `INSERT INTO message_recipients (kindergarten_id, message_id, user_id, created_at) VALUES ($1, $2, $3, '2026-10-29T09:00:00Z')`,
      [c.kindergartenId, rows[0]!.id, reader.user.id],
    );
  };
  const teacherRecord = async (member: Member) =>
    (await t.db.query<{ id: number }>(`SELECT id FROM teachers WHERE user_id = $1`, [member.user.id])).rows[0]!.id;

  it("caches a teacher's whole dashboard: a cell, a message and a substitution show on the next request, to them only", async () => {
    const [teacher, other] = c.teachers;
    const first = await request(t.http).get(`/api/Dashboards?date=${DAY}`).set(teacher.auth).expect(200);
    await request(t.http)
      .get(`/api/Dashboards?date=${DAY}`)
      .set({ ...teacher.auth, 'If-None-Match': first.headers.etag })
      .expect(304);
    // The other teacher's copy is never current for this one.
    const otherFirst = await request(t.http).get(`/api/Dashboards?date=${DAY}`).set(other.auth).expect(200);
    await request(t.http)
      .get(`/api/Dashboards?date=${DAY}`)
      .set({ ...teacher.auth, 'If-None-Match': otherFirst.headers.etag })
      .expect(200);
    const before = first.body;
    expect(before).toMatchObject({ kind: 'teacher', messages: [], teachersSubstitutions: [] });
    expect(before.groupsForDay).toEqual([expect.objectContaining({ classId: c.groupIds[0], present: 0, unmarked: 2 })]);
    expect((await dashboard(other)).groupsForDay).toEqual([expect.objectContaining({ classId: c.groupIds[1] })]);

    await aCell(await childOf(c.parents[0][0]), c.groupIds[0]);
    expect((await dashboard(teacher)).groupsForDay).toEqual([
      expect.objectContaining({ classId: c.groupIds[0], present: 1, unmarked: 1 }),
    ]);

    await aMessageTo(teacher, 'За учителката');
    expect((await dashboard(teacher)).messages).toEqual([expect.objectContaining({ title: 'За учителката' })]);
    expect((await dashboard(other)).messages).toEqual([]);

    const { rows } = await t.db.query<{ id: number }>(
      `INSERT INTO teacher_substitutions (kindergarten_id, period_id, absent_teacher_id, substitute_teacher_id, class_id,
                                          from_date, to_date, shift, hours_per_day, reason)
       SELECT $1, c.period_id, $2, $3, c.id, $4, $4, 1, 4, 1 FROM classes c WHERE c.id = $5 RETURNING id`,
      [c.kindergartenId, await teacherRecord(teacher), await teacherRecord(other), DAY, c.groupIds[0]],
    );
    await t.db.query(`INSERT INTO teacher_substitution_days (kindergarten_id, substitution_id, for_date) VALUES ($1, $2, $3)`, [
      c.kindergartenId,
      rows[0]!.id,
      DAY,
    ]);
    expect((await dashboard(teacher)).teachersSubstitutions).toEqual([expect.objectContaining({ classId: c.groupIds[0] })]);
    expect((await dashboard(other)).teachersSubstitutions).toHaveLength(1);
  });

  it("caches a parent's whole dashboard: their child's cell and their message show on the next request, to them only", async () => {
    const [parent, sameGroup] = c.parents[1];
    const before = await dashboard(parent);
    expect(before).toMatchObject({ kind: 'parent', messages: [] });
    const attended = sum(before.parentDashboardModels[0].attendances);
    const neighbour = await dashboard(sameGroup);

    await aCell(await childOf(parent), c.groupIds[1]);
    expect(sum((await dashboard(parent)).parentDashboardModels[0].attendances)).toBe(attended + 1);
    expect((await dashboard(sameGroup)).parentDashboardModels).toEqual(neighbour.parentDashboardModels);

    await aMessageTo(parent, 'До семейството');
    expect((await dashboard(parent)).messages).toEqual([expect.objectContaining({ title: 'До семейството' })]);
    expect((await dashboard(sameGroup)).messages).toEqual([]);
  });
});
