import { Module } from '@nestjs/common';
import { ActivityEnrolmentsModule } from '../activity-enrolments/activity-enrolments.module.js';
import { ActivityEnrollmentRequestsController } from './controllers/activity-enrollment-requests.controller.js';
import { ActivityEnrollmentRequestsRepository } from './data/activity-enrollment-requests.repository.js';
import { ActivityEnrollmentRequestsService } from './services/activity-enrollment-requests.service.js';

/** The parents' enrolment and delistment requests; approval goes through the activity enrolments' rules. */
@Module({
  imports: [ActivityEnrolmentsModule],
  controllers: [ActivityEnrollmentRequestsController],
  providers: [ActivityEnrollmentRequestsService, ActivityEnrollmentRequestsRepository],
})
export class ActivityEnrollmentRequestsModule {}
