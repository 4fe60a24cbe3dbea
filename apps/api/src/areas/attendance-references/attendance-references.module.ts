import { Module } from '@nestjs/common';
import { AttendanceReferencesController } from './controllers/attendance-references.controller.js';
import { AttendanceReferencesRepository } from './data/attendance-references.repository.js';
import { AttendanceReferencesService } from './services/attendance-references.service.js';

/** The references' service is exported: the dashboard's monthly series reuses `byMonths`. */
@Module({
  controllers: [AttendanceReferencesController],
  providers: [AttendanceReferencesService, AttendanceReferencesRepository],
  exports: [AttendanceReferencesService],
})
export class AttendanceReferencesModule {}
