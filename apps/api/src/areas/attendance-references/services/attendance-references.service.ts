import { Injectable } from '@nestjs/common';
import {
  type AbsenceRow,
  type AbsencesExportQuery,
  type AbsencesQuery,
  attendanceKindLabels,
  attendanceReferenceMessages as messages,
  type ByMonthsExportQuery,
  type ByMonthsQuery,
  type ByMonthsReference,
  type ByMonthsRow,
  childAttendanceStatusLabels,
  type DaysAttendancesQuery,
  type DaysAttendancesReferenceQuery,
  type DaysAttendedReference,
  type DaysAttendedRow,
  type FamilyAbsenceExportQuery,
  type FamilyAbsenceQuery,
  type FamilyAbsenceReference,
  type FamilyAbsenceRow,
  groupAgeTypeLabels,
  monthLabels,
  type Month,
  type PagedResult,
  type PerDayExportQuery,
  type PerDayGroupRow,
  type PerDayQuery,
  type PerDayReference,
  type PerGroupExportQuery,
  type PerGroupQuery,
  type PerGroupReference,
  type PerGroupRow,
  type PerStudentExportQuery,
  type PerStudentMonth,
  type PerStudentQuery,
  type PerStudentReference,
  type PerStudentRow,
  Resource,
  type StudentAttendanceCounts,
} from '@kg/contracts';
import { assertReached } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, type ExportFile, sofiaToday } from '../../../platform/export/index.js';
import { AttendanceReferencesRepository, type SchoolYearRow } from '../data/attendance-references.repository.js';
import type { GroupReach } from '../data/references.sql.js';
import { type ReportColumn, type ReportTable, renderReport } from './report-file.js';

const period = (from: string, to: string): string => `${bgDate(from)} – ${bgDate(to)}`;
const monthName = (month: string): string => `${monthLabels[Number(month.slice(5, 7)) as Month]} ${month.slice(0, 4)}`;
const zeroCounts = (): StudentAttendanceCounts => ({
  present: 0,
  unexcused: 0,
  excused: 0,
  notCounted: 0,
  familyReason: 0,
  sick: 0,
});

/** Columns shared by several references. */
const countColumns = <Row extends { present: number; unexcused: number; excused: number }>(): ReportColumn<Row>[] => [
  { header: 'Присъствия', kind: 'integer', value: (row) => row.present },
  { header: 'Извинени', kind: 'integer', value: (row) => row.excused },
  { header: 'Неизвинени', kind: 'integer', value: (row) => row.unexcused },
];
const absenceColumns: ReportColumn<AbsenceRow>[] = [
  { header: 'Дата', kind: 'date', value: (row) => row.forDate },
  { header: 'Група', kind: 'text', value: (row) => row.className },
  { header: 'Дете', kind: 'text', value: (row) => row.studentName },
  { header: 'Статус', kind: 'text', value: (row) => childAttendanceStatusLabels[row.type] },
  { header: 'Вид', kind: 'text', value: (row) => attendanceKindLabels[row.kind] },
  { header: 'Медицинска бележка', kind: 'text', value: (row) => row.medicalNote },
];

/**
 * The children's attendance references (spec 2 §7.3 "AttendanceReferences", resource 41; docs/attendance-references.md).
 * Each reference is one grouped query over the grid's cells (`student_attendances`) of the reader's kindergarten,
 * counted by `attendance_kind()`. A reader with upper-case R sees every group, with lower-case r (a teacher whose
 * kindergarten limited the grant) only the groups they teach. The exports take the same query and show the same
 * figures.
 */
@Injectable()
export class AttendanceReferencesService {
  constructor(private readonly references: AttendanceReferencesRepository) {}

  // ---- per day ----

  async perDay(user: AuthUser, query: PerDayQuery): Promise<PerDayReference> {
    const reach = await this.reach(user, query.classId);
    const groups = await this.references.perDayGroups(reach, query);
    const absent = await this.references.absentOn(reach, query);
    const totals = { enrolled: 0, present: 0, unexcused: 0, excused: 0, notCounted: 0, notMarked: 0 };
    for (const group of groups) for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += group[key];
    return { date: query.date, groups, absent, totals };
  }

