import { Module } from '@nestjs/common';
import { SecretsModule } from '../../platform/secrets/secrets.module.js';
import { ActivityProvidersController } from './controllers/activity-providers.controller.js';
import { ActivityTypesController } from './controllers/activity-types.controller.js';
import { ActivityProvidersRepository } from './data/activity-providers.repository.js';
import { ActivityTypesRepository } from './data/activity-types.repository.js';
import { ActivityProvidersService } from './services/activity-providers.service.js';
import { ActivityTypesService } from './services/activity-types.service.js';

/** The master's activity providers and activity types (docs/activities.md "Providers and activity types"). */
@Module({
  imports: [SecretsModule],
  controllers: [ActivityProvidersController, ActivityTypesController],
  providers: [ActivityProvidersService, ActivityProvidersRepository, ActivityTypesService, ActivityTypesRepository],
  exports: [ActivityProvidersService],
})
export class ActivityProvidersModule {}
