import { Module } from '@nestjs/common';
import { AudienceService } from './audience.service.js';
import { CommunicationNotifier } from './communication-notifier.js';
import { AnnouncementsRepository } from './data/announcements.repository.js';
import { AudienceRepository } from './data/audience.repository.js';

/**
 * The kit the communication areas (messages, calendar, polls, notice board) share: who an audience reaches and how
 * the people of a new item are told (docs/communication.md).
 */
@Module({
  providers: [AudienceService, CommunicationNotifier, AudienceRepository, AnnouncementsRepository],
  exports: [AudienceService, CommunicationNotifier],
})
export class CommunicationModule {}
