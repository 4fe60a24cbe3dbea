import request from 'supertest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { RouteCatalog } from '../openapi/route-catalog.js';

describe('route declarations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('every registered route declares its access (or that it is public) and validates its path parameters', () => {
    const catalog = t.app.get(RouteCatalog);
    expect(catalog.list().length).toBeGreaterThan(10);
    expect(catalog.undeclared()).toEqual([]);
  });

  it('every served route is bound to a contract of libs/contracts, and every contract route is served', () => {
    expect(t.app.get(RouteCatalog).contractMismatches()).toEqual({ withoutContract: [], notServed: [] });
  });

  it('the route check fails for a route that declares nothing', () => {
    const catalog = t.app.get(RouteCatalog);
    const routes = catalog.list();
    routes.push({ method: 'GET', path: '/api/forgotten/:id', controller: 'X', handler: 'y', access: undefined, schemas: {} });
    try {
      expect(catalog.undeclared()).toEqual([
        'GET /api/forgotten/:id (X.y) declares neither its access nor that it is public',
        'GET /api/forgotten/:id (X.y) has path parameters but no params schema',
      ]);
    } finally {
      routes.pop();
    }
  });

  it('OpenAPI lists every route with its method and path exactly as routed', async () => {
    const document = (await request(t.http).get('/api/docs-json').expect(200)).body;
    const listed = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routed = t.app
      .get(RouteCatalog)
      .list()
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(listed.sort()).toEqual(routed.sort());
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/identity/login',
        'POST /api/Kindergartens/change/{id}',
        'GET /api/Files/avatars/{userId}',
      ]),
    );
    expect(document.paths['/api/identity/login'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'identifier',
    );
  });

  it('serves a readable documentation page at /api/docs', async () => {
    const page = await request(t.http).get('/api/docs').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('/api/docs-json');
  });

  it('an unknown API path answers 404 in Bulgarian', async () => {
    const response = await request(t.http).get('/api/no-such-thing').expect(404);
    expect(response.body.message).toBe('Търсеният ресурс не съществува.');
  });

  it('health answers ok while the database answers', async () => {
    await request(t.http).get('/api/health').expect(200, { status: 'ok' });
  });

  it('answers with the request id, taking a well-formed one from the caller', async () => {
    const given = await request(t.http).get('/api/health').set('X-Request-Id', 'support-ticket-42').expect(200);
    expect(given.headers['x-request-id']).toBe('support-ticket-42');
    const generated = await request(t.http).get('/api/health').set('X-Request-Id', 'bad id with spaces').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
