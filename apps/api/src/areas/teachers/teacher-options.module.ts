import { Module } from '@nestjs/common';
import { TeacherOptionsController } from './controllers/teacher-options.controller.js';
import { TeacherOptionsService } from './services/teacher-options.service.js';

/** The staff picker; the staff records themselves (Teachers CRUD) live in the same area. */
@Module({ controllers: [TeacherOptionsController], providers: [TeacherOptionsService] })
export class TeacherOptionsModule {}
