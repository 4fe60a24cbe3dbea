import { Module } from '@nestjs/common';
import { DaysOffModule } from '../days-off/days-off.module.js';
import { ApplicationsReferenceController } from './controllers/applications-reference.controller.js';
import { AttendanceRequestsController } from './controllers/attendance-requests.controller.js';
import { FamilyAbsenceLimitsController } from './controllers/family-absence-limits.controller.js';
import { AttendanceRequestsRepository } from './data/attendance-requests.repository.js';
import { RequestDocumentsRepository } from './data/request-documents.repository.js';
import { AttendanceRequestsService } from './services/attendance-requests.service.js';
import { RequestDocumentsService } from './services/request-documents.service.js';

/** Parents' attendance requests, their form and reference, and the family-absence caps (docs/attendance-requests.md). */
@Module({
  imports: [DaysOffModule],
  controllers: [AttendanceRequestsController, FamilyAbsenceLimitsController, ApplicationsReferenceController],
  providers: [AttendanceRequestsService, RequestDocumentsService, AttendanceRequestsRepository, RequestDocumentsRepository],
})
export class AttendanceRequestsModule {}
