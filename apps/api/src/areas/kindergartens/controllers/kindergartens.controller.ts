import { Body, Controller, Param, Query } from '@nestjs/common';
import { kindergartensRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { KindergartenSettingsService } from '../services/kindergarten-settings.service.js';
import { KindergartenSwitchService } from '../services/kindergarten-switch.service.js';

@Controller()
export class KindergartensController {
  constructor(
    private readonly switcher: KindergartenSwitchService,
    private readonly settings: KindergartenSettingsService,
  ) {}

  @Route(routes.change)
  change(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.change>) {
    return this.switcher.change(user, params.id);
  }

  /** The kindergartens the user may pick. */
  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.settings.list(user, query);
  }

  /** Other kindergartens, for the relocation certificate and the guest child pickers. */
  @Route(routes.external)
  external(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.external>) {
    return this.settings.external(user, query);
  }

  /** The selected kindergarten's record (/platform/settings/configuration). */
  @Route(routes.configuration)
  configuration(@CurrentUser() user: AuthUser) {
    return this.settings.configuration(user);
  }

  @Route(routes.saveConfiguration)
  saveConfiguration(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.saveConfiguration>) {
    return this.settings.saveConfiguration(user, body);
  }

  @Route(routes.subjects)
  subjects(@CurrentUser() user: AuthUser) {
    return this.settings.subjects(user);
  }

  @Route(routes.editSubjects)
  editSubjects(@CurrentUser() user: AuthUser) {
    return this.settings.editSubjects(user);
  }

  @Route(routes.updateSubjects)
  updateSubjects(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.updateSubjects>) {
    return this.settings.updateSubjects(user, body);
  }
}
