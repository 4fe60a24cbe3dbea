import { Controller, Query } from '@nestjs/common';
import { parentFeesRoutes as routes, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ParentFeesService } from '../services/parent-fees.service.js';

/** Spec 2 §7.2 "GET invoices/parents", "GET invoices/parents/not-paid" (docs/parent-fees.md). */
@Controller()
export class ParentFeesController {
  constructor(private readonly service: ParentFeesService) {}

  @Route(routes.notPaid)
  notPaid(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.notPaid>) {
    return this.service.list(user, query, true);
  }

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query, false);
  }
}
