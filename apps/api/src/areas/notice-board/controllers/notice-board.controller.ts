import { Body, Controller, Param } from '@nestjs/common';
import { noticeBoardRoutes as routes, type RouteBody, type RouteParams } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { NoticeBoardService } from '../services/notice-board.service.js';

/** The notice board (spec 2 §7.7 Dashboards/messages; docs/notice-board.md): under the dashboards' `Dashboards` prefix. */
@Controller()
export class NoticeBoardController {
  constructor(private readonly service: NoticeBoardService) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser) {
    return this.service.list(user);
  }

  @Route(routes.create)
  create(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.create>) {
    return this.service.create(user, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.service.remove(user, params.id);
  }

  @Route(routes.order)
  order(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.order>) {
    return this.service.order(user, body);
  }

  @Route(routes.seen)
  seen(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.seen>) {
    return this.service.seen(user, body);
  }
}
