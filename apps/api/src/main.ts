import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NestFactory } from '@nestjs/core';
import fastifyMultipart from '@fastify/multipart';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { type AppConfig, configFromEnv } from './platform/config/config.js';
import { createLogger, PinoNestLogger } from './platform/logging/logger.js';
import { API_PREFIX } from './platform/openapi/route-catalog.js';
import { realtimeAdapter } from './platform/realtime/realtime.adapter.js';

/**
 * Ant Design styles through inline <style> tags; everything else comes from the app's own origin. The same policy is
 * in deploy/nginx.conf for the docker-compose deployment (a test keeps the two equal).
 */
export const WEB_APP_CSP =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' ws: wss: blob:; " +
  "font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; " +
  "form-action 'self' https://www.epay.bg https://demo.epay.bg";

/** The policy with the configured ePay (EPAY_URL) allowed as a form target: the parent's page posts the payment there. */
export function webAppCsp(epayUrl: string): string {
  const origin = new URL(epayUrl).origin;
  return WEB_APP_CSP.includes(` ${origin}`) ? WEB_APP_CSP : `${WEB_APP_CSP} ${origin}`;
}

/**
 * The web build's hashed files (Vite's `assets/<name>-<hash>.<ext>`): a new release has new names, so a browser keeps
 * them for a year without asking again. Everything else (index.html, the favicon) is checked on every use.
 */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/** The largest form-urlencoded body (an ePay notification is a few KB). */
const FORM_BODY_LIMIT_BYTES = 64 * 1024;

/** Builds the application: the API under /api and, when built, the web app at /. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const logger = createLogger(config.logLevel);
  const adapter = new FastifyAdapter({
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: config.bodyLimitBytes,
    loggerInstance: logger,
    trustProxy: process.env.TRUST_PROXY ?? false,
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(logger),
  });
  app.setGlobalPrefix(API_PREFIX);
  // The realtime hub at /socket.io; with REDIS_URL its rooms span every API process.
  app.useWebSocketAdapter(await realtimeAdapter(app, config.redisUrl));
  // Uploads (multipart/form-data); each upload route sets its own, smaller limits and checks the type.
  await app.register(fastifyMultipart, { limits: { fileSize: config.uploadLimitBytes, files: 20, fields: 50 } });
  const fastify = app.getHttpAdapter().getInstance();
  // Form posts (only ePay's notifications, docs/online-payments.md): a small body.
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit: FORM_BODY_LIMIT_BYTES });
  const csp = webAppCsp(config.epayUrl);
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('Referrer-Policy', 'same-origin');
    void reply.header('X-Frame-Options', 'DENY');
    // Every page of the web app carries its policy, however it was served: a client route, `/`, or the file
    // itself (`/index.html` through the static handler). The API's own HTML (its documentation page) sets its own.
    const path = request.url.split('?')[0]!;
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (html && !isApiPath(path)) {
      void reply.header('Content-Security-Policy', csp);
      void reply.header('Cache-Control', 'no-cache');
    }
  });
  if (config.webRoot && existsSync(join(config.webRoot, 'index.html'))) {
    const webRoot = config.webRoot;
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text file (apps/web/vite-precompress.ts): the browser gets the
      // one it accepts (brotli first), with `Vary: Accept-Encoding`, or the file itself.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = relative(webRoot, path).startsWith(`assets${sep}`);
        void reply.header('Cache-Control', hashed ? HASHED_ASSET_CACHE : 'no-cache');
      },
    });
    // Client-side routes (/login, /kids/records, …) all answer with the app's page, compressed like the file itself.
    fastify.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0]!;
      if (request.method !== 'GET' || isApiPath(path)) return;
      if (path !== '/' && isFile(webRoot, path)) return;
      // The policy is added by the onSend hook above, as for the file served directly. A route the build prerendered
      // (/login → login.html, its form usable before the scripts arrive: apps/web/vite-early-sign-in.ts) gets its page.
      const prerendered = /^\/[a-z-]+$/.test(path) && isFile(webRoot, `${path}.html`);
      return reply.sendFile(prerendered ? `${path.slice(1)}.html` : 'index.html');
    });
  }
  return app;
}

function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower.startsWith(`/${API_PREFIX}/`) || lower === `/${API_PREFIX}`;
}

function isFile(root: string, urlPath: string): boolean {
  try {
    return existsSync(join(root, decodeURIComponent(urlPath)));
  } catch {
    return false;
  }
}

export async function bootstrap(overrides: Partial<AppConfig> = {}): Promise<NestFastifyApplication> {
  const config = configFromEnv(overrides);
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  return app;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  bootstrap()
    .then((app) => app.enableShutdownHooks())
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
