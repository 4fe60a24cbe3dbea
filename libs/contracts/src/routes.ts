import { z } from 'zod';
import type { Permission } from './access.js';
import type { Resource } from './roles.js';

/**
 * Each documented call is defined once, here in the contracts: method, path, schemas of the path parameters, query,
 * body and answer, and who may call it. The API binds its handler to the definition (`@Route(…)` in
 * apps/api/src/platform/http), the web derives its RTK Query requests from it (`routeRequest` in
 * apps/web/src/shared/api) and its test stubs (`stubRoute`). See docs/decisions/005-routes-defined-once.md.
 *
 * An area writes its table as a plain object literal, `export const parentsRoutes = { … } as const satisfies RouteTable`
 * (no function call at module level, so that the web's bundler drops the tables a page does not use).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `save` is a create-or-edit call: it lets in whoever may create or update; the service resolves which one applies. */
export type RoutePermission = Permission | 'save';

export type RouteAccess =
  | { readonly kind: 'public' }
  | { readonly kind: 'signed-in' }
  | { readonly kind: 'resource'; readonly resource: Resource; readonly permission: RoutePermission };

/** Anyone may call the route, signed in or not. */
export const publicAccess = { kind: 'public' } as const satisfies RouteAccess;
/** Any signed-in user may call the route; the service decides what they see. */
export const signedInAccess = { kind: 'signed-in' } as const satisfies RouteAccess;
/** A signed-in user with `permission` on `resource` in the selected kindergarten. */
export const resourceAccess = <R extends Resource, P extends RoutePermission>(resource: R, permission: P) =>
  ({ kind: 'resource', resource, permission }) as const;

/** The answer of a download (PDF, Excel, a picture, an uploaded file): bytes with a file name, not JSON. */
export const fileAnswer = z.custom<Blob>(() => true).meta({ id: 'File', type: 'string', format: 'binary' });
/** An answer with no body. */
export const emptyAnswer = z.undefined().meta({ id: 'Empty' });
/** A page of HTML (the API's own documentation page). */
export const htmlAnswer = z.string().meta({ id: 'Html', contentMediaType: 'text/html' });

export interface RouteDefinition {
  readonly method: HttpMethod;
  /** Under /api, as the spec writes it: `Parents/:id`, `StudentAttendances/:classId/:month/:year`, `files/:id?`. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answer's schema; `fileAnswer`, `emptyAnswer` or `htmlAnswer` where the answer is not JSON. */
  readonly response: z.ZodType;
  readonly access: RouteAccess;
  /** The success status, when it is not Nest's default (200; 201 for POST). */
  readonly status?: number;
}

export type RouteTable = Readonly<Record<string, RouteDefinition>>;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the handler receives, parsed: path parameters, query and body. */
export type RouteParams<R extends RouteDefinition> = Output<R['params']>;
export type RouteQuery<R extends RouteDefinition> = Output<R['query']>;
export type RouteBody<R extends RouteDefinition> = Output<R['body']>;
/** What the route answers (the web's data type). */
export type RouteResponse<R extends RouteDefinition> = z.output<R['response']>;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/**
 * A query as a client gives it: the parsed values (a number, a boolean), which travel as strings and parse back to
 * the same; a field is required where the schema's input requires it.
 */
export type QueryArgs<S extends z.ZodType> = {
  [K in keyof z.output<S> as K extends RequiredKeys<z.input<S>> ? K : never]: z.output<S>[K];
} & { [K in keyof z.output<S> as K extends RequiredKeys<z.input<S>> ? never : K]?: z.output<S>[K] };

/**
 * What a client sends: each part only where the route has it. Path parameters and the query as parsed values, the
 * body as the schema's input (JSON as it is sent); the query is optional where all its fields are.
 */
export type RouteArgs<R extends RouteDefinition> = (R['params'] extends z.ZodType ? { params: Output<R['params']> } : unknown) &
  (R['query'] extends z.ZodType
    ? RequiredKeys<z.input<R['query']>> extends never
      ? { query?: QueryArgs<R['query']> }
      : { query: QueryArgs<R['query']> }
    : unknown) &
  (R['body'] extends z.ZodType ? { body: Input<R['body']> } : unknown);

/** True for the value of a route table's entry (used to collect every table of the contracts). */
export function isRouteDefinition(value: unknown): value is RouteDefinition {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RouteDefinition>;
  return typeof candidate.method === 'string' && typeof candidate.path === 'string' && typeof candidate.access === 'object';
}

/** A route table: an object whose every value is a route definition. */
export function isRouteTable(value: unknown): value is RouteTable {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every(isRouteDefinition);
}

export { fillPath, routePattern } from './route-paths.js';
