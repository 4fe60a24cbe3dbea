import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type MessageAttachment, Resource } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { type FileOwner, FilesService } from '../../files/files.service.js';

const ownerOf = (messageId: number): FileOwner => ({ resource: Resource.Messages, id: messageId });

/**
 * The files of a message (docs/messages.md "Attachments"): temporary uploads of the files kit claimed by the message in
 * the sending transaction, listed in the author's order, downloaded through `files/{id}` only by the message's people
 * (its author and its recipients: their own `message_recipients` row), released when the message is deleted.
 */
@Injectable()
export class MessageAttachmentsService implements OnModuleInit {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
  ) {}

  onModuleInit(): void {
    this.files.registerOwnerReach(Resource.Messages, (user, messageId) => this.isPersonOf(user, messageId));
  }

  /** Claims the user's uploads `fileIds` for the message, in the request's transaction (400 on `fileIds` when one is not theirs). */
  async attach(user: AuthUser, messageId: number, fileIds: string[]): Promise<void> {
    if (fileIds.length === 0) return;
    const manager = this.db.manager;
    await this.files.claim(manager, user, fileIds, ownerOf(messageId));
    await manager.query(
      `INSERT INTO message_attachments (kindergarten_id, message_id, file_id, position)
       SELECT $1, $2, f.id, f.n - 1 FROM unnest($3::uuid[]) WITH ORDINALITY AS f (id, n)`,
      [user.kindergartenId, messageId, fileIds],
    );
  }

  /** The message's files in the author's order (the caller has already checked that the user may see the message). */
  list(messageId: number): Promise<MessageAttachment[]> {
    return this.db.manager.query<MessageAttachment[]>(
      `SELECT f.id, f.file_name AS "fileName", f.content_type AS "contentType", f.size_bytes::int AS size,
              'files/' || f.id AS "downloadPath"
         FROM message_attachments a JOIN stored_files f ON f.id = a.file_id
        WHERE a.message_id = $1
        ORDER BY a.position`,
      [messageId],
    );
  }

  /** Deletes the files of a message being deleted (their content goes in a job after the commit: docs/files.md). */
  release(messageId: number): Promise<void> {
    return this.files.releaseExcept(this.db.manager, ownerOf(messageId));
  }

  private async isPersonOf(user: AuthUser, messageId: number): Promise<boolean> {
    const rows = await this.db.manager.query<unknown[]>(
      `SELECT 1 FROM message_recipients WHERE message_id = $1 AND user_id = $2 AND kindergarten_id = $3`,
      [messageId, user.userId, user.kindergartenId],
    );
    return rows.length > 0;
  }
}
