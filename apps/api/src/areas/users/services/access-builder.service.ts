import { Injectable } from '@nestjs/common';
import {
  accessFromGrants,
  allows,
  builtInGroups,
  defaultAccess,
  grantsOf,
  kindergartenRoles,
  Resource,
  userMessages,
} from '@kg/contracts';
import { BadInputError } from '../../../platform/errors/domain-errors.js';
import { AccessRepository, type MemberAccessRow } from '../data/access.repository.js';

/**
 * The stored access of memberships (docs/users.md): a member's access is the union of the grants of their
 * role's built-in group and of every other group they belong to, written to kindergarten_users.access, which the
 * sign-in loader reads on each request. Everything runs in the request's transaction.
 */
@Injectable()
export class AccessBuilder {
  constructor(private readonly access: AccessRepository) {}

  /** Creates the missing built-in groups of the kindergarten from the roles' default access. */
  async ensureBuiltInGroups(kindergartenId: number): Promise<void> {
    if ((await this.access.countBuiltInGroups(kindergartenId)) >= kindergartenRoles.length) return;
    await this.access.insertBuiltInGroups(kindergartenId, builtInGroups());
  }

  /**
   * Recomputes the stored access of the kindergarten's members (all, or the given users). When `actingUserId` is a
   * member, their new access must still let them edit user groups: nobody locks themself out.
   */
  async rebuild(kindergartenId: number, options: { userIds?: number[]; actingUserId?: number } = {}): Promise<number> {
    await this.ensureBuiltInGroups(kindergartenId);
    const members = await this.access.memberGrants(kindergartenId, options.userIds ?? null);
    const computed: MemberAccessRow[] = members.map((member) => ({
      user_id: member.user_id,
      access: accessFromGrants([member.role_grants ?? grantsOf(defaultAccess(member.role)), ...member.extra_grants]),
    }));
    const acting = computed.find((member) => member.user_id === options.actingUserId);
    if (acting && !(allows(acting.access, Resource.Roles, 'read') && allows(acting.access, Resource.Roles, 'update'))) {
      throw new BadInputError(userMessages.noLockOut);
    }
    if (computed.length === 0) return 0;
    await this.access.writeAccess(kindergartenId, computed);
    return computed.length;
  }
}
