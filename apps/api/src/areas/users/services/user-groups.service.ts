import { Injectable } from '@nestjs/common';
import {
  grantableResources,
  isEmptyGrant,
  Resource,
  type SaveResult,
  type SaveUserGroupCommand,
  type UserGroupDetails,
  type UserGroupRow,
  type UserRolesQuery,
  userMessages,
} from '@kg/contracts';
import { assertAllowed } from '../../../platform/access/access.guard.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { AccessBuilder } from './access-builder.service.js';

/** Members of a group: the members of its role for a built-in group, the chosen members otherwise. */
const MEMBERS_OF = `SELECT m.user_id FROM kindergarten_users m WHERE m.kindergarten_id = g.kindergarten_id AND m.role = g.role
                    UNION SELECT gm.user_id FROM user_group_members gm WHERE gm.group_id = g.id AND g.role IS NULL`;
const ROW_COLUMNS = `g.id, g.name, g.role, (g.role IS NOT NULL) AS "isBuiltIn", g.is_pedagogical AS "isPedagogical",
  (SELECT count(*)::int FROM (${MEMBERS_OF}) x) AS "memberCount"`;
const MEMBERS_JSON = `coalesce((SELECT jsonb_agg(jsonb_build_object('userId', u.id, 'name', u.first_name || ' ' || u.last_name)
                                  ORDER BY u.first_name COLLATE "bg-BG-x-icu", u.last_name COLLATE "bg-BG-x-icu", u.id)
                        FROM users u WHERE u.id IN (${MEMBERS_OF})), '[]')`;

