import { Controller, Param, Query } from '@nestjs/common';
import { attendanceRequestsReferenceRoutes as routes, type RouteParams, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { RequestDocumentsService } from '../services/request-documents.service.js';

/** The requests reference: per-request rows, totals by status, children declared per summer week. */
@Controller()
export class ApplicationsReferenceController {
  constructor(private readonly documents: RequestDocumentsService) {}

  @Route(routes.reference)
  reference(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.reference>) {
    return this.documents.reference(user, query);
  }

  @Route(routes.export)
  export(
    @CurrentUser() user: AuthUser,
    @Param() params: RouteParams<typeof routes.export>,
    @Query() query: RouteQuery<typeof routes.export>,
  ) {
    return this.documents.export(user, params.type, query);
  }
}
