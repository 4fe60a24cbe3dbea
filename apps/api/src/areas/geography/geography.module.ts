import { Module } from '@nestjs/common';
import { GeographyController } from './controllers/geography.controller.js';
import { SchoolCalendarController } from './controllers/school-calendar.controller.js';
import { GeographyRepository } from './data/geography.repository.js';
import { SchoolCalendarRepository } from './data/school-calendar.repository.js';
import { GeographyService } from './services/geography.service.js';
import { SchoolCalendarService } from './services/school-calendar.service.js';

@Module({
  controllers: [GeographyController, SchoolCalendarController],
  providers: [GeographyService, SchoolCalendarService, GeographyRepository, SchoolCalendarRepository],
})
export class GeographyModule {}
