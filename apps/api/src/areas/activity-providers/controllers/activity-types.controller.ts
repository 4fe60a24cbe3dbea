import { Body, Controller, Param } from '@nestjs/common';
import { activityTypesRoutes as routes, type RouteBody, type RouteParams } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ActivityTypesService } from '../services/activity-types.service.js';

/** Spec 2 §7.1 "Activity types" (docs/activities.md). */
@Controller()
export class ActivityTypesController {
  constructor(private readonly service: ActivityTypesService) {}

  @Route(routes.list)
  list() {
    return this.service.list();
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.service.save(user, body);
  }

  @Route(routes.remove)
  remove(@Param() params: RouteParams<typeof routes.remove>) {
    return this.service.remove(params.id);
  }
}
