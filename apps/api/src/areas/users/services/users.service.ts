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
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { InvitationsService } from '../../identity/services/invitations.service.js';
import { TeachersService } from '../../teachers/services/teachers.service.js';
import { AccessBuilder } from './access-builder.service.js';

/** Staff roles have a staff record (teachers) linked to the account; the occupation a new record gets. */
const staffOccupation: Partial<Record<Role, TeacherOccupation>> = {
  [Role.Director]: 'Директор',
  [Role.Teacher]: 'Учител',
  [Role.ResourceSpecialist]: 'Ресурсен учител',
  [Role.Manciple]: 'Домакин',
};

const LAST_SIGN_IN = `(SELECT max(s.created_at) FROM auth_sessions s WHERE s.user_id = u.id)`;
const COLUMNS = `u.id AS "userId", u.first_name || ' ' || u.last_name AS name, u.email, m.role,
  coalesce((SELECT array_agg(g.name ORDER BY g.name COLLATE "bg-BG-x-icu") FROM user_group_members gm
             JOIN user_groups g ON g.id = gm.group_id
            WHERE gm.kindergarten_id = m.kindergarten_id AND gm.user_id = m.user_id), '{}') AS groups,
  m.is_active AS "isActive", (u.is_active AND u.password_hash IS NOT NULL) AS "hasActiveAccount",
  ${LAST_SIGN_IN} AS "lastSignIn"`;

/** The members of the selected kindergarten (spec 2 §7.3 "Users"): list, invite, activate and deactivate. */
@Injectable()
export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly invitations: InvitationsService,
    private readonly teachers: TeachersService,
    private readonly access: AccessBuilder,
  ) {}

  list(user: AuthUser, query: UserListQuery): Promise<PagedResult<UserRow>> {
    const where = new SqlConditions()
      .add('m.kindergarten_id = ?', user.kindergartenId)
      .addIf(query.role, 'm.role = ?')
      .addIf(query.isActive, 'm.is_active = ?');
    if (query.search) {
      const like = `%${query.search}%`;
      where.add(`(u.first_name || ' ' || u.last_name ILIKE ? OR u.email ILIKE ?)`, like, like);
    }
    return pagedQuery<UserRow>(
      this.db.manager,
      {
        select: COLUMNS,
        from: 'FROM kindergarten_users m JOIN users u ON u.id = m.user_id',
        where,
        orderBy: {
          name: 'u.first_name COLLATE "bg-BG-x-icu", u.last_name COLLATE "bg-BG-x-icu"',
          email: 'lower(u.email)',
          lastSignIn: `${LAST_SIGN_IN} NULLS LAST`,
        },
        defaultOrder: 'u.first_name COLLATE "bg-BG-x-icu", u.last_name COLLATE "bg-BG-x-icu", u.id',
      },
      query,
    );
  }

  /**
   * Brings a person into the kindergarten with a role through the shared invitation (account, membership, e-mail in
   * this transaction); a staff role also gets its staff record, found by account or e-mail or created, and linked.
   */
  async invite(user: AuthUser, request: InviteUserRequest): Promise<InviteUserResult> {
    const manager = this.db.manager;
    const kindergartenId = user.kindergartenId!;
    const invitee = {
      email: request.email,
      firstName: request.firstName,
      middleName: request.middleName || null,
      lastName: request.lastName,
      phone: request.phone || null,
    };
    const result = await this.invitations.inviteToKindergarten(manager, { invitee, kindergartenId, role: request.role });
    if (result.userId === user.userId && request.role !== user.role) {
      throw new BadInputError(userMessages.cannotChangeOwnAccount);
    }
    const occupation = staffOccupation[request.role];
    const teacherId = occupation ? await this.linkedStaffRecord(user, result.userId, { ...invitee, occupation }) : null;
    await this.access.rebuild(manager, kindergartenId, { userIds: [result.userId] });
    return { userId: result.userId, alreadyActive: result.alreadyActive, teacherId };
  }

  /** Deactivates or reactivates a membership: the member's next request already runs without (or with) its role. */
  async changeMemberActivation(user: AuthUser, request: ChangeActivationRequest): Promise<void> {
    if (request.userId === user.userId && !request.isActive) {
      throw new BadInputError(userMessages.cannotDeactivateSelf, { userId: [userMessages.cannotDeactivateSelf] });
    }
    const [, affected] = (await this.db.manager.query(
      `UPDATE kindergarten_users SET is_active = $3 WHERE kindergarten_id = $1 AND user_id = $2`,
      [user.kindergartenId, request.userId, request.isActive],
    )) as [unknown[], number];
    if (!affected) throw new NotFoundError(userMessages.userNotFound);
  }

  /** The master blocks or unblocks an account everywhere (users.is_active): its sessions stop at the next request. */
  async changeAccountActivation(user: AuthUser, request: ChangeActivationRequest): Promise<void> {
    if (request.userId === user.userId) {
      throw new BadInputError(userMessages.cannotChangeOwnAccount, { userId: [userMessages.cannotChangeOwnAccount] });
    }
    const [, affected] = (await this.db.manager.query(`UPDATE users SET is_active = $2, updated_at = now() WHERE id = $1`, [
      request.userId,
      request.isActive,
    ])) as [unknown[], number];
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
    const [existing] = (await this.db.manager.query(
      `SELECT id FROM teachers
        WHERE kindergarten_id = $1 AND (user_id = $2 OR (user_id IS NULL AND lower(email) = lower($3)))
        ORDER BY user_id NULLS LAST, id LIMIT 1`,
      [user.kindergartenId, userId, person.email],
    )) as { id: number }[];
    const teacherId = existing?.id ?? Number((await this.teachers.save(user, person)).entityId);
    await this.db.manager.query(`UPDATE teachers SET user_id = $3 WHERE id = $1 AND kindergarten_id = $2`, [
      teacherId,
      user.kindergartenId,
      userId,
    ]);
    return teacherId;
  }
}
