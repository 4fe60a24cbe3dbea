import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type CalculationAttendances,
  type CalculationProducts,
  type MealCalculationGroupType,
  mealCalculationsRoutes as routes,
  type MealCalculationRow,
  type PagedResult,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type SaveResult,
} from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import type { ExportFile } from '../../../platform/export/index.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { CalculationReceiptService } from '../services/calculation-receipt.service.js';
import { MealCalculationsService } from '../services/meal-calculations.service.js';

/** Spec 2 §7.4 "Meals: calculations" and §7.3 "Classes: classes-by-meal-calculation-group-type" (docs/meal-calculations.md). */
@Controller()
export class MealCalculationsController {
  constructor(
    private readonly calculations: MealCalculationsService,
    private readonly receipts: CalculationReceiptService,
  ) {}

  @Route(routes.overviewModels)
  overviewModels(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.overviewModels>,
  ): Promise<PagedResult<MealCalculationRow>> {
    return this.calculations.list(user, query);
  }

  @Route(routes.create)
  create(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.create>): Promise<SaveResult> {
    return this.calculations.create(user, body);
  }

  @Route(routes.attendances)
  attendances(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.attendances>,
  ): Promise<CalculationAttendances> {
    return this.calculations.attendances(user, params.id);
  }

  @Route(routes.products)
  products(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.products>): Promise<CalculationProducts> {
    return this.calculations.products(user, params.id);
  }

  @Route(routes.editAttendances)
  editAttendances(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.editAttendances>,
    @Body() body: RouteBody<typeof routes.editAttendances>,
  ): Promise<SaveResult> {
    return this.calculations.editAttendances(user, params.id, body);
  }

  @Route(routes.editProducts)
  editProducts(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.editProducts>,
    @Body() body: RouteBody<typeof routes.editProducts>,
  ): Promise<SaveResult> {
    return this.calculations.editProducts(user, params.id, body);
  }

  @Route(routes.receipt)
  receipt(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.receipt>): Promise<ExportFile> {
    return this.receipts.pdf(user, params.id);
  }

  @Route(routes.classesByGroupType)
  classesByGroupType(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.classesByGroupType>,
  ): Promise<MealCalculationGroupType[]> {
    return this.calculations.groupsByType(user, query.date);
  }
}
