import { Controller, Query } from '@nestjs/common';
import { attendanceReferencesRoutes as routes, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { AttendanceReferencesService } from '../services/attendance-references.service.js';

/**
 * Children's attendance references (spec 2 §7.3 "AttendanceReferences"; docs/attendance-references.md). Each JSON call
 * shows a reference on the screen; its export (`format=pdf|excel`) takes the same query and gives the same figures.
 */
@Controller()
export class AttendanceReferencesController {
  constructor(private readonly references: AttendanceReferencesService) {}

  @Route(routes.perDay)
  perDay(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.perDay>) {
    return this.references.perDay(user, query);
  }

  @Route(routes.perDayExport)
  perDayExport(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.perDayExport>) {
    return this.references.perDayExport(user, query);
  }

  @Route(routes.perStudent)
  perStudent(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.perStudent>) {
    return this.references.perStudent(user, query);
  }

  @Route(routes.perStudentExport)
  perStudentExport(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.perStudentExport>) {
    return this.references.perStudentExport(user, query);
  }

  @Route(routes.perGroup)
  perGroup(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.perGroup>) {
    return this.references.perGroup(user, query);
  }

  @Route(routes.perGroupExport)
  perGroupExport(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.perGroupExport>) {
    return this.references.perGroupExport(user, query);
  }

  @Route(routes.familyAbsence)
  familyAbsence(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.familyAbsence>) {
    return this.references.familyAbsence(user, query);
  }

  @Route(routes.familyAbsenceExport)
  familyAbsenceExport(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.familyAbsenceExport>) {
    return this.references.familyAbsenceExport(user, query);
  }

  @Route(routes.daysAttendances)
  daysAttendances(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.daysAttendances>) {
    return this.references.daysAttendances(user, query);
  }

  @Route(routes.daysAttendancesReference)
  daysAttendancesReference(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.daysAttendancesReference>) {
    return this.references.daysAttendancesReference(user, query);
  }

  @Route(routes.byMonths)
  byMonths(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.byMonths>) {
    return this.references.byMonths(user, query);
  }

  @Route(routes.byMonthsExport)
  byMonthsExport(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.byMonthsExport>) {
    return this.references.byMonthsExport(user, query);
  }

  @Route(routes.absences)
  absences(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.absences>) {
    return this.references.absences(user, query);
  }

  @Route(routes.absencesExport)
  absencesExport(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.absencesExport>) {
    return this.references.absencesExport(user, query);
  }
}
