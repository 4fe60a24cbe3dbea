import { randomBytes } from 'node:crypto';
import { Gender, makeEgn, Role, todayInBulgaria, userTypeOfRole } from '@kg/contracts';
import type pg from 'pg';
import request from 'supertest';
import { hashPassword } from '../src/areas/identity/services/passwords.js';
import type { TestApp } from './harness.js';

export const TEST_PASSWORD = 'Test2026!';
let passwordHash: Promise<string> | undefined;
const testPasswordHash = (): Promise<string> => (passwordHash ??= hashPassword(TEST_PASSWORD));

const unique = (): string => randomBytes(4).toString('hex');

export const SOFIA = 68134;
export const PLOVDIV = 56784;

export async function aKindergarten(db: pg.Pool, values: { name?: string; settlementId?: number } = {}): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO kindergartens (name, type, settlement_id, address) VALUES ($1, 2, $2, 'ул. Тестова 1') RETURNING id`,
    [values.name ?? `ДГ № ${unique()}`, values.settlementId ?? SOFIA],
  );
  return rows[0].id;
}

/**
 * The school year of the tests' fixed dates (2026/27: the grids of October 2026, the requests of June 2027). It is the
 * data's year, not today's: a test about "today" takes today from the clock (KG_CLOCK_SHIFT_DAYS may move it) and,
 * when today must lie in the school year, makes one with `fromYear: schoolYearOf(today)`.
 */
export const TEST_SCHOOL_YEAR = 2026;

/** The first calendar year of the school year (15 September – 31 August) that `day` (YYYY-MM-DD) belongs to. */
export function schoolYearOf(day: string): number {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return month >= 9 ? year : year - 1;
}

/** A day about three months after today (the tests' clock): a birth date in the future whatever the clock says. */
export function aFutureDay(): { year: number; month: number; day: number; iso: string } {
  const date = new Date(`${todayInBulgaria()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 100);
  const iso = date.toISOString().slice(0, 10);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), iso };
}

export async function aSchoolYear(
  db: pg.Pool,
  kindergartenId: number,
  values: { fromYear?: number; active?: boolean } = {},
): Promise<number> {
  const from = values.fromYear ?? TEST_SCHOOL_YEAR;
  const { rows } = await db.query(
    `INSERT INTO kindergarten_periods (kindergarten_id, name, from_date, to_date, is_active)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [kindergartenId, `${from}/${from + 1}`, `${from}-09-15`, `${from + 1}-08-31`, values.active ?? true],
  );
  return rows[0].id;
}

/**
 * The school years (inactive) that hold `days` and that the kindergarten does not have yet: a test about "today" on a
 * kindergarten whose active year is the data's (TEST_SCHOOL_YEAR) needs them for the future days it files requests
 * for. The days must lie in a school year (15 September – 31 August), not in 1–14 September.
 */
export async function schoolYearsHolding(db: pg.Pool, kindergartenId: number, days: string[]): Promise<void> {
  for (const fromYear of new Set(days.map(schoolYearOf))) {
    const { rows } = await db.query(`SELECT 1 FROM kindergarten_periods WHERE kindergarten_id = $1 AND from_date = $2`, [
      kindergartenId,
      `${fromYear}-09-15`,
    ]);
    if (!rows.length) await aSchoolYear(db, kindergartenId, { fromYear, active: false });
  }
}

export interface UserValues {
  role: Role;
  /** Kindergartens the user belongs to, with `role`; the first is selected. */
  kindergartenIds?: number[];
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  identificationNumber?: string;
  municipalityId?: number;
  active?: boolean;
}

const nationalRoles = [Role.MON, Role.Municipality, Role.Master];

export async function aUser(db: pg.Pool, values: UserValues): Promise<{ id: number; email: string }> {
  const email = values.email ?? `user-${unique()}@test.bg`;
  const national = nationalRoles.includes(values.role);
  const { rows } = await db.query(
    `INSERT INTO users (email, phone, identification_number, password_hash, first_name, last_name, user_type,
                        national_role, municipality_id, is_active, selected_kindergarten_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      email,
      values.phone ?? null,
      values.identificationNumber ?? null,
      await testPasswordHash(),
      values.firstName ?? 'Мария',
      values.lastName ?? 'Иванова',
      userTypeOfRole[values.role],
      national ? values.role : null,
      values.municipalityId ?? null,
      values.active ?? true,
      values.kindergartenIds?.[0] ?? null,
    ],
  );
  const id: number = rows[0].id;
  for (const kindergartenId of values.kindergartenIds ?? []) {
    await db.query(`INSERT INTO kindergarten_users (kindergarten_id, user_id, role) VALUES ($1, $2, $3)`, [
      kindergartenId,
      id,
      values.role,
    ]);
  }
  return { id, email };
}

