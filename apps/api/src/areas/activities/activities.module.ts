import { Module } from '@nestjs/common';
import { ActivitiesController } from './controllers/activities.controller.js';
import { ActivitiesRepository } from './data/activities.repository.js';
import { ActivitiesService } from './services/activities.service.js';

/** The director's additional activities and the parents' offer (docs/activities.md "Activities"). */
@Module({ controllers: [ActivitiesController], providers: [ActivitiesService, ActivitiesRepository] })
export class ActivitiesModule {}
