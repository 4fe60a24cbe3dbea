import { Module } from '@nestjs/common';
import { TeacherOptionsController } from './controllers/teacher-options.controller.js';
import { TeachersController } from './controllers/teachers.controller.js';
import { TeacherOptionsService } from './services/teacher-options.service.js';
import { TeachersService } from './services/teachers.service.js';

/** The staff area: the staff records (Teachers) and the staff picker. */
@Module({ controllers: [TeacherOptionsController, TeachersController], providers: [TeacherOptionsService, TeachersService] })
export class TeacherOptionsModule {}
