import { Body, Controller, Param, Query } from '@nestjs/common';
import { kindergartenPeriodsRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { KindergartenPeriodsService } from '../services/kindergarten-periods.service.js';

@Controller()
export class KindergartenPeriodsController {
  constructor(private readonly periods: KindergartenPeriodsService) {}

  /** The school years of the selected kindergarten, for the top bar's switcher (any signed-in user; see the service). */
  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.periods.list(user, query);
  }

  /** The "Учебни години" page's list. */
  @Route(routes.overview)
  overview(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.overview>) {
    return this.periods.overview(user, query);
  }

  /** The years of one of the user's kindergartens (any signed-in member of it). */
  @Route(routes.ofKindergarten)
  ofKindergarten(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.ofKindergarten>) {
    return this.periods.ofKindergarten(user, params.kindergartenId);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.periods.get(user, params.id);
  }

  /** Creates a year, or edits it when `id` is given. */
  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.periods.save(user, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.periods.remove(user, params.id);
  }
}
