import { Body, Controller, Param, Query } from '@nestjs/common';
import {
  type PortionBookDetails,
  portionBooksRoutes as routes,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type SaveResult,
} from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import type { ExportFile } from '../../../platform/export/index.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { PortionBooksService } from '../services/portion-books.service.js';

/** Spec 2 §7.4 "PortionBooks" and "StockReferences: portion-book receipt" (docs/meal-calculations.md "Portion books"). */
@Controller()
export class PortionBooksController {
  constructor(private readonly books: PortionBooksService) {}

  @Route(routes.lastNumber)
  lastNumber(@CurrentUser() user: AuthUser): Promise<{ number: number }> {
    return this.books.lastNumber(user);
  }

  @Route(routes.receipt)
  receipt(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.receipt>): Promise<ExportFile> {
    return this.books.pdf(user, query.id);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>): Promise<PortionBookDetails> {
    return this.books.get(user, params.id);
  }

  @Route(routes.create)
  create(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.create>): Promise<SaveResult> {
    return this.books.create(user, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>): Promise<undefined> {
    return this.books.remove(user, params.id);
  }
}
