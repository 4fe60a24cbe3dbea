import request from 'supertest';
import { DEMO_PASSWORD, seedDemo } from '../../../../../../tools/seed/demo.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

/** The demo's enrolments (tools/seed/activity-enrolments-seed.ts) keep every enrolment rule. */
describe('demo activity enrolments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemo(t.databaseUrl, () => undefined);
  }, 120_000);
  afterAll(() => t.close());

  it('enrols about half of the children of each running activity’s groups, within its capacity', async () => {
    const { rows } = await t.db.query(
      `SELECT a.name, a.capacity,
              (SELECT count(DISTINCT sc.student_id)::int FROM activity_classes ac
                 JOIN student_classes sc ON sc.class_id = ac.class_id AND sc.to_date IS NULL WHERE ac.activity_id = a.id) AS children,
              (SELECT count(*)::int FROM activity_students e WHERE e.activity_id = a.id AND e.to_date IS NULL) AS enrolled
         FROM activities a WHERE a.active_to IS NULL ORDER BY a.id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.enrolled).toBeGreaterThan(0);
      expect(row.enrolled).toBeLessThanOrEqual(row.capacity ?? Math.ceil(row.children / 2));
      if (row.capacity === null || row.capacity >= row.children / 2) expect(row.enrolled).toBe(Math.ceil(row.children / 2));
    }
  });

  it('writes only enrolments the rules allow: in the activity’s groups on the first day, while it runs, by the director', async () => {
    const { rows } = await t.db.query(
      `SELECT e.id FROM activity_students e JOIN activities a ON a.id = e.activity_id
        WHERE e.from_date < a.active_from OR e.created_by IS NULL
           OR NOT EXISTS (SELECT 1 FROM activity_classes ac JOIN student_classes sc ON sc.class_id = ac.class_id
                           WHERE ac.activity_id = a.id AND sc.student_id = e.student_id AND sc.from_date <= e.from_date
                             AND (sc.to_date IS NULL OR sc.to_date >= e.from_date))`,
    );
    expect(rows).toEqual([]);
    const { rows: history } = await t.db.query(
      `SELECT student_id FROM activity_students GROUP BY activity_id, student_id HAVING count(*) = 2`,
    );
    expect(history).toHaveLength(2);
  });

  it('shows the director the groups with their enrolled children', async () => {
    const login = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: 'director@demo.test', password: DEMO_PASSWORD })
      .expect(200);
    const auth = { Authorization: `Bearer ${login.body.token}` };
    const groups = await request(t.http).get('/api/Activities/classes').set(auth).expect(200);
    const enrolled = groups.body.flatMap((group: { students: { enrolments: unknown[] }[] }) =>
      group.students.filter((child) => child.enrolments.length > 0),
    );
    expect(enrolled.length).toBeGreaterThan(5);
  });
});
