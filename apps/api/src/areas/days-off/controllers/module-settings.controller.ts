import { Body, Controller, Query } from '@nestjs/common';
import { daysOffModuleSettingsRoutes as routes, type RouteBody, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ModuleSettingsService } from '../services/module-settings.service.js';

/** Module locks (spec 1 §3 "Module lock group"). */
@Controller()
export class ModuleSettingsController {
  constructor(private readonly service: ModuleSettingsService) {}

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.get>) {
    return this.service.get(user, query);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.service.save(user, body);
  }
}
