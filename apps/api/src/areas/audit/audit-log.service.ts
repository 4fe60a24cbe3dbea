import { Injectable } from '@nestjs/common';
import type { AuditLogEntry, AuditLogQuery, PagedResult } from '@kg/contracts';
import { Db } from '../../platform/database/db.service.js';

/** Reading the audit trail (written by database triggers, migrations/tenancy.ts) and recording reads. */
@Injectable()
export class AuditLogService {
  constructor(private readonly db: Db) {}

  async list(query: AuditLogQuery): Promise<PagedResult<AuditLogEntry>> {
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (condition: string, value: unknown) => where.push(condition.replace('?', `$${params.push(value)}`));
    if (query.entity) add('a.entity = ?', query.entity);
    if (query.entityId) add('a.entity_id = ?', query.entityId);
    if (query.userId) add('a.user_id = ?', query.userId);
    if (query.fromDate) add(`a.occurred_at >= (?::date AT TIME ZONE 'Europe/Sofia')`, query.fromDate);
    if (query.toDate) add(`a.occurred_at < ((?::date + 1) AT TIME ZONE 'Europe/Sofia')`, query.toDate);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }] = await this.db.manager.query(`SELECT count(*)::int AS count FROM audit_log a ${filter}`, params);
    const limit = `LIMIT $${params.push(query.pageSize)} OFFSET $${params.push((query.pageNumber - 1) * query.pageSize)}`;
    const result: AuditLogEntry[] = await this.db.manager.query(
      `SELECT a.id, a.occurred_at AS "occurredAt", a.user_id AS "userId",
              nullif(concat_ws(' ', u.first_name, u.last_name), '') AS "userName",
              a.kindergarten_id AS "kindergartenId", a.action, a.entity, a.entity_id AS "entityId", a.before, a.after
         FROM audit_log a LEFT JOIN users u ON u.id = a.user_id
         ${filter} ORDER BY a.occurred_at DESC, a.id DESC ${limit}`,
      params,
    );
    return { result, rowsCount: count };
  }

  /** Records that a person read a sensitive record (children's health data), in the request's transaction. */
  async recordRead(entity: string, entityId: string | number): Promise<void> {
    await this.db.manager.query(
      `INSERT INTO audit_log (user_id, kindergarten_id, action, entity, entity_id, request_id)
       VALUES (nullif(current_setting('app.user_id', true), '')::int, nullif(current_setting('app.kindergarten_id', true), '')::int,
               'read', $1, $2, nullif(current_setting('app.request_id', true), ''))`,
      [entity, String(entityId)],
    );
  }
}
