import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { GuestStudentsController } from './controllers/guest-students.controller.js';
import { RelocationCertificatesController } from './controllers/relocation-certificates.controller.js';
import { StudentCareController } from './controllers/student-care.controller.js';
import { StudentsController } from './controllers/students.controller.js';
import { GuestStudentsRepository } from './data/guest-students.repository.js';
import { RelocationCertificatesRepository } from './data/relocation-certificates.repository.js';
import { StudentAllergensRepository } from './data/student-allergens.repository.js';
import { StudentCareRepository } from './data/student-care.repository.js';
import { StudentRostersRepository } from './data/student-rosters.repository.js';
import { StudentsRepository } from './data/students.repository.js';
import { GuestStudentsService } from './services/guest-students.service.js';
import { RelocationCertificatesService } from './services/relocation-certificates.service.js';
import { StudentCareService } from './services/student-care.service.js';
import { StudentRostersService } from './services/student-rosters.service.js';
import { StudentsService } from './services/students.service.js';

/** Children's records; exports `StudentAllergensRepository` for the kitchen (docs/students.md "For the kitchen"). */
@Module({
  imports: [AuditModule],
  controllers: [GuestStudentsController, RelocationCertificatesController, StudentCareController, StudentsController],
  providers: [
    GuestStudentsService,
    RelocationCertificatesService,
    StudentCareService,
    StudentRostersService,
    StudentsService,
    GuestStudentsRepository,
    RelocationCertificatesRepository,
    StudentAllergensRepository,
    StudentCareRepository,
    StudentRostersRepository,
    StudentsRepository,
  ],
  exports: [StudentAllergensRepository],
})
export class StudentsModule {}
