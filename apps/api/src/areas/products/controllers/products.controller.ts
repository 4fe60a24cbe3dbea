import { Body, Controller, Param, Query } from '@nestjs/common';
import { productsRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ProductCategoriesService } from '../services/product-categories.service.js';
import { ProductsService } from '../services/products.service.js';

/**
 * Spec 2 §7.4 "Products" (docs/products.md). Reads: the master (the catalogue) or a member with read on Products (the
 * catalogue and the kindergarten's own products): the services check which. `available-for-date/{date}` is the
 * stock's (areas/storage, docs/storage.md).
 */
@Controller()
export class ProductsController {
  constructor(
    private readonly products: ProductsService,
    private readonly categories: ProductCategoriesService,
  ) {}

  @Route(routes.overviewModels)
  overviewModels(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.overviewModels>) {
    return this.products.list(user, query);
  }

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.products.lookup(user, query.search);
  }

  @Route(routes.storageConditions)
  storageConditions(@CurrentUser() user: AuthUser) {
    return this.products.storageConditions(user);
  }

  @Route(routes.categories)
  categoryTree(@CurrentUser() user: AuthUser) {
    return this.categories.tree(user);
  }

  @Route(routes.recommendedQuantityTypes)
  recommendedQuantityTypes(@CurrentUser() user: AuthUser) {
    return this.products.recommendedQuantityTypes(user);
  }

  @Route(routes.saveRecommendedQuantity)
  saveRecommendedQuantity(
    @Param() params: RouteParams<typeof routes.saveRecommendedQuantity>,
    @Body() body: RouteBody<typeof routes.saveRecommendedQuantity>,
  ) {
    return this.categories.saveQuantities(params.categoryId, body);
  }

  @Route(routes.allergens)
  allergens(@CurrentUser() user: AuthUser) {
    return this.products.allergens(user);
  }

  @Route(routes.substitutions)
  substitutions(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.substitutions>) {
    return this.products.substitutions(user, query);
  }

  @Route(routes.saveSubstitutions)
  saveSubstitutions(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.saveSubstitutions>) {
    return this.products.saveSubstitutions(user, body);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.products.get(user, params.id);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.products.saveOwn(user, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.products.removeOwn(user, params.id);
  }
}
