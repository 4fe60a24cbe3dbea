import { Body, Controller, Param, Query } from '@nestjs/common';
import { type RouteBody, type RouteParams, type RouteQuery, stockRequestsRoutes, stockScrappingsRoutes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ScrappingsService } from '../services/scrappings.service.js';
import { StockRequestsService } from '../services/stock-requests.service.js';

/** Spec 2 §7.4 "StockRequests": the requests to the kitchen (docs/storage.md "Stock requests"). */
@Controller()
export class StockRequestsController {
  constructor(private readonly requests: StockRequestsService) {}

  @Route(stockRequestsRoutes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof stockRequestsRoutes.list>) {
    return this.requests.list(user, query);
  }

  @Route(stockRequestsRoutes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockRequestsRoutes.get>) {
    return this.requests.get(user, params.id);
  }

  @Route(stockRequestsRoutes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof stockRequestsRoutes.save>) {
    return this.requests.save(user, body);
  }

  @Route(stockRequestsRoutes.fromCalculation)
  fromCalculation(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockRequestsRoutes.fromCalculation>) {
    return this.requests.createFromCalculation(user, params.id);
  }

  @Route(stockRequestsRoutes.complete)
  complete(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockRequestsRoutes.complete>) {
    return this.requests.complete(user, params.id);
  }

  @Route(stockRequestsRoutes.free)
  free(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockRequestsRoutes.free>) {
    return this.requests.free(user, params.id);
  }

  @Route(stockRequestsRoutes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockRequestsRoutes.remove>) {
    return this.requests.remove(user, params.id);
  }

  @Route(stockRequestsRoutes.pdf)
  pdf(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockRequestsRoutes.pdf>) {
    return this.requests.pdf(user, params.id);
  }
}

/** Spec 2 §7.4 "StockScrappings": the scrapping protocols (docs/storage.md "Scrappings"). */
@Controller()
export class StockScrappingsController {
  constructor(private readonly scrappings: ScrappingsService) {}

  @Route(stockScrappingsRoutes.types)
  types() {
    return this.scrappings.types();
  }

  @Route(stockScrappingsRoutes.lots)
  lots(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof stockScrappingsRoutes.lots>) {
    return this.scrappings.lots(user, query.warehouseId, query.productId);
  }

  @Route(stockScrappingsRoutes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof stockScrappingsRoutes.list>) {
    return this.scrappings.list(user, query);
  }

  @Route(stockScrappingsRoutes.nextNumber)
  nextNumber(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockScrappingsRoutes.nextNumber>) {
    return this.scrappings.nextNumber(user, params.year);
  }

  @Route(stockScrappingsRoutes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockScrappingsRoutes.get>) {
    return this.scrappings.get(user, params.id);
  }

  @Route(stockScrappingsRoutes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof stockScrappingsRoutes.save>) {
    return this.scrappings.save(user, body);
  }

  @Route(stockScrappingsRoutes.complete)
  complete(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockScrappingsRoutes.complete>) {
    return this.scrappings.complete(user, params.id);
  }

  @Route(stockScrappingsRoutes.free)
  free(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockScrappingsRoutes.free>) {
    return this.scrappings.free(user, params.id);
  }

  @Route(stockScrappingsRoutes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockScrappingsRoutes.remove>) {
    return this.scrappings.remove(user, params.id);
  }

  @Route(stockScrappingsRoutes.pdf)
  pdf(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockScrappingsRoutes.pdf>) {
    return this.scrappings.pdf(user, params.id);
  }
}