  async perDayExport(user: AuthUser, query: PerDayExportQuery): Promise<ExportFile> {
    const reference = await this.perDay(user, query);
    type Row = Omit<PerDayGroupRow, 'classId'>;
    return renderReport(query.format, {
      title: 'Присъствия за ден',
      subtitle: bgDate(query.date),
      kindergartenName: await this.kindergartenName(user),
      tables: [
        this.table<Row>('По групи', reference.groups, { className: 'Общо', ...reference.totals }, [
          { header: 'Група', kind: 'text', value: (row) => row.className },
          { header: 'Записани', kind: 'integer', value: (row) => row.enrolled },
          ...countColumns<Row>(),
          { header: 'Не се отчитат', kind: 'integer', value: (row) => row.notCounted },
          { header: 'Неотбелязани', kind: 'integer', value: (row) => row.notMarked },
        ]),
        this.table<AbsenceRow>('Отсъстващи деца', reference.absent, undefined, absenceColumns.slice(1)),
      ],
    });
  }

  // ---- per student ----

  async perStudent(user: AuthUser, query: PerStudentQuery): Promise<PerStudentReference> {
    const reach = await this.reach(user, query.classId);
    if (query.studentId !== undefined) await this.assertStudent(user, query.studentId);
    const rows = await this.references.perStudent(reach, query);
    const result: PerStudentRow[] = [];
    let totals = zeroCounts();
    for (const { studentId, studentName, month, ...counts } of rows) {
      if (studentId === null) totals = counts;
      else if (month === null) result[result.length - 1]!.totals = counts;
      else {
        if (result.at(-1)?.studentId !== studentId) result.push({ studentId, studentName, months: [], totals: zeroCounts() });
        result[result.length - 1]!.months.push({ month, ...counts });
      }
    }
    return { from: query.from, to: query.to, rows: result, totals };
  }

  async perStudentExport(user: AuthUser, query: PerStudentExportQuery): Promise<ExportFile> {
    const reference = await this.perStudent(user, query);
    type Row = PerStudentMonth & { studentName: string };
    const rows: Row[] = reference.rows.flatMap((child) => [
      ...child.months.map((month) => ({ studentName: child.studentName, ...month })),
      { studentName: child.studentName, month: 'Общо за детето', ...child.totals },
    ]);
    const subject = query.classId !== undefined ? await this.groupName(query.classId) : reference.rows[0]?.studentName;
    return renderReport(query.format, {
      title: 'Присъствия по деца',
      subtitle: [subject, period(query.from, query.to)].filter(Boolean).join(', '),
      kindergartenName: await this.kindergartenName(user),
      landscape: true,
      tables: [
        this.table<Row>('По деца', rows, { studentName: 'Общо', month: '', ...reference.totals }, [
          { header: 'Дете', kind: 'text', value: (row) => row.studentName },
          { header: 'Месец', kind: 'text', value: (row) => (/^\d{4}-\d{2}$/.test(row.month) ? monthName(row.month) : row.month) },
          ...countColumns<Row>(),
          { header: 'Семейни причини', kind: 'integer', value: (row) => row.familyReason },
          { header: 'Болест', kind: 'integer', value: (row) => row.sick },
          { header: 'Не се отчитат', kind: 'integer', value: (row) => row.notCounted },
        ]),
      ],
    });
  }

  // ---- per group ----

  async perGroup(user: AuthUser, query: PerGroupQuery): Promise<PerGroupReference> {
    const reach = await this.reach(user, query.classId);
    const rows = await this.references.perGroup(reach, query);
    const [totalRow] = rows.filter((row) => row.isTotal !== 0);
    const { classId: _classId, className: _className, isTotal: _isTotal, ...totals } = totalRow!;
    return {
      from: query.from,
      to: query.to,
      rows: rows.filter((row) => row.isTotal === 0).map(({ isTotal: _, ...row }) => row),
      totals,
    };
  }

