import { Body, Controller, Param, Query } from '@nestjs/common';
import { type RouteBody, type RouteParams, type RouteQuery, studentsRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { StudentRostersService } from '../services/student-rosters.service.js';
import { StudentsService } from '../services/students.service.js';

/** Children's records (libs/contracts `studentsRoutes`). */
@Controller()
export class StudentsController {
  constructor(
    private readonly service: StudentsService,
    private readonly rosters: StudentRostersService,
  ) {}

  /** The day's roster with its guests, or (`parentId`) a parent's children; `GET students/` is this same route. */
  @Route(routes.students)
  students(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.students>) {
    return this.rosters.students(user, query);
  }

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.dropdown)
  dropdown(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.dropdown>) {
    return this.service.dropdown(user, query);
  }

  @Route(routes.grouped)
  grouped(@CurrentUser() user: AuthUser) {
    return this.service.grouped(user);
  }

  @Route(routes.export)
  export(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.export>) {
    return this.service.export(user, query);
  }

  @Route(routes.get)
  get(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.get>) {
    return this.service.get(user, params.id);
  }

  /** Create (create permission) or edit (update permission, checked by the service: one call of the spec for both). */
  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.service.save(user, body);
  }

  @Route(routes.detach)
  detach(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.detach>,
    @Body() body: RouteBody<typeof routes.detach>,
  ) {
    return this.service.detach(user, params.id, body);
  }
}
