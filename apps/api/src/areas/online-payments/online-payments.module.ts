import { Module } from '@nestjs/common';
import { EpayModule } from '../../platform/epay/epay.module.js';
import { ActivityProvidersModule } from '../activity-providers/activity-providers.module.js';
import { OnlinePaymentsController } from './controllers/online-payments.controller.js';
import { OnlinePaymentsRepository } from './data/online-payments.repository.js';
import { EpayNotificationsService } from './services/epay-notifications.service.js';
import { OnlinePaymentsService } from './services/online-payments.service.js';

/** ePay and EasyPay: orders, the notifications (the webhook), the master's self-test (docs/online-payments.md). */
@Module({
  imports: [EpayModule, ActivityProvidersModule],
  controllers: [OnlinePaymentsController],
  providers: [OnlinePaymentsService, EpayNotificationsService, OnlinePaymentsRepository],
})
export class OnlinePaymentsModule {}
