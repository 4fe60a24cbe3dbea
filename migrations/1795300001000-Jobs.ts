import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Background jobs (apps/api/src/platform/jobs): written in the transaction of the change that needs them, so a job
 * exists exactly when its change committed; workers claim them with SKIP LOCKED and retry with backoff.
 */
export class Jobs1795300001000 implements MigrationInterface {
  name = 'Jobs1795300001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE jobs (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        queue varchar(50) NOT NULL,
        payload jsonb NOT NULL,
        run_at timestamptz NOT NULL DEFAULT now(),
        attempts integer NOT NULL DEFAULT 0,
        max_attempts integer NOT NULL DEFAULT 8,
        locked_until timestamptz,
        last_error text,
        failed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE failed_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE jobs`);
  }
}
