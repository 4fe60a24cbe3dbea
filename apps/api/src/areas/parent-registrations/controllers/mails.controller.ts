import { Body, Controller, Query } from '@nestjs/common';
import { parentRegistrationsMailsRoutes as routes, type RouteBody, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { InvitationMailsService } from '../services/invitation-mails.service.js';

/**
 * Invitations of staff members and parents. The resource depends on the body's `userType` (Teachers or Parents):
 * the route is for the signed-in, the service checks the permission on the record's resource (403 otherwise).
 */
@Controller()
export class MailsController {
  constructor(private readonly service: InvitationMailsService) {}

  @Route(routes.send)
  send(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.send>) {
    return this.service.send(user, body);
  }

  @Route(routes.state)
  state(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.state>) {
    return this.service.state(user, query);
  }
}
