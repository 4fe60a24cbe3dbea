import { Controller, Get, Headers, Param, Query } from '@nestjs/common';
import {
  dashboardQuery,
  type DashboardQuery,
  dashboardStudentParams,
  type DashboardStudentParams,
  type NationalDashboard,
  type StudentDashboard,
} from '@kg/contracts';
import { CurrentUser, SignedIn } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type VersionedAnswer, VersionedJson } from '../../../platform/cache/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
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
  @Get('Dashboards')
  @SignedIn()
  @VersionedJson()
  @Validate({ query: dashboardQuery })
  dashboard(
    @CurrentUser() user: AuthUser,
    @Query() query: DashboardQuery,
    @Headers('if-none-match') ifNoneMatch?: string,
  ): Promise<VersionedAnswer> {
    return this.dashboards.dashboard(user, query.date, ifNoneMatch);
  }

  @Get('Dashboards/dashboard')
  @SignedIn()
  @Validate({ query: dashboardQuery })
  nationalDashboard(@CurrentUser() user: AuthUser, @Query() query: DashboardQuery): Promise<NationalDashboard> {
    return this.national.dashboard(user, query.date);
  }

  @Get('dashboards/student-parent-user/:studentId')
  @SignedIn()
  @Validate({ params: dashboardStudentParams, query: dashboardQuery })
  studentDashboard(
    @CurrentUser() user: AuthUser,
    @Param() params: DashboardStudentParams,
    @Query() query: DashboardQuery,
  ): Promise<StudentDashboard> {
    return this.family.student(user, params.studentId, query.date);
  }
}
