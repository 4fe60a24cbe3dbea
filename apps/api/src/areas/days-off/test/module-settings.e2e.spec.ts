import { ModuleLockGroup, Role } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSignedInMember, aUser, PLOVDIV, signIn, SOFIA } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

describe('/api/ModuleSettings (module locks)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('locks a module up to a date, changes it and unlocks it; the other groups stay as they are', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const empty = await request(t.http).get('/api/ModuleSettings').set(director.auth).expect(200);
    expect(empty.body).toEqual({
      kindergartenId: director.kindergartenId,
      locks: [1, 2, 3, 4, 5].map((group) => ({ group, lockedUntil: null, updatedAt: null })),
    });
    await request(t.http)
      .post('/api/ModuleSettings')
      .set(director.auth)
      .send({
        locks: [
          { group: ModuleLockGroup.Attendances, lockedUntil: '2026-10-31' },
          { group: ModuleLockGroup.Topics, lockedUntil: '2026-09-30' },
        ],
      })
      .expect(200, { isSuccessful: true, entityId: director.kindergartenId });
    const { rows } = await t.db.query(
      'SELECT lock_group, locked_until, updated_by FROM module_locks WHERE kindergarten_id = $1 ORDER BY lock_group',
      [director.kindergartenId],
    );
    expect(rows).toEqual([
      { lock_group: 1, locked_until: '2026-10-31', updated_by: director.user.id },
      { lock_group: 2, locked_until: '2026-09-30', updated_by: director.user.id },
    ]);
    await request(t.http)
      .post('/api/ModuleSettings')
      .set(director.auth)
      .send({ locks: [{ group: ModuleLockGroup.Topics, lockedUntil: null }] })
      .expect(200);
    const after = await request(t.http).get('/api/ModuleSettings').set(director.auth).expect(200);
    expect(after.body.locks.map((lock: { lockedUntil: string | null }) => lock.lockedUntil)).toEqual([
      '2026-10-31',
      null,
      null,
      null,
      null,
    ]);
  });

  it('lets a municipality read the locks of a kindergarten of its municipality, not of another one', async () => {
    const sofia = await aSignedInMember(t, Role.Director, await aKindergarten(t.db, { settlementId: SOFIA }));
    const plovdiv = await aKindergarten(t.db, { settlementId: PLOVDIV });
    const { rows } = await t.db.query('SELECT municipality_id FROM settlements WHERE id = $1', [SOFIA]);
    const user = await aUser(t.db, { role: Role.Municipality, municipalityId: rows[0].municipality_id });
    const municipality = { Authorization: `Bearer ${await signIn(t, user.email)}` };
    await request(t.http).get(`/api/ModuleSettings?kindergartenId=${sofia.kindergartenId}`).set(municipality).expect(200);
    await request(t.http).get(`/api/ModuleSettings?kindergartenId=${plovdiv}`).set(municipality).expect(404);
    await request(t.http).get('/api/ModuleSettings').set(municipality).expect(400);
    await request(t.http)
      .post('/api/ModuleSettings')
      .set(municipality)
      .send({ locks: [{ group: 1, lockedUntil: '2026-10-01' }] })
      .expect(403);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/ModuleSettings').expect(401);
    await request(t.http).post('/api/ModuleSettings').send({ locks: [] }).expect(401);
  });

  it('answers 403 to a teacher and to MON', async () => {
    const teacher = await aSignedInMember(t, Role.Teacher);
    await request(t.http).get('/api/ModuleSettings').set(teacher.auth).expect(403);
    await request(t.http)
      .post('/api/ModuleSettings')
      .set(teacher.auth)
      .send({ locks: [{ group: 1, lockedUntil: '2026-10-01' }] })
      .expect(403);
    const mon = await aUser(t.db, { role: Role.MON });
    await request(t.http)
      .get('/api/ModuleSettings')
      .set({ Authorization: `Bearer ${await signIn(t, mon.email)}` })
      .expect(403);
  });

  it('answers 404 for another kindergarten’s locks and never touches them', async () => {
    const owner = await aSignedInMember(t, Role.Director);
    const stranger = await aSignedInMember(t, Role.Director);
    await request(t.http)
      .post('/api/ModuleSettings')
      .set(owner.auth)
      .send({ locks: [{ group: 1, lockedUntil: '2026-10-01' }] })
      .expect(200);
    await request(t.http).get(`/api/ModuleSettings?kindergartenId=${owner.kindergartenId}`).set(stranger.auth).expect(404);
    await request(t.http)
      .post('/api/ModuleSettings')
      .set(stranger.auth)
      .send({ locks: [{ group: 1, lockedUntil: null }] })
      .expect(200);
    const { rows } = await t.db.query('SELECT locked_until FROM module_locks WHERE kindergarten_id = $1', [owner.kindergartenId]);
    expect(rows).toEqual([{ locked_until: '2026-10-01' }]);
  });

  it('answers 400 with Bulgarian messages for a bad body or query', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const bad = await request(t.http)
      .post('/api/ModuleSettings')
      .set(director.auth)
      .send({ locks: [{ group: 9, lockedUntil: '31.10.2026' }] })
      .expect(400);
    expect(bad.body.errors).toEqual({
      'locks.0.group': ['Изберете една от позволените стойности.'],
      'locks.0.lockedUntil': ['Моля, въведете валидна дата.'],
    });
    const twice = await request(t.http)
      .post('/api/ModuleSettings')
      .set(director.auth)
      .send({
        locks: [
          { group: 1, lockedUntil: null },
          { group: 1, lockedUntil: '2026-10-01' },
        ],
      })
      .expect(400);
    expect(twice.body.errors).toEqual({ locks: ['Всеки модул може да присъства само веднъж.'] });
    await request(t.http).get('/api/ModuleSettings?kindergartenId=abc').set(director.auth).expect(400);
  });
});
