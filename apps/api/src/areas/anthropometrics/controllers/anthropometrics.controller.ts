import { Body, Controller, Param, Query } from '@nestjs/common';
import { anthropometricsRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { AnthropometricsService } from '../services/anthropometrics.service.js';

/** Anthropometric measurements (libs/contracts `anthropometricsRoutes`). */
@Controller()
export class AnthropometricsController {
  constructor(private readonly service: AnthropometricsService) {}

  /** A child's history (`studentId`) or a group's sheet for a day (`classId`, `date`). */
  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.export)
  export(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.export>) {
    return this.service.export(user, query);
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
