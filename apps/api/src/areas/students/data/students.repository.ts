import { Injectable } from '@nestjs/common';
import type {
  Gender,
  IdentifierType,
  PagedResult,
  StudentDetails,
  StudentFilters,
  StudentListQuery,
  StudentOption,
  StudentParentLink,
  StudentPlacement,
  StudentRow,
} from '@kg/contracts';
import { reachSql } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedStatements, preparedStatement, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';
import {
  addReach,
  BG,
  currentGroupJoin,
  FULL_NAME,
  SORT_NAME,
  STUDENT_IDENTITY_COLUMNS,
  studentExportStatement,
  studentListSelect,
  type StudentReader,
} from './students.sql.js';

/** A child's own columns, written once for insert and update. */
export interface StudentColumns {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  identifier_type: IdentifierType;
  identifier: string;
  gender: Gender;
  birth_date: string;
  address: string | null;
  has_special_needs: boolean;
}

/** The record without its history (placements, parents). */
export type StudentRecord = Omit<StudentDetails, 'placements' | 'parents'>;

/** A row of the export: the list's row with the identity. */
export interface StudentExportRow extends StudentRow {
  identifierType: IdentifierType;
  identifier: string;
  address: string | null;
}

/** The child's open placement (to_date NULL), locked for a move. */
export interface OpenPlacement {
  id: number;
  class_id: number;
  from_date: string;
}

export interface YearClassRow {
  id: number;
  name: string;
}

export interface GroupedStudentRow {
  id: number;
  name: string;
  classId: number | null;
}

/** The statements of the children's records (spec 2 §7.3 "Students"); every row typed. */
@Injectable()
export class StudentsRepository {
  constructor(private readonly db: Db) {}

  /** The hot list: its count and page run as prepared statements (see `preparedStatement`). */
  async list(reader: StudentReader, query: StudentListQuery, today: string): Promise<PagedResult<StudentRow>> {
    const statements = pagedStatements(studentListSelect(reader, query, today), query);
    const count = preparedStatement('students-count', statements.count);
    const page = preparedStatement('students-page', statements.page);
    const [{ count: rowsCount }] = await this.db.prepared<{ count: number }>(count.name, count.text, count.values);
    const result = await this.db.prepared<StudentRow>(page.name, page.text, page.values);
    return { result, rowsCount };
  }

  /** The child as the reader may see it, with its group in the selected school year. */
  findReadable(reader: StudentReader, id: number): Promise<StudentRecord | undefined> {
    const where = new SqlConditions();
    const from = `FROM students s ${currentGroupJoin(where, reader.periodId)}`;
    addReach(where, reader).add('s.id = ?', id);
    return this.db.sql.maybe<StudentRecord>(`SELECT ${STUDENT_IDENTITY_COLUMNS} ${from} ${where.sql}`, where.params);
  }

  placements(user: AuthUser, id: number): Promise<StudentPlacement[]> {
    return this.db.sql.many<StudentPlacement>(
      `SELECT sc.id, sc.class_id AS "classId", c.name AS "className", p.name AS "periodName",
              sc.from_date AS "fromDate", sc.to_date AS "toDate"
         FROM student_classes sc JOIN classes c ON c.id = sc.class_id JOIN kindergarten_periods p ON p.id = c.period_id
        WHERE sc.student_id = $1 AND sc.kindergarten_id = $2
        ORDER BY sc.from_date DESC, sc.id DESC`,
      [id, user.kindergartenId],
    );
  }

  parents(user: AuthUser, id: number): Promise<StudentParentLink[]> {
    return this.db.sql.many<StudentParentLink>(
      `SELECT p.id AS "parentId", concat_ws(' ', p.first_name, p.middle_name, p.last_name) AS "fullName", sp.relation,
              p.email, p.phone
         FROM student_parents sp JOIN parents p ON p.id = sp.parent_id
        WHERE sp.student_id = $1 AND sp.kindergarten_id = $2
        ORDER BY sp.relation, p.first_name ${BG}, p.id`,
      [id, user.kindergartenId],
    );
  }

  async insert(user: AuthUser, columns: StudentColumns): Promise<number> {
    const { id } = await this.db.sql.insert('students', { kindergarten_id: user.kindergartenId, ...columns });
    return id;
  }

  async update(user: AuthUser, id: number, columns: StudentColumns): Promise<void> {
    await this.db.sql.update('students', { ...columns, updated_at: NOW }, { id, kindergarten_id: user.kindergartenId });
  }

  /** The child leaves the kindergarten on `leaveDate` (the record and its history stay). */
  async markDetached(user: AuthUser, id: number, leaveDate: string): Promise<void> {
    await this.db.sql.update(
      'students',
      { is_detached: true, leave_date: leaveDate, updated_at: NOW },
      { id, kindergarten_id: user.kindergartenId },
    );
  }

  /** The child is back in the kindergarten (its relocation certificate was deleted). */
  async markReturned(user: AuthUser, id: number): Promise<void> {
    await this.db.sql.update(
      'students',
      { is_detached: false, leave_date: null, updated_at: NOW },
      { id, kindergarten_id: user.kindergartenId },
    );
  }

