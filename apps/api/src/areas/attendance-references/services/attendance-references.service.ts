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
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { bgDate, type ExportFile, sofiaToday } from '../../../platform/export/index.js';
import { BG } from '../../students/services/students-sql.js';
import {
  absencesSelect,
  COUNTS,
  DAILY,
  DETAIL_COUNTS,
  type GroupReach,
  groupConditions,
  KIND,
  NAME_ORDER,
  nameJoin,
  STUDENT_NAME,
} from './references-sql.js';
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
  constructor(private readonly db: Db) {}

  // ---- per day ----

  async perDay(user: AuthUser, query: PerDayQuery): Promise<PerDayReference> {
    const reach = await this.reach(user, query.classId);
    const where = groupConditions(new SqlConditions(), reach, query.classId);
    const day = where.param(query.date);
    const kg = where.param(reach.kindergartenId);
    // Who is in the reader's groups on the day (own children and guests), through the classes' indexes.
    const groups: PerDayGroupRow[] = await this.db.manager.query(
      `WITH roster AS (
         SELECT sc.class_id, sc.student_id
           FROM classes c JOIN student_classes sc ON sc.class_id = c.id AND sc.from_date <= ${day}::date
            AND (sc.to_date IS NULL OR sc.to_date >= ${day}::date)
          ${where.sql}
         UNION
         SELECT gp.class_id, gp.student_id
           FROM classes c JOIN guest_placements gp ON gp.class_id = c.id AND gp.from_date <= ${day}::date
            AND gp.to_date >= ${day}::date
          ${where.sql})
       SELECT c.id AS "classId", c.name AS "className", count(*)::int AS enrolled,
              count(sa.id) FILTER (WHERE ${KIND} = 1)::int AS present,
              count(sa.id) FILTER (WHERE ${KIND} = 2)::int AS unexcused,
              count(sa.id) FILTER (WHERE ${KIND} = 3)::int AS excused,
              count(sa.id) FILTER (WHERE ${KIND} = 0)::int AS "notCounted",
              count(*) FILTER (WHERE sa.id IS NULL)::int AS "notMarked"
         FROM roster r JOIN classes c ON c.id = r.class_id
         LEFT JOIN student_attendances sa
           ON sa.kindergarten_id = ${kg} AND sa.student_id = r.student_id AND sa.for_date = ${day}::date
        GROUP BY c.id, c.name ORDER BY c.name ${BG}, c.id`,
      where.params,
    );
    const absentWhere = groupConditions(new SqlConditions(), reach, query.classId)
      .add('sa.kindergarten_id = ?', reach.kindergartenId)
      .add('sa.for_date = ?::date', query.date);
    const absences = absencesSelect(absentWhere);
    const absent: AbsenceRow[] = await this.db.manager.query(
      `SELECT ${absences.select} ${absences.from} ${absentWhere.sql} ORDER BY ${absences.orderBy}`,
      absentWhere.params,
    );
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
    const where = this.cellConditions(reach, query);
    where.addIf(query.studentId, 'sa.student_id = ?');
    const rows: (StudentAttendanceCounts & { studentId: number | null; studentName: string; month: string | null })[] =
      await this.db.manager.query(
        `WITH counts AS (
           SELECT sa.student_id, to_char(sa.for_date, 'YYYY-MM') AS month, grouping(to_char(sa.for_date, 'YYYY-MM')) AS is_total,
                  ${COUNTS}, ${DETAIL_COUNTS}
             FROM student_attendances sa JOIN classes c ON c.id = sa.class_id ${where.sql}
            GROUP BY GROUPING SETS ((sa.student_id, to_char(sa.for_date, 'YYYY-MM')), (sa.student_id), ()))
         SELECT counts.student_id AS "studentId", ${STUDENT_NAME} AS "studentName",
                CASE WHEN counts.is_total = 0 THEN counts.month END AS month,
                counts.present, counts.unexcused, counts.excused, counts."notCounted", counts."familyReason", counts.sick
           FROM counts ${nameJoin('counts.student_id')}
          ORDER BY counts.student_id IS NULL, ${NAME_ORDER}, counts.student_id, counts.is_total, counts.month`,
        where.params,
      );
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
    const where = this.cellConditions(reach, query);
    const rows: (PerGroupRow & { isTotal: number })[] = await this.db.manager.query(
      `SELECT c.id AS "classId", c.name AS "className", grouping(c.id, c.name) AS "isTotal", ${COUNTS}, ${DAILY}
         FROM student_attendances sa JOIN classes c ON c.id = sa.class_id ${where.sql}
        GROUP BY GROUPING SETS ((c.id, c.name), ())
        ORDER BY grouping(c.id, c.name), c.name ${BG}, c.id`,
      where.params,
    );
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
    const where = groupConditions(new SqlConditions(), reach, query.classId);
    const periodId = where.param(year.id);
    const from = where.param(year.fromDate);
    const to = where.param(year.toDate);
    const on = where.param(onDate);
    const kg = where.param(reach.kindergartenId);
    const rows: FamilyAbsenceRow[] = await this.db.manager.query(
      `WITH placed AS (
         SELECT DISTINCT ON (sc.student_id) sc.student_id, sc.class_id
           FROM student_classes sc JOIN classes pc ON pc.id = sc.class_id
          WHERE pc.kindergarten_id = ${kg} AND pc.period_id = ${periodId}
          ORDER BY sc.student_id, sc.from_date DESC),
       used AS (
         SELECT sa.student_id, count(*)::int AS used FROM student_attendances sa
          WHERE sa.kindergarten_id = ${kg} AND sa.type = 4 AND sa.for_date BETWEEN ${from}::date AND ${to}::date
          GROUP BY sa.student_id)
       SELECT p.student_id AS "studentId", ${STUDENT_NAME} AS "studentName", c.id AS "classId", c.name AS "className",
              c.age_type AS "ageType", coalesce(u.used, 0) AS used, lim.cap,
              greatest(lim.cap - coalesce(u.used, 0), 0) AS remaining,
              coalesce(u.used, 0) >= lim.cap AS "limitReached", coalesce(u.used, 0) > lim.cap AS "overLimit"
         FROM placed p JOIN classes c ON c.id = p.class_id ${nameJoin('p.student_id')}
         LEFT JOIN used u ON u.student_id = p.student_id
         CROSS JOIN LATERAL (SELECT family_absence_limit(${kg}, c.age_type, ${on}::date)::int AS cap) lim
         ${where.sql}
        ORDER BY c.name ${BG}, c.id, ${NAME_ORDER}, p.student_id`,
      where.params,
    );
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
    const where = this.cellConditions(reach, query);
    const rows: DaysAttendedRow[] = await this.db.manager.query(
      `WITH counts AS (
         SELECT sa.student_id, sa.class_id, count(*) FILTER (WHERE ${KIND} = 1)::int AS present,
                count(*) FILTER (WHERE sa.type IN (7, 8, 9))::int AS hourly,
                count(*) FILTER (WHERE ${KIND} = 3)::int AS excused, count(*) FILTER (WHERE ${KIND} = 2)::int AS unexcused
           FROM student_attendances sa JOIN classes c ON c.id = sa.class_id ${where.sql}
          GROUP BY sa.student_id, sa.class_id)
       SELECT counts.student_id AS "studentId", ${STUDENT_NAME} AS "studentName", c.id AS "classId", c.name AS "className",
              counts.present, counts.hourly, counts.excused, counts.unexcused
         FROM counts JOIN classes c ON c.id = counts.class_id ${nameJoin('counts.student_id')}
        ORDER BY c.name ${BG}, c.id, ${NAME_ORDER}, counts.student_id`,
      where.params,
    );
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
    const where = this.cellConditions(reach, { from: year.fromDate, to: year.toDate, classId: query.classId });
    const from = where.param(year.fromDate);
    const to = where.param(year.toDate);
    const rows: (ByMonthsRow & { isTotal: number })[] = await this.db.manager.query(
      `WITH months AS (
         SELECT to_char(m, 'YYYY-MM') AS month FROM generate_series(date_trunc('month', ${from}::date), ${to}::date, '1 month') m),
       cells AS (
         SELECT to_char(sa.for_date, 'YYYY-MM') AS month, sa.type, sa.for_date, sa.id
           FROM student_attendances sa JOIN classes c ON c.id = sa.class_id ${where.sql})
       SELECT m.month, grouping(m.month) AS "isTotal",
              ${COUNTS.replaceAll('count(*)', 'count(sa.id)')}, ${DAILY.replaceAll('count(*)', 'count(sa.id)')}
         FROM months m LEFT JOIN cells sa ON sa.month = m.month
        GROUP BY GROUPING SETS ((m.month), ()) ORDER BY grouping(m.month), m.month`,
      where.params,
    );
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
    const where = this.cellConditions(reach, query);
    const select = absencesSelect(where);
    return pagedQuery<AbsenceRow>(
      this.db.manager,
      { select: select.select, from: select.from, where, orderBy: {}, defaultOrder: select.orderBy },
      query,
    );
  }

  async absencesExport(user: AuthUser, query: AbsencesExportQuery): Promise<ExportFile> {
    const reach = await this.reach(user, query.classId);
    const where = this.cellConditions(reach, query);
    const select = absencesSelect(where);
    const rows: AbsenceRow[] = await this.db.manager.query(
      `SELECT ${select.select} ${select.from} ${where.sql} ORDER BY ${select.orderBy}`,
      where.params,
    );
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

  /** The cells of the reader's groups in a period (and a group), on the (kindergarten_id, for_date) index. */
  private cellConditions(reach: GroupReach, query: { from: string; to: string; classId?: number }): SqlConditions {
    return groupConditions(new SqlConditions(), reach, query.classId)
      .add('sa.kindergarten_id = ?', reach.kindergartenId)
      .add('sa.for_date BETWEEN ?::date AND ?::date', query.from, query.to);
  }

  /**
   * The groups the user's figures come from. A chosen group must be the kindergarten's (404) and, for a reader
   * limited to their own groups, one they teach (403).
   */
  private async reach(user: AuthUser, classId: number | undefined): Promise<GroupReach> {
    const entry = user.access.find((item) => item.resource === Resource.AttendanceReferences);
    const reach = { kindergartenId: user.kindergartenId!, userId: user.userId, allGroups: !!entry?.canView };
    if (classId === undefined) return reach;
    const [group] = await this.db.manager.query(
      `SELECT c.id, EXISTS (SELECT 1 FROM class_teachers ct JOIN teachers te ON te.id = ct.teacher_id
                             WHERE ct.class_id = c.id AND te.user_id = $3) AS own
         FROM classes c WHERE c.id = $1 AND c.kindergarten_id = $2`,
      [classId, reach.kindergartenId, user.userId],
    );
    if (!group) throw new NotFoundError(messages.classNotFound);
    if (!reach.allGroups && !group.own) throw new ForbiddenError();
    return reach;
  }

  /** A child of the kindergarten or a guest placed in it. */
  private async assertStudent(user: AuthUser, studentId: number): Promise<void> {
    const [child] = await this.db.manager.query(
      `SELECT 1 FROM students WHERE id = $1 AND kindergarten_id = $2
       UNION ALL SELECT 1 FROM guest_placements WHERE student_id = $1 AND kindergarten_id = $2 LIMIT 1`,
      [studentId, user.kindergartenId],
    );
    if (!child) throw new NotFoundError(messages.studentNotFound);
  }

  private async schoolYear(user: AuthUser): Promise<{ id: number; fromDate: string; toDate: string }> {
    const [year] = await this.db.manager.query(
      `SELECT id, to_char(from_date, 'YYYY-MM-DD') AS "fromDate", to_char(to_date, 'YYYY-MM-DD') AS "toDate"
         FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2`,
      [user.periodId, user.kindergartenId],
    );
    if (!year) throw new BadInputError(messages.noSchoolYear);
    return year;
  }

  private async groupName(classId: number): Promise<string> {
    const [group] = await this.db.manager.query(`SELECT name FROM classes WHERE id = $1`, [classId]);
    return group?.name ?? '';
  }

  private async kindergartenName(user: AuthUser): Promise<string | null> {
    const [kindergarten] = await this.db.manager.query(`SELECT name FROM kindergartens WHERE id = $1`, [user.kindergartenId]);
    return kindergarten?.name ?? null;
  }
}
