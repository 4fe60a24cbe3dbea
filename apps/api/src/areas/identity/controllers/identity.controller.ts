import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  changePasswordRequest,
  type ChangePasswordRequest,
  forgotPasswordRequest,
  type ForgotPasswordRequest,
  idParams,
  type IdParams,
  type LoggedInUser,
  loginRequest,
  type LoginRequest,
  loginResponse,
  type LoginResponse,
  type MessageResponse,
  type Profile,
  resetPasswordRequest,
  type ResetPasswordRequest,
  type SaveResult,
  unsubscribeRequest,
  type UnsubscribeRequest,
  updateProfileRequest,
  type UpdateProfileRequest,
} from '@kg/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, Public, SignedIn } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { AccountRecoveryService } from '../services/account-recovery.service.js';
import { LoginService } from '../services/login.service.js';
import { ProfileService } from '../services/profile.service.js';
import { SchoolYearPreferenceService } from '../services/school-year-preference.service.js';
import { UserDataService } from '../services/user-data.service.js';

@Controller('identity')
export class IdentityController {
  constructor(
    private readonly logins: LoginService,
    private readonly userData: UserDataService,
    private readonly recovery: AccountRecoveryService,
    private readonly schoolYears: SchoolYearPreferenceService,
    private readonly profiles: ProfileService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Public()
  @Validate({ body: loginRequest, response: loginResponse })
  login(@Body() body: LoginRequest, @Req() request: FastifyRequest): Promise<LoginResponse> {
    return this.logins.login(body, { ip: request.ip, userAgent: request.headers['user-agent'] });
  }

  @Get('user-data')
  @SignedIn()
  getUserData(@CurrentUser() user: AuthUser): Promise<LoggedInUser> {
    return this.userData.userData(user);
  }

  @Post('change-school-year/:id')
  @HttpCode(200)
  @SignedIn()
  @Validate({ params: idParams })
  changeSchoolYear(@CurrentUser() user: AuthUser, @Param() params: IdParams): Promise<SaveResult> {
    return this.schoolYears.change(user, params.id);
  }

  /** The signed-in user's own profile (names, phone, e-mail, notification choices): what the profile page edits. */
  @Get('profile')
  @SignedIn()
  profile(@CurrentUser() user: AuthUser): Promise<Profile> {
    return this.profiles.profile(user);
  }

  @Post('update')
  @HttpCode(200)
  @SignedIn()
  @Validate({ body: updateProfileRequest })
  update(@CurrentUser() user: AuthUser, @Body() body: UpdateProfileRequest): Promise<Profile> {
    return this.profiles.update(user, body);
  }

  @Post('change-password')
  @HttpCode(200)
  @SignedIn()
  @Validate({ body: changePasswordRequest })
  changePassword(@CurrentUser() user: AuthUser, @Body() body: ChangePasswordRequest): Promise<MessageResponse> {
    return this.recovery.changePassword(user, body);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @Public()
  @Validate({ body: forgotPasswordRequest })
  forgotPassword(@Body() body: ForgotPasswordRequest): Promise<MessageResponse> {
    return this.recovery.forgotPassword(body);
  }

  @Post('reset-password')
  @HttpCode(200)
  @Public()
  @Validate({ body: resetPasswordRequest })
  resetPassword(@Body() body: ResetPasswordRequest): Promise<MessageResponse> {
    return this.recovery.resetPassword(body);
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @Public()
  @Validate({ body: unsubscribeRequest })
  unsubscribe(@Body() body: UnsubscribeRequest): Promise<MessageResponse> {
    return this.recovery.unsubscribe(body);
  }
}
