import { z } from 'zod';
import { pagedResultSchema, pageQuery } from './common.js';
import { Resource } from './roles.js';
import { resourceAccess, type RouteTable } from './routes.js';

export const auditLogQuery = pageQuery.omit({ orderByColumn: true, orderByDescending: true }).extend({
  entity: z.string().max(80).optional(),
  entityId: z.string().max(80).optional(),
  userId: z.coerce.number().int().positive().optional(),
  fromDate: z.iso.date().optional(),
  toDate: z.iso.date().optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogEntry = z.object({
  id: z.string(),
  occurredAt: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  kindergartenId: z.number().int().nullable(),
  action: z.enum(['insert', 'update', 'delete', 'read']),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

/** The audit trail (written by database triggers) for the master administrator. */
export const auditRoutes = {
  list: {
    method: 'GET',
    path: 'AuditLog/overview-models',
    query: auditLogQuery,
    response: pagedResultSchema(auditLogEntry),
    access: resourceAccess(Resource.AuditLog, 'read'),
  },
} as const satisfies RouteTable;
