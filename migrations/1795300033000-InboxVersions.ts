import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the cached inbox and the teacher's dashboard read outside the tables of their topics
 * (docs/messages.md and docs/dashboards.md "Speed"; the mechanism: migrations/1795300023000-DataVersions.ts):
 *
 * - **A renamed user** (`users` first_name, last_name, user_type: the author shown on every inbox row) bumps topic
 *   'communication' of every kindergarten where the user is a member or has messages (a former member's messages stay
 *   in their kindergarten): `users` has no kindergarten of its own. Row-level, deferred like every version trigger (the
 *   version row is locked at commit only, a rollback bumps nothing), fired only when one of those columns changes
 *   (`UPDATE OF … WHEN`), so a sign-in, a password or a kindergarten switch bumps nothing.
 * - **Substitutions** (`teacher_substitutions`, `teacher_substitution_days`: the teacher's dashboard of the day) bump
 *   topic 'staff', through a function of this migration with the body of `data_version_row_changed()` (1795300023000's
 *   down drops that one, which a trigger of a later migration would block).
 */
const STAFF_TABLES = ['teacher_substitutions', 'teacher_substitution_days'];
const USER_NAME_COLUMNS = ['first_name', 'last_name', 'user_type'];

export class InboxVersions1795300033000 implements MigrationInterface {
  name = 'InboxVersions1795300033000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string): Promise<unknown> => queryRunner.query(sql);
    await q(`
      CREATE FUNCTION data_version_user_renamed() RETURNS trigger
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
      DECLARE kindergarten integer;
      BEGIN
        FOR kindergarten IN
          SELECT ku.kindergarten_id FROM kindergarten_users ku WHERE ku.user_id = NEW.id
          UNION
          SELECT DISTINCT r.kindergarten_id FROM message_recipients r WHERE r.user_id = NEW.id
        LOOP
          PERFORM bump_data_version(kindergarten, TG_ARGV[0]);
        END LOOP;
        RETURN NULL;
      END $$`);
    await q(`
      CREATE FUNCTION data_version_substitution_changed() RETURNS trigger
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN PERFORM bump_data_version(OLD.kindergarten_id, TG_ARGV[0]); END IF;
        IF TG_OP <> 'DELETE' THEN PERFORM bump_data_version(NEW.kindergarten_id, TG_ARGV[0]); END IF;
        RETURN NULL;
      END $$`);
    for (const fn of ['data_version_user_renamed()', 'data_version_substitution_changed()']) {
      await q(`REVOKE EXECUTE ON FUNCTION ${fn} FROM PUBLIC`);
    }
    const changed = USER_NAME_COLUMNS.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(' OR ');
    await q(
      `CREATE CONSTRAINT TRIGGER users_communication_version AFTER UPDATE OF ${USER_NAME_COLUMNS.join(', ')} ON users
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (${changed})
       EXECUTE FUNCTION data_version_user_renamed('communication')`,
    );
    for (const table of STAFF_TABLES) {
      await q(
        `CREATE CONSTRAINT TRIGGER "${table}_staff_version" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION data_version_substitution_changed('staff')`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of STAFF_TABLES) await queryRunner.query(`DROP TRIGGER "${table}_staff_version" ON "${table}"`);
    await queryRunner.query(`DROP TRIGGER users_communication_version ON users`);
    await queryRunner.query(`DROP FUNCTION data_version_substitution_changed()`);
    await queryRunner.query(`DROP FUNCTION data_version_user_renamed()`);
  }
}
