import { Injectable, StreamableFile } from '@nestjs/common';
import { type SaveResult, validationMessages } from '@kg/contracts';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { BadInputError, NotFoundError } from '../../platform/errors/domain-errors.js';
import { AvatarsRepository } from './data/avatars.repository.js';
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
  constructor(private readonly avatars: AvatarsRepository) {}

  /** A user's avatar, visible to themselves and to the people of the kindergarten they share. */
  async avatar(viewer: AuthUser, userId: number): Promise<Avatar> {
    const row = await this.avatars.find(userId, viewer.userId);
    if (!row) throw new NotFoundError('Потребителят не е намерен.');
    if (row.data) return { contentType: row.content_type!, data: row.data };
    return defaultAvatar(userId, row.first_name, row.last_name);
  }

  /** The avatar as the picture GET /api/Files/avatars/:userId answers with. */
  async avatarFile(viewer: AuthUser, userId: number): Promise<StreamableFile> {
    const avatar = await this.avatar(viewer, userId);
    return new StreamableFile(avatar.data, { type: avatar.contentType });
  }

  /** Stores `data` as the user's own picture (replacing any earlier one) when it really is a PNG, JPEG or WebP. */
  async upload(user: AuthUser, data: Buffer): Promise<SaveResult> {
    const contentType = sniffImageType(data);
    if (!contentType) throw new BadInputError(validationMessages.image, { file: [validationMessages.image] });
    await this.avatars.save(user.userId, contentType, data);
    return { isSuccessful: true, entityId: user.userId };
  }

  async remove(user: AuthUser): Promise<SaveResult> {
    await this.avatars.delete(user.userId);
    return { isSuccessful: true, entityId: user.userId };
  }
}
