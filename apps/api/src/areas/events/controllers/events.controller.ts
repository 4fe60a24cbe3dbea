import { Body, Controller, Param, Query } from '@nestjs/common';
import { eventsRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { EventsService } from '../services/events.service.js';

/** The calendar (spec 2 §7.5 Events; docs/events.md). */
@Controller()
export class EventsController {
  constructor(private readonly service: EventsService) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.setAllSeen)
  setAllSeen(@CurrentUser() user: AuthUser) {
    return this.service.setAllSeen(user);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.service.get(user, params.id);
  }

  @Route(routes.setSeen)
  setSeen(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.setSeen>) {
    return this.service.setSeen(user, params.id);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.service.save(user, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.service.remove(user, params.id);
  }
}
