import { Injectable } from '@nestjs/common';
import type { AuditLogEntry, AuditLogQuery, PagedResult } from '@kg/contracts';
import { AuditLogRepository } from './data/audit-log.repository.js';

/** Reading the audit trail (written by database triggers, migrations/tenancy.ts) and recording reads. */
@Injectable()
export class AuditLogService {
  constructor(private readonly auditLog: AuditLogRepository) {}

  list(query: AuditLogQuery): Promise<PagedResult<AuditLogEntry>> {
    return this.auditLog.list(query);
  }

  /** Records that a person read a sensitive record (children's health data), in the request's transaction. */
  recordRead(entity: string, entityId: string | number): Promise<void> {
    return this.auditLog.insertRead(entity, String(entityId));
  }
}
