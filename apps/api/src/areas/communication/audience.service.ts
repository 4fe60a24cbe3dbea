import { Injectable } from '@nestjs/common';
import { Audience, type AudienceSpec, audienceMessages, type Resource, Role } from '@kg/contracts';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { Db } from '../../platform/database/db.service.js';
import { BadInputError } from '../../platform/errors/domain-errors.js';
import { sofiaToday } from '../../platform/export/index.js';

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

/** The SQL test of one row's audience columns (alias `alias`) against a viewer's $-parameters. */
export function audienceReachesSql(alias: string, viewer: { id: string; isStaff: string; classIds: string }): string {
  return `audience_reaches(${alias}.audience, ${alias}.class_ids, ${alias}.user_ids, ${viewer.id}, ${viewer.isStaff}, ${viewer.classIds})`;
}

interface AudienceFacts {
  known_class_ids: number[];
  own_class_ids: number[];
  member_user_ids: number[];
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
  constructor(private readonly db: Db) {}

  async assertMayAddress(user: AuthUser, resource: Resource, spec: AudienceSpec): Promise<void> {
    // Creating for all groups (upper-case C: the director, an administrator) addresses anybody of the kindergarten.
    const addressesAll = user.access.some((entry) => entry.resource === resource && entry.canCreate);
    const isParent = user.role === Role.Parent;
    const [facts] = await this.db.manager.query<AudienceFacts[]>(
      `SELECT coalesce((SELECT array_agg(id) FROM classes WHERE kindergarten_id = $1 AND id = ANY ($2)), '{}') AS known_class_ids,
              viewer_class_ids($1, $4, $5) AS own_class_ids,
              coalesce((SELECT array_agg(user_id) FROM kindergarten_users
                         WHERE kindergarten_id = $1 AND is_active AND user_id = ANY ($3) AND (NOT $6 OR role <> 3)), '{}')
                AS member_user_ids`,
      [user.kindergartenId, spec.classIds, spec.userIds, user.userId, sofiaToday(), isParent],
    );
    const errors: Record<string, string[]> = {};
    const mayUseAudience = addressesAll || (!isParent && spec.audience !== Audience.All);
    if (spec.audience !== null && !mayUseAudience) errors['audience'] = [audienceMessages.audienceNotAllowed];
    if (spec.classIds.some((id) => !facts!.known_class_ids.includes(id))) {
      errors['classIds'] = [audienceMessages.classNotFound];
    } else if (!addressesAll && spec.classIds.some((id) => !facts!.own_class_ids.includes(id))) {
      errors['classIds'] = [audienceMessages.classNotYours];
    }
    if (spec.userIds.some((id) => !facts!.member_user_ids.includes(id))) errors['userIds'] = [audienceMessages.userNotMember];
    if (Object.keys(errors).length > 0) throw new BadInputError(Object.values(errors)[0]![0], errors);
  }

  /** The active members an audience reaches today (for the items seen on read: whom to tell about a new one). */
  async userIds(kindergartenId: number, spec: AudienceSpec): Promise<number[]> {
    const rows = await this.db.manager.query<{ user_id: number }[]>(
      `SELECT audience_user_ids AS user_id FROM audience_user_ids($1, $2, $3, $4, $5)`,
      audienceArgs(kindergartenId, spec),
    );
    return rows.map((row) => row.user_id);
  }

  /** The signed-in user as a reader of audience-addressed items. */
  async viewer(user: AuthUser): Promise<Viewer> {
    const [row] = await this.db.manager.query<{ class_ids: number[] }[]>(`SELECT viewer_class_ids($1, $2, $3) AS class_ids`, [
      user.kindergartenId,
      user.userId,
      sofiaToday(),
    ]);
    return { userId: user.userId, isStaff: user.role !== Role.Parent, classIds: row?.class_ids ?? [] };
  }
}
