import ExcelJS from 'exceljs';
import {
  AttendanceKind,
  attendanceReferenceMessages,
  ChildAttendanceStatus,
  GroupAgeType,
  noGrant,
  Resource,
  Role,
} from '@kg/contracts';
import request from 'supertest';
import { type AttendanceMonth, anAttendanceMonth } from '../../../../test/attendance-month.js';
import { aChild, aGroup, aSignedInMember } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';

const OCTOBER = 'from=2026-10-01&to=2026-10-31';

/** Every JSON reference with a valid query for `classId`, and its export. */
const calls = (classId: number) => [
  [`per-day?date=2026-10-05&classId=${classId}`, `per-day/export?date=2026-10-05&classId=${classId}&format=excel`],
  [`per-student?${OCTOBER}&classId=${classId}`, `per-student/export?${OCTOBER}&classId=${classId}&format=excel`],
  [`per-group?${OCTOBER}&classId=${classId}`, `per-group/export?${OCTOBER}&classId=${classId}&format=excel`],
  [`family-absence?classId=${classId}`, `family-absence/export?classId=${classId}&format=excel`],
  [`days-attendances?${OCTOBER}&classId=${classId}`, `days-attendances/reference?${OCTOBER}&classId=${classId}&format=excel`],
  [`by-months?classId=${classId}`, `by-months/export?classId=${classId}&format=excel`],
  [`absences?${OCTOBER}&classId=${classId}`, `absences/export?${OCTOBER}&classId=${classId}&format=excel`],
];

const binary = (response: request.Test) =>
  response.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The rows of the first sheet of an Excel answer, header included, as plain values. */
