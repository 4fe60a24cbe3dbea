import { Injectable } from '@nestjs/common';
import {
  childBirthDateProblem,
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
  type StudentRow,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { excelSheet, exportFile, type ExportFile, renderWorkbook, sofiaToday } from '../../../platform/export/index.js';
import { type StudentRecord, StudentsRepository } from '../data/students.repository.js';
import { type StudentReader, studentReader } from '../data/students.sql.js';

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
  constructor(private readonly students: StudentsRepository) {}

  list(user: AuthUser, query: StudentListQuery): Promise<PagedResult<StudentRow>> {
    return this.students.list(this.reader(user), query, sofiaToday());
  }

  async get(user: AuthUser, id: number): Promise<StudentDetails> {
    const student = await this.findReadable(user, id);
    const placements = await this.students.placements(user, id);
    const parents = await this.students.parents(user, id);
    return { ...student, placements, parents };
  }

  /**
   * Creates or edits a child. The identity was checked by the contract's one rule (`checkChildIdentity`); an edit that
   * changes the birth date must also give one plausible for a kindergarten (`childBirthDateProblem`), while a record
   * kept from years ago may be edited with its own date.
   */
  async save(user: AuthUser, request: SaveStudentRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.Students, request.id);
    const columns = {
      first_name: request.firstName,
      middle_name: request.middleName || null,
      last_name: request.lastName,
      identifier_type: request.identifierType,
      identifier: request.identifier,
      gender: request.gender,
      birth_date: request.birthDate,
      address: request.address || null,
      has_special_needs: request.hasSpecialNeeds,
    };
    let id: number;
    if (request.id === undefined) {
      await this.refuseDuplicate(user, request, null);
      id = await this.students.insert(user, columns);
    } else {
      id = request.id;
      const stored = await this.findWritable(user, id);
      const problem = childBirthDateProblem(request.birthDate, sofiaToday(), stored.birthDate !== request.birthDate);
      if (problem) throw new BadInputError(problem, { birthDate: [problem] });
      await this.refuseDuplicate(user, request, id);
      await this.students.update(user, id, columns);
    }
    if (request.classId !== undefined) {
      await this.place(user, id, request.classId, request.classFromDate ?? sofiaToday(), request.id === undefined);
    }
    return { isSuccessful: true, entityId: id };
  }

  async detach(user: AuthUser, id: number, request: DetachStudentRequest): Promise<SaveResult> {
    const student = await this.findWritable(user, id);
    if (student.isDetached) throw new BadInputError(messages.alreadyDetached);
    const open = await this.students.openPlacement(id);
    if (open) {
      if (open.from_date > request.leaveDate) {
        throw new BadInputError(messages.moveDateTooEarly, { leaveDate: [messages.moveDateTooEarly] });
      }
      await this.students.closePlacement(open.id, request.leaveDate);
    }
    await this.students.markDetached(user, id, request.leaveDate);
    return { isSuccessful: true, entityId: id };
  }

  dropdown(user: AuthUser, query: StudentDropdownQuery): Promise<StudentOption[]> {
    return this.students.dropdown(this.reader(user), query.classId);
  }

  /** Every group of the selected year (substitution groups last, then by name), with its children; then those in no group. */
  async grouped(user: AuthUser): Promise<StudentGroup[]> {
    const reader = this.reader(user);
    const classes = await this.students.yearClasses(user);
    const students = await this.students.withGroups(reader);
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
    const rows = await this.students.exportRows(reader, filters, sofiaToday());
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

  private async findReadable(user: AuthUser, id: number): Promise<StudentRecord> {
    const row = await this.students.findReadable(this.reader(user), id);
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  /** The child, for a change: in the kindergarten (404 otherwise) and, without `canEdit`, in one of the user's groups. */
  private async findWritable(user: AuthUser, id: number): Promise<{ isDetached: boolean; birthDate: string }> {
    const row = await this.students.lockForChange(user, id);
    if (!row) throw new NotFoundError(messages.notFound);
    const entry = user.access.find((item) => item.resource === Resource.Students);
    // Editing limited to the user's own groups (a teacher): the child must be placed in a group they teach.
    if (!entry?.canEdit && !(await this.students.teachesStudent(user, id))) throw new ForbiddenError();
    return row;
  }

  private async refuseDuplicate(user: AuthUser, request: SaveStudentRequest, id: number | null): Promise<void> {
    if (!(await this.students.identifierTaken(user, request.identifierType, request.identifier, id))) return;
    const message =
      request.identifierType === IdentifierType.EGN
        ? messages.duplicateIdentifier
        : `Дете с този ${identifierTypeLabels[request.identifierType]} вече е записано в детската градина.`;
    throw new ConflictError(message);
  }

  /**
   * Puts the child into a group of the selected year from `fromDate` (or out of its group, `classId` null). Without
   * the all-groups reach of the save (`canCreate` for a new child, `canEdit` for an edit) only into a group the user
   * teaches.
   */
  private async place(
    user: AuthUser,
    studentId: number,
    classId: number | null,
    fromDate: string,
    creates: boolean,
  ): Promise<void> {
    if (classId !== null && (await this.students.isDetached(studentId))) {
      throw new BadInputError(messages.detachedNoGroup, { classId: [messages.detachedNoGroup] });
    }
    if (classId !== null) {
      const group = await this.students.classPeriod(user, classId);
      if (!group) throw new NotFoundError(messages.classNotFound);
      const entry = user.access.find((item) => item.resource === Resource.Students);
      if (!(creates ? entry?.canCreate : entry?.canEdit) && !(await this.students.teachesClass(user, classId))) {
        throw new ForbiddenError();
      }
      if (group.period_id !== user.periodId) {
        throw new BadInputError(messages.classOutsideYear, { classId: [messages.classOutsideYear] });
      }
    }
    const open = await this.students.openPlacement(studentId);
    if (open?.class_id === classId) return;
    if (open && open.from_date > fromDate) {
      throw new BadInputError(messages.moveDateTooEarly, { classFromDate: [messages.moveDateTooEarly] });
    }
    if (open && open.from_date === fromDate) {
      // A correction on the day the placement began: nothing happened in the old group to keep.
      if (classId === null) await this.students.deletePlacement(open.id);
      else await this.students.changePlacementClass(open.id, classId);
      return;
    }
    if (open) await this.students.closePlacement(open.id, dayBefore(fromDate));
    if (classId !== null) await this.students.insertPlacement(user, studentId, classId, fromDate);
  }
}
