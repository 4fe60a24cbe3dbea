import { Controller, Param, Query } from '@nestjs/common';
import { paymentReferencesRoutes as routes, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { PaymentReferencesService } from '../services/payment-references.service.js';

/** The references on activity fees and payments (spec 2 §7.2 "Reports"; docs/payment-references.md). */
@Controller()
export class PaymentReferencesController {
  constructor(private readonly service: PaymentReferencesService) {}

  @Route(routes.kindergarten)
  kindergarten(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.kindergarten>) {
    return this.service.kindergarten(user, query);
  }

  @Route(routes.kindergartenExport)
  kindergartenExport(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.kindergartenExport>,
    @Query() query: RouteQuery<typeof routes.kindergartenExport>,
  ) {
    return this.service.kindergartenExport(user, params.type, query);
  }

  @Route(routes.classes)
  classes(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.classes>) {
    return this.service.classes(user, query);
  }

  @Route(routes.classesExport)
  classesExport(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.classesExport>,
    @Query() query: RouteQuery<typeof routes.classesExport>,
  ) {
    return this.service.classesExport(user, params.type, query);
  }

  @Route(routes.students)
  students(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.students>) {
    return this.service.students(user, query);
  }

  @Route(routes.studentsExport)
  studentsExport(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.studentsExport>,
    @Query() query: RouteQuery<typeof routes.studentsExport>,
  ) {
    return this.service.studentsExport(user, params.type, query);
  }

  @Route(routes.cashiers)
  cashiers(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.cashiers>) {
    return this.service.cashiers(user, query);
  }

  @Route(routes.cashiersExport)
  cashiersExport(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.cashiersExport>) {
    return this.service.cashiersExport(user, query.type, query);
  }

  @Route(routes.batchPayments)
  batchPayments(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.batchPayments>) {
    return this.service.batchPayments(user, query);
  }

  @Route(routes.batchPaymentsExport)
  batchPaymentsExport(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.batchPaymentsExport>,
    @Query() query: RouteQuery<typeof routes.batchPaymentsExport>,
  ) {
    return this.service.batchPaymentsExport(user, params.type, query);
  }

  @Route(routes.cashed)
  cashed(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.cashed>) {
    return this.service.cashed(user, query);
  }

  @Route(routes.cashedExport)
  cashedExport(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.cashedExport>,
    @Query() query: RouteQuery<typeof routes.cashedExport>,
  ) {
    return this.service.cashedExport(user, params.type, query);
  }
}
