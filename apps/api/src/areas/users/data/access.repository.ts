import { Injectable } from '@nestjs/common';
import type { AccessEntry, Grant, Role } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';

/** A built-in group to create: one per kindergarten role, with the role's default grants. */
export interface BuiltInGroupRow {
  role: Role;
  name: string;
  isPedagogical: boolean;
  grants: Grant[];
}

/** A member with the grants of their role's built-in group and of every other group they belong to. */
export interface MemberGrantsRow {
  user_id: number;
  role: Role;
  role_grants: Grant[] | null;
  extra_grants: Grant[][];
}

/** A member's computed access, to store in kindergarten_users.access. */
export interface MemberAccessRow {
  user_id: number;
  access: AccessEntry[];
}

/** The statements of the stored access of memberships (docs/users.md), in the request's transaction. */
@Injectable()
export class AccessRepository {
  constructor(private readonly db: Db) {}

  async countBuiltInGroups(kindergartenId: number): Promise<number> {
    const { count } = await this.db.sql.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM user_groups WHERE kindergarten_id = $1 AND role IS NOT NULL`,
      [kindergartenId],
    );
    return count;
  }

  /** Creates the given built-in groups; those the kindergarten has already stay as they are. */
  async insertBuiltInGroups(kindergartenId: number, groups: readonly BuiltInGroupRow[]): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO user_groups (kindergarten_id, name, role, is_pedagogical, grants)
       SELECT $1, s.name, s.role, s."isPedagogical", s.grants
         FROM jsonb_to_recordset($2::jsonb) AS s(name varchar, role smallint, "isPedagogical" boolean, grants jsonb)
       ON CONFLICT DO NOTHING`,
      [kindergartenId, JSON.stringify(groups)],
    );
  }

  /** The kindergarten's members (all, or the given users) with the grants of their groups. */
  memberGrants(kindergartenId: number, userIds: readonly number[] | null): Promise<MemberGrantsRow[]> {
    return this.db.sql.many<MemberGrantsRow>(
      `SELECT m.user_id, m.role, rg.grants AS role_grants,
              coalesce((SELECT jsonb_agg(g.grants) FROM user_group_members gm
                          JOIN user_groups g ON g.id = gm.group_id AND g.kindergarten_id = gm.kindergarten_id
                         WHERE gm.kindergarten_id = m.kindergarten_id AND gm.user_id = m.user_id), '[]') AS extra_grants
         FROM kindergarten_users m
         LEFT JOIN user_groups rg ON rg.kindergarten_id = m.kindergarten_id AND rg.role = m.role
        WHERE m.kindergarten_id = $1 AND ($2::int[] IS NULL OR m.user_id = ANY ($2::int[]))`,
      [kindergartenId, userIds],
    );
  }

  /** Stores the members' computed access (only where it changed). */
  async writeAccess(kindergartenId: number, members: readonly MemberAccessRow[]): Promise<void> {
    await this.db.sql.exec(
      `UPDATE kindergarten_users m SET access = v.access
         FROM jsonb_to_recordset($2::jsonb) AS v(user_id int, access jsonb)
        WHERE m.kindergarten_id = $1 AND m.user_id = v.user_id AND m.access IS DISTINCT FROM v.access`,
      [kindergartenId, JSON.stringify(members)],
    );
  }
}
