import { Body, Controller, Param, Query } from '@nestjs/common';
import { kindergartensAdminRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { KindergartensAdminService } from '../services/kindergartens-admin.service.js';

/** The master administrator's kindergartens (spec 2 §7.1 "Kindergartens admin"; resource 67). */
@Controller()
export class KindergartensAdminController {
  constructor(private readonly admin: KindergartensAdminService) {}

  @Route(routes.overview)
  overview(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.overview>) {
    return this.admin.overview(user, query);
  }

  @Route(routes.groupOverview)
  groupOverview(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.groupOverview>) {
    return this.admin.groupOverview(user, query);
  }

  @Route(routes.data)
  data(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.data>) {
    return this.admin.data(user, query.kindergartenId);
  }

  @Route(routes.update)
  update(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.update>) {
    return this.admin.update(user, body);
  }

  @Route(routes.createEmpty)
  createEmpty(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.createEmpty>) {
    return this.admin.createEmpty(user, body);
  }

  /** Tells the user's open tabs to load their profile data again (the web app caches it). */
  @Route(routes.invalidateUserData)
  invalidateUserData(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.invalidateUserData>) {
    return this.admin.invalidateUserData(user, params.id);
  }
}
