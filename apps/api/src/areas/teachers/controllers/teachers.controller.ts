import { Body, Controller, Param, Query } from '@nestjs/common';
import { type RouteBody, type RouteParams, type RouteQuery, teachersRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { TeachersService } from '../services/teachers.service.js';

/** Staff records (spec 2 §7.3 "Teachers"); the picker `for-kindergarten` is TeacherOptionsController. */
@Controller()
export class TeachersController {
  constructor(private readonly service: TeachersService) {}

  @Route(routes.occupations)
  occupations() {
    return this.service.occupations();
  }

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.byKind)
  byKind(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.byKind>) {
    return this.service.byKind(user, query.pedagogical);
  }

  @Route(routes.pedagogues)
  pedagogues(@CurrentUser() user: AuthUser) {
    return this.service.pedagogues(user);
  }

  @Route(routes.directors)
  directors(@CurrentUser() user: AuthUser) {
    return this.service.directors(user);
  }

  @Route(routes.export)
  export(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.export>) {
    return this.service.export(user, query);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.service.save(user, body);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.service.get(user, params.id, params.kindergartenId);
  }
}
