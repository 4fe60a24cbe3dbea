import type { MigrationInterface, QueryRunner } from 'typeorm';
import { APP_ROLE } from './tenancy.js';

/**
 * Data versions (docs/ARCHITECTURE.md "Data versions and the versioned cache"): one counter per kindergarten and
 * topic, bumped in the writing transaction by a DEFERRABLE INITIALLY DEFERRED constraint trigger on every table an
 * answer of the topic reads, so that an API process can answer a cached copy while the counter it was computed at is
 * still current (apps/api/src/platform/cache).
 *
 * - Deferred: the version row is locked only at commit, after the rows the transaction wrote (no deadlock with them),
 *   and a rolled-back transaction bumps nothing.
 * - Once per transaction, kindergarten and topic: a transaction-local setting guards the UPDATE.
 * - A counter starts at the clock in milliseconds and then counts up by one, so a version (and an ETag) seen before a
 *   database was rebuilt is not met again.
 * - Kindergarten 0 is the national row (national days off): `data_version()` answers the sum of the kindergarten's
 *   and the national counter, which grows whenever either does.
 * - The table belongs to the schema owner only: the app role reads it through `data_version()` and writes it only
 *   through the triggers (SECURITY DEFINER), so a version is bumped for another kindergarten too (a guest child renamed
 *   at home changes the host's grid) without the app role reaching that kindergarten's rows.
 *
 * Topic 'attendance' covers the children's monthly grid (docs/attendance.md "Speed"): its cells, requests, medical
 * notes, family-reason caps, group placements and guest placements, children's names, groups, teachers of groups,
 * parents, school years, the kindergarten's settings, module locks and days off.
 */
const ATTENDANCE_TABLES = [
  'student_attendances',
  'student_attendance_requests',
  'student_medical_notes',
  'family_absence_limits',
  'student_classes',
  'guest_placements',
  'classes',
  'class_teachers',
  'teachers',
  'parents',
  'student_parents',
  'kindergarten_periods',
  'module_locks',
  'kindergarten_days_off',
];

export class DataVersions1795300023000 implements MigrationInterface {
  name = 'DataVersions1795300023000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE data_versions (
        kindergarten_id integer NOT NULL,
        topic text NOT NULL,
        version bigint NOT NULL,
        PRIMARY KEY (kindergarten_id, topic)
      )`);
    await queryRunner.query(`REVOKE ALL ON data_versions FROM ${APP_ROLE}`);
    await queryRunner.query(`
      CREATE FUNCTION bump_data_version(p_kindergarten_id integer, p_topic text) RETURNS void
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
      DECLARE
        guard text := 'app.bumped_' || p_topic || '_' || p_kindergarten_id;
      BEGIN
        IF p_kindergarten_id IS NULL OR current_setting(guard, true) = '1' THEN RETURN; END IF;
        PERFORM set_config(guard, '1', true);
        INSERT INTO data_versions AS v (kindergarten_id, topic, version)
        VALUES (p_kindergarten_id, p_topic, (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
        ON CONFLICT (kindergarten_id, topic) DO UPDATE SET version = v.version + 1;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION data_version(p_kindergarten_id integer, p_topic text) RETURNS bigint
      LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
        SELECT coalesce(sum(version), 0)::bigint FROM data_versions
         WHERE topic = p_topic AND kindergarten_id IN (p_kindergarten_id, 0)
      $$`);
    const triggerFunction = (name: string, body: string, declare = ''): Promise<unknown> =>
      queryRunner.query(`
        CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
        ${declare ? `DECLARE ${declare}` : ''}
        BEGIN
          ${body}
          RETURN NULL;
        END $$`);
    // Rows of a kindergarten-owned table: its kindergarten (both, when an UPDATE moves the row).
    await triggerFunction(
      'data_version_row_changed',
      `IF TG_OP <> 'INSERT' THEN PERFORM bump_data_version(OLD.kindergarten_id, TG_ARGV[0]); END IF;
       IF TG_OP <> 'DELETE' THEN PERFORM bump_data_version(NEW.kindergarten_id, TG_ARGV[0]); END IF;`,
    );
    // A child: its kindergarten and every kindergarten where it is a guest (the host shows its names).
    await triggerFunction(
      'data_version_student_changed',
      `IF TG_OP <> 'INSERT' THEN PERFORM bump_data_version(OLD.kindergarten_id, TG_ARGV[0]); child := OLD.id; END IF;
       IF TG_OP <> 'DELETE' THEN PERFORM bump_data_version(NEW.kindergarten_id, TG_ARGV[0]); child := NEW.id; END IF;
       FOR host IN SELECT DISTINCT gp.kindergarten_id FROM guest_placements gp WHERE gp.student_id = child LOOP
         PERFORM bump_data_version(host, TG_ARGV[0]);
       END LOOP;`,
      'child integer; host integer;',
    );
    await triggerFunction(
      'data_version_kindergarten_changed',
      `PERFORM bump_data_version(CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END, TG_ARGV[0]);`,
    );
    // National days off: the national row (kindergarten 0), added to every kindergarten's version.
    await triggerFunction('data_version_national_changed', `PERFORM bump_data_version(0, TG_ARGV[0]);`);
    for (const fn of [
      'bump_data_version(integer, text)',
      'data_version_row_changed()',
      'data_version_student_changed()',
      'data_version_kindergarten_changed()',
      'data_version_national_changed()',
    ]) {
      await queryRunner.query(`REVOKE EXECUTE ON FUNCTION ${fn} FROM PUBLIC`);
    }
    await queryRunner.query(`REVOKE EXECUTE ON FUNCTION data_version(integer, text) FROM PUBLIC`);
    await queryRunner.query(`GRANT EXECUTE ON FUNCTION data_version(integer, text) TO ${APP_ROLE}`);

    const trigger = (table: string, fn: string): Promise<unknown> =>
      queryRunner.query(
        `CREATE CONSTRAINT TRIGGER "${table}_attendance_version" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${fn}('attendance')`,
      );
    for (const table of ATTENDANCE_TABLES) await trigger(table, 'data_version_row_changed');
    await trigger('students', 'data_version_student_changed');
    await trigger('kindergartens', 'data_version_kindergarten_changed');
    await trigger('national_days_off', 'data_version_national_changed');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...ATTENDANCE_TABLES, 'students', 'kindergartens', 'national_days_off']) {
      await queryRunner.query(`DROP TRIGGER "${table}_attendance_version" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION data_version_national_changed()`);
    await queryRunner.query(`DROP FUNCTION data_version_kindergarten_changed()`);
    await queryRunner.query(`DROP FUNCTION data_version_student_changed()`);
    await queryRunner.query(`DROP FUNCTION data_version_row_changed()`);
    await queryRunner.query(`DROP FUNCTION data_version(integer, text)`);
    await queryRunner.query(`DROP FUNCTION bump_data_version(integer, text)`);
    await queryRunner.query(`DROP TABLE data_versions`);
  }
}
