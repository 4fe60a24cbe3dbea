import { resources, type Resource } from '@kg/contracts';
import { z } from 'zod';
import type { RouteInfo } from './route-catalog.js';

type JsonSchema = Record<string, unknown>;

const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  try {
    const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    return json;
  } catch {
    return {};
  }
};

function describeAccess(route: RouteInfo): string {
  const access = route.access;
  if (!access) return 'Достъп: не е деклариран';
  if (access.kind === 'public') return 'Достъп: публичен';
  if (access.kind === 'signed-in') return 'Достъп: всеки влязъл потребител';
  return `Достъп: ${access.permission} върху ресурс ${access.resource} (${resources[access.resource as Resource].label})`;
}

function parameters(route: RouteInfo): JsonSchema[] {
  const result: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', route.schemas.params],
    ['query', route.schemas.query],
  ] as const) {
    if (!schema) continue;
    const json = toJsonSchema(schema, 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      result.push({ name, in: location, required: location === 'path' || required.has(name), schema: property });
    }
  }
  return result;
}

/** The OpenAPI 3.1 document of every route, from the same zod schemas that validate the requests. */
export function openApiDocument(routes: RouteInfo[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)\??/g, '{$1}');
    const operation: JsonSchema = {
      operationId: `${route.controller}.${route.handler}`,
      tags: [route.controller.replace(/Controller$/, '')],
      description: describeAccess(route),
      parameters: parameters(route),
      responses: {
        '200': {
          description: 'Успех',
          ...(route.schemas.response
            ? { content: { 'application/json': { schema: toJsonSchema(route.schemas.response, 'output') } } }
            : {}),
        },
        '400': { description: 'Невалидни данни' },
        ...(route.access?.kind === 'public'
          ? {}
          : { '401': { description: 'Не сте влезли' }, '403': { description: 'Нямате права' } }),
        '404': { description: 'Не е намерено' },
      },
    };
    if (route.access && route.access.kind !== 'public') operation.security = [{ bearer: [] }];
    if (route.schemas.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toJsonSchema(route.schemas.body, 'input') } },
      };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Асистент за детски градини — API', version: '1.0.0' },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
