import { Global, Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller.js';
import { AuditLogService } from './audit-log.service.js';
import { AuditLogRepository } from './data/audit-log.repository.js';

@Global()
@Module({ controllers: [AuditLogController], providers: [AuditLogService, AuditLogRepository], exports: [AuditLogService] })
export class AuditModule {}
