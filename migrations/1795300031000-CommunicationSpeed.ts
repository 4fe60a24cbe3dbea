import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableAudit } from './tenancy.js';

/**
 * The speed of the inbox, the badge counters and the home dashboard (issue 6 "Speed"; docs/messages.md,
 * docs/notifications.md, docs/dashboards.md):
 *
 * - `messages.recipients_count`: how many people (the author left out) a message reached, kept by statement-level
 *   AFTER INSERT / AFTER DELETE triggers on message_recipients with transition tables (one UPDATE per statement, the
 *   posting code unchanged), backfilled here. The inbox reads it instead of counting the recipients per row. The audit
 *   trigger of messages leaves the column out, so the count alone never writes an audit row.
 * - Data-version topic 'communication' (the mechanism of migrations/1795300023000-DataVersions.ts): bumped at commit by
 *   every table the counters and the dashboard's personal part read — messages, their recipients and replies, events
 *   and their seen marks, notices and their seen marks, polls and their recipients — and the membership tables
 *   `viewer_class_ids()` reads (class_teachers, teachers, parents, student_parents, student_classes).
 * - Topic 'staff': the director's staff figures of the day (teachers, teacher_attendances, teacher_meals).
 */
const COMMUNICATION_TABLES = [
  'messages',
  'message_recipients',
  'message_replies',
  'events',
  'event_seen',
  'board_notices',
  'board_notice_seen',
  'polls',
  'poll_recipients',
  'class_teachers',
  'teachers',
  'parents',
  'student_parents',
  'student_classes',
];
const STAFF_TABLES = ['teachers', 'teacher_attendances', 'teacher_meals'];

const topicTriggers = (topic: string, tables: string[]) => tables.map((table) => ({ topic, table }));
const TRIGGERS = [...topicTriggers('communication', COMMUNICATION_TABLES), ...topicTriggers('staff', STAFF_TABLES)];

export class CommunicationSpeed1795300031000 implements MigrationInterface {
  name = 'CommunicationSpeed1795300031000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string): Promise<unknown> => queryRunner.query(sql);
    await q(`ALTER TABLE messages ADD COLUMN recipients_count integer NOT NULL DEFAULT 0`);
    await q(`
      UPDATE messages m SET recipients_count = c.n
        FROM (SELECT message_id, count(*)::int AS n FROM message_recipients WHERE NOT is_author GROUP BY message_id) c
       WHERE c.message_id = m.id`);
    await q(`DROP TRIGGER messages_audit ON messages`);
    await enableAudit(queryRunner, 'messages', ['recipients_count']);
    // One function for both directions: +1 per inserted recipient, -1 per deleted one (the author never counts).
    await q(`
      CREATE FUNCTION message_recipients_counted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          UPDATE messages m SET recipients_count = m.recipients_count + c.n
            FROM (SELECT message_id, count(*)::int AS n FROM new_rows WHERE NOT is_author GROUP BY message_id) c
           WHERE m.id = c.message_id;
        ELSE
          UPDATE messages m SET recipients_count = m.recipients_count - c.n
            FROM (SELECT message_id, count(*)::int AS n FROM old_rows WHERE NOT is_author GROUP BY message_id) c
           WHERE m.id = c.message_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q(`
      CREATE TRIGGER message_recipients_count_insert AFTER INSERT ON message_recipients
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_recipients_counted()`);
    await q(`
      CREATE TRIGGER message_recipients_count_delete AFTER DELETE ON message_recipients
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION message_recipients_counted()`);

    for (const { topic, table } of TRIGGERS) {
      await q(
        `CREATE CONSTRAINT TRIGGER "${table}_${topic}_version" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION data_version_row_changed('${topic}')`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { topic, table } of TRIGGERS) {
      await queryRunner.query(`DROP TRIGGER "${table}_${topic}_version" ON "${table}"`);
    }
    await queryRunner.query(`DROP TRIGGER message_recipients_count_delete ON message_recipients`);
    await queryRunner.query(`DROP TRIGGER message_recipients_count_insert ON message_recipients`);
    await queryRunner.query(`DROP FUNCTION message_recipients_counted()`);
    await queryRunner.query(`DROP TRIGGER messages_audit ON messages`);
    await enableAudit(queryRunner, 'messages');
    await queryRunner.query(`ALTER TABLE messages DROP COLUMN recipients_count`);
  }
}
