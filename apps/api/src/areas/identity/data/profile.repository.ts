import { Injectable } from '@nestjs/common';
import type { Profile } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';

const PROFILE_COLUMNS = `id, first_name AS "firstName", middle_name AS "middleName", last_name AS "lastName", email, phone,
              subscription_flags AS "subscriptionFlags"`;

/** The profile's own columns, as the user edits them. */
export interface ProfileColumns {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  phone: string | null;
  subscription_flags: number;
}

/** The statements of the signed-in user's own profile; every row typed. */
@Injectable()
export class ProfileRepository {
  constructor(private readonly db: Db) {}

  find(userId: number): Promise<Profile> {
    return this.db.sql.one<Profile>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [userId]);
  }

  update(userId: number, columns: ProfileColumns): Promise<Profile> {
    return this.db.sql.one<Profile>(
      `UPDATE users SET first_name = $2, middle_name = $3, last_name = $4, phone = $5, subscription_flags = $6, updated_at = now()
        WHERE id = $1
       RETURNING ${PROFILE_COLUMNS}`,
      [userId, columns.first_name, columns.middle_name, columns.last_name, columns.phone, columns.subscription_flags],
    );
  }
}
