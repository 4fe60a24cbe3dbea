import { Module } from '@nestjs/common';
import { DaysOffModule } from '../days-off/days-off.module.js';
import { SubstitutionsController } from './controllers/substitutions.controller.js';
import { SubstitutionsRepository } from './data/substitutions.repository.js';
import { SubstitutionsExportService } from './services/substitutions-export.service.js';
import { SubstitutionsService } from './services/substitutions.service.js';

/** Staff substitutions and the norms report (docs/substitutions.md). */
@Module({
  imports: [DaysOffModule],
  controllers: [SubstitutionsController],
  providers: [SubstitutionsService, SubstitutionsExportService, SubstitutionsRepository],
})
export class SubstitutionsModule {}
