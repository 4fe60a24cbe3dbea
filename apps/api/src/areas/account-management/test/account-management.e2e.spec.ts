import { makeEgn, Role, UserType } from '@kg/contracts';
import request from 'supertest';
import { aKindergarten, aSchoolYear, aSignedInMember, aUser, signIn, TEST_PASSWORD } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { startMailCatcher } from '../../../../test/smtp.js';

const API = '/api/AccountManagement';

describe('/api/AccountManagement (the master administrator’s account tools)', () => {
  let t: TestApp;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let master: { Authorization: string };
  let kindergartenId: number;
  let municipality: { id: number; name: string };

  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await startTestApp({ smtpUrl: mail.url, publicUrl: 'https://app.example.bg' });
    const account = await aUser(t.db, { role: Role.Master });
    master = { Authorization: `Bearer ${await signIn(t, account.email)}` };
    kindergartenId = await aKindergarten(t.db, { name: 'ДГ № 7 „Звънче“' });
    await aSchoolYear(t.db, kindergartenId);
    const { rows } = await t.db.query(`SELECT id, name FROM municipalities ORDER BY id LIMIT 1`);
    municipality = rows[0];
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const post = (path: string, body: object = {}) => request(t.http).post(`${API}/${path}`).set(master).send(body);
  const get = (path: string) => request(t.http).get(`${API}/${path}`).set(master);

  async function aStaffRecord(
    values: { kindergarten?: number; userId?: number | null; email?: string; director?: boolean } = {},
  ) {
    const { rows } = await t.db.query(
      `INSERT INTO teachers (kindergarten_id, user_id, first_name, last_name, email, occupation, is_director)
       VALUES ($1, $2, 'Анна', 'Петрова', $3, 'Учител', $4) RETURNING id`,
      [values.kindergarten ?? kindergartenId, values.userId ?? null, values.email ?? null, values.director ?? false],
    );
    return rows[0].id as number;
  }
  async function aParentRecord(values: { kindergarten?: number; userId?: number | null; email?: string } = {}) {
    const { rows } = await t.db.query(
      `INSERT INTO parents (kindergarten_id, user_id, first_name, last_name, email) VALUES ($1, $2, 'Иван', 'Георгиев', $3) RETURNING id`,
      [values.kindergarten ?? kindergartenId, values.userId ?? null, values.email ?? null],
    );
    return rows[0].id as number;
  }
  const sessionWorks = (token: string) => request(t.http).get('/api/identity/user-data').set('Authorization', `Bearer ${token}`);

  const writes = [
    'reset-password',
    'invite-mon-account',
    'invite-municipality-account',
    'edit-municipality-account',
    'detach-account',
    'update-account-info',
    'update-parent-email',
    'attach-parent-to-account',
    'detach-account-from-parent/1',
    'update-staff-email',
    'attach-staff-to-account',
    'detach-account-from-staff/1',
    'update-staff-info',
  ];
  const reads = [
    'account-info?searchTerm=abc@test.bg',
    'mon-accounts-info',
    'municipality-accounts-info',
    'account-records?kind=staff&searchTerm=Ан',
  ];

  it('answers 401 to every call without a token', async () => {
    for (const path of reads) await request(t.http).get(`${API}/${path}`).expect(401);
    for (const path of writes) await request(t.http).post(`${API}/${path}`).send({}).expect(401);
  });

  it('answers 403 to a director and to a kindergarten administrator (only the master has Потребителски акаунти)', async () => {
    for (const role of [Role.Director, Role.Administrator]) {
      const member = await aSignedInMember(t, role);
      for (const path of reads) await request(t.http).get(`${API}/${path}`).set(member.auth).expect(403);
      for (const path of writes) await request(t.http).post(`${API}/${path}`).set(member.auth).send({}).expect(403);
    }
  });

  it('answers 400 with Bulgarian field messages for bad queries, bodies and ids', async () => {
    expect((await get('account-info?searchTerm=a').expect(400)).body.errors).toHaveProperty('searchTerm');
    await get('mon-accounts-info?orderByColumn=password').expect(400);
    await get('account-records?kind=child&searchTerm=Ан').expect(400);
    const invite = await post('invite-mon-account', { firstName: '', lastName: 'Иванов', email: 'не-имейл' }).expect(400);
    expect(invite.body.errors.firstName).toEqual(['Полето е задължително.']);
    expect(invite.body.errors).toHaveProperty('email');
    const municipal = await post('invite-municipality-account', { firstName: 'А', lastName: 'Б', email: 'a@test.bg' }).expect(
      400,
    );
    expect(municipal.body.errors).toHaveProperty('municipalityId');
    const info = await post('update-account-info', {
      id: 1,
      firstName: 'А',
      lastName: 'Б',
      identificationNumber: '1234567890',
      phone: 'abc',
    }).expect(400);
    expect(info.body.errors).toEqual({
      identificationNumber: ['Моля, въведете валидно ЕГН или ЛНЧ.'],
      phone: ['Моля, въведете валиден телефонен номер.'],
    });
    await post('detach-account-from-parent/abc').expect(400);
    await post('detach-account-from-staff/-1').expect(400);
    await post('attach-staff-to-account', { id: 1 }).expect(400);
    await post('reset-password', { userId: 'x' }).expect(400);
  });

  it('answers 404 for unknown accounts, records and memberships', async () => {
    const missing = 2_000_000_000;
    await post('reset-password', { userId: missing }).expect(404);
    await post('update-account-info', { id: missing, firstName: 'А', lastName: 'Б' }).expect(404);
    await post('edit-municipality-account', {
      id: missing,
      firstName: 'А',
      lastName: 'Б',
      municipalityId: municipality.id,
    }).expect(404);
    await post('detach-account', { userId: missing, kindergartenId }).expect(404);
    await post('update-parent-email', { id: missing, email: 'x@test.bg' }).expect(404);
    await post('update-staff-email', { id: missing, email: 'x@test.bg' }).expect(404);
    await post('attach-parent-to-account', { id: missing, userId: 1 }).expect(404);
    await post('attach-staff-to-account', { id: missing, userId: 1 }).expect(404);
    await post(`detach-account-from-parent/${missing}`).expect(404);
    await post(`detach-account-from-staff/${missing}`).expect(404);
    await post('update-staff-info', { id: missing, firstName: 'А', lastName: 'Б' }).expect(404);
    // A MON account is not a municipality account: editing it as one is 404.
    const mon = await aUser(t.db, { role: Role.MON });
    await post('edit-municipality-account', {
      id: mon.id,
      firstName: 'А',
      lastName: 'Б',
      municipalityId: municipality.id,
    }).expect(404);
    const staffId = await aStaffRecord();
    await post('attach-staff-to-account', { id: staffId, userId: missing }).expect(404);
  });

  it('finds an account by e-mail, phone or ЕГН with its memberships and linked staff and parent records', async () => {
    const egn = makeEgn({ year: 1990, month: 5, day: 17 }, 2, 123);
    const other = await aKindergarten(t.db, { name: 'ДГ № 2 „Ален мак“' });
    const account = await aUser(t.db, {
      role: Role.Teacher,
      kindergartenIds: [kindergartenId, other],
      email: 'Search.Me@test.bg',
      phone: '0888123456',
      identificationNumber: egn,
    });
    const staffId = await aStaffRecord({ userId: account.id });
    const parentId = await aParentRecord({ kindergarten: other, userId: account.id });

    const byEmail = await get('account-info?searchTerm=search.me@TEST.bg').expect(200);
    expect(byEmail.body.accounts).toHaveLength(1);
    expect(byEmail.body.accounts[0]).toMatchObject({
      id: account.id,
      email: 'Search.Me@test.bg',
      userType: UserType.Teacher,
      isActive: true,
      hasPassword: true,
      memberships: [
        { kindergartenId: other, kindergartenName: 'ДГ № 2 „Ален мак“', role: Role.Teacher, isActive: true },
        { kindergartenId, kindergartenName: 'ДГ № 7 „Звънче“', role: Role.Teacher, isActive: true },
      ],
      staff: [{ id: staffId, kindergartenId, fullName: 'Анна Петрова' }],
      parents: [{ id: parentId, kindergartenId: other, fullName: 'Иван Георгиев' }],
    });
    expect((await get('account-info?searchTerm=%2B359 888 123 456').expect(200)).body.accounts[0].id).toBe(account.id);
    expect((await get(`account-info?searchTerm=${egn}`).expect(200)).body.accounts[0].id).toBe(account.id);
    expect((await get('account-info?searchTerm=nobody@test.bg').expect(200)).body.accounts).toEqual([]);

    const records = await get(`account-records?kind=parent&searchTerm=${encodeURIComponent('Иван Георг')}`).expect(200);
    expect(records.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: parentId, userId: account.id })]));
  });

  it('reset-password e-mails the recovery link to an activated account and the activation link to one never activated', async () => {
    const active = await aUser(t.db, { role: Role.Parent, kindergartenIds: [kindergartenId], email: 'reset-me@test.bg' });
    const answer = await post('reset-password', { userId: active.id }).expect(200);
    expect(answer.body.message).toBe('Изпратихме писмо с връзка за смяна на паролата.');
    const recovery = await mail.next('reset-me@test.bg');
    expect(recovery.text).toMatch(new RegExp(`https://app\\.example\\.bg/password-recovery/${active.id}/[\\w-]+`));

    const invited = await aUser(t.db, {
      role: Role.Parent,
      kindergartenIds: [kindergartenId],
      email: 'never@test.bg',
      active: false,
    });
    await t.db.query(`UPDATE users SET password_hash = NULL WHERE id = $1`, [invited.id]);
    const again = await post('reset-password', { userId: invited.id }).expect(200);
    expect(again.body.message).toMatch(/още не е активиран/);
    const link = /\/account-activation\/2\/([\w-]+)/.exec((await mail.next('never@test.bg')).text);
    expect(link).not.toBeNull();
    await request(t.http)
      .post('/api/AccountManagement/activate-parent-account')
      .send({ token: link![1], password: 'Nova2026!', confirmPassword: 'Nova2026!' })
      .expect(200);
    await signIn(t, 'never@test.bg', 'Nova2026!');
  });

  it('invites a MON account: inactive until the e-mailed link sets its password; the address must be free', async () => {
    const created = await post('invite-mon-account', {
      firstName: 'Елена',
      lastName: 'Димова',
      email: 'Elena.Dimova@mon.bg',
      phone: '+359 2 9217 510',
    }).expect(200);
    const id = created.body.entityId;
    const { rows } = await t.db.query(
      `SELECT user_type, national_role, is_active, password_hash, phone, municipality_id FROM users WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({
      user_type: UserType.MON,
      national_role: Role.MON,
      is_active: false,
      password_hash: null,
      phone: '029217510',
      municipality_id: null,
    });
    const received = await mail.next('Elena.Dimova@mon.bg');
    expect(received.text).toMatch(/Министерството на образованието и науката/);
    const token = /\/account-activation\/3\/([\w-]+)/.exec(received.text)![1];
    await request(t.http)
      .post(`${API}/activate-national-account`)
      .send({ token, password: 'Mon2026!x', confirmPassword: 'Mon2026!x' })
      .expect(200);
    const monToken = await signIn(t, 'elena.dimova@mon.bg', 'Mon2026!x');
    await sessionWorks(monToken).expect(200);

    const duplicate = await post('invite-mon-account', { firstName: 'А', lastName: 'Б', email: 'ELENA.DIMOVA@mon.bg' }).expect(
      409,
    );
    expect(duplicate.body.message).toBe('Този имейл адрес вече се използва от друг профил.');
    const list = await get('mon-accounts-info?searchTerm=Димова').expect(200);
    expect(list.body).toMatchObject({
      rowsCount: 1,
      result: [{ id, fullName: 'Елена Димова', isActive: true, hasPassword: true }],
    });
  });

  it('invites, lists and edits municipality accounts with their municipality', async () => {
    const { rows: others } = await t.db.query(`SELECT id, name FROM municipalities WHERE id <> $1 ORDER BY id LIMIT 1`, [
      municipality.id,
    ]);
    const created = await post('invite-municipality-account', {
      firstName: 'Борис',
      lastName: 'Ангелов',
      email: 'angelov@obshtina.bg',
      municipalityId: municipality.id,
    }).expect(200);
    const id = created.body.entityId;
    expect((await mail.next('angelov@obshtina.bg')).text).toMatch(/\/account-activation\/4\/[\w-]+/);
    await post('invite-municipality-account', {
      firstName: 'Ана',
      lastName: 'Ангелова',
      email: 'ana@obshtina.bg',
      municipalityId: 999_999,
    }).expect(400);

    const list = await get('municipality-accounts-info?orderByColumn=name').expect(200);
    expect(list.body.result).toEqual([
      expect.objectContaining({ id, municipalityId: municipality.id, municipalityName: municipality.name, isActive: false }),
    ]);
    expect((await get('mon-accounts-info?searchTerm=Ангелов').expect(200)).body.rowsCount).toBe(0);

    await post('edit-municipality-account', {
      id,
      firstName: 'Борислав',
      middleName: 'Иванов',
      lastName: 'Ангелов',
      municipalityId: others[0].id,
    }).expect(200);
    const { rows } = await t.db.query(`SELECT first_name, middle_name, municipality_id FROM users WHERE id = $1`, [id]);
    expect(rows[0]).toEqual({ first_name: 'Борислав', middle_name: 'Иванов', municipality_id: others[0].id });
  });

  it('updates an account’s names, phone, ЕГН and e-mail; a new e-mail ends its sessions; taken values are refused', async () => {
    const account = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId], email: 'old@test.bg' });
    const token = await signIn(t, account.email);
    const egn = makeEgn({ year: 1985, month: 3, day: 2 }, 1, 45);
    await post('update-account-info', {
      id: account.id,
      firstName: 'Калина',
      middleName: '',
      lastName: 'Стоянова',
      phone: '+359 887 000 111',
      identificationNumber: egn,
    }).expect(200);
    await sessionWorks(token).expect(200);
    const { rows } = await t.db.query(
      `SELECT first_name, middle_name, last_name, phone, identification_number, email FROM users WHERE id = $1`,
      [account.id],
    );
    expect(rows[0]).toEqual({
      first_name: 'Калина',
      middle_name: null,
      last_name: 'Стоянова',
      phone: '0887000111',
      identification_number: egn,
      email: 'old@test.bg',
    });

    // The form sends the whole account: an omitted phone or ЕГН is cleared, an omitted e-mail is kept.
    await post('update-account-info', {
      id: account.id,
      firstName: 'Калина',
      lastName: 'Стоянова',
      identificationNumber: egn,
      email: 'new@test.bg',
    }).expect(200);
    await sessionWorks(token).expect(401);
    await signIn(t, 'new@test.bg');

    const other = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId] });
    const taken = await post('update-account-info', { id: other.id, firstName: 'А', lastName: 'Б', email: 'NEW@test.bg' }).expect(
      409,
    );
    expect(taken.body.message).toBe('Този имейл адрес вече се използва от друг профил.');
    await post('update-account-info', { id: other.id, firstName: 'А', lastName: 'Б', identificationNumber: egn }).expect(409);
  });

  it('attaches a staff record to an account (with a membership), corrects its e-mail and details, and detaches it keeping both', async () => {
    const kindergarten = await aKindergarten(t.db);
    const account = await aUser(t.db, { role: Role.Parent, kindergartenIds: [kindergartenId], email: 'staff-acc@test.bg' });
    const token = await signIn(t, account.email);
    const staffId = await aStaffRecord({ kindergarten, director: true, email: 'staff-acc@test.bg' });

    await post('attach-staff-to-account', { id: staffId, userId: account.id }).expect(200);
    const linked = await t.db.query(`SELECT user_id FROM teachers WHERE id = $1`, [staffId]);
    expect(linked.rows[0].user_id).toBe(account.id);
    const membership = await t.db.query(
      `SELECT role, is_active FROM kindergarten_users WHERE user_id = $1 AND kindergarten_id = $2`,
      [account.id, kindergarten],
    );
    expect(membership.rows).toEqual([{ role: Role.Director, is_active: true }]);

    const secondStaff = await aStaffRecord({ kindergarten });
    const refused = await post('attach-staff-to-account', { id: secondStaff, userId: account.id }).expect(409);
    expect(refused.body.message).toBe('Профилът вече е свързан с друг служител в тази детска градина.');
    const mon = await aUser(t.db, { role: Role.MON });
    await post('attach-staff-to-account', { id: secondStaff, userId: mon.id }).expect(409);

    await post('update-staff-email', { id: staffId, email: 'Staff.New@test.bg' }).expect(200);
    const emails = await t.db.query(
      `SELECT (SELECT email FROM teachers WHERE id = $1) AS staff, (SELECT email FROM users WHERE id = $2) AS account`,
      [staffId, account.id],
    );
    expect(emails.rows[0]).toEqual({ staff: 'Staff.New@test.bg', account: 'Staff.New@test.bg' });
    await sessionWorks(token).expect(401);

    await post('update-staff-info', {
      id: staffId,
      firstName: 'Ани',
      middleName: 'Н.',
      lastName: 'Петрова',
      phone: '0899 111 222',
    }).expect(200);
    const info = await t.db.query(`SELECT first_name, middle_name, phone FROM teachers WHERE id = $1`, [staffId]);
    expect(info.rows[0]).toEqual({ first_name: 'Ани', middle_name: 'Н.', phone: '0899111222' });

    await post(`detach-account-from-staff/${staffId}`).expect(200);
    const after = await t.db.query(
      `SELECT (SELECT user_id FROM teachers WHERE id = $1) AS linked, (SELECT count(*)::int FROM users WHERE id = $2) AS accounts`,
      [staffId, account.id],
    );
    expect(after.rows[0]).toEqual({ linked: null, accounts: 1 });
    await post(`detach-account-from-staff/${staffId}`).expect(409);
  });

  it('attaches a parent record, refuses a record linked elsewhere, updates the e-mail uniquely per kindergarten, and detaches', async () => {
    const account = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId] });
    const elsewhere = await aUser(t.db, { role: Role.Parent, kindergartenIds: [kindergartenId] });
    const parentId = await aParentRecord({ email: 'p1@test.bg' });
    const linkedParent = await aParentRecord({ userId: elsewhere.id });

    await post('attach-parent-to-account', { id: parentId, userId: account.id }).expect(200);
    const membership = await t.db.query(`SELECT role FROM kindergarten_users WHERE user_id = $1 AND kindergarten_id = $2`, [
      account.id,
      kindergartenId,
    ]);
    expect(membership.rows).toEqual([{ role: Role.Teacher }]);
    const refused = await post('attach-parent-to-account', { id: linkedParent, userId: account.id }).expect(409);
    expect(refused.body.message).toBe('Родителят вече е свързан с друг профил. Първо премахнете връзката.');

    await aParentRecord({ email: 'taken@test.bg' });
    await post('update-parent-email', { id: parentId, email: 'TAKEN@test.bg' }).expect(409);
    await post('update-parent-email', { id: parentId, email: 'parent.new@test.bg' }).expect(200);
    const { rows } = await t.db.query(`SELECT email FROM users WHERE id = $1`, [account.id]);
    expect(rows[0].email).toBe('parent.new@test.bg');

    await post(`detach-account-from-parent/${parentId}`).expect(200);
    const after = await t.db.query(`SELECT user_id, email FROM parents WHERE id = $1`, [parentId]);
    expect(after.rows[0]).toEqual({ user_id: null, email: 'parent.new@test.bg' });
  });

  it('detach-account ends a membership and unlinks the records of that kindergarten, deleting nothing', async () => {
    const second = await aKindergarten(t.db);
    const account = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId, second] });
    const staffId = await aStaffRecord({ userId: account.id });
    const otherStaff = await aStaffRecord({ kindergarten: second, userId: account.id });
    const token = await signIn(t, account.email, TEST_PASSWORD);

    await post('detach-account', { userId: account.id, kindergartenId }).expect(200);
    const { rows } = await t.db.query(
      `SELECT (SELECT array_agg(kindergarten_id) FROM kindergarten_users WHERE user_id = $1) AS memberships,
              (SELECT user_id FROM teachers WHERE id = $2) AS detached, (SELECT user_id FROM teachers WHERE id = $3) AS kept,
              (SELECT selected_kindergarten_id FROM users WHERE id = $1) AS selected`,
      [account.id, staffId, otherStaff],
    );
    expect(rows[0]).toEqual({ memberships: [second], detached: null, kept: account.id, selected: second });
    await post('detach-account', { userId: account.id, kindergartenId }).expect(404);
    // The person's session goes on, in the kindergarten that remains.
    const user = await request(t.http).get('/api/identity/user-data').set('Authorization', `Bearer ${token}`).expect(200);
    expect(user.body.kindergartens.map((k: { id: number }) => k.id)).toEqual([second]);
  });
});
