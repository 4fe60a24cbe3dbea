import { Injectable } from '@nestjs/common';
import {
  allows,
  type Audience,
  type MessageConversation,
  type MessageDetails,
  type MessageOverview,
  type MessagesQuery,
  type MessageRecipientOption,
  type MessageRecipientsQuery,
  type PagedResult,
  Resource,
  Role,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type VersionedAnswer, VersionedCache } from '../../../platform/cache/index.js';
import { containsPattern } from '../../../platform/database/like.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { managesAll } from '../../communication/audience-reader.js';
import { excerptOf } from '../../communication/communication-notifier.js';
import { MessagesRepository } from '../data/messages.repository.js';
import { messageListKey } from '../data/messages.sql.js';
import { MessageAttachmentsService } from './message-attachments.service.js';

export const MESSAGE_NOT_FOUND = 'Съобщението не е намерено.';
const EXCERPT_LENGTH = 200;

/** A manager of messages with delete (the director) may delete any message of the kindergarten (docs/messages.md). */
export const mayModerate = (user: AuthUser): boolean =>
  managesAll(user, Resource.Messages) && allows(user.access, Resource.Messages, 'delete');

/**
 * What a signed-in user reads of messages: only those they were sent or wrote (their message_recipients row), in
 * the selected kindergarten — the director too does not read other people's conversations (docs/messages.md).
 */
@Injectable()
export class MessagesService {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly attachments: MessageAttachmentsService,
    private readonly cache: VersionedCache,
  ) {}

  /**
   * The inbox, newest first, from the versioned cache (docs/messages.md "Speed"): kept per user, role and the whole
   * normalized query (page, size, order, unread only, search) under topic 'communication' of the kindergarten — bumped
   * by every table the rows read (messages, recipients, replies; the author's name in `users`:
   * migrations/1795300033000-InboxVersions.ts). Nothing in it changes with the clock, so no entry expires. A hit
   * opens no transaction (the route is `@VersionedJson()`); a miss computes in the cache's own tenant transaction.
   */
  list(user: AuthUser, query: MessagesQuery, ifNoneMatch?: string): Promise<VersionedAnswer> {
    const kindergartenId = user.kindergartenId!;
    return this.cache.json(
      user.scope,
      {
        kindergartenId,
        topic: 'communication',
        key: messageListKey(query),
        scope: `user:${user.userId}:role:${user.role}`,
      },
      ifNoneMatch,
      () => this.listPage(user.userId, kindergartenId, query),
    );
  }

  /**
   * One page of the inbox: one range of message_recipients_inbox_idx (or _unread_idx for unread only). The page with
   * its total is one named prepared statement (one text per combination of filters and order, planned once per
   * connection); the total alone is asked only for a page past the end.
   */
  private async listPage(userId: number, kindergartenId: number, query: MessagesQuery): Promise<PagedResult<MessageOverview>> {
    const { rows, rowsCount } = await this.messages.inbox(userId, kindergartenId, query);
    return {
      rowsCount,
      result: rows.map(({ content, rowsCount: _total, ...row }) => ({ ...row, excerpt: excerptOf(content, EXCERPT_LENGTH) })),
    };
  }

  async get(user: AuthUser, id: number): Promise<MessageDetails> {
    const message = await this.messages.details(id, user.userId, user.kindergartenId);
    if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
    const { classIds, userIds, audience, ...details } = message;
    // The author sees every conversation; a recipient only their own with the author.
    const replies = await this.messages.replies(id, user.userId, details.isAuthor);
    const conversations = new Map<number, MessageConversation>();
    for (const { threadUser, ...reply } of replies) {
      const conversation = conversations.get(threadUser.id) ?? { user: threadUser, replies: [] };
      conversation.replies.push(reply);
      conversations.set(threadUser.id, conversation);
    }
    return {
      ...details,
      recipients: details.isAuthor ? await this.recipients(id, audience, classIds, userIds) : null,
      conversations: [...conversations.values()],
      canDelete: details.isAuthor || mayModerate(user),
      attachments: await this.attachments.list(id),
    };
  }

  private async recipients(
    id: number,
    audience: Audience | null,
    classIds: number[],
    userIds: number[],
  ): Promise<MessageDetails['recipients']> {
    const summary = await this.messages.recipientsSummary(id, classIds, userIds);
    return { audience, classes: summary.classes, people: summary.people, count: summary.count, seenCount: summary.seenCount };
  }

  /** The people of the kindergarten the user may write to personally, as AudienceService allows (a parent: staff). */
  async recipientOptions(user: AuthUser, query: MessageRecipientsQuery): Promise<MessageRecipientOption[]> {
    return this.messages.recipientOptions(
      user.kindergartenId,
      user.userId,
      user.role === Role.Parent,
      query.search ? containsPattern(query.search) : null,
    );
  }

  /** Opening a message: seen now, its replies seen too. */
  async setSeen(user: AuthUser, id: number): Promise<undefined> {
    const updated = await this.messages.setSeen(id, user.userId, user.kindergartenId);
    if (updated === 0) throw new NotFoundError(MESSAGE_NOT_FOUND);
  }

  /** Every unread message of the user in the kindergarten, in one UPDATE over message_recipients_unread_idx. */
  async setAllSeen(user: AuthUser): Promise<undefined> {
    await this.messages.setAllSeen(user.userId, user.kindergartenId);
  }
}
