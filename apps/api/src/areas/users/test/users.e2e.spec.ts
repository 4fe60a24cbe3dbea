import { Role } from '@kg/contracts';
import request from 'supertest';
import { aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { startMailCatcher } from '../../../../test/smtp.js';

describe('/api/Users and /api/identity/change-activation', () => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await startTestApp({ smtpUrl: mail.url, publicUrl: 'https://app.example.bg' });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const aSignedInMaster = async () => {
    const master = await aUser(t.db, { role: Role.Master });
    return { auth: { Authorization: `Bearer ${await signIn(t, master.email)}` } };
  };
  const invitee = (email: string, role: Role) => ({ email, firstName: 'Елена', lastName: 'Петрова', role });

  it('invites a teacher: account, membership, linked staff record and the activation e-mail', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const answer = await request(t.http)
      .post('/api/Users/invite')
      .set(director.auth)
      .send(invitee('Elena.Petrova@test.bg', Role.Teacher))
      .expect(200);
    expect(answer.body).toMatchObject({ alreadyActive: false });
    const { rows: members } = await t.db.query(
      `SELECT m.role, m.is_active, m.access IS NOT NULL AS has_access, u.is_active AS account_active
         FROM kindergarten_users m JOIN users u ON u.id = m.user_id WHERE m.user_id = $1 AND m.kindergarten_id = $2`,
      [answer.body.userId, director.kindergartenId],
    );
    expect(members).toEqual([{ role: Role.Teacher, is_active: true, has_access: true, account_active: false }]);
    const { rows: staff } = await t.db.query(`SELECT id, occupation, user_id FROM teachers WHERE kindergarten_id = $1`, [
      director.kindergartenId,
    ]);
    expect(staff).toEqual([{ id: answer.body.teacherId, occupation: 'Учител', user_id: answer.body.userId }]);
    const received = await mail.next('Elena.Petrova@test.bg');
    expect(received.text).toMatch(/account-activation\/1\//);
  });

  it('links an existing staff record with the same e-mail instead of creating another', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const { rows } = await t.db.query(
      `INSERT INTO teachers (kindergarten_id, first_name, last_name, email, occupation)
       VALUES ($1, 'Иван', 'Колев', 'ivan.kolev@test.bg', 'Домакин') RETURNING id`,
      [director.kindergartenId],
    );
    const answer = await request(t.http)
      .post('/api/Users/invite')
      .set(director.auth)
      .send(invitee('IVAN.KOLEV@test.bg', Role.Manciple))
      .expect(200);
    expect(answer.body.teacherId).toBe(rows[0].id);
    const { rows: staff } = await t.db.query(`SELECT count(*)::int AS count FROM teachers WHERE kindergarten_id = $1`, [
      director.kindergartenId,
    ]);
    expect(staff[0].count).toBe(1);
  });

  it('lists the members with role, groups, activity and last sign-in, filtered and searched', async () => {
    const director = await aSignedInMember(t, Role.Director);
    await aUser(t.db, { role: Role.Teacher, kindergartenIds: [director.kindergartenId], firstName: 'Ася', lastName: 'Тодорова' });
    const all = await request(t.http).get('/api/Users?orderByColumn=name').set(director.auth).expect(200);
    expect(all.body.rowsCount).toBe(2);
    expect(all.body.result.map((row: { name: string }) => row.name)).toEqual(['Ася Тодорова', 'Мария Иванова']);
    const directorRow = all.body.result.find((row: { userId: number }) => row.userId === director.user.id);
    expect(directorRow).toMatchObject({ role: Role.Director, isActive: true, hasActiveAccount: true, groups: [] });
    expect(directorRow.lastSignIn).not.toBeNull();
    const teachers = await request(t.http).get(`/api/Users?role=${Role.Teacher}&search=тодор`).set(director.auth).expect(200);
    expect(teachers.body).toMatchObject({ rowsCount: 1, result: [{ name: 'Ася Тодорова', lastSignIn: null }] });
  });

  it('deactivates a member: their next request has no role, and reactivation restores it', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const teacher = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [director.kindergartenId] });
    const teacherAuth = { Authorization: `Bearer ${await signIn(t, teacher.email)}` };
    await request(t.http).get('/api/Teachers/occupations').set(teacherAuth).expect(200);

    await request(t.http)
      .post('/api/Users/change-user-activation')
      .set(director.auth)
      .send({ userId: teacher.id, isActive: false })
      .expect(204);
    const { rows } = await t.db.query(`SELECT is_active FROM kindergarten_users WHERE user_id = $1`, [teacher.id]);
    expect(rows).toEqual([{ is_active: false }]);
    await request(t.http).get('/api/Teachers/occupations').set(teacherAuth).expect(403);

    await request(t.http)
      .post('/api/Users/change-user-activation')
      .set(director.auth)
      .send({ userId: teacher.id, isActive: true })
      .expect(204);
    await request(t.http).get('/api/Teachers/occupations').set(teacherAuth).expect(200);
  });

  it('refuses a director deactivating themself', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const answer = await request(t.http)
      .post('/api/Users/change-user-activation')
      .set(director.auth)
      .send({ userId: director.user.id, isActive: false })
      .expect(400);
    expect(answer.body.message).toBe('Не можете да деактивирате собствения си профил.');
  });

  it('the master blocks an account everywhere: its sessions end at the next request', async () => {
    const master = await aSignedInMaster();
    const teacher = await aSignedInMember(t, Role.Teacher);
    await request(t.http)
      .post('/api/identity/change-activation')
      .set(master.auth)
      .send({ userId: teacher.user.id, isActive: false })
      .expect(204);
    const { rows } = await t.db.query(`SELECT is_active FROM users WHERE id = $1`, [teacher.user.id]);
    expect(rows).toEqual([{ is_active: false }]);
    await request(t.http).get('/api/Teachers/occupations').set(teacher.auth).expect(401);
    await request(t.http)
      .post('/api/identity/change-activation')
      .set(master.auth)
      .send({ userId: teacher.user.id, isActive: true })
      .expect(204);
    await signIn(t, teacher.user.email);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/Users').expect(401);
    await request(t.http).post('/api/Users/invite').send(invitee('x@test.bg', Role.Teacher)).expect(401);
    await request(t.http).post('/api/Users/change-user-activation').send({ userId: 1, isActive: false }).expect(401);
    await request(t.http).post('/api/identity/change-activation').send({ userId: 1, isActive: false }).expect(401);
  });

  it('answers 403 to roles without the permission', async () => {
    const teacher = await aSignedInMember(t, Role.Teacher);
    await request(t.http).get('/api/Users').set(teacher.auth).expect(403);
    await request(t.http).post('/api/Users/invite').set(teacher.auth).send(invitee('x@test.bg', Role.Teacher)).expect(403);
    await request(t.http)
      .post('/api/Users/change-user-activation')
      .set(teacher.auth)
      .send({ userId: teacher.user.id, isActive: false })
      .expect(403);
    const director = await aSignedInMember(t, Role.Director);
    await request(t.http)
      .post('/api/identity/change-activation')
      .set(director.auth)
      .send({ userId: teacher.user.id, isActive: false })
      .expect(403);
  });

  it('answers 404 for a member of another kindergarten and an unknown account, and lists none of them', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const stranger = await aSignedInMember(t, Role.Teacher);
    await request(t.http)
      .post('/api/Users/change-user-activation')
      .set(director.auth)
      .send({ userId: stranger.user.id, isActive: false })
      .expect(404);
    const { rows } = await t.db.query(`SELECT is_active FROM kindergarten_users WHERE user_id = $1`, [stranger.user.id]);
    expect(rows).toEqual([{ is_active: true }]);
    const list = await request(t.http).get(`/api/Users?search=${stranger.user.email}`).set(director.auth).expect(200);
    expect(list.body.rowsCount).toBe(0);
    const master = await aSignedInMaster();
    await request(t.http)
      .post('/api/identity/change-activation')
      .set(master.auth)
      .send({ userId: 2_000_000_000, isActive: false })
      .expect(404);
  });

  it('answers 400 with Bulgarian field messages for a bad body or query', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const bad = await request(t.http)
      .post('/api/Users/invite')
      .set(director.auth)
      .send({ email: 'не-имейл', firstName: '', lastName: 'Петрова', role: Role.MON })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'firstName', 'role']);
    expect(bad.body.errors.role).toEqual(['Изберете роля от списъка.']);
    await request(t.http).post('/api/Users/change-user-activation').set(director.auth).send({ userId: 'x' }).expect(400);
    await request(t.http).get('/api/Users?role=7').set(director.auth).expect(400);
    await request(t.http).get('/api/Users?orderByColumn=password_hash').set(director.auth).expect(400);
  });
});
