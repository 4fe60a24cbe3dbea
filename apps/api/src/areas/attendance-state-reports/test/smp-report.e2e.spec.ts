import { ChildAttendanceStatus as S, GroupAgeType, Role } from '@kg/contracts';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { anAttendanceMonth, type AttendanceMonth } from '../../../../test/attendance-month.js';
import { aKindergarten, aSchoolYear, aSignedInMember, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';

describe('/api/AttendanceReferences/smp (the monthly report for social assistance)', () => {
  let t: TestApp;
  let kindergartenId: number;
  let director: { Authorization: string };
  let month: AttendanceMonth;
  let boris: { id: number; identifier: string };
  const name = (id: number) => month.students.find((child) => child.id === id)!.firstName;

  beforeAll(async () => {
    t = await startTestApp();
    kindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
    const user = await aUser(t.db, { role: Role.Director, kindergartenIds: [kindergartenId] });
    director = { Authorization: `Bearer ${await signIn(t, user.email)}` };
    month = await anAttendanceMonth(t.db, kindergartenId);
    // The same month in a group of children born in 2023, not yet in compulsory preschool education (they turn 4 in
    // 2027): their unexcused absences are not the directorate's business.
    const younger = await anAttendanceMonth(t.db, kindergartenId, { ageType: GroupAgeType.KindergartenFirstGroup });
    await t.db.query(`UPDATE students SET birth_date = '2023-05-10' WHERE id = ANY($1)`, [younger.students.map((s) => s.id)]);
    const { rows } = await t.db.query(`SELECT id, identifier FROM students WHERE id = $1`, [month.students[1]!.id]);
    boris = rows[0];
    const parent = await t.db.query(
      `INSERT INTO parents (kindergarten_id, first_name, last_name) VALUES ($1, 'Стоян', 'Борисов') RETURNING id`,
      [kindergartenId],
    );
    await t.db.query(`INSERT INTO student_parents (kindergarten_id, student_id, parent_id, relation) VALUES ($1, $2, $3, 2)`, [
      kindergartenId,
      boris.id,
      parent.rows[0].id,
    ]);
    // Summer (1 June – 14 September): four absences of Борис that are excused by the rule.
    await t.db.query(
      `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type)
       SELECT $1, $2, $3, day, ${S.Absence} FROM unnest('{2027-06-01,2027-06-02,2027-06-03,2027-06-04}'::date[]) day`,
      [kindergartenId, month.classId, boris.id],
    );
  });
  afterAll(() => t.close());

  const unexcusedDates = (studentId: number) =>
    month.cells.filter((cell) => cell.studentId === studentId && cell.type === S.Absence).map((cell) => cell.forDate);

  it('lists the preparatory children with unexcused days and flags Борис (4: benefit stops) and Виктор (3: alert)', async () => {
    const { body } = await request(t.http).get('/api/AttendanceReferences/smp/10/2026').set(director).expect(200);
    expect(body).toMatchObject({ month: 10, year: 2026, preparatoryChildren: 6, flaggedChildren: 2 });
    expect(body.rows.map((row: { studentName: string }) => row.studentName.split(' ')[0])).toEqual(['Борис', 'Виктор']);
    const [first, second] = body.rows;
    expect(first).toMatchObject({
      studentId: boris.id,
      unexcusedDays: month.perStudent.get(boris.id)!.unexcused,
      dates: unexcusedDates(boris.id),
      parents: 'Стоян Борисов',
      maskedIdentifier: `${boris.identifier.slice(0, 6)}****`,
      alertSocialAssistance: true,
      stopBenefit: true,
    });
    expect(first.unexcusedDays).toBe(4);
    expect(second).toMatchObject({ unexcusedDays: 3, alertSocialAssistance: true, stopBenefit: false });
    expect(name(second.studentId)).toBe('Виктор');
    expect(JSON.stringify(body)).not.toContain(boris.identifier);
  });

  it('does not count summer absences, which are excused', async () => {
    const { body } = await request(t.http).get('/api/AttendanceReferences/smp/6/2027').set(director).expect(200);
    expect(body.rows).toEqual([]);
    expect(body.flaggedChildren).toBe(0);
  });

  it('prints the letter to the directorate with the full ЕГН for the director and the signature line', async () => {
    const response = await request(t.http)
      .get('/api/AttendanceReferences/smp/export/10/2026')
      .set(director)
      .responseType('blob')
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(response.body as Buffer)).join('\n');
    expect(text).toContain('Справка за месечни помощи');
    expect(text).toContain('Дирекция „Социално подпомагане“');
    expect(text).toContain('Закона за семейни помощи за деца');
    expect(text).toContain(boris.identifier);
    expect(text).toContain('Стоян Борисов');
    expect(text).toContain('Директор:');
  });

  it('exports the table to Excel with the ЕГН masked', async () => {
    const response = await request(t.http)
      .get('/api/AttendanceReferences/smp/excel-export/10/2026')
      .set(director)
      .responseType('blob')
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.body as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(3);
    const row = sheet.getRow(2).values as unknown[];
    expect(row[2]).toBe(`${boris.identifier.slice(0, 6)}****`);
    expect(row[5]).toBe(4);
    expect(row[7]).toBe('Да');
    expect(row[8]).toBe('Да');
    expect((sheet.getRow(3).values as unknown[])[8]).toBe('Не');
  });

  it('shows a teacher only the groups they teach', async () => {
    const teacher = await aUser(t.db, { role: Role.Teacher, kindergartenIds: [kindergartenId] });
    const auth = { Authorization: `Bearer ${await signIn(t, teacher.email)}` };
    const before = await request(t.http).get('/api/AttendanceReferences/smp/10/2026').set(auth).expect(200);
    expect(before.body).toMatchObject({ preparatoryChildren: 0, rows: [] });
    const staff = await t.db.query(
      `INSERT INTO teachers (kindergarten_id, user_id, first_name, last_name, occupation) VALUES ($1, $2, 'Мила', 'Петкова', 'Учител')
       RETURNING id`,
      [kindergartenId, teacher.id],
    );
    await t.db.query(`INSERT INTO class_teachers (kindergarten_id, class_id, teacher_id) VALUES ($1, $2, $3)`, [
      kindergartenId,
      month.classId,
      staff.rows[0].id,
    ]);
    const after = await request(t.http).get('/api/AttendanceReferences/smp/10/2026').set(auth).expect(200);
    expect(after.body.rows).toHaveLength(2);
    const pdf = await request(t.http).get('/api/AttendanceReferences/smp/export/10/2026').set(auth).responseType('blob');
    expect((await pdfPages(pdf.body as Buffer)).join('\n')).not.toContain(boris.identifier);
  });

  it('answers 401 without a token', async () => {
    await request(t.http).get('/api/AttendanceReferences/smp/10/2026').expect(401);
    await request(t.http).get('/api/AttendanceReferences/smp/export/10/2026').expect(401);
  });

  it('answers 403 to a parent', async () => {
    const parent = await aSignedInMember(t, Role.Parent, kindergartenId);
    await request(t.http).get('/api/AttendanceReferences/smp/10/2026').set(parent.auth).expect(403);
    await request(t.http).get('/api/AttendanceReferences/smp/excel-export/10/2026').set(parent.auth).expect(403);
  });

  it('answers 400 to a month outside 1–12 or an unlikely year', async () => {
    const bad = await request(t.http).get('/api/AttendanceReferences/smp/13/2026').set(director).expect(400);
    expect(bad.body.errors.month).toBeDefined();
    const year = await request(t.http).get('/api/AttendanceReferences/smp/export/10/1999').set(director).expect(400);
    expect(year.body.errors.year).toEqual(['Годината трябва да е между 2000 и 2100.']);
  });

  it('shows another kindergarten’s director nothing of this kindergarten', async () => {
    const other = await aSignedInMember(t, Role.Director);
    const { body } = await request(t.http).get('/api/AttendanceReferences/smp/10/2026').set(other.auth).expect(200);
    expect(body).toMatchObject({ preparatoryChildren: 0, flaggedChildren: 0, rows: [] });
  });
});
