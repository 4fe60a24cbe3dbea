import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Plain JavaScript shared with the start script, typed by its JSDoc (checked by e2e/tsconfig.json).
import { startEmbeddedDatabase } from '../../../tools/lib/embedded-database.mjs';

/** One PostgreSQL for the whole run; every test file clones its own database from a migrated template. */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_ADMIN_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'kg-test-pg-'));
  const database = await startEmbeddedDatabase({ dataDir, fast: true, persistent: false });
  await database.createDatabase('kg_template');
  process.env.TEST_DATABASE_ADMIN_URL = database.url('postgres');
  process.env.TEST_DATABASE_TEMPLATE = 'kg_template';
  (globalThis as { __kgDatabase?: unknown }).__kgDatabase = database;
}
