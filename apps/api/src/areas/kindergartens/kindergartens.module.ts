import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { KindergartensAdminController } from './controllers/kindergartens-admin.controller.js';
import { KindergartensController } from './controllers/kindergartens.controller.js';
import { KindergartenRecordsService } from './services/kindergarten-records.service.js';
import { KindergartenSettingsService } from './services/kindergarten-settings.service.js';
import { KindergartenSwitchService } from './services/kindergarten-switch.service.js';
import { KindergartensAdminService } from './services/kindergartens-admin.service.js';

@Module({
  imports: [IdentityModule],
  controllers: [KindergartensController, KindergartensAdminController],
  providers: [KindergartenSwitchService, KindergartenRecordsService, KindergartenSettingsService, KindergartensAdminService],
  exports: [KindergartenSettingsService],
})
export class KindergartensModule {}
