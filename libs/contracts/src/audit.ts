import { z } from 'zod';
import { pageQuery } from './common.js';

export const auditLogQuery = pageQuery.omit({ orderByColumn: true, orderByDescending: true }).extend({
  entity: z.string().max(80).optional(),
  entityId: z.string().max(80).optional(),
  userId: z.coerce.number().int().positive().optional(),
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export interface AuditLogEntry {
  id: string;
  occurredAt: string;
  userId: number | null;
  userName: string | null;
  kindergartenId: number | null;
  action: 'insert' | 'update' | 'delete' | 'read';
  entity: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
