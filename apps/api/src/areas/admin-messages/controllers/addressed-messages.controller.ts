import { Controller, Param, Query } from '@nestjs/common';
import { adminMessagesAddressedRoutes as routes, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { AdminMessagesService } from '../services/admin-messages.service.js';
import { MaintenanceMessagesService } from '../services/maintenance-messages.service.js';

/** What every signed-in user reads of the master's messages: only what is addressed to them. */
@Controller()
export class AddressedMessagesController {
  constructor(
    private readonly messages: AdminMessagesService,
    private readonly notices: MaintenanceMessagesService,
  ) {}

  @Route(routes.mine)
  mine(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.mine>) {
    return this.messages.mine(user, query);
  }

  @Route(routes.markSeen)
  markSeen(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.markSeen>) {
    return this.messages.markSeen(user, params.id);
  }

  @Route(routes.current)
  current(@CurrentUser() user: AuthUser) {
    return this.notices.current(user);
  }
}
