import { Injectable } from '@nestjs/common';
import { Audience, type AudienceSpec, audienceMessages, type Resource, Role } from '@kg/contracts';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { BadInputError } from '../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../platform/export/index.js';
import { AudienceRepository } from './data/audience.repository.js';

/** What a reader's audience membership is, read once per request for the items seen on read (events, notices). */
export interface Viewer {
  userId: number;
  isStaff: boolean;
  classIds: number[];
}

/** The arguments of `audience_user_ids($1 … $5)` for an item of the signed-in user's kindergarten. */
export function audienceArgs(kindergartenId: number, spec: AudienceSpec, on = sofiaToday()): unknown[] {
  return [kindergartenId, spec.audience, spec.classIds, spec.userIds, on];
}

/**
 * Checks who a writer may address and answers who an audience reaches (docs/communication.md "Audience"):
 * - with all-groups create on the item's resource (the director, an administrator) any audience of the kindergarten;
 * - a teacher: their own groups, the staff, or chosen members of the kindergarten — not the whole kindergarten;
 * - a parent: only chosen staff members (they write to the teacher or the director, never to other families).
 * The groups must be the kindergarten's and the people its active members; otherwise 400 with the field named.
 */
@Injectable()
export class AudienceService {
  constructor(private readonly audiences: AudienceRepository) {}

  async assertMayAddress(user: AuthUser, resource: Resource, spec: AudienceSpec): Promise<void> {
    // Creating for all groups (upper-case C: the director, an administrator) addresses anybody of the kindergarten.
    const addressesAll = user.access.some((entry) => entry.resource === resource && entry.canCreate);
    const isParent = user.role === Role.Parent;
    const facts = await this.audiences.facts(
      user.kindergartenId,
      spec.classIds,
      spec.userIds,
      user.userId,
      sofiaToday(),
      isParent,
    );
    const errors: Record<string, string[]> = {};
    const mayUseAudience = addressesAll || (!isParent && spec.audience !== Audience.All);
    if (spec.audience !== null && !mayUseAudience) errors['audience'] = [audienceMessages.audienceNotAllowed];
    if (spec.classIds.some((id) => !facts.known_class_ids.includes(id))) {
      errors['classIds'] = [audienceMessages.classNotFound];
    } else if (!addressesAll && spec.classIds.some((id) => !facts.own_class_ids.includes(id))) {
      errors['classIds'] = [audienceMessages.classNotYours];
    }
    if (spec.userIds.some((id) => !facts.member_user_ids.includes(id))) errors['userIds'] = [audienceMessages.userNotMember];
    if (Object.keys(errors).length > 0) throw new BadInputError(Object.values(errors)[0]![0], errors);
  }

  /** The active members an audience reaches today (for the items seen on read: whom to tell about a new one). */
  async userIds(kindergartenId: number, spec: AudienceSpec): Promise<number[]> {
    return this.audiences.userIds(audienceArgs(kindergartenId, spec));
  }

  /** The signed-in user as a reader of audience-addressed items. */
  async viewer(user: AuthUser): Promise<Viewer> {
    const classIds = await this.audiences.viewerClassIds(user.kindergartenId, user.userId, sofiaToday());
    return { userId: user.userId, isStaff: user.role !== Role.Parent, classIds };
  }
}
