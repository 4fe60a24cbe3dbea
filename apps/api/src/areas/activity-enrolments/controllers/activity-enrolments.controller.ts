import { Body, Controller, Query } from '@nestjs/common';
import {
  activityEnrolmentsRoutes as routes,
  type ActivityClassesAnswer,
  type ActivityEnrolmentHistoryRow,
  type ActivityStudentsSummaryRow,
  type EnrolActivityStudentsResult,
  type PagedResult,
  type RouteBody,
  type RouteQuery,
} from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ActivityEnrolmentViewsService } from '../services/activity-enrolment-views.service.js';
import { ActivityEnrolmentsService } from '../services/activity-enrolments.service.js';

/** Spec 2 §7.2: enrolment of children in the activities (docs/activities.md "Enrolment"). */
@Controller()
export class ActivityEnrolmentsController {
  constructor(
    private readonly enrolments: ActivityEnrolmentsService,
    private readonly views: ActivityEnrolmentViewsService,
  ) {}

  @Route(routes.enrol)
  enrol(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.enrol>): Promise<EnrolActivityStudentsResult> {
    return this.enrolments.enrolBulk(user, body);
  }

  @Route(routes.leaveDates)
  async leaveDates(
    @CurrentUser() user: AuthUser,
    @Body() body: RouteBody<typeof routes.leaveDates>,
  ): Promise<{ updated: number }> {
    return { updated: await this.enrolments.leave(user, body) };
  }

  @Route(routes.discount)
  async discount(
    @CurrentUser() user: AuthUser,
    @Body() body: RouteBody<typeof routes.discount>,
  ): Promise<{ enrolmentId: number }> {
    return { enrolmentId: await this.enrolments.setDiscount(user, body) };
  }

  @Route(routes.classes)
  classes(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.classes>): Promise<ActivityClassesAnswer> {
    return this.views.classes(user, query);
  }

  @Route(routes.summary)
  summary(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.summary>,
  ): Promise<ActivityStudentsSummaryRow[]> {
    return this.views.summary(user, query);
  }

  @Route(routes.history)
  history(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.history>,
  ): Promise<PagedResult<ActivityEnrolmentHistoryRow>> {
    return this.views.history(user, query);
  }
}
