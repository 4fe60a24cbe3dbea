import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { hasNulCharacter, nulCharacterMessage } from '@kg/contracts';
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

/**
 * The fields (as the schema errors name them: `child.firstName`, `cells.3.forDate`) whose text — a value, or the key
 * itself — holds the NUL character, anywhere in a parsed JSON body, a query or the path parameters. A key's own NUL
 * is shown as U+2400 (␀) in the field's name.
 */
export function nulFields(input: unknown, prefix: string, path: string[] = [], found: string[] = []): string[] {
  if (typeof input === 'string') {
    if (hasNulCharacter(input)) found.push(path.length ? path.join('.') : prefix);
  } else if (Array.isArray(input)) {
    input.forEach((item, index) => nulFields(item, prefix, [...path, String(index)], found));
  } else if (input !== null && typeof input === 'object' && !Buffer.isBuffer(input)) {
    for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
      const name = hasNulCharacter(key) ? key.replaceAll('\u0000', '\u2400') : key;
      if (name !== key) found.push([...path, name].join('.'));
      nulFields(value, prefix, [...path, name], found);
    }
  }
  return found;
}

/**
 * Parses every route's input with its schemas (400 with Bulgarian messages per field). One rule holds for every route,
 * with or without schemas: no string of the path parameters, the query or the body may hold the NUL character
 * (`nulFields`) — PostgreSQL refuses it in text, so it would otherwise fail as a server error.
 */
@Injectable()
export class ValidationInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const schemas = this.reflector.get<InputSchemas | undefined>(INPUT_SCHEMAS, context.getHandler());
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const errors: Record<string, string[]> = {};
    const add = (found: Record<string, string[]>): void => {
      for (const [key, messages] of Object.entries(found)) (errors[key] ??= []).push(...messages);
    };
    const camelQuery = camelCaseKeys(request.query);
    for (const [input, prefix] of [
      [request.params, 'params'],
      [camelQuery, 'query'],
      [request.body, 'body'],
    ] as const) {
      for (const field of nulFields(input, prefix)) add({ [field]: [nulCharacterMessage] });
    }
    if (schemas) {
      const parse = (schema: z.ZodType | undefined, input: unknown, prefix: string): unknown => {
        if (!schema) return input;
        const parsed = schema.safeParse(input);
        if (parsed.success) return parsed.data;
        add(fieldErrors(parsed.error, prefix));
        return input;
      };
      const params = parse(schemas.params, request.params, 'params');
      const query = parse(schemas.query, camelQuery, 'query');
      const body = parse(schemas.body, request.body ?? {}, 'body');
      if (Object.keys(errors).length) throw new BadInputError('Невалидни данни.', errors);
      (request as { params: unknown }).params = params;
      (request as { query: unknown }).query = query;
      (request as { body: unknown }).body = body;
    }
    if (Object.keys(errors).length) throw new BadInputError('Невалидни данни.', errors);
    return next.handle();
  }
}
