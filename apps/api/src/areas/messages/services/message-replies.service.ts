import { Injectable } from '@nestjs/common';
import { messageMessages, type MessageReplyParams, RealtimeEvent, type ReplyMessageBody, type SaveResult } from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { excerptOf } from '../../communication/communication-notifier.js';
import { MessageRepliesRepository } from '../data/message-replies.repository.js';
import { storedContent } from './message-posting.service.js';
import { MESSAGE_NOT_FOUND } from './messages.service.js';

export const REPLY_NOT_FOUND = 'Отговорът не е намерен.';

/**
 * Replies are conversations between the author and one recipient (docs/communication.md): a reply raises the other
 * side's unseen_replies and is pushed to their open pages; replies send no e-mail (docs/messages.md).
 */
@Injectable()
export class MessageRepliesService {
  constructor(
    private readonly db: Db,
    private readonly replies: MessageRepliesRepository,
    private readonly realtime: RealtimeService,
  ) {}

  async reply(user: AuthUser, messageId: number, body: ReplyMessageBody): Promise<SaveResult> {
    const place = await this.replies.place(messageId, user.userId, user.kindergartenId);
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
    const replyId = await this.replies.insert({
      messageId,
      kindergartenId: user.kindergartenId,
      threadUserId: thread,
      content,
      otherUserId: other,
      byAuthor: place.is_author,
      authorId: user.userId,
    });
    if (replyId === undefined) {
      throw new BadInputError(messageMessages.threadNotRecipient, { threadUserId: [messageMessages.threadNotRecipient] });
    }
    const excerpt = excerptOf(content);
    this.db.afterCommit(() =>
      this.realtime.toUsers([other], RealtimeEvent.ReceiveMessage, { id: messageId, title: place.title, content: excerpt }),
    );
    return { isSuccessful: true, entityId: replyId };
  }

  /** The reply's author only; the other side's counter drops if they had not seen the reply yet. */
  async remove(user: AuthUser, params: MessageReplyParams): Promise<undefined> {
    const removed = await this.replies.remove(params.replyId, params.messageId, user.kindergartenId, user.userId);
    if (!removed) throw new NotFoundError(REPLY_NOT_FOUND);
  }
}
