import { Body, Controller, Param, Query } from '@nestjs/common';
import { type RouteBody, type RouteParams, type RouteQuery, studentsCertificateRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { RelocationCertificatesService } from '../services/relocation-certificates.service.js';

/** Relocation certificates (удостоверение за преместване), resource 48 Удостоверения (docs/students.md). */
@Controller()
export class RelocationCertificatesController {
  constructor(private readonly service: RelocationCertificatesService) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.service.list(user, query);
  }

  @Route(routes.issue)
  issue(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.issue>) {
    return this.service.issue(user, body);
  }

  @Route(routes.remove)
  remove(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.remove>) {
    return this.service.remove(user, query.id);
  }

  @Route(routes.pdf)
  pdf(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.pdf>) {
    return this.service.pdf(user, params.id);
  }
}
