import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { AccountManagementController } from './controllers/account-management.controller.js';
import { AccountRecordsRepository } from './data/account-records.repository.js';
import { AccountsRepository } from './data/accounts.repository.js';
import { NationalAccountsRepository } from './data/national-accounts.repository.js';
import { AccountRecordsService } from './services/account-records.service.js';
import { AccountsService } from './services/accounts.service.js';
import { ActivationLinksService } from './services/activation-links.service.js';
import { NationalAccountsService } from './services/national-accounts.service.js';

@Module({
  imports: [IdentityModule],
  controllers: [AccountManagementController],
  providers: [
    AccountsService,
    NationalAccountsService,
    AccountRecordsService,
    ActivationLinksService,
    AccountsRepository,
    NationalAccountsRepository,
    AccountRecordsRepository,
  ],
})
export class AccountManagementModule {}
