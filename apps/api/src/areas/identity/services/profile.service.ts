import { Injectable } from '@nestjs/common';
import { normalizePhone, type Profile, type UpdateProfileRequest } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';

/** The signed-in user's own profile: names, phone and e-mail notification choices. */
@Injectable()
export class ProfileService {
  constructor(private readonly db: Db) {}

  async profile(user: AuthUser): Promise<Profile> {
    const [row]: Profile[] = await this.db.manager.query(
      `SELECT id, first_name AS "firstName", middle_name AS "middleName", last_name AS "lastName", email, phone,
              subscription_flags AS "subscriptionFlags"
         FROM users WHERE id = $1`,
      [user.userId],
    );
    return row!;
  }

  async update(user: AuthUser, request: UpdateProfileRequest): Promise<Profile> {
    const [rows]: [Profile[], number] = await this.db.manager.query(
      `UPDATE users SET first_name = $2, middle_name = $3, last_name = $4, phone = $5, subscription_flags = $6, updated_at = now()
        WHERE id = $1
       RETURNING id, first_name AS "firstName", middle_name AS "middleName", last_name AS "lastName", email, phone,
                 subscription_flags AS "subscriptionFlags"`,
      [
        user.userId,
        request.firstName,
        request.middleName || null,
        request.lastName,
        request.phone ? normalizePhone(request.phone) : null,
        request.subscriptionFlags,
      ],
    );
    return rows[0]!;
  }
}
