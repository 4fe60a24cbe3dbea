import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  manufacturersRoutes,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  suppliersRoutes,
  warehousesRoutes,
} from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { RegistersService } from '../services/registers.service.js';

/** Spec 2 §7.4 "GET Warehouses" and this project's register calls (docs/storage.md "Calls"). */
@Controller()
export class WarehousesController {
  constructor(private readonly registers: RegistersService) {}

  @Route(warehousesRoutes.lookup)
  lookup(@CurrentUser() user: AuthUser) {
    return this.registers.warehouseLookup(user);
  }

  @Route(warehousesRoutes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof warehousesRoutes.list>) {
    return this.registers.warehouses(user, query);
  }

  @Route(warehousesRoutes.responsibleCandidates)
  responsibleCandidates(@CurrentUser() user: AuthUser) {
    return this.registers.responsibleCandidates(user);
  }

  @Route(warehousesRoutes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof warehousesRoutes.get>) {
    return this.registers.warehouse(user, params.id);
  }

  @Route(warehousesRoutes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof warehousesRoutes.save>) {
    return this.registers.saveWarehouse(user, body);
  }

  @Route(warehousesRoutes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof warehousesRoutes.remove>) {
    return this.registers.removeWarehouse(user, params.id);
  }
}

/** Spec 2 §7.4 "GET Suppliers" and this project's register calls. */
@Controller()
export class SuppliersController {
  constructor(private readonly registers: RegistersService) {}

  @Route(suppliersRoutes.lookup)
  lookup(@CurrentUser() user: AuthUser) {
    return this.registers.supplierLookup(user);
  }

  @Route(suppliersRoutes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof suppliersRoutes.list>) {
    return this.registers.suppliers(user, query);
  }

  @Route(suppliersRoutes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof suppliersRoutes.get>) {
    return this.registers.supplier(user, params.id);
  }

  @Route(suppliersRoutes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof suppliersRoutes.save>) {
    return this.registers.saveSupplier(user, body);
  }

  @Route(suppliersRoutes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof suppliersRoutes.remove>) {
    return this.registers.removeSupplier(user, params.id);
  }
}

/** Manufacturers (web-routes /storage/manufacturers; the spec names no call: this project's, as the other registers). */
@Controller()
export class ManufacturersController {
  constructor(private readonly registers: RegistersService) {}

  @Route(manufacturersRoutes.lookup)
  lookup(@CurrentUser() user: AuthUser) {
    return this.registers.manufacturerLookup(user);
  }

  @Route(manufacturersRoutes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof manufacturersRoutes.list>) {
    return this.registers.manufacturers(user, query);
  }

  @Route(manufacturersRoutes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof manufacturersRoutes.get>) {
    return this.registers.manufacturer(user, params.id);
  }

  @Route(manufacturersRoutes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof manufacturersRoutes.save>) {
    return this.registers.saveManufacturer(user, body);
  }

  @Route(manufacturersRoutes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof manufacturersRoutes.remove>) {
    return this.registers.removeManufacturer(user, params.id);
  }
}
