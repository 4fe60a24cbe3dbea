import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type EstimatedQuantities,
  type MenuConfiguration,
  type MenuDetails,
  type MenuGroupRow,
  type MenuMealTypeRow,
  type MenuRow,
  menusRoutes as routes,
  type PagedResult,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type SaveResult,
  type WeeklyMenu,
} from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import type { ExportFile } from '../../../platform/export/index.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { EstimatedQuantitiesService } from '../services/estimated-quantities.service.js';
import { MenuReceiptService } from '../services/menu-receipt.service.js';
import { MenusService } from '../services/menus.service.js';

/** Spec 2 §7.4 "Menus" (docs/menus.md): configuration, the weekly menus, approval, publication, a group's week, the PDF. */
@Controller()
export class MenusController {
  constructor(
    private readonly menus: MenusService,
    private readonly menuFiles: MenuReceiptService,
    private readonly estimates: EstimatedQuantitiesService,
  ) {}

  @Route(routes.overviewModels)
  overviewModels(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.overviewModels>,
  ): Promise<PagedResult<MenuRow>> {
    return this.menus.list(user, query);
  }

  @Route(routes.mealTypes)
  mealTypes(@CurrentUser() user: AuthUser): Promise<MenuMealTypeRow[]> {
    return this.menus.mealTypes(user);
  }

  @Route(routes.configuration)
  configuration(@CurrentUser() user: AuthUser): Promise<MenuConfiguration> {
    return this.menus.configuration(user);
  }

  @Route(routes.saveConfiguration)
  saveConfiguration(
    @CurrentUser() user: AuthUser,
    @Body() body: RouteBody<typeof routes.saveConfiguration>,
  ): Promise<MenuConfiguration> {
    return this.menus.saveConfiguration(user, body.meals);
  }

  @Route(routes.groups)
  groups(@CurrentUser() user: AuthUser): Promise<MenuGroupRow[]> {
    return this.menus.groups(user);
  }

  @Route(routes.weeklyMenu)
  weeklyMenu(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.weeklyMenu>): Promise<WeeklyMenu> {
    return this.menus.weeklyMenu(user, params.classId, params.week);
  }

  @Route(routes.receipts)
  receipts(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.receipts>): Promise<ExportFile> {
    return this.menuFiles.pdf(user, query.id);
  }

  @Route(routes.kitchenMenus)
  kitchenMenus(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.kitchenMenus>): Promise<ExportFile> {
    return this.menuFiles.kitchenMenus(user, query.week);
  }

  @Route(routes.estimatedQuantities)
  estimatedQuantities(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.estimatedQuantities>,
  ): Promise<EstimatedQuantities> {
    return this.estimates.estimate(user, query.id);
  }

  @Route(routes.estimatedQuantitiesReport)
  estimatedQuantitiesReport(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.estimatedQuantitiesReport>,
  ): Promise<ExportFile> {
    return this.estimates.report(user, query.id, query.format);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>): Promise<MenuDetails> {
    return this.menus.get(user, params.id);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>): Promise<SaveResult> {
    return this.menus.save(user, body);
  }

  @Route(routes.copy)
  copy(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.copy>): Promise<SaveResult> {
    return this.menus.copy(user, body.id, body.weekStart);
  }

  @Route(routes.approve)
  approve(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.approve>): Promise<SaveResult> {
    return this.menus.approve(user, params.id);
  }

  @Route(routes.publish)
  publish(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.publish>): Promise<SaveResult> {
    return this.menus.publish(user, params.id);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>): Promise<undefined> {
    return this.menus.remove(user, params.id);
  }
}
