import { Body, Controller, Query } from '@nestjs/common';
import { type RouteBody, type RouteQuery, usersRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { UsersService } from '../services/users.service.js';

/** The selected kindergarten's members (spec 2 §7.3 "Users"). */
@Controller()
export class UsersController {
  constructor(private readonly service: UsersService) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.invite)
  invite(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.invite>) {
    return this.service.invite(user, body);
  }

  @Route(routes.changeActivation)
  changeActivation(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.changeActivation>) {
    return this.service.changeMemberActivation(user, body);
  }
}

/** The master administrator blocks or unblocks an account in every kindergarten (spec 2 §7.3 "Identity"). */
@Controller()
export class AccountStatusController {
  constructor(private readonly service: UsersService) {}

  @Route(routes.changeAccountActivation)
  changeActivation(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.changeAccountActivation>) {
    return this.service.changeAccountActivation(user, body);
  }
}
