import { Injectable } from '@nestjs/common';
import type { SaveResult } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';

/** The school year a user works in, remembered per kindergarten membership. */
@Injectable()
export class SchoolYearPreferenceService {
  constructor(private readonly db: Db) {}

  async change(user: AuthUser, periodId: number): Promise<SaveResult> {
    if (user.kindergartenId === null) throw new NotFoundError('Учебната година не е намерена.');
    // Row-level security hides other kindergartens' school years: a foreign id is simply not found.
    const updated: [unknown[], number] = await this.db.manager.query(
      `UPDATE kindergarten_users m SET selected_period_id = p.id
         FROM kindergarten_periods p
        WHERE p.id = $1 AND p.kindergarten_id = m.kindergarten_id
          AND m.user_id = $2 AND m.kindergarten_id = $3`,
      [periodId, user.userId, user.kindergartenId],
    );
    if (updated[1] === 0) throw new NotFoundError('Учебната година не е намерена.');
    return { isSuccessful: true, entityId: periodId };
  }
}
