import { AccountState, Gender, GroupAgeType, IdentifierType, ParentRelation, Role } from '@kg/contracts';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import request from 'supertest';
import { aSignedInMember, aUser } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

let serial = 0;
async function aChild(db: pg.Pool, kindergartenId: number, firstName: string, classId?: number): Promise<number> {
  serial += 1;
  const { rows } = await db.query(
    `INSERT INTO students (kindergarten_id, first_name, last_name, identifier_type, identifier, gender, birth_date)
     VALUES ($1, $2, 'Петров', $3, $4, $5, '2021-05-06') RETURNING id`,
    [kindergartenId, firstName, IdentifierType.IdentificationNumber, `T${serial}X${kindergartenId}`, Gender.Male],
  );
  if (classId) {
    await db.query(
      `INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date) VALUES ($1, $2, $3, '2026-09-15')`,
      [kindergartenId, rows[0].id, classId],
    );
  }
  return rows[0].id;
}

async function aGroup(db: pg.Pool, kindergartenId: number, name: string): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO classes (kindergarten_id, period_id, name, age_type)
     SELECT $1, id, $2, $3 FROM kindergarten_periods WHERE kindergarten_id = $1 AND is_active RETURNING id`,
    [kindergartenId, name, GroupAgeType.Kindergarten],
  );
  return rows[0].id;
}

const parent = (children: { studentId: number; relation: ParentRelation }[], values: Record<string, unknown> = {}) => ({
  firstName: 'Мария',
  middleName: 'Георгиева',
  lastName: 'Петрова',
  email: 'maria.petrova@example.bg',
  phone: '+359 888 123 456',
  students: children,
  ...values,
});

describe('/api/Parents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('creates a parent with children, edits, reads, lists with its children and filters', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const kg = director.kindergartenId;
    const bees = await aGroup(t.db, kg, 'Пчелица');
    const stars = await aGroup(t.db, kg, 'Звездица');
    const kaloyan = await aChild(t.db, kg, 'Калоян', bees);
    const elena = await aChild(t.db, kg, 'Елена', stars);

    const created = await request(t.http)
      .post('/api/Parents')
      .set(director.auth)
      .send(parent([{ studentId: kaloyan, relation: ParentRelation.Mother }]))
      .expect(200);
    const id = created.body.entityId;
    const { rows } = await t.db.query(`SELECT kindergarten_id, first_name, email, phone, user_id FROM parents WHERE id = $1`, [
      id,
    ]);
    expect(rows).toEqual([
      { kindergarten_id: kg, first_name: 'Мария', email: 'maria.petrova@example.bg', phone: '0888123456', user_id: null },
    ]);

    await request(t.http)
      .post('/api/Parents')
      .set(director.auth)
      .send(
        parent(
          [
            { studentId: kaloyan, relation: ParentRelation.Mother },
            { studentId: elena, relation: ParentRelation.Guardian },
          ],
          { id, lastName: 'Иванова' },
        ),
      )
      .expect(200);
    const links = await t.db.query(`SELECT student_id, relation FROM student_parents WHERE parent_id = $1 ORDER BY relation`, [
      id,
    ]);
    expect(links.rows).toEqual([
      { student_id: kaloyan, relation: ParentRelation.Mother },
      { student_id: elena, relation: ParentRelation.Guardian },
    ]);

    const second = await request(t.http)
      .post('/api/Parents')
      .set(director.auth)
      .send(parent([{ studentId: kaloyan, relation: ParentRelation.Father }], { firstName: 'Борис', email: null, phone: '' }))
      .expect(200);

    const details = await request(t.http).get(`/api/Parents/${id}`).set(director.auth).expect(200);
    expect(details.body).toMatchObject({
      fullName: 'Мария Георгиева Иванова',
      hasAccount: false,
      students: [
        { studentId: elena, name: 'Елена Петров', relation: ParentRelation.Guardian, classId: stars, className: 'Звездица' },
        { studentId: kaloyan, name: 'Калоян Петров', relation: ParentRelation.Mother, classId: bees, className: 'Пчелица' },
      ],
    });

    const list = await request(t.http).get('/api/Parents?orderByColumn=name').set(director.auth).expect(200);
    expect(list.body.rowsCount).toBe(2);
    expect(list.body.result.map((row: { fullName: string }) => row.fullName)).toEqual([
      'Борис Георгиева Петрова',
      'Мария Георгиева Иванова',
    ]);
    expect(list.body.result[0].students).toHaveLength(1);

    const byGroup = await request(t.http).get(`/api/Parents?classId=${stars}`).set(director.auth).expect(200);
    expect(byGroup.body.result.map((row: { id: number }) => row.id)).toEqual([id]);
    const byChild = await request(t.http).get('/api/Parents?childNameSearchTerm=калоян').set(director.auth).expect(200);
    expect(byChild.body.rowsCount).toBe(2);
    const byName = await request(t.http).get('/api/Parents?nameSearchTerm=борис').set(director.auth).expect(200);
    expect(byName.body.result.map((row: { id: number }) => row.id)).toEqual([second.body.entityId]);
    const withAccount = await request(t.http).get('/api/Parents?hasAccount=true').set(director.auth).expect(200);
    expect(withAccount.body.rowsCount).toBe(0);

    const file = await request(t.http)
      .get('/api/Parents/export')
      .set(director.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.body);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Родител', 'Имейл', 'Телефон', 'Деца (роля, група)', 'Профил']);
    expect(sheet.getRow(3).getCell(4).value).toBe('Елена Петров (Настойник, Звездица); Калоян Петров (Майка, Пчелица)');
  });

  it('lets a teacher read and refuses a teacher’s write (403)', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const teacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
    const child = await aChild(t.db, director.kindergartenId, 'Иво');
    await request(t.http).get('/api/Parents').set(teacher.auth).expect(200);
    await request(t.http)
      .post('/api/Parents')
      .set(teacher.auth)
      .send(parent([{ studentId: child, relation: ParentRelation.Mother }]))
      .expect(403);
  });

  it('never lets a parent list other parents (403)', async () => {
    const member = await aSignedInMember(t, Role.Parent);
    await request(t.http).get('/api/Parents').set(member.auth).expect(403);
    await request(t.http).get('/api/Parents/export').set(member.auth).expect(403);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/Parents').expect(401);
    await request(t.http).get('/api/Parents/1').expect(401);
    await request(t.http).post('/api/Parents').send({}).expect(401);
  });

  it('answers 404 for another kindergarten’s parent or child', async () => {
    const owner = await aSignedInMember(t, Role.Director);
    const stranger = await aSignedInMember(t, Role.Director);
    const child = await aChild(t.db, owner.kindergartenId, 'Дора');
    const ownChild = await aChild(t.db, stranger.kindergartenId, 'Ана');
    const { body } = await request(t.http)
      .post('/api/Parents')
      .set(owner.auth)
      .send(parent([{ studentId: child, relation: ParentRelation.Mother }]))
      .expect(200);
    await request(t.http).get(`/api/Parents/${body.entityId}`).set(stranger.auth).expect(404);
    await request(t.http)
      .post('/api/Parents')
      .set(stranger.auth)
      .send(parent([{ studentId: ownChild, relation: ParentRelation.Mother }], { id: body.entityId }))
      .expect(404);
    const foreignChild = await request(t.http)
      .post('/api/Parents')
      .set(stranger.auth)
      .send(parent([{ studentId: child, relation: ParentRelation.Mother }]))
      .expect(404);
    expect(foreignChild.body.message).toBe('Детето не е намерено.');
    const list = await request(t.http).get('/api/Parents').set(stranger.auth).expect(200);
    expect(list.body.rowsCount).toBe(0);
    const { rows } = await t.db.query(`SELECT count(*)::int AS count FROM parents WHERE kindergarten_id = $1`, [
      stranger.kindergartenId,
    ]);
    expect(rows[0].count).toBe(0);
  });

  it('answers 409 for an e-mail another parent of the kindergarten has, in any case', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const child = await aChild(t.db, director.kindergartenId, 'Рая');
    await request(t.http)
      .post('/api/Parents')
      .set(director.auth)
      .send(parent([{ studentId: child, relation: ParentRelation.Mother }]))
      .expect(200);
    const response = await request(t.http)
      .post('/api/Parents')
      .set(director.auth)
      .send(parent([{ studentId: child, relation: ParentRelation.Guardian }], { email: 'Maria.Petrova@EXAMPLE.bg' }))
      .expect(409);
    expect(response.body.message).toBe('Родител с този имейл вече е записан в детската градина.');
  });

  it('answers 400 for a bad body, id or query and for a second mother', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const child = await aChild(t.db, director.kindergartenId, 'Мира');
    const bad = await request(t.http)
      .post('/api/Parents')
      .set(director.auth)
      .send(parent([], { firstName: '', email: 'не-е-имейл' }))
      .expect(400);
    expect(bad.body.errors).toMatchObject({ firstName: ['Полето е задължително.'], students: ['Изберете поне едно дете.'] });
    expect(bad.body.errors.email).toHaveLength(1);
    await request(t.http).get('/api/Parents/abc').set(director.auth).expect(400);
    await request(t.http).get('/api/Parents?orderByColumn=password').set(director.auth).expect(400);
    await request(t.http).get('/api/Parents?hasAccount=maybe').set(director.auth).expect(400);
    await request(t.http).get('/api/Parents?accountState=active').set(director.auth).expect(400);

    await request(t.http)
      .post('/api/Parents')
      .set(director.auth)
      .send(parent([{ studentId: child, relation: ParentRelation.Mother }]))
      .expect(200);
    const second = await request(t.http)
      .post('/api/Parents')
      .set(director.auth)
      .send(parent([{ studentId: child, relation: ParentRelation.Mother }], { email: 'other@example.bg' }))
      .expect(400);
    expect(second.body).toMatchObject({
      message: 'Детето вече има записана майка.',
      errors: { 'students.0.relation': ['Детето вече има записана майка.'] },
    });
    const { rows } = await t.db.query(`SELECT count(*)::int AS count FROM parents WHERE kindergarten_id = $1`, [
      director.kindergartenId,
    ]);
    expect(rows[0].count).toBe(1);
  });

  it('shows the account state of each parent in the list: none, invited, active', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const kg = director.kindergartenId;
    const child = await aChild(t.db, kg, 'Лора');
    // An invitation leaves the account inactive until the parent activates it with a password.
    const invited = await aUser(t.db, { role: Role.Parent, kindergartenIds: [kg], active: false });
    const active = await aUser(t.db, { role: Role.Parent, kindergartenIds: [kg] });
    const { rows } = await t.db.query(
      `INSERT INTO parents (kindergarten_id, user_id, first_name, last_name)
       VALUES ($1, NULL, 'Анна', 'Колева'), ($1, $2, 'Бистра', 'Колева'), ($1, $3, 'Вела', 'Колева') RETURNING id`,
      [kg, invited.id, active.id],
    );
    await t.db.query(
      `INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation)
       SELECT $1, $2, unnest($3::int[]), 3`,
      [kg, child, rows.map((row: { id: number }) => row.id)],
    );
    const [none, pending, activated] = rows.map((row: { id: number }) => row.id);

    const list = await request(t.http).get('/api/Parents?orderByColumn=name').set(director.auth).expect(200);
    expect(list.body.result).toMatchObject([
      { id: none, hasAccount: false, accountState: AccountState.None, students: [{ studentId: child }] },
      { id: pending, hasAccount: true, accountState: AccountState.Invited, students: [{ studentId: child }] },
      { id: activated, hasAccount: true, accountState: AccountState.Active, students: [{ studentId: child }] },
    ]);
    const withAccount = await request(t.http).get('/api/Parents?hasAccount=true').set(director.auth).expect(200);
    expect(withAccount.body.result.map((row: { accountState: AccountState }) => row.accountState)).toEqual([
      AccountState.Invited,
      AccountState.Active,
    ]);

    const invitedOnly = await request(t.http)
      .get(`/api/Parents?accountState=${AccountState.Invited}`)
      .set(director.auth)
      .expect(200);
    expect(invitedOnly.body.result.map((row: { id: number }) => row.id)).toEqual([pending]);
    await request(t.http).get('/api/Parents?accountState=7').set(director.auth).expect(400);

    // Activation (a password set, the account switched on) shows at the next read of the list.
    await t.db.query(`UPDATE users SET is_active = true WHERE id = $1`, [invited.id]);
    const after = await request(t.http).get('/api/Parents?hasAccount=true').set(director.auth).expect(200);
    expect(after.body.result.map((row: { accountState: AccountState }) => row.accountState)).toEqual([
      AccountState.Active,
      AccountState.Active,
    ]);
  });
});
