import { Injectable } from '@nestjs/common';
import { fillPath, filesAvatarsRoutes, type LoggedInUser } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { NotSignedInError } from '../../../platform/errors/domain-errors.js';
import { UserDataRepository } from '../data/user-data.repository.js';

/** Where the user's picture is read from (GET /api/Files/avatars/:userId). */
export const avatarPath = (userId: number): string => `/api/${fillPath(filesAvatarsRoutes.avatar.path, { userId })}`;

@Injectable()
export class UserDataService {
  constructor(private readonly users: UserDataRepository) {}

  /** The signed-in user as the shell needs it: identity, kindergartens, school year and access. */
  async userData(user: AuthUser): Promise<LoggedInUser> {
    const profile = await this.users.profile(user.userId);
    if (!profile) throw new NotSignedInError();
    const kindergartens = await this.users.kindergartens(user.userId, user.kindergartenId);
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
