import { Module } from '@nestjs/common';
import { KindergartenPeriodsController } from './controllers/kindergarten-periods.controller.js';
import { KindergartensController } from './controllers/kindergartens.controller.js';
import { KindergartenPeriodsService } from './services/kindergarten-periods.service.js';
import { KindergartenSwitchService } from './services/kindergarten-switch.service.js';

@Module({
  controllers: [KindergartensController, KindergartenPeriodsController],
  providers: [KindergartenSwitchService, KindergartenPeriodsService],
})
export class KindergartensModule {}
