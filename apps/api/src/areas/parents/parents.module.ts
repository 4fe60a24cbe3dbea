import { Module } from '@nestjs/common';
import { ParentsController } from './controllers/parents.controller.js';
import { ParentsRepository } from './data/parents.repository.js';
import { ParentsService } from './services/parents.service.js';

@Module({ controllers: [ParentsController], providers: [ParentsService, ParentsRepository] })
export class ParentsModule {}
