import { Injectable } from '@nestjs/common';
import type { AuditLogEntry, AuditLogQuery, PagedResult } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';

/** The statements of the audit trail (written by database triggers, migrations/tenancy.ts); every row typed. */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly db: Db) {}

  list(query: AuditLogQuery): Promise<PagedResult<AuditLogEntry>> {
    const where = new SqlConditions()
      .addIf(query.entity, 'a.entity = ?')
      .addIf(query.entityId, 'a.entity_id = ?')
      .addIf(query.userId, 'a.user_id = ?')
      .addIf(query.fromDate, `a.occurred_at >= (?::date AT TIME ZONE 'Europe/Sofia')`)
      .addIf(query.toDate, `a.occurred_at < ((?::date + 1) AT TIME ZONE 'Europe/Sofia')`);
    return pagedQuery<AuditLogEntry>(
      this.db.manager,
      {
        select: `a.id, a.occurred_at AS "occurredAt", a.user_id AS "userId",
                 nullif(concat_ws(' ', u.first_name, u.last_name), '') AS "userName",
                 a.kindergarten_id AS "kindergartenId", a.action, a.entity, a.entity_id AS "entityId", a.before, a.after`,
        from: 'FROM audit_log a LEFT JOIN users u ON u.id = a.user_id',
        where,
        orderBy: {},
        defaultOrder: 'a.occurred_at DESC, a.id DESC',
      },
      query,
    );
  }

  /** A read of a sensitive record, by the request's user in its kindergarten, in the request's transaction. */
  async insertRead(entity: string, entityId: string): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO audit_log (user_id, kindergarten_id, action, entity, entity_id, request_id)
       VALUES (nullif(current_setting('app.user_id', true), '')::int, nullif(current_setting('app.kindergarten_id', true), '')::int,
               'read', $1, $2, nullif(current_setting('app.request_id', true), ''))`,
      [entity, entityId],
    );
  }
}
