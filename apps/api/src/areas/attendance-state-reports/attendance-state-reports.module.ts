import { Module } from '@nestjs/common';
import { NeispuoAdminAttendancesController, NeispuoAttendancesController } from './controllers/neispuo-attendances.controller.js';
import { SmpReportController } from './controllers/smp-report.controller.js';
import { NeispuoAttendancesRepository } from './data/neispuo-attendances.repository.js';
import { SmpReportRepository } from './data/smp-report.repository.js';
import { NeispuoAttendancesService } from './services/neispuo-attendances.service.js';
import { SmpReportService } from './services/smp-report.service.js';

/** The state reports of children's attendance: SMP and NEISPUO (docs/attendance-state-reports.md). */
@Module({
  controllers: [SmpReportController, NeispuoAttendancesController, NeispuoAdminAttendancesController],
  providers: [SmpReportService, NeispuoAttendancesService, SmpReportRepository, NeispuoAttendancesRepository],
})
export class AttendanceStateReportsModule {}
