import { Injectable } from '@nestjs/common';
import {
  allows,
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
import { assertSaveOneAllowed } from '../../../platform/access/reach.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { BadInputError, ConflictError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { UserGroupsRepository } from '../data/user-groups.repository.js';
import { AccessBuilder } from './access-builder.service.js';

/** The kindergarten's user groups (spec 2 §7.3, §7.6 "UserRoles"): built-in ones per role and the director's own. */
@Injectable()
export class UserGroupsService {
  constructor(
    private readonly groups: UserGroupsRepository,
    private readonly access: AccessBuilder,
  ) {}

  async list(user: AuthUser, query: UserRolesQuery): Promise<UserGroupRow[]> {
    const kindergartenId = user.kindergartenId!;
    await this.access.ensureBuiltInGroups(kindergartenId);
    return this.groups.list(kindergartenId, query.isPedagogical, query.includeMembers ?? false);
  }

  async extended(user: AuthUser, query: UserRolesQuery): Promise<UserGroupDetails[]> {
    const kindergartenId = user.kindergartenId!;
    await this.access.ensureBuiltInGroups(kindergartenId);
    return this.groups.details(kindergartenId, query.isPedagogical);
  }

  async get(user: AuthUser, id: number): Promise<UserGroupDetails> {
    const kindergartenId = user.kindergartenId!;
    await this.access.ensureBuiltInGroups(kindergartenId);
    const row = await this.groups.find(kindergartenId, id);
    if (!row) throw new NotFoundError(userMessages.groupNotFound);
    return row;
  }

  async save(user: AuthUser, request: SaveUserGroupCommand): Promise<SaveResult> {
    assertSaveOneAllowed(user, Resource.Roles, request.id);
    const kindergartenId = user.kindergartenId!;
    await this.access.ensureBuiltInGroups(kindergartenId);
    const columns = { name: request.name, is_pedagogical: request.isPedagogical, grants: this.normalised(request.grants) };
    await this.assertNameFree(kindergartenId, request.name, request.id);
    let id = request.id;
    let builtIn = false;
    if (id === undefined) {
      id = await this.groups.insert(kindergartenId, columns);
    } else {
      const updated = await this.groups.update(kindergartenId, id, columns);
      if (!updated) throw new NotFoundError(userMessages.groupNotFound);
      builtIn = updated.role !== null;
    }
    if (!builtIn) await this.replaceMembers(kindergartenId, id, request.memberIds);
    // Nobody locks themself out: who reads and edits the groups must still do so after the save. A member who may
    // only create groups has no such access to lose, and creates without it.
    const keepsAccess = allows(user.access, Resource.Roles, 'read') && allows(user.access, Resource.Roles, 'update');
    await this.access.rebuild(kindergartenId, { actingUserId: keepsAccess ? user.userId : undefined });
    return { isSuccessful: true, entityId: id };
  }

  async remove(user: AuthUser, id: number): Promise<undefined> {
    const kindergartenId = user.kindergartenId!;
    const group = await this.groups.findForRemoval(kindergartenId, id);
    if (!group) throw new NotFoundError(userMessages.groupNotFound);
    if (group.role !== null) throw new ConflictError(userMessages.builtInNotDeleted);
    if (group.members > 0) throw new ConflictError(userMessages.groupHasMembers);
    await this.groups.delete(kindergartenId, id);
  }

  async rebuildAccess(user: AuthUser): Promise<{ rebuilt: number }> {
    return { rebuilt: await this.access.rebuild(user.kindergartenId!) };
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
    if (await this.groups.nameTaken(kindergartenId, name, id ?? null)) {
      throw new BadInputError(userMessages.duplicateGroupName, { name: [userMessages.duplicateGroupName] });
    }
  }

  private async replaceMembers(kindergartenId: number, groupId: number, memberIds: number[]): Promise<void> {
    const ids = [...new Set(memberIds)];
    if ((await this.groups.countMembers(kindergartenId, ids)) !== ids.length) {
      throw new BadInputError(userMessages.notAMember, { memberIds: [userMessages.notAMember] });
    }
    await this.groups.replaceMembers(kindergartenId, groupId, ids);
  }
}
