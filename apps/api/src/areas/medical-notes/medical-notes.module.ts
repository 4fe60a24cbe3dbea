import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { MedicalNotesController } from './controllers/medical-notes.controller.js';
import { MedicalNotesRepository } from './data/medical-notes.repository.js';
import { MedicalNotesService } from './services/medical-notes.service.js';

@Module({
  imports: [FilesModule],
  controllers: [MedicalNotesController],
  providers: [MedicalNotesService, MedicalNotesRepository],
})
export class MedicalNotesModule {}
