import { Injectable } from '@nestjs/common';
import {
  type ChangeActivationRequest,
  type InviteUserRequest,
  type InviteUserResult,
  type PagedResult,
  Role,
  type TeacherOccupation,
  type UserListQuery,
  userMessages,
  type UserRow,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { InvitationsService } from '../../identity/services/invitations.service.js';
import { TeachersService } from '../../teachers/services/teachers.service.js';
import { UsersRepository } from '../data/users.repository.js';
import { AccessBuilder } from './access-builder.service.js';

/** Staff roles have a staff record (teachers) linked to the account; the occupation a new record gets. */
const staffOccupation: Partial<Record<Role, TeacherOccupation>> = {
  [Role.Director]: 'Директор',
  [Role.Teacher]: 'Учител',
  [Role.ResourceSpecialist]: 'Ресурсен учител',
  [Role.Manciple]: 'Домакин',
};

/** The members of the selected kindergarten (spec 2 §7.3 "Users"): list, invite, activate and deactivate. */
@Injectable()
export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersRepository,
    private readonly invitations: InvitationsService,
    private readonly teachers: TeachersService,
    private readonly access: AccessBuilder,
  ) {}

  list(user: AuthUser, query: UserListQuery): Promise<PagedResult<UserRow>> {
    return this.users.list(user, query);
  }

  /**
   * Brings a person into the kindergarten with a role through the shared invitation (account, membership, e-mail in
   * this transaction); a staff role also gets its staff record, found by account or e-mail or created, and linked.
   */
  async invite(user: AuthUser, request: InviteUserRequest): Promise<InviteUserResult> {
    const kindergartenId = user.kindergartenId!;
    const invitee = {
      email: request.email,
      firstName: request.firstName,
      middleName: request.middleName || null,
      lastName: request.lastName,
      phone: request.phone || null,
    };
    const result = await this.invitations.inviteToKindergarten(this.db.manager, { invitee, kindergartenId, role: request.role });
    if (result.userId === user.userId && request.role !== user.role) {
      throw new BadInputError(userMessages.cannotChangeOwnAccount);
    }
    const occupation = staffOccupation[request.role];
    const teacherId = occupation ? await this.linkedStaffRecord(user, result.userId, { ...invitee, occupation }) : null;
    await this.access.rebuild(kindergartenId, { userIds: [result.userId] });
    return { userId: result.userId, alreadyActive: result.alreadyActive, teacherId };
  }

  /** Deactivates or reactivates a membership: the member's next request already runs without (or with) its role. */
  async changeMemberActivation(user: AuthUser, request: ChangeActivationRequest): Promise<undefined> {
    if (request.userId === user.userId && !request.isActive) {
      throw new BadInputError(userMessages.cannotDeactivateSelf, { userId: [userMessages.cannotDeactivateSelf] });
    }
    const affected = await this.users.setMembershipActive(user.kindergartenId!, request.userId, request.isActive);
    if (!affected) throw new NotFoundError(userMessages.userNotFound);
  }

  /** The master blocks or unblocks an account everywhere (users.is_active): its sessions stop at the next request. */
  async changeAccountActivation(user: AuthUser, request: ChangeActivationRequest): Promise<undefined> {
    if (request.userId === user.userId) {
      throw new BadInputError(userMessages.cannotChangeOwnAccount, { userId: [userMessages.cannotChangeOwnAccount] });
    }
    const affected = await this.users.setAccountActive(request.userId, request.isActive);
    if (!affected) throw new NotFoundError(userMessages.userNotFound);
  }

  private async linkedStaffRecord(
    user: AuthUser,
    userId: number,
    person: {
      email: string;
      firstName: string;
      middleName: string | null;
      lastName: string;
      phone: string | null;
      occupation: TeacherOccupation;
    },
  ): Promise<number> {
    const kindergartenId = user.kindergartenId!;
    const existing = await this.users.findStaffRecord(kindergartenId, userId, person.email);
    const teacherId = existing ?? Number((await this.teachers.save(user, person)).entityId);
    await this.users.linkStaffRecord(kindergartenId, teacherId, userId);
    return teacherId;
  }
}
