import { Body, Controller, Param, Req } from '@nestjs/common';
import { identityRoutes as routes, type RouteBody, type RouteParams } from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { AccountRecoveryService } from '../services/account-recovery.service.js';
import { LoginService } from '../services/login.service.js';
import { ProfileService } from '../services/profile.service.js';
import { SchoolYearPreferenceService } from '../services/school-year-preference.service.js';
import { UserDataService } from '../services/user-data.service.js';

@Controller()
export class IdentityController {
  constructor(
    private readonly logins: LoginService,
    private readonly userData: UserDataService,
    private readonly recovery: AccountRecoveryService,
    private readonly schoolYears: SchoolYearPreferenceService,
    private readonly profiles: ProfileService,
  ) {}

  @Route(routes.login)
  login(@Body() body: RouteBody<typeof routes.login>, @Req() request: FastifyRequest) {
    return this.logins.login(body, { ip: request.ip, userAgent: request.headers['user-agent'] });
  }

  @Route(routes.getUserData)
  getUserData(@CurrentUser() user: AuthUser) {
    return this.userData.userData(user);
  }

  @Route(routes.changeSchoolYear)
  changeSchoolYear(@CurrentUser() user: AuthUser, @Param() params: RouteParams<typeof routes.changeSchoolYear>) {
    return this.schoolYears.change(user, params.id);
  }

  /** The signed-in user's own profile (names, phone, e-mail, notification choices): what the profile page edits. */
  @Route(routes.profile)
  profile(@CurrentUser() user: AuthUser) {
    return this.profiles.profile(user);
  }

  @Route(routes.update)
  update(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.update>) {
    return this.profiles.update(user, body);
  }

  @Route(routes.changePassword)
  changePassword(@CurrentUser() user: AuthUser, @Body() body: RouteBody<typeof routes.changePassword>) {
    return this.recovery.changePassword(user, body);
  }

  @Route(routes.forgotPassword)
  forgotPassword(@Body() body: RouteBody<typeof routes.forgotPassword>, @Req() request: FastifyRequest) {
    return this.recovery.forgotPassword(body, { ip: request.ip });
  }

  @Route(routes.resetPassword)
  resetPassword(@Body() body: RouteBody<typeof routes.resetPassword>) {
    return this.recovery.resetPassword(body);
  }

  @Route(routes.unsubscribe)
  unsubscribe(@Body() body: RouteBody<typeof routes.unsubscribe>) {
    return this.recovery.unsubscribe(body);
  }
}
