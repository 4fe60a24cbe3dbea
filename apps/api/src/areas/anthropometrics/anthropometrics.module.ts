import { Module } from '@nestjs/common';
import { AnthropometricsController } from './controllers/anthropometrics.controller.js';
import { AnthropometricsRepository } from './data/anthropometrics.repository.js';
import { AnthropometricsService } from './services/anthropometrics.service.js';

@Module({ controllers: [AnthropometricsController], providers: [AnthropometricsService, AnthropometricsRepository] })
export class AnthropometricsModule {}
