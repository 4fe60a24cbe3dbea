import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  adminMessagesMaintenanceRoutes as maintenanceRoutes,
  adminMessagesRoutes as routes,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
} from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { AdminMessagesService } from '../services/admin-messages.service.js';
import { MaintenanceMessagesService } from '../services/maintenance-messages.service.js';

/** The master's administrative messages (spec 2 §7.1 administration/Message). */
@Controller()
export class AdminMessagesController {
  constructor(private readonly messages: AdminMessagesService) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.messages.list(user, query);
  }

  @Route(routes.create)
  create(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.create>) {
    return this.messages.create(user, body);
  }
}

/** The master's maintenance notices (spec 2 §7.1 administration/MaintenanceMessage). */
@Controller()
export class MaintenanceMessagesController {
  constructor(private readonly notices: MaintenanceMessagesService) {}

  @Route(maintenanceRoutes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof maintenanceRoutes.list>) {
    return this.notices.list(user, query);
  }

  @Route(maintenanceRoutes.create)
  create(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof maintenanceRoutes.create>) {
    return this.notices.create(user, body);
  }

  @Route(maintenanceRoutes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof maintenanceRoutes.remove>) {
    return this.notices.remove(user, params.id);
  }
}
