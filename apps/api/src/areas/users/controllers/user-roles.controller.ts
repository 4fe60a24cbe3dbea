import { Body, Controller, Param, Query } from '@nestjs/common';
import { type RouteBody, type RouteParams, type RouteQuery, usersRolesRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { UserGroupsService } from '../services/user-groups.service.js';

/** The kindergarten's user groups and their grants (spec 2 §7.3, §7.6 "UserRoles"; docs/users.md). */
@Controller()
export class UserRolesController {
  constructor(private readonly service: UserGroupsService) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.extended)
  extended(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.extended>) {
    return this.service.extended(user, query);
  }

  @Route(routes.rebuildAccess)
  rebuildAccess(@CurrentUser() user: AuthUser) {
    return this.service.rebuildAccess(user);
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
