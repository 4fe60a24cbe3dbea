import { Injectable } from '@nestjs/common';
import {
  type AbsenceRow,
  type AbsencesExportQuery,
  type AbsencesQuery,
  AttendanceKind,
  type ByMonthsRow,
  ChildAttendanceStatus as S,
  type DaysAttendedRow,
  type FamilyAbsenceRow,
  type PagedResult,
  type PerDayGroupRow,
  type PerDayQuery,
  type PerGroupRow,
  type PerStudentQuery,
  type StudentAttendanceCounts,
} from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BG } from '../../students/data/students.sql.js';
import {
  absencesSelect,
  cellConditions,
  COUNTS,
  DAILY,
  DETAIL_COUNTS,
  type GroupReach,
  groupConditions,
  KIND,
  NAME_ORDER,
  nameJoin,
  STUDENT_NAME,
} from './references.sql.js';

/** A period of a reference: `from`–`to` and optionally one group. */
export interface ReferencePeriod {
  from: string;
  to: string;
  classId?: number;
}

/** The selected school year's bounds. */
export interface SchoolYearRow {
  id: number;
  fromDate: string;
  toDate: string;
}

/** A child's counts of one month, of all their months (month null) or of every child (studentId null). */
export interface PerStudentCountsRow extends StudentAttendanceCounts {
  studentId: number | null;
  studentName: string;
  month: string | null;
}

/** A group's figures, or the totals of all of them (isTotal not 0). */
export type PerGroupCountsRow = PerGroupRow & { isTotal: number };

/** A month's figures, or the totals of the school year (isTotal not 0). */
export type ByMonthsCountsRow = ByMonthsRow & { isTotal: number };

/** A group of the kindergarten and whether the user teaches it. */
export interface GroupOfReader {
  id: number;
  own: boolean;
}

/**
 * The statements of the children's attendance references (docs/attendance-references.md): each reference is one
 * grouped statement over the grid's cells (`student_attendances`) of the reader's groups; every row typed.
 */
@Injectable()
export class AttendanceReferencesRepository {
  constructor(private readonly db: Db) {}

