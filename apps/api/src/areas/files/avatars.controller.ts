import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { z } from 'zod';
import { idSchema } from '@kg/contracts';
import { CurrentUser, SignedIn } from '../../platform/access/access.decorators.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { Validate } from '../../platform/validation/validate.decorator.js';
import { AvatarsService } from './avatars.service.js';

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
}
