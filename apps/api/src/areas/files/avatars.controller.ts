import { Controller, Delete, Get, Header, HttpCode, Param, Post, Req, StreamableFile } from '@nestjs/common';
import { z } from 'zod';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, idSchema, type SaveResult, saveResultSchema } from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, SignedIn } from '../../platform/access/access.decorators.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { Validate } from '../../platform/validation/validate.decorator.js';
import { AvatarsService } from './avatars.service.js';
import { readSingleFile } from './uploads.js';

const avatarParams = z.object({ userId: idSchema });

@Controller('Files')
export class AvatarsController {
  constructor(private readonly avatars: AvatarsService) {}

  @Get('avatars/:userId')
  @SignedIn()
  @Validate({ params: avatarParams })
  @Header('Cache-Control', 'private, max-age=300')
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  async avatar(@CurrentUser() user: AuthUser, @Param() params: z.infer<typeof avatarParams>): Promise<StreamableFile> {
    const avatar = await this.avatars.avatar(user, params.userId);
    return new StreamableFile(avatar.data, { type: avatar.contentType });
  }

  /** The signed-in user's own picture: multipart field `file`, PNG/JPEG/WebP by content, up to 2 MB (413 past it). */
  @Post('avatars')
  @HttpCode(200)
  @SignedIn()
  @Validate({ response: saveResultSchema })
  async upload(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest): Promise<SaveResult> {
    return this.avatars.upload(user, await readSingleFile(request, AVATAR_FIELD, AVATAR_MAX_BYTES));
  }

  /** Removes the signed-in user's picture: the initials are shown again. */
  @Delete('avatars')
  @HttpCode(200)
  @SignedIn()
  @Validate({ response: saveResultSchema })
  remove(@CurrentUser() user: AuthUser): Promise<SaveResult> {
    return this.avatars.remove(user);
  }
}
