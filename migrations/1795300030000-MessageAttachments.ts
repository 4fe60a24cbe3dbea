import type { MigrationInterface, QueryRunner } from 'typeorm';
import { disableTenancy, enableTenancy } from './tenancy.js';

/**
 * The attachments of a message (issue 6 item 1; docs/messages.md "Attachments"): up to 10 stored files claimed by the
 * message (stored_files.owner_resource = Messages, owner_id = the message), in the order the author gave them. The
 * row goes with its message (cascade); the files themselves are released by the service that deletes the message.
 */
export class MessageAttachments1795300030000 implements MigrationInterface {
  name = 'MessageAttachments1795300030000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE message_attachments (
        kindergarten_id integer NOT NULL REFERENCES kindergartens(id),
        message_id integer NOT NULL,
        file_id uuid NOT NULL UNIQUE REFERENCES stored_files(id) ON DELETE CASCADE,
        position smallint NOT NULL CHECK (position BETWEEN 0 AND 9),
        PRIMARY KEY (message_id, position),
        FOREIGN KEY (message_id, kindergarten_id) REFERENCES messages (id, kindergarten_id) ON DELETE CASCADE
      )`);
    await enableTenancy(queryRunner, 'message_attachments');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await disableTenancy(queryRunner, 'message_attachments');
    await queryRunner.query(`DROP TABLE message_attachments`);
  }
}
