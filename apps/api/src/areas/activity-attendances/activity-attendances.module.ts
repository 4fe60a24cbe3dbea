import { Module } from '@nestjs/common';
import { DaysOffModule } from '../days-off/days-off.module.js';
import { ActivityAttendancesController } from './controllers/activity-attendances.controller.js';
import { ActivityAttendancesRepository } from './data/activity-attendances.repository.js';
import { ActivityAttendanceSummaryService } from './services/activity-attendance-summary.service.js';
import { ActivityAttendancesService } from './services/activity-attendances.service.js';

/** Activity attendance: the month grid, its save and autofill, the summary and its exports (docs/activities.md). */
@Module({
  imports: [DaysOffModule],
  controllers: [ActivityAttendancesController],
  providers: [ActivityAttendancesService, ActivityAttendanceSummaryService, ActivityAttendancesRepository],
})
export class ActivityAttendancesModule {}
