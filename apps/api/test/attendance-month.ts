import { AttendanceKind, attendanceKindOf, ChildAttendanceStatus as S, GroupAgeType } from '@kg/contracts';
import type pg from 'pg';
import { aChild, aGroup } from './factories.js';

/**
 * A month of a group's attendance, written straight into the database, with the totals every report must show
 * computed here from the cells (by the shared rules of libs/contracts attendance-rules.ts, which a test keeps equal to
 * the database's). The reports' tests compare their figures with these and with the grid.
 *
 * October 2026 has 22 working days (Monday–Friday; no national holiday). The children, in position order:
 *   0 Ана      present every working day
 *   1 Борис    4 unexcused absences (the monthly child benefit stops: more than 3), present otherwise
 *   2 Виктор   3 unexcused absences (social services are alerted: more than 2), present otherwise
 *   3 Галя     2 family-reason days and 5 sick days with a medical note, present otherwise
 *   4 Дамян    hourly attendance (2 hours) on 10 days, 1 excused, 2 quarantine days, present otherwise
 *   5 Елена    not marked on the last 5 working days (left unmarked), 1 vacation day, present otherwise
 */
export interface AttendanceMonthCell {
  studentId: number;
  forDate: string;
  type: S;
}

export interface StudentTotals {
  present: number;
  unexcused: number;
  excused: number;
  notCounted: number;
  familyReason: number;
  sick: number;
}

export interface AttendanceMonth {
  classId: number;
  month: number;
  year: number;
  workingDays: string[];
  students: { id: number; firstName: string; position: number }[];
  cells: AttendanceMonthCell[];
  perStudent: Map<number, StudentTotals>;
  perDay: Map<string, { present: number; unexcused: number; excused: number }>;
  totals: StudentTotals;
}

const FIRST_NAMES = ['Ана', 'Борис', 'Виктор', 'Галя', 'Дамян', 'Елена'];

export function workingDaysOf(year: number, month: number): string[] {
  const days: string[] = [];
  for (let day = new Date(Date.UTC(year, month - 1, 1)); day.getUTCMonth() === month - 1; day.setUTCDate(day.getUTCDate() + 1)) {
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

function patternOf(child: number, dayIndex: number, dayCount: number): S | null {
  switch (child) {
    case 1:
      return [2, 3, 7, 8].includes(dayIndex) ? S.Absence : S.Attendance;
    case 2:
      return [0, 10, 20].includes(dayIndex) ? S.Absence : S.Attendance;
    case 3:
      if ([4, 5].includes(dayIndex)) return S.AbsenceFamilyReason;
      return dayIndex >= 12 && dayIndex < 17 ? S.AbsenceForSicknessMB : S.Attendance;
    case 4:
      if (dayIndex < 10) return S.Hourly2;
      if (dayIndex === 10) return S.Excused;
      return [11, 12].includes(dayIndex) ? S.AbsenceQuarantine : S.Attendance;
    case 5:
      if (dayIndex >= dayCount - 5) return null;
      return dayIndex === 1 ? S.Vacancy : S.Attendance;
    default:
      return S.Attendance;
  }
}

const emptyTotals = (): StudentTotals => ({ present: 0, unexcused: 0, excused: 0, notCounted: 0, familyReason: 0, sick: 0 });

export async function anAttendanceMonth(
  db: pg.Pool,
  kindergartenId: number,
  options: { month?: number; year?: number; ageType?: GroupAgeType } = {},
): Promise<AttendanceMonth> {
  const month = options.month ?? 10;
  const year = options.year ?? 2026;
  const classId = await aGroup(db, kindergartenId);
  await db.query(`UPDATE classes SET age_type = $2 WHERE id = $1`, [
    classId,
    options.ageType ?? GroupAgeType.KindergartenPGGroups,
  ]);
  const students: AttendanceMonth['students'] = [];
  for (const [position, firstName] of FIRST_NAMES.entries()) {
    const { id } = await aChild(db, kindergartenId, { classId, firstName });
    await db.query(`UPDATE student_classes SET position = $2 WHERE student_id = $1`, [id, position + 1]);
    students.push({ id, firstName, position: position + 1 });
  }

  const workingDays = workingDaysOf(year, month);
  const cells: AttendanceMonthCell[] = [];
  students.forEach((student, child) =>
    workingDays.forEach((forDate, dayIndex) => {
      const type = patternOf(child, dayIndex, workingDays.length);
      if (type !== null) cells.push({ studentId: student.id, forDate, type });
    }),
  );
  await db.query(
    `INSERT INTO student_attendances (kindergarten_id, class_id, student_id, for_date, type)
     SELECT $1, $2, cell.student_id, cell.for_date, cell.type
       FROM unnest($3::int[], $4::date[], $5::smallint[]) AS cell(student_id, for_date, type)`,
    [
      kindergartenId,
      classId,
      cells.map((cell) => cell.studentId),
      cells.map((cell) => cell.forDate),
      cells.map((cell) => cell.type),
    ],
  );

  const perStudent = new Map(students.map((student) => [student.id, emptyTotals()]));
  const perDay = new Map(workingDays.map((day) => [day, { present: 0, unexcused: 0, excused: 0 }]));
  const totals = emptyTotals();
  for (const cell of cells) {
    const kind = attendanceKindOf(cell.type, cell.forDate);
    for (const sum of [perStudent.get(cell.studentId)!, totals]) {
      if (kind === AttendanceKind.Present) sum.present++;
      if (kind === AttendanceKind.Unexcused) sum.unexcused++;
      if (kind === AttendanceKind.Excused) sum.excused++;
      if (kind === AttendanceKind.NotCounted) sum.notCounted++;
      if (cell.type === S.AbsenceFamilyReason) sum.familyReason++;
      if (cell.type === S.AbsenceForSicknessMB || cell.type === S.AbsenceForSicknessMBP) sum.sick++;
    }
    const day = perDay.get(cell.forDate)!;
    if (kind === AttendanceKind.Present) day.present++;
    if (kind === AttendanceKind.Unexcused) day.unexcused++;
    if (kind === AttendanceKind.Excused) day.excused++;
  }
  return { classId, month, year, workingDays, students, cells, perStudent, perDay, totals };
}
