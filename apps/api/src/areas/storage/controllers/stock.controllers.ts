import { Body, Controller, Param, Query } from '@nestjs/common';
import { type RouteBody, type RouteParams, type RouteQuery, stockReceiptsRoutes, stocksRoutes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { StockReceiptsService } from '../services/stock-receipts.service.js';
import { StocksService } from '../services/stocks.service.js';

/** Spec 2 §7.4 "UnitedStockReceipts": the stock receipts (docs/storage.md "Stock receipts"). */
@Controller()
export class StockReceiptsController {
  constructor(private readonly receipts: StockReceiptsService) {}

  @Route(stockReceiptsRoutes.nextNumber)
  nextNumber(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof stockReceiptsRoutes.nextNumber>) {
    return this.receipts.nextNumber(user, query.year);
  }

  @Route(stockReceiptsRoutes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof stockReceiptsRoutes.list>) {
    return this.receipts.list(user, query);
  }

  @Route(stockReceiptsRoutes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockReceiptsRoutes.get>) {
    return this.receipts.get(user, params.id);
  }

  @Route(stockReceiptsRoutes.create)
  create(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof stockReceiptsRoutes.create>) {
    return this.receipts.create(user, body);
  }

  @Route(stockReceiptsRoutes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockReceiptsRoutes.remove>) {
    return this.receipts.remove(user, params.id);
  }

  @Route(stockReceiptsRoutes.pdf)
  pdf(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stockReceiptsRoutes.pdf>) {
    return this.receipts.pdf(user, params.id);
  }
}

/** Spec 2 §7.4 "Stocks", "StockInbounds" and "Products: available-for-date/{date}" (docs/storage.md "The ledger"). */
@Controller()
export class StocksController {
  constructor(private readonly stocks: StocksService) {}

  @Route(stocksRoutes.productAvailability)
  productAvailability(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof stocksRoutes.productAvailability>) {
    return this.stocks.productAvailability(user, query);
  }

  @Route(stocksRoutes.warehousesAvailability)
  warehousesAvailability(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof stocksRoutes.warehousesAvailability>,
  ) {
    return this.stocks.warehousesAvailability(user, params.productId);
  }

  @Route(stocksRoutes.weightedAveragePrice)
  weightedAveragePrice(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof stocksRoutes.weightedAveragePrice>) {
    return this.stocks.weightedAveragePrice(user, params);
  }

  @Route(stocksRoutes.availableForDate)
  availableForDate(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof stocksRoutes.availableForDate>,
    @Query() query: RouteQuery<typeof stocksRoutes.availableForDate>,
  ) {
    return this.stocks.availableForDate(user, params.date, query.warehouseId);
  }

  @Route(stocksRoutes.inboundCreators)
  inboundCreators(@CurrentUser() user: AuthUser) {
    return this.stocks.inboundCreators(user);
  }

  @Route(stocksRoutes.inbounds)
  inbounds(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof stocksRoutes.inbounds>) {
    return this.stocks.inbounds(user, query);
  }
}
