import { Injectable } from '@nestjs/common';
import type { TeacherOption } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';

/** The statement of the staff picker. */
@Injectable()
export class TeacherOptionsRepository {
  constructor(private readonly db: Db) {}

  /** The kindergarten's staff, by name in Bulgarian collation. */
  forKindergarten(kindergartenId: number): Promise<TeacherOption[]> {
    return this.db.sql.many<TeacherOption>(
      `SELECT t.id, concat_ws(' ', t.first_name, t.middle_name, t.last_name) AS name, t.occupation,
              t.is_pedagogical AS "isPedagogical"
         FROM teachers t
        WHERE t.kindergarten_id = $1
        ORDER BY t.first_name COLLATE "bg-BG-x-icu", t.last_name COLLATE "bg-BG-x-icu", t.id`,
      [kindergartenId],
    );
  }
}
