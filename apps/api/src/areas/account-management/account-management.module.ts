import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { AccountManagementController } from './controllers/account-management.controller.js';
import { AccountRecordsService } from './services/account-records.service.js';
import { AccountsService } from './services/accounts.service.js';
import { ActivationLinksService } from './services/activation-links.service.js';
import { NationalAccountsService } from './services/national-accounts.service.js';

@Module({
  imports: [IdentityModule],
  controllers: [AccountManagementController],
  providers: [AccountsService, NationalAccountsService, AccountRecordsService, ActivationLinksService],
})
export class AccountManagementModule {}
