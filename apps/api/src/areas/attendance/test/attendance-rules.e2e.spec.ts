import {
  attendanceKindOf,
  ChildAttendanceStatus,
  DaysOffType,
  defaultFamilyAbsenceLimit,
  familyLimitAgeType,
  GroupAgeType,
  isCompulsoryPreschool,
} from '@kg/contracts';
import { anAttendanceMonth } from '../../../../test/attendance-month.js';
import { aKindergarten, aSchoolYear } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

const statuses = Object.values(ChildAttendanceStatus).filter(
  (value): value is ChildAttendanceStatus => typeof value === 'number',
);
const days = ['2026-01-15', '2026-05-31', '2026-06-01', '2026-07-20', '2026-09-14', '2026-09-15', '2026-12-31'];

describe('the attendance rules in the database and on the screens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('classify every status on every kind of day the same way', async () => {
    const { rows } = await t.db.query<{ type: number; day: string; kind: number }>(
      `SELECT s.type, d.day, attendance_kind(s.type::smallint, d.day::date) AS kind
         FROM unnest($1::int[]) AS s(type) CROSS JOIN unnest($2::text[]) AS d(day)`,
      [statuses, days],
    );
    expect(rows).toHaveLength(statuses.length * days.length);
    for (const row of rows) {
      expect({ ...row, kind: attendanceKindOf(row.type, row.day) }).toEqual(row);
    }
  });

  it('classify every status on every kind of day the same way with a declared vacation or quarantine too', async () => {
    const dayOffs = [null, DaysOffType.DayOff, DaysOffType.Quarantine, DaysOffType.FluVacation, DaysOffType.Vacation];
    const { rows } = await t.db.query<{ type: number; day: string; dayOff: number | null; kind: number }>(
      `SELECT s.type, d.day, o.day_off AS "dayOff",
              attendance_kind(s.type::smallint, d.day::date, CASE WHEN o.day_off BETWEEN 1 AND 3 THEN o.day_off END::smallint) AS kind
         FROM unnest($1::int[]) AS s(type) CROSS JOIN unnest($2::text[]) AS d(day) CROSS JOIN unnest($3::int[]) AS o(day_off)`,
      [statuses, days, dayOffs],
    );
    expect(rows).toHaveLength(statuses.length * days.length * dayOffs.length);
    for (const row of rows) {
      expect({ ...row, kind: attendanceKindOf(row.type, row.day, row.dayOff) }).toEqual(row);
    }
    // A plain Absence on a school day of a vacation or a quarantine is excused; on a day off proper it is not.
    expect(attendanceKindOf(ChildAttendanceStatus.Absence, '2026-11-10', DaysOffType.Vacation)).toBe(3);
    expect(attendanceKindOf(ChildAttendanceStatus.Absence, '2026-11-10', DaysOffType.Quarantine)).toBe(3);
    expect(attendanceKindOf(ChildAttendanceStatus.Absence, '2026-11-10', DaysOffType.DayOff)).toBe(2);
  });

  it('find the excusing day off of a cell: national, the kindergarten’s, or its group’s (and not another group’s)', async () => {
    const kindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
    const { rows: groups } = await t.db.query(
      `INSERT INTO classes (kindergarten_id, period_id, name, age_type)
       SELECT $1, id, g.name, 2 FROM kindergarten_periods, unnest('{А,Б}'::text[]) AS g(name) WHERE kindergarten_id = $1
       RETURNING id`,
      [kindergartenId],
    );
    const [a, b] = groups.map((row) => row.id as number);
    await t.db.query(
      `INSERT INTO kindergarten_days_off (kindergarten_id, period_id, class_id, from_date, to_date, name, type)
       SELECT $1, p.id, d.class_id, d.from_date, d.to_date, d.name, d.type FROM kindergarten_periods p,
              (VALUES (NULL::int, '2026-11-09'::date, '2026-11-12'::date, 'Есенна ваканция', 3),
                      ($2::int, '2026-11-11'::date, '2026-11-13'::date, 'Карантина', 1),
                      (NULL::int, '2026-11-16'::date, '2026-11-16'::date, 'Неучебен ден', 0)) AS d(class_id, from_date, to_date, name, type)
        WHERE p.kindergarten_id = $1`,
      [kindergartenId, a],
    );
    const dayOff = async (classId: number, day: string) =>
      (await t.db.query(`SELECT absence_day_off($1, $2, $3::date) AS type`, [kindergartenId, classId, day])).rows[0].type;
    expect(await dayOff(a, '2026-11-09')).toBe(DaysOffType.Vacation);
    expect(await dayOff(a, '2026-11-11')).toBe(DaysOffType.Quarantine);
    expect(await dayOff(b, '2026-11-11')).toBe(DaysOffType.Vacation);
    expect(await dayOff(a, '2026-11-13')).toBe(DaysOffType.Quarantine);
    expect(await dayOff(b, '2026-11-13')).toBeNull();
    expect(await dayOff(a, '2026-11-16')).toBeNull();
    const other = await aKindergarten(t.db);
    expect((await t.db.query(`SELECT absence_day_off($1, $2, '2026-11-10') AS type`, [other, a])).rows[0].type).toBeNull();
  });

  it('make preschool compulsory from the school year the child turns 4, in the database as on the screens', async () => {
    const births = ['2019-01-01', '2021-12-31', '2022-01-01', '2022-09-16', '2022-12-31', '2023-01-01', '2024-05-05'];
    const onDays = ['2026-09-01', '2026-09-14', '2026-09-15', '2027-05-31', '2027-09-14', '2027-09-15'];
    const { rows } = await t.db.query<{ birth: string; day: string; compulsory: boolean }>(
      `SELECT b.birth, d.day, compulsory_preschool(b.birth::date, d.day::date) AS compulsory
         FROM unnest($1::text[]) AS b(birth) CROSS JOIN unnest($2::text[]) AS d(day)`,
      [births, onDays],
    );
    for (const row of rows) expect({ ...row, compulsory: isCompulsoryPreschool(row.birth, row.day) }).toEqual(row);
    // Born in 2022: compulsory from 15 September 2026 (the school year 2026/2027), not on 14 September 2026.
    expect(isCompulsoryPreschool('2022-12-31', '2026-09-15')).toBe(true);
    expect(isCompulsoryPreschool('2022-12-31', '2026-09-14')).toBe(false);
    expect(isCompulsoryPreschool('2023-01-01', '2027-05-31')).toBe(false);
    expect((await t.db.query(`SELECT compulsory_preschool(NULL, '2026-10-01') AS c`)).rows[0].c).toBeNull();
  });

  it('give a child in compulsory preschool education the compulsory cap whatever its group, and the others their group’s', async () => {
    const kindergartenId = await aKindergarten(t.db);
    const cap = async (ageType: GroupAgeType, birth: string | null, day: string) =>
      (
        await t.db.query(`SELECT student_family_absence_limit($1, $2::smallint, $3::date, $4::date) AS days`, [
          kindergartenId,
          ageType,
          birth,
          day,
        ])
      ).rows[0].days;
    // The second group (4–5, age type 2) of 2026/2027: born in 2022, so compulsory: 10 days, not 30.
    expect(await cap(GroupAgeType.Kindergarten, '2022-03-01', '2026-10-31')).toBe(10);
    expect(await cap(GroupAgeType.Kindergarten, '2023-03-01', '2026-10-31')).toBe(30);
    // A mixed first group: the child who turns 4 this year has the compulsory cap, the younger one the group's.
    expect(await cap(GroupAgeType.KindergartenFirstGroup, '2022-11-20', '2026-10-31')).toBe(10);
    expect(await cap(GroupAgeType.KindergartenFirstGroup, '2023-02-01', '2026-10-31')).toBe(30);
    expect(await cap(GroupAgeType.Nursery, '2024-01-01', '2026-10-31')).toBe(30);
    // Unknown birth date (a guest): the group decides.
    expect(await cap(GroupAgeType.Kindergarten, null, '2026-10-31')).toBe(30);
    expect(await cap(GroupAgeType.KindergartenPGGroups, null, '2026-10-31')).toBe(10);
    // The compulsory cap is the kindergarten's setting of age type 8; the others keep theirs.
    await t.db.query(
      `INSERT INTO family_absence_limits (kindergarten_id, age_type, valid_from, max_days) VALUES ($1, 8, '2026-09-15', 12), ($1, 4, '2026-09-15', 25)`,
      [kindergartenId],
    );
    expect(await cap(GroupAgeType.KindergartenFirstGroup, '2022-11-20', '2026-10-31')).toBe(12);
    expect(await cap(GroupAgeType.KindergartenFirstGroup, '2023-02-01', '2026-10-31')).toBe(25);
    expect(familyLimitAgeType(GroupAgeType.Kindergarten, '2022-03-01', '2026-10-31')).toBe(GroupAgeType.KindergartenPGGroups);
    expect(familyLimitAgeType(GroupAgeType.Kindergarten, '2023-03-01', '2026-10-31')).toBe(GroupAgeType.Kindergarten);
    expect(familyLimitAgeType(GroupAgeType.Kindergarten, null, '2026-10-31')).toBe(GroupAgeType.Kindergarten);
  });

  it('count a summer absence as excused and a winter one as not', () => {
    expect(attendanceKindOf(ChildAttendanceStatus.Absence, '2026-07-01')).toBe(3);
    expect(attendanceKindOf(ChildAttendanceStatus.Absence, '2026-09-15')).toBe(2);
  });

  it('cap family-reason absences by the setting in force on the day, else by the defaults', async () => {
    const kindergartenId = await aKindergarten(t.db);
    const limit = async (ageType: GroupAgeType, day: string) =>
      (await t.db.query(`SELECT family_absence_limit($1, $2::smallint, $3::date) AS days`, [kindergartenId, ageType, day]))
        .rows[0].days;
    expect(await limit(GroupAgeType.KindergartenPGGroups, '2026-10-01')).toBe(
      defaultFamilyAbsenceLimit(GroupAgeType.KindergartenPGGroups),
    );
    expect(await limit(GroupAgeType.Kindergarten, '2026-10-01')).toBe(30);
    await t.db.query(
      `INSERT INTO family_absence_limits (kindergarten_id, age_type, valid_from, max_days)
       VALUES ($1, 8, '2026-09-15', 15), ($1, 8, '2027-01-01', 20)`,
      [kindergartenId],
    );
    expect(await limit(GroupAgeType.KindergartenPGGroups, '2026-09-14')).toBe(10);
    expect(await limit(GroupAgeType.KindergartenPGGroups, '2026-12-31')).toBe(15);
    expect(await limit(GroupAgeType.KindergartenPGGroups, '2027-03-01')).toBe(20);
  });

  it('build a month of attendance whose totals agree with the database', async () => {
    const kindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
    const month = await anAttendanceMonth(t.db, kindergartenId);
    expect(month.workingDays).toHaveLength(22);
    const { rows } = await t.db.query(
      `SELECT student_id AS "studentId",
              count(*) FILTER (WHERE attendance_kind(type, for_date) = 1)::int AS present,
              count(*) FILTER (WHERE attendance_kind(type, for_date) = 2)::int AS unexcused,
              count(*) FILTER (WHERE attendance_kind(type, for_date) = 3)::int AS excused
         FROM student_attendances WHERE class_id = $1 GROUP BY student_id`,
      [month.classId],
    );
    for (const row of rows) {
      const expected = month.perStudent.get(row.studentId)!;
      expect(row).toEqual({
        studentId: row.studentId,
        present: expected.present,
        unexcused: expected.unexcused,
        excused: expected.excused,
      });
    }
    expect(month.perStudent.get(month.students[1].id)!.unexcused).toBe(4);
    expect(month.totals.present + month.totals.unexcused + month.totals.excused + month.totals.notCounted).toBe(
      month.cells.length,
    );
  });
});
