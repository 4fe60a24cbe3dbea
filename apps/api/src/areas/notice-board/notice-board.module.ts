import { Module } from '@nestjs/common';
import { CommunicationModule } from '../communication/communication.module.js';
import { NoticeBoardController } from './controllers/notice-board.controller.js';
import { NoticeBoardRepository } from './data/notice-board.repository.js';
import { NoticeBoardService } from './services/notice-board.service.js';

@Module({
  imports: [CommunicationModule],
  controllers: [NoticeBoardController],
  providers: [NoticeBoardService, NoticeBoardRepository],
})
export class NoticeBoardModule {}
