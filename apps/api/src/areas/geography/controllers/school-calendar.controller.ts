import { Controller, Get } from '@nestjs/common';
import { type SchoolMonths, schoolMonthsSchema, type SchoolWeeks, schoolWeeksSchema } from '@kg/contracts';
import { CurrentUser, SignedIn } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { SchoolCalendarService } from '../services/school-calendar.service.js';

/** Weeks and months of the selected school year: the pickers of attendance, menus, schedules and reports. */
@Controller()
export class SchoolCalendarController {
  constructor(private readonly calendar: SchoolCalendarService) {}

  @Get('weeks')
  @SignedIn()
  @Validate({ response: schoolWeeksSchema })
  weeks(@CurrentUser() user: AuthUser): Promise<SchoolWeeks> {
    return this.calendar.weeks(user);
  }

  @Get('months')
  @SignedIn()
  @Validate({ response: schoolMonthsSchema })
  months(@CurrentUser() user: AuthUser): Promise<SchoolMonths> {
    return this.calendar.months(user);
  }
}