export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await request(t.http).post('/api/identity/login').send({ identifier: email, password });
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.token;
}

/** A kindergarten with an active school year and a signed-in user of the given role in it. */
export async function aSignedInMember(t: TestApp, role: Role, kindergartenId?: number) {
  const kindergarten = kindergartenId ?? (await aKindergarten(t.db));
  if (kindergartenId === undefined) await aSchoolYear(t.db, kindergarten);
  const user = await aUser(t.db, { role, kindergartenIds: [kindergarten] });
  const token = await signIn(t, user.email);
  return { kindergartenId: kindergarten, user, token, auth: { Authorization: `Bearer ${token}` } };
}

/** A group (class) of the kindergarten's active school year. */
export async function aGroup(db: pg.Pool, kindergartenId: number, name = `Група ${unique()}`): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO classes (kindergarten_id, period_id, name, age_type)
     SELECT $1, id, $2, 2 FROM kindergarten_periods WHERE kindergarten_id = $1 AND is_active RETURNING id`,
    [kindergartenId, name],
  );
  if (!rows[0]) throw new Error(`kindergarten ${kindergartenId} has no active school year`);
  return rows[0].id;
}

/** A girl born 10.05.2021 with a valid ЕГН (unique per call); placed in `classId` from `fromDate` when given. */
export async function aChild(
  db: pg.Pool,
  kindergartenId: number,
  values: { classId?: number; fromDate?: string; firstName?: string } = {},
): Promise<{ id: number; identifier: string }> {
  const identifier = makeEgn({ year: 2021, month: 5, day: 10 }, Gender.Female, ++childSerial % 500);
  const { rows } = await db.query(
    `INSERT INTO students (kindergarten_id, first_name, middle_name, last_name, identifier_type, identifier, gender, birth_date)
     VALUES ($1, $2, 'Иванова', 'Петрова', 0, $3, 2, '2021-05-10') RETURNING id`,
    [kindergartenId, values.firstName ?? 'Мария', identifier],
  );
  if (values.classId) {
    await db.query(`INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date) VALUES ($1, $2, $3, $4)`, [
      kindergartenId,
      rows[0].id,
      values.classId,
      values.fromDate ?? '2026-09-15',
    ]);
  }
  return { id: rows[0].id, identifier };
}
let childSerial = 0;

/** A signed-in parent of the kindergarten whose parent record is linked to the child `studentId` (mother). */
export async function aSignedInParentOf(t: TestApp, kindergartenId: number, studentId: number) {
  const parent = await aSignedInMember(t, Role.Parent, kindergartenId);
  const { rows } = await t.db.query(
    `INSERT INTO parents (kindergarten_id, user_id, first_name, last_name) VALUES ($1, $2, 'Мария', 'Иванова') RETURNING id`,
    [kindergartenId, parent.user.id],
  );
  await t.db.query(`INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation) VALUES ($1, $2, $3, 1)`, [
    kindergartenId,
    studentId,
    rows[0].id,
  ]);
  return parent;
}

/** A staff record of the user `userId`, teaching the group `classId`. */
export async function aTeacherRecordIn(db: pg.Pool, kindergartenId: number, userId: number, classId: number): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO teachers (kindergarten_id, user_id, first_name, last_name, occupation) VALUES ($1, $2, 'Ели', 'Колева', 'Учител') RETURNING id`,
    [kindergartenId, userId],
  );
  await db.query(`INSERT INTO class_teachers (kindergarten_id, class_id, teacher_id) VALUES ($1, $2, $3)`, [
    kindergartenId,
    classId,
    rows[0].id,
  ]);
  return rows[0].id;
}

/** A signed-in teacher of the kindergarten with a staff record assigned to the group `classId`. */
export async function aSignedInTeacherOf(t: TestApp, kindergartenId: number, classId: number) {
  const teacher = await aSignedInMember(t, Role.Teacher, kindergartenId);
  await aTeacherRecordIn(t.db, kindergartenId, teacher.user.id, classId);
  return teacher;
}

/** One row of a user group's matrix (docs/users.md); `resource` is a Resource of the contracts. */
export interface GrantValues {
  resource: number;
  read: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
  canView: boolean;
  canCreate: boolean;
  canEdit: boolean;
}

/**
 * A grant written as in docs/access-model.md: r c u d, an upper-case R C U reaching every group (class) of the
 * kindergarten, a lower-case one only the user's own groups (a parent: their own children). `aGrant(Resource.X, 'Rcu')`.
 */
