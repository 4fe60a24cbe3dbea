import { Module } from '@nestjs/common';
import { VersionedCacheModule } from '../../platform/cache/index.js';
import { DaysOffModule } from '../days-off/days-off.module.js';
import { StudentAttendancesController } from './controllers/student-attendances.controller.js';
import { StudentAttendancesRepository } from './data/student-attendances.repository.js';
import { AttendanceFormService } from './services/attendance-form.service.js';
import { StudentAttendancesService } from './services/student-attendances.service.js';

/** The children's monthly attendance grid and its printed form (docs/attendance.md). */
@Module({
  imports: [DaysOffModule, VersionedCacheModule],
  controllers: [StudentAttendancesController],
  providers: [StudentAttendancesService, StudentAttendancesRepository, AttendanceFormService],
  exports: [StudentAttendancesService],
})
export class AttendanceModule {}
