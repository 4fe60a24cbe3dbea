import { readdirSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';

/**
 * @fastify/static cannot be loaded inside Jest's module runtime (it requires an ESM-only dependency), so this test
 * serves the web root with a stand-in that does what the plugin does with `wildcard: false`: a GET route for each file
 * under the root, answering its bytes with the content type of its extension and nothing else — the page's policy must
 * come from the app, whichever handler serves the HTML.
 */
function standInStatic(fastify: FastifyInstance, options: { root: string; prefix: string }, done: () => void): void {
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' };
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
  for (const file of walk(options.root)) {
    const url = `${options.prefix}${relative(options.root, file).split('\\').join('/')}`;
    fastify.get(url, async (_request, reply) =>
      reply.type(types[extname(file)] ?? 'application/octet-stream').send(readFileSync(file)),
    );
  }
  done();
}
jest.unstable_mockModule('@fastify/static', () => ({ default: standInStatic }));

const { createTestDatabase, startTestApp } = await import('../../../test/harness.js');
const { bootstrap, WEB_APP_CSP } = await import('../../main.js');
type TestApp = Awaited<ReturnType<typeof startTestApp>>;

const SECURITY_HEADERS = {
  'content-security-policy': WEB_APP_CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cache-control': 'no-cache',
};

/** Issue 15, items 9 and 10: the web app's pages and how the product listens. */
describe('the web app served by the API', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'kg-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1);');
    t = await startTestApp({ webRoot });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('gives every HTML answer the same security headers: a client route, /, and /index.html itself', async () => {
    for (const path of ['/', '/kids/records', '/index.html', '/index.html?x=1']) {
      const page = await request(t.http).get(path).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('<div id="root">');
      expect({ path, ...page.headers }).toMatchObject({ path, ...SECURITY_HEADERS });
    }
  });

  it('serves the assets as files, and leaves the API’s own documentation page its policy', async () => {
    const asset = await request(t.http).get('/assets/app.js').expect(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const docs = await request(t.http).get('/api/docs').expect(200);
    expect(docs.headers['content-security-policy']).not.toBe(WEB_APP_CSP);
  });

  it('has the same policy and headers in the docker-compose nginx for the web app’s pages', () => {
    const nginx = readFileSync(new URL('../../../../../deploy/nginx.conf', import.meta.url), 'utf8');
    const pages = /location \/ \{([\s\S]*?)\n {2}\}/.exec(nginx)?.[1] ?? '';
    expect(pages).toContain(`add_header Content-Security-Policy "${WEB_APP_CSP}" always;`);
    expect(pages).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(pages).toContain('add_header X-Frame-Options "DENY" always;');
    expect(pages).toContain('add_header Referrer-Policy "same-origin" always;');
    expect(pages).toContain('add_header Cache-Control "no-cache";');
  });
});

describe('bootstrap (npm start)', () => {
  const started: { close(): Promise<void> }[] = [];
  const previousHost = process.env.HOST;
  afterEach(async () => {
    for (const app of started.splice(0)) await app.close();
    if (previousHost === undefined) delete process.env.HOST;
    else process.env.HOST = previousHost;
  });

  const start = async () => {
    const app = await bootstrap({
      databaseUrl: await createTestDatabase(),
      jwtSecret: 'test-secret',
      logLevel: 'silent',
      smtpUrl: null,
      port: 0,
      jobsPollMs: 0,
      webRoot: null,
    });
    started.push(app);
    return (app.getHttpServer().address() as AddressInfo).address;
  };

  it('listens on 127.0.0.1 unless HOST says otherwise', async () => {
    delete process.env.HOST;
    expect(await start()).toBe('127.0.0.1');
  });

  it('listens where HOST says (docker-compose sets 0.0.0.0)', async () => {
    process.env.HOST = '0.0.0.0';
    expect(await start()).toBe('0.0.0.0');
  });
});
