import type { z } from 'zod';

/** The schemas of a route, from its contract (put on the handler by `@Route`, read by the ValidationInterceptor). */
export interface InputSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The answer's schema: documents the route in OpenAPI. */
  response?: z.ZodType;
}

export const INPUT_SCHEMAS = 'kg:input-schemas';
