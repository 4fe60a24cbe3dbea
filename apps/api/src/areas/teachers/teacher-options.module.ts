import { Module } from '@nestjs/common';
import { TeacherListsController } from './controllers/teacher-lists.controller.js';
import { TeacherOptionsController } from './controllers/teacher-options.controller.js';
import { TeachersController } from './controllers/teachers.controller.js';
import { TeacherListsService } from './services/teacher-lists.service.js';
import { TeacherOptionsService } from './services/teacher-options.service.js';
import { TeachersService } from './services/teachers.service.js';

/** The staff area: the staff records (Teachers), the staff picker and the staff lists of other pages. */
@Module({
  controllers: [TeacherListsController, TeacherOptionsController, TeachersController],
  providers: [TeacherListsService, TeacherOptionsService, TeachersService],
  exports: [TeachersService],
})
export class TeacherOptionsModule {}
