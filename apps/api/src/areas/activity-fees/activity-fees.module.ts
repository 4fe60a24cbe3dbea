import { Module } from '@nestjs/common';
import { CommunicationModule } from '../communication/communication.module.js';
import { ActivityFeesController } from './controllers/activity-fees.controller.js';
import { ActivityFeesRepository } from './data/activity-fees.repository.js';
import { ActivityFeesService } from './services/activity-fees.service.js';
import { ActivityPaymentsService } from './services/activity-payments.service.js';
import { FeeAnnouncer } from './services/fee-announcer.js';

/** Monthly fees of the additional activities and the desk's payments (docs/activity-fees.md). */
@Module({
  imports: [CommunicationModule],
  controllers: [ActivityFeesController],
  providers: [ActivityFeesService, ActivityPaymentsService, ActivityFeesRepository, FeeAnnouncer],
})
export class ActivityFeesModule {}
