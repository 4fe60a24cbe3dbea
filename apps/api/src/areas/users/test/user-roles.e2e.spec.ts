import { type Grant, Resource, Role } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

const full = (resource: Resource): Grant => ({
  resource,
  read: true,
  create: true,
  update: true,
  delete: true,
  canView: true,
  canCreate: true,
  canEdit: true,
});
const readOnly = (resource: Resource): Grant => ({
  ...full(resource),
  create: false,
  update: false,
  delete: false,
  canCreate: false,
  canEdit: false,
});

describe('/api/UserRoles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function aTeacherOf(kindergartenId: number) {
    const teacher = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId], firstName: 'Ана' });
    return { ...teacher, auth: { Authorization: `Bearer ${await signIn(t, teacher.email)}` } };
  }

  it('lists the built-in groups of the roles, seeded from the defaults, with members on request', async () => {
    const director = await aSignedInMember(t, Role.Director);
    await aTeacherOf(director.kindergartenId);
    const list = await request(t.http).get('/api/UserRoles?includeMembers=true').set(director.auth).expect(200);
    expect(list.body.map((group: { name: string }) => group.name)).toEqual([
      'Директор',
      'Учител',
      'Родител',
      'Администратор',
      'Ресурсен специалист',
      'Домакин',
    ]);
    expect(list.body[1]).toMatchObject({ role: Role.Teacher, isBuiltIn: true, isPedagogical: true, memberCount: 1 });
    expect(list.body[1].members).toEqual([{ userId: expect.any(Number), name: 'Ана Иванова' }]);
    const pedagogical = await request(t.http).get('/api/UserRoles?isPedagogical=true').set(director.auth).expect(200);
    expect(pedagogical.body.map((group: { role: Role }) => group.role)).toEqual([
      Role.Director,
      Role.Teacher,
      Role.ResourceSpecialist,
    ]);
    const extended = await request(t.http).get('/api/UserRoles/extended').set(director.auth).expect(200);
    expect(extended.body[1].grants).toContainEqual({ ...readOnly(Resource.Students), update: true, canEdit: false });
  });

  it('a group the director creates gives its members its grants at their next request, and takes them back', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const teacher = await aTeacherOf(director.kindergartenId);
    await request(t.http).get('/api/Users').set(teacher.auth).expect(403);

    const saved = await request(t.http)
      .post('/api/UserRoles')
      .set(director.auth)
      .send({ name: 'Заместник-директор', memberIds: [teacher.id], grants: [readOnly(Resource.Users)] })
      .expect(200);
    const id = saved.body.entityId;
    const { rows } = await t.db.query(`SELECT access FROM kindergarten_users WHERE user_id = $1`, [teacher.id]);
    expect(rows[0].access).toContainEqual(expect.objectContaining({ resource: Resource.Users, read: true, update: false }));
    await request(t.http).get('/api/Users').set(teacher.auth).expect(200);

    const details = await request(t.http).get(`/api/UserRoles/${id}`).set(director.auth).expect(200);
    expect(details.body).toMatchObject({ name: 'Заместник-директор', isBuiltIn: false, memberCount: 1 });
    await request(t.http).delete(`/api/UserRoles/${id}`).set(director.auth).expect(409);

    await request(t.http)
      .post('/api/UserRoles')
      .set(director.auth)
      .send({ id, name: 'Заместник-директор', memberIds: [], grants: [readOnly(Resource.Users)] })
      .expect(200);
    await request(t.http).get('/api/Users').set(teacher.auth).expect(403);
    await request(t.http).delete(`/api/UserRoles/${id}`).set(director.auth).expect(204);
    const { rows: left } = await t.db.query(`SELECT count(*)::int AS count FROM user_groups WHERE id = $1`, [id]);
    expect(left[0].count).toBe(0);
  });

  it('editing a built-in group changes the access of every member of the role; it cannot be deleted', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const teacher = await aTeacherOf(director.kindergartenId);
    const groups = await request(t.http).get('/api/UserRoles/extended').set(director.auth).expect(200);
    const teachers = groups.body.find((group: { role: Role }) => group.role === Role.Teacher);
    await request(t.http).get('/api/Teachers/occupations').set(teacher.auth).expect(200);
    await request(t.http)
      .post('/api/UserRoles')
      .set(director.auth)
      .send({ id: teachers.id, name: 'Учител', isPedagogical: true, grants: [full(Resource.Messages)] })
      .expect(200);
    await request(t.http).get('/api/Teachers/occupations').set(teacher.auth).expect(403);
    const answer = await request(t.http).delete(`/api/UserRoles/${teachers.id}`).set(director.auth).expect(409);
    expect(answer.body.message).toBe('Вградените групи не могат да бъдат изтрити.');
  });

  it('refuses a change that takes the director’s own access to user groups away, and keeps the grants', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const groups = await request(t.http).get('/api/UserRoles/extended').set(director.auth).expect(200);
    const directors = groups.body.find((group: { role: Role }) => group.role === Role.Director);
    const answer = await request(t.http)
      .post('/api/UserRoles')
      .set(director.auth)
      .send({ id: directors.id, name: 'Директор', grants: [full(Resource.Messages)] })
      .expect(400);
    expect(answer.body.message).toBe('Не можете да отнемете собствения си достъп до потребителските групи.');
    const { rows } = await t.db.query(`SELECT jsonb_array_length(grants) AS count FROM user_groups WHERE id = $1`, [
      directors.id,
    ]);
    expect(rows[0].count).toBe(directors.grants.length);
  });

  it('rebuild-access recomputes the stored access of every member from the groups', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const teacher = await aTeacherOf(director.kindergartenId);
    await t.db.query(`UPDATE kindergarten_users SET access = '[]' WHERE user_id = $1`, [teacher.id]);
    await request(t.http).get('/api/Teachers/occupations').set(teacher.auth).expect(403);
    const answer = await request(t.http).post('/api/UserRoles/rebuild-access').set(director.auth).expect(200);
    expect(answer.body).toEqual({ rebuilt: 2 });
    const { rows } = await t.db.query(`SELECT access FROM kindergarten_users WHERE user_id = $1`, [teacher.id]);
    expect(rows[0].access).toContainEqual(expect.objectContaining({ resource: Resource.Teachers, read: true, canView: true }));
    await request(t.http).get('/api/Teachers/occupations').set(teacher.auth).expect(200);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/UserRoles').expect(401);
    await request(t.http).get('/api/UserRoles/extended').expect(401);
    await request(t.http).post('/api/UserRoles/rebuild-access').expect(401);
    await request(t.http).post('/api/UserRoles').send({ name: 'x', grants: [] }).expect(401);
  });

  it('answers 403 to a role without the permission', async () => {
    const teacher = await aSignedInMember(t, Role.Teacher);
    await request(t.http).get('/api/UserRoles').set(teacher.auth).expect(403);
    await request(t.http).get('/api/UserRoles/extended').set(teacher.auth).expect(403);
    await request(t.http).post('/api/UserRoles/rebuild-access').set(teacher.auth).expect(403);
    await request(t.http).post('/api/UserRoles').set(teacher.auth).send({ name: 'x', grants: [] }).expect(403);
  });

  it('answers 404 for another kindergarten’s group and refuses its members', async () => {
    const owner = await aSignedInMember(t, Role.Director);
    const stranger = await aSignedInMember(t, Role.Director);
    const { body } = await request(t.http).post('/api/UserRoles').set(owner.auth).send({ name: 'Чужда', grants: [] }).expect(200);
    await request(t.http).get(`/api/UserRoles/${body.entityId}`).set(stranger.auth).expect(404);
    await request(t.http)
      .post('/api/UserRoles')
      .set(stranger.auth)
      .send({ id: body.entityId, name: 'x', grants: [] })
      .expect(404);
    await request(t.http).delete(`/api/UserRoles/${body.entityId}`).set(stranger.auth).expect(404);
    const list = await request(t.http).get('/api/UserRoles').set(stranger.auth).expect(200);
    expect(list.body.map((group: { id: number }) => group.id)).not.toContain(body.entityId);
    const refused = await request(t.http)
      .post('/api/UserRoles')
      .set(stranger.auth)
      .send({ name: 'С чужд член', memberIds: [owner.user.id], grants: [] })
      .expect(400);
    expect(refused.body.errors).toEqual({ memberIds: ['Избраният потребител не е член на детската градина.'] });
  });

  it('answers 400 with Bulgarian field messages for a bad body, id or query', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const bad = await request(t.http)
      .post('/api/UserRoles')
      .set(director.auth)
      .send({ name: '', grants: [{ resource: 999 }] })
      .expect(400);
    expect(bad.body.errors.name).toEqual(['Полето е задължително.']);
    await request(t.http)
      .post('/api/UserRoles')
      .set(director.auth)
      .send({ name: 'Главни', grants: [full(Resource.MasterUsers)] })
      .expect(400);
    const duplicate = await request(t.http)
      .post('/api/UserRoles')
      .set(director.auth)
      .send({ name: 'учител', grants: [] })
      .expect(400);
    expect(duplicate.body.errors).toEqual({ name: ['Вече има група с това име.'] });
    await request(t.http).get('/api/UserRoles/abc').set(director.auth).expect(400);
    await request(t.http).get('/api/UserRoles?includeMembers=maybe').set(director.auth).expect(400);
  });
});