  async perGroupExport(user: AuthUser, query: PerGroupExportQuery): Promise<ExportFile> {
    const reference = await this.perGroup(user, query);
    type Row = Omit<PerGroupRow, 'classId'>;
    return renderReport(query.format, {
      title: 'Присъствия по групи',
      subtitle: period(query.from, query.to),
      kindergartenName: await this.kindergartenName(user),
      tables: [
        this.table<Row>('По групи', reference.rows, { className: 'Общо', ...reference.totals }, [
          { header: 'Група', kind: 'text', value: (row) => row.className },
          ...countColumns<Row>(),
          { header: 'Отчетени дни', kind: 'integer', value: (row) => row.markedDays },
          { header: 'Среднодневна посещаемост', kind: 'decimal', value: (row) => row.averageDaily },
        ]),
      ],
    });
  }

  // ---- family absence ----

  async familyAbsence(user: AuthUser, query: FamilyAbsenceQuery): Promise<FamilyAbsenceReference> {
    const reach = await this.reach(user, query.classId);
    const year = await this.schoolYear(user);
    const today = sofiaToday();
    const onDate = today < year.fromDate ? year.fromDate : today > year.toDate ? year.toDate : today;
    const rows = await this.references.familyAbsence(reach, query.classId, year, onDate);
    return { onDate, rows };
  }

  async familyAbsenceExport(user: AuthUser, query: FamilyAbsenceExportQuery): Promise<ExportFile> {
    const reference = await this.familyAbsence(user, query);
    return renderReport(query.format, {
      title: 'Отсъствия по семейни причини',
      subtitle: `Лимит към ${bgDate(reference.onDate)}`,
      kindergartenName: await this.kindergartenName(user),
      tables: [
        this.table<FamilyAbsenceRow>('Семейни причини', reference.rows, undefined, [
          { header: 'Група', kind: 'text', value: (row) => row.className },
          { header: 'Вид група', kind: 'text', value: (row) => groupAgeTypeLabels[row.ageType] },
          { header: 'Дете', kind: 'text', value: (row) => row.studentName },
          { header: 'Използвани дни', kind: 'integer', value: (row) => row.used },
          { header: 'Лимит', kind: 'integer', value: (row) => row.cap },
          { header: 'Оставащи', kind: 'integer', value: (row) => row.remaining },
          {
            header: 'Достигнат лимит',
            kind: 'text',
            value: (row) => (row.overLimit ? 'Надвишен' : row.limitReached ? 'Да' : 'Не'),
          },
        ]),
      ],
    });
  }

  // ---- days attended ----

  async daysAttendances(user: AuthUser, query: DaysAttendancesQuery): Promise<DaysAttendedReference> {
    const reach = await this.reach(user, query.classId);
    const rows = await this.references.daysAttended(reach, query);
    const totals = { present: 0, hourly: 0, excused: 0, unexcused: 0 };
    for (const row of rows) for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
    return { from: query.from, to: query.to, rows, totals };
  }

  async daysAttendancesReference(user: AuthUser, query: DaysAttendancesReferenceQuery): Promise<ExportFile> {
    const reference = await this.daysAttendances(user, query);
    type Row = Omit<DaysAttendedRow, 'studentId' | 'classId'>;
    return renderReport(query.format, {
      title: 'Справка за присъствени дни',
      subtitle: period(query.from, query.to),
      kindergartenName: await this.kindergartenName(user),
      tables: [
        this.table<Row>('Присъствени дни', reference.rows, { className: 'Общо', studentName: '', ...reference.totals }, [
          { header: 'Група', kind: 'text', value: (row) => row.className },
          { header: 'Дете', kind: 'text', value: (row) => row.studentName },
          { header: 'Присъствени дни', kind: 'integer', value: (row) => row.present },
          { header: 'От тях почасово', kind: 'integer', value: (row) => row.hourly },
          { header: 'Извинени', kind: 'integer', value: (row) => row.excused },
          { header: 'Неизвинени', kind: 'integer', value: (row) => row.unexcused },
        ]),
      ],
    });
  }

  // ---- by months ----

