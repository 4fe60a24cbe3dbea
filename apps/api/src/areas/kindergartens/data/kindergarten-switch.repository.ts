import { Injectable } from '@nestjs/common';
import { Db } from '../../../platform/database/db.service.js';

/** The statement of switching kindergarten: the choice is kept on the user, not the token. */
@Injectable()
export class KindergartenSwitchRepository {
  constructor(private readonly db: Db) {}

  /** Selects the kindergarten for the user when they are an active member of it; false when they are not. */
  async select(userId: number, kindergartenId: number): Promise<boolean> {
    const updated = await this.db.sql.exec(
      `UPDATE users u SET selected_kindergarten_id = m.kindergarten_id, updated_at = now()
         FROM kindergarten_users m
        WHERE u.id = $1 AND m.user_id = u.id AND m.kindergarten_id = $2 AND m.is_active`,
      [userId, kindergartenId],
    );
    return updated > 0;
  }
}
