import { Injectable } from '@nestjs/common';
import { Role, type StudentBrief, studentMovementMessages as messages, type StudentsQuery } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { StudentRostersRepository } from '../data/student-rosters.repository.js';
import { studentReader } from '../data/students.sql.js';

/**
 * GET /api/Students (= `students/`): the day's roster of the selected school year, guests included, or the
 * children of one parent record. Attendance and the pickers read the roster.
 */
@Injectable()
export class StudentRostersService {
  constructor(private readonly rosters: StudentRostersRepository) {}

  students(user: AuthUser, query: StudentsQuery): Promise<StudentBrief[]> {
    return query.parentId === undefined ? this.roster(user, query) : this.ofParent(user, query.parentId);
  }

  /** Who is in the groups of the selected year on the day: the kindergarten's own children, then the guests. */
  private async roster(user: AuthUser, query: StudentsQuery): Promise<StudentBrief[]> {
    const reader = studentReader(user);
    const pick = { day: query.date ?? sofiaToday(), classId: query.classId };
    const children = await this.rosters.ownChildren(reader, pick);
    if (reader.reach === 'parent') return children;
    const visitors = await this.rosters.guests(user, reader, pick);
    return [...children, ...visitors];
  }

  /** The children of a parent record: staff see any parent of the kindergarten, a parent only their own record. */
  private async ofParent(user: AuthUser, parentId: number): Promise<StudentBrief[]> {
    const parent = await this.rosters.parent(user, parentId);
    if (!parent || (user.role === Role.Parent && parent.userId !== user.userId)) {
      throw new NotFoundError(messages.parentNotFound);
    }
    return this.rosters.childrenOf(user, parentId);
  }
}
