import { z } from 'zod';
import { publicAccess, type RouteTable } from './routes.js';

export const healthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponse>;

/** The liveness check of the load balancer and the deployment. */
export const healthRoutes = {
  /** 200 only when the database answers (503 otherwise). */
  health: {
    method: 'GET',
    path: 'health',
    response: healthResponse,
    access: publicAccess,
  },
} as const satisfies RouteTable;
