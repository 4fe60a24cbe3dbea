import { Injectable } from '@nestjs/common';
import { Db } from '../../../platform/database/db.service.js';

/** A user's names and, when they uploaded one, their picture. */
export interface AvatarRow {
  first_name: string;
  last_name: string;
  content_type: string | null;
  data: Buffer | null;
}

/** The statements of the profile pictures; every row typed. */
@Injectable()
export class AvatarsRepository {
  constructor(private readonly db: Db) {}

  /**
   * The user with their picture, when the viewer is that user or shares a kindergarten with them (kindergarten_users
   * is under row-level security: a membership is visible only in the viewer's scope).
   */
  find(userId: number, viewerId: number): Promise<AvatarRow | undefined> {
    return this.db.sql.maybe<AvatarRow>(
      `SELECT u.first_name, u.last_name, a.content_type, a.data
         FROM users u LEFT JOIN user_avatars a ON a.user_id = u.id
        WHERE u.id = $1 AND ($1 = $2 OR EXISTS (SELECT 1 FROM kindergarten_users m WHERE m.user_id = u.id))`,
      [userId, viewerId],
    );
  }

  /** Stores the user's picture, replacing any earlier one. */
  async save(userId: number, contentType: string, data: Buffer): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO user_avatars (user_id, content_type, data, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id) DO UPDATE SET content_type = EXCLUDED.content_type, data = EXCLUDED.data, updated_at = now()`,
      [userId, contentType, data],
    );
  }

  async delete(userId: number): Promise<void> {
    await this.db.sql.exec(`DELETE FROM user_avatars WHERE user_id = $1`, [userId]);
  }
}
