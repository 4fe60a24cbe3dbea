import { attendanceKindOf, ChildAttendanceStatus, defaultFamilyAbsenceLimit, GroupAgeType } from '@kg/contracts';
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
