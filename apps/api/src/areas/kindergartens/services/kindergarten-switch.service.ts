import { Injectable } from '@nestjs/common';
import type { SaveResult } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';

export const KINDERGARTEN_NOT_FOUND = 'Детската градина не е намерена.';

/** Switching kindergarten: only to one the user belongs to; the choice is kept on the user, not the token. */
@Injectable()
export class KindergartenSwitchService {
  constructor(private readonly db: Db) {}

  async change(user: AuthUser, kindergartenId: number): Promise<SaveResult> {
    const [, updated]: [unknown[], number] = await this.db.manager.query(
      `UPDATE users u SET selected_kindergarten_id = m.kindergarten_id, updated_at = now()
         FROM kindergarten_users m
        WHERE u.id = $1 AND m.user_id = u.id AND m.kindergarten_id = $2 AND m.is_active`,
      [user.userId, kindergartenId],
    );
    if (updated === 0) throw new NotFoundError(KINDERGARTEN_NOT_FOUND);
    return { isSuccessful: true, entityId: kindergartenId };
  }
}
