import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { migrations } from '@kg/migrations';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createApp } from '../src/main.js';
import { type AppConfig, configFromEnv } from '../src/platform/config/config.js';

const adminUrl = (): string => {
  const url = process.env.TEST_DATABASE_ADMIN_URL;
  if (!url) throw new Error('TEST_DATABASE_ADMIN_URL is not set: run the API tests through jest (global setup)');
  return url;
};
const urlFor = (database: string): string => adminUrl().replace(/\/[^/]+$/, `/${database}`);
const TEMPLATE = (): string => process.env.TEST_DATABASE_TEMPLATE ?? 'kg_template';

/** Migrates the template once per run; test files wait on an advisory lock while another one does it. */
async function ensureMigratedTemplate(): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(7301)');
    const marker = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1 AND datallowconn AND NOT datistemplate`, [
      TEMPLATE(),
    ]);
    if (marker.rowCount) {
      const dataSource = new DataSource({
        type: 'postgres',
        url: urlFor(TEMPLATE()),
        migrations,
        migrationsTransactionMode: 'each',
      });
      await dataSource.initialize();
      await dataSource.runMigrations();
      await dataSource.destroy();
      await admin.query(`ALTER DATABASE ${TEMPLATE()} WITH IS_TEMPLATE true`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(7301)');
    await admin.end();
  }
}

/** A database of this test file's own, cloned from the migrated template. */
export async function createTestDatabase(): Promise<string> {
  await ensureMigratedTemplate();
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE()}`);
  } finally {
    await admin.end();
  }
  return urlFor(name);
}

export interface TestApp {
  app: NestFastifyApplication;
  /** For supertest: `request(t.http)`. */
  http: NestFastifyApplication['getHttpServer'] extends () => infer S ? S : never;
  /** The schema owner's connection: for arranging data and checking effects, outside row-level security. */
  db: pg.Pool;
  databaseUrl: string;
  close(): Promise<void>;
}

export async function startTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const databaseUrl = await createTestDatabase();
  const config = configFromEnv({ databaseUrl, jwtSecret: 'test-secret', logLevel: 'silent', smtpUrl: null, ...overrides });
  const app = await createApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  return {
    app,
    http: app.getHttpServer(),
    db,
    databaseUrl,
    async close() {
      await app.close();
      await db.end();
    },
  };
}