  /** The child of the kindergarten, locked for a change. */
  lockForChange(user: AuthUser, id: number): Promise<{ isDetached: boolean; birthDate: string } | undefined> {
    return this.db.sql.maybe<{ isDetached: boolean; birthDate: string }>(
      `SELECT s.is_detached AS "isDetached", s.birth_date::text AS "birthDate" FROM students s
        WHERE s.id = $1 AND s.kindergarten_id = $2 FOR UPDATE`,
      [id, user.kindergartenId],
    );
  }

  /** True when the child is placed now in a group the user teaches. */
  async teachesStudent(user: AuthUser, id: number): Promise<boolean> {
    const { teaches } = await this.db.sql.one<{ teaches: boolean }>(`SELECT ${reachSql.teachesStudent('$1', '$2')} AS teaches`, [
      id,
      user.userId,
    ]);
    return teaches;
  }

  /** True when the user teaches the group. */
  async teachesClass(user: AuthUser, classId: number): Promise<boolean> {
    const { teaches } = await this.db.sql.one<{ teaches: boolean }>(`SELECT ${reachSql.teachesClass('$1', '$2')} AS teaches`, [
      classId,
      user.userId,
    ]);
    return teaches;
  }

  /** Another child of the kindergarten with this identifier. */
  async identifierTaken(
    user: AuthUser,
    identifierType: IdentifierType,
    identifier: string,
    ownId: number | null,
  ): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM students WHERE kindergarten_id = $1 AND identifier_type = $2 AND identifier = $3 AND id <> $4`,
      [user.kindergartenId, identifierType, identifier, ownId ?? 0],
    );
    return row !== undefined;
  }

  async isDetached(studentId: number): Promise<boolean> {
    const { is_detached } = await this.db.sql.one<{ is_detached: boolean }>(`SELECT is_detached FROM students WHERE id = $1`, [
      studentId,
    ]);
    return is_detached;
  }

  /** The group's school year, when the group is of the kindergarten. */
  classPeriod(user: AuthUser, classId: number): Promise<{ period_id: number } | undefined> {
    return this.db.sql.maybe<{ period_id: number }>(`SELECT period_id FROM classes WHERE id = $1 AND kindergarten_id = $2`, [
      classId,
      user.kindergartenId,
    ]);
  }

  // ---- placements (student_classes) ----

  openPlacement(studentId: number): Promise<OpenPlacement | undefined> {
    return this.db.sql.maybe<OpenPlacement>(
      `SELECT id, class_id, from_date FROM student_classes WHERE student_id = $1 AND to_date IS NULL FOR UPDATE`,
      [studentId],
    );
  }

  async closePlacement(placementId: number, toDate: string): Promise<void> {
    await this.db.sql.update('student_classes', { to_date: toDate }, { id: placementId });
  }

  async changePlacementClass(placementId: number, classId: number): Promise<void> {
    await this.db.sql.update('student_classes', { class_id: classId }, { id: placementId });
  }

  async deletePlacement(placementId: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM student_classes WHERE id = $1`, [placementId]);
  }

  async insertPlacement(user: AuthUser, studentId: number, classId: number, fromDate: string): Promise<void> {
    await this.db.sql.insert('student_classes', {
      kindergarten_id: user.kindergartenId,
      student_id: studentId,
      class_id: classId,
      from_date: fromDate,
    });
  }

  // ---- pickers and the export ----

  dropdown(reader: StudentReader, classId: number | undefined): Promise<StudentOption[]> {
    const where = new SqlConditions();
    const period = where.param(reader.periodId);
    addReach(where, reader).add('s.is_detached = false');
    where.addIf(classId, 'sc.class_id = ?');
    return this.db.sql.many<StudentOption>(
      `SELECT s.id, ${FULL_NAME} AS name, sc.class_id AS "classId"
         FROM students s
         JOIN student_classes sc ON sc.student_id = s.id AND sc.to_date IS NULL
         JOIN classes c ON c.id = sc.class_id AND c.period_id = ${period}
         ${where.sql}
        ORDER BY ${SORT_NAME}`,
      where.params,
    );
  }

  /** The groups of the selected year: substitution groups last, then by name. */
  yearClasses(user: AuthUser): Promise<YearClassRow[]> {
    return this.db.sql.many<YearClassRow>(
      `SELECT c.id, c.name FROM classes c WHERE c.kindergarten_id = $1 AND c.period_id = $2
        ORDER BY c.is_for_substitution, c.name ${BG}, c.id`,
      [user.kindergartenId, user.periodId],
    );
  }

  /** The children the reader sees that are not detached, each with its group now in the selected year (or none). */
  withGroups(reader: StudentReader): Promise<GroupedStudentRow[]> {
    const where = new SqlConditions();
    const from = `FROM students s LEFT JOIN LATERAL (
                    SELECT sc.class_id FROM student_classes sc JOIN classes c ON c.id = sc.class_id
                     WHERE sc.student_id = s.id AND sc.to_date IS NULL AND c.period_id = ${where.param(reader.periodId)}) cur ON true`;
    addReach(where, reader).add('s.is_detached = false');
    return this.db.sql.many<GroupedStudentRow>(
      `SELECT s.id, ${FULL_NAME} AS name, cur.class_id AS "classId" ${from} ${where.sql}
        ORDER BY ${SORT_NAME}`,
      where.params,
    );
  }

  exportRows(reader: StudentReader, filters: StudentFilters, today: string): Promise<StudentExportRow[]> {
    const statement = studentExportStatement(reader, filters, today);
    return this.db.sql.many<StudentExportRow>(statement.text, statement.values);
  }
}
