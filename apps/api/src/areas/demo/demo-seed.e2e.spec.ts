import { GroupAgeType, Role, egnBirthDate, egnGender, isValidEgn, todayInBulgaria } from '@kg/contracts';
import request from 'supertest';
import { createTestDatabase, startTestApp, type TestApp } from '../../../test/harness.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_REFUSED_IN_PRODUCTION, seedDemo } from '../../../../../tools/seed/demo.js';

/** What each demo account must be once signed in: written out here, not read from the seed. */
const EXPECTED_ROLES: Record<string, Role> = {
  'director@demo.test': Role.Director,
  'teacher@demo.test': Role.Teacher,
  'parent@demo.test': Role.Parent,
  'mon@demo.test': Role.MON,
  'municipality@demo.test': Role.Municipality,
  'admin@demo.test': Role.Administrator,
  'master@demo.test': Role.Master,
  'resource@demo.test': Role.ResourceSpecialist,
  'manciple@demo.test': Role.Manciple,
};

/**
 * The month before today (the tests' clock): the demo follows the clock, and writes that month's attendance whole.
 * `first` and `last` are its first and last day (YYYY-MM-DD).
 */
function lastMonth(): { year: number; month: number; first: string; last: string } {
  const [year, month] = todayInBulgaria().split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, first: iso(first), last: iso(last) };
}

