import type { MigrationInterface, QueryRunner } from 'typeorm';
import { disableTenancy, enableAudit, enableTenancy } from './tenancy.js';

/**
 * Days off (spec 1 §3 "Days-off type", §4) and module locks (spec 1 §3 "Module lock group"); docs/days-off.md.
 * - national_days_off: the master's official holidays and national days; no kindergarten, read by every signed-in
 *   user, written only by the master (a policy says so as well as the routes).
 * - kindergarten_days_off: a kindergarten's own days, optionally for one group, in one of its school years.
 * - module_locks: per kindergarten and lock group, entry is refused up to and including locked_until.
 */
export class DaysOff1795300004000 implements MigrationInterface {
  name = 'DaysOff1795300004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE national_days_off (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        from_date date NOT NULL,
        to_date date NOT NULL,
        name varchar(200) NOT NULL,
        type smallint NOT NULL CHECK (type BETWEEN 0 AND 3),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (from_date <= to_date),
        UNIQUE (from_date, to_date)
      )`);
    await queryRunner.query(`CREATE INDEX national_days_off_to_date_idx ON national_days_off (to_date)`);
    await queryRunner.query(`ALTER TABLE national_days_off ENABLE ROW LEVEL SECURITY`);
    await queryRunner.query(`CREATE POLICY national_days_off_read ON national_days_off FOR SELECT USING (true)`);
    const master = `(current_setting('app.all_kindergartens', true) = 'on')`;
    await queryRunner.query(`CREATE POLICY national_days_off_insert ON national_days_off FOR INSERT WITH CHECK ${master}`);
    await queryRunner.query(
      `CREATE POLICY national_days_off_update ON national_days_off FOR UPDATE USING ${master} WITH CHECK ${master}`,
    );
    await queryRunner.query(`CREATE POLICY national_days_off_delete ON national_days_off FOR DELETE USING ${master}`);
    await enableAudit(queryRunner, 'national_days_off');

    await queryRunner.query(`
      CREATE TABLE kindergarten_days_off (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kindergarten_id integer NOT NULL REFERENCES kindergartens(id),
        period_id integer NOT NULL,
        class_id integer,
        from_date date NOT NULL,
        to_date date NOT NULL,
        name varchar(200) NOT NULL,
        type smallint NOT NULL CHECK (type BETWEEN 0 AND 3),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (from_date <= to_date),
        FOREIGN KEY (period_id, kindergarten_id) REFERENCES kindergarten_periods (id, kindergarten_id),
        FOREIGN KEY (class_id, kindergarten_id) REFERENCES classes (id, kindergarten_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX kindergarten_days_off_period_idx ON kindergarten_days_off (kindergarten_id, period_id, from_date)`,
    );
    await queryRunner.query(
      `CREATE INDEX kindergarten_days_off_dates_idx ON kindergarten_days_off (kindergarten_id, to_date, from_date)`,
    );
    await queryRunner.query(`CREATE INDEX kindergarten_days_off_class_idx ON kindergarten_days_off (class_id)`);
    await enableTenancy(queryRunner, 'kindergarten_days_off');

    await queryRunner.query(`
      CREATE TABLE module_locks (
        kindergarten_id integer NOT NULL REFERENCES kindergartens(id),
        lock_group smallint NOT NULL CHECK (lock_group BETWEEN 1 AND 5),
        locked_until date NOT NULL,
        updated_by integer REFERENCES users(id),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kindergarten_id, lock_group)
      )`);
    await enableTenancy(queryRunner, 'module_locks');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await disableTenancy(queryRunner, 'module_locks');
    await queryRunner.query(`DROP TABLE module_locks`);
    await disableTenancy(queryRunner, 'kindergarten_days_off');
    await queryRunner.query(`DROP TABLE kindergarten_days_off`);
    await disableTenancy(queryRunner, 'national_days_off');
    await queryRunner.query(`DROP TABLE national_days_off`);
  }
}
