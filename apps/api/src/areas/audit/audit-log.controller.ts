import { Controller, Get, Query } from '@nestjs/common';
import { type AuditLogEntry, auditLogQuery, type AuditLogQuery, type PagedResult, Resource } from '@kg/contracts';
import { Access } from '../../platform/access/access.decorators.js';
import { Validate } from '../../platform/validation/validate.decorator.js';
import { AuditLogService } from './audit-log.service.js';

@Controller('AuditLog')
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  @Get('overview-models')
  @Access(Resource.AuditLog, 'read')
  @Validate({ query: auditLogQuery })
  list(@Query() query: AuditLogQuery): Promise<PagedResult<AuditLogEntry>> {
    return this.auditLog.list(query);
  }
}
