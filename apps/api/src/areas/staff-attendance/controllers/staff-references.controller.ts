import { Controller, Param, Query } from '@nestjs/common';
import { type RouteParams, type RouteQuery, staffAttendanceReferencesRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { StaffReferencesService } from '../services/staff-references.service.js';

/** /staff/references/days and /staff/references/meal (the attendance reference is TeacherAttendances/reference). */
@Controller()
export class StaffReferencesController {
  constructor(private readonly references: StaffReferencesService) {}

  @Route(routes.days)
  days(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.days>) {
    return this.references.days(user, query);
  }

  @Route(routes.daysExport)
  daysExport(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.daysExport>,
    @Query() query: RouteQuery<typeof routes.daysExport>,
  ) {
    return this.references.daysExport(user, query, params);
  }

  @Route(routes.meal)
  meal(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.meal>) {
    return this.references.meal(user, query);
  }

  @Route(routes.mealExport)
  mealExport(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.mealExport>,
    @Query() query: RouteQuery<typeof routes.mealExport>,
  ) {
    return this.references.mealExport(user, query, params);
  }
}
