import { Injectable } from '@nestjs/common';
import { messageMessages, type MessageReplyParams, RealtimeEvent, type ReplyMessageBody, type SaveResult } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { excerptOf } from '../../communication/communication-notifier.js';
import { storedContent } from './message-posting.service.js';
import { MESSAGE_NOT_FOUND } from './messages.service.js';

export const REPLY_NOT_FOUND = 'Отговорът не е намерен.';

interface Place {
  is_author: boolean;
  author_id: number;
  title: string;
}

/**
 * Replies are conversations between the author and one recipient (docs/communication.md): a reply raises the other
 * side's unseen_replies and is pushed to their open pages; replies send no e-mail (docs/messages.md).
 */
@Injectable()
export class MessageRepliesService {
  constructor(
    private readonly db: Db,
    private readonly realtime: RealtimeService,
  ) {}

  async reply(user: AuthUser, messageId: number, body: ReplyMessageBody): Promise<SaveResult> {
    const manager = this.db.manager;
    const [place] = await manager.query<Place[]>(
      `SELECT r.is_author, m.created_by AS author_id, m.title
         FROM message_recipients r JOIN messages m ON m.id = r.message_id AND m.kindergarten_id = r.kindergarten_id
        WHERE r.message_id = $1 AND r.user_id = $2 AND r.kindergarten_id = $3`,
      [messageId, user.userId, user.kindergartenId],
    );
    if (!place) throw new NotFoundError(MESSAGE_NOT_FOUND);
    const thread = place.is_author ? body.threadUserId : (body.threadUserId ?? user.userId);
    if (thread === undefined) {
      throw new BadInputError(messageMessages.threadRequired, { threadUserId: [messageMessages.threadRequired] });
    }
    if (!place.is_author && thread !== user.userId) {
      throw new BadInputError(messageMessages.notYourThread, { threadUserId: [messageMessages.notYourThread] });
    }
    const other = place.is_author ? thread : place.author_id;
    const content = storedContent(body.content);
    const [row] = await manager.query<{ id: number | null }[]>(
      `WITH other AS (
         UPDATE message_recipients SET unseen_replies = unseen_replies + 1
          WHERE message_id = $1 AND user_id = $5 AND NOT (is_author AND $6) RETURNING message_id)
       INSERT INTO message_replies (kindergarten_id, message_id, thread_user_id, content, created_by)
       SELECT $2, message_id, $3, $4, $7 FROM other RETURNING id`,
      [messageId, user.kindergartenId, thread, content, other, place.is_author, user.userId],
    );
    if (!row) {
      throw new BadInputError(messageMessages.threadNotRecipient, { threadUserId: [messageMessages.threadNotRecipient] });
    }
    const excerpt = excerptOf(content);
    this.db.afterCommit(() =>
      this.realtime.toUsers([other], RealtimeEvent.ReceiveMessage, { id: messageId, title: place.title, content: excerpt }),
    );
    return { isSuccessful: true, entityId: row.id };
  }

  /** The reply's author only; the other side's counter drops if they had not seen the reply yet. */
  async remove(user: AuthUser, params: MessageReplyParams): Promise<void> {
    const rows = await this.db.manager.query<unknown[]>(
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
      [params.replyId, params.messageId, user.kindergartenId, user.userId],
    );
    if (rows.length === 0) throw new NotFoundError(REPLY_NOT_FOUND);
  }
}
