import { Body, Controller, Headers, Param, Query } from '@nestjs/common';
import { attendanceRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { VersionedJson } from '../../../platform/cache/index.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { AttendanceFormService } from '../services/attendance-form.service.js';
import { StudentAttendancesService } from '../services/student-attendances.service.js';

/** The monthly attendance grid of the children (spec 2 §7.3 StudentAttendances; docs/attendance.md). */
@Controller()
export class StudentAttendancesController {
  constructor(
    private readonly service: StudentAttendancesService,
    private readonly form: AttendanceFormService,
  ) {}

  @Route(routes.groups)
  groups(@CurrentUser() user: AuthUser) {
    return this.service.groups(user);
  }

  @Route(routes.formExport)
  formExport(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.formExport>) {
    return this.form.pdf(user, params.classId, params.month, params.year);
  }

  /** Answered from the versioned cache while the kindergarten's attendance data is unchanged (ETag, 304). */
  @Route(routes.month)
  @VersionedJson()
  month(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.month>,
    @Query() query: RouteQuery<typeof routes.month>,
    @Headers('if-none-match') ifNoneMatch?: string,
  ) {
    return this.service.cachedMonth(user, params.groupId, params.month, params.year, query.studentIds, ifNoneMatch);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.service.save(user, body);
  }
}
