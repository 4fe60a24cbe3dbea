import { Body, Controller, Param, Query } from '@nestjs/common';
import { classesRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { ClassesService } from '../services/classes.service.js';

@Controller()
export class ClassesController {
  constructor(private readonly classes: ClassesService) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser) {
    return this.classes.list(user);
  }

  @Route(routes.byKindergarten)
  byKindergarten(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.byKindergarten>) {
    return this.classes.byKindergarten(user, query);
  }

  @Route(routes.ageGroups)
  ageGroups(@CurrentUser() user: AuthUser) {
    return this.classes.ageGroups(user);
  }

  @Route(routes.overview)
  overview(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.overview>) {
    return this.classes.overview(user, query);
  }

  @Route(routes.grouped)
  grouped(@CurrentUser() user: AuthUser) {
    return this.classes.grouped(user);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.classes.get(user, params.id);
  }

  @Route(routes.subjects)
  subjects(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.subjects>) {
    return this.classes.subjects(user, params.classId);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.classes.save(user, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.classes.remove(user, params.id);
  }
}
