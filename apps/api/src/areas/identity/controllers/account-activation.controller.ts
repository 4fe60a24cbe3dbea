import { Body, Controller, Param } from '@nestjs/common';
import { identityAccountActivationRoutes as routes, type RouteBody, type RouteParams } from '@kg/contracts';
import { Route } from '../../../platform/routes/route.decorator.js';
import { AccountRecoveryService } from '../services/account-recovery.service.js';
import { TokenPurpose } from '../services/token-purpose.js';

/** The links of invitation e-mails: a new staff member, parent or kindergarten administrator sets a password. */
@Controller()
export class AccountActivationController {
  constructor(private readonly recovery: AccountRecoveryService) {}

  @Route(routes.activateTeacher)
  activateTeacher(@Body() body: RouteBody<typeof routes.activateTeacher>) {
    return this.recovery.activateAccount(TokenPurpose.TeacherActivation, body);
  }

  @Route(routes.activateParent)
  activateParent(@Body() body: RouteBody<typeof routes.activateParent>) {
    return this.recovery.activateAccount(TokenPurpose.ParentActivation, body);
  }

  @Route(routes.activateAdmin)
  activateAdmin(@Param() params: RouteParams<typeof routes.activateAdmin>, @Body() body: RouteBody<typeof routes.activateAdmin>) {
    return this.recovery.activateAccount(TokenPurpose.AdminActivation, body, params.id);
  }
}