export function aGrant(resource: number, code: string): GrantValues {
  const has = (letter: string): boolean => code.toLowerCase().includes(letter);
  const everyGroup = (letter: string): boolean => code.includes(letter.toUpperCase());
  return {
    resource,
    read: has('r'),
    create: has('c'),
    update: has('u'),
    delete: has('d'),
    canView: everyGroup('r'),
    canCreate: everyGroup('c'),
    canEdit: everyGroup('u'),
  };
}

/** The id of the built-in user group of `role` in the kindergarten of `auth` (a director's headers). */
export async function builtInGroupId(t: TestApp, auth: Record<string, string>, role: Role): Promise<number> {
  const response = await request(t.http).get('/api/UserRoles').set(auth).expect(200);
  const group = (response.body as { id: number; role: Role | null }[]).find((row) => row.role === role);
  if (!group) throw new Error(`no built-in group of role ${role}`);
  return group.id;
}

/**
 * A user group saved through POST /api/UserRoles by `auth` (a director's headers): a new group of `memberIds`, or with
 * `id` an existing one edited (of a built-in group only the name and grants count). Every member's access follows at
 * their next request.
 */
export async function aUserGroup(
  t: TestApp,
  auth: Record<string, string>,
  values: { id?: number; name?: string; memberIds?: number[]; grants: GrantValues[] },
): Promise<number> {
  const response = await request(t.http)
    .post('/api/UserRoles')
    .set(auth)
    .send({ id: values.id, name: values.name ?? `Група ${unique()}`, memberIds: values.memberIds ?? [], grants: values.grants });
  if (response.status !== 200) throw new Error(`user group not saved: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.entityId;
}

/** A staff record of the kindergarten with no account: a pedagogical teacher unless said otherwise. */
export async function aStaffMember(
  db: pg.Pool,
  kindergartenId: number,
  values: { firstName?: string; occupation?: string; pedagogical?: boolean } = {},
): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO teachers (kindergarten_id, first_name, last_name, occupation, is_pedagogical)
     VALUES ($1, $2, 'Колева', $3, $4) RETURNING id`,
    [kindergartenId, values.firstName ?? 'Ана', values.occupation ?? 'Учител', values.pedagogical ?? true],
  );
  return rows[0].id;
}

/** A pending medical note of the child for `fromDate`–`toDate` (one day unless said). */
export async function aMedicalNote(
  db: pg.Pool,
  kindergartenId: number,
  studentId: number,
  fromDate: string,
  toDate = fromDate,
): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO student_medical_notes (kindergarten_id, student_id, from_date, to_date, doctor_name)
     VALUES ($1, $2, $3, $4, 'д-р Петрова') RETURNING id`,
    [kindergartenId, studentId, fromDate, toDate],
  );
  return rows[0].id;
}

/** A pending family-reason request of the child for `fromDate`–`toDate` (one day unless said), in the school year of `fromDate`. */
export async function anAttendanceRequest(
  db: pg.Pool,
  kindergartenId: number,
  studentId: number,
  fromDate: string,
  toDate = fromDate,
): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO student_attendance_requests (kindergarten_id, period_id, student_id, type, from_date, to_date, reason, working_days)
     SELECT $1, id, $2, 1, $3, $4, 'Семейни причини', 1 FROM kindergarten_periods
      WHERE kindergarten_id = $1 AND from_date <= $3::date AND to_date >= $3::date
     RETURNING id`,
    [kindergartenId, studentId, fromDate, toDate],
  );
  if (!rows[0]) throw new Error(`kindergarten ${kindergartenId} has no school year holding ${fromDate}`);
  return rows[0].id;
}

/** A measurement of the child on `measuredOn` (104 cm, 18 kg unless said), in the active school year. */
export async function aMeasurement(
  db: pg.Pool,
  kindergartenId: number,
  studentId: number,
  measuredOn: string,
  values: { heightCm?: number; weightKg?: number } = {},
): Promise<number> {
  const { rows } = await db.query(
    `INSERT INTO student_anthropometrics (kindergarten_id, period_id, student_id, measured_on, height_cm, weight_kg)
     SELECT $1, id, $2, $3, $4, $5 FROM kindergarten_periods WHERE kindergarten_id = $1 AND is_active RETURNING id`,
    [kindergartenId, studentId, measuredOn, values.heightCm ?? 104, values.weightKg ?? 18],
  );
  if (!rows[0]) throw new Error(`kindergarten ${kindergartenId} has no active school year`);
  return rows[0].id;
}
