import request from 'supertest';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { DEMO_ACTIVITIES } from '../../../../../../tools/seed/activities-seed.js';
import { DEMO_PASSWORD, seedDemo } from '../../../../../../tools/seed/demo.js';

async function signIn(t: TestApp, email: string): Promise<Record<string, string>> {
  const response = await request(t.http)
    .post('/api/identity/login')
    .send({ identifier: email, password: DEMO_PASSWORD })
    .expect(200);
  return { Authorization: `Bearer ${response.body.token}` };
}

describe('demo data: the activities of both demo kindergartens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await expect(seedDemo(t.databaseUrl)).resolves.toEqual({ seeded: true });
  });
  afterAll(() => t.close());

  it('writes each kindergarten’s activities with the demo providers, groups and hours', async () => {
    const { rows } = await t.db.query(
      `SELECT a.kindergarten_id, a.name, p.eik, (SELECT count(*)::int FROM activity_classes c WHERE c.activity_id = a.id) AS groups,
              (SELECT count(*)::int FROM activity_schedule s WHERE s.activity_id = a.id) AS slots
         FROM activities a JOIN activity_providers p ON p.id = a.provider_id ORDER BY a.kindergarten_id, a.id`,
    );
    const kindergartens = [...new Set(rows.map((row) => row.kindergarten_id))];
    expect(kindergartens).toHaveLength(2);
    expect(rows.map((row) => row.name)).toEqual(DEMO_ACTIVITIES.flat().map((activity) => activity.name));
    expect(rows.filter((row) => row.name !== 'Плуване').every((row) => row.groups > 0 && row.slots > 0)).toBe(true);
  });

  it('shows the director the list and parent@demo.test the activities of their children’s groups', async () => {
    const director = await signIn(t, 'director@demo.test');
    const list = await request(t.http).get('/api/Activities/overview-models').set(director).expect(200);
    expect(list.body.rowsCount).toBe(3);
    const parent = await signIn(t, 'parent@demo.test');
    const offer = await request(t.http).get('/api/activities/parents').set(parent).expect(200);
    expect(offer.body.length).toBeGreaterThan(0);
    expect(offer.body.some((child: { activities: unknown[] }) => child.activities.length > 0)).toBe(true);
  });
});
