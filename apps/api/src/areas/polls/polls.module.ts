import { Module } from '@nestjs/common';
import { CommunicationModule } from '../communication/communication.module.js';
import { PollsController } from './controllers/polls.controller.js';
import { PollExportsRepository } from './data/poll-exports.repository.js';
import { PollsRepository } from './data/polls.repository.js';
import { PollExportsService } from './services/poll-exports.service.js';
import { PollsService } from './services/polls.service.js';

/** Polls and forms (issue 6 item 4; docs/polls.md). */
@Module({
  imports: [CommunicationModule],
  controllers: [PollsController],
  providers: [PollsService, PollExportsService, PollsRepository, PollExportsRepository],
})
export class PollsModule {}
