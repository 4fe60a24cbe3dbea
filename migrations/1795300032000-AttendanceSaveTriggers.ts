import type { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from './tenancy.js';

/**
 * The attendance save writes one day of a whole group (~20 cells) in one statement (docs/attendance.md "Speed"). The
 * deferred data-version trigger of 1795300023000 queued one event per cell, each a SECURITY DEFINER plpgsql call at
 * commit that found the version already bumped. It stays deferred (the version row is locked at commit only, after the
 * rows written), but is queued only for the first row of each kindergarten in the transaction:
 * `data_version_first_in_transaction()` in its WHEN clause, evaluated when the row is written. Its mark is
 * transaction-local and, like the queued event, undone with a rolled-back savepoint. An UPDATE that moves a row to
 * another kindergarten is always queued (the trigger function bumps both).
 *
 * The row-level audit trigger stays: a statement-level one reading transition tables was measured slower here (its
 * queries on the transition tables are planned again on every call: 1.7 ms against 0.7 ms for 20 rows).
 */
const TABLE = 'student_attendances';

export class AttendanceSaveTriggers1795300032000 implements MigrationInterface {
  name = 'AttendanceSaveTriggers1795300032000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION data_version_first_in_transaction(p_kindergarten_id integer, p_topic text) RETURNS boolean
      LANGUAGE sql VOLATILE AS $$
        SELECT CASE
          WHEN current_setting('app.queued_' || p_topic || '_' || p_kindergarten_id, true) = '1' THEN false
          ELSE set_config('app.queued_' || p_topic || '_' || p_kindergarten_id, '1', true) = '1'
        END
      $$`);
    await queryRunner.query(`REVOKE EXECUTE ON FUNCTION data_version_first_in_transaction(integer, text) FROM PUBLIC`);
    await queryRunner.query(`GRANT EXECUTE ON FUNCTION data_version_first_in_transaction(integer, text) TO ${APP_ROLE}`);
    // The same body as data_version_row_changed(), under its own name: 1795300023000's down drops that function.
    await queryRunner.query(`
      CREATE FUNCTION data_version_cell_written() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM bump_data_version(OLD.kindergarten_id, TG_ARGV[0]); END IF;
        IF TG_OP <> 'DELETE' THEN PERFORM bump_data_version(NEW.kindergarten_id, TG_ARGV[0]); END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`REVOKE EXECUTE ON FUNCTION data_version_cell_written() FROM PUBLIC`);
    // The UPDATE trigger keeps 1795300023000's name (its down drops it by that name).
    await queryRunner.query(`DROP TRIGGER "${TABLE}_attendance_version" ON "${TABLE}"`);
    const versionTrigger = (name: string, event: string, when: string, fn: string): Promise<unknown> =>
      queryRunner.query(
        `CREATE CONSTRAINT TRIGGER "${name}" AFTER ${event} ON "${TABLE}"
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION ${fn}('attendance')`,
      );
    await versionTrigger(
      `${TABLE}_attendance_version`,
      'UPDATE',
      `OLD.kindergarten_id IS DISTINCT FROM NEW.kindergarten_id
       OR data_version_first_in_transaction(NEW.kindergarten_id, 'attendance')`,
      'data_version_row_changed',
    );
    await versionTrigger(
      `${TABLE}_attendance_version_insert`,
      'INSERT',
      `data_version_first_in_transaction(NEW.kindergarten_id, 'attendance')`,
      'data_version_cell_written',
    );
    await versionTrigger(
      `${TABLE}_attendance_version_delete`,
      'DELETE',
      `data_version_first_in_transaction(OLD.kindergarten_id, 'attendance')`,
      'data_version_cell_written',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['', '_insert', '_delete']) {
      await queryRunner.query(`DROP TRIGGER "${TABLE}_attendance_version${name}" ON "${TABLE}"`);
    }
    await queryRunner.query(`DROP FUNCTION data_version_cell_written()`);
    await queryRunner.query(`DROP FUNCTION data_version_first_in_transaction(integer, text)`);
    await queryRunner.query(
      `CREATE CONSTRAINT TRIGGER "${TABLE}_attendance_version" AFTER INSERT OR UPDATE OR DELETE ON "${TABLE}"
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION data_version_row_changed('attendance')`,
    );
  }
}
