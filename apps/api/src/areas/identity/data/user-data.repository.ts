import { Injectable } from '@nestjs/common';
import type { LoggedInKindergarten } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { USER_KINDERGARTENS_SQL, USER_PROFILE_SQL } from './user-data.sql.js';

export interface UserProfileRow {
  first_name: string;
  last_name: string;
  email: string | null;
}

/** The hot statements of the signed-in user's data: prepared, in the request's transaction. */
@Injectable()
export class UserDataRepository {
  constructor(private readonly db: Db) {}

  async profile(userId: number): Promise<UserProfileRow | undefined> {
    const [row] = await this.db.prepared<UserProfileRow>('user-profile', USER_PROFILE_SQL, [userId]);
    return row;
  }

  kindergartens(userId: number, selectedKindergartenId: number | null): Promise<LoggedInKindergarten[]> {
    return this.db.prepared<LoggedInKindergarten>('user-kindergartens', USER_KINDERGARTENS_SQL, [userId, selectedKindergartenId]);
  }
}
