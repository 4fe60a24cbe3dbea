import { ActivityRequestStatus, RequestKind } from '@kg/contracts';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { DEMO_PASSWORD, seedDemo } from '../../../../../../tools/seed/demo.js';

describe('demo data: the waiting activity requests of parent@demo.test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await expect(seedDemo(t.databaseUrl)).resolves.toEqual({ seeded: true });
  });
  afterAll(() => t.close());

  it('the parent sees their children’s waiting enrolment and delistment requests, the director can decide them', async () => {
    const signIn = async (email: string) => {
      const response = await request(t.http).post('/api/identity/login').send({ identifier: email, password: DEMO_PASSWORD });
      return { Authorization: `Bearer ${response.body.token}` };
    };
    const parent = await signIn('parent@demo.test');
    const own = await request(t.http).get('/api/Activities/enrollment-requests/overview').set(parent).expect(200);
    const kinds = own.body.result.map((row: { changeType: RequestKind }) => row.changeType);
    expect(kinds).toContain(RequestKind.Enroll);
    expect(kinds).toContain(RequestKind.Delist);
    expect(own.body.result.every((row: { status: number }) => row.status === ActivityRequestStatus.Waiting)).toBe(true);
    const children = await request(t.http).get('/api/Activities/parents/student-enrollment').set(parent).expect(200);
    expect(children.body.some((child: { requests: unknown[] }) => child.requests.length > 0)).toBe(true);

    const director = await signIn('director@demo.test');
    const list = await request(t.http).get('/api/Activities/enrollment-requests/overview?status=1').set(director).expect(200);
    expect(list.body.rowsCount).toBeGreaterThan(0);
    // The delistment is approved: the child's leave date is the request's date.
    const delist = list.body.result.find((row: { changeType: RequestKind }) => row.changeType === RequestKind.Delist);
    const approved = await request(t.http)
      .post('/api/Activities/enrollment-requests/change-status')
      .set(director)
      .send({ id: delist.id, status: ActivityRequestStatus.Approved });
    expect([approved.status, approved.body]).toEqual([204, {}]);
    const { rows } = await t.db.query(
      `SELECT 1 FROM activity_students WHERE activity_id = $1 AND student_id = $2 AND to_date = $3`,
      [delist.activityId, delist.studentId, delist.fromDate],
    );
    expect(rows).toHaveLength(1);
  });
});
