import { Injectable } from '@nestjs/common';
import {
  accountStateLabels,
  isPedagogicalOccupation,
  type PagedResult,
  Resource,
  type SaveResult,
  type SaveTeacherRequest,
  type TeacherDetails,
  type TeacherFilters,
  type TeacherListItem,
  type TeacherListQuery,
  teacherMessages as messages,
  teacherOccupations,
  type TeacherOccupationOption,
  type TeacherRow,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { excelSheet, exportFile, type ExportFile, renderWorkbook, sofiaToday } from '../../../platform/export/index.js';
import { type TeacherColumns, TeachersRepository } from '../data/teachers.repository.js';

/**
 * Staff records (spec 2 §7.3 "Teachers"): one row per person and kindergarten, always read in the selected
 * kindergarten. The statements are TeachersRepository's (data/teachers.repository.ts).
 */
@Injectable()
export class TeachersService {
  constructor(private readonly teachers: TeachersRepository) {}

  occupations(): TeacherOccupationOption[] {
    return teacherOccupations.map((name) => ({ name, isPedagogical: isPedagogicalOccupation(name) }));
  }

  list(user: AuthUser, query: TeacherListQuery): Promise<PagedResult<TeacherRow>> {
    return this.teachers.list(user, query);
  }

  async get(user: AuthUser, id: number, kindergartenId: number): Promise<TeacherDetails> {
    if (kindergartenId !== user.kindergartenId) throw new NotFoundError(messages.notFound);
    const row = await this.teachers.find(user, id);
    if (!row) throw new NotFoundError(messages.notFound);
    return row;
  }

  async save(user: AuthUser, request: SaveTeacherRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.Teachers, request.id);
    const birthDate = request.birthDate || null;
    if (birthDate !== null && birthDate > sofiaToday()) {
      throw new BadInputError(messages.birthDateInFuture, { birthDate: [messages.birthDateInFuture] });
    }
    const columns: TeacherColumns = {
      first_name: request.firstName,
      middle_name: request.middleName || null,
      last_name: request.lastName,
      email: request.email || null,
      phone: request.phone || null,
      occupation: request.occupation,
      is_pedagogical: request.isPedagogical ?? isPedagogicalOccupation(request.occupation),
      is_director: request.isDirector ?? request.occupation === 'Директор',
      birth_date: birthDate,
    };
    if (request.id === undefined) {
      return { isSuccessful: true, entityId: await this.teachers.insert(user, columns) };
    }
    if (!(await this.teachers.update(user, request.id, columns))) throw new NotFoundError(messages.notFound);
    return { isSuccessful: true, entityId: request.id };
  }

  /** Pedagogical (true) or other (false) staff. */
  byKind(user: AuthUser, pedagogical: boolean): Promise<TeacherListItem[]> {
    return this.teachers.byKind(user, pedagogical);
  }

  /** The pedagogical staff who teach groups (the director and other staff excluded). */
  pedagogues(user: AuthUser): Promise<TeacherListItem[]> {
    return this.teachers.pedagogues(user);
  }

  directors(user: AuthUser): Promise<TeacherListItem[]> {
    return this.teachers.directors(user);
  }

  async export(user: AuthUser, filters: TeacherFilters): Promise<ExportFile> {
    const rows = await this.teachers.all(user, filters);
    const workbook = await renderWorkbook([
      excelSheet({
        name: 'Персонал',
        columns: [
          { header: 'Име', type: 'text', value: (row) => row.fullName },
          { header: 'Длъжност', type: 'text', value: (row) => row.occupation },
          { header: 'Педагогически персонал', type: 'boolean', value: (row) => row.isPedagogical },
          { header: 'Директор', type: 'boolean', value: (row) => row.isDirector },
          { header: 'Имейл', type: 'text', value: (row) => row.email },
          { header: 'Телефон', type: 'text', value: (row) => row.phone },
          { header: 'Дата на раждане', type: 'date', value: (row) => row.birthDate },
          { header: 'Профил в системата', type: 'text', value: (row) => accountStateLabels[row.accountState] },
        ],
        rows,
      }),
    ]);
    return exportFile('excel', workbook, { title: 'Персонал' });
  }
}
