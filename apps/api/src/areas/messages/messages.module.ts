import { Module } from '@nestjs/common';
import { VersionedCacheModule } from '../../platform/cache/index.js';
import { CommunicationModule } from '../communication/communication.module.js';
import { FilesModule } from '../files/files.module.js';
import { MessagesController } from './controllers/messages.controller.js';
import { MessageAttachmentsRepository } from './data/message-attachments.repository.js';
import { MessagePostingRepository } from './data/message-posting.repository.js';
import { MessageRepliesRepository } from './data/message-replies.repository.js';
import { MessagesRepository } from './data/messages.repository.js';
import { MessageAttachmentsService } from './services/message-attachments.service.js';
import { MessagePostingService } from './services/message-posting.service.js';
import { MessageRepliesService } from './services/message-replies.service.js';
import { MessagesService } from './services/messages.service.js';

/** Messages: inbox, sending to an audience, conversations with each recipient (docs/messages.md). */
@Module({
  imports: [CommunicationModule, FilesModule, VersionedCacheModule],
  controllers: [MessagesController],
  providers: [
    MessagesService,
    MessagePostingService,
    MessageRepliesService,
    MessageAttachmentsService,
    MessagesRepository,
    MessagePostingRepository,
    MessageRepliesRepository,
    MessageAttachmentsRepository,
  ],
})
export class MessagesModule {}
