import { Module } from '@nestjs/common';
import { VersionedCacheModule } from '../../platform/cache/index.js';
import { NotificationsController } from './controllers/notifications.controller.js';
import { NotificationsRepository } from './data/notifications.repository.js';
import { NotificationsService } from './services/notifications.service.js';

/** The header badges and the /notifications page (issue 6 item 5; docs/notifications.md). Reads the communication tables. */
@Module({
  imports: [VersionedCacheModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsRepository],
})
export class NotificationsModule {}
