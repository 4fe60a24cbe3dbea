import { Body, Controller, Param } from '@nestjs/common';
import {
  recipeBooksRoutes as routes,
  type RecipeBookRow,
  type RouteBody,
  type RouteParams,
  type SaveResult,
} from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { RecipeBooksService } from '../services/recipe-books.service.js';

/** Spec 2 §7.4 "RecipeBooks": the shared books and the kindergarten's own (docs/recipes.md). */
@Controller()
export class RecipeBooksController {
  constructor(private readonly books: RecipeBooksService) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser): Promise<RecipeBookRow[]> {
    return this.books.list(user);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>): Promise<SaveResult> {
    return this.books.save(user, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>): Promise<undefined> {
    return this.books.remove(user, params.id);
  }
}
