import { AccountState, Role } from '@kg/contracts';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { aSignedInMember, aUser } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

const member = (values: Record<string, unknown> = {}) => ({
  firstName: 'Мария',
  middleName: 'Петрова',
  lastName: 'Георгиева',
  email: 'maria.georgieva@example.bg',
  phone: '+359 888 123 456',
  occupation: 'Учител',
  birthDate: '1985-04-12',
  ...values,
});

describe('/api/Teachers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const save = (auth: Record<string, string>, body: Record<string, unknown>) =>
    request(t.http).post('/api/Teachers/save').set(auth).send(body);
  const rowOf = async (id: number) =>
    (
      await t.db.query(
        `SELECT kindergarten_id, first_name, middle_name, last_name, email, phone, occupation, is_pedagogical, is_director,
                to_char(birth_date, 'YYYY-MM-DD') AS birth_date
           FROM teachers WHERE id = $1`,
        [id],
      )
    ).rows[0];

  it('creates a staff member deriving the kind from the occupation, edits them and reads them back', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const created = await save(director.auth, member()).expect(200);
    expect(created.body).toEqual({ isSuccessful: true, entityId: expect.any(Number) });
    const id = created.body.entityId;
    expect(await rowOf(id)).toEqual({
      kindergarten_id: director.kindergartenId,
      first_name: 'Мария',
      middle_name: 'Петрова',
      last_name: 'Георгиева',
      email: 'maria.georgieva@example.bg',
      phone: '+359 888 123 456',
      occupation: 'Учител',
      is_pedagogical: true,
      is_director: false,
      birth_date: '1985-04-12',
    });

    const cook = await save(director.auth, member({ firstName: 'Гергана', occupation: 'Готвач', email: '' })).expect(200);
    expect(await rowOf(cook.body.entityId)).toMatchObject({ occupation: 'Готвач', is_pedagogical: false, email: null });
    const head = await save(director.auth, member({ firstName: 'Донка', occupation: 'Директор' })).expect(200);
    expect(await rowOf(head.body.entityId)).toMatchObject({ is_pedagogical: true, is_director: true });

    // The derived kind is only a default: an explicit choice is kept.
    await save(
      director.auth,
      member({ id, occupation: 'Логопед', isPedagogical: false, middleName: null, birthDate: null }),
    ).expect(200);
    expect(await rowOf(id)).toMatchObject({ occupation: 'Логопед', is_pedagogical: false, middle_name: null, birth_date: null });

    const details = await request(t.http).get(`/api/Teachers/${id}/${director.kindergartenId}`).set(director.auth).expect(200);
    expect(details.body).toEqual({
      id,
      kindergartenId: director.kindergartenId,
      firstName: 'Мария',
      middleName: null,
      lastName: 'Георгиева',
      fullName: 'Мария Георгиева',
      email: 'maria.georgieva@example.bg',
      phone: '+359 888 123 456',
      occupation: 'Логопед',
      isPedagogical: false,
      isDirector: false,
      hasAccount: false,
      accountState: AccountState.None,
      birthDate: null,
    });
  });

  it('lists, filters and sorts the staff by name in Bulgarian collation, and lists them by kind', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const ids: Record<string, number> = {};
    for (const [firstName, occupation] of [
      ['Яна', 'Учител'],
      ['Чавдар', 'Огняр'],
      ['Ангел', 'Директор'],
      ['Борислава', 'Старши учител'],
      ['Ёлка', 'Готвач'],
    ]) {
      ids[firstName] = (await save(director.auth, member({ firstName, occupation })).expect(200)).body.entityId;
    }
    const other = await aSignedInMember(t, Role.Director);
    await save(other.auth, member({ firstName: 'Вяра' })).expect(200);

    const list = (query = '') => request(t.http).get(`/api/Teachers/overview-models?${query}`).set(director.auth).expect(200);
    const names = (body: { result: { firstName: string }[] }) => body.result.map((row) => row.firstName);

    const all = await list();
    expect(all.body.rowsCount).toBe(5);
    expect(names(all.body)).toEqual(['Ангел', 'Борислава', 'Ёлка', 'Чавдар', 'Яна']);
    expect(names((await list('pageSize=2&pageNumber=2')).body)).toEqual(['Ёлка', 'Чавдар']);
    expect(names((await list('orderByColumn=name&orderByDescending=true')).body)).toEqual([
      'Яна',
      'Чавдар',
      'Ёлка',
      'Борислава',
      'Ангел',
    ]);
    expect(names((await list('orderByColumn=occupation')).body)).toEqual(['Ёлка', 'Ангел', 'Чавдар', 'Борислава', 'Яна']);
    const pedagogical = await list('isPedagogical=true');
    expect(pedagogical.body.rowsCount).toBe(3);
    expect(names(pedagogical.body)).toEqual(['Ангел', 'Борислава', 'Яна']);
    expect(names((await list('isPedagogical=false')).body)).toEqual(['Ёлка', 'Чавдар']);
    expect(names((await list('isDirector=true')).body)).toEqual(['Ангел']);
    expect(names((await list(`occupation=${encodeURIComponent('Огняр')}`)).body)).toEqual(['Чавдар']);
    expect(names((await list(`nameSearchTerm=${encodeURIComponent('СЛАВ')}`)).body)).toEqual(['Борислава']);

    const get = async (path: string) => (await request(t.http).get(path).set(director.auth).expect(200)).body;
    expect(await get('/api/Teachers/by-kind?pedagogical=false')).toEqual([
      { id: ids['Ёлка'], name: 'Ёлка Петрова Георгиева', occupation: 'Готвач' },
      { id: ids['Чавдар'], name: 'Чавдар Петрова Георгиева', occupation: 'Огняр' },
    ]);
    expect((await get('/api/Teachers/by-kind?pedagogical=true')).map((row: { id: number }) => row.id)).toEqual([
      ids['Ангел'],
      ids['Борислава'],
      ids['Яна'],
    ]);
    expect((await get('/api/Teachers/teachers-pedagogues')).map((row: { id: number }) => row.id)).toEqual([
      ids['Борислава'],
      ids['Яна'],
    ]);
    expect(await get('/api/Teachers/directors')).toEqual([
      { id: ids['Ангел'], name: 'Ангел Петрова Георгиева', occupation: 'Директор' },
    ]);
    const occupations = await get('/api/Teachers/occupations');
    expect(occupations).toHaveLength(16);
    expect(occupations[0]).toEqual({ name: 'Директор', isPedagogical: true });
    expect(occupations.at(-1)).toEqual({ name: 'Друг', isPedagogical: false });
  });

  it('shows the account state of each staff member in the overview: none, invited, active', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const kg = director.kindergartenId;
    // An invitation leaves the account inactive until the person activates it with a password.
    const invited = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kg], active: false });
    const active = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kg] });
    const { rows } = await t.db.query(
      `INSERT INTO teachers (kindergarten_id, user_id, first_name, last_name, occupation)
       VALUES ($1, NULL, 'Анна', 'Колева', 'Учител'), ($1, $2, 'Бистра', 'Колева', 'Учител'), ($1, $3, 'Вела', 'Колева', 'Учител')
       RETURNING id`,
      [kg, invited.id, active.id],
    );
    const [none, pending, activated] = rows.map((row: { id: number }) => row.id);

    const list = await request(t.http).get('/api/Teachers/overview-models?orderByColumn=name').set(director.auth).expect(200);
    expect(list.body.result).toMatchObject([
      { id: none, hasAccount: false, accountState: AccountState.None },
      { id: pending, hasAccount: true, accountState: AccountState.Invited },
      { id: activated, hasAccount: true, accountState: AccountState.Active },
    ]);

    await t.db.query(`UPDATE users SET is_active = true WHERE id = $1`, [invited.id]);
    const after = await request(t.http).get('/api/Teachers/overview-models?orderByColumn=name').set(director.auth).expect(200);
    expect(after.body.result.map((row: { accountState: AccountState }) => row.accountState)).toEqual([
      AccountState.None,
      AccountState.Active,
      AccountState.Active,
    ]);
  });

  it('exports the filtered staff to Excel with Bulgarian headers', async () => {
    const director = await aSignedInMember(t, Role.Director);
    await save(director.auth, member({ firstName: 'Яна' })).expect(200);
    await save(director.auth, member({ firstName: 'Анна', occupation: 'Готвач', phone: '' })).expect(200);
    const response = await request(t.http)
      .get('/api/Teachers/export?isPedagogical=false')
      .set(director.auth)
      .responseType('blob')
      .expect(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain('attachment');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as ArrayBuffer);
    const sheet = workbook.getWorksheet('Персонал')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Име',
      'Длъжност',
      'Педагогически персонал',
      'Директор',
      'Имейл',
      'Телефон',
      'Дата на раждане',
      'Профил в системата',
    ]);
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['Анна Петрова Георгиева', 'Готвач']);
  });

  it('answers 401 without a token', async () => {
    for (const path of [
      'overview-models',
      'occupations',
      'by-kind?pedagogical=true',
      'teachers-pedagogues',
      'directors',
      'export',
      '1/1',
    ]) {
      await request(t.http).get(`/api/Teachers/${path}`).expect(401);
    }
    await request(t.http).post('/api/Teachers/save').send(member()).expect(401);
  });

  it('lets a teacher read but not write, and refuses a parent everything', async () => {
    const teacher = await aSignedInMember(t, Role.Teacher);
    const director = await aSignedInMember(t, Role.Director, teacher.kindergartenId);
    const id = (await save(director.auth, member()).expect(200)).body.entityId;
    await request(t.http).get('/api/Teachers/overview-models').set(teacher.auth).expect(200);
    await request(t.http).get(`/api/Teachers/${id}/${teacher.kindergartenId}`).set(teacher.auth).expect(200);
    const refused = await save(teacher.auth, member({ id, firstName: 'Друга' })).expect(403);
    expect(refused.body.message).toEqual(expect.any(String));
    await save(teacher.auth, member()).expect(403);
    expect(await rowOf(id)).toMatchObject({ first_name: 'Мария' });

    const parent = await aSignedInMember(t, Role.Parent, teacher.kindergartenId);
    for (const path of [
      'overview-models',
      'occupations',
      'by-kind?pedagogical=true',
      'teachers-pedagogues',
      'directors',
      'export',
      `${id}/${teacher.kindergartenId}`,
    ]) {
      await request(t.http).get(`/api/Teachers/${path}`).set(parent.auth).expect(403);
    }
    await save(parent.auth, member()).expect(403);
  });

  it("answers 404 for another kindergarten's staff member, by either id, and never edits them", async () => {
    const owner = await aSignedInMember(t, Role.Director);
    const stranger = await aSignedInMember(t, Role.Director);
    const id = (await save(owner.auth, member()).expect(200)).body.entityId;
    await request(t.http).get(`/api/Teachers/${id}/${owner.kindergartenId}`).set(stranger.auth).expect(404);
    const notFound = await request(t.http).get(`/api/Teachers/${id}/${stranger.kindergartenId}`).set(stranger.auth).expect(404);
    expect(notFound.body.message).toBe('Служителят не е намерен.');
    await save(stranger.auth, member({ id, firstName: 'Чужда' })).expect(404);
    expect(await rowOf(id)).toMatchObject({ first_name: 'Мария', kindergarten_id: owner.kindergartenId });
    const list = await request(t.http).get('/api/Teachers/overview-models').set(stranger.auth).expect(200);
    expect(list.body).toEqual({ result: [], rowsCount: 0 });
  });

  it('refuses bad bodies, params and queries with Bulgarian messages', async () => {
    const director = await aSignedInMember(t, Role.Director);
    const bad = await save(
      director.auth,
      member({ firstName: ' ', email: 'не-имейл', phone: 'abc', occupation: 'Астронавт' }),
    ).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'firstName', 'occupation', 'phone']);
    expect(bad.body.errors.occupation).toEqual(['Изберете длъжност от списъка.']);
    expect(bad.body.errors.phone).toEqual(['Моля, въведете валиден телефонен номер.']);
    const future = await save(director.auth, member({ birthDate: '2999-01-01' })).expect(400);
    expect(future.body.errors).toEqual({ birthDate: ['Датата на раждане не може да е в бъдещето.'] });
    expect(
      (await t.db.query('SELECT count(*)::int AS n FROM teachers WHERE kindergarten_id = $1', [director.kindergartenId])).rows[0]
        .n,
    ).toBe(0);

    await request(t.http).get('/api/Teachers/abc/1').set(director.auth).expect(400);
    await request(t.http).get('/api/Teachers/by-kind').set(director.auth).expect(400);
    await request(t.http).get('/api/Teachers/overview-models?orderByColumn=email').set(director.auth).expect(400);
    await request(t.http).get('/api/Teachers/overview-models?isDirector=maybe').set(director.auth).expect(400);
    await request(t.http)
      .get(`/api/Teachers/export?occupation=${encodeURIComponent('Пилот')}`)
      .set(director.auth)
      .expect(400);
  });
});