/** The kindergarten's user groups (spec 2 §7.3, §7.6 "UserRoles"): built-in ones per role and the director's own. */
@Injectable()
export class UserGroupsService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessBuilder,
  ) {}

  async list(user: AuthUser, query: UserRolesQuery): Promise<UserGroupRow[]> {
    return this.rows(user, query, false);
  }

  async extended(user: AuthUser, query: UserRolesQuery): Promise<UserGroupDetails[]> {
    return (await this.rows(user, { ...query, includeMembers: true }, true)) as UserGroupDetails[];
  }

  async get(user: AuthUser, id: number): Promise<UserGroupDetails> {
    const kindergartenId = user.kindergartenId!;
    await this.access.ensureBuiltInGroups(this.db.manager, kindergartenId);
    const [row] = await this.db.manager.query(
      `SELECT ${ROW_COLUMNS}, ${MEMBERS_JSON} AS members, g.grants FROM user_groups g WHERE g.id = $1 AND g.kindergarten_id = $2`,
      [id, kindergartenId],
    );
    if (!row) throw new NotFoundError(userMessages.groupNotFound);
    return row;
  }

  async save(user: AuthUser, request: SaveUserGroupCommand): Promise<SaveResult> {
    assertAllowed(user, Resource.Roles, request.id === undefined ? 'create' : 'update');
    const manager = this.db.manager;
    const kindergartenId = user.kindergartenId!;
    await this.access.ensureBuiltInGroups(manager, kindergartenId);
    const grants = this.normalised(request.grants);
    await this.assertNameFree(kindergartenId, request.name, request.id);
    let id = request.id;
    let builtIn = false;
    if (id === undefined) {
      const [row] = await manager.query(
        `INSERT INTO user_groups (kindergarten_id, name, is_pedagogical, grants) VALUES ($1, $2, $3, $4) RETURNING id`,
        [kindergartenId, request.name, request.isPedagogical, JSON.stringify(grants)],
      );
      id = row.id as number;
    } else {
      // An UPDATE answers [rows, affected count].
      const [updated] = (await manager.query(
        `UPDATE user_groups SET name = $3, is_pedagogical = $4, grants = $5, updated_at = now()
          WHERE id = $1 AND kindergarten_id = $2 RETURNING role`,
        [id, kindergartenId, request.name, request.isPedagogical, JSON.stringify(grants)],
      )) as [{ role: number | null }[], number];
      if (!updated[0]) throw new NotFoundError(userMessages.groupNotFound);
      builtIn = updated[0].role !== null;
    }
    if (!builtIn) await this.replaceMembers(kindergartenId, id, request.memberIds);
    await this.access.rebuild(manager, kindergartenId, { actingUserId: user.userId });
    return { isSuccessful: true, entityId: id };
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    const kindergartenId = user.kindergartenId!;
    const [group] = await this.db.manager.query(
      `SELECT g.role, (SELECT count(*)::int FROM user_group_members gm WHERE gm.group_id = g.id) AS members
         FROM user_groups g WHERE g.id = $1 AND g.kindergarten_id = $2`,
      [id, kindergartenId],
    );
    if (!group) throw new NotFoundError(userMessages.groupNotFound);
    if (group.role !== null) throw new ConflictError(userMessages.builtInNotDeleted);
    if (group.members > 0) throw new ConflictError(userMessages.groupHasMembers);
    await this.db.manager.query(`DELETE FROM user_groups WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
  }

  async rebuildAccess(user: AuthUser): Promise<{ rebuilt: number }> {
    return { rebuilt: await this.access.rebuild(this.db.manager, user.kindergartenId!) };
  }

  private async rows(user: AuthUser, query: UserRolesQuery, withGrants: boolean): Promise<UserGroupRow[]> {
    const kindergartenId = user.kindergartenId!;
    await this.access.ensureBuiltInGroups(this.db.manager, kindergartenId);
    const members = query.includeMembers ? `, ${MEMBERS_JSON} AS members` : '';
    return this.db.manager.query(
      `SELECT ${ROW_COLUMNS}${members}${withGrants ? ', g.grants' : ''} FROM user_groups g
        WHERE g.kindergarten_id = $1 AND ($2::boolean IS NULL OR g.is_pedagogical = $2)
        ORDER BY g.role IS NULL, g.role, g.name COLLATE "bg-BG-x-icu", g.id`,
      [kindergartenId, query.isPedagogical ?? null],
    );
  }

  /** One grant per grantable resource that gives something; the all-groups flags only with their right. */
  private normalised(grants: SaveUserGroupCommand['grants']): SaveUserGroupCommand['grants'] {
    const byResource = new Map<number, SaveUserGroupCommand['grants'][number]>();
    for (const grant of grants) {
      if (!grantableResources.includes(grant.resource)) {
        throw new BadInputError(userMessages.invalidResource, { grants: [userMessages.invalidResource] });
      }
      if (isEmptyGrant(grant)) continue;
      byResource.set(grant.resource, {
        ...grant,
        canView: grant.read && grant.canView,
        canCreate: grant.create && grant.canCreate,
        canEdit: grant.update && grant.canEdit,
      });
    }
    return [...byResource.values()].sort((a, b) => a.resource - b.resource);
  }

  private async assertNameFree(kindergartenId: number, name: string, id: number | undefined): Promise<void> {
    const [taken] = await this.db.manager.query(
      `SELECT 1 FROM user_groups WHERE kindergarten_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3`,
      [kindergartenId, name, id ?? null],
    );
    if (taken) throw new BadInputError(userMessages.duplicateGroupName, { name: [userMessages.duplicateGroupName] });
  }

  private async replaceMembers(kindergartenId: number, groupId: number, memberIds: number[]): Promise<void> {
    const ids = [...new Set(memberIds)];
    const [{ count }] = await this.db.manager.query(
      `SELECT count(*)::int AS count FROM kindergarten_users WHERE kindergarten_id = $1 AND user_id = ANY ($2::int[])`,
      [kindergartenId, ids],
    );
    if (count !== ids.length) throw new BadInputError(userMessages.notAMember, { memberIds: [userMessages.notAMember] });
    await this.db.manager.query(
      `DELETE FROM user_group_members WHERE group_id = $1 AND kindergarten_id = $2 AND NOT (user_id = ANY ($3::int[]))`,
      [groupId, kindergartenId, ids],
    );
    await this.db.manager.query(
      `INSERT INTO user_group_members (kindergarten_id, group_id, user_id)
       SELECT $1, $2, unnest($3::int[]) ON CONFLICT (group_id, user_id) DO NOTHING`,
      [kindergartenId, groupId, ids],
    );
  }
}
