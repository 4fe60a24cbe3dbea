import { Injectable } from '@nestjs/common';
import { Db } from '../../../platform/database/db.service.js';

/** Where the replier stands on a message: its author or a recipient; the author and the title. */
export interface ReplyPlaceRow {
  is_author: boolean;
  author_id: number;
  title: string;
}

/** A reply to write: whose conversation (`threadUserId`) and the other side (`otherUserId`), whose counter rises. */
export interface NewReplyRow {
  messageId: number;
  kindergartenId: number | null;
  threadUserId: number;
  /** Sanitised. */
  content: string;
  otherUserId: number;
  byAuthor: boolean;
  authorId: number;
}

/** The statements of the conversations on a message (docs/messages.md); every row typed. */
@Injectable()
export class MessageRepliesRepository {
  constructor(private readonly db: Db) {}

  /** The replier's own recipient row on the message, with the message's author and title; undefined: not theirs. */
  place(messageId: number, userId: number, kindergartenId: number | null): Promise<ReplyPlaceRow | undefined> {
    return this.db.sql.maybe<ReplyPlaceRow>(
      `SELECT r.is_author, m.created_by AS author_id, m.title
         FROM message_recipients r JOIN messages m ON m.id = r.message_id AND m.kindergarten_id = r.kindergarten_id
        WHERE r.message_id = $1 AND r.user_id = $2 AND r.kindergarten_id = $3`,
      [messageId, userId, kindergartenId],
    );
  }

  /**
   * Raises the other side's unseen replies and writes the reply, in one statement: undefined when the other side is
   * not one of the message's people (no reply written).
   */
  async insert(reply: NewReplyRow): Promise<number | undefined> {
    const row = await this.db.sql.maybe<{ id: number }>(
      `WITH other AS (
         UPDATE message_recipients SET unseen_replies = unseen_replies + 1
          WHERE message_id = $1 AND user_id = $5 AND NOT (is_author AND $6) RETURNING message_id)
       INSERT INTO message_replies (kindergarten_id, message_id, thread_user_id, content, created_by)
       SELECT $2, message_id, $3, $4, $7 FROM other RETURNING id`,
      [
        reply.messageId,
        reply.kindergartenId,
        reply.threadUserId,
        reply.content,
        reply.otherUserId,
        reply.byAuthor,
        reply.authorId,
      ],
    );
    return row?.id;
  }

  /**
   * Deletes the user's own reply; the other side's counter drops if they had not seen it yet. False when there was no
   * such reply of theirs.
   */
  async remove(replyId: number, messageId: number, kindergartenId: number | null, userId: number): Promise<boolean> {
    const rows = await this.db.sql.many<{ message_id: number }>(
      `WITH gone AS (
         DELETE FROM message_replies x
          WHERE x.id = $1 AND x.message_id = $2 AND x.kindergarten_id = $3 AND x.created_by = $4
          RETURNING x.message_id, x.thread_user_id, x.created_at),
       lowered AS (
         UPDATE message_recipients r SET unseen_replies = r.unseen_replies - 1
           FROM gone JOIN messages m ON m.id = gone.message_id
          WHERE r.message_id = gone.message_id AND r.unseen_replies > 0
            AND r.user_id = CASE WHEN m.created_by = $4 THEN gone.thread_user_id ELSE m.created_by END
            AND (r.seen_at IS NULL OR r.seen_at < gone.created_at)
          RETURNING 1)
       SELECT message_id FROM gone`,
      [replyId, messageId, kindergartenId, userId],
    );
    return rows.length > 0;
  }
}
