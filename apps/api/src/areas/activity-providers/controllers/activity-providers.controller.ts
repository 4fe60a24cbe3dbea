import { Body, Controller, Param, Query } from '@nestjs/common';
import { activityProvidersRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ActivityProvidersService } from '../services/activity-providers.service.js';

/** Spec 2 §7.1 "Activity providers" and "kindergartens-with-activities" (docs/activities.md). */
@Controller()
export class ActivityProvidersController {
  constructor(private readonly service: ActivityProvidersService) {}

  /** The master: every provider; a member with read on Activities: their kindergarten's (the service checks). */
  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  /** The master: with the ePay set-up; a member: a provider of their kindergarten, without it (the service checks). */
  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.service.get(user, params.id);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.service.save(user, body);
  }

  @Route(routes.remove)
  remove(@Param() params: RouteParams<typeof routes.remove>) {
    return this.service.remove(params.id);
  }

  @Route(routes.resetErrorStatus)
  resetErrorStatus(@Param() params: RouteParams<typeof routes.resetErrorStatus>) {
    return this.service.resetErrorStatus(params.id);
  }

  @Route(routes.defaultDiscounts)
  defaultDiscounts(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.defaultDiscounts>) {
    return this.service.defaultDiscounts(user, query.providerId);
  }

  @Route(routes.kindergartensWithActivities)
  kindergartensWithActivities(@Query() query: RouteQuery<typeof routes.kindergartensWithActivities>) {
    return this.service.kindergartensWithActivities(query);
  }
}
