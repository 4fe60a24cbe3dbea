import { Body, Controller, Param, Query } from '@nestjs/common';
import { activityEnrollmentRequestsRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ActivityEnrollmentRequestsService } from '../services/activity-enrollment-requests.service.js';

/** Spec 2 §7.2 "Enrolment requests" (docs/activities.md "Enrolment requests"). */
@Controller()
export class ActivityEnrollmentRequestsController {
  constructor(private readonly service: ActivityEnrollmentRequestsService) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.create)
  create(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.create>) {
    return this.service.create(user, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.service.remove(user, params.id);
  }

  @Route(routes.changeStatus)
  changeStatus(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.changeStatus>) {
    return this.service.changeStatus(user, body);
  }

  @Route(routes.export)
  export(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.export>) {
    return this.service.export(user, params.id);
  }

  @Route(routes.studentEnrollment)
  studentEnrollment(@CurrentUser() user: AuthUser) {
    return this.service.studentEnrollment(user);
  }

  @Route(routes.activities)
  activities(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.activities>) {
    return this.service.activities(user, query.studentId);
  }
}
