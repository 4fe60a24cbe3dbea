import { Body, Controller, Headers } from '@nestjs/common';
import { pushRoutes as routes, type RouteBody } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { PushService } from '../services/push.service.js';

/** Web Push on this device (docs/pwa.md): any signed-in user for their own devices; the token link needs no sign-in. */
@Controller()
export class PushController {
  constructor(private readonly push: PushService) {}

  @Route(routes.publicKey)
  publicKey() {
    return this.push.publicKey();
  }

  @Route(routes.subscribe)
  subscribe(
    @CurrentUser() user: AuthUser,
    @Body() body: RouteBody<typeof routes.subscribe>,
    @Headers('user-agent') userAgent?: string,
  ) {
    return this.push.subscribe(user, body, userAgent);
  }

  @Route(routes.unsubscribe)
  unsubscribe(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.unsubscribe>) {
    return this.push.unsubscribe(user, body);
  }

  @Route(routes.unsubscribeByToken)
  unsubscribeByToken(@Body() body: RouteBody<typeof routes.unsubscribeByToken>) {
    return this.push.unsubscribeByToken(body);
  }
}
