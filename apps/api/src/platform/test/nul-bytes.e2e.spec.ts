import { nulCharacterMessage, Resource, ResourceGroup, Role } from '@kg/contracts';
import request from 'supertest';
import type { z } from 'zod';
import { aKindergarten, aSchoolYear, aUser, signIn } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { RouteCatalog, type RouteInfo } from '../openapi/route-catalog.js';

/**
 * Issue 15, item 7: a NUL character (U+0000) in any text answered 500 (PostgreSQL refuses 0x00 in text). Every string
 * field of every served route's schemas — path parameters, query, body — is sent holding a NUL, one at a time, and
 * must answer 400 naming that field with the Bulgarian message, never 500.
 */

type Path = (string | number)[];

interface ZodDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
}

const defOf = (schema: z.ZodType): ZodDef => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Where a schema takes text: the paths of its string leaves (strings, string enums and literals) as JSON sends them. */
function stringPaths(schema: z.ZodType, path: Path = [], seen = new Set<z.ZodType>()): Path[] {
  if (seen.has(schema)) return [];
  const def = defOf(schema);
  const next = new Set(seen).add(schema);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return [path];
    case 'enum':
      return Object.values(def.entries ?? {}).some((value) => typeof value === 'string') ? [path] : [];
    case 'literal':
      return (def.values ?? []).some((value) => typeof value === 'string') ? [path] : [];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => stringPaths(value, [...path, key], next));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return stringPaths(def.innerType!, path, next);
    case 'pipe':
      return stringPaths(def.in!, path, next);
    case 'array':
      return stringPaths(def.element!, [...path, 0], next);
    case 'record':
      return stringPaths(def.valueType!, [...path, 'k'], next);
    case 'union':
      return uniquePaths((def.options ?? []).flatMap((option) => stringPaths(option, path, next)));
    case 'intersection':
      return uniquePaths([...stringPaths(def.left!, path, next), ...stringPaths(def.right!, path, next)]);
    case 'lazy':
      return stringPaths(def.getter!(), path, next);
    default:
      return [];
  }
}

const uniquePaths = (paths: Path[]): Path[] => [...new Map(paths.map((path) => [path.join('.'), path])).values()];

/** The keys of an object schema (under its wrappers): query and path parameters all travel as text. */
function objectKeys(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.innerType) return objectKeys(def.innerType);
  if (def.type === 'pipe') return objectKeys(def.in);
  if (def.type === 'intersection') return [...objectKeys(def.left), ...objectKeys(def.right)];
  return [];
}

const NUL = 'a\u0000b';

/** A JSON value holding NUL at `path` and nothing else. */
function valueAt(path: Path): unknown {
  if (!path.length) return NUL;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [valueAt(rest)] : { [head!]: valueAt(rest) };
}

/** The routed path with its parameters filled: `1` for each, NUL (as %00) for `nulParam`. */
function fillPath(route: RouteInfo, nulParam?: string): string {
  return route.path.replace(/:(\w+)\??/g, (_match, name: string) => (name === nulParam ? encodeURIComponent(NUL) : '1'));
}

interface Probe {
  route: string;
  field: string;
  send: () => request.Test;
}

describe('a NUL character in any text of any route answers 400, not 500', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let routes: RouteInfo[];

  beforeAll(async () => {
    t = await startTestApp();
    const kindergartenId = await aKindergarten(t.db);
    await aSchoolYear(t.db, kindergartenId);
    const user = await aUser(t.db, { role: Role.Director, kindergartenIds: [kindergartenId] });
    // Every permission on every resource, so that each route's access rule lets the request reach the validation.
    const everything = Object.values(Resource)
      .filter((value): value is Resource => typeof value === 'number')
      .map((resource) => ({
        resource,
        group: ResourceGroup.Kindergarten,
        read: true,
        create: true,
        update: true,
        delete: true,
        canView: true,
        canCreate: true,
        canEdit: true,
      }));
    await t.db.query(`UPDATE kindergarten_users SET access = $2 WHERE user_id = $1`, [user.id, JSON.stringify(everything)]);
    auth = { Authorization: `Bearer ${await signIn(t, user.email)}` };
    routes = t.app.get(RouteCatalog).list();
  });
  afterAll(() => t.close());

  function probes(): Probe[] {
    const all: Probe[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const call = (path: string) => {
        const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
        return request(t.http)[method](path).set(auth);
      };
      for (const key of objectKeys(route.schemas.params)) {
        all.push({ route: name, field: key, send: () => call(fillPath(route, key)) });
      }
      for (const key of objectKeys(route.schemas.query)) {
        all.push({ route: name, field: key, send: () => call(`${fillPath(route)}?${key}=${encodeURIComponent(NUL)}`) });
      }
      if (route.schemas.body) {
        for (const path of stringPaths(route.schemas.body)) {
          const field = path.length ? path.join('.') : 'body';
          all.push({ route: name, field, send: () => call(fillPath(route)).send(valueAt(path) as object) });
        }
      }
    }
    return all;
  }

  it('covers the routes: every served route is bound to its contract, and text fields are found in most of them', () => {
    expect(routes.every((route) => route.contract)).toBe(true);
    const found = probes();
    expect(new Set(found.map((probe) => probe.route)).size).toBeGreaterThan(100);
    expect(found.length).toBeGreaterThan(300);
    // The calls the attack named.
    const named = found.map((probe) => `${probe.route} ${probe.field}`);
    expect(named).toEqual(
      expect.arrayContaining([
        'POST /api/identity/login identifier',
        'GET /api/Students/overview-models nameSearchTerm',
        'GET /api/Messages/recipients search',
      ]),
    );
  });

  it('answers 400 with the Bulgarian message on the field, for every string of every path, query and body', async () => {
    const failures: string[] = [];
    for (const probe of probes()) {
      const response = await probe.send();
      const messages: unknown = response.body?.errors?.[probe.field];
      if (response.status !== 400 || !Array.isArray(messages) || !messages.includes(nulCharacterMessage)) {
        failures.push(`${probe.route} ${probe.field}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses a NUL in a field the route does not declare, and in a key', async () => {
    const extra = await request(t.http).post('/api/identity/login').send({ identifier: 'a@x.bg', password: 'x', other: NUL });
    expect(extra.status).toBe(400);
    expect(extra.body.errors.other).toEqual([nulCharacterMessage]);
    const key = await request(t.http)
      .post('/api/identity/login')
      .send({ identifier: 'a@x.bg', password: 'x', ['k\u0000']: 1 });
    expect(key.status).toBe(400);
    expect(key.body.errors['k\u2400']).toEqual([nulCharacterMessage]);
  });

  it('maps PostgreSQL’s refusal of a NUL to 400 as a safety net', async () => {
    const { ErrorFilter } = await import('../errors/error.filter.js');
    const sent: { status?: number; body?: unknown } = {};
    const reply = {
      status(code: number) {
        sent.status = code;
        return this;
      },
      send(body: unknown) {
        sent.body = body;
      },
      headers() {},
    };
    const host = {
      getType: () => 'http',
      switchToHttp: () => ({ getResponse: () => reply, getRequest: () => ({ log: { error() {} } }) }),
    };
    const fault = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    new ErrorFilter().catch(fault, host as never);
    expect(sent).toEqual({ status: 400, body: { statusCode: 400, message: nulCharacterMessage } });
    const json = Object.assign(new Error('unsupported Unicode escape sequence'), { driverError: { code: '22P05' } });
    new ErrorFilter().catch(json, host as never);
    expect(sent.status).toBe(400);
  });
});
