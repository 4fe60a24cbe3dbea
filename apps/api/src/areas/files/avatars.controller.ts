import { Controller, Header, Param, Req } from '@nestjs/common';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, filesAvatarsRoutes as routes, type RouteParams } from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../platform/access/access.decorators.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { Route } from '../../platform/routes/route.decorator.js';
import { AvatarsService } from './avatars.service.js';
import { readSingleFile } from './uploads.js';

@Controller()
export class AvatarsController {
  constructor(private readonly avatars: AvatarsService) {}

  @Route(routes.avatar)
  @Header('Cache-Control', 'private, max-age=300')
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  avatar(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.avatar>) {
    return this.avatars.avatarFile(user, params.userId);
  }

  /** The signed-in user's own picture: multipart field `file`, PNG/JPEG/WebP by content, up to 2 MB (413 past it). */
  @Route(routes.upload)
  async upload(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest) {
    return this.avatars.upload(user, await readSingleFile(request, AVATAR_FIELD, AVATAR_MAX_BYTES));
  }

  /** Removes the signed-in user's picture: the initials are shown again. */
  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser) {
    return this.avatars.remove(user);
  }
}
