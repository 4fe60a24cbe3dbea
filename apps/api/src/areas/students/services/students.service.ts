import { Injectable } from '@nestjs/common';
import {
  type DetachStudentRequest,
  genderLabels,
  IdentifierType,
  identifierTypeLabels,
  type PagedResult,
  Resource,
  type SaveResult,
  type SaveStudentRequest,
  type StudentDetails,
  type StudentDropdownQuery,
  type StudentFilters,
  type StudentGroup,
  type StudentListQuery,
  studentMessages as messages,
  type StudentOption,
  type StudentParentLink,
  type StudentPlacement,
  type StudentRow,
} from '@kg/contracts';
import { assertAllowed } from '../../../platform/access/access.guard.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedStatements, preparedStatement, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { excelSheet, exportFile, type ExportFile, renderWorkbook, sofiaToday } from '../../../platform/export/index.js';
import {
  addReach,
  BG,
  FULL_NAME,
  STUDENT_ROW_COLUMNS,
  studentExportStatement,
  studentListSelect,
  type StudentReader,
  studentReader,
} from './students-sql.js';

interface OpenPlacement {
  id: number;
  class_id: number;
  from_date: string;
}

/** The day before a 'YYYY-MM-DD' day. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Children's records (spec 2 §7.3 "Students"). Every read goes through the reader's reach: `canView` reads every
 * child of the kindergarten, a parent only their own children, a teacher without `canView` the children of the
 * groups they teach. A child's group is its open placement in a group of the selected school year; a move closes
 * the open placement the day before and opens a new one, so the history stays.
 */
@Injectable()
export class StudentsService {
  constructor(private readonly db: Db) {}

  /** The hot list: its count and page run as prepared statements (see `preparedStatement`). */
  async list(user: AuthUser, query: StudentListQuery): Promise<PagedResult<StudentRow>> {
    const statements = pagedStatements(studentListSelect(this.reader(user), query, sofiaToday()), query);
    const count = preparedStatement('students-count', statements.count);
    const page = preparedStatement('students-page', statements.page);
    const [{ count: rowsCount }] = await this.db.prepared<{ count: number }>(count.name, count.text, count.values);
    const result = await this.db.prepared<StudentRow>(page.name, page.text, page.values);
    return { result, rowsCount };
  }

  async get(user: AuthUser, id: number): Promise<StudentDetails> {
    const student = await this.findReadable(user, id);
    const placements: StudentPlacement[] = await this.db.manager.query(
      `SELECT sc.id, sc.class_id AS "classId", c.name AS "className", p.name AS "periodName",
              sc.from_date AS "fromDate", sc.to_date AS "toDate"
         FROM student_classes sc JOIN classes c ON c.id = sc.class_id JOIN kindergarten_periods p ON p.id = c.period_id
        WHERE sc.student_id = $1 AND sc.kindergarten_id = $2
        ORDER BY sc.from_date DESC, sc.id DESC`,
      [id, user.kindergartenId],
    );
    const parents: StudentParentLink[] = await this.db.manager.query(
      `SELECT p.id AS "parentId", concat_ws(' ', p.first_name, p.middle_name, p.last_name) AS "fullName", sp.relation,
              p.email, p.phone
         FROM student_parents sp JOIN parents p ON p.id = sp.parent_id
        WHERE sp.student_id = $1 AND sp.kindergarten_id = $2
        ORDER BY sp.relation, p.first_name ${BG}, p.id`,
      [id, user.kindergartenId],
    );
    return { ...student, placements, parents };
  }

