import { ChildAttendanceStatus as S, DaysOffType, GroupAgeType, Role } from '@kg/contracts';
import ExcelJS from 'exceljs';
import request from 'supertest';
import { anAttendanceMonth, type AttendanceMonth } from '../../../../test/attendance-month.js';
import { aKindergarten, aSchoolYear, aUser, signIn } from '../../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../../test/harness.js';
import { pdfPages } from '../../../platform/export/test/pdf-text.js';

/**
 * Issue 15, items 1–3: compulsory preschool education from the school year a child turns 4 (ЗПУО чл. 8), in the SMP
 * report, the family-reason caps and the grid; the SMP letter's wording (Закон за семейни помощи за деца, чл. 7,
 * ДВ бр. 35/2019); absences on declared vacation and quarantine days excused everywhere (Наредба № 5 чл. 10, ал. 3).
 */
describe('compulsory preschool education from age 4, and absences on vacation and quarantine days', () => {
  let t: TestApp;
  let kindergartenId: number;
  let director: { Authorization: string };
  /** A second group (4–5, age type 2) of 2026/2027: its children were born in 2022, so they are in compulsory education. */
  let second: AttendanceMonth;
  /** A first group (3–4, age type 4): born in 2023, not yet in compulsory education. */
  let first: AttendanceMonth;
  const idOf = (month: AttendanceMonth, index: number) => month.students[index]!.id;

  beforeAll(async () => {
    t = await startTestApp();
    kindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
    const user = await aUser(t.db, { role: Role.Director, kindergartenIds: [kindergartenId] });
    director = { Authorization: `Bearer ${await signIn(t, user.email)}` };
    second = await anAttendanceMonth(t.db, kindergartenId, { ageType: GroupAgeType.Kindergarten });
    await t.db.query(`UPDATE students SET birth_date = '2022-03-10' WHERE id = ANY($1)`, [second.students.map((s) => s.id)]);
    first = await anAttendanceMonth(t.db, kindergartenId, { ageType: GroupAgeType.KindergartenFirstGroup });
    await t.db.query(`UPDATE students SET birth_date = '2023-05-10' WHERE id = ANY($1)`, [first.students.map((s) => s.id)]);
  });
  afterAll(() => t.close());

  it('lists the second group’s children with unexcused days in the SMP report, and not the younger first group', async () => {
    const { body } = await request(t.http).get('/api/AttendanceReferences/smp/10/2026').set(director).expect(200);
    expect(body).toMatchObject({ month: 10, year: 2026, preparatoryChildren: 6, flaggedChildren: 2 });
    expect(body.rows.map((row: { studentId: number }) => row.studentId)).toEqual([idOf(second, 1), idOf(second, 2)]);
    expect(body.rows[0]).toMatchObject({ unexcusedDays: 4, alertSocialAssistance: true, stopBenefit: true });
    expect(body.rows[1]).toMatchObject({ unexcusedDays: 3, alertSocialAssistance: true, stopBenefit: false });
  });

  it('gives the second group the compulsory family-reason cap and the SMP flag on the grid; the first group its own', async () => {
    const grid = await request(t.http).get(`/api/StudentAttendances/${second.classId}/10/2026`).set(director).expect(200);
    const boris = grid.body.rows.find((row: { studentId: number }) => row.studentId === idOf(second, 1));
    expect(boris).toMatchObject({ maxAbsenceCount: 10, smp: { unexcusedThisMonth: 4, level: 'benefitStops' } });
    const younger = await request(t.http).get(`/api/StudentAttendances/${first.classId}/10/2026`).set(director).expect(200);
    const borisToo = younger.body.rows.find((row: { studentId: number }) => row.studentId === idOf(first, 1));
    expect(borisToo).toMatchObject({ maxAbsenceCount: 30, smp: null });
  });

  it('shows the compulsory cap in the family-reason reference and in a parent’s request preview', async () => {
    const { body } = await request(t.http).get('/api/AttendanceReferences/family-absence').set(director).expect(200);
    const capOf = (id: number) => body.rows.find((row: { studentId: number }) => row.studentId === id).cap;
    expect(second.students.map((child) => capOf(child.id))).toEqual([10, 10, 10, 10, 10, 10]);
    expect(first.students.map((child) => capOf(child.id))).toEqual([30, 30, 30, 30, 30, 30]);
    const day = '2027-03-01';
    const preview = await request(t.http)
      .get(`/api/StudentAttendances/request-preview?studentId=${idOf(second, 0)}&type=1&fromDate=${day}&toDate=${day}`)
      .set(director)
      .expect(200);
    expect(preview.body).toMatchObject({ cap: 10 });
  });

  it('writes the SMP letter with the rule in force since 2019: the benefit is terminated, granted again after a year', async () => {
    const pdf = await request(t.http).get('/api/AttendanceReferences/smp/export/10/2026').set(director).responseType('blob');
    const text = (await pdfPages(pdf.body as Buffer)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Закона за семейни помощи за деца');
    expect(text).toContain('децата в задължително предучилищно образование');
    expect(text).toMatch(/месечната помощ за дете се прекратява и може да бъде отпусната отново не по-рано от една година/);
    expect(text).toContain('ДВ, бр. 35 от 2019 г.');
    // The column header wraps inside its narrow cell.
    expect(text.replace(/\s/g, '')).toContain('Прекратяваненапомощта');
    expect(text).not.toContain('не се изплаща');
    expect(text).not.toContain('Спиране');
    const excel = await request(t.http)
      .get('/api/AttendanceReferences/smp/excel-export/10/2026')
      .set(director)
      .responseType('blob')
      .expect(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.body as ArrayBuffer);
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[])[8]).toBe('Прекратяване на помощта');
  });

  it('counts a plain absence on a declared vacation day or a group quarantine day as excused in every report', async () => {
    const boris = idOf(second, 1);
    await request(t.http)
      .post('/api/DaysOff')
      .set(director)
      .send({ type: DaysOffType.Vacation, fromDate: '2026-11-09', toDate: '2026-11-10', name: 'Есенна ваканция' })
      .expect(200);
    await request(t.http)
      .post('/api/DaysOff')
      .set(director)
      .send({
        type: DaysOffType.Quarantine,
        fromDate: '2026-11-11',
        toDate: '2026-11-12',
        name: 'Карантина',
        classId: second.classId,
      })
      .expect(200);
    const dates = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12'];
    await request(t.http)
      .post('/api/StudentAttendances')
      .set(director)
      .send({
        classId: second.classId,
        cells: [
          ...dates.map((forDate) => ({ studentId: boris, forDate, type: S.Absence })),
          {
            studentId: boris,
            forDate: '2026-11-13',
            type: S.Absence,
          },
        ],
      })
      .expect(200);

    // SMP: only the one absence outside the vacation and the quarantine is unexcused.
    const smp = await request(t.http).get('/api/AttendanceReferences/smp/11/2026').set(director).expect(200);
    expect(smp.body.rows).toEqual([expect.objectContaining({ studentId: boris, unexcusedDays: 1, dates: ['2026-11-13'] })]);

    // The grid: the cells are excused and the month's SMP count is 1.
    const grid = await request(t.http).get(`/api/StudentAttendances/${second.classId}/11/2026`).set(director).expect(200);
    const row = grid.body.rows.find((r: { studentId: number }) => r.studentId === boris);
    expect(row.smp).toEqual({ unexcusedThisMonth: 1, level: 'none' });

    // NEISPUO: vacation days excused for other reasons, quarantine days for health.
    const neispuo = await request(t.http)
      .get(`/api/Neispuo/attendances?month=11&year=2026&classId=${second.classId}`)
      .set(director)
      .expect(200);
    expect(neispuo.body.rows.find((r: { studentId: number }) => r.studentId === boris)).toMatchObject({
      unexcused: 1,
      excusedOther: 2,
      excusedHealth: 2,
      unexcusedDays: ['2026-11-13'],
      excusedDays: dates,
    });

    // The references: the same four days are excused.
    const days = await request(t.http)
      .get(`/api/AttendanceReferences/days-attendances?from=2026-11-01&to=2026-11-30&classId=${second.classId}`)
      .set(director)
      .expect(200);
    expect(days.body.rows.find((r: { studentId: number }) => r.studentId === boris)).toMatchObject({ excused: 4, unexcused: 1 });
    const months = await request(t.http)
      .get(`/api/AttendanceReferences/by-months?classId=${second.classId}`)
      .set(director)
      .expect(200);
    expect(months.body.rows.find((r: { month: string }) => r.month === '2026-11')).toMatchObject({ excused: 4, unexcused: 1 });

    // Another group has no quarantine: its absence on 11.11 stays unexcused.
    const other = idOf(first, 0);
    await request(t.http)
      .post('/api/StudentAttendances')
      .set(director)
      .send({ classId: first.classId, cells: [{ studentId: other, forDate: '2026-11-11', type: S.Absence }] })
      .expect(200);
    const per = await request(t.http)
      .get(`/api/AttendanceReferences/days-attendances?from=2026-11-11&to=2026-11-11&classId=${first.classId}`)
      .set(director)
      .expect(200);
    expect(per.body.rows.find((r: { studentId: number }) => r.studentId === other)).toMatchObject({ excused: 0, unexcused: 1 });
  });
});