  /** The groups on a day: who is in the reader's groups that day (own children and guests) and their statuses. */
  perDayGroups(reach: GroupReach, query: PerDayQuery): Promise<PerDayGroupRow[]> {
    const where = groupConditions(new SqlConditions(), reach, query.classId);
    const day = where.param(query.date);
    const kg = where.param(reach.kindergartenId);
    // Who is in the reader's groups on the day (own children and guests), through the classes' indexes.
    return this.db.sql.many<PerDayGroupRow>(
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
              count(sa.id) FILTER (WHERE ${KIND} = ${AttendanceKind.Present})::int AS present,
              count(sa.id) FILTER (WHERE ${KIND} = ${AttendanceKind.Unexcused})::int AS unexcused,
              count(sa.id) FILTER (WHERE ${KIND} = ${AttendanceKind.Excused})::int AS excused,
              count(sa.id) FILTER (WHERE ${KIND} = ${AttendanceKind.NotCounted})::int AS "notCounted",
              count(*) FILTER (WHERE sa.id IS NULL)::int AS "notMarked"
         FROM roster r JOIN classes c ON c.id = r.class_id
         LEFT JOIN student_attendances sa
           ON sa.kindergarten_id = ${kg} AND sa.student_id = r.student_id AND sa.for_date = ${day}::date
        GROUP BY c.id, c.name ORDER BY c.name ${BG}, c.id`,
      where.params,
    );
  }

  /** The day's absent children of the reader's groups. */
  absentOn(reach: GroupReach, query: PerDayQuery): Promise<AbsenceRow[]> {
    const where = groupConditions(new SqlConditions(), reach, query.classId)
      .add('sa.kindergarten_id = ?', reach.kindergartenId)
      .add('sa.for_date = ?::date', query.date);
    const absences = absencesSelect(where);
    return this.db.sql.many<AbsenceRow>(
      `SELECT ${absences.select} ${absences.from} ${where.sql} ORDER BY ${absences.orderBy}`,
      where.params,
    );
  }

  /** Each child's months, each child's totals and the totals of all, in the children's order. */
  perStudent(reach: GroupReach, query: PerStudentQuery): Promise<PerStudentCountsRow[]> {
    const where = cellConditions(reach, query);
    where.addIf(query.studentId, 'sa.student_id = ?');
    return this.db.sql.many<PerStudentCountsRow>(
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
  }

  /** Each group's figures over the period, then the totals. */
  perGroup(reach: GroupReach, query: ReferencePeriod): Promise<PerGroupCountsRow[]> {
    const where = cellConditions(reach, query);
    return this.db.sql.many<PerGroupCountsRow>(
      `SELECT c.id AS "classId", c.name AS "className", grouping(c.id, c.name) AS "isTotal", ${COUNTS}, ${DAILY}
         FROM student_attendances sa JOIN classes c ON c.id = sa.class_id ${where.sql}
        GROUP BY GROUPING SETS ((c.id, c.name), ())
        ORDER BY grouping(c.id, c.name), c.name ${BG}, c.id`,
      where.params,
    );
  }

  /**
   * The family-reason days of each child placed in the school year, against the child's cap in force on `onDate` (the
   * compulsory cap for a child in compulsory preschool education, else the group's age type; a guest: the group's).
   */
  familyAbsence(
    reach: GroupReach,
    classId: number | undefined,
    year: SchoolYearRow,
    onDate: string,
  ): Promise<FamilyAbsenceRow[]> {
    const where = groupConditions(new SqlConditions(), reach, classId);
    const periodId = where.param(year.id);
    const from = where.param(year.fromDate);
    const to = where.param(year.toDate);
    const on = where.param(onDate);
    const kg = where.param(reach.kindergartenId);
    return this.db.sql.many<FamilyAbsenceRow>(
      `WITH placed AS (
         SELECT DISTINCT ON (sc.student_id) sc.student_id, sc.class_id
           FROM student_classes sc JOIN classes pc ON pc.id = sc.class_id
          WHERE pc.kindergarten_id = ${kg} AND pc.period_id = ${periodId}
          ORDER BY sc.student_id, sc.from_date DESC),
       used AS (
         SELECT sa.student_id, count(*)::int AS used FROM student_attendances sa
          WHERE sa.kindergarten_id = ${kg} AND sa.type = ${S.AbsenceFamilyReason} AND sa.for_date BETWEEN ${from}::date AND ${to}::date
          GROUP BY sa.student_id)
       SELECT p.student_id AS "studentId", ${STUDENT_NAME} AS "studentName", c.id AS "classId", c.name AS "className",
              c.age_type AS "ageType", coalesce(u.used, 0) AS used, lim.cap,
              greatest(lim.cap - coalesce(u.used, 0), 0) AS remaining,
              coalesce(u.used, 0) >= lim.cap AS "limitReached", coalesce(u.used, 0) > lim.cap AS "overLimit"
         FROM placed p JOIN classes c ON c.id = p.class_id ${nameJoin('p.student_id')}
         LEFT JOIN used u ON u.student_id = p.student_id
         CROSS JOIN LATERAL (SELECT student_family_absence_limit(${kg}, c.age_type, s.birth_date, ${on}::date)::int AS cap) lim
         ${where.sql}
        ORDER BY c.name ${BG}, c.id, ${NAME_ORDER}, p.student_id`,
      where.params,
    );
  }

  /** The days each child attended (hourly days among them) and was absent in the period, per group. */
  daysAttended(reach: GroupReach, query: ReferencePeriod): Promise<DaysAttendedRow[]> {
    const where = cellConditions(reach, query);
    return this.db.sql.many<DaysAttendedRow>(
      `WITH counts AS (
         SELECT sa.student_id, sa.class_id, count(*) FILTER (WHERE ${KIND} = ${AttendanceKind.Present})::int AS present,
                count(*) FILTER (WHERE sa.type IN (${S.Hourly1}, ${S.Hourly2}, ${S.Hourly3}))::int AS hourly,
                count(*) FILTER (WHERE ${KIND} = ${AttendanceKind.Excused})::int AS excused,
                count(*) FILTER (WHERE ${KIND} = ${AttendanceKind.Unexcused})::int AS unexcused
           FROM student_attendances sa JOIN classes c ON c.id = sa.class_id ${where.sql}
          GROUP BY sa.student_id, sa.class_id)
       SELECT counts.student_id AS "studentId", ${STUDENT_NAME} AS "studentName", c.id AS "classId", c.name AS "className",
              counts.present, counts.hourly, counts.excused, counts.unexcused
         FROM counts JOIN classes c ON c.id = counts.class_id ${nameJoin('counts.student_id')}
        ORDER BY c.name ${BG}, c.id, ${NAME_ORDER}, counts.student_id`,
      where.params,
    );
  }

  /** Every month of the school year (also those with no cells), then the totals. */
  byMonths(reach: GroupReach, classId: number | undefined, year: SchoolYearRow): Promise<ByMonthsCountsRow[]> {
    const where = cellConditions(reach, { from: year.fromDate, to: year.toDate, classId });
    const from = where.param(year.fromDate);
    const to = where.param(year.toDate);
    return this.db.sql.many<ByMonthsCountsRow>(
      `WITH months AS (
         SELECT to_char(m, 'YYYY-MM') AS month FROM generate_series(date_trunc('month', ${from}::date), ${to}::date, '1 month') m),
       cells AS (
         SELECT to_char(sa.for_date, 'YYYY-MM') AS month, sa.type, sa.for_date, sa.id, sa.kindergarten_id, sa.class_id
           FROM student_attendances sa JOIN classes c ON c.id = sa.class_id ${where.sql})
       SELECT m.month, grouping(m.month) AS "isTotal",
              ${COUNTS.replaceAll('count(*)', 'count(sa.id)')}, ${DAILY.replaceAll('count(*)', 'count(sa.id)')}
         FROM months m LEFT JOIN cells sa ON sa.month = m.month
        GROUP BY GROUPING SETS ((m.month), ()) ORDER BY grouping(m.month), m.month`,
      where.params,
    );
  }

  /** A page of the period's absences. */
  absencesPage(reach: GroupReach, query: AbsencesQuery): Promise<PagedResult<AbsenceRow>> {
    const where = cellConditions(reach, query);
    const select = absencesSelect(where);
    return pagedQuery<AbsenceRow>(
      this.db.manager,
      { select: select.select, from: select.from, where, orderBy: {}, defaultOrder: select.orderBy },
      query,
    );
  }

  /** Every absence of the period (the export). */
  allAbsences(reach: GroupReach, query: AbsencesExportQuery): Promise<AbsenceRow[]> {
    const where = cellConditions(reach, query);
    const select = absencesSelect(where);
    return this.db.sql.many<AbsenceRow>(
      `SELECT ${select.select} ${select.from} ${where.sql} ORDER BY ${select.orderBy}`,
      where.params,
    );
  }

  /** A group of the kindergarten, with whether the user teaches it; undefined for another kindergarten's. */
  groupOfReader(classId: number, kindergartenId: number, userId: number): Promise<GroupOfReader | undefined> {
    return this.db.sql.maybe<GroupOfReader>(
      `SELECT c.id, ${reachSql.teachesClass('c.id', '$3')} AS own
         FROM classes c WHERE c.id = $1 AND c.kindergarten_id = $2`,
      [classId, kindergartenId, userId],
    );
  }

  /** A child of the kindergarten or a guest placed in it. */
  async childOrGuestExists(kindergartenId: number, studentId: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ found: number }>(
      `SELECT 1 AS found FROM students WHERE id = $1 AND kindergarten_id = $2
       UNION ALL SELECT 1 FROM guest_placements WHERE student_id = $1 AND kindergarten_id = $2 LIMIT 1`,
      [studentId, kindergartenId],
    );
    return row !== undefined;
  }

  schoolYear(periodId: number | null, kindergartenId: number): Promise<SchoolYearRow | undefined> {
    return this.db.sql.maybe<SchoolYearRow>(
      `SELECT id, to_char(from_date, 'YYYY-MM-DD') AS "fromDate", to_char(to_date, 'YYYY-MM-DD') AS "toDate"
         FROM kindergarten_periods WHERE id = $1 AND kindergarten_id = $2`,
      [periodId, kindergartenId],
    );
  }

  async groupName(classId: number): Promise<string | undefined> {
    return (await this.db.sql.maybe<{ name: string }>(`SELECT name FROM classes WHERE id = $1`, [classId]))?.name;
  }

  async kindergartenName(kindergartenId: number | null): Promise<string | undefined> {
    return (await this.db.sql.maybe<{ name: string }>(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]))?.name;
  }
}
