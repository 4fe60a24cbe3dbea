import { Injectable } from '@nestjs/common';
import { Db } from '../../../platform/database/db.service.js';

/** The statement of the school year a user works in (kindergarten_users.selected_period_id). */
@Injectable()
export class SchoolYearPreferenceRepository {
  constructor(private readonly db: Db) {}

  /**
   * Remembers the school year for the user's membership when it is one of that kindergarten's (row-level security
   * hides the others); answers how many memberships it changed (0 or 1).
   */
  select(userId: number, kindergartenId: number, periodId: number): Promise<number> {
    return this.db.sql.exec(
      `UPDATE kindergarten_users m SET selected_period_id = p.id
         FROM kindergarten_periods p
        WHERE p.id = $1 AND p.kindergarten_id = m.kindergarten_id
          AND m.user_id = $2 AND m.kindergarten_id = $3`,
      [periodId, userId, kindergartenId],
    );
  }
}
