import { Module } from '@nestjs/common';
import { GuestStudentsController } from './controllers/guest-students.controller.js';
import { RelocationCertificatesController } from './controllers/relocation-certificates.controller.js';
import { StudentsController } from './controllers/students.controller.js';
import { GuestStudentsRepository } from './data/guest-students.repository.js';
import { RelocationCertificatesRepository } from './data/relocation-certificates.repository.js';
import { StudentRostersRepository } from './data/student-rosters.repository.js';
import { StudentsRepository } from './data/students.repository.js';
import { GuestStudentsService } from './services/guest-students.service.js';
import { RelocationCertificatesService } from './services/relocation-certificates.service.js';
import { StudentRostersService } from './services/student-rosters.service.js';
import { StudentsService } from './services/students.service.js';

@Module({
  controllers: [GuestStudentsController, RelocationCertificatesController, StudentsController],
  providers: [
    GuestStudentsService,
    RelocationCertificatesService,
    StudentRostersService,
    StudentsService,
    GuestStudentsRepository,
    RelocationCertificatesRepository,
    StudentRostersRepository,
    StudentsRepository,
  ],
})
export class StudentsModule {}
