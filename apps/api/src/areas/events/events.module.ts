import { Module } from '@nestjs/common';
import { CommunicationModule } from '../communication/communication.module.js';
import { EventsController } from './controllers/events.controller.js';
import { EventsRepository } from './data/events.repository.js';
import { EventsService } from './services/events.service.js';

@Module({ imports: [CommunicationModule], controllers: [EventsController], providers: [EventsService, EventsRepository] })
export class EventsModule {}