async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('/api/AttendanceReferences', () => {
  let t: TestApp;
  let director: Awaited<ReturnType<typeof aSignedInMember>>;
  let month: AttendanceMonth;
  beforeAll(async () => {
    t = await startTestApp();
    director = await aSignedInMember(t, Role.Director);
    month = await anAttendanceMonth(t.db, director.kindergartenId);
  });
  afterAll(() => t.close());

  const get = (path: string, auth = director.auth) => request(t.http).get(`/api/AttendanceReferences/${path}`).set(auth);
  const file = async (path: string, auth = director.auth) => (await binary(get(path, auth)).expect(200)).body as Buffer;
  const nameOf = (studentId: number) => month.students.find((student) => student.id === studentId)!.firstName;

  it('adds up with the grid: every reference and its Excel show the month’s per-child, per-day and overall figures', async () => {
    const { classId, totals, perStudent, perDay } = month;

    // Per day: every working day's counts; enrolled 6, the unmarked cells of the last five days.
    for (const [day, expected] of perDay) {
      const answer = (await get(`per-day?date=${day}`).expect(200)).body;
      const marked = month.cells.filter((cell) => cell.forDate === day).length;
      expect(answer.groups).toEqual([expect.objectContaining({ classId, enrolled: 6, ...expected, notMarked: 6 - marked })]);
      expect(answer.totals).toMatchObject({ enrolled: 6, ...expected, notMarked: 6 - marked });
      expect(answer.absent).toHaveLength(expected.unexcused + expected.excused);
    }
    const fifth = (await get(`per-day?date=${month.workingDays[2]}`).expect(200)).body;
    expect(fifth.absent).toEqual([
      expect.objectContaining({
        studentName: expect.stringMatching(/^Борис/),
        type: ChildAttendanceStatus.Absence,
        kind: AttendanceKind.Unexcused,
      }),
    ]);
    const dayRows = await sheetRows(await file(`per-day/export?date=${month.workingDays[2]}&format=excel`));
    const dayExpected = perDay.get(month.workingDays[2]!)!;
    expect(dayRows.at(-1)).toEqual(['Общо', 6, dayExpected.present, dayExpected.excused, dayExpected.unexcused, 0, 0]);

    const [dayPdf] = await pdfPages(await file(`per-day/export?date=${month.workingDays[2]}`));
    expect(dayPdf).toContain('Присъствия за ден');
    expect(dayPdf).toMatch(
      new RegExp(`Общо\\s*6\\s*${dayExpected.present}\\s*${dayExpected.excused}\\s*${dayExpected.unexcused}`),
    );
    expect(dayPdf).toMatch(/Борис Иванова\s*Петрова\s*Отсъствие\s*Неизвинено\s*отсъствие/);

    // Per student: each child's month and the overall totals.
    const perStudentAnswer = (await get(`per-student?${OCTOBER}&classId=${classId}`).expect(200)).body;
    expect(perStudentAnswer.rows).toHaveLength(6);
    for (const row of perStudentAnswer.rows) {
      const expected = perStudent.get(row.studentId)!;
      expect(row.totals).toEqual(expected);
      expect(row.months).toEqual([{ month: '2026-10', ...expected }]);
    }
    // Bulgarian order of names: Ана, Борис, Виктор, Галя, Дамян, Елена (the fixture's positions).
    expect(perStudentAnswer.rows.map((row: { studentId: number }) => nameOf(row.studentId))).toEqual(
      month.students.map((student) => student.firstName),
    );
    expect(perStudentAnswer.totals).toEqual(totals);
    const oneChild = (await get(`per-student?${OCTOBER}&studentId=${month.students[3]!.id}`).expect(200)).body;
    expect(oneChild.totals).toEqual(perStudent.get(month.students[3]!.id));
    const studentRows = await sheetRows(await file(`per-student/export?${OCTOBER}&classId=${classId}&format=excel`));
    expect(studentRows.at(-1)).toEqual([
      'Общо',
      undefined,
      totals.present,
      totals.excused,
      totals.unexcused,
      totals.familyReason,
      totals.sick,
      totals.notCounted,
    ]);

    // Per group: the group's totals, 22 marked days and the present children per day.
    const groupAnswer = (await get(`per-group?${OCTOBER}`).expect(200)).body;
    const average = (totals.present / month.workingDays.length).toFixed(2);
    expect(groupAnswer.rows).toEqual([
      expect.objectContaining({ classId, present: totals.present, unexcused: totals.unexcused, excused: totals.excused }),
    ]);
    expect(groupAnswer.totals).toMatchObject({ present: totals.present, markedDays: 22, averageDaily: average });
    const groupRows = await sheetRows(await file(`per-group/export?${OCTOBER}&format=excel`));
    expect(groupRows.at(-1)).toEqual(['Общо', totals.present, totals.excused, totals.unexcused, 22, Number(average)]);

    // Family-reason days: Галя used 2 of the preparatory groups' 10.
    const family = (await get(`family-absence?classId=${classId}`).expect(200)).body;
    expect(family.rows).toHaveLength(6);
    for (const row of family.rows) {
      const used = perStudent.get(row.studentId)!.familyReason;
      expect(row).toMatchObject({
        ageType: GroupAgeType.KindergartenPGGroups,
        used,
        cap: 10,
        remaining: 10 - used,
        limitReached: false,
      });
    }
    const familyRows = await sheetRows(await file(`family-absence/export?classId=${classId}&format=excel`));
    expect(familyRows.map((row) => row[3])).toEqual(['Използвани дни', 0, 0, 0, 2, 0, 0]);

    // Days attended: present days (hourly among them) per child.
    const days = (await get(`days-attendances?${OCTOBER}`).expect(200)).body;
    for (const row of days.rows) {
      const expected = perStudent.get(row.studentId)!;
      expect(row).toMatchObject({ present: expected.present, excused: expected.excused, unexcused: expected.unexcused });
    }
    expect(days.rows.find((row: { studentId: number }) => row.studentId === month.students[4]!.id).hourly).toBe(10);
    expect(days.totals).toEqual({ present: totals.present, hourly: 10, excused: totals.excused, unexcused: totals.unexcused });
    const daysRows = await sheetRows(await file(`days-attendances/reference?${OCTOBER}&format=excel`));
    expect(daysRows.at(-1)).toEqual(['Общо', undefined, totals.present, 10, totals.excused, totals.unexcused]);
    const [daysPdf] = await pdfPages(await file(`days-attendances/reference?${OCTOBER}`));
    expect(daysPdf).toContain('Справка за присъствени дни');
    expect(daysPdf).toMatch(new RegExp(`Общо\\s*${totals.present}\\s*10\\s*${totals.excused}\\s*${totals.unexcused}`));

    // By months: the school year's twelve months, October holding everything.
    const series = (await get(`by-months?classId=${classId}`).expect(200)).body;
    expect(series.rows.map((row: { month: string }) => row.month)).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
      '2027-08',
    ]);
    expect(series.rows[1]).toEqual({
      month: '2026-10',
      present: totals.present,
      unexcused: totals.unexcused,
      excused: totals.excused,
      notCounted: totals.notCounted,
      markedDays: 22,
      averageDaily: average,
    });
    expect(series.rows[0]).toMatchObject({ present: 0, markedDays: 0, averageDaily: null });
    expect(series.totals).toMatchObject({ present: totals.present, unexcused: totals.unexcused, excused: totals.excused });
    const monthRows = await sheetRows(await file(`by-months/export?classId=${classId}&format=excel`));
    expect(monthRows[2]).toEqual(['Октомври 2026', totals.present, totals.excused, totals.unexcused, 22, Number(average)]);

    // Absences: every unexcused and excused day, Галя's sick days carrying their medical note.
    const absences = (await get(`absences?${OCTOBER}&pageSize=500`).expect(200)).body;
    expect(absences.rowsCount).toBe(totals.unexcused + totals.excused);
    expect(absences.result.filter((row: { kind: AttendanceKind }) => row.kind === AttendanceKind.Unexcused)).toHaveLength(
      totals.unexcused,
    );
    const absenceRows = await sheetRows(await file(`absences/export?${OCTOBER}&format=excel`));
    expect(absenceRows).toHaveLength(1 + totals.unexcused + totals.excused);
    expect(absenceRows[0]).toEqual(['Дата', 'Група', 'Дете', 'Статус', 'Вид', 'Медицинска бележка']);
  }, 30_000);

  it('names the approved medical note of a sick day in the absences', async () => {
    const galya = month.students[3]!;
    const sickDays = month.cells.filter(
      (cell) => cell.studentId === galya.id && cell.type === ChildAttendanceStatus.AbsenceForSicknessMB,
    );
    const { rows } = await t.db.query(
      `INSERT INTO student_medical_notes (kindergarten_id, student_id, from_date, to_date, doctor_name, note_number, status, decided_at)
       VALUES ($1, $2, $3, $4, 'д-р Петрова', '12', 1, now()) RETURNING id`,
      [director.kindergartenId, galya.id, sickDays[0]!.forDate, sickDays.at(-1)!.forDate],
    );
    await t.db.query(`UPDATE student_attendances SET medical_note_id = $1 WHERE student_id = $2 AND type = 5`, [
      rows[0].id,
      galya.id,
    ]);
    const answer = (await get(`per-day?date=${sickDays[0]!.forDate}`).expect(200)).body;
    expect(answer.absent).toContainEqual(
      expect.objectContaining({
        studentId: galya.id,
        medicalNote: expect.stringMatching(/^№ 12, д-р Петрова, \d\d\.10\.2026 – \d\d\.10\.2026$/),
      }),
    );
  });

  it('counts a guest child in the host’s group and names them through the guest card', async () => {
    const home = await aSignedInMember(t, Role.Director);
    const guest = await aChild(t.db, home.kindergartenId, { firstName: 'Гост' });
    const group = await aGroup(t.db, director.kindergartenId);
    await t.db.query(
      `INSERT INTO guest_placements (kindergarten_id, class_id, student_id, home_kindergarten_id, from_date, to_date)
       VALUES ($1, $2, $3, $4, '2026-11-02', '2026-11-06')`,
      [director.kindergartenId, group, guest.id, home.kindergartenId],
    );
    await t.db.query(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type) VALUES ($1, $2, $3, '2026-11-03', 1)`,
      [director.kindergartenId, group, guest.id],
    );
    const answer = (await get(`per-day?date=2026-11-03&classId=${group}`).expect(200)).body;
    expect(answer.totals).toMatchObject({ enrolled: 1, unexcused: 1, notMarked: 0 });
    expect(answer.absent).toEqual([expect.objectContaining({ studentId: guest.id, studentName: 'Гост Иванова Петрова' })]);
    const before = (await get(`per-day?date=2026-11-09&classId=${group}`).expect(200)).body;
    expect(before.groups).toEqual([]);
  });

  it('shows a teacher limited to own groups (lower-case r) only the groups they teach', async () => {
    const teacher = await aSignedInMember(t, Role.Teacher, director.kindergartenId);
    const ownGroup = await aGroup(t.db, director.kindergartenId);
    await aChild(t.db, director.kindergartenId, { classId: ownGroup, fromDate: '2026-09-15' });
    const { rows } = await t.db.query(
      `INSERT INTO teachers (kindergarten_id, user_id, first_name, last_name, occupation) VALUES ($1, $2, 'Ели', 'Колева', 'Учител') RETURNING id`,
      [director.kindergartenId, teacher.user.id],
    );
    await t.db.query(`INSERT INTO class_teachers (kindergarten_id, class_id, teacher_id) VALUES ($1, $2, $3)`, [
      director.kindergartenId,
      ownGroup,
      rows[0].id,
    ]);
    // The default grant (R) reaches every group.
    const all = (await get('per-day?date=2026-10-05', teacher.auth).expect(200)).body;
    expect(all.groups.map((group: { classId: number }) => group.classId).sort()).toEqual([month.classId, ownGroup].sort());

    const limited = [{ resource: Resource.AttendanceReferences, ...noGrant, read: true }];
    await t.db.query(`UPDATE kindergarten_users SET access = $2 WHERE user_id = $1`, [teacher.user.id, JSON.stringify(limited)]);
    const own = (await get('per-day?date=2026-10-05', teacher.auth).expect(200)).body;
    expect(own.groups.map((group: { classId: number }) => group.classId)).toEqual([ownGroup]);
    expect(own.absent).toEqual([]);
    const ownMonth = (await get(`per-group?${OCTOBER}`, teacher.auth).expect(200)).body;
    expect(ownMonth.rows).toEqual([]);
    expect(ownMonth.totals).toMatchObject({ present: 0, averageDaily: null });
    for (const [path, exportPath] of calls(month.classId)) {
      await get(path!, teacher.auth).expect(403);
      await get(exportPath!, teacher.auth).expect(403);
    }
  });

  it('refuses without a token (401) and a parent, who has no access to references (403)', async () => {
    const parent = await aSignedInMember(t, Role.Parent, director.kindergartenId);
    for (const [path, exportPath] of calls(month.classId)) {
      await request(t.http).get(`/api/AttendanceReferences/${path}`).expect(401);
      await request(t.http).get(`/api/AttendanceReferences/${exportPath}`).expect(401);
      await get(path!, parent.auth).expect(403);
      await get(exportPath!, parent.auth).expect(403);
    }
  });

  it('answers 404 for another kindergarten’s group or child', async () => {
    const other = await aSignedInMember(t, Role.Director);
    const otherGroup = await aGroup(t.db, other.kindergartenId);
    const otherChild = await aChild(t.db, other.kindergartenId, { classId: otherGroup });
    for (const [path, exportPath] of calls(otherGroup)) {
      const answer = await get(path!).expect(404);
      expect(answer.body.message).toBe(attendanceReferenceMessages.classNotFound);
      await get(exportPath!).expect(404);
    }
    const child = await get(`per-student?${OCTOBER}&studentId=${otherChild.id}`).expect(404);
    expect(child.body.message).toBe(attendanceReferenceMessages.studentNotFound);
  });

  it('refuses bad queries with Bulgarian messages (400)', async () => {
    await get('per-day').expect(400);
    await get('per-day?date=2026-13-01').expect(400);
    await get('per-day/export?date=2026-10-05&format=doc').expect(400);
    const backwards = await get(`per-student?from=2026-10-31&to=2026-10-01&classId=${month.classId}`).expect(400);
    expect(backwards.body.errors.to).toEqual([attendanceReferenceMessages.toBeforeFrom]);
    const tooLong = await get(`per-group?from=2026-01-01&to=2027-06-30`).expect(400);
    expect(tooLong.body.errors.to).toEqual([attendanceReferenceMessages.periodTooLong]);
    const nobody = await get(`per-student?${OCTOBER}`).expect(400);
    expect(nobody.body.errors.classId).toEqual([attendanceReferenceMessages.groupOrChild]);
    await get('family-absence?classId=abc').expect(400);
    await get('by-months?classId=0').expect(400);
    await get(`absences?${OCTOBER}&pageSize=0`).expect(400);
    await get('days-attendances?from=2026-10-01').expect(400);
  });
});
