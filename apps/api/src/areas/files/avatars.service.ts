import { Injectable } from '@nestjs/common';
import { type SaveResult, validationMessages } from '@kg/contracts';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { Db } from '../../platform/database/db.service.js';
import { BadInputError, NotFoundError } from '../../platform/errors/domain-errors.js';
import { sniffImageType } from './image-type.js';

export interface Avatar {
  contentType: string;
  data: Buffer;
}

const palette = ['#1677ff', '#13a8a8', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#2f54eb', '#d4380d'];

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The picture shown for a user who has not uploaded one: their initials on a colour of their own. */
export function defaultAvatar(userId: number, firstName: string, lastName: string): Avatar {
  const initials = escapeXml(`${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase());
  const colour = palette[userId % palette.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<rect width="128" height="128" rx="64" fill="${colour}"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="Roboto, Arial, sans-serif" font-size="52" fill="#fff">${initials}</text>` +
    `</svg>`;
  return { contentType: 'image/svg+xml', data: Buffer.from(svg) };
}

@Injectable()
export class AvatarsService {
  constructor(private readonly db: Db) {}

  /** A user's avatar, visible to themselves and to the people of the kindergarten they share. */
  async avatar(viewer: AuthUser, userId: number): Promise<Avatar> {
    // kindergarten_users is under row-level security: a membership is visible only in the viewer's scope.
    const [row] = await this.db.manager.query(
      `SELECT u.first_name, u.last_name, a.content_type, a.data
         FROM users u LEFT JOIN user_avatars a ON a.user_id = u.id
        WHERE u.id = $1 AND ($1 = $2 OR EXISTS (SELECT 1 FROM kindergarten_users m WHERE m.user_id = u.id))`,
      [userId, viewer.userId],
    );
    if (!row) throw new NotFoundError('Потребителят не е намерен.');
    if (row.data) return { contentType: row.content_type, data: row.data };
    return defaultAvatar(userId, row.first_name, row.last_name);
  }

  /** Stores `data` as the user's own picture (replacing any earlier one) when it really is a PNG, JPEG or WebP. */
  async upload(user: AuthUser, data: Buffer): Promise<SaveResult> {
    const contentType = sniffImageType(data);
    if (!contentType) throw new BadInputError(validationMessages.image, { file: [validationMessages.image] });
    await this.db.manager.query(
      `INSERT INTO user_avatars (user_id, content_type, data, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id) DO UPDATE SET content_type = EXCLUDED.content_type, data = EXCLUDED.data, updated_at = now()`,
      [user.userId, contentType, data],
    );
    return { isSuccessful: true, entityId: user.userId };
  }

  async remove(user: AuthUser): Promise<SaveResult> {
    await this.db.manager.query(`DELETE FROM user_avatars WHERE user_id = $1`, [user.userId]);
    return { isSuccessful: true, entityId: user.userId };
  }
}
