import { Body, Controller, Param, Query } from '@nestjs/common';
import { activityAttendancesRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ActivityAttendanceSummaryService } from '../services/activity-attendance-summary.service.js';
import { ActivityAttendancesService } from '../services/activity-attendances.service.js';

/** Activity attendance (spec 2 §7.2 "Attendance"; docs/activities.md "Activity attendance"). */
@Controller()
export class ActivityAttendancesController {
  constructor(
    private readonly service: ActivityAttendancesService,
    private readonly summaries: ActivityAttendanceSummaryService,
  ) {}

  @Route(routes.summary)
  summary(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.summary>) {
    return this.summaries.summary(user, query);
  }

  @Route(routes.summaryExport)
  summaryExport(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.summaryExport>,
    @Query() query: RouteQuery<typeof routes.summaryExport>,
  ) {
    return this.summaries.export(user, params.type, query);
  }

  @Route(routes.month)
  month(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.month>) {
    return this.service.month(user, params.activityId, params.month, params.year);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.service.save(user, body);
  }

  @Route(routes.autofill)
  autofill(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.autofill>) {
    return this.service.autofill(user, body);
  }
}
