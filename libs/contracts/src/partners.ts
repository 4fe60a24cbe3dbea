import { z } from 'zod';
import { pagedResultSchema } from './common.js';
import { Resource } from './roles.js';
import { resourceAccess, type RouteTable } from './routes.js';

export const partnerRow = z.object({ id: z.number().int(), name: z.string() });
export type Partner = z.infer<typeof partnerRow>;

export const partnersQuery = z.object({ orderByColumn: z.enum(['Name', 'name', 'Id', 'id']).optional() });
export type PartnersQuery = z.infer<typeof partnersQuery>;

/** The resource partners (educational publishers and platforms) of the side menu's "Ресурси". */
export const partnersRoutes = {
  list: {
    method: 'GET',
    path: 'Partners',
    query: partnersQuery,
    response: pagedResultSchema(partnerRow),
    access: resourceAccess(Resource.Partners, 'read'),
  },
} as const satisfies RouteTable;
