import { Module } from '@nestjs/common';
import { GeographyController } from './controllers/geography.controller.js';
import { SchoolCalendarController } from './controllers/school-calendar.controller.js';
import { GeographyService } from './services/geography.service.js';
import { SchoolCalendarService } from './services/school-calendar.service.js';

@Module({
  controllers: [GeographyController, SchoolCalendarController],
  providers: [GeographyService, SchoolCalendarService],
})
export class GeographyModule {}
