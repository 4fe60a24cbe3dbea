import { Controller } from '@nestjs/common';
import { geographySchoolCalendarRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { SchoolCalendarService } from '../services/school-calendar.service.js';

/** Weeks and months of the selected school year: the pickers of attendance, menus, schedules and reports. */
@Controller()
export class SchoolCalendarController {
  constructor(private readonly calendar: SchoolCalendarService) {}

  @Route(routes.weeks)
  weeks(@CurrentUser() user: AuthUser) {
    return this.calendar.weeks(user);
  }

  @Route(routes.months)
  months(@CurrentUser() user: AuthUser) {
    return this.calendar.months(user);
  }
}
