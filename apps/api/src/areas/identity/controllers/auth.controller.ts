import { Controller } from '@nestjs/common';
import { identityRoutes as routes } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { LoginService } from '../services/login.service.js';

@Controller()
export class AuthController {
  constructor(private readonly logins: LoginService) {}

  /** Revokes the token: the same token answers 401 from now on. */
  @Route(routes.logout)
  logout(@CurrentUser() user: AuthUser) {
    return this.logins.logout(user.sessionId);
  }
}
