import { Body, Controller } from '@nestjs/common';
import { attendanceRequestsFamilyLimitsRoutes as routes, type RouteBody } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { RequestDocumentsService } from '../services/request-documents.service.js';

/** The caps on family-reason absence days per group age type, with the date each applies from. */
@Controller()
export class FamilyAbsenceLimitsController {
  constructor(private readonly documents: RequestDocumentsService) {}

  @Route(routes.list)
  list(@CurrentUser() user: AuthUser) {
    return this.documents.limits(user);
  }

  @Route(routes.save)
  save(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.save>) {
    return this.documents.saveLimit(user, body);
  }
}
