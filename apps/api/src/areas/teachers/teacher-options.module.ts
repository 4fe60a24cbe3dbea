import { Module } from '@nestjs/common';
import { TeacherListsController } from './controllers/teacher-lists.controller.js';
import { TeacherOptionsController } from './controllers/teacher-options.controller.js';
import { TeachersController } from './controllers/teachers.controller.js';
import { TeacherListsRepository } from './data/teacher-lists.repository.js';
import { TeacherOptionsRepository } from './data/teacher-options.repository.js';
import { TeachersRepository } from './data/teachers.repository.js';
import { TeacherListsService } from './services/teacher-lists.service.js';
import { TeacherOptionsService } from './services/teacher-options.service.js';
import { TeachersService } from './services/teachers.service.js';

/** The staff area: the staff records (Teachers), the staff picker and the staff lists of other pages. */
@Module({
  controllers: [TeacherListsController, TeacherOptionsController, TeachersController],
  providers: [
    TeacherListsService,
    TeacherOptionsService,
    TeachersService,
    TeacherListsRepository,
    TeacherOptionsRepository,
    TeachersRepository,
  ],
  exports: [TeachersService],
})
export class TeacherOptionsModule {}
