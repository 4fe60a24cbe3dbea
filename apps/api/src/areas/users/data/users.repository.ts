import { Injectable } from '@nestjs/common';
import type { PagedResult, UserListQuery, UserRow } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { NOW } from '../../../platform/database/sql.js';

const LAST_SIGN_IN = `(SELECT max(s.created_at) FROM auth_sessions s WHERE s.user_id = u.id)`;
const COLUMNS = `u.id AS "userId", u.first_name || ' ' || u.last_name AS name, u.email, m.role,
  coalesce((SELECT array_agg(g.name ORDER BY g.name COLLATE "bg-BG-x-icu") FROM user_group_members gm
             JOIN user_groups g ON g.id = gm.group_id
            WHERE gm.kindergarten_id = m.kindergarten_id AND gm.user_id = m.user_id), '{}') AS groups,
  m.is_active AS "isActive", (u.is_active AND u.password_hash IS NOT NULL) AS "hasActiveAccount",
  ${LAST_SIGN_IN} AS "lastSignIn"`;

/** The statements of the selected kindergarten's members (spec 2 §7.3 "Users"); every row typed. */
@Injectable()
export class UsersRepository {
  constructor(private readonly db: Db) {}

  list(user: AuthUser, query: UserListQuery): Promise<PagedResult<UserRow>> {
    const where = new SqlConditions()
      .add('m.kindergarten_id = ?', user.kindergartenId)
      .addIf(query.role, 'm.role = ?')
      .addIf(query.isActive, 'm.is_active = ?');
    if (query.search) {
      const like = containsPattern(query.search);
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

  /** Activates or deactivates a membership; answers how many memberships changed (0: not a member). */
  setMembershipActive(kindergartenId: number, userId: number, isActive: boolean): Promise<number> {
    return this.db.sql.update(
      'kindergarten_users',
      { is_active: isActive },
      { kindergarten_id: kindergartenId, user_id: userId },
    );
  }

  /** Blocks or unblocks an account everywhere; answers how many accounts changed (0: no such account). */
  setAccountActive(userId: number, isActive: boolean): Promise<number> {
    return this.db.sql.update('users', { is_active: isActive, updated_at: NOW }, { id: userId });
  }

  /** The staff record of the account in the kindergarten, or else an unlinked one with its e-mail (any case). */
  async findStaffRecord(kindergartenId: number, userId: number, email: string): Promise<number | undefined> {
    const row = await this.db.sql.maybe<{ id: number }>(
      `SELECT id FROM teachers
        WHERE kindergarten_id = $1 AND (user_id = $2 OR (user_id IS NULL AND lower(email) = lower($3)))
        ORDER BY user_id NULLS LAST, id LIMIT 1`,
      [kindergartenId, userId, email],
    );
    return row?.id;
  }

  async linkStaffRecord(kindergartenId: number, teacherId: number, userId: number): Promise<void> {
    await this.db.sql.update('teachers', { user_id: userId }, { id: teacherId, kindergarten_id: kindergartenId });
  }
}
