import { Body, Controller, Query } from '@nestjs/common';
import { type RouteBody, type RouteQuery, staffAttendanceMealsRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { StaffMealsService } from '../services/staff-meals.service.js';

/** The staff meals grid (docs/staff-attendance.md, "Хранене"). */
@Controller()
export class TeacherMealsController {
  constructor(private readonly meals: StaffMealsService) {}

  @Route(routes.month)
  month(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.month>) {
    return this.meals.month(user, query);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.meals.save(user, body);
  }

  @Route(routes.savePattern)
  savePattern(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.savePattern>) {
    return this.meals.savePattern(user, body);
  }

  @Route(routes.fill)
  fill(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.fill>) {
    return this.meals.fill(user, body);
  }
}
