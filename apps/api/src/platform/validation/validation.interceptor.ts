import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import type { z } from 'zod';
import { BadInputError } from '../errors/domain-errors.js';
import { INPUT_SCHEMAS, type InputSchemas } from './validate.decorator.js';

/** The spec writes query names both ways (OrderByColumn, orderByColumn): they are read camelCase. */
function camelCaseKeys(query: unknown): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    result[key.charAt(0).toLowerCase() + key.slice(1)] = value;
  }
  return result;
}

function fieldErrors(error: z.ZodError, prefix: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : prefix;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

@Injectable()
export class ValidationInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const schemas = this.reflector.get<InputSchemas | undefined>(INPUT_SCHEMAS, context.getHandler());
    if (schemas && context.getType() === 'http') {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      const errors: Record<string, string[]> = {};
      const parse = (schema: z.ZodType | undefined, input: unknown, prefix: string): unknown => {
        if (!schema) return input;
        const parsed = schema.safeParse(input);
        if (parsed.success) return parsed.data;
        Object.assign(errors, fieldErrors(parsed.error, prefix));
        return input;
      };
      const params = parse(schemas.params, request.params, 'params');
      const query = parse(schemas.query, camelCaseKeys(request.query), 'query');
      const body = parse(schemas.body, request.body ?? {}, 'body');
      if (Object.keys(errors).length) throw new BadInputError('Невалидни данни.', errors);
      (request as { params: unknown }).params = params;
      (request as { query: unknown }).query = query;
      (request as { body: unknown }).body = body;
    }
    return next.handle();
  }
}
