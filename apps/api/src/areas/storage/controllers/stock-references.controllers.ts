import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  inventoryDeclarationsRoutes,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  stockReferencesRoutes,
} from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { InventoryDeclarationsService } from '../services/inventory-declarations.service.js';
import { StockReferencesService } from '../services/stock-references.service.js';

/** Spec 2 §7.4 "StockReferences": the storage reports read from the ledger (docs/storage.md "Storage reports"). */
@Controller()
export class StockReferencesController {
  constructor(private readonly references: StockReferencesService) {}

  @Route(stockReferencesRoutes.trialBalance)
  trialBalance(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof stockReferencesRoutes.trialBalance>) {
    return this.references.trialBalance(user, query);
  }

  @Route(stockReferencesRoutes.trialBalancePdf)
  trialBalancePdf(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof stockReferencesRoutes.trialBalancePdf>) {
    return this.references.trialBalanceFile(user, query, 'pdf');
  }

  @Route(stockReferencesRoutes.trialBalanceExcel)
  trialBalanceExcel(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof stockReferencesRoutes.trialBalanceExcel>) {
    return this.references.trialBalanceFile(user, query, 'excel');
  }

  @Route(stockReferencesRoutes.documentTransactions)
  documentTransactions(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof stockReferencesRoutes.documentTransactions>,
  ) {
    return this.references.documentTransactions(user, query);
  }

  @Route(stockReferencesRoutes.documentTransactionsPdf)
  documentTransactionsPdf(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof stockReferencesRoutes.documentTransactionsPdf>,
  ) {
    return this.references.documentTransactionsPdf(user, query);
  }

  @Route(stockReferencesRoutes.stockAvailabilityDetailed)
  stockAvailabilityDetailed(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof stockReferencesRoutes.stockAvailabilityDetailed>,
  ) {
    return this.references.stockAvailabilityDetailed(user, query);
  }

  @Route(stockReferencesRoutes.stockInventoryList)
  stockInventoryList(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof stockReferencesRoutes.stockInventoryList>) {
    return this.references.stockInventoryList(user, query);
  }

  @Route(stockReferencesRoutes.stockInventoryListPdf)
  stockInventoryListPdf(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof stockReferencesRoutes.stockInventoryListPdf>,
  ) {
    return this.references.stockInventoryListPdf(user, query);
  }
}

/** Spec 2 §7.4 "InventoryDeclarations" (docs/storage.md "Inventory declarations"). */
@Controller()
export class InventoryDeclarationsController {
  constructor(private readonly declarations: InventoryDeclarationsService) {}

  @Route(inventoryDeclarationsRoutes.nextNumber)
  nextNumber(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof inventoryDeclarationsRoutes.nextNumber>) {
    return this.declarations.nextNumber(user, query.year);
  }

  @Route(inventoryDeclarationsRoutes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof inventoryDeclarationsRoutes.list>) {
    return this.declarations.list(user, query);
  }

  @Route(inventoryDeclarationsRoutes.pdf)
  pdf(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof inventoryDeclarationsRoutes.pdf>) {
    return this.declarations.pdf(user, params.id);
  }

  @Route(inventoryDeclarationsRoutes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof inventoryDeclarationsRoutes.get>) {
    return this.declarations.get(user, params.id);
  }

  @Route(inventoryDeclarationsRoutes.create)
  create(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof inventoryDeclarationsRoutes.create>) {
    return this.declarations.create(user, body);
  }

  @Route(inventoryDeclarationsRoutes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof inventoryDeclarationsRoutes.remove>) {
    return this.declarations.remove(user, params.id);
  }
}
