import { Body, Controller, Param, Query } from '@nestjs/common';
import { daysOffNationalRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { NationalDaysOffService } from '../services/national-days-off.service.js';

/** The master's national days off (docs/days-off.md: why Resource.MasterKindergartens). */
@Controller()
export class NationalDaysOffController {
  constructor(private readonly service: NationalDaysOffService) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.service.save(user, body);
  }

  @Route(routes.prefill)
  prefill(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.prefill>) {
    return this.service.prefill(user, body.schoolYear);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.service.remove(user, params.guid);
  }
}
