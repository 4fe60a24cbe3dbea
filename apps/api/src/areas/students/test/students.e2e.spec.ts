import { Gender, GroupAgeType, IdentifierType, makeEgn, ParentRelation, Role } from '@kg/contracts';
import type pg from 'pg';
import request from 'supertest';
import { aFutureDay, aSchoolYear, aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

const egn = (year: number, month: number, day: number, gender: Gender, serial = 1) =>
  makeEgn({ year, month, day }, gender, serial);

/** Full years on today's date in Sofia. */
function fullYears(birth: string): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sofia' }).format(new Date());
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

async function periodOf(db: pg.Pool, kindergartenId: number): Promise<number> {
  const { rows } = await db.query(`SELECT id FROM kindergarten_periods WHERE kindergarten_id = $1 AND is_active`, [
    kindergartenId,
  ]);
  return rows[0].id;
}

async function aGroup(db: pg.Pool, kindergartenId: number, periodId: number, name: string): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO classes (kindergarten_id, period_id, name, age_type) VALUES ($1, $2, $3, $4) RETURNING id`,
    [kindergartenId, periodId, name, GroupAgeType.Kindergarten],
  );
  return rows[0].id;
}

const child = (values: Record<string, unknown> = {}) => ({
  firstName: 'Калоян',
  middleName: 'Петров',
  lastName: 'Иванов',
  identifierType: IdentifierType.EGN,
  identifier: egn(2021, 3, 4, Gender.Male),
  gender: Gender.Male,
  birthDate: '2021-03-04',
  address: 'ул. „Шипка“ № 5',
  hasSpecialNeeds: false,
  ...values,
});

describe('/api/Students', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates a child in a group, moves it keeping the history, lists, filters and detaches it', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const period = await periodOf(t.db, director.kindergartenId);
    const first = await aGroup(t.db, director.kindergartenId, period, 'Пчелица');
    const second = await aGroup(t.db, director.kindergartenId, period, 'Звездица');

    const created = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send(child({ classId: first, classFromDate: '2026-09-15' }))
      .expect(200);
    const id = created.body.entityId;
    const { rows: saved } = await t.db.query(
      `SELECT kindergarten_id, first_name, identifier, birth_date::text, gender FROM students WHERE id = $1`,
      [id],
    );
    expect(saved).toEqual([
      {
        kindergarten_id: director.kindergartenId,
        first_name: 'Калоян',
        identifier: egn(2021, 3, 4, Gender.Male),
        birth_date: '2021-03-04',
        gender: 1,
      },
    ]);

    await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send(child({ id, hasSpecialNeeds: true, classId: second, classFromDate: '2026-10-01' }))
      .expect(200);
    const { rows: placements } = await t.db.query(
      `SELECT class_id, from_date::text, to_date::text FROM student_classes WHERE student_id = $1 ORDER BY from_date`,
      [id],
    );
    expect(placements).toEqual([
      { class_id: first, from_date: '2026-09-15', to_date: '2026-09-30' },
      { class_id: second, from_date: '2026-10-01', to_date: null },
    ]);

    const details = await request(t.http).get(`/api/Students/${id}`).set(director.auth).expect(200);
    expect(details.body).toMatchObject({
      id,
      fullName: 'Калоян Петров Иванов',
      identifierType: IdentifierType.EGN,
      classId: second,
      className: 'Звездица',
      hasSpecialNeeds: true,
      placements: [
        { classId: second, fromDate: '2026-10-01', toDate: null },
        { classId: first, fromDate: '2026-09-15', toDate: '2026-09-30' },
      ],
    });

    const other = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send(
        child({
          firstName: 'Ана',
          lastName: 'Колева',
          identifier: egn(2023, 6, 1, Gender.Female),
          gender: Gender.Female,
          birthDate: '2023-06-01',
          classId: first,
        }),
      )
      .expect(200);

    const list = (query: string) => request(t.http).get(`/api/Students/overview-models?${query}`).set(director.auth).expect(200);
    expect((await list('orderByColumn=name')).body).toMatchObject({
      rowsCount: 2,
      result: [
        { id: other.body.entityId, className: 'Пчелица' },
        { id, className: 'Звездица' },
      ],
    });
    expect((await list('nameSearchTerm=калоЯН')).body.result.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await list(`classId=${first}`)).body.result.map((row: { id: number }) => row.id)).toEqual([other.body.entityId]);
    expect((await list('hasSpecialNeeds=true')).body.rowsCount).toBe(1);
    expect((await list(`age=${fullYears('2021-03-04')}`)).body.result.map((row: { id: number }) => row.id)).toEqual([id]);
    expect((await list('hasSpecialNeeds=false')).body.result[0].id).toBe(other.body.entityId);

    const dropdown = await request(t.http).get(`/api/Students/dropdown?classId=${second}`).set(director.auth).expect(200);
    expect(dropdown.body).toEqual([{ id, name: 'Калоян Петров Иванов', classId: second }]);
    const grouped = await request(t.http).get('/api/Students/grouped').set(director.auth).expect(200);
    expect(grouped.body).toEqual([
      { classId: second, className: 'Звездица', students: [{ id, name: 'Калоян Петров Иванов' }] },
      { classId: first, className: 'Пчелица', students: [{ id: other.body.entityId, name: 'Ана Петров Колева' }] },
    ]);

    await request(t.http).post(`/api/Students/${id}/detach`).set(director.auth).send({ leaveDate: '2026-11-20' }).expect(200);
    const { rows: detached } = await t.db.query(
      `SELECT s.is_detached, s.leave_date::text, sc.to_date::text FROM students s JOIN student_classes sc ON sc.student_id = s.id AND sc.class_id = $2 WHERE s.id = $1`,
      [id, second],
    );
    expect(detached).toEqual([{ is_detached: true, leave_date: '2026-11-20', to_date: '2026-11-20' }]);
    expect((await list('')).body.rowsCount).toBe(1);
    expect((await list('isDetached=true')).body.result.map((row: { id: number }) => row.id)).toEqual([id]);
    const moveDetached = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send(child({ id, classId: first }))
      .expect(400);
    expect(moveDetached.body.errors).toEqual({ classId: ['Отписано дете не може да бъде записано в група.'] });

    const file = await request(t.http).get('/api/Students/export?isDetached=false').set(director.auth).expect(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain('attachment');
  });

  it('lets a parent read only their own children, and not export', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const mine = await request(t.http).post('/api/Students').set(director.auth).send(child()).expect(200);
    const theirs = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send(child({ firstName: 'Ива', identifier: egn(2021, 3, 4, Gender.Female, 7), gender: Gender.Female }))
      .expect(200);
    const user = await aUser(t.db, { role: Role.Parent, kindergartenIds: [director.kindergartenId] });
    const { rows } = await t.db.query(
      `INSERT INTO parents (kindergarten_id, user_id, first_name, last_name) VALUES ($1, $2, 'Мария', 'Иванова') RETURNING id`,
      [director.kindergartenId, user.id],
    );
    await t.db.query(`INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation) VALUES ($1, $2, $3, $4)`, [
      director.kindergartenId,
      mine.body.entityId,
      rows[0].id,
      ParentRelation.Mother,
    ]);
    const parent = { Authorization: `Bearer ${await signIn(t, user.email)}` };

    const list = await request(t.http).get('/api/Students/overview-models').set(parent).expect(200);
    expect(list.body).toMatchObject({ rowsCount: 1, result: [{ id: mine.body.entityId }] });
    const details = await request(t.http).get(`/api/Students/${mine.body.entityId}`).set(parent).expect(200);
    expect(details.body.parents).toEqual([
      { parentId: rows[0].id, fullName: 'Мария Иванова', relation: ParentRelation.Mother, email: null, phone: null },
    ]);
    await request(t.http).get(`/api/Students/${theirs.body.entityId}`).set(parent).expect(404);
    const dropdown = await request(t.http).get('/api/Students/dropdown').set(parent).expect(200);
    expect(dropdown.body).toEqual([]);
    const exported = await request(t.http).get('/api/Students/export').set(parent).expect(403);
    expect(exported.body.message).toBe('Експортът на децата е достъпен само за персонала.');
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/Students/overview-models').expect(401);
    await request(t.http).get('/api/Students/1').expect(401);
    await request(t.http).get('/api/Students/dropdown').expect(401);
    await request(t.http).get('/api/Students/grouped').expect(401);
    await request(t.http).get('/api/Students/export').expect(401);
    await request(t.http).post('/api/Students').send(child()).expect(401);
    await request(t.http).post('/api/Students/1/detach').send({ leaveDate: '2026-11-20' }).expect(401);
  });

  it('answers 403 to roles without the permission', async () => {
    const parent = await aSignedInMember(t, Role.Parent);
    await request(t.http).post('/api/Students').set(parent.auth).send(child()).expect(403);
    await request(t.http).post('/api/Students/1/detach').set(parent.auth).send({ leaveDate: '2026-11-20' }).expect(403);
    const teacher = await aSignedInMember(t, Role.Teacher);
    await request(t.http).post('/api/Students').set(teacher.auth).send(child()).expect(403);
    const mon = await aUser(t.db, { role: Role.MON });
    const monAuth = { Authorization: `Bearer ${await signIn(t, mon.email)}` };
    await request(t.http).get('/api/Students/overview-models').set(monAuth).expect(403);
    const manciple = await aSignedInMember(t, Role.Manciple);
    await request(t.http).get('/api/Students/export').set(manciple.auth).expect(403);
    await request(t.http).get('/api/Students/overview-models').set(manciple.auth).expect(403);
  });

  it('lets a teacher edit the children of the groups she teaches, and no others; creating stays the office’s', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const period = await periodOf(t.db, director.kindergartenId);
    const own = await aGroup(t.db, director.kindergartenId, period, 'Калинки');
    const other = await aGroup(t.db, director.kindergartenId, period, 'Мечета');
    const teacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
    const {
      rows: [staff],
    } = await t.db.query(
      `INSERT INTO teachers (kindergarten_id, user_id, first_name, last_name, occupation) VALUES ($1, $2, 'Мария', 'Иванова', 'Учител') RETURNING id`,
      [director.kindergartenId, teacher.user.id],
    );
    await t.db.query(`INSERT INTO class_teachers (kindergarten_id, class_id, teacher_id) VALUES ($1, $2, $3)`, [
      director.kindergartenId,
      own,
      staff.id,
    ]);
    const mine = child({
      identifier: egn(2021, 5, 6, Gender.Female, 7),
      gender: Gender.Female,
      birthDate: '2021-05-06',
      classId: own,
    });
    const theirs = child({ identifier: egn(2021, 5, 6, Gender.Male, 8), birthDate: '2021-05-06', classId: other });
    const { body: a } = await request(t.http).post('/api/Students').set(director.auth).send(mine).expect(200);
    const { body: b } = await request(t.http).post('/api/Students').set(director.auth).send(theirs).expect(200);

    await request(t.http)
      .post('/api/Students')
      .set(teacher.auth)
      .send({ ...mine, id: a.entityId, address: 'ул. „Вишеград“ № 3' })
      .expect(200);
    const { rows } = await t.db.query(`SELECT address FROM students WHERE id = $1`, [a.entityId]);
    expect(rows[0].address).toBe('ул. „Вишеград“ № 3');
    await request(t.http)
      .post('/api/Students')
      .set(teacher.auth)
      .send({ ...theirs, id: b.entityId, address: 'x' })
      .expect(403);
    await request(t.http)
      .post('/api/Students')
      .set(teacher.auth)
      .send(child({ identifier: egn(2021, 3, 4, Gender.Male, 9) }))
      .expect(403);
  });

  it('answers 404 for another kindergarten’s child or group', async () => {
    const owner = await aSignedInMember(t, Role.Director);
    const stranger = await aSignedInMember(t, Role.Director);
    const ownerGroup = await aGroup(t.db, owner.kindergartenId, await periodOf(t.db, owner.kindergartenId), 'Слънце');
    const { body } = await request(t.http).post('/api/Students').set(owner.auth).send(child()).expect(200);
    await request(t.http).get(`/api/Students/${body.entityId}`).set(stranger.auth).expect(404);
    await request(t.http)
      .post('/api/Students')
      .set(stranger.auth)
      .send(child({ id: body.entityId }))
      .expect(404);
    await request(t.http)
      .post(`/api/Students/${body.entityId}/detach`)
      .set(stranger.auth)
      .send({ leaveDate: '2026-11-20' })
      .expect(404);
    const list = await request(t.http).get('/api/Students/overview-models').set(stranger.auth).expect(200);
    expect(list.body.rowsCount).toBe(0);
    // Moving a child into a group of another kindergarten is refused, and nothing is written.
    const placed = await request(t.http)
      .post('/api/Students')
      .set(stranger.auth)
      .send(child({ classId: ownerGroup }))
      .expect(404);
    expect(placed.body.message).toBe('Групата не е намерена.');
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM students WHERE kindergarten_id = $1`, [
      stranger.kindergartenId,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses a child born in the future or too long ago for a kindergarten; an old record keeps its own date', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const unborn = aFutureDay();
    const future = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send(child({ identifier: egn(unborn.year, unborn.month, unborn.day, Gender.Male), birthDate: unborn.iso }))
      .expect(400);
    expect(future.body.errors).toEqual({ birthDate: ['Датата на раждане не може да е в бъдещето.'] });
    const old = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send(child({ identifier: egn(2015, 3, 1, Gender.Male), birthDate: '2015-03-01' }))
      .expect(400);
    expect(old.body.errors).toEqual({
      birthDate: ['Датата на раждане не е правдоподобна за дете в детска градина (до 8 години).'],
    });
    // A record kept from years ago is edited with its own date; moving its date stays within the bound.
    const { rows } = await t.db.query(
      `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
       VALUES ($1, 'Калоян', 'Иванов', 0, $2, 1, '2015-03-01') RETURNING id`,
      [director.kindergartenId, egn(2015, 3, 1, Gender.Male, 9)],
    );
    const kept = child({ id: rows[0].id, identifier: egn(2015, 3, 1, Gender.Male, 9), birthDate: '2015-03-01', address: 'ново' });
    await request(t.http).post('/api/Students').set(director.auth).send(kept).expect(200);
    const moved = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send({ ...kept, identifier: egn(2015, 3, 2, Gender.Male, 9), birthDate: '2015-03-02' })
      .expect(400);
    expect(moved.body.errors).toEqual({
      birthDate: ['Датата на раждане не е правдоподобна за дете в детска градина (до 8 години).'],
    });
    const edited = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send({ ...kept, identifier: egn(unborn.year, unborn.month, unborn.day, Gender.Male, 9), birthDate: unborn.iso })
      .expect(400);
    expect(edited.body.errors).toEqual({ birthDate: ['Датата на раждане не може да е в бъдещето.'] });
  });

  it('answers 400 with Bulgarian field messages and 409 for a duplicate ЕГН', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const badChecksum = egn(2021, 3, 4, Gender.Male).slice(0, 9) + ((Number(egn(2021, 3, 4, Gender.Male)[9]) + 1) % 10);
    const bad = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send(child({ identifier: badChecksum }))
      .expect(400);
    expect(bad.body.errors).toEqual({ identifier: ['Невалидно ЕГН.'] });
    const mismatch = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send(child({ birthDate: '2021-03-05', gender: Gender.Female }))
      .expect(400);
    expect(mismatch.body.errors).toEqual({
      birthDate: ['Датата на раждане не съвпада с ЕГН.'],
      gender: ['Полът не съвпада с ЕГН.'],
    });
    const lnch = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send(child({ identifierType: IdentifierType.ForeignerID, identifier: '1234567890' }))
      .expect(400);
    expect(lnch.body.errors).toEqual({ identifier: ['Невалиден ЛНЧ.'] });
    const empty = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send(child({ firstName: '' }))
      .expect(400);
    expect(empty.body.errors).toEqual({ firstName: ['Полето е задължително.'] });
    await request(t.http).get('/api/Students/abc').set(director.auth).expect(400);
    await request(t.http).get('/api/Students/overview-models?orderByColumn=identifier').set(director.auth).expect(400);
    await request(t.http).get('/api/Students/overview-models?hasSpecialNeeds=maybe').set(director.auth).expect(400);
    await request(t.http).post('/api/Students/1/detach').set(director.auth).send({ leaveDate: '20.11.2026' }).expect(400);

    const lastYear = await aSchoolYear(t.db, director.kindergartenId, { fromYear: 2025, active: false });
    const oldGroup = await aGroup(t.db, director.kindergartenId, lastYear, 'Миналогодишна');
    const outside = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send(child({ classId: oldGroup }))
      .expect(400);
    expect(outside.body.errors).toEqual({ classId: ['Групата не е от избраната учебна година.'] });

    await request(t.http).post('/api/Students').set(director.auth).send(child()).expect(200);
    const duplicate = await request(t.http)
      .post('/api/Students')
      .set(director.auth)
      .send(child({ firstName: 'Друго' }))
      .expect(409);
    expect(duplicate.body.message).toBe('Дете с това ЕГН вече е записано в детската градина.');
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM students WHERE kindergarten_id = $1`, [
      director.kindergartenId,
    ]);
    expect(rows[0].n).toBe(1);
  });
});
