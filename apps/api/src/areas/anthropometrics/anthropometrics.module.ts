import { Module } from '@nestjs/common';
import { AnthropometricsController } from './controllers/anthropometrics.controller.js';
import { AnthropometricsService } from './services/anthropometrics.service.js';

@Module({ controllers: [AnthropometricsController], providers: [AnthropometricsService] })
export class AnthropometricsModule {}
