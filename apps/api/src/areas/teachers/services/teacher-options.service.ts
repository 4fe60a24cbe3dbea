import { Injectable } from '@nestjs/common';
import type { TeacherOption } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';

/** The staff of the selected kindergarten as options for pickers, by name in Bulgarian collation. */
@Injectable()
export class TeacherOptionsService {
  constructor(private readonly db: Db) {}

  async forKindergarten(user: AuthUser): Promise<TeacherOption[]> {
    if (user.kindergartenId === null) return [];
    return this.db.manager.query(
      `SELECT t.id, concat_ws(' ', t.first_name, t.middle_name, t.last_name) AS name, t.occupation,
              t.is_pedagogical AS "isPedagogical"
         FROM teachers t
        WHERE t.kindergarten_id = $1
        ORDER BY t.first_name COLLATE "bg-BG-x-icu", t.last_name COLLATE "bg-BG-x-icu", t.id`,
      [user.kindergartenId],
    );
  }
}
