import { GroupAgeType, Role } from '@kg/contracts';
import type pg from 'pg';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aSignedInMember, aUser, PLOVDIV, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

async function aTeacher(db: pg.Pool, kindergartenId: number, values: { firstName?: string; userId?: number } = {}) {
  const { rows } = await db.query(
    `INSERT INTO teachers (kindergarten_id, user_id, first_name, last_name, occupation)
     VALUES ($1, $2, $3, 'Петрова', 'Учител') RETURNING id`,
    [kindergartenId, values.userId ?? null, values.firstName ?? 'Елена'],
  );
  return rows[0].id as number;
}

async function aGroup(
  db: pg.Pool,
  kindergartenId: number,
  periodId: number,
  values: { name: string; ageType?: number; substitution?: boolean },
) {
  const { rows } = await db.query(
    `INSERT INTO classes (kindergarten_id, period_id, name, age_type, is_for_substitution) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [kindergartenId, periodId, values.name, values.ageType ?? GroupAgeType.Kindergarten, values.substitution ?? false],
  );
  return rows[0].id as number;
}

async function aChildIn(db: pg.Pool, kindergartenId: number, classId: number) {
  const identifier = String(Math.floor(Math.random() * 1e10)).padStart(10, '0');
  const { rows } = await db.query(
    `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
     VALUES ($1, 'Иван', 'Иванов', 2, $2, 1, '2021-03-04') RETURNING id`,
    [kindergartenId, identifier],
  );
  await db.query(
    `INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date) VALUES ($1, $2, $3, '2026-09-15')`,
    [kindergartenId, rows[0].id, classId],
  );
}

const periodOf = async (db: pg.Pool, kindergartenId: number): Promise<number> =>
  (await db.query(`SELECT id FROM kindergarten_periods WHERE kindergarten_id = $1 AND is_active`, [kindergartenId])).rows[0].id;

describe('/api/Classes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates a group with its teachers in the selected school year, edits it and deletes it', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const elena = await aTeacher(t.db, director.kindergartenId, { firstName: 'Елена' });
    const boris = await aTeacher(t.db, director.kindergartenId, { firstName: 'Борис' });
    const created = await request(t.http)
      .post('/api/Classes')
      .set(director.auth)
      .send({ name: 'Слънчице', ageType: GroupAgeType.KindergartenPGGroups, attendanceMode: 3, teacherIds: [elena, boris] })
      .expect(200);
    const id = created.body.entityId;
    const period = await periodOf(t.db, director.kindergartenId);
    const { rows } = await t.db.query(
      `SELECT kindergarten_id, period_id, name, age_type, is_for_substitution, attendance_mode,
              (SELECT array_agg(teacher_id ORDER BY teacher_id) FROM class_teachers WHERE class_id = c.id) AS teachers
         FROM classes c WHERE id = $1`,
      [id],
    );
    expect(rows).toEqual([
      {
        kindergarten_id: director.kindergartenId,
        period_id: period,
        name: 'Слънчице',
        age_type: 8,
        is_for_substitution: false,
        attendance_mode: 3,
        teachers: [elena, boris].sort((a, b) => a - b),
      },
    ]);

    const details = await request(t.http).get(`/api/Classes/${id}`).set(director.auth).expect(200);
    expect(details.body).toMatchObject({ id, name: 'Слънчице', ageType: 8, periodId: period, attendanceMode: 3 });
    expect(details.body.teachers.map((teacher: { name: string }) => teacher.name)).toEqual(['Борис Петрова', 'Елена Петрова']);

    await request(t.http)
      .post('/api/Classes')
      .set(director.auth)
      .send({ id, name: 'Звездичка', ageType: GroupAgeType.Nursery, isForSubstitution: true, teacherIds: [boris] })
      .expect(200);
    const edited = await t.db.query(
      `SELECT name, age_type, is_for_substitution, (SELECT array_agg(teacher_id) FROM class_teachers WHERE class_id = c.id) AS teachers
         FROM classes c WHERE id = $1`,
      [id],
    );
    expect(edited.rows).toEqual([{ name: 'Звездичка', age_type: 1, is_for_substitution: true, teachers: [boris] }]);

    await request(t.http).delete(`/api/classes/${id}`).set(director.auth).expect(204);
    expect((await t.db.query('SELECT 1 FROM classes WHERE id = $1', [id])).rowCount).toBe(0);
    expect((await t.db.query('SELECT 1 FROM class_teachers WHERE class_id = $1', [id])).rowCount).toBe(0);
    expect((await t.db.query('SELECT 1 FROM teachers WHERE id = ANY($1)', [[elena, boris]])).rowCount).toBe(2);
  });

  it('lists regular groups before substitution groups, each by name in Bulgarian collation', async () => {
    const teacher = await aSignedInMember(t, Role.Teacher);
    const period = await periodOf(t.db, teacher.kindergartenId);
    const previous = await aSchoolYear(t.db, teacher.kindergartenId, { fromYear: 2025, active: false });
    await aGroup(t.db, teacher.kindergartenId, period, { name: 'Щурче' });
    await aGroup(t.db, teacher.kindergartenId, period, { name: 'Ариадна', substitution: true });
    await aGroup(t.db, teacher.kindergartenId, period, { name: 'Буратино', ageType: GroupAgeType.Nursery });
    await aGroup(t.db, teacher.kindergartenId, period, { name: 'Ягодка', ageType: GroupAgeType.Nursery });
    await aGroup(t.db, teacher.kindergartenId, previous, { name: 'Миналогодишна' });

    const list = await request(t.http).get('/api/Classes').set(teacher.auth).expect(200);
    expect(list.body.map((group: { name: string }) => group.name)).toEqual(['Буратино', 'Щурче', 'Ягодка', 'Ариадна']);
    expect(list.body[0]).toMatchObject({ isForSubstitution: false, kindergartenId: teacher.kindergartenId, classType: 1 });

    const overview = await request(t.http).get('/api/Classes/overview-models').set(teacher.auth).expect(200);
    expect(overview.body.rowsCount).toBe(4);
    expect(overview.body.result.map((group: { name: string }) => group.name)).toEqual(['Буратино', 'Щурче', 'Ягодка', 'Ариадна']);
    const nurseries = await request(t.http).get('/api/Classes/overview-models?ageType=1&name=УРА').set(teacher.auth).expect(200);
    expect(nurseries.body.result.map((group: { name: string }) => group.name)).toEqual(['Буратино']);
    const substitution = await request(t.http)
      .get('/api/Classes/overview-models?isForSubstitution=true')
      .set(teacher.auth)
      .expect(200);
    expect(substitution.body.result.map((group: { name: string }) => group.name)).toEqual(['Ариадна']);
    const older = await request(t.http).get(`/api/Classes/overview-models?periodId=${previous}`).set(teacher.auth).expect(200);
    expect(older.body.result.map((group: { name: string }) => group.name)).toEqual(['Миналогодишна']);

    const ageGroups = await request(t.http).get('/api/Classes/age-groups').set(teacher.auth).expect(200);
    expect(ageGroups.body).toEqual([
      { ageType: 1, name: 'Яслена група', classesCount: 2 },
      { ageType: 2, name: 'Градинска група', classesCount: 2 },
      { ageType: 4, name: 'Първа група', classesCount: 0 },
      { ageType: 8, name: 'Подготвителни групи (ПГ)', classesCount: 0 },
    ]);

    const grouped = await request(t.http).get('/api/Classes/grouped').set(teacher.auth).expect(200);
    expect(grouped.body).toHaveLength(1);
    expect(
      grouped.body[0].classTypes.map((type: { classType: number; classes: { name: string }[] }) => [
        type.classType,
        type.classes.map((group) => group.name),
      ]),
    ).toEqual([
      [1, ['Буратино', 'Ягодка']],
      [2, ['Щурче', 'Ариадна']],
    ]);
  });

  it('lists groups across the kindergartens MON and a municipality read, and only the selected one for a member', async () => {
    const sofia = await aKindergarten(t.db, { name: 'ДГ „Аз-Буки“' });
    await aGroup(t.db, sofia, await aSchoolYear(t.db, sofia), { name: 'Теменужка' });
    const mon = await aUser(t.db, { role: Role.MON });
    const monToken = await signIn(t, mon.email);
    const all = await request(t.http)
      .get(`/api/Classes/by-kindergarten?kindergartenId=${sofia}`)
      .set('Authorization', `Bearer ${monToken}`)
      .expect(200);
    expect(all.body).toEqual([
      expect.objectContaining({ name: 'Теменужка', kindergartenId: sofia, kindergartenName: 'ДГ „Аз-Буки“' }),
    ]);

    const member = await aSignedInMember(t, Role.Director);
    await aGroup(t.db, member.kindergartenId, await periodOf(t.db, member.kindergartenId), { name: 'Своя' });
    const own = await request(t.http).get('/api/Classes/by-kindergarten').set(member.auth).expect(200);
    expect(own.body.map((group: { name: string }) => group.name)).toEqual(['Своя']);
    const foreign = await request(t.http)
      .get(`/api/Classes/by-kindergarten?kindergartenId=${sofia}`)
      .set(member.auth)
      .expect(200);
    expect(foreign.body).toEqual([]);

    const plovdiv = await aKindergarten(t.db, { name: 'ДГ „Тракия“', settlementId: PLOVDIV });
    await aGroup(t.db, plovdiv, await aSchoolYear(t.db, plovdiv), { name: 'Марица' });
    const { rows } = await t.db.query('SELECT municipality_id FROM settlements WHERE id = $1', [PLOVDIV]);
    const municipality = await aUser(t.db, { role: Role.Municipality, municipalityId: rows[0].municipality_id });
    const municipal = await request(t.http)
      .get('/api/Classes/grouped')
      .set('Authorization', `Bearer ${await signIn(t, municipality.email)}`)
      .expect(200);
    const names = municipal.body.map((kindergarten: { kindergartenName: string }) => kindergarten.kindergartenName);
    expect(names).toContain('ДГ „Тракия“');
    expect(names).not.toContain('ДГ „Аз-Буки“');
  });

  it('refuses to delete a group with children, keeping the group and the placements', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const id = await aGroup(t.db, director.kindergartenId, await periodOf(t.db, director.kindergartenId), { name: 'Пълна' });
    await aChildIn(t.db, director.kindergartenId, id);
    const response = await request(t.http).delete(`/api/classes/${id}`).set(director.auth).expect(409);
    expect(response.body.message).toBe('Групата не може да бъде изтрита, защото в нея има записани деца. Брой деца: 1.');
    expect((await t.db.query('SELECT 1 FROM classes WHERE id = $1', [id])).rowCount).toBe(1);
    expect((await t.db.query('SELECT 1 FROM student_classes WHERE class_id = $1', [id])).rowCount).toBe(1);
  });

  it('refuses a second group of the same name in the school year, whatever the case', async () => {
    const director = await aSignedInMember(t, Role.Director);
    await request(t.http).post('/api/Classes').set(director.auth).send({ name: 'Пчелица', ageType: 2 }).expect(200);
    const response = await request(t.http)
      .post('/api/Classes')
      .set(director.auth)
      .send({ name: 'ПЧЕЛИЦА', ageType: 2 })
      .expect(400);
    expect(response.body.errors).toEqual({ name: ['Група с това име вече съществува в учебната година.'] });
    expect((await t.db.query('SELECT 1 FROM classes WHERE kindergarten_id = $1', [director.kindergartenId])).rowCount).toBe(1);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/Classes').expect(401);
    await request(t.http).get('/api/Classes/overview-models').expect(401);
    await request(t.http).get('/api/Classes/by-kindergarten').expect(401);
    await request(t.http).post('/api/Classes').send({ name: 'x', ageType: 2 }).expect(401);
    await request(t.http).delete('/api/classes/1').expect(401);
  });

  it('answers 403 to a teacher writing, and to a parent or the master reading', async () => {
    const teacher = await aSignedInMember(t, Role.Teacher);
    const id = await aGroup(t.db, teacher.kindergartenId, await periodOf(t.db, teacher.kindergartenId), { name: 'Моя' });
    await request(t.http).post('/api/Classes').set(teacher.auth).send({ name: 'x', ageType: 2 }).expect(403);
    await request(t.http).post('/api/Classes').set(teacher.auth).send({ id, name: 'x', ageType: 2 }).expect(403);
    await request(t.http).delete(`/api/classes/${id}`).set(teacher.auth).expect(403);
    const parent = await aSignedInMember(t, Role.Parent);
    await request(t.http).get('/api/Classes').set(parent.auth).expect(403);
    await request(t.http).get('/api/Classes/by-kindergarten').set(parent.auth).expect(403);
    await request(t.http).get('/api/Classes/grouped').set(parent.auth).expect(403);
    const master = await aUser(t.db, { role: Role.Master });
    await request(t.http)
      .get('/api/Classes/by-kindergarten')
      .set('Authorization', `Bearer ${await signIn(t, master.email)}`)
      .expect(403);
    expect((await t.db.query('SELECT name FROM classes WHERE id = $1', [id])).rows).toEqual([{ name: 'Моя' }]);
  });

  it('answers 404 for another kindergarten’s group, and 400 for its staff or school year', async () => {
    const owner = await aSignedInMember(t, Role.Director);
    const stranger = await aSignedInMember(t, Role.Director);
    const ownerPeriod = await periodOf(t.db, owner.kindergartenId);
    const id = await aGroup(t.db, owner.kindergartenId, ownerPeriod, { name: 'Чужда' });
    const ownerTeacher = await aTeacher(t.db, owner.kindergartenId);
    await request(t.http).get(`/api/Classes/${id}`).set(stranger.auth).expect(404);
    await request(t.http).post('/api/Classes').set(stranger.auth).send({ id, name: 'x', ageType: 2 }).expect(404);
    await request(t.http).delete(`/api/classes/${id}`).set(stranger.auth).expect(404);
    const list = await request(t.http).get(`/api/Classes/overview-models?periodId=${ownerPeriod}`).set(stranger.auth).expect(200);
    expect(list.body.rowsCount).toBe(0);
    const staff = await request(t.http)
      .post('/api/Classes')
      .set(stranger.auth)
      .send({ name: 'Нова', ageType: 2, teacherIds: [ownerTeacher] })
      .expect(400);
    expect(staff.body.errors).toEqual({ teacherIds: ['Избраните служители не са от детската градина.'] });
    const year = await request(t.http)
      .post('/api/Classes')
      .set(stranger.auth)
      .send({ name: 'Нова', ageType: 2, periodId: ownerPeriod })
      .expect(400);
    expect(year.body.errors).toEqual({ periodId: ['Учебната година не е намерена в детската градина.'] });
    expect((await t.db.query('SELECT name FROM classes WHERE id = $1', [id])).rows).toEqual([{ name: 'Чужда' }]);
    expect((await t.db.query('SELECT 1 FROM classes WHERE kindergarten_id = $1', [stranger.kindergartenId])).rowCount).toBe(0);
  });

  it('answers 400 with Bulgarian field messages for a bad body, id or query', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const response = await request(t.http)
      .post('/api/Classes')
      .set(director.auth)
      .send({ name: '', ageType: 3, attendanceMode: 9 })
      .expect(400);
    expect(Object.keys(response.body.errors).sort()).toEqual(['ageType', 'attendanceMode', 'name']);
    expect(response.body.errors.name).toEqual(['Полето е задължително.']);
    await request(t.http).get('/api/Classes/abc').set(director.auth).expect(400);
    await request(t.http).delete('/api/classes/0').set(director.auth).expect(400);
    await request(t.http).get('/api/Classes/overview-models?orderByColumn=password').set(director.auth).expect(400);
    await request(t.http).get('/api/Classes/overview-models?ageType=3').set(director.auth).expect(400);
    await request(t.http).get('/api/Classes/by-kindergarten?kindergartenId=x').set(director.auth).expect(400);
  });

  it('shows a teacher with the default grant (R) every group of the kindergarten, not only the ones they teach', async () => {
    const teacher = await aSignedInMember(t, Role.Teacher);
    const period = await periodOf(t.db, teacher.kindergartenId);
    const own = await aGroup(t.db, teacher.kindergartenId, period, { name: 'Своя група' });
    await aGroup(t.db, teacher.kindergartenId, period, { name: 'Друга група' });
    const staff = await aTeacher(t.db, teacher.kindergartenId, { userId: teacher.user.id });
    await t.db.query('INSERT INTO class_teachers (kindergarten_id, class_id, teacher_id) VALUES ($1, $2, $3)', [
      teacher.kindergartenId,
      own,
      staff,
    ]);
    const all = await request(t.http).get('/api/Classes').set(teacher.auth).expect(200);
    expect(all.body.map((group: { name: string }) => group.name)).toEqual(['Друга група', 'Своя група']);
  });

  it('refuses to delete a group another record refers to, with a Bulgarian message, and keeps it', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const id = await aGroup(t.db, director.kindergartenId, await periodOf(t.db, director.kindergartenId), { name: 'С връзки' });
    // Stands for a later area's table (a menu, a schedule) that refers to groups.
    await t.db.query('CREATE TABLE IF NOT EXISTS test_class_references (class_id integer NOT NULL REFERENCES classes(id))');
    await t.db.query('INSERT INTO test_class_references (class_id) VALUES ($1)', [id]);
    const response = await request(t.http).delete(`/api/classes/${id}`).set(director.auth).expect(409);
    expect(response.body.message).toBe('Групата не може да бъде изтрита, защото е свързана с други записи.');
    expect((await t.db.query('SELECT 1 FROM classes WHERE id = $1', [id])).rowCount).toBe(1);
  });
  describe('GET /api/classes/{classId}/subjects', () => {
    it('answers the kindergarten’s educational directions in its order for one of its groups', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const id = await aGroup(t.db, director.kindergartenId, await periodOf(t.db, director.kindergartenId), {
        name: 'Звездички',
      });
      const defaults = await request(t.http).get(`/api/classes/${id}/subjects`).set(director.auth).expect(200);
      expect(defaults.body.map((subject: { name: string }) => subject.name)).toEqual([
        'Български език и литература',
        'Математика',
        'Околен свят',
        'Изобразително изкуство',
        'Музика',
        'Конструиране и технологии',
        'Физическа култура',
      ]);
      await t.db.query(
        `INSERT INTO kindergarten_subjects (kindergarten_id, subject_id, position) VALUES ($1, 8, 1), ($1, 2, 2)`,
        [director.kindergartenId],
      );
      const chosen = await request(t.http).get(`/api/classes/${id}/subjects`).set(director.auth).expect(200);
      expect(chosen.body).toEqual([
        { id: 8, name: 'Чужд език', position: 1 },
        { id: 2, name: 'Математика', position: 2 },
      ]);
    });

    it('answers 401, 403, 404 and 400', async () => {
      const director = await aSignedInMember(t, Role.Director);
      const parent = await aSignedInMember(t, Role.Parent, director.kindergartenId);
      const other = await aSignedInMember(t, Role.Director);
      const id = await aGroup(t.db, director.kindergartenId, await periodOf(t.db, director.kindergartenId), { name: 'Пчелички' });
      await request(t.http).get(`/api/classes/${id}/subjects`).expect(401);
      await request(t.http).get(`/api/classes/${id}/subjects`).set(parent.auth).expect(403);
      await request(t.http).get(`/api/classes/${id}/subjects`).set(other.auth).expect(404);
      const bad = await request(t.http).get('/api/classes/abc/subjects').set(director.auth).expect(400);
      expect(bad.body.errors.classId).toBeDefined();
    });
  });
});
