import { Injectable } from '@nestjs/common';
import {
  type GuestCandidate,
  type GuestCandidateQuery,
  type GuestStudentListQuery,
  type GuestStudentRow,
  type PagedResult,
  Resource,
  type SaveGuestStudentRequest,
  type SaveResult,
  studentMovementMessages as messages,
} from '@kg/contracts';
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, ForbiddenError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { GuestStudentsRepository } from '../data/guest-students.repository.js';
import { type StudentReach, studentReader } from '../data/students.sql.js';

const isExclusionViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; driverError?: { code?: string } };
  return candidate.code === '23P01' || candidate.driverError?.code === '23P01';
};

/**
 * Guest children: a child of another kindergarten attending a group of this one for a date range. The placement
 * belongs to the host; the child's record stays with its home kindergarten and is read only through the two
 * SECURITY DEFINER functions of migration 1795300012000 (names and home kindergarten, nothing else).
 */
@Injectable()
export class GuestStudentsService {
  constructor(private readonly guests: GuestStudentsRepository) {}

  /** Children of OTHER kindergartens with this identifier (usually one). */
  async candidates(_user: AuthUser, query: GuestCandidateQuery): Promise<GuestCandidate[]> {
    const rows = await this.guests.candidates(query);
    if (!rows.length) throw new NotFoundError(messages.guestCandidateNotFound);
    return rows;
  }

  list(user: AuthUser, query: GuestStudentListQuery): Promise<PagedResult<GuestStudentRow>> {
    return this.guests.list(user, this.reach(user), query);
  }

  async get(user: AuthUser, id: number): Promise<GuestStudentRow> {
    const row = await this.guests.find(user, this.reach(user), id);
    if (!row) throw new NotFoundError(messages.guestNotFound);
    return row;
  }

  async save(user: AuthUser, request: SaveGuestStudentRequest): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.Students, request.id);
    await this.checkPlacement(user, request);
    await this.assertOwnGroups(user, request);
    const placement = {
      class_id: request.classId,
      from_date: request.fromDate,
      to_date: request.toDate,
      note: request.note || null,
    };
    try {
      if (request.id !== undefined) {
        const affected = await this.guests.update(user, request.id, placement);
        if (!affected) throw new NotFoundError(messages.guestNotFound);
        return { isSuccessful: true, entityId: request.id };
      }
      const studentId = await this.guests.candidateIn(request.identifierType!, request.identifier!, request.homeKindergartenId!);
      if (studentId === undefined) throw new NotFoundError(messages.guestStudentNotFound);
      const id = await this.guests.insert(user, {
        ...placement,
        student_id: studentId,
        home_kindergarten_id: request.homeKindergartenId!,
      });
      return { isSuccessful: true, entityId: id };
    } catch (error) {
      if (isExclusionViolation(error)) throw new ConflictError(messages.guestOverlap);
      throw error;
    }
  }

  async remove(user: AuthUser, id: number): Promise<SaveResult> {
    const affected = await this.guests.remove(user, id);
    if (!affected) throw new NotFoundError(messages.guestNotFound);
    return { isSuccessful: true, entityId: id };
  }

  /** Whose guest placements the reader sees: a parent none (staff only). */
  private reach(user: AuthUser): StudentReach {
    const reach = studentReader(user).reach;
    if (reach === 'parent') throw new ForbiddenError(messages.guestParentsOnly);
    return reach;
  }

  /**
   * Lower-case c/u on Students (a teacher edits the children of the groups she teaches): a guest is placed only in a
   * group the user teaches, and a placement is changed only while it is in one (403); another kindergarten's is 404.
   */
  private async assertOwnGroups(user: AuthUser, request: SaveGuestStudentRequest): Promise<void> {
    const entry = user.access.find((item) => item.resource === Resource.Students);
    if (request.id === undefined ? entry?.canCreate : entry?.canEdit) return;
    const reach = await this.guests.ownGroupsReach(user, request.id ?? null, request.classId);
    if (!reach.found) throw new NotFoundError(messages.guestNotFound);
    if (!reach.teaches) throw new ForbiddenError();
  }

  /** The group is of this kindergarten and the selected year, and the dates lie in that year. */
  private async checkPlacement(user: AuthUser, request: SaveGuestStudentRequest): Promise<void> {
    const group = await this.guests.groupYear(user, request.classId);
    if (!group) throw new NotFoundError('Групата не е намерена.');
    if (group.periodId !== user.periodId || request.fromDate < group.yearFrom || request.toDate > group.yearTo) {
      throw new BadInputError(messages.guestOutsideYear, { fromDate: [messages.guestOutsideYear] });
    }
  }
}
