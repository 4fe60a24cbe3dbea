import { Injectable } from '@nestjs/common';
import { normalizePhone, type Profile, type UpdateProfileRequest } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { ProfileRepository } from '../data/profile.repository.js';

/** The signed-in user's own profile: names, phone and e-mail notification choices. */
@Injectable()
export class ProfileService {
  constructor(private readonly profiles: ProfileRepository) {}

  profile(user: AuthUser): Promise<Profile> {
    return this.profiles.find(user.userId);
  }

  update(user: AuthUser, request: UpdateProfileRequest): Promise<Profile> {
    return this.profiles.update(user.userId, {
      first_name: request.firstName,
      middle_name: request.middleName || null,
      last_name: request.lastName,
      phone: request.phone ? normalizePhone(request.phone) : null,
      subscription_flags: request.subscriptionFlags,
    });
  }
}