  async byMonths(user: AuthUser, query: ByMonthsQuery): Promise<ByMonthsReference> {
    const reach = await this.reach(user, query.classId);
    const year = await this.schoolYear(user);
    const rows = await this.references.byMonths(reach, query.classId, year);
    const total = rows.find((row) => row.isTotal !== 0)!;
    const { month: _month, isTotal: _isTotal, ...totals } = total;
    return { rows: rows.filter((row) => row.isTotal === 0).map(({ isTotal: _, ...row }) => row), totals };
  }

  async byMonthsExport(user: AuthUser, query: ByMonthsExportQuery): Promise<ExportFile> {
    const reference = await this.byMonths(user, query);
    return renderReport(query.format, {
      title: 'Присъствия по месеци',
      subtitle: query.classId !== undefined ? await this.groupName(query.classId) : 'Цялата детска градина',
      kindergartenName: await this.kindergartenName(user),
      tables: [
        this.table<ByMonthsRow>('По месеци', reference.rows, { month: 'Общо', ...reference.totals }, [
          { header: 'Месец', kind: 'text', value: (row) => (row.month === 'Общо' ? row.month : monthName(row.month)) },
          ...countColumns<ByMonthsRow>(),
          { header: 'Отчетени дни', kind: 'integer', value: (row) => row.markedDays },
          { header: 'Среднодневна посещаемост', kind: 'decimal', value: (row) => row.averageDaily },
        ]),
      ],
    });
  }

  // ---- absences ----

  async absences(user: AuthUser, query: AbsencesQuery): Promise<PagedResult<AbsenceRow>> {
    const reach = await this.reach(user, query.classId);
    return this.references.absencesPage(reach, query);
  }

  async absencesExport(user: AuthUser, query: AbsencesExportQuery): Promise<ExportFile> {
    const reach = await this.reach(user, query.classId);
    const rows = await this.references.allAbsences(reach, query);
    const subject = query.classId !== undefined ? await this.groupName(query.classId) : undefined;
    return renderReport(query.format, {
      title: 'Отсъствия',
      subtitle: [subject, period(query.from, query.to)].filter(Boolean).join(', '),
      kindergartenName: await this.kindergartenName(user),
      landscape: true,
      tables: [this.table<AbsenceRow>('Отсъствия', rows, undefined, absenceColumns)],
    });
  }

  // ---- shared ----

  /** A typed table, its row type erased for the report's list of tables. */
  private table<Row>(name: string, rows: Row[], totals: Row | undefined, columns: ReportColumn<Row>[]): ReportTable<never> {
    return { name, rows, totals, columns } as unknown as ReportTable<never>;
  }

  /**
   * The groups the user's figures come from. A chosen group must be the kindergarten's (404) and, for a reader
   * limited to their own groups, one they teach (403).
   */
  private async reach(user: AuthUser, classId: number | undefined): Promise<GroupReach> {
    const entry = user.access.find((item) => item.resource === Resource.AttendanceReferences);
    const reach = { kindergartenId: user.kindergartenId!, userId: user.userId, allGroups: !!entry?.canView };
    if (classId === undefined) return reach;
    const group = await this.references.groupOfReader(classId, reach.kindergartenId, user.userId);
    if (!group) throw new NotFoundError(messages.classNotFound);
    if (!reach.allGroups) assertReached(group.own);
    return reach;
  }

  /** A child of the kindergarten or a guest placed in it. */
  private async assertStudent(user: AuthUser, studentId: number): Promise<void> {
    if (!(await this.references.childOrGuestExists(user.kindergartenId!, studentId))) {
      throw new NotFoundError(messages.studentNotFound);
    }
  }

  private async schoolYear(user: AuthUser): Promise<SchoolYearRow> {
    const year = await this.references.schoolYear(user.periodId, user.kindergartenId!);
    if (!year) throw new BadInputError(messages.noSchoolYear);
    return year;
  }

  private async groupName(classId: number): Promise<string> {
    return (await this.references.groupName(classId)) ?? '';
  }

  private async kindergartenName(user: AuthUser): Promise<string | null> {
    return (await this.references.kindergartenName(user.kindergartenId)) ?? null;
  }
}
