import { Body, Controller, Query } from '@nestjs/common';
import {
  attendanceStateReportsAdminRoutes as adminRoutes,
  attendanceStateReportsRoutes as routes,
  type RouteBody,
  type RouteQuery,
} from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { NeispuoAttendancesService } from '../services/neispuo-attendances.service.js';

/** The selected kindergarten's month in NEISPUO terms (docs/attendance-state-reports.md: why Resource.NeispuoSync). */
@Controller()
export class NeispuoAttendancesController {
  constructor(private readonly service: NeispuoAttendancesService) {}

  @Route(routes.neispuoMonth)
  neispuoMonth(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.neispuoMonth>) {
    return this.service.month(user, query);
  }
}

/** The master's mapping of the child statuses to NEISPUO and any kindergarten's month. */
@Controller()
export class NeispuoAdminAttendancesController {
  constructor(private readonly service: NeispuoAttendancesService) {}

  @Route(adminRoutes.mappings)
  mappings() {
    return this.service.mappings();
  }

  @Route(adminRoutes.saveMappings)
  saveMappings(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof adminRoutes.saveMappings>) {
    return this.service.saveMappings(user, body);
  }

  @Route(adminRoutes.month)
  month(@Query() query: RouteQuery<typeof adminRoutes.month>) {
    return this.service.adminMonth(query);
  }
}
