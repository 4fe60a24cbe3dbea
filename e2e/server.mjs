// Starts the real product for the browser tests, the way `npm start` does: an embedded PostgreSQL, the API built
// in apps/api/dist (migrations run on boot) serving the web app built in apps/web/dist, and the demo data.
// The database is prepared once per run (startTemplate) and copied for each test file (startProduct).
// Run it alone (`node e2e/server.mjs`) to get a product to click through by hand.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { installShiftedClock } from '../tools/lib/clock.mjs';
import { startEpaySimulator } from '../tools/epay-simulator/simulator.mjs';
import { PUSH_SIMULATOR_CA_FILE, startPushSimulator } from '../tools/push-simulator/simulator.mjs';
import { freePort, startEmbeddedDatabase } from '../tools/lib/embedded-database.mjs';

// The tests' one clock (KG_CLOCK_SHIFT_DAYS): this process (the test file with its API) runs on it.
installShiftedClock();

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API_MAIN = join(ROOT, 'apps/api/dist/main.js');
const WEB_ROOT = join(ROOT, 'apps/web/dist');
const DEMO_SEED = join(ROOT, 'tools/dist/seed/demo.js');
const PROVIDERS_SEED = join(ROOT, 'tools/dist/seed/activity-providers-seed.js');
const API_CONFIG = join(ROOT, 'apps/api/dist/platform/config/config.js');
const PASSWORD_HASHING = join(ROOT, 'apps/api/dist/areas/identity/services/passwords.js');

/** The director the journeys sign in as. Created by the tests, so they never depend on the demo data's details. */
export const DIRECTOR = {
  email: 'e2e.director@detska-gradina.bg',
  password: 'Slanchitse2026',
  firstName: 'Елена',
  lastName: 'Петрова',
  kindergarten: 'ДГ № 7 „Звездица“',
  settlementId: 68134, // София
  city: 'София',
};

function assertBuilt() {
  const missing = [API_MAIN, join(WEB_ROOT, 'index.html')].filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(`Build first (cd ${ROOT} && npx nx run-many -t build); missing: ${missing.join(', ')}`);
  }
}

