import { Controller, Headers, Param, Query } from '@nestjs/common';
import { dashboardsRoutes as routes, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { VersionedJson } from '../../../platform/cache/index.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { DashboardsService } from '../services/dashboards.service.js';
import { FamilyDashboardsService } from '../services/family-dashboards.service.js';
import { NationalDashboardService } from '../services/national-dashboard.service.js';

/**
 * The home dashboards (spec 2 §7.7; docs/dashboards.md). Signed in; which dashboard, and 403 for a role without one,
 * is decided by the services from the role and the access.
 */
@Controller()
export class DashboardsController {
  constructor(
    private readonly dashboards: DashboardsService,
    private readonly family: FamilyDashboardsService,
    private readonly national: NationalDashboardService,
  ) {}

  /** The user's dashboard (`Dashboard`) from the versioned cache (ETag, 304; docs/dashboards.md "Speed"). */
  @Route(routes.dashboard)
  @VersionedJson()
  dashboard(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.dashboard>,
    @Headers('if-none-match') ifNoneMatch?: string,
  ) {
    return this.dashboards.dashboard(user, query.date, ifNoneMatch);
  }

  @Route(routes.nationalDashboard)
  nationalDashboard(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.nationalDashboard>) {
    return this.national.dashboard(user, query.date);
  }

  @Route(routes.studentDashboard)
  studentDashboard(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.studentDashboard>,
    @Query() query: RouteQuery<typeof routes.studentDashboard>,
  ) {
    return this.family.student(user, params.studentId, query.date);
  }
}
