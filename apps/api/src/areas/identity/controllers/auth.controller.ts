import { Controller, HttpCode, Post } from '@nestjs/common';
import { CurrentUser, SignedIn } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { LoginService } from '../services/login.service.js';

@Controller('auth')
export class AuthController {
  constructor(private readonly logins: LoginService) {}

  /** Revokes the token: the same token answers 401 from now on. */
  @Post('logout')
  @HttpCode(204)
  @SignedIn()
  logout(@CurrentUser() user: AuthUser): Promise<void> {
    return this.logins.logout(user.sessionId);
  }
}
