import { Module } from '@nestjs/common';
import { ActivityEnrolmentsController } from './controllers/activity-enrolments.controller.js';
import { ActivityEnrolmentViewsRepository } from './data/activity-enrolment-views.repository.js';
import { ActivityEnrolmentsRepository } from './data/activity-enrolments.repository.js';
import { ActivityEnrolmentViewsService } from './services/activity-enrolment-views.service.js';
import { ActivityEnrolmentsService } from './services/activity-enrolments.service.js';

/**
 * Enrolment of children in the additional activities (docs/activities.md "Enrolment"). Exports
 * ActivityEnrolmentsService: the approval of a parent's request enrols and delists through it.
 */
@Module({
  controllers: [ActivityEnrolmentsController],
  providers: [
    ActivityEnrolmentsService,
    ActivityEnrolmentsRepository,
    ActivityEnrolmentViewsService,
    ActivityEnrolmentViewsRepository,
  ],
  exports: [ActivityEnrolmentsService],
})
export class ActivityEnrolmentsModule {}
