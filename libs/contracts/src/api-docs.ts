import { z } from 'zod';
import { htmlAnswer, publicAccess, type RouteTable } from './routes.js';

/** The API's own documentation: a readable page and the OpenAPI document it reads (apps/api/src/platform/openapi). */
export const apiDocsRoutes = {
  page: {
    method: 'GET',
    path: 'docs',
    response: htmlAnswer,
    access: publicAccess,
  },
  /** The OpenAPI 3.1 document of every route. */
  json: {
    method: 'GET',
    path: 'docs-json',
    response: z.record(z.string(), z.unknown()),
    access: publicAccess,
  },
} as const satisfies RouteTable;
