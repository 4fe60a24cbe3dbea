import { Gender, IdentifierType, makeEgn, ParentRelation, RequestKind, RequestStatus, Role } from '@kg/contracts';
import request from 'supertest';
import { aFutureDay, aGroup, aKindergarten, aSchoolYear, aSignedInMember, signIn, SOFIA } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { startMailCatcher } from '../../../../test/smtp.js';

let serial = 0;
const egn = (gender = Gender.Female) => {
  serial += 1;
  return makeEgn({ year: 2022, month: 3, day: 1 + (serial % 27) }, gender, serial);
};
const childOf = (identifier: string, firstName = 'Ива') => ({
  firstName,
  middleName: 'Петрова',
  lastName: 'Иванова',
  identifierType: IdentifierType.EGN,
  identifier,
  birthDate: `2022-03-${String(1 + (serial % 27)).padStart(2, '0')}`,
  gender: Gender.Female,
});
const registration = (kindergartenId: number, email: string, child = childOf(egn())) => ({
  kindergartenId,
  firstName: 'Мария',
  middleName: null,
  lastName: 'Иванова',
  email,
  phone: '0888 123 456',
  relation: ParentRelation.Mother,
  child,
});

describe('/api/ParentRegistrations and /api/Mails/send-invitation', () => {
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
  beforeEach(() => t.db.query(`DELETE FROM login_attempts WHERE identifier = 'parent-registration'`));

  const register = (body: object) => request(t.http).post('/api/ParentRegistrations/public').send(body);

  it('a parent registers publicly, the director approves, the parent activates, asks for a second child, and sees both', async () => {
    const director = await aSignedInMember(t, Role.Director);
    await t.db.query(`UPDATE kindergartens SET settlement_id = $2, name = 'ДГ „Слънце“' WHERE id = $1`, [
      director.kindergartenId,
      SOFIA,
    ]);
    const groupId = await aGroup(t.db, director.kindergartenId, 'Пчелички');

    // A kindergarten put in the nomenclature's test settlement (by hand: no route accepts it) does not offer it as a town.
    const stray = await aKindergarten(t.db, { settlementId: 90004 });
    const towns = await request(t.http).get('/api/ParentRegistrations/public/towns').expect(200);
    expect(towns.body.some((town: { id: number }) => town.id === SOFIA)).toBe(true);
    expect(towns.body.some((town: { id: number }) => town.id === 90004)).toBe(false);
    await t.db.query(`UPDATE kindergartens SET is_active = false WHERE id = $1`, [stray]);
    const gardens = await request(t.http).get(`/api/ParentRegistrations/public/kindergartens?settlementId=${SOFIA}`).expect(200);
    expect(gardens.body).toContainEqual(expect.objectContaining({ id: director.kindergartenId, name: 'ДГ „Слънце“' }));

    const first = childOf(egn(), 'Ива');
    const answer = await register(registration(director.kindergartenId, 'maria.journey@test.bg', first)).expect(200);
    expect(answer.body.message).toMatch(/Заявката е изпратена/);

    const list = await request(t.http)
      .get(`/api/ParentRegistrations?status=${RequestStatus.Pending}`)
      .set(director.auth)
      .expect(200);
    expect(list.body).toMatchObject({ rowsCount: 1, result: [{ kind: RequestKind.Enroll, parentName: 'Мария Иванова' }] });
    const id = list.body.result[0].id;
    const detail = await request(t.http).get(`/api/ParentRegistrations/${id}`).set(director.auth).expect(200);
    expect(detail.body).toMatchObject({ child: first, bySignedInParent: false, phone: '0888123456' });

    await request(t.http)
      .post(`/api/ParentRegistrations/${id}/approve`)
      .set(director.auth)
      .send({ classId: groupId })
      .expect(200);
    const { rows: records } = await t.db.query(
      `SELECT s.identifier, sc.class_id, sp.relation, p.email, p.user_id, u.is_active, ku.role
         FROM students s JOIN student_classes sc ON sc.student_id = s.id AND sc.to_date IS NULL
         JOIN student_parents sp ON sp.student_id = s.id JOIN parents p ON p.id = sp.parent_id
         JOIN users u ON u.id = p.user_id JOIN kindergarten_users ku ON ku.user_id = u.id AND ku.kindergarten_id = s.kindergarten_id
        WHERE s.kindergarten_id = $1`,
      [director.kindergartenId],
    );
    expect(records).toEqual([
      {
        identifier: first.identifier,
        class_id: groupId,
        relation: ParentRelation.Mother,
        email: 'maria.journey@test.bg',
        user_id: expect.any(Number),
        is_active: false,
        role: Role.Parent,
      },
    ]);

    // The activation link of the invitation proves the e-mail; the parent chooses a password and signs in.
    const invitation = await mail.next('maria.journey@test.bg');
    const second = invitation.text.includes('account-activation') ? invitation : await mail.next('maria.journey@test.bg');
    const token = /\/account-activation\/2\/([\w-]+)/.exec(second.text)?.[1];
    expect(token).toBeDefined();
    await request(t.http)
      .post('/api/AccountManagement/activate-parent-account')
      .send({ token, password: 'Roditel2026!', confirmPassword: 'Roditel2026!' })
      .expect(200);
    const parent = { Authorization: `Bearer ${await signIn(t, 'maria.journey@test.bg', 'Roditel2026!')}` };

    const sibling = childOf(egn(Gender.Male), 'Петър');
    sibling.gender = Gender.Male;
    const applied = await request(t.http)
      .post('/api/ParentRegistrations')
      .set(parent)
      .send({ kind: RequestKind.Enroll, relation: ParentRelation.Mother, child: sibling })
      .expect(200);
    const own = await request(t.http).get('/api/ParentRegistrations').set(parent).expect(200);
    expect(own.body.result.map((row: { id: number }) => row.id)).toEqual([applied.body.entityId]);
    await request(t.http)
      .post(`/api/ParentRegistrations/${applied.body.entityId}/approve`)
      .set(director.auth)
      .send({ classId: groupId })
      .expect(200);

    const children = await request(t.http).get('/api/ParentRegistrations/my-children').set(parent).expect(200);
    expect(children.body.map((child: { firstName: string; className: string }) => [child.firstName, child.className])).toEqual([
      ['Ива', 'Пчелички'],
      ['Петър', 'Пчелички'],
    ]);
    const { rows: parents } = await t.db.query(`SELECT count(*)::int AS count FROM parents WHERE kindergarten_id = $1`, [
      director.kindergartenId,
    ]);
    expect(parents[0].count).toBe(1);
  });

  it('approves an update and a delist of the parent’s own child, and refuses another child with 404', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const groupId = await aGroup(t.db, director.kindergartenId, 'Звездички');
    await register(registration(director.kindergartenId, 'update.delist@test.bg')).expect(200);
    const { rows } = await t.db.query(`SELECT id FROM parent_registrations WHERE kindergarten_id = $1`, [
      director.kindergartenId,
    ]);
    await request(t.http)
      .post(`/api/ParentRegistrations/${rows[0].id}/approve`)
      .set(director.auth)
      .send({ classId: groupId })
      .expect(200);
    const { rows: users } = await t.db.query(`SELECT id FROM users WHERE email = 'update.delist@test.bg'`);
    await t.db.query(
      `UPDATE users SET is_active = true, password_hash = (SELECT password_hash FROM users WHERE id = $2) WHERE id = $1`,
      [users[0].id, director.user.id],
    );
    const parent = { Authorization: `Bearer ${await signIn(t, 'update.delist@test.bg')}` };
    const [child] = (await request(t.http).get('/api/ParentRegistrations/my-children').set(parent).expect(200)).body;

    const renamed = { ...childOf(child.identifier, 'Ивелина'), birthDate: child.birthDate };
    const update = await request(t.http)
      .post('/api/ParentRegistrations')
      .set(parent)
      .send({ kind: RequestKind.Update, studentId: child.id, child: renamed })
      .expect(200);
    await request(t.http)
      .post(`/api/ParentRegistrations/${update.body.entityId}/approve`)
      .set(director.auth)
      .send({})
      .expect(200);
    const { rows: afterUpdate } = await t.db.query(`SELECT first_name FROM students WHERE id = $1`, [child.id]);
    expect(afterUpdate[0].first_name).toBe('Ивелина');

    const delist = await request(t.http)
      .post('/api/ParentRegistrations')
      .set(parent)
      .send({ kind: RequestKind.Delist, studentId: child.id, note: 'Местим се в Пловдив.' })
      .expect(200);
    await request(t.http)
      .post(`/api/ParentRegistrations/${delist.body.entityId}/approve`)
      .set(director.auth)
      .send({})
      .expect(200);
    const { rows: afterDelist } = await t.db.query(
      `SELECT s.is_detached, s.leave_date IS NOT NULL AS has_leave_date, (SELECT count(*)::int FROM student_classes sc WHERE sc.student_id = s.id AND sc.to_date IS NULL) AS open
         FROM students s WHERE s.id = $1`,
      [child.id],
    );
    expect(afterDelist[0]).toEqual({ is_detached: true, has_leave_date: true, open: 0 });

    const { rows: foreign } = await t.db.query(
      `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
       VALUES ($1, 'Чуждо', 'Дете', 2, 'X1', 1, '2021-01-01') RETURNING id`,
      [director.kindergartenId],
    );
    await request(t.http)
      .post('/api/ParentRegistrations')
      .set(parent)
      .send({ kind: RequestKind.Delist, studentId: foreign[0].id })
      .expect(404);
  });

  it('rejects with a reason, e-mails the parent, and refuses a second decision', async () => {
    const director = await aSignedInMember(t, Role.Director);
    await register(registration(director.kindergartenId, 'rejected@test.bg')).expect(200);
    const { rows } = await t.db.query(`SELECT id FROM parent_registrations WHERE kindergarten_id = $1`, [
      director.kindergartenId,
    ]);
    const id = rows[0].id;
    const empty = await request(t.http)
      .post(`/api/ParentRegistrations/${id}/reject`)
      .set(director.auth)
      .send({ reason: ' ' })
      .expect(400);
    expect(empty.body.errors).toEqual({ reason: ['Посочете причината за отказа.'] });
    await request(t.http)
      .post(`/api/ParentRegistrations/${id}/reject`)
      .set(director.auth)
      .send({ reason: 'Няма свободни места.' })
      .expect(200);
    const { rows: stored } = await t.db.query(`SELECT status, reject_reason FROM parent_registrations WHERE id = $1`, [id]);
    expect(stored[0]).toEqual({ status: RequestStatus.Rejected, reject_reason: 'Няма свободни места.' });
    const told = await mail.next('rejected@test.bg');
    expect(told.subject).toBe('Заявката ви е отхвърлена — Асистент за детски градини');
    expect(told.text).toContain('Няма свободни места.');
    await request(t.http).post(`/api/ParentRegistrations/${id}/approve`).set(director.auth).send({ classId: 1 }).expect(409);
    const { rows: parents } = await t.db.query(`SELECT 1 FROM parents WHERE kindergarten_id = $1`, [director.kindergartenId]);
    expect(parents).toEqual([]);
  });

  it('answers 400 for a bad ЕГН, an unknown kindergarten, a bad id, query or approval; 409 for a second pending request', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const wrong = await register(registration(director.kindergartenId, 'bad@test.bg', childOf('2203010000'))).expect(400);
    expect(wrong.body.errors['child.identifier']).toEqual(['Невалидно ЕГН.']);
    const mismatch = { ...childOf(egn()), birthDate: '2020-01-01' };
    const dated = await register(registration(director.kindergartenId, 'bad@test.bg', mismatch)).expect(400);
    expect(dated.body.errors['child.birthDate']).toEqual(['Датата на раждане не съвпада с ЕГН.']);
    await register({ ...registration(director.kindergartenId, 'not-an-email'), phone: '' }).expect(400);
    await register(registration(2_000_000_000, 'nobody@test.bg')).expect(400);
    await request(t.http).get('/api/ParentRegistrations/public/kindergartens?settlementId=abc').expect(400);
    await request(t.http).get('/api/ParentRegistrations/abc').set(director.auth).expect(400);
    await request(t.http).get('/api/ParentRegistrations?status=7').set(director.auth).expect(400);

    const child = childOf(egn());
    await register(registration(director.kindergartenId, 'twice@test.bg', child)).expect(200);
    await register(registration(director.kindergartenId, 'twice@test.bg', child)).expect(409);
    const { rows } = await t.db.query(`SELECT id FROM parent_registrations WHERE kindergarten_id = $1`, [
      director.kindergartenId,
    ]);
    const noGroup = await request(t.http)
      .post(`/api/ParentRegistrations/${rows[0].id}/approve`)
      .set(director.auth)
      .send({})
      .expect(400);
    expect(noGroup.body.message).toBe('Изберете група, в която да бъде записано детето.');
  });

  it('refuses a child born in the future or too long ago on every path into the register, the approval included', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const groupId = await aGroup(t.db, director.kindergartenId, 'Пчелички');
    const day = aFutureDay();
    const unborn = { ...childOf(makeEgn(day, Gender.Female, 3)), birthDate: day.iso };
    const future = await register(registration(director.kindergartenId, 'future@test.bg', unborn)).expect(400);
    expect(future.body.errors['child.birthDate']).toEqual(['Датата на раждане не може да е в бъдещето.']);
    const grown = { ...childOf(makeEgn({ year: 2015, month: 3, day: 1 }, Gender.Female, 3)), birthDate: '2015-03-01' };
    const old = await register(registration(director.kindergartenId, 'old@test.bg', grown)).expect(400);
    expect(old.body.errors['child.birthDate']).toEqual([
      'Датата на раждане не е правдоподобна за дете в детска градина (до 8 години).',
    ]);

    // A signed-in parent's request is refused the same way.
    const parent = await aSignedInMember(t, Role.Parent, director.kindergartenId);
    const applied = await request(t.http)
      .post('/api/ParentRegistrations')
      .set(parent.auth)
      .send({ kind: RequestKind.Enroll, relation: ParentRelation.Mother, child: unborn })
      .expect(400);
    expect(applied.body.errors['child.birthDate']).toEqual(['Датата на раждане не може да е в бъдещето.']);

    // A request stored with such a date (before the rule, or changed since) does not reach the register on approval.
    await register(registration(director.kindergartenId, 'stored@test.bg')).expect(200);
    const { rows } = await t.db.query(
      `UPDATE parent_registrations SET child_birth_date = $3, child_identifier = $2
        WHERE kindergarten_id = $1 AND email = 'stored@test.bg' RETURNING id`,
      [director.kindergartenId, unborn.identifier, day.iso],
    );
    const approval = await request(t.http)
      .post(`/api/ParentRegistrations/${rows[0].id}/approve`)
      .set(director.auth)
      .send({ classId: groupId })
      .expect(400);
    expect(approval.body.errors['child.birthDate']).toEqual(['Датата на раждане не може да е в бъдещето.']);
    const { rows: children } = await t.db.query(`SELECT count(*)::int AS n FROM students WHERE kindergarten_id = $1`, [
      director.kindergartenId,
    ]);
    expect(children[0].n).toBe(0);
  });

  it('limits public registrations per address like sign-in (429)', async () => {
    const kindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
    for (let index = 0; index < 5; index += 1) {
      await register(registration(kindergartenId, `limit${index}@test.bg`)).expect(200);
    }
    const refused = await register(registration(kindergartenId, 'limit5@test.bg')).expect(429);
    expect(refused.body.message).toMatch(/Твърде много заявки/);
  });

  it('answers 401 without a token and 403 to roles without the permission', async () => {
    await request(t.http).get('/api/ParentRegistrations').expect(401);
    await request(t.http).post('/api/ParentRegistrations/1/approve').send({ classId: 1 }).expect(401);
    await request(t.http).post('/api/Mails/send-invitation').send({ userType: 2, id: 1 }).expect(401);
    const teacher = await aSignedInMember(t, Role.Teacher);
    await request(t.http).get('/api/ParentRegistrations').set(teacher.auth).expect(403);
    await request(t.http).post('/api/Mails/send-invitation').set(teacher.auth).send({ userType: 2, id: 1 }).expect(403);
    await request(t.http).post('/api/Mails/send-invitation').set(teacher.auth).send({ userType: 1, id: 1 }).expect(403);
    const parent = await aSignedInMember(t, Role.Parent);
    await request(t.http).post('/api/ParentRegistrations/1/approve').set(parent.auth).send({ classId: 1 }).expect(403);
    await request(t.http).post('/api/ParentRegistrations/1/reject').set(parent.auth).send({ reason: 'x' }).expect(403);
  });

  it('answers 404 for another kindergarten’s request and records', async () => {
    const owner = await aSignedInMember(t, Role.Director);
    const stranger = await aSignedInMember(t, Role.Director);
    await register(registration(owner.kindergartenId, 'foreign@test.bg')).expect(200);
    const { rows } = await t.db.query(`SELECT id FROM parent_registrations WHERE kindergarten_id = $1`, [owner.kindergartenId]);
    await request(t.http).get(`/api/ParentRegistrations/${rows[0].id}`).set(stranger.auth).expect(404);
    await request(t.http)
      .post(`/api/ParentRegistrations/${rows[0].id}/approve`)
      .set(stranger.auth)
      .send({ classId: 1 })
      .expect(404);
    await request(t.http)
      .post(`/api/ParentRegistrations/${rows[0].id}/reject`)
      .set(stranger.auth)
      .send({ reason: 'x' })
      .expect(404);
    const list = await request(t.http).get('/api/ParentRegistrations').set(stranger.auth).expect(200);
    expect(list.body.rowsCount).toBe(0);
    const { rows: parents } = await t.db.query(
      `INSERT INTO parents (kindergarten_id, first_name, last_name, email) VALUES ($1, 'Мила', 'Петрова', 'mila@test.bg') RETURNING id`,
      [owner.kindergartenId],
    );
    await request(t.http)
      .post('/api/Mails/send-invitation')
      .set(stranger.auth)
      .send({ userType: 2, id: parents[0].id })
      .expect(404);
  });

  it('sends the invitation of a parent and a staff member, links the account and shows the state', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const { rows: parents } = await t.db.query(
      `INSERT INTO parents (kindergarten_id, first_name, last_name, email) VALUES ($1, 'Дора', 'Ангелова', 'dora@test.bg') RETURNING id`,
      [director.kindergartenId],
    );
    const state = (userType: number, id: number) =>
      request(t.http).get(`/api/Mails/invitation-state?userType=${userType}&id=${id}`).set(director.auth).expect(200);
    expect((await state(2, parents[0].id)).body).toEqual({ state: 0, email: 'dora@test.bg' });
    const sent = await request(t.http)
      .post('/api/Mails/send-invitation')
      .set(director.auth)
      .send({ userType: 2, id: parents[0].id })
      .expect(200);
    expect(sent.body).toEqual({ state: 1, email: 'dora@test.bg', message: 'Поканата е изпратена.' });
    const { rows } = await t.db.query(
      `SELECT p.user_id = u.id AS linked, u.is_active, ku.role FROM parents p JOIN users u ON lower(u.email) = 'dora@test.bg'
         JOIN kindergarten_users ku ON ku.user_id = u.id AND ku.kindergarten_id = p.kindergarten_id WHERE p.id = $1`,
      [parents[0].id],
    );
    expect(rows).toEqual([{ linked: true, is_active: false, role: Role.Parent }]);
    expect((await mail.next('dora@test.bg')).text).toMatch(/\/account-activation\/2\//);
    expect((await state(2, parents[0].id)).body.state).toBe(1);

    const { rows: staff } = await t.db.query(
      `INSERT INTO teachers (kindergarten_id, first_name, last_name, email, occupation) VALUES ($1, 'Ели', 'Колева', 'eli@test.bg', 'Учител')
       RETURNING id`,
      [director.kindergartenId],
    );
    await request(t.http)
      .post('/api/Mails/send-invitation')
      .set(director.auth)
      .send({ userType: 1, id: staff[0].id })
      .expect(200);
    expect((await mail.next('eli@test.bg')).text).toMatch(/\/account-activation\/1\//);
    const { rows: linked } = await t.db.query(`SELECT user_id IS NOT NULL AS linked FROM teachers WHERE id = $1`, [staff[0].id]);
    expect(linked[0].linked).toBe(true);

    const { rows: noEmail } = await t.db.query(
      `INSERT INTO parents (kindergarten_id, first_name, last_name) VALUES ($1, 'Без', 'Имейл') RETURNING id`,
      [director.kindergartenId],
    );
    const refused = await request(t.http)
      .post('/api/Mails/send-invitation')
      .set(director.auth)
      .send({ userType: 2, id: noEmail[0].id })
      .expect(400);
    expect(refused.body.message).toMatch(/няма имейл/);
    await request(t.http).post('/api/Mails/send-invitation').set(director.auth).send({ userType: 3, id: 1 }).expect(400);
    await request(t.http).post('/api/Mails/send-invitation').set(director.auth).send({ userType: 2, id: 999999 }).expect(404);
  });
});
