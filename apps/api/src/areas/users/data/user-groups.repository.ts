import { Injectable } from '@nestjs/common';
import type { Role, SaveUserGroupCommand, UserGroupDetails, UserGroupRow } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';

/** Members of a group: the members of its role for a built-in group, the chosen members otherwise. */
const MEMBERS_OF = `SELECT m.user_id FROM kindergarten_users m WHERE m.kindergarten_id = g.kindergarten_id AND m.role = g.role
                    UNION SELECT gm.user_id FROM user_group_members gm WHERE gm.group_id = g.id AND g.role IS NULL`;
const ROW_COLUMNS = `g.id, g.name, g.role, (g.role IS NOT NULL) AS "isBuiltIn", g.is_pedagogical AS "isPedagogical",
  (SELECT count(*)::int FROM (${MEMBERS_OF}) x) AS "memberCount"`;
const MEMBERS_JSON = `coalesce((SELECT jsonb_agg(jsonb_build_object('userId', u.id, 'name', u.first_name || ' ' || u.last_name)
                                  ORDER BY u.first_name COLLATE "bg-BG-x-icu", u.last_name COLLATE "bg-BG-x-icu", u.id)
                        FROM users u WHERE u.id IN (${MEMBERS_OF})), '[]')`;

/** A group's own columns, written once for insert and update. */
export interface UserGroupColumns {
  name: string;
  is_pedagogical: boolean;
  /** The normalised grants (jsonb). */
  grants: SaveUserGroupCommand['grants'];
}

/** A group as the delete sees it: built-in or not, and how many members were chosen for it. */
export interface GroupForRemovalRow {
  role: Role | null;
  members: number;
}

/** The statements of the kindergarten's user groups (spec 2 §7.3, §7.6 "UserRoles"); every row typed. */
@Injectable()
export class UserGroupsRepository {
  constructor(private readonly db: Db) {}

  /** The kindergarten's groups (optionally only the pedagogical or the other ones), with their members if asked. */
  list(kindergartenId: number, isPedagogical: boolean | undefined, withMembers: boolean): Promise<UserGroupRow[]> {
    return this.groups<UserGroupRow>(kindergartenId, isPedagogical, withMembers, false);
  }

  /** The kindergarten's groups with their members and grants. */
  details(kindergartenId: number, isPedagogical: boolean | undefined): Promise<UserGroupDetails[]> {
    return this.groups<UserGroupDetails>(kindergartenId, isPedagogical, true, true);
  }

  find(kindergartenId: number, id: number): Promise<UserGroupDetails | undefined> {
    return this.db.sql.maybe<UserGroupDetails>(
      `SELECT ${ROW_COLUMNS}, ${MEMBERS_JSON} AS members, g.grants FROM user_groups g WHERE g.id = $1 AND g.kindergarten_id = $2`,
      [id, kindergartenId],
    );
  }

  async insert(kindergartenId: number, columns: UserGroupColumns): Promise<number> {
    const { id } = await this.db.sql.insert('user_groups', {
      kindergarten_id: kindergartenId,
      name: columns.name,
      is_pedagogical: columns.is_pedagogical,
      grants: JSON.stringify(columns.grants),
    });
    return id;
  }

  /** Changes the group; answers its role (null for the director's own groups), or undefined when there is no such group. */
  async update(kindergartenId: number, id: number, columns: UserGroupColumns): Promise<{ role: Role | null } | undefined> {
    return this.db.sql.maybe<{ role: Role | null }>(
      `UPDATE user_groups SET name = $3, is_pedagogical = $4, grants = $5, updated_at = now()
        WHERE id = $1 AND kindergarten_id = $2 RETURNING role`,
      [id, kindergartenId, columns.name, columns.is_pedagogical, JSON.stringify(columns.grants)],
    );
  }

  findForRemoval(kindergartenId: number, id: number): Promise<GroupForRemovalRow | undefined> {
    return this.db.sql.maybe<GroupForRemovalRow>(
      `SELECT g.role, (SELECT count(*)::int FROM user_group_members gm WHERE gm.group_id = g.id) AS members
         FROM user_groups g WHERE g.id = $1 AND g.kindergarten_id = $2`,
      [id, kindergartenId],
    );
  }

  async delete(kindergartenId: number, id: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM user_groups WHERE id = $1 AND kindergarten_id = $2`, [id, kindergartenId]);
  }

  /** Another group of the kindergarten has the name (any case). */
  async nameTaken(kindergartenId: number, name: string, ownId: number | null): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM user_groups WHERE kindergarten_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3`,
      [kindergartenId, name, ownId],
    );
    return row !== undefined;
  }

  /** How many of the users are members of the kindergarten. */
  async countMembers(kindergartenId: number, userIds: readonly number[]): Promise<number> {
    const { count } = await this.db.sql.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM kindergarten_users WHERE kindergarten_id = $1 AND user_id = ANY ($2::int[])`,
      [kindergartenId, userIds],
    );
    return count;
  }

  /** Makes the users the group's chosen members: the others leave it, the new ones join. */
  async replaceMembers(kindergartenId: number, groupId: number, userIds: readonly number[]): Promise<void> {
    await this.db.sql.exec(
      `DELETE FROM user_group_members WHERE group_id = $1 AND kindergarten_id = $2 AND NOT (user_id = ANY ($3::int[]))`,
      [groupId, kindergartenId, userIds],
    );
    await this.db.sql.exec(
      `INSERT INTO user_group_members (kindergarten_id, group_id, user_id)
       SELECT $1, $2, unnest($3::int[]) ON CONFLICT (group_id, user_id) DO NOTHING`,
      [kindergartenId, groupId, userIds],
    );
  }

  /** Built-in groups first (in the order of their roles), then the director's own by name. */
  private groups<Row extends UserGroupRow>(
    kindergartenId: number,
    isPedagogical: boolean | undefined,
    withMembers: boolean,
    withGrants: boolean,
  ): Promise<Row[]> {
    const members = withMembers ? `, ${MEMBERS_JSON} AS members` : '';
    return this.db.sql.many<Row>(
      `SELECT ${ROW_COLUMNS}${members}${withGrants ? ', g.grants' : ''} FROM user_groups g
        WHERE g.kindergarten_id = $1 AND ($2::boolean IS NULL OR g.is_pedagogical = $2)
        ORDER BY g.role IS NULL, g.role, g.name COLLATE "bg-BG-x-icu", g.id`,
      [kindergartenId, isPedagogical ?? null],
    );
  }
}
