import { Injectable } from '@nestjs/common';
import type { MessageAttachment } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';

/** The statements of a message's files (docs/messages.md "Attachments"); every row typed. */
@Injectable()
export class MessageAttachmentsRepository {
  constructor(private readonly db: Db) {}

  /** Links the claimed files to the message, in the order given. */
  async insert(kindergartenId: number | null, messageId: number, fileIds: readonly string[]): Promise<void> {
    await this.db.sql.exec(
      `INSERT INTO message_attachments (kindergarten_id, message_id, file_id, position)
       SELECT $1, $2, f.id, f.n - 1 FROM unnest($3::uuid[]) WITH ORDINALITY AS f (id, n)`,
      [kindergartenId, messageId, fileIds],
    );
  }

  /** The message's files in the author's order. */
  list(messageId: number): Promise<MessageAttachment[]> {
    return this.db.sql.many<MessageAttachment>(
      `SELECT f.id, f.file_name AS "fileName", f.content_type AS "contentType", f.size_bytes::int AS size,
              'files/' || f.id AS "downloadPath"
         FROM message_attachments a JOIN stored_files f ON f.id = a.file_id
        WHERE a.message_id = $1
        ORDER BY a.position`,
      [messageId],
    );
  }

  /** Whether the user is one of the message's people: its author or a recipient (their own recipient row). */
  async isPersonOf(messageId: number, userId: number, kindergartenId: number | null): Promise<boolean> {
    const row = await this.db.sql.maybe(
      `SELECT 1 FROM message_recipients WHERE message_id = $1 AND user_id = $2 AND kindergarten_id = $3`,
      [messageId, userId, kindergartenId],
    );
    return row !== undefined;
  }
}
