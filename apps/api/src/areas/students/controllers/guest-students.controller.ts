import { Body, Controller, Param, Query } from '@nestjs/common';
import { type RouteBody, type RouteParams, type RouteQuery, studentsGuestRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { GuestStudentsService } from '../services/guest-students.service.js';

/** Guest children: children of other kindergartens attending a group here for a while (docs/students.md). */
@Controller()
export class GuestStudentsController {
  constructor(private readonly service: GuestStudentsService) {}

  @Route(routes.candidates)
  candidates(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.candidates>) {
    return this.service.candidates(user, query);
  }

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.service.get(user, params.id);
  }

  /** Place (create permission) or change (update permission, checked by the service) a guest placement. */
  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.service.save(user, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.service.remove(user, params.id);
  }
}
