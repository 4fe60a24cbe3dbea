import { RealtimeEvent, Role } from '@kg/contracts';
import request from 'supertest';
import { connectToHub, listenOnLoopback, nextEvent, recorder } from '../../../platform/realtime/test/realtime-client.js';
import { aKindergarten, aSchoolYear, aSignedInMember, aUser, PLOVDIV, signIn, SOFIA } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

const newKindergarten = (values: Record<string, unknown> = {}) => ({
  type: 2,
  name: 'ДГ № 7 „Звездица“',
  address: 'ул. „Райна Княгиня“ 5',
  settlementId: PLOVDIV,
  institutionCode: null,
  phone: '032 123 456',
  email: 'dg7@example.bg',
  schoolYear: { fromDate: '2026-09-15', toDate: '2027-09-14' },
  ...values,
});

describe('the master’s kindergartens (kindergarten/*, Kindergarten/create-empty-kindergarten, CacheManagement)', () => {
  let t: TestApp;
  let master: { Authorization: string };

  beforeAll(async () => {
    // The invitation is read from the job queue: no worker may send (and delete) it first.
    t = await startTestApp({ jobsPollMs: 0 });
    const account = await aUser(t.db, { role: Role.Master });
    master = { Authorization: `Bearer ${await signIn(t, account.email)}` };
  });
  afterAll(() => t.close());

  const create = (body: object, auth: Record<string, string> = master) =>
    request(t.http).post('/api/Kindergarten/create-empty-kindergarten').set(auth).send(body);
  const record = (id: number) => request(t.http).get(`/api/kindergarten/kindergarten-data/?kindergartenId=${id}`).set(master);

  it('creates an empty kindergarten with its active first school year and invites its director', async () => {
    const created = await create(
      newKindergarten({ director: { email: 'director.dg7@example.bg', firstName: 'Росица', lastName: 'Петрова' } }),
    ).expect(200);
    const id = created.body.entityId;
    const { rows: kindergarten } = await t.db.query(
      `SELECT name, type, settlement_id, is_active, (SELECT count(*)::int FROM students s WHERE s.kindergarten_id = k.id) AS students
         FROM kindergartens k WHERE id = $1`,
      [id],
    );
    expect(kindergarten).toEqual([{ name: 'ДГ № 7 „Звездица“', type: 2, settlement_id: PLOVDIV, is_active: true, students: 0 }]);
    const { rows: years } = await t.db.query(
      `SELECT name, to_char(from_date, 'YYYY-MM-DD') AS from, is_active FROM kindergarten_periods WHERE kindergarten_id = $1`,
      [id],
    );
    expect(years).toEqual([{ name: '2026/2027', from: '2026-09-15', is_active: true }]);
    const { rows: director } = await t.db.query(
      `SELECT u.is_active, m.role FROM users u JOIN kindergarten_users m ON m.user_id = u.id
        WHERE u.email = 'director.dg7@example.bg' AND m.kindergarten_id = $1`,
      [id],
    );
    expect(director).toEqual([{ is_active: false, role: Role.Director }]);
    const { rows: mails } = await t.db.query(
      `SELECT payload->>'text' AS text FROM jobs WHERE payload->>'to' = 'director.dg7@example.bg'`,
    );
    expect(mails[0].text).toContain('/account-activation/1/');

    const data = await record(id).expect(200);
    expect(data.body).toMatchObject({
      id,
      town: 'гр. Пловдив',
      municipality: 'Пловдив',
      branches: [],
      motherKindergartenId: null,
    });
  });

  it('lists kindergartens with search by name, town or code and the type, municipality and active filters', async () => {
    const code = String(Date.now()).slice(-9);
    const { body } = await create(newKindergarten({ name: 'ДГ „Търсена“', institutionCode: code, settlementId: SOFIA })).expect(
      200,
    );
    const list = (query: string) =>
      request(t.http).get(`/api/kindergarten/institutions-overview?${query}`).set(master).expect(200);
    expect((await list(`search=${code}`)).body).toMatchObject({
      rowsCount: 1,
      result: [{ id: body.entityId, institutionCode: code }],
    });
    expect((await list(`search=${encodeURIComponent('Търсена')}&type=2&active=true`)).body.rowsCount).toBe(1);
    expect((await list(`search=${encodeURIComponent('Търсена')}&type=1`)).body.rowsCount).toBe(0);
    expect((await list(`search=${encodeURIComponent('Търсена')}&active=false`)).body.rowsCount).toBe(0);
    const { rows } = await t.db.query(`SELECT municipality_id FROM settlements WHERE id = $1`, [SOFIA]);
    const bySofia = await list(`municipalityId=${rows[0].municipality_id}&pageSize=500`);
    expect(bySofia.body.result.map((row: { id: number }) => row.id)).toContain(body.entityId);
    expect(bySofia.body.result.every((row: { town: string }) => row.town === 'гр. София')).toBe(true);
  });

  it('edits a kindergarten and makes it a branch; groups branches under their mother kindergarten', async () => {
    const mother = (await create(newKindergarten({ name: 'ДГ „Майка“' })).expect(200)).body.entityId;
    const branch = (await create(newKindergarten({ name: 'ДГ „Клон“' })).expect(200)).body.entityId;
    await request(t.http)
      .post('/api/kindergarten/update')
      .set(master)
      .send({
        ...newKindergarten({ name: 'ДГ „Клон“ — филиал', type: 1, settlementId: SOFIA }),
        id: branch,
        motherKindergartenId: mother,
        isActive: false,
        automaticExcuseWithMedicalNote: true,
      })
      .expect(200);
    const { rows } = await t.db.query(
      `SELECT name, type, settlement_id, mother_kindergarten_id, is_active, automatic_excuse_with_medical_note FROM kindergartens WHERE id = $1`,
      [branch],
    );
    expect(rows).toEqual([
      {
        name: 'ДГ „Клон“ — филиал',
        type: 1,
        settlement_id: SOFIA,
        mother_kindergarten_id: mother,
        is_active: false,
        automatic_excuse_with_medical_note: true,
      },
    ]);
    expect((await record(mother).expect(200)).body.branches).toEqual([
      { id: branch, name: 'ДГ „Клон“ — филиал', town: 'гр. София', institutionCode: null, isActive: false },
    ]);
    const grouped = await request(t.http)
      .get(`/api/kindergarten/group-institutions-overview?search=${encodeURIComponent('филиал')}`)
      .set(master)
      .expect(200);
    expect(grouped.body).toMatchObject({ rowsCount: 1, result: [{ id: mother, branches: [{ id: branch }] }] });
  });

  it('refuses a kindergarten as its own branch, a branch of a branch, a mother becoming a branch and a taken code', async () => {
    const mother = (await create(newKindergarten({ name: 'ДГ „Основна“' })).expect(200)).body.entityId;
    const branch = (await create(newKindergarten({ name: 'ДГ „Филиал“', motherKindergartenId: mother })).expect(200)).body
      .entityId;
    const other = (await create(newKindergarten({ name: 'ДГ „Друга“' })).expect(200)).body.entityId;
    const update = (id: number, values: Record<string, unknown>) =>
      request(t.http)
        .post('/api/kindergarten/update')
        .set(master)
        .send({ ...newKindergarten(values), id, isActive: true, automaticExcuseWithMedicalNote: false });
    expect((await update(mother, { motherKindergartenId: mother }).expect(400)).body.errors.motherKindergartenId).toEqual([
      'Детската градина не може да бъде филиал на самата себе си.',
    ]);
    await update(other, { motherKindergartenId: branch }).expect(400);
    expect((await update(mother, { motherKindergartenId: other }).expect(400)).body.message).toBe(
      'Детската градина има филиали и не може да стане филиал на друга.',
    );
    const code = String(Date.now() + 1).slice(-9);
    await update(other, { institutionCode: code }).expect(200);
    expect((await update(mother, { institutionCode: code }).expect(409)).body.message).toBe(
      'Друга детска градина вече е с този код по НЕИСПУО.',
    );
  });

  it('pushes userDataChanged to the user’s open tabs when the master invalidates their cached profile', async () => {
    const url = await listenOnLoopback(t.app);
    const director = await aSignedInMember(t, Role.Director);
    const other = await aSignedInMember(t, Role.Director);
    const socket = await connectToHub(url, { token: director.token });
    const otherSocket = await connectToHub(url, { token: other.token });
    try {
      const overheard = recorder(otherSocket, RealtimeEvent.UserDataChanged);
      const pushed = nextEvent(socket, RealtimeEvent.UserDataChanged);
      await request(t.http)
        .post(`/api/CacheManagement/user-profile-data-cache/invalidate/${director.user.id}`)
        .set(master)
        .expect(200, { isSuccessful: true, entityId: director.user.id });
      expect(await pushed).toEqual({});
      expect(overheard).toEqual([]);
    } finally {
      socket.close();
      otherSocket.close();
    }
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/kindergarten/institutions-overview').expect(401);
    await request(t.http).get('/api/kindergarten/group-institutions-overview').expect(401);
    await request(t.http).get('/api/kindergarten/kindergarten-data/?kindergartenId=1').expect(401);
    await request(t.http).post('/api/kindergarten/update').send({}).expect(401);
    await request(t.http).post('/api/Kindergarten/create-empty-kindergarten').send({}).expect(401);
    await request(t.http).post('/api/CacheManagement/user-profile-data-cache/invalidate/1').expect(401);
  });

  it('answers 403 to a director (resource 67 is the master’s only)', async () => {
    const director = await aSignedInMember(t, Role.Director);
    await request(t.http).get('/api/kindergarten/institutions-overview').set(director.auth).expect(403);
    await request(t.http).get('/api/kindergarten/group-institutions-overview').set(director.auth).expect(403);
    await request(t.http)
      .get(`/api/kindergarten/kindergarten-data/?kindergartenId=${director.kindergartenId}`)
      .set(director.auth)
      .expect(403);
    await request(t.http)
      .post('/api/kindergarten/update')
      .set(director.auth)
      .send({ ...newKindergarten(), id: director.kindergartenId, isActive: true, automaticExcuseWithMedicalNote: false })
      .expect(403);
    await create(newKindergarten(), director.auth).expect(403);
    await request(t.http)
      .post(`/api/CacheManagement/user-profile-data-cache/invalidate/${director.user.id}`)
      .set(director.auth)
      .expect(403);
  });

  it('answers 404 for an unknown kindergarten or user, and the reset of product activity is not offered', async () => {
    await record(999_999).expect(404);
    await request(t.http)
      .post('/api/kindergarten/update')
      .set(master)
      .send({ ...newKindergarten(), id: 999_999, isActive: true, automaticExcuseWithMedicalNote: false })
      .expect(404);
    await request(t.http).post('/api/CacheManagement/user-profile-data-cache/invalidate/999999').set(master).expect(404);
    await create(newKindergarten({ motherKindergartenId: 999_999 })).expect(400);
    await request(t.http).post('/api/Kindergarten/reset-product-activity?kindergartenId=1').set(master).expect(404);
  });

  it('answers 400 with Bulgarian field messages for a bad body, query or id', async () => {
    const bad = await create(
      newKindergarten({
        name: '',
        type: 3,
        institutionCode: 'АБВ',
        schoolYear: { fromDate: '2027-09-14', toDate: '2026-09-15' },
      }),
    ).expect(400);
    expect(bad.body.errors).toMatchObject({
      name: ['Полето е задължително.'],
      institutionCode: ['Кодът по НЕИСПУО се състои от цифри (до 10).'],
      'schoolYear.toDate': ['Началото на учебната година трябва да е преди края ѝ.'],
    });
    expect(bad.body.errors).toHaveProperty('type');
    expect((await create(newKindergarten({ settlementId: 1 })).expect(400)).body.errors).toEqual({
      settlementId: ['Населеното място не е намерено.'],
    });
    // The nomenclature's test settlement is no town for a kindergarten.
    expect((await create(newKindergarten({ settlementId: 90004 })).expect(400)).body.errors).toEqual({
      settlementId: ['Населеното място не е намерено.'],
    });
    await create(newKindergarten({ director: { email: 'не-е-имейл', firstName: 'А', lastName: 'Б' } })).expect(400);
    await request(t.http).get('/api/kindergarten/kindergarten-data/').set(master).expect(400);
    await request(t.http).get('/api/kindergarten/institutions-overview?orderByColumn=password').set(master).expect(400);
    await request(t.http).get('/api/kindergarten/institutions-overview?type=5').set(master).expect(400);
    await request(t.http).post('/api/CacheManagement/user-profile-data-cache/invalidate/abc').set(master).expect(400);
  });

  it('a factory-made kindergarten reads the same way (no school year needed for the record)', async () => {
    const id = await aKindergarten(t.db, { name: 'ДГ „Фабрична“' });
    await aSchoolYear(t.db, id);
    expect((await record(id).expect(200)).body).toMatchObject({ id, name: 'ДГ „Фабрична“', institutionCode: null });
  });
});
