import { Injectable } from '@nestjs/common';
import {
  allows,
  defaultAccess,
  type PagedResult,
  Resource,
  type TeacherAssignmentRow,
  type TeacherAssignmentsQuery,
  type TeacherListItem,
  type TeacherLookup,
  type TeacherLookupQuery,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { TeacherListsRepository } from '../data/teacher-lists.repository.js';

/**
 * The staff lists other pages pick from (docs/teachers.md): who teaches which group (`list`), the staff of another of
 * the user's kindergartens (`by-kindergarten`), who may lead extra activities (`for-activities`) and the
 * lightweight lookup (`/teachers`).
 */
@Injectable()
export class TeacherListsService {
  constructor(private readonly lists: TeacherListsRepository) {}

  assignments(user: AuthUser, query: TeacherAssignmentsQuery): Promise<PagedResult<TeacherAssignmentRow>> {
    return this.lists.assignments(user, query);
  }

  /**
   * The pedagogical staff of one of the user's kindergartens where their role reads the staff: the request may read
   * only the selected kindergarten, so this read gets a scope of its own (that kindergarten, read only).
   */
  async byKindergarten(user: AuthUser, kindergartenId: number): Promise<TeacherListItem[]> {
    const role = await this.lists.memberRole(user, kindergartenId);
    if (role === undefined || !allows(defaultAccess(role), Resource.Teachers, 'read')) {
      throw new NotFoundError('Детската градина не е намерена.');
    }
    return this.lists.staffOf(user, kindergartenId);
  }

  /** Who may lead an extra activity: the pedagogical staff, the director included (docs/teachers.md). */
  forActivities(user: AuthUser): Promise<TeacherListItem[]> {
    return this.lists.pedagogical(user);
  }

  lookup(user: AuthUser, query: TeacherLookupQuery): Promise<TeacherLookup[]> {
    return this.lists.lookup(user, query);
  }
}
