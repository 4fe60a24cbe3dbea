import { Module } from '@nestjs/common';
import { KindergartenPeriodsController } from './controllers/kindergarten-periods.controller.js';
import { KindergartenPeriodsRepository } from './data/kindergarten-periods.repository.js';
import { KindergartenPeriodsService } from './services/kindergarten-periods.service.js';

/** School years of a kindergarten (spec 2 §7.3 KindergartenPeriods; docs/kindergarten-periods.md). */
@Module({
  controllers: [KindergartenPeriodsController],
  providers: [KindergartenPeriodsService, KindergartenPeriodsRepository],
})
export class KindergartenPeriodsModule {}
