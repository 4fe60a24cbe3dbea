import { Body, Controller, Param } from '@nestjs/common';
import { productManagementRoutes as routes, type RouteBody, type RouteParams } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ProductCategoriesService } from '../services/product-categories.service.js';
import { ProductsService } from '../services/products.service.js';

/** Spec 2 §7.1 "ProductManagement": the master's catalogue (docs/products.md). */
@Controller()
export class ProductManagementController {
  constructor(
    private readonly products: ProductsService,
    private readonly categories: ProductCategoriesService,
  ) {}

  @Route(routes.create)
  create(@Body() body: RouteBody<typeof routes.create>) {
    return this.products.saveCatalogue(undefined, body);
  }

  @Route(routes.update)
  update(@Param() params: RouteParams<typeof routes.update>, @Body() body: RouteBody<typeof routes.update>) {
    return this.products.saveCatalogue(params.id, body);
  }

  @Route(routes.remove)
  remove(@Param() params: RouteParams<typeof routes.remove>) {
    return this.products.removeCatalogue(params.id);
  }

  @Route(routes.saveCategory)
  saveCategory(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.saveCategory>) {
    return this.categories.save(user, body);
  }

  @Route(routes.removeCategory)
  removeCategory(@Param() params: RouteParams<typeof routes.removeCategory>) {
    return this.categories.remove(params.id);
  }
}
