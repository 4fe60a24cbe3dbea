import {
  ChildAttendanceStatus as S,
  NeispuoAbsenceReason,
  NeispuoAttendanceType,
  type NeispuoChildMonth,
  Role,
} from '@kg/contracts';
import request from 'supertest';
import { anAttendanceMonth, type AttendanceMonth } from '../../../../test/attendance-month.js';
import { aGroup, aKindergarten, aSchoolYear, aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';

describe('NEISPUO attendance: the mapping and the month in NEISPUO terms', () => {
  let t: TestApp;
  let kindergartenId: number;
  let director: { Authorization: string };
  let master: { Authorization: string };
  let month: AttendanceMonth;
  const child = (rows: NeispuoChildMonth[], index: number) => rows.find((row) => row.studentId === month.students[index]!.id)!;

  beforeAll(async () => {
    t = await startTestApp();
    kindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
    const user = await aUser(t.db, { role: Role.Director, kindergartenIds: [kindergartenId] });
    director = { Authorization: `Bearer ${await signIn(t, user.email)}` };
    const masterUser = await aUser(t.db, { role: Role.Master });
    master = { Authorization: `Bearer ${await signIn(t, masterUser.email)}` };
    month = await anAttendanceMonth(t.db, kindergartenId);
    await t.db.query(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type) VALUES ($1, $2, $3, '2027-06-01', ${S.Absence})`,
      [kindergartenId, month.classId, month.students[1]!.id],
    );
  });
  afterAll(() => t.close());

  it('sends each child’s month with the figures of the grid: present, unexcused, and excused by reason', async () => {
    const { body } = await request(t.http)
      .get(`/api/Neispuo/attendances?month=10&year=2026&classId=${month.classId}`)
      .set(director)
      .expect(200);
    // Елена's 5 unmarked days are not sent, nor her vacation day.
    expect(body.rows).toHaveLength(6);
    for (const [index, student] of month.students.entries()) {
      const totals = month.perStudent.get(student.id)!;
      const row = child(body.rows, index);
      expect(row.present).toBe(totals.present);
      expect(row.unexcused).toBe(totals.unexcused);
      expect(row.excusedHealth + row.excusedFamily + row.excusedOther).toBe(totals.excused);
    }
    expect(child(body.rows, 1).unexcusedDays).toEqual(
      month.cells.filter((cell) => cell.studentId === month.students[1]!.id && cell.type === S.Absence).map((c) => c.forDate),
    );
    // Галя: 2 family-reason days and 5 sick days; Дамян: 1 excused (other) and 2 quarantine days (health).
    expect(child(body.rows, 3)).toMatchObject({ excusedFamily: 2, excusedHealth: 5, excusedOther: 0 });
    expect(child(body.rows, 4)).toMatchObject({ excusedFamily: 0, excusedHealth: 2, excusedOther: 1 });
  });

  it('sends a summer absence as excused for other reasons', async () => {
    const { body } = await request(t.http).get('/api/Neispuo/attendances?month=6&year=2027').set(director).expect(200);
    expect(body.rows).toEqual([
      expect.objectContaining({ studentId: month.students[1]!.id, unexcused: 0, excusedOther: 1, excusedDays: ['2027-06-01'] }),
    ]);
  });

  it('lets the master read any kindergarten’s month, the same figures', async () => {
    const mine = await request(t.http).get('/api/Neispuo/attendances?month=10&year=2026').set(director).expect(200);
    const theirs = await request(t.http)
      .get(`/api/administration/NeispuoAdmin/attendances?month=10&year=2026&kindergartenId=${kindergartenId}`)
      .set(master)
      .expect(200);
    expect(theirs.body).toEqual(mine.body);
    await request(t.http)
      .get('/api/administration/NeispuoAdmin/attendances?month=10&year=2026&kindergartenId=999999')
      .set(master)
      .expect(404);
  });

  it('lets the master change a line of the mapping, which the month then follows', async () => {
    const { body: lines } = await request(t.http)
      .get('/api/administration/NeispuoAdmin/attendance-statuses')
      .set(master)
      .expect(200);
    expect(lines).toHaveLength(15);
    expect(lines.find((line: { status: number }) => line.status === S.Vacancy)).toMatchObject({
      neispuoType: null,
      neispuoReason: null,
    });
    await request(t.http)
      .post('/api/administration/NeispuoAdmin/attendance-statuses')
      .set(master)
      .send({
        items: [
          {
            status: S.AbsenceQuarantine,
            neispuoType: NeispuoAttendanceType.ExcusedAbsence,
            neispuoReason: NeispuoAbsenceReason.Other,
          },
        ],
      })
      .expect(200);
    const { rows } = await t.db.query(
      `SELECT neispuo_type, neispuo_reason, updated_by FROM neispuo_attendance_mappings WHERE status = $1`,
      [S.AbsenceQuarantine],
    );
    expect(rows[0]).toMatchObject({ neispuo_type: 3, neispuo_reason: 3 });
    expect(rows[0].updated_by).not.toBeNull();
    const { body } = await request(t.http).get('/api/Neispuo/attendances?month=10&year=2026').set(director).expect(200);
    expect(child(body.rows, 4)).toMatchObject({ excusedHealth: 0, excusedOther: 3 });
  });

  it('refuses a reason without an excused absence, and an excused absence without its reason (400)', async () => {
    const bad = await request(t.http)
      .post('/api/administration/NeispuoAdmin/attendance-statuses')
      .set(master)
      .send({
        items: [
          { status: S.Attendance, neispuoType: NeispuoAttendanceType.Present, neispuoReason: NeispuoAbsenceReason.Health },
          { status: S.Excused, neispuoType: NeispuoAttendanceType.ExcusedAbsence, neispuoReason: null },
        ],
      })
      .expect(400);
    expect(bad.body.errors['items.0.neispuoReason']).toEqual(['Причина се посочва само при извинено отсъствие.']);
    expect(bad.body.errors['items.1.neispuoReason']).toEqual(['Посочете причината на извиненото отсъствие.']);
    await request(t.http).get('/api/Neispuo/attendances?month=0&year=2026').set(director).expect(400);
    const { rows } = await t.db.query(`SELECT neispuo_type FROM neispuo_attendance_mappings WHERE status = ${S.Attendance}`);
    expect(rows[0].neispuo_type).toBe(NeispuoAttendanceType.Present);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/Neispuo/attendances?month=10&year=2026').expect(401);
    await request(t.http).get('/api/administration/NeispuoAdmin/attendance-statuses').expect(401);
  });

  it('answers 403 to a teacher (no NEISPUO sync) and to a director on the master’s calls', async () => {
    const teacher = await aSignedInMember(t, Role.Teacher, kindergartenId);
    await request(t.http).get('/api/Neispuo/attendances?month=10&year=2026').set(teacher.auth).expect(403);
    await request(t.http).get('/api/administration/NeispuoAdmin/attendance-statuses').set(director).expect(403);
    await request(t.http)
      .post('/api/administration/NeispuoAdmin/attendance-statuses')
      .set(director)
      .send({ items: [{ status: S.Absence, neispuoType: null, neispuoReason: null }] })
      .expect(403);
  });

  it('answers 404 to another kindergarten’s group', async () => {
    const other = await aKindergarten(t.db);
    await aSchoolYear(t.db, other);
    const theirGroup = await aGroup(t.db, other);
    await request(t.http).get(`/api/Neispuo/attendances?month=10&year=2026&classId=${theirGroup}`).set(director).expect(404);
  });
});