  async save(user: AuthUser, request: SaveStudentRequest): Promise<SaveResult> {
    if (request.birthDate > sofiaToday()) {
      throw new BadInputError(messages.birthDateInFuture, { birthDate: [messages.birthDateInFuture] });
    }
    let id: number;
    if (request.id === undefined) {
      assertAllowed(user, Resource.Students, 'create');
      await this.refuseDuplicate(user, request, null);
      const [row] = await this.db.manager.query(
        `INSERT INTO students (kindergarten_id, first_name, middle_name, last_name, identifier_type, identifier, gender,
                               birth_date, address, has_special_needs)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          user.kindergartenId,
          request.firstName,
          request.middleName || null,
          request.lastName,
          request.identifierType,
          request.identifier,
          request.gender,
          request.birthDate,
          request.address || null,
          request.hasSpecialNeeds,
        ],
      );
      id = row.id;
    } else {
      assertAllowed(user, Resource.Students, 'update');
      id = request.id;
      await this.findWritable(user, id);
      await this.refuseDuplicate(user, request, id);
      await this.db.manager.query(
        `UPDATE students SET first_name = $3, middle_name = $4, last_name = $5, identifier_type = $6, identifier = $7,
                gender = $8, birth_date = $9, address = $10, has_special_needs = $11, updated_at = now()
          WHERE id = $1 AND kindergarten_id = $2`,
        [
          id,
          user.kindergartenId,
          request.firstName,
          request.middleName || null,
          request.lastName,
          request.identifierType,
          request.identifier,
          request.gender,
          request.birthDate,
          request.address || null,
          request.hasSpecialNeeds,
        ],
      );
    }
    if (request.classId !== undefined) await this.place(user, id, request.classId, request.classFromDate ?? sofiaToday());
    return { isSuccessful: true, entityId: id };
  }

  async detach(user: AuthUser, id: number, request: DetachStudentRequest): Promise<SaveResult> {
    assertAllowed(user, Resource.Students, 'update');
    const student = await this.findWritable(user, id);
    if (student.isDetached) throw new BadInputError(messages.alreadyDetached);
    const open = await this.openPlacement(id);
    if (open) {
      if (open.from_date > request.leaveDate) {
        throw new BadInputError(messages.moveDateTooEarly, { leaveDate: [messages.moveDateTooEarly] });
      }
      await this.db.manager.query(`UPDATE student_classes SET to_date = $2 WHERE id = $1`, [open.id, request.leaveDate]);
    }
    await this.db.manager.query(
      `UPDATE students SET is_detached = true, leave_date = $3, updated_at = now() WHERE id = $1 AND kindergarten_id = $2`,
      [id, user.kindergartenId, request.leaveDate],
    );
    return { isSuccessful: true, entityId: id };
  }

  async dropdown(user: AuthUser, query: StudentDropdownQuery): Promise<StudentOption[]> {
    const where = new SqlConditions();
    const period = where.param(user.periodId);
    addReach(where, this.reader(user)).add('s.is_detached = false');
    where.addIf(query.classId, 'sc.class_id = ?');
    return this.db.manager.query(
      `SELECT s.id, ${FULL_NAME} AS name, sc.class_id AS "classId"
         FROM students s
         JOIN student_classes sc ON sc.student_id = s.id AND sc.to_date IS NULL
         JOIN classes c ON c.id = sc.class_id AND c.period_id = ${period}
         ${where.sql}
        ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`,
      where.params,
    );
  }

  /** Every group of the selected year (substitution groups last, then by name), with its children; then those in no group. */
  async grouped(user: AuthUser): Promise<StudentGroup[]> {
    const reader = this.reader(user);
    const classes: { id: number; name: string }[] = await this.db.manager.query(
      `SELECT c.id, c.name FROM classes c WHERE c.kindergarten_id = $1 AND c.period_id = $2
        ORDER BY c.is_for_substitution, c.name ${BG}, c.id`,
      [user.kindergartenId, user.periodId],
    );
    const where = new SqlConditions();
    const from = `FROM students s LEFT JOIN LATERAL (
                    SELECT sc.class_id FROM student_classes sc JOIN classes c ON c.id = sc.class_id
                     WHERE sc.student_id = s.id AND sc.to_date IS NULL AND c.period_id = ${where.param(user.periodId)}) cur ON true`;
    addReach(where, reader).add('s.is_detached = false');
    const students: { id: number; name: string; classId: number | null }[] = await this.db.manager.query(
      `SELECT s.id, ${FULL_NAME} AS name, cur.class_id AS "classId" ${from} ${where.sql}
        ORDER BY s.first_name ${BG}, s.last_name ${BG}, s.id`,
      where.params,
    );
    const byClass = new Map<number | null, StudentGroup>();
    for (const group of classes) byClass.set(group.id, { classId: group.id, className: group.name, students: [] });
    byClass.set(null, { classId: null, className: 'Без група', students: [] });
    for (const student of students) byClass.get(student.classId)?.students.push({ id: student.id, name: student.name });
    const groups = [...byClass.values()];
    // A parent or a teacher of some groups sees the groups of their children only.
    return reader.reach === 'all'
      ? groups.filter((group) => group.classId !== null || group.students.length > 0)
      : groups.filter((group) => group.students.length > 0);
  }

  async export(user: AuthUser, filters: StudentFilters): Promise<ExportFile> {
    const reader = this.reader(user);
    if (reader.reach === 'parent') throw new ForbiddenError(messages.parentExport);
    const statement = studentExportStatement(reader, filters, sofiaToday());
    const rows: (StudentRow & { identifierType: IdentifierType; identifier: string; address: string | null })[] =
      await this.db.manager.query(statement.text, statement.values);
    const workbook = await renderWorkbook([
      excelSheet({
        name: 'Деца',
        columns: [
          { header: 'Име', type: 'text', value: (row) => row.fullName },
          { header: 'Вид идентификатор', type: 'text', value: (row) => identifierTypeLabels[row.identifierType] },
          { header: 'ЕГН / ЛНЧ / ИН', type: 'text', value: (row) => row.identifier },
          { header: 'Дата на раждане', type: 'date', value: (row) => row.birthDate },
          { header: 'Пол', type: 'text', value: (row) => genderLabels[row.gender] },
          { header: 'Група', type: 'text', value: (row) => row.className },
          { header: 'СОП', type: 'boolean', value: (row) => row.hasSpecialNeeds },
          { header: 'Отписано', type: 'boolean', value: (row) => row.isDetached },
          { header: 'Дата на напускане', type: 'date', value: (row) => row.leaveDate },
          { header: 'Адрес', type: 'text', value: (row) => row.address },
        ],
        rows,
      }),
    ]);
    return exportFile('excel', workbook, { title: 'Деца' });
  }

  // ---- rules ----

  private reader(user: AuthUser): StudentReader {
    return studentReader(user);
  }

  private async findReadable(user: AuthUser, id: number): Promise<Omit<StudentDetails, 'placements' | 'parents'>> {
    const where = new SqlConditions();
    const from = `FROM students s LEFT JOIN LATERAL (
                    SELECT sc.class_id, c.name FROM student_classes sc JOIN classes c ON c.id = sc.class_id
                     WHERE sc.student_id = s.id AND sc.to_date IS NULL AND c.period_id = ${where.param(user.periodId)}) cur ON true`;
    addReach(where, this.reader(user)).add('s.id = ?', id);
    const [row] = await this.db.manager.query(
      `SELECT ${STUDENT_ROW_COLUMNS}, s.identifier_type AS "identifierType", s.identifier, s.address ${from} ${where.sql}`,
      where.params,
    );
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  /** The child, for a change: in the kindergarten (404 otherwise) and, without `canEdit`, in one of the user's groups. */
  private async findWritable(user: AuthUser, id: number): Promise<{ isDetached: boolean }> {
    const [row] = await this.db.manager.query(
      `SELECT s.is_detached AS "isDetached" FROM students s WHERE s.id = $1 AND s.kindergarten_id = $2 FOR UPDATE`,
      [id, user.kindergartenId],
    );
    if (!row) throw new NotFoundError(messages.notFound);
    const entry = user.access.find((item) => item.resource === Resource.Students);
    // Editing limited to the user's own groups (a teacher): the child must be placed in a group they teach.
    if (!entry?.canEdit) {
      const [own] = await this.db.manager.query(
        `SELECT 1 FROM student_classes sc
           JOIN class_teachers ct ON ct.class_id = sc.class_id
           JOIN teachers t ON t.id = ct.teacher_id
          WHERE sc.student_id = $1 AND sc.to_date IS NULL AND t.user_id = $2`,
        [id, user.userId],
      );
      if (!own) throw new ForbiddenError();
    }
    return row;
  }

  private async refuseDuplicate(user: AuthUser, request: SaveStudentRequest, id: number | null): Promise<void> {
    const [duplicate] = await this.db.manager.query(
      `SELECT 1 FROM students WHERE kindergarten_id = $1 AND identifier_type = $2 AND identifier = $3 AND id <> $4`,
      [user.kindergartenId, request.identifierType, request.identifier, id ?? 0],
    );
    if (!duplicate) return;
    const message =
      request.identifierType === IdentifierType.EGN
        ? messages.duplicateIdentifier
        : `Дете с този ${identifierTypeLabels[request.identifierType]} вече е записано в детската градина.`;
    throw new ConflictError(message);
  }

  private async openPlacement(studentId: number): Promise<OpenPlacement | undefined> {
    const [open] = await this.db.manager.query(
      `SELECT id, class_id, from_date FROM student_classes WHERE student_id = $1 AND to_date IS NULL FOR UPDATE`,
      [studentId],
    );
    return open;
  }

  /** Puts the child into a group of the selected year from `fromDate` (or out of its group, `classId` null). */
  private async place(user: AuthUser, studentId: number, classId: number | null, fromDate: string): Promise<void> {
    const [student] = await this.db.manager.query(`SELECT is_detached FROM students WHERE id = $1`, [studentId]);
    if (classId !== null && student.is_detached) {
      throw new BadInputError(messages.detachedNoGroup, { classId: [messages.detachedNoGroup] });
    }
    if (classId !== null) {
      const [group] = await this.db.manager.query(`SELECT period_id FROM classes WHERE id = $1 AND kindergarten_id = $2`, [
        classId,
        user.kindergartenId,
      ]);
      if (!group) throw new NotFoundError(messages.classNotFound);
      if (group.period_id !== user.periodId) {
        throw new BadInputError(messages.classOutsideYear, { classId: [messages.classOutsideYear] });
      }
    }
    const open = await this.openPlacement(studentId);
    if (open?.class_id === classId) return;
    if (open && open.from_date > fromDate) {
      throw new BadInputError(messages.moveDateTooEarly, { classFromDate: [messages.moveDateTooEarly] });
    }
    if (open && open.from_date === fromDate) {
      // A correction on the day the placement began: nothing happened in the old group to keep.
      if (classId === null) await this.db.manager.query(`DELETE FROM student_classes WHERE id = $1`, [open.id]);
      else await this.db.manager.query(`UPDATE student_classes SET class_id = $2 WHERE id = $1`, [open.id, classId]);
      return;
    }
    if (open) {
      await this.db.manager.query(`UPDATE student_classes SET to_date = $2 WHERE id = $1`, [open.id, dayBefore(fromDate)]);
    }
    if (classId !== null) {
      await this.db.manager.query(
        `INSERT INTO student_classes (kindergarten_id, student_id, class_id, from_date) VALUES ($1, $2, $3, $4)`,
        [user.kindergartenId, studentId, classId, fromDate],
      );
    }
  }
}
