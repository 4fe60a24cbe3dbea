import { Global, Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller.js';
import { AuditLogService } from './audit-log.service.js';

@Global()
@Module({ controllers: [AuditLogController], providers: [AuditLogService], exports: [AuditLogService] })
export class AuditModule {}
