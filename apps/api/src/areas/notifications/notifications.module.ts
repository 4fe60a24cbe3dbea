import { Module } from '@nestjs/common';
import { NotificationsController } from './controllers/notifications.controller.js';
import { NotificationsService } from './services/notifications.service.js';

/** The header badges and the /notifications page (issue 6 item 5; docs/notifications.md). Reads the communication tables. */
@Module({ controllers: [NotificationsController], providers: [NotificationsService] })
export class NotificationsModule {}
