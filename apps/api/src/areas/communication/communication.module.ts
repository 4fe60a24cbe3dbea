import { Module } from '@nestjs/common';
import { AudienceService } from './audience.service.js';
import { CommunicationNotifier } from './communication-notifier.js';

/**
 * The kit the communication areas (messages, calendar, polls, notice board) share: who an audience reaches and how
 * the people of a new item are told (docs/communication.md).
 */
@Module({ providers: [AudienceService, CommunicationNotifier], exports: [AudienceService, CommunicationNotifier] })
export class CommunicationModule {}
