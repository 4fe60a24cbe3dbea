import { Injectable } from '@nestjs/common';
import { AttendanceKind } from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import { Db } from '../../../platform/database/db.service.js';
import { SqlConditions } from '../../../platform/database/paged-query.js';
import { BG, FULL_NAME } from '../../students/data/students.sql.js';
import { cellKind, compulsoryOn } from '../../attendance/data/attendance-kind.sql.js';

/** A child with unexcused absences in the month, as stored: the full ЕГН, the parents' names, the days. */
export interface SmpStoredRow {
  studentId: number;
  studentName: string;
  identifier: string;
  className: string;
  /** The parents' names, comma-separated; null for a child with none. */
  parents: string | null;
  /** 'YYYY-MM-DD', ascending. */
  dates: string[];
}

/** The month of the report in the reader's reach. */
export interface SmpMonthReach {
  kindergartenId: number;
  from: string;
  to: string;
  /** Only the groups this user teaches; null for every group. */
  ownGroupsOf: number | null;
}

/**
 * The statements of the SMP report (docs/attendance-state-reports.md): the children in compulsory preschool education
 * (`compulsory_preschool()`: from the school year they turn 4, whatever their group) with unexcused absences in a
 * month (`attendance_kind()` unexcused, so summer absences and absences on a declared vacation or quarantine day never
 * count); every row typed.
 */
@Injectable()
export class SmpReportRepository {
  constructor(private readonly db: Db) {}

  unexcusedChildren(month: SmpMonthReach): Promise<SmpStoredRow[]> {
    const where = new SqlConditions()
      .add('a.kindergarten_id = ?', month.kindergartenId)
      .add('a.for_date BETWEEN ?::date AND ?::date', month.from, month.to)
      .add(`${compulsoryOn('s.birth_date', 'a.for_date')}`)
      .add(`${cellKind('a')} = ${AttendanceKind.Unexcused}`)
      .add('s.kindergarten_id = a.kindergarten_id');
    if (month.ownGroupsOf !== null) where.add(`a.class_id IN (${reachSql.taughtClassIds(where.param(month.ownGroupsOf))})`);
    return this.db.sql.many<SmpStoredRow>(
      `SELECT s.id AS "studentId", ${FULL_NAME} AS "studentName", s.identifier,
              string_agg(DISTINCT c.name, ', ') AS "className",
              (SELECT string_agg(concat_ws(' ', p.first_name, p.last_name), ', ' ORDER BY p.first_name ${BG}, p.id)
                 FROM student_parents sp JOIN parents p ON p.id = sp.parent_id WHERE sp.student_id = s.id) AS parents,
              array_agg(a.for_date::text ORDER BY a.for_date) AS dates
         FROM student_attendances a JOIN classes c ON c.id = a.class_id JOIN students s ON s.id = a.student_id
         ${where.sql}
        GROUP BY s.id
        ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`,
      where.params,
    );
  }

  /**
   * The children in compulsory preschool education at the end of the month placed in a group (of the reach) on any day
   * of the month.
   */
  async compulsoryChildren(month: SmpMonthReach): Promise<number> {
    const count = new SqlConditions()
      .add('c.kindergarten_id = ?', month.kindergartenId)
      .add('sc.from_date <= ?::date', month.to)
      .add('(sc.to_date IS NULL OR sc.to_date >= ?::date)', month.from);
    count.add(`${compulsoryOn('s.birth_date', `${count.param(month.to)}::date`)}`);
    if (month.ownGroupsOf !== null) count.add(`sc.class_id IN (${reachSql.taughtClassIds(count.param(month.ownGroupsOf))})`);
    const { n } = await this.db.sql.one<{ n: number }>(
      `SELECT count(DISTINCT sc.student_id)::int AS n
         FROM student_classes sc JOIN classes c ON c.id = sc.class_id JOIN students s ON s.id = sc.student_id ${count.sql}`,
      count.params,
    );
    return n;
  }

  async kindergartenName(kindergartenId: number | null): Promise<string | undefined> {
    return (await this.db.sql.maybe<{ name: string }>(`SELECT name FROM kindergartens WHERE id = $1`, [kindergartenId]))?.name;
  }
}
