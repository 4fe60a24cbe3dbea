import { Injectable } from '@nestjs/common';
import {
  accessFromGrants,
  allows,
  builtInGroups,
  defaultAccess,
  type Grant,
  grantsOf,
  kindergartenRoles,
  Resource,
  type Role,
  userMessages,
} from '@kg/contracts';
import type { EntityManager } from 'typeorm';
import { BadInputError } from '../../../platform/errors/domain-errors.js';

interface MemberGrants {
  user_id: number;
  role: Role;
  role_grants: Grant[] | null;
  extra_grants: Grant[][];
}

/**
 * The stored access of memberships (docs/users.md): a member's access is the union of the grants of their
 * role's built-in group and of every other group they belong to, written to kindergarten_users.access, which the
 * sign-in loader reads on each request. Everything runs in the caller's (the request's) transaction.
 */
@Injectable()
export class AccessBuilder {
  /** Creates the missing built-in groups of the kindergarten from the roles' default access. */
  async ensureBuiltInGroups(manager: EntityManager, kindergartenId: number): Promise<void> {
    const [{ count }] = (await manager.query(
      `SELECT count(*)::int AS count FROM user_groups WHERE kindergarten_id = $1 AND role IS NOT NULL`,
      [kindergartenId],
    )) as { count: number }[];
    if (count >= kindergartenRoles.length) return;
    await manager.query(
      `INSERT INTO user_groups (kindergarten_id, name, role, is_pedagogical, grants)
       SELECT $1, s.name, s.role, s."isPedagogical", s.grants
         FROM jsonb_to_recordset($2::jsonb) AS s(name varchar, role smallint, "isPedagogical" boolean, grants jsonb)
       ON CONFLICT DO NOTHING`,
      [kindergartenId, JSON.stringify(builtInGroups())],
    );
  }

  /**
   * Recomputes the stored access of the kindergarten's members (all, or the given users). When `actingUserId` is a
   * member, their new access must still let them edit user groups: nobody locks themself out.
   */
  async rebuild(
    manager: EntityManager,
    kindergartenId: number,
    options: { userIds?: number[]; actingUserId?: number } = {},
  ): Promise<number> {
    await this.ensureBuiltInGroups(manager, kindergartenId);
    const members = (await manager.query(
      `SELECT m.user_id, m.role, rg.grants AS role_grants,
              coalesce((SELECT jsonb_agg(g.grants) FROM user_group_members gm
                          JOIN user_groups g ON g.id = gm.group_id AND g.kindergarten_id = gm.kindergarten_id
                         WHERE gm.kindergarten_id = m.kindergarten_id AND gm.user_id = m.user_id), '[]') AS extra_grants
         FROM kindergarten_users m
         LEFT JOIN user_groups rg ON rg.kindergarten_id = m.kindergarten_id AND rg.role = m.role
        WHERE m.kindergarten_id = $1 AND ($2::int[] IS NULL OR m.user_id = ANY ($2::int[]))`,
      [kindergartenId, options.userIds ?? null],
    )) as MemberGrants[];
    const computed = members.map((member) => ({
      user_id: member.user_id,
      access: accessFromGrants([member.role_grants ?? grantsOf(defaultAccess(member.role)), ...member.extra_grants]),
    }));
    const acting = computed.find((member) => member.user_id === options.actingUserId);
    if (acting && !(allows(acting.access, Resource.Roles, 'read') && allows(acting.access, Resource.Roles, 'update'))) {
      throw new BadInputError(userMessages.noLockOut);
    }
    if (computed.length === 0) return 0;
    await manager.query(
      `UPDATE kindergarten_users m SET access = v.access
         FROM jsonb_to_recordset($2::jsonb) AS v(user_id int, access jsonb)
        WHERE m.kindergarten_id = $1 AND m.user_id = v.user_id AND m.access IS DISTINCT FROM v.access`,
      [kindergartenId, JSON.stringify(computed)],
    );
    return computed.length;
  }
}
