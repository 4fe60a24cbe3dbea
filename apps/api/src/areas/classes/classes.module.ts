import { Module } from '@nestjs/common';
import { ClassesController } from './controllers/classes.controller.js';
import { ClassesRepository } from './data/classes.repository.js';
import { ClassesService } from './services/classes.service.js';
import { KindergartensModule } from '../kindergartens/kindergartens.module.js';

@Module({
  imports: [KindergartensModule],
  controllers: [ClassesController],
  providers: [ClassesService, ClassesRepository],
})
export class ClassesModule {}
