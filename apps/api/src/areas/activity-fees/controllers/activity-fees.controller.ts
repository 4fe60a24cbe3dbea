import { Body, Controller, Param, Query } from '@nestjs/common';
import { activityFeesRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ActivityFeesService } from '../services/activity-fees.service.js';
import { ActivityPaymentsService } from '../services/activity-payments.service.js';

/** Monthly fees and the desk's payments (spec 2 §7.2 "Invoices and payments"; docs/activity-fees.md). */
@Controller()
export class ActivityFeesController {
  constructor(
    private readonly fees: ActivityFeesService,
    private readonly payments: ActivityPaymentsService,
  ) {}

  @Route(routes.generate)
  generate(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.generate>) {
    return this.fees.generate(user, body);
  }

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.fees.list(user, query);
  }

  @Route(routes.notificationSummary)
  notificationSummary(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.notificationSummary>) {
    return this.fees.notificationSummary(user, query.year, query.month, query.activityId);
  }

  @Route(routes.notify)
  notify(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.notify>) {
    return this.fees.notify(user, body);
  }

  @Route(routes.summaryByActivity)
  summaryByActivity(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.summaryByActivity>) {
    return this.fees.summaryByActivity(user, query.year, query.month);
  }

  @Route(routes.providerSummary)
  providerSummary(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.providerSummary>) {
    return this.fees.summaryByProvider(user, query.year, query.month);
  }

  @Route(routes.studentMonth)
  studentMonth(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.studentMonth>) {
    return this.fees.studentMonth(user, params.year, params.month, params.studentId);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.fees.remove(user, params.id);
  }

  @Route(routes.pay)
  pay(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.pay>) {
    return this.payments.pay(user, body);
  }

  @Route(routes.cashiers)
  cashiers(@CurrentUser() user: AuthUser) {
    return this.payments.cashiers(user);
  }

  @Route(routes.receipt)
  receipt(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.receipt>) {
    return this.payments.receipt(user, params.id);
  }

  @Route(routes.annul)
  annul(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.annul>,
    @Body() body: RouteBody<typeof routes.annul>,
  ) {
    return this.payments.annul(user, params.id, body);
  }

  @Route(routes.batches)
  batches(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.batches>) {
    return this.payments.batches(user, query);
  }

  @Route(routes.payBatch)
  payBatch(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.payBatch>) {
    return this.payments.payBatch(user, body);
  }

  @Route(routes.batchReceipt)
  batchReceipt(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.batchReceipt>) {
    return this.payments.batchReceipt(user, params.id);
  }

  @Route(routes.paymentTypes)
  paymentTypes() {
    return this.payments.paymentTypes();
  }
}
