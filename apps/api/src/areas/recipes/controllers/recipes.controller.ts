import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type PagedResult,
  type RecipeDetails,
  type RecipeNutrition,
  type RecipeRow,
  recipesRoutes as routes,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type SaveResult,
} from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { RecipesService } from '../services/recipes.service.js';

/** Spec 2 §7.4 "Recipes" (docs/recipes.md): reads for the master (shared) and a member with read on Recipes. */
@Controller()
export class RecipesController {
  constructor(private readonly recipes: RecipesService) {}

  @Route(routes.overviewModels)
  overviewModels(
    @CurrentUser() user: AuthUser,
    @Query() query: RouteQuery<typeof routes.overviewModels>,
  ): Promise<PagedResult<RecipeRow>> {
    return this.recipes.list(user, query);
  }

  @Route(routes.nutritions)
  nutritions(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.nutritions>): Promise<RecipeNutrition[]> {
    return this.recipes.nutritions(user, query.ids);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>): Promise<RecipeDetails> {
    return this.recipes.get(user, params.id);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>): Promise<SaveResult> {
    return this.recipes.saveOwn(user, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>): Promise<undefined> {
    return this.recipes.removeOwn(user, params.id);
  }
}
