import { Controller, Query } from '@nestjs/common';
import { type RouteQuery, teachersRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { TeacherListsService } from '../services/teacher-lists.service.js';

/** The staff lists other pages pick from (docs/teachers.md). `GET /api/teachers` is `lookup`. */
@Controller()
export class TeacherListsController {
  constructor(private readonly lists: TeacherListsService) {}

  @Route(routes.lookup)
  lookup(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.lookup>) {
    return this.lists.lookup(user, query);
  }

  @Route(routes.assignments)
  assignments(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.assignments>) {
    return this.lists.assignments(user, query);
  }

  @Route(routes.byKindergarten)
  byKindergarten(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.byKindergarten>) {
    return this.lists.byKindergarten(user, query.kindergartenId);
  }

  @Route(routes.forActivities)
  forActivities(@CurrentUser() user: AuthUser) {
    return this.lists.forActivities(user);
  }
}
