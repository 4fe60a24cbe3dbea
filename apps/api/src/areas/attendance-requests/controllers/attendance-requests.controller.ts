import { Body, Controller, Param, Query } from '@nestjs/common';
import { attendanceRequestsRoutes as routes, type RouteBody, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { AttendanceRequestsService } from '../services/attendance-requests.service.js';
import { RequestDocumentsService } from '../services/request-documents.service.js';

/** Parents' attendance requests (spec 2 §7.3 StudentAttendances request calls; docs/attendance-requests.md). */
@Controller()
export class AttendanceRequestsController {
  constructor(
    private readonly requests: AttendanceRequestsService,
    private readonly documents: RequestDocumentsService,
  ) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.requests.list(user, query);
  }

  @Route(routes.children)
  children(@CurrentUser() user: AuthUser) {
    return this.requests.children(user);
  }

  @Route(routes.preview)
  preview(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.preview>) {
    return this.requests.preview(user, query);
  }

  @Route(routes.file)
  file(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.file>) {
    return this.requests.file(user, body);
  }

  /** With `id` the director's decision; without it a paper request recorded by the staff. */
  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.requests.save(user, body);
  }

  /** A parent withdraws their own pending request (who may file may withdraw); the director deletes any. */
  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.remove>) {
    return this.requests.remove(user, params.id);
  }

  @Route(routes.form)
  form(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.form>) {
    return this.documents.form(user, params.id);
  }
}
