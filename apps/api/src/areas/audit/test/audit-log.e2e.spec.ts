import { Role } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { Db } from '../../../platform/database/db.service.js';
import { AuditLogService } from '../audit-log.service.js';

describe('GET /api/AuditLog/overview-models', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('shows the director the changes made in their kindergarten, newest first, paged', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const other = await aSignedInMember(t, Role.Director);
    // A change made through the API: switching the school year updates the membership.
    const [{ id: periodId }] = (
      await t.db.query(`SELECT id FROM kindergarten_periods WHERE kindergarten_id = $1`, [director.kindergartenId])
    ).rows;
    await request(t.http).post(`/api/identity/change-school-year/${periodId}`).set(director.auth).expect(200);
    await request(t.http).post(`/api/identity/change-school-year/${periodId}`).set(other.auth).expect(404);

    const response = await request(t.http).get('/api/AuditLog/overview-models?pageSize=5').set(director.auth).expect(200);
    expect(response.body.rowsCount).toBeGreaterThan(0);
    expect(response.body.result[0]).toMatchObject({
      entity: 'kindergarten_users',
      action: 'update',
      userId: director.user.id,
      kindergartenId: director.kindergartenId,
      after: expect.objectContaining({ selected_period_id: periodId }),
    });
    for (const entry of response.body.result) expect(entry.kindergartenId).toBe(director.kindergartenId);
  });

  it('answers 403 to a teacher, 401 without a token, 400 for a bad page size', async () => {
    const teacher = await aSignedInMember(t, Role.Teacher);
    await request(t.http).get('/api/AuditLog/overview-models').set(teacher.auth).expect(403);
    await request(t.http).get('/api/AuditLog/overview-models').expect(401);
    const director = await aSignedInMember(t, Role.Director);
    await request(t.http).get('/api/AuditLog/overview-models?pageSize=100000').set(director.auth).expect(400);
  });
});

describe('recording reads of sensitive records', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('writes who read which record, in the reading request’s kindergarten', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const scope = {
      userId: director.user.id,
      kindergartenId: director.kindergartenId,
      readableKindergartenIds: [],
      readAll: false,
      allKindergartens: false,
    };
    await t.app.get(Db).tenant(scope, () => t.app.get(AuditLogService).recordRead('student_medical_notes', 42));
    const { rows } = await t.db.query(
      `SELECT user_id, kindergarten_id, action, entity, entity_id FROM audit_log WHERE action = 'read'`,
    );
    expect(rows).toEqual([
      {
        user_id: director.user.id,
        kindergarten_id: director.kindergartenId,
        action: 'read',
        entity: 'student_medical_notes',
        entity_id: '42',
      },
    ]);
  });
});
