import { Body, Controller, Param, Query } from '@nestjs/common';
import { receiptsRegisterRoutes, type RouteBody, type RouteParams, type RouteQuery, supplierOrdersRoutes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ReceiptsRegisterService } from '../services/receipts-register.service.js';
import { SupplierOrdersService } from '../services/supplier-orders.service.js';

/** Supplier orders and the orders book, designed under /api/SupplierOrders (docs/storage.md "Supplier orders"). */
@Controller()
export class SupplierOrdersController {
  constructor(private readonly orders: SupplierOrdersService) {}

  @Route(supplierOrdersRoutes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof supplierOrdersRoutes.list>) {
    return this.orders.list(user, query);
  }

  @Route(supplierOrdersRoutes.nextNumber)
  nextNumber(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof supplierOrdersRoutes.nextNumber>) {
    return this.orders.nextNumber(user, query.year);
  }

  @Route(supplierOrdersRoutes.suggestion)
  suggestion(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof supplierOrdersRoutes.suggestion>) {
    return this.orders.suggestion(user, query);
  }

  @Route(supplierOrdersRoutes.bookPdf)
  bookPdf(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof supplierOrdersRoutes.bookPdf>) {
    return this.orders.bookPdf(user, query);
  }

  @Route(supplierOrdersRoutes.bookExcel)
  bookExcel(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof supplierOrdersRoutes.bookExcel>) {
    return this.orders.bookExcel(user, query);
  }

  @Route(supplierOrdersRoutes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof supplierOrdersRoutes.get>) {
    return this.orders.get(user, params.id);
  }

  @Route(supplierOrdersRoutes.pdf)
  pdf(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof supplierOrdersRoutes.pdf>) {
    return this.orders.pdf(user, params.id);
  }

  @Route(supplierOrdersRoutes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof supplierOrdersRoutes.save>) {
    return this.orders.save(user, body);
  }

  @Route(supplierOrdersRoutes.send)
  send(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof supplierOrdersRoutes.send>,
    @Body() body: RouteBody<typeof supplierOrdersRoutes.send>,
  ) {
    return this.orders.send(user, params.id, body);
  }

  @Route(supplierOrdersRoutes.deliver)
  deliver(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof supplierOrdersRoutes.deliver>,
    @Body() body: RouteBody<typeof supplierOrdersRoutes.deliver>,
  ) {
    return this.orders.deliver(user, params.id, body.receiptId);
  }

  @Route(supplierOrdersRoutes.cancel)
  cancel(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof supplierOrdersRoutes.cancel>) {
    return this.orders.cancel(user, params.id);
  }

  @Route(supplierOrdersRoutes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof supplierOrdersRoutes.remove>) {
    return this.orders.remove(user, params.id);
  }
}

/** The register of a period's stock receipts (`/storage/references/united-stock-receipts`; docs/storage.md). */
@Controller()
export class ReceiptsRegisterController {
  constructor(private readonly register: ReceiptsRegisterService) {}

  @Route(receiptsRegisterRoutes.register)
  get(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof receiptsRegisterRoutes.register>) {
    return this.register.get(user, query);
  }

  @Route(receiptsRegisterRoutes.registerPdf)
  pdf(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof receiptsRegisterRoutes.registerPdf>) {
    return this.register.pdf(user, query);
  }

  @Route(receiptsRegisterRoutes.registerExcel)
  excel(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof receiptsRegisterRoutes.registerExcel>) {
    return this.register.excel(user, query);
  }
}
