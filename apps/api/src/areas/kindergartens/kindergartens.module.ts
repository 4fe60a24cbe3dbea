import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { KindergartensAdminController } from './controllers/kindergartens-admin.controller.js';
import { KindergartensController } from './controllers/kindergartens.controller.js';
import { KindergartenRecordsRepository } from './data/kindergarten-records.repository.js';
import { KindergartenSettingsRepository } from './data/kindergarten-settings.repository.js';
import { KindergartenSwitchRepository } from './data/kindergarten-switch.repository.js';
import { KindergartensAdminRepository } from './data/kindergartens-admin.repository.js';
import { KindergartenRecordsService } from './services/kindergarten-records.service.js';
import { KindergartenSettingsService } from './services/kindergarten-settings.service.js';
import { KindergartenSwitchService } from './services/kindergarten-switch.service.js';
import { KindergartensAdminService } from './services/kindergartens-admin.service.js';

@Module({
  imports: [IdentityModule],
  controllers: [KindergartensController, KindergartensAdminController],
  providers: [
    KindergartenSwitchService,
    KindergartenRecordsService,
    KindergartenSettingsService,
    KindergartensAdminService,
    KindergartenSwitchRepository,
    KindergartenRecordsRepository,
    KindergartenSettingsRepository,
    KindergartensAdminRepository,
  ],
  exports: [KindergartenSettingsService],
})
export class KindergartensModule {}
