import { Body, Controller, Param, Query } from '@nestjs/common';
import { activitiesRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ActivitiesService } from '../services/activities.service.js';

/** Spec 2 §7.2 "Activities": the director's activities and the parents' offer (docs/activities.md). */
@Controller()
export class ActivitiesController {
  constructor(private readonly service: ActivitiesService) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.types)
  types() {
    return this.service.types();
  }

  @Route(routes.options)
  options(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.options>) {
    return this.service.options(user, query.onlyActive ?? false);
  }

  @Route(routes.withDelistmentEnabled)
  withDelistmentEnabled(@CurrentUser() user: AuthUser) {
    return this.service.withDelistmentEnabled(user);
  }

  @Route(routes.forParents)
  forParents(@CurrentUser() user: AuthUser) {
    return this.service.forParents(user);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.service.get(user, params.id);
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
