import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module.js';
import { MedicalNotesController } from './controllers/medical-notes.controller.js';
import { MedicalNotesService } from './services/medical-notes.service.js';

@Module({ imports: [FilesModule], controllers: [MedicalNotesController], providers: [MedicalNotesService] })
export class MedicalNotesModule {}
