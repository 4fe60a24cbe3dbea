import { Module } from '@nestjs/common';
import { PushController } from './controllers/push.controller.js';
import { PushSubscriptionsRepository } from './data/push-subscriptions.repository.js';
import { PushRelay } from './services/push-relay.js';
import { PushSender } from './services/push-sender.js';
import { PushService } from './services/push.service.js';

/** Web Push notifications to the devices users turned them on for (issue 20 item 4; docs/pwa.md). */
@Module({
  controllers: [PushController],
  providers: [PushService, PushRelay, PushSender, PushSubscriptionsRepository],
  exports: [PushRelay],
})
export class PushModule {}
