import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

export interface InputSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The answer's schema: documents the route in OpenAPI. */
  response?: z.ZodType;
}

export const INPUT_SCHEMAS = 'kg:input-schemas';

/**
 * Declares the schemas of a route. The body, query and path parameters are parsed before the
 * handler runs; the handler receives the parsed values (defaults applied, strings coerced).
 */
export const Validate = (schemas: InputSchemas): MethodDecorator => SetMetadata(INPUT_SCHEMAS, schemas);
