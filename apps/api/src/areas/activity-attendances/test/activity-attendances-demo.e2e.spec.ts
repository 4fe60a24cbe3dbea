import { ActivityAttendanceStatus as A, AttendanceKind, todayInBulgaria } from '@kg/contracts';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { DEMO_PASSWORD, seedDemo } from '../../../../../../tools/seed/demo.js';

/** The month before today (the tests' clock): the demo marks it in every activity. */
function lastMonth(): { year: number; month: number; first: string; last: string } {
  const [year, month] = todayInBulgaria().split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, first: iso(first), last: iso(last) };
}

/** The demo's last month of activity attendance (tools/seed/activity-attendances-seed.ts). */
describe('demo activity attendance', () => {
  let t: TestApp;
  const month = lastMonth();
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t.databaseUrl);
  });
  afterAll(() => t.close());

  it('marks last month in the activities of both kindergartens, only on session days of enrolled children', async () => {
    const { rows: perKindergarten } = await t.db.query(
      `SELECT kindergarten_id, count(*)::int AS marks FROM activity_attendances
        WHERE for_date BETWEEN $1 AND $2 GROUP BY kindergarten_id`,
      [month.first, month.last],
    );
    expect(perKindergarten.length).toBeGreaterThanOrEqual(2);
    const { rows: misplaced } = await t.db.query(
      `SELECT m.* FROM activity_attendances m JOIN activities a ON a.id = m.activity_id
        WHERE NOT EXISTS (SELECT 1 FROM activity_schedule s WHERE s.activity_id = m.activity_id
                           AND s.day_of_week = extract(isodow FROM m.for_date))
           OR NOT EXISTS (SELECT 1 FROM activity_students e WHERE e.activity_id = m.activity_id AND e.student_id = m.student_id
                           AND e.from_date <= m.for_date AND (e.to_date IS NULL OR e.to_date >= m.for_date))
           OR m.for_date < a.active_from OR m.for_date > coalesce(a.active_to, m.for_date)`,
    );
    expect(misplaced).toEqual([]);
    // A child absent from the kindergarten was absent from the activity.
    const { rows: contradicted } = await t.db.query(
      `SELECT m.* FROM activity_attendances m JOIN student_attendances s ON s.student_id = m.student_id AND s.for_date = m.for_date
        WHERE m.status = ${A.Present}
          AND attendance_kind(s.type, s.for_date, absence_day_off(s.kindergarten_id, s.class_id, s.for_date)) <> ${AttendanceKind.Present}`,
    );
    expect(contradicted).toEqual([]);
  });

  it('shows the director the same month on the grid as the database holds', async () => {
    const login = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: 'director@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const { rows } = await t.db.query(
      `SELECT m.activity_id AS id, count(*) FILTER (WHERE m.status = 1)::int AS present, count(*) FILTER (WHERE m.status = 2)::int AS absent
         FROM activity_attendances m JOIN users u ON u.selected_kindergarten_id = m.kindergarten_id AND u.email = 'director@demo.test'
        WHERE m.for_date BETWEEN $1 AND $2 GROUP BY m.activity_id ORDER BY count(*) DESC LIMIT 1`,
      [month.first, month.last],
    );
    expect(rows).toHaveLength(1);
    const { body } = await request(t.http)
      .get(`/api/Activities/attendance/${rows[0].id}/${month.month}/${month.year}`)
      .set(auth)
      .expect(200);
    expect(body.totals).toEqual({ present: rows[0].present, absent: rows[0].absent });
    expect(body.rows.length).toBeGreaterThan(0);
  });
});
