import { Module } from '@nestjs/common';
import { ParentsController } from './controllers/parents.controller.js';
import { ParentsService } from './services/parents.service.js';

@Module({ controllers: [ParentsController], providers: [ParentsService] })
export class ParentsModule {}
