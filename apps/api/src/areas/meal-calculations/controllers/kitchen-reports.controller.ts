import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type CalculationsSummary,
  type HaccpEntry,
  type HaccpLot,
  type HaccpTraceability,
  haccpRoutes,
  kitchenReportsRoutes as routes,
  type MonthReport,
  type PagedResult,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type SaveResult,
  type StaffNutritionReport,
} from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import type { ExportFile } from '../../../platform/export/index.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { HaccpService } from '../services/haccp.service.js';
import { KitchenReportsService } from '../services/kitchen-reports.service.js';

/** Spec 2 §7.4 "StockReferences" fed by the meal calculations (docs/meal-calculations.md "Kitchen reports"). */
@Controller()
export class KitchenReportsController {
  constructor(private readonly reports: KitchenReportsService) {}

  @Route(routes.monthReport)
  monthReport(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.monthReport>): Promise<MonthReport> {
    return this.reports.monthReport(user, query);
  }

  @Route(routes.monthReportFile)
  monthReportFile(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.monthReportFile>): Promise<ExportFile> {
    return this.reports.monthReportFile(user, query, query.format);
  }

  @Route(routes.staffNutrition)
  staffNutrition(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.staffNutrition>,
  ): Promise<StaffNutritionReport> {
    return this.reports.staffNutrition(user, query.year, query.month);
  }

  @Route(routes.staffNutritionFile)
  staffNutritionFile(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.staffNutritionFile>,
  ): Promise<ExportFile> {
    return this.reports.staffNutritionFile(user, query.year, query.month, query.format);
  }

  @Route(routes.calculationsSummary)
  calculationsSummary(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.calculationsSummary>,
  ): Promise<CalculationsSummary> {
    return this.reports.calculationsSummary(user, query.fromDate, query.toDate);
  }

  @Route(routes.calculationsSummaryFile)
  calculationsSummaryFile(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.calculationsSummaryFile>,
  ): Promise<ExportFile> {
    return this.reports.calculationsSummaryFile(user, query.fromDate, query.toDate, query.format);
  }
}

/** The HACCP reference (docs/storage.md "HACCP"); its calls are not in the spec's list, the page is. */
@Controller()
export class HaccpController {
  constructor(private readonly haccp: HaccpService) {}

  @Route(haccpRoutes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof haccpRoutes.list>): Promise<PagedResult<HaccpEntry>> {
    return this.haccp.list(user, query);
  }

  @Route(haccpRoutes.lots)
  lots(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof haccpRoutes.lots>): Promise<HaccpLot[]> {
    return this.haccp.lots(user, query.fromDate, query.toDate);
  }

  @Route(haccpRoutes.traceability)
  traceability(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof haccpRoutes.traceability>,
  ): Promise<HaccpTraceability> {
    return this.haccp.traceability(user, params.id);
  }

  @Route(haccpRoutes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof haccpRoutes.get>): Promise<HaccpEntry> {
    return this.haccp.get(user, params.id);
  }

  @Route(haccpRoutes.create)
  create(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof haccpRoutes.create>): Promise<SaveResult> {
    return this.haccp.create(user, body);
  }

  @Route(haccpRoutes.update)
  update(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof haccpRoutes.update>,
    @Body() body: RouteBody<typeof haccpRoutes.update>,
  ): Promise<SaveResult> {
    return this.haccp.update(user, params.id, body);
  }

  @Route(haccpRoutes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof haccpRoutes.remove>): Promise<void> {
    return this.haccp.remove(user, params.id);
  }
}
