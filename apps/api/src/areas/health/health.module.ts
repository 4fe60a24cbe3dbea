import { Module } from '@nestjs/common';
import { HealthRepository } from './data/health.repository.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({ controllers: [HealthController], providers: [HealthService, HealthRepository] })
export class HealthModule {}
