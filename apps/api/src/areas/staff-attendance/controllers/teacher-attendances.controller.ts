import { Body, Controller, Param, Query } from '@nestjs/common';
import { type RouteBody, type RouteParams, type RouteQuery, staffAttendanceRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { StaffAttendanceService } from '../services/staff-attendance.service.js';
import { StaffReferencesService } from '../services/staff-references.service.js';

/** The staff attendance month grid and its save (spec 2 §7.3 TeacherAttendances; docs/staff-attendance.md). */
@Controller()
export class TeacherAttendancesController {
  constructor(
    private readonly attendance: StaffAttendanceService,
    private readonly references: StaffReferencesService,
  ) {}

  @Route(routes.reference)
  reference(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.reference>) {
    return this.references.attendance(user, query);
  }

  @Route(routes.referenceExport)
  referenceExport(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.referenceExport>,
    @Query() query: RouteQuery<typeof routes.referenceExport>,
  ) {
    return this.references.attendanceExport(user, query, params);
  }

  @Route(routes.month)
  month(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.month>) {
    return this.attendance.month(user, params);
  }

  @Route(routes.monthExport)
  monthExport(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.monthExport>) {
    return this.attendance.monthExport(user, params, params);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.attendance.save(user, body);
  }
}