const count = async (t: TestApp, table: string): Promise<number> =>
  Number((await t.db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

async function signIn(t: TestApp, email: string): Promise<string> {
  const response = await request(t.http)
    .post('/api/identity/login')
    .send({ identifier: email, password: DEMO_PASSWORD })
    .expect(200);
  expect(typeof response.body.token).toBe('string');
  return response.body.token;
}

async function userData(t: TestApp, email: string) {
  const token = await signIn(t, email);
  return (await request(t.http).get('/api/identity/user-data').set('Authorization', `Bearer ${token}`).expect(200)).body;
}

describe('demo data seed', () => {
  let t: TestApp;
  let lines: string[];

  beforeAll(async () => {
    t = await startTestApp();
    lines = [];
    await expect(seedDemo(t.databaseUrl, (line) => lines.push(line))).resolves.toEqual({ seeded: true });
  });
  afterAll(() => t.close());

  it('fills an empty database with two kindergartens, a branch of the first, and at least 120 children', async () => {
    const { rows: kindergartens } = await t.db.query(
      `SELECT k.id, k.name, k.mother_kindergarten_id, st.name AS town FROM kindergartens k
         JOIN settlements st ON st.id = k.settlement_id ORDER BY k.id`,
    );
    expect(kindergartens).toHaveLength(3);
    expect(kindergartens.map((k) => k.town)).toEqual(['Пловдив', 'Пловдив', 'Варна']);
    expect(kindergartens.filter((k) => k.mother_kindergarten_id === kindergartens[0].id)).toHaveLength(1);
    expect(await count(t, 'students')).toBeGreaterThanOrEqual(120);
    expect(await count(t, 'partners')).toBeGreaterThanOrEqual(5);
    expect(lines.join('\n')).toMatch(/seeded in \d+ ms/);
  });

  it('gives every child a valid ЕГН that encodes its birth date and gender', async () => {
    const { rows } = await t.db.query(
      `SELECT identifier, identifier_type, gender, to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM students`,
    );
    for (const child of rows) {
      expect(child.identifier_type).toBe(0);
      expect(isValidEgn(child.identifier)).toBe(true);
      const birth = egnBirthDate(child.identifier)!;
      const encoded = `${birth.year}-${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`;
      expect({ egn: child.identifier, birth: encoded, gender: egnGender(child.identifier) }).toEqual({
        egn: child.identifier,
        birth: child.birth_date,
        gender: child.gender,
      });
    }
  });

  it('makes the school year of today (the clock) active and the one before it closed, each with its groups', async () => {
    const [year, month] = todayInBulgaria().split('-').map(Number) as [number, number];
    const start = month >= 9 ? year : year - 1;
    const { rows } = await t.db.query(
      `SELECT DISTINCT p.name, to_char(p.from_date, 'YYYY-MM-DD') AS from_date, to_char(p.to_date, 'YYYY-MM-DD') AS to_date,
              p.is_active, EXISTS (SELECT 1 FROM classes c WHERE c.period_id = p.id) AS has_groups
         FROM kindergarten_periods p ORDER BY from_date`,
    );
    expect(rows).toEqual([
      {
        name: `${start - 1}/${start}`,
        from_date: `${start - 1}-09-15`,
        to_date: `${start}-08-31`,
        is_active: false,
        has_groups: true,
      },
      {
        name: `${start}/${start + 1}`,
        from_date: `${start}-09-15`,
        to_date: `${start + 1}-08-31`,
        is_active: true,
        has_groups: true,
      },
    ]);
  });

  it('has a group of every age type in the active school year, each child in one current group, numbered alphabetically', async () => {
    const { rows: types } = await t.db.query(
      `SELECT DISTINCT c.age_type FROM classes c JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active ORDER BY 1`,
    );
    expect(types.map((row) => row.age_type)).toEqual([
      GroupAgeType.Nursery,
      GroupAgeType.Kindergarten,
      GroupAgeType.KindergartenFirstGroup,
      GroupAgeType.KindergartenPGGroups,
    ]);
    const { rows: current } = await t.db.query(
      `SELECT s.id, count(sc.id)::int AS groups FROM students s
         LEFT JOIN student_classes sc ON sc.student_id = s.id AND sc.to_date IS NULL
         LEFT JOIN classes c ON c.id = sc.class_id AND c.kindergarten_id = s.kindergarten_id
         LEFT JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active
        GROUP BY s.id HAVING count(p.id) <> 1 OR count(sc.id) <> 1`,
    );
    expect(current).toEqual([]);
    const { rows: misplaced } = await t.db.query(
      `SELECT * FROM (
         SELECT sc.position, row_number() OVER (
                  PARTITION BY sc.class_id
                  ORDER BY (s.first_name || ' ' || s.middle_name || ' ' || s.last_name) COLLATE "bg-BG-x-icu") AS expected
           FROM student_classes sc JOIN students s ON s.id = sc.student_id) numbered
        WHERE position <> expected`,
    );
    expect(misplaced).toEqual([]);
  });

  it('lets each demo account sign in with the demo password and answers its role', async () => {
    expect(DEMO_ACCOUNTS.map((account) => account.email).sort()).toEqual(Object.keys(EXPECTED_ROLES).sort());
    for (const [email, role] of Object.entries(EXPECTED_ROLES)) {
      const me = await userData(t, email);
      expect({ email, baseRoleType: me.baseRoleType }).toEqual({ email, baseRoleType: role });
      expect(me.firstName).toMatch(/^[А-Я][а-я]+$/);
    }
  });

  it('makes the director a member of two kindergartens, the first selected', async () => {
    const me = await userData(t, 'director@demo.test');
    expect(me.kindergartens).toHaveLength(2);
    expect(me.kindergartens.find((k: { isSelected: boolean }) => k.isSelected)).toMatchObject({
      name: 'ДГ № 12 „Слънчице“',
      city: 'Пловдив',
    });
    const { rows } = await t.db.query(
      `SELECT t.is_director FROM teachers t JOIN users u ON u.id = t.user_id WHERE u.email = 'director@demo.test'`,
    );
    expect(rows).toEqual([{ is_director: true }, { is_director: true }]);
  });

  it('links the parent account to a parent with two children in the first kindergarten', async () => {
    const { rows } = await t.db.query(
      `SELECT s.kindergarten_id, k.mother_kindergarten_id FROM users u
         JOIN parents p ON p.user_id = u.id
         JOIN student_parents sp ON sp.parent_id = p.id
         JOIN students s ON s.id = sp.student_id
         JOIN kindergartens k ON k.id = s.kindergarten_id
        WHERE u.email = 'parent@demo.test'`,
    );
    expect(rows).toHaveLength(2);
    const { rows: first } = await t.db.query(`SELECT min(id) AS id FROM kindergartens`);
    expect(rows.every((row) => row.kindergarten_id === first[0].id)).toBe(true);
  });

  it('links the staff accounts to their staff records and the teacher to a group of the active year', async () => {
    const { rows } = await t.db.query(
      `SELECT u.email, t.occupation, t.is_pedagogical,
              EXISTS (SELECT 1 FROM class_teachers ct JOIN classes c ON c.id = ct.class_id
                        JOIN kindergarten_periods p ON p.id = c.period_id AND p.is_active
                       WHERE ct.teacher_id = t.id) AS teaches
         FROM users u JOIN teachers t ON t.user_id = u.id
        WHERE u.email IN ('teacher@demo.test', 'resource@demo.test', 'manciple@demo.test') ORDER BY u.email`,
    );
    expect(rows).toEqual([
      { email: 'manciple@demo.test', occupation: 'Домакин', is_pedagogical: false, teaches: false },
      { email: 'resource@demo.test', occupation: 'Ресурсен учител', is_pedagogical: true, teaches: false },
      { email: 'teacher@demo.test', occupation: expect.stringMatching(/учител$/), is_pedagogical: true, teaches: true },
    ]);
  });

  it("gives the municipality account the first kindergarten's municipality", async () => {
    const { rows } = await t.db.query(
      `SELECT u.municipality_id = st.municipality_id AS matches FROM users u, kindergartens k JOIN settlements st ON st.id = k.settlement_id
        WHERE u.email = 'municipality@demo.test' AND k.id = (SELECT min(id) FROM kindergartens)`,
    );
    expect(rows).toEqual([{ matches: true }]);
  });

  it('gives every demo account something to read: messages, upcoming events, a notice board and a poll to answer', async () => {
    const { rows } = await t.db.query(
      `SELECT u.email,
              (SELECT count(*)::int FROM message_recipients r WHERE r.user_id = u.id) AS messages,
              (SELECT count(*)::int FROM message_recipients r WHERE r.user_id = u.id AND r.seen_at IS NULL) AS unread,
              (SELECT count(*)::int FROM poll_recipients r WHERE r.user_id = u.id AND r.voted_at IS NULL) AS polls,
              (SELECT count(*)::int FROM events e JOIN kindergarten_users ku ON ku.kindergarten_id = e.kindergarten_id
                WHERE ku.user_id = u.id AND e.starts_at > now()
                  AND audience_reaches(e.audience, e.class_ids, e.user_ids, u.id, ku.role <> 3,
                                       viewer_class_ids(e.kindergarten_id, u.id, current_date))) AS upcoming,
              (SELECT count(*)::int FROM board_notices n JOIN kindergarten_users ku ON ku.kindergarten_id = n.kindergarten_id
                WHERE ku.user_id = u.id) AS notices
         FROM users u WHERE u.email IN ('parent@demo.test', 'teacher@demo.test') ORDER BY u.email`,
    );
    for (const row of rows) {
      expect(row.messages).toBeGreaterThanOrEqual(2);
      expect(row.unread).toBeGreaterThanOrEqual(1);
      expect(row.polls).toBe(1);
      expect(row.upcoming).toBeGreaterThanOrEqual(2);
      expect(row.notices).toBe(2);
    }
    const teacher = rows.find((row) => row.email === 'teacher@demo.test')!;
    expect(teacher.upcoming).toBe(3); // the staff meeting is for the staff only
    expect(rows.find((row) => row.email === 'parent@demo.test')!.upcoming).toBe(2);
  });

  it('shows the second group’s children (compulsory from age 4) in the SMP report, the family-reason caps and NEISPUO of last month', async () => {
    const month = lastMonth();
    const auth = { Authorization: `Bearer ${await signIn(t, 'director@demo.test')}` };
    const { rows: kalinki } = await t.db.query(
      `SELECT s.id FROM students s JOIN student_classes sc ON sc.student_id = s.id JOIN classes c ON c.id = sc.class_id
        WHERE c.name = 'Втора група „Калинки“'`,
    );
    const ids = new Set(kalinki.map((row) => row.id as number));
    expect(ids.size).toBeGreaterThan(0);
    const { rows: absent } = await t.db.query(
      `SELECT DISTINCT a.student_id FROM student_attendances a
        WHERE a.student_id = ANY($1) AND a.type = 1 AND a.for_date BETWEEN $2 AND $3`,
      [[...ids], month.first, month.last],
    );
    expect(absent.length).toBeGreaterThan(0);
    const smp = await request(t.http).get(`/api/AttendanceReferences/smp/${month.month}/${month.year}`).set(auth).expect(200);
    const listed = smp.body.rows.filter((row: { studentId: number }) => ids.has(row.studentId));
    expect(listed.map((row: { studentId: number }) => row.studentId).sort()).toEqual(
      absent.map((row) => row.student_id as number).sort(),
    );
    const family = await request(t.http).get('/api/AttendanceReferences/family-absence').set(auth).expect(200);
    const caps = family.body.rows
      .filter((row: { studentId: number }) => ids.has(row.studentId))
      .map((row: { cap: number }) => row.cap);
    expect(new Set(caps)).toEqual(new Set([10]));
    const neispuo = await request(t.http)
      .get(`/api/Neispuo/attendances?month=${month.month}&year=${month.year}`)
      .set(auth)
      .expect(200);
    expect(neispuo.body.rows.some((row: { studentId: number }) => ids.has(row.studentId))).toBe(true);
  });

  it('refuses to seed with NODE_ENV=production (the demo accounts share a published password)', async () => {
    const other = await createTestDatabase();
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(seedDemo(other)).rejects.toThrow(DEMO_REFUSED_IN_PRODUCTION);
    } finally {
      process.env.NODE_ENV = before;
    }
  });

  it('does nothing the second time', async () => {
    const tables = [
      'kindergartens',
      'users',
      'students',
      'parents',
      'teachers',
      'classes',
      'student_classes',
      'partners',
      'audit_log',
    ];
    const before = await Promise.all(tables.map((table) => count(t, table)));
    await expect(seedDemo(t.databaseUrl)).resolves.toEqual({ seeded: false });
    expect(await Promise.all(tables.map((table) => count(t, table)))).toEqual(before);
  });

  it('writes the same data on every run', async () => {
    const other = await createTestDatabase();
    await seedDemo(other);
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: other });
    await client.connect();
    const snapshot = `SELECT first_name, middle_name, last_name, identifier, address FROM students ORDER BY identifier`;
    try {
      expect((await client.query(snapshot)).rows).toEqual((await t.db.query(snapshot)).rows);
    } finally {
      await client.end();
    }
  });
});
