import { Injectable } from '@nestjs/common';
import type { LoggedInKindergarten, LoggedInUser } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { NotSignedInError } from '../../../platform/errors/domain-errors.js';

export const USER_PROFILE_SQL = `SELECT first_name, last_name, email FROM users WHERE id = $1`;

/** The kindergartens of the user's switcher (the kindergarten_users_own policy shows all of the user's own). */
export const USER_KINDERGARTENS_SQL = `SELECT k.id, k.name, st.name AS city, mu.name AS town, k.address AS adress, (k.id = $2) AS "isSelected"
   FROM kindergarten_users m
   JOIN kindergartens k ON k.id = m.kindergarten_id
   JOIN settlements st ON st.id = k.settlement_id
   JOIN municipalities mu ON mu.id = st.municipality_id
  WHERE m.user_id = $1 AND m.is_active
  ORDER BY k.name COLLATE "bg-BG-x-icu"`;

export const avatarPath = (userId: number): string => `/api/Files/avatars/${userId}`;

@Injectable()
export class UserDataService {
  constructor(private readonly db: Db) {}

  /** The signed-in user as the shell needs it: identity, kindergartens, school year and access. */
  async userData(user: AuthUser): Promise<LoggedInUser> {
    const [profile] = await this.db.prepared<{ first_name: string; last_name: string; email: string | null }>(
      'user-profile',
      USER_PROFILE_SQL,
      [user.userId],
    );
    if (!profile) throw new NotSignedInError();
    const kindergartens = await this.db.prepared<LoggedInKindergarten>('user-kindergartens', USER_KINDERGARTENS_SQL, [
      user.userId,
      user.kindergartenId,
    ]);
    return {
      id: user.userId,
      baseRoleType: user.role!,
      userType: user.userType,
      periodId: user.periodId,
      consolidation: user.consolidation,
      kindergartens,
      access: user.access,
      firstName: profile.first_name,
      lastName: profile.last_name,
      email: profile.email,
      avatarPath: avatarPath(user.userId),
    };
  }
}
