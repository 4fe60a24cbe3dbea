import { Body, Controller, Param } from '@nestjs/common';
import { recipeManagementRoutes as routes, type RouteBody, type RouteParams, type SaveResult } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { RecipesService } from '../services/recipes.service.js';

/** Spec 2 §7.1 "RecipeManagement": the master's shared recipes (docs/recipes.md). */
@Controller()
export class RecipeManagementController {
  constructor(private readonly recipes: RecipesService) {}

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>): Promise<SaveResult> {
    return this.recipes.saveShared(user, body);
  }

  @Route(routes.remove)
  remove(@Param() params: RouteParams<typeof routes.remove>): Promise<undefined> {
    return this.recipes.removeShared(params.id);
  }
}
