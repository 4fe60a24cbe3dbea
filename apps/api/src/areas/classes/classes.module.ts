import { Module } from '@nestjs/common';
import { ClassesController } from './controllers/classes.controller.js';
import { ClassesService } from './services/classes.service.js';

@Module({ controllers: [ClassesController], providers: [ClassesService] })
export class ClassesModule {}