/** A kindergarten with an active school year and its director (the SQL of apps/api/test/factories.ts). */
async function createDirector(databaseUrl) {
  const { hashPassword } = await import(pathToFileURL(PASSWORD_HASHING).href);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('BEGIN');
    const kindergarten = await db.query(
      `INSERT INTO kindergartens (name, type, settlement_id, address) VALUES ($1, 2, $2, 'ул. „Черни връх“ 12') RETURNING id`,
      [DIRECTOR.kindergarten, DIRECTOR.settlementId],
    );
    const kindergartenId = kindergarten.rows[0].id;
    const year = new Date().getMonth() >= 8 ? new Date().getFullYear() : new Date().getFullYear() - 1;
    await db.query(
      `INSERT INTO kindergarten_periods (kindergarten_id, name, from_date, to_date, is_active) VALUES ($1, $2, $3, $4, true)`,
      [kindergartenId, `${year}/${year + 1}`, `${year}-09-15`, `${year + 1}-08-31`],
    );
    const user = await db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, user_type, is_active, selected_kindergarten_id)
       VALUES ($1, $2, $3, $4, 1, true, $5) RETURNING id`,
      [DIRECTOR.email, await hashPassword(DIRECTOR.password), DIRECTOR.firstName, DIRECTOR.lastName, kindergartenId],
    );
    await db.query(`INSERT INTO kindergarten_users (kindergarten_id, user_id, role) VALUES ($1, $2, 1)`, [
      kindergartenId,
      user.rows[0].id,
    ]);
    await db.query('COMMIT');
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  } finally {
    await db.end();
  }
}

/** The demo providers with ePay (demo-only КИН and secret, docs/activities.md) become the simulator's merchants. */
async function registerDemoMerchants(epay, databaseUrl, baseUrl) {
  if (!existsSync(PROVIDERS_SEED)) return;
  const { DEMO_EPAY } = await import(pathToFileURL(PROVIDERS_SEED).href);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(`SELECT id FROM activity_providers WHERE epay_min = $1`, [DEMO_EPAY.min]);
    for (const { id } of rows) {
      epay.addMerchant({ ...DEMO_EPAY, notificationUrl: `${baseUrl}/api/payments/epay/notifications/${id}` });
    }
  } finally {
    await db.end();
  }
}

const TEMPLATE = 'kg_e2e_template';
const clone = () => `e2e_${randomBytes(6).toString('hex')}`;

/**
 * One PostgreSQL and one product database to copy from: migrated (by booting the API once on it), with the demo data
 * and the e2e director. e2e/run.mjs starts it once per run and hands it to every test file through the environment
 * (KG_E2E_DATABASE_URL, KG_E2E_TEMPLATE); each file then clones a database of its own in a fraction of a second.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ adminUrl: string, template: string, stop: () => Promise<void> }>}
 */
export async function startTemplate(options = {}) {
  const log = options.log ?? (() => {});
  assertBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'kg-e2e-pg-'));
  let database;
  try {
    database = await startEmbeddedDatabase({ dataDir, fast: true, persistent: false });
    await database.createDatabase(TEMPLATE);
    const databaseUrl = database.url(TEMPLATE);
    const { createApp } = await import(pathToFileURL(API_MAIN).href);
    const { configFromEnv } = await import(pathToFileURL(API_CONFIG).href);
    // Initialising the application runs the migrations (platform/database); it never listens.
    const app = await createApp(configFromEnv({ databaseUrl, logLevel: 'warn', jwtSecret: 'e2e', jobsPollMs: 0 }));
    await app.init();
    await app.close();
    if (existsSync(DEMO_SEED)) {
      const { seedDemo } = await import(pathToFileURL(DEMO_SEED).href);
      await seedDemo(databaseUrl);
      log('demo data seeded');
    } else {
      log('tools/dist/seed/demo.js not built yet: only the e2e director is created');
    }
    await createDirector(databaseUrl);
    await database.markTemplate(TEMPLATE);
  } catch (error) {
    await database?.stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    adminUrl: database.url('postgres'),
    template: TEMPLATE,
    async stop() {
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement as the database owner (creating and dropping the test file's database). */
async function admin(adminUrl, statement) {
  const db = new pg.Client({ connectionString: adminUrl });
  await db.connect();
  try {
    await db.query(statement);
  } finally {
    await db.end();
  }
}

/**
 * The product for one test file: a database cloned from the run's template (or, run alone, from a template of its
 * own), the built API on a free port serving the built web app, its own files folder.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ baseUrl: string, databaseUrl: string, stop: () => Promise<void>, app: import('@nestjs/common').INestApplication,
 *   epay: import('../tools/epay-simulator/simulator.mjs').EpaySimulator,
 *   push: import('../tools/push-simulator/simulator.mjs').PushSimulator,
 *   demo: { accounts: { email: string, role: string }[], password: string } | null }>} demo: null when tools/dist/seed is not built;
 *   app: the running Nest application (e.g. `app.get(RealtimeService)` to push an event)
 */
export async function startProduct(options = {}) {
  const log = options.log ?? (() => {});
  assertBuilt();
  const shared = process.env.KG_E2E_DATABASE_URL && process.env.KG_E2E_TEMPLATE;
  const own = shared ? null : await startTemplate({ log });
  const adminUrl = own?.adminUrl ?? process.env.KG_E2E_DATABASE_URL;
  const template = own?.template ?? process.env.KG_E2E_TEMPLATE;
  const name = clone();
  const filesDir = mkdtempSync(join(tmpdir(), 'kg-e2e-files-'));
  let app;
  let epay;
  let push;
  let cloned = false;
  const cleanUp = async () => {
    await epay?.close().catch(() => {});
    await push?.stop().catch(() => {});
    if (cloned) await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await own?.stop();
    rmSync(filesDir, { recursive: true, force: true });
  };
  try {
    await admin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    cloned = true;
    const databaseUrl = adminUrl.replace(/\/[^/]+$/, `/${name}`);
    const port = await freePort();
    // The local ePay (tools/epay-simulator, docs/online-payments.md): the API posts to it and it notifies the API.
    epay = await startEpaySimulator({ retryDelaysMs: [200, 1000], log: false });
    // A local Web Push service (tools/push-simulator, docs/pwa.md): a test subscribes a page to it.
    push = await startPushSimulator();
    const { bootstrap } = await import(pathToFileURL(API_MAIN).href);
    app = await bootstrap({
      databaseUrl,
      port,
      webRoot: WEB_ROOT,
      filesDir,
      logLevel: 'warn',
      jwtSecret: 'e2e',
      epayUrl: epay.url,
      pushCaFile: PUSH_SIMULATOR_CA_FILE,
      // ePay's return addresses (URL_OK, URL_CANCEL) must be the origin the browser signed in at.
      publicUrl: `http://127.0.0.1:${port}`,
    });
    await registerDemoMerchants(epay, databaseUrl, `http://127.0.0.1:${port}`);

    let demo = null;
    if (existsSync(DEMO_SEED)) {
      const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import(pathToFileURL(DEMO_SEED).href);
      demo = { accounts: DEMO_ACCOUNTS ?? [], password: DEMO_PASSWORD };
    } else {
      log('tools/dist/seed/demo.js not built yet: only the e2e director is created');
    }

    return {
      baseUrl: `http://127.0.0.1:${port}`,
      databaseUrl,
      demo,
      app,
      epay,
      push,
      async stop() {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await cleanUp().catch(() => {});
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const product = await startProduct({ log: console.log });
  console.log(`Product at ${product.baseUrl} — sign in as ${DIRECTOR.email} / ${DIRECTOR.password}. Ctrl+C stops it.`);
  const stop = async () => {
    await product.stop();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
