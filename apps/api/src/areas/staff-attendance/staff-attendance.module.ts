import { Module } from '@nestjs/common';
import { DaysOffModule } from '../days-off/days-off.module.js';
import { StaffReferencesController } from './controllers/staff-references.controller.js';
import { TeacherAttendancesController } from './controllers/teacher-attendances.controller.js';
import { TeacherMealsController } from './controllers/teacher-meals.controller.js';
import { StaffRepository } from './data/staff.repository.js';
import { StaffAttendanceRepository } from './data/staff-attendance.repository.js';
import { StaffMealsRepository } from './data/staff-meals.repository.js';
import { StaffReferencesRepository } from './data/staff-references.repository.js';
import { StaffAttendanceService } from './services/staff-attendance.service.js';
import { StaffCalendar } from './services/staff-calendar.js';
import { StaffMealsService } from './services/staff-meals.service.js';
import { StaffReferencesService } from './services/staff-references.service.js';

/** Staff attendance, staff meals and the staff references (docs/staff-attendance.md). */
@Module({
  imports: [DaysOffModule],
  controllers: [TeacherAttendancesController, TeacherMealsController, StaffReferencesController],
  providers: [
    StaffAttendanceService,
    StaffMealsService,
    StaffReferencesService,
    StaffCalendar,
    StaffRepository,
    StaffAttendanceRepository,
    StaffMealsRepository,
    StaffReferencesRepository,
  ],
})
export class StaffAttendanceModule {}
