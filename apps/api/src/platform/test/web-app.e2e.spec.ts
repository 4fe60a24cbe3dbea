import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { jest } from '@jest/globals';
import request from 'supertest';

/**
 * The real @fastify/static serves the web root here (its `preCompressed` choice is what is tested). Jest's module
 * runtime cannot `require()` the one ESM-only module the plugin loads, content-disposition 3 (Node itself can): the
 * plugin gets the CommonJS build of the same function (content-disposition 2, `create`), which only its
 * `reply.download()` uses — the app never calls it.
 */
const pluginRequire = createRequire(createRequire(import.meta.url).resolve('@fastify/static'));
jest.doMock(pluginRequire.resolve('content-disposition'), () => jest.requireActual('content-disposition'));

const { createTestDatabase, startTestApp } = await import('../../../test/harness.js');
const { bootstrap, HASHED_ASSET_CACHE, WEB_APP_CSP } = await import('../../main.js');
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

  /** A web root as the build leaves it: each text file with its .br and .gz beside it (apps/web/vite-precompress.ts). */
  const INDEX_HTML = `<!doctype html><html><body><div id="root"></div>${'<!-- the page -->'.repeat(40)}</body></html>`;
  /** The page the build prerenders for /login (apps/web/vite-early-sign-in.ts). */
  const LOGIN_HTML = `<!doctype html><html><body><div id="root"><form id="kg-early-sign-in"></form></div>${'<!-- the form -->'.repeat(40)}</body></html>`;
  const SCRIPT = `export const greeting = ${JSON.stringify('Добре дошли! '.repeat(200))};`;
  const SCRIPT_PATH = '/assets/app-B3xQ9k2z.js';
  const withCompressedCopies = (file: string, content: string) => {
    writeFileSync(file, content);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  };

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'kg-web-'));
    withCompressedCopies(join(webRoot, 'index.html'), INDEX_HTML);
    withCompressedCopies(join(webRoot, 'login.html'), LOGIN_HTML);
    writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(webRoot, 'assets'));
    withCompressedCopies(join(webRoot, SCRIPT_PATH), SCRIPT);
    t = await startTestApp({ webRoot });
    await new Promise<void>((resolve) => t.http.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  /** The answer's headers and body exactly as sent (supertest would decode them). */
  const rawGet = (path: string, acceptEncoding?: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const { port } = t.http.address() as AddressInfo;
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      get({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });

  it('sends the brotli copy to a browser that accepts br, the gzip copy to one that accepts gzip, else the file', async () => {
    for (const [path, file, content] of [
      [SCRIPT_PATH, SCRIPT_PATH, SCRIPT],
      ['/index.html', '/index.html', INDEX_HTML],
      ['/login', '/login.html', LOGIN_HTML],
      ['/login/reset', '/index.html', INDEX_HTML],
      ['/', '/index.html', INDEX_HTML],
    ] as const) {
      const type = file.endsWith('.js') ? /^(text|application)\/javascript/ : /^text\/html/;
      const br = await rawGet(path, 'gzip, deflate, br, zstd');
      expect({ path, status: br.status, encoding: br.headers['content-encoding'] }).toEqual({
        path,
        status: 200,
        encoding: 'br',
      });
      expect(br.headers['content-type']).toMatch(type);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.body.equals(readFileSync(join(webRoot, `${file}.br`)))).toBe(true);
      expect(brotliDecompressSync(br.body).toString()).toBe(content);

      const gzip = await rawGet(path, 'gzip, deflate');
      expect({ path, encoding: gzip.headers['content-encoding'] }).toEqual({ path, encoding: 'gzip' });
      expect(gzip.body.equals(readFileSync(join(webRoot, `${file}.gz`)))).toBe(true);
      expect(gunzipSync(gzip.body).toString()).toBe(content);

      for (const identity of [undefined, 'identity']) {
        const plain = await rawGet(path, identity);
        expect({ path, identity, encoding: plain.headers['content-encoding'] }).toEqual({ path, identity, encoding: undefined });
        expect(plain.headers['content-type']).toMatch(type);
        expect(plain.body.toString()).toBe(content);
      }
    }
  });

  it('lets browsers keep the hashed assets for a year, and has them check index.html and the other files every time', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const asset = await rawGet(SCRIPT_PATH, encoding);
      expect({ encoding, cache: asset.headers['cache-control'] }).toEqual({ encoding, cache: HASHED_ASSET_CACHE });
      for (const path of ['/index.html', '/', '/login', '/kids/records?x=1', '/favicon.svg']) {
        const page = await rawGet(path, encoding);
        expect({ path, encoding, status: page.status, cache: page.headers['cache-control'] }).toEqual({
          path,
          encoding,
          status: 200,
          cache: 'no-cache',
        });
      }
    }
    expect(HASHED_ASSET_CACHE).toBe('public, max-age=31536000, immutable');
  });

  it('gives every HTML answer the same security headers: a client route, /, and /index.html itself', async () => {
    for (const path of ['/', '/kids/records', '/index.html', '/index.html?x=1', '/login', '/login?redirect=%2Fmessages']) {
      const page = await request(t.http).get(path).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('<div id="root">');
      expect({ path, ...page.headers }).toMatchObject({ path, ...SECURITY_HEADERS });
    }
  });

  it('serves the assets as files, and leaves the API’s own documentation page its policy', async () => {
    const asset = await request(t.http).get(SCRIPT_PATH).expect(200);
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
    // The prerendered sign-in page as the API serves it: /login → login.html.
    expect(pages).toContain('try_files $uri $uri.html /index.html;');
  });

  it('has nginx send the precompressed copies and the same cache headers', () => {
    const nginx = readFileSync(new URL('../../../../../deploy/nginx.conf', import.meta.url), 'utf8');
    const server = /server \{([\s\S]*)\n\}/.exec(nginx)?.[1] ?? '';
    expect(server).toMatch(/^ {2}gzip_static on;$/m);
    expect(server).toMatch(/^ {2}gzip_vary on;$/m);
    // Brotli needs a module the official image lacks: the line is there, commented, with how to turn it on.
    expect(server).toMatch(/^ {2}# brotli_static on;$/m);
    expect(server).toContain('load_module modules/ngx_http_brotli_static_module.so;');
    const assets = /location \/assets\/ \{([\s\S]*?)\n {2}\}/.exec(nginx)?.[1] ?? '';
    expect(assets).toContain(`add_header Cache-Control "${HASHED_ASSET_CACHE}";`);
    expect(assets).not.toMatch(/expires/);
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
