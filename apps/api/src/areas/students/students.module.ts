import { Module } from '@nestjs/common';
import { StudentsController } from './controllers/students.controller.js';
import { StudentsService } from './services/students.service.js';

@Module({ controllers: [StudentsController], providers: [StudentsService] })
export class StudentsModule {}
