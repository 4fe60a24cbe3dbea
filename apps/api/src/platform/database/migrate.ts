import type { DataSource } from 'typeorm';

const MIGRATION_LOCK = 7_300_001;

/**
 * Runs pending migrations under a PostgreSQL advisory lock, so that API replicas starting together
 * migrate once and the others wait, then find nothing to do.
 */
export async function migrateWithLock(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
