import { Module } from '@nestjs/common';
import { DaysOffController } from './controllers/days-off.controller.js';
import { ModuleSettingsController } from './controllers/module-settings.controller.js';
import { NationalDaysOffController } from './controllers/national-days-off.controller.js';
import { CalendarLocksRepository } from './data/calendar-locks.repository.js';
import { DaysOffRepository } from './data/days-off.repository.js';
import { ModuleSettingsRepository } from './data/module-settings.repository.js';
import { NationalDaysOffRepository } from './data/national-days-off.repository.js';
import { CalendarLocks } from './services/calendar-locks.service.js';
import { DaysOffService } from './services/days-off.service.js';
import { ModuleSettingsService } from './services/module-settings.service.js';
import { NationalDaysOffService } from './services/national-days-off.service.js';

/** Days off (national and each kindergarten's own) and module locks; exports CalendarLocks for the entry areas. */
@Module({
  controllers: [NationalDaysOffController, DaysOffController, ModuleSettingsController],
  providers: [
    NationalDaysOffService,
    DaysOffService,
    ModuleSettingsService,
    CalendarLocks,
    NationalDaysOffRepository,
    DaysOffRepository,
    ModuleSettingsRepository,
    CalendarLocksRepository,
  ],
  exports: [CalendarLocks],
})
export class DaysOffModule {}
