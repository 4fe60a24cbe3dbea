import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountActivationController } from './controllers/account-activation.controller.js';
import { AccountSheetController } from './controllers/account-sheet.controller.js';
import { AuthController } from './controllers/auth.controller.js';
import { AuthSessionEntity } from './entities/auth-session.entity.js';
import { IdentityController } from './controllers/identity.controller.js';
import { AccountRecoveryService } from './services/account-recovery.service.js';
import { AccountSheetService } from './services/account-sheet.service.js';
import { InvitationsService } from './services/invitations.service.js';
import { LoginThrottleService } from './services/login-throttle.service.js';
import { LoginService } from './services/login.service.js';
import { OneTimeTokensService } from './services/one-time-tokens.service.js';
import { ProfileService } from './services/profile.service.js';
import { SchoolYearPreferenceService } from './services/school-year-preference.service.js';
import { UserDataService } from './services/user-data.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([AuthSessionEntity])],
  controllers: [IdentityController, AuthController, AccountActivationController, AccountSheetController],
  providers: [
    LoginService,
    LoginThrottleService,
    UserDataService,
    AccountRecoveryService,
    OneTimeTokensService,
    InvitationsService,
    SchoolYearPreferenceService,
    ProfileService,
    AccountSheetService,
  ],
  exports: [OneTimeTokensService, InvitationsService, AccountRecoveryService],
})
export class IdentityModule {}
