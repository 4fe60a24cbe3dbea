import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type NormReport,
  type NutritionNorm,
  type NutritionNormList,
  nutritionNormsRoutes as routes,
  type RecapNormReport,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type SaveResult,
} from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import type { ExportFile } from '../../../platform/export/index.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { NutritionNormsService } from '../services/nutrition-norms.service.js';

/** The nutrition norms and the norm reports (docs/meal-calculations.md "Nutrition norms"). */
@Controller()
export class NutritionNormsController {
  constructor(private readonly norms: NutritionNormsService) {}

  @Route(routes.list)
  list(): Promise<NutritionNormList> {
    return this.norms.list();
  }

  @Route(routes.get)
  get(@Param() params: RouteParams<typeof routes.get>): Promise<NutritionNorm> {
    return this.norms.get(params.id);
  }

  @Route(routes.create)
  create(@Body() body: RouteBody<typeof routes.create>): Promise<SaveResult> {
    return this.norms.save(null, body);
  }

  @Route(routes.update)
  update(@Param() params: RouteParams<typeof routes.update>, @Body() body: RouteBody<typeof routes.update>): Promise<SaveResult> {
    return this.norms.save(params.id, body);
  }

  @Route(routes.remove)
  remove(@Param() params: RouteParams<typeof routes.remove>): Promise<void> {
    return this.norms.remove(params.id);
  }

  @Route(routes.report)
  report(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.report>): Promise<NormReport> {
    return this.norms.report(user, query.from, query.to, query.band);
  }

  @Route(routes.reportFile)
  reportFile(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.reportFile>): Promise<ExportFile> {
    return this.norms.reportFile(user, query.from, query.to, query.band, query.format);
  }

  @Route(routes.recap)
  recap(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.recap>): Promise<RecapNormReport> {
    return this.norms.recap(user, query.from, query.to, query.band);
  }

  @Route(routes.recapFile)
  recapFile(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.recapFile>): Promise<ExportFile> {
    return this.norms.recapFile(user, query.from, query.to, query.band, query.format);
  }
}
