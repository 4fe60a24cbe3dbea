import { Body, Controller, Param, Query, Req } from '@nestjs/common';
import { parentRegistrationsRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ParentRegistrationsService } from '../services/parent-registrations.service.js';

/** Parents' requests (resource 20 "Заявки на родители"): calls designed in docs/parent-registrations.md. */
@Controller()
export class ParentRegistrationsController {
  constructor(private readonly service: ParentRegistrationsService) {}

  @Route(routes.towns)
  towns() {
    return this.service.towns();
  }

  @Route(routes.kindergartens)
  kindergartens(@Query() query: RouteQuery<typeof routes.kindergartens>) {
    return this.service.kindergartens(query);
  }

  @Route(routes.register)
  register(@Body() body: RouteBody<typeof routes.register>, @Req() request: FastifyRequest) {
    return this.service.register(body, { ip: request.ip });
  }

  @Route(routes.myChildren)
  myChildren(@CurrentUser() user: AuthUser) {
    return this.service.myChildren(user);
  }

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.service.get(user, params.id);
  }

  @Route(routes.apply)
  apply(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.apply>) {
    return this.service.apply(user, body);
  }

  @Route(routes.approve)
  approve(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.approve>,
    @Body() body: RouteBody<typeof routes.approve>,
  ) {
    return this.service.approve(user, params.id, body);
  }

  @Route(routes.reject)
  reject(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.reject>,
    @Body() body: RouteBody<typeof routes.reject>,
  ) {
    return this.service.reject(user, params.id, body);
  }
}
