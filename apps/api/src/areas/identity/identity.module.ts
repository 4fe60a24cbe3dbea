import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountActivationController } from './controllers/account-activation.controller.js';
import { AccountSheetController } from './controllers/account-sheet.controller.js';
import { AuthController } from './controllers/auth.controller.js';
import { IdentityController } from './controllers/identity.controller.js';
import { AccountSheetRepository } from './data/account-sheet.repository.js';
import { AccountsRepository } from './data/accounts.repository.js';
import { InvitationsRepository } from './data/invitations.repository.js';
import { LoginThrottleRepository } from './data/login-throttle.repository.js';
import { LoginRepository } from './data/login.repository.js';
import { OneTimeTokensRepository } from './data/one-time-tokens.repository.js';
import { ProfileRepository } from './data/profile.repository.js';
import { RecoveryThrottleRepository } from './data/recovery-throttle.repository.js';
import { SchoolYearPreferenceRepository } from './data/school-year-preference.repository.js';
import { SessionsRepository } from './data/sessions.repository.js';
import { UserDataRepository } from './data/user-data.repository.js';
import { AuthSessionEntity } from './entities/auth-session.entity.js';
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
    AccountSheetRepository,
    AccountsRepository,
    InvitationsRepository,
    LoginRepository,
    LoginThrottleRepository,
    OneTimeTokensRepository,
    ProfileRepository,
    RecoveryThrottleRepository,
    SchoolYearPreferenceRepository,
    SessionsRepository,
    UserDataRepository,
  ],
  exports: [OneTimeTokensService, InvitationsService, AccountRecoveryService],
})
export class IdentityModule {}
