// `npm start`: the whole product from one command. Builds what is not built, starts PostgreSQL (embedded under
// .data/ unless DATABASE_URL is set), migrates, seeds the demo data once, and serves the API under /api and the
// web app at / from one process.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createECDH, randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedDatabase } from './lib/embedded-database.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, '.data');
const port = Number(process.env.PORT ?? 3000);
// Only this machine by default: the demo accounts share a published password. HOST=0.0.0.0 opens every interface.
const host = process.env.HOST || '127.0.0.1';
const production = process.env.NODE_ENV === 'production';
mkdirSync(dataDir, { recursive: true });

function step(text) {
  console.log(`\x1b[36m▸\x1b[0m ${text}`);
}

function build() {
  step('Сглобяване (nx, с кеш)…');
  execFileSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
}

/** A secret kept under .data/ so that sign-ins survive a restart; JWT_SECRET overrides it. */
function jwtSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * The key that seals secrets at rest (a provider's ePay secret, apps/api/src/platform/secrets), kept under .data/ so that
 * stored secrets still open after a restart; KG_SECRETS_KEY overrides it. In production the variable is required (the
 * API refuses to start without it), so none is made up here.
 */
function secretsKey() {
  if (process.env.KG_SECRETS_KEY || production) return;
  const file = join(dataDir, 'secrets-key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600 });
  // Set in the environment: the API (configFromEnv) and the demo seed read the same key.
  process.env.KG_SECRETS_KEY = readFileSync(file, 'utf8').trim();
}

/**
 * The VAPID key pair of Web Push (docs/pwa.md), kept under .data/ so that the devices that turned notifications on
 * keep receiving them after a restart; VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY override it.
 */
function vapidKeys() {
  if (process.env.VAPID_PUBLIC_KEY || production) return;
  const file = join(dataDir, 'vapid.json');
  if (!existsSync(file)) {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { publicKey: ecdh.getPublicKey('base64url'), privateKey: ecdh.getPrivateKey('base64url') };
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  const keys = JSON.parse(readFileSync(file, 'utf8'));
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY = keys.privateKey;
}

async function database() {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  step('PostgreSQL (вграден, данни в .data/postgres)…');
  const server = await startEmbeddedDatabase({
    dataDir: join(dataDir, 'postgres'),
    port: Number(process.env.PG_PORT ?? 0) || undefined,
  });
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'kindergarten'`);
  if (!exists.rowCount) await admin.query('CREATE DATABASE kindergarten');
  await admin.end();
  return { url: server.url('kindergarten'), stop: () => server.stop() };
}

if (process.env.SKIP_BUILD !== 'true') build();
secretsKey();
vapidKeys();
const db = await database();
// The local ePay (tools/epay-simulator) for the demo, unless EPAY_URL points at ePay itself (never in production).
const epaySimulator =
  process.env.EPAY_URL || production
    ? null
    : await (
        await import('./epay-simulator/simulator.mjs')
      ).startEpaySimulator({ port: Number(process.env.EPAY_SIM_PORT ?? 3100) });
step('Приложение (миграциите се изпълняват при старт)…');
const { bootstrap } = await import('../apps/api/dist/main.js');
const app = await bootstrap({
  databaseUrl: db.url,
  port,
  host,
  jwtSecret: jwtSecret(),
  webRoot: join(root, 'apps/web/dist'),
  ...(epaySimulator ? { epayUrl: epaySimulator.url } : {}),
});

const { seedDemo, DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('./dist/seed/demo.js');
// The demo accounts share a published password: never in production (seedDemo refuses it too).
const seedWanted = process.env.SEED_DEMO !== 'false' && !production;
if (production) step('NODE_ENV=production: демо данните не се зареждат.');
if (seedWanted) {
  const { seeded } = await seedDemo(db.url);
  step(seeded ? 'Демо данните са заредени.' : 'Демо данните вече са заредени.');
}

if (epaySimulator) {
  // The demo providers with ePay (docs/activities.md: demo-only КИН and secret) are the simulator's merchants.
  const { DEMO_EPAY } = await import('./dist/seed/activity-providers-seed.js');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const { rows } = await client.query(`SELECT id FROM activity_providers WHERE epay_min = $1`, [DEMO_EPAY.min]);
  await client.end();
  for (const { id } of rows) {
    epaySimulator.addMerchant({
      ...DEMO_EPAY,
      notificationUrl: `http://127.0.0.1:${port}/api/payments/epay/notifications/${id}`,
    });
  }
  step(`Симулатор на ePay: ${epaySimulator.url} (каса на EasyPay: ${epaySimulator.url}/ezp/desk)`);
}

const shownHost = host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(
  `\nАсистент за детски градини работи на \x1b[1mhttp://${shownHost}:${port}\x1b[0m (API: /api, документация: /api/docs)`,
);
console.log(
  host === '127.0.0.1'
    ? 'Достъпен е само от този компютър (HOST=0.0.0.0 го отваря към мрежата).\n'
    : `Слуша на ${host}: достъпен е и от други компютри.\n`,
);
if (!production) {
  console.log(`Демо профили (парола ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(26)} ${account.role}`);
}
console.log('\nСпиране: Ctrl+C');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await epaySimulator?.close();
    await db.stop();
    process.exit(0);
  });
}
