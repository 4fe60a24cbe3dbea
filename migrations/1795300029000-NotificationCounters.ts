import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The badge counters (docs/notifications.md) run on every page of every user; their reader's groups come from
 * `viewer_class_ids()`, whose teacher branch finds the reader's teacher records by `user_id` alone (the kindergarten is
 * on class_teachers): without this index that is a scan of every teacher record of every kindergarten.
 */
export class NotificationCounters1795300029000 implements MigrationInterface {
  name = 'NotificationCounters1795300029000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX teachers_user_idx ON teachers (user_id) WHERE user_id IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX teachers_user_idx`);
  }
}
