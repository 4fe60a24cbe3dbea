import { Module } from '@nestjs/common';
import { AddressedMessagesController } from './controllers/addressed-messages.controller.js';
import { AdminMessagesController, MaintenanceMessagesController } from './controllers/admin-messages.controller.js';
import { AdminMessagesRepository } from './data/admin-messages.repository.js';
import { MaintenanceMessagesRepository } from './data/maintenance-messages.repository.js';
import { AdminMessagesService } from './services/admin-messages.service.js';
import { MaintenanceMessagesService } from './services/maintenance-messages.service.js';

/** The master's administrative messages and maintenance notices, and what their addressees read (docs/admin-messages.md). */
@Module({
  controllers: [AdminMessagesController, MaintenanceMessagesController, AddressedMessagesController],
  providers: [AdminMessagesService, MaintenanceMessagesService, AdminMessagesRepository, MaintenanceMessagesRepository],
})
export class AdminMessagesModule {}
