import { Injectable } from '@nestjs/common';
import {
  allows,
  type Audience,
  type MessageConversation,
  type MessageDetails,
  type MessageOverview,
  type MessagePerson,
  type MessageReply,
  type MessagesQuery,
  MESSAGE_RECIPIENTS_MAX,
  type MessageRecipientOption,
  type MessageRecipientsQuery,
  type PagedResult,
  Resource,
  Role,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type VersionedAnswer, VersionedCache } from '../../../platform/cache/index.js';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { NotFoundError } from '../../../platform/errors/domain-errors.js';
import { managesAll } from '../../communication/audience-reader.js';
import { excerptOf } from '../../communication/communication-notifier.js';
import { MessageAttachmentsService } from './message-attachments.service.js';
import { messageListKey, messageListStatements, personJson } from './messages-sql.js';

export const MESSAGE_NOT_FOUND = 'Съобщението не е намерено.';
const EXCERPT_LENGTH = 200;

/** A manager of messages with delete (the director) may delete any message of the kindergarten (docs/messages.md). */
export const mayModerate = (user: AuthUser): boolean =>
  managesAll(user, Resource.Messages) && allows(user.access, Resource.Messages, 'delete');

interface OverviewRow extends Omit<MessageOverview, 'excerpt'> {
  content: string;
}

interface DetailsRow extends Omit<MessageDetails, 'recipients' | 'conversations' | 'canDelete'> {
  classIds: number[];
  userIds: number[];
  audience: Audience | null;
}

interface ReplyRow extends MessageReply {
  threadUser: MessagePerson;
}

/**
 * What a signed-in user reads of messages: only those they were sent or wrote (their message_recipients row), in
 * the selected kindergarten — the director too does not read other people's conversations (docs/messages.md).
 */
@Injectable()
export class MessagesService {
  constructor(
    private readonly db: Db,
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
    const { count, page } = messageListStatements(userId, kindergartenId, query);
    const rows = await this.db.prepared<OverviewRow & { rowsCount: number }>(page.name, page.text, page.values);
    const rowsCount =
      rows[0]?.rowsCount ?? (await this.db.prepared<{ count: number }>(count.name, count.text, count.values))[0]!.count;
    return {
      rowsCount,
      result: rows.map(({ content, rowsCount: _total, ...row }) => ({ ...row, excerpt: excerptOf(content, EXCERPT_LENGTH) })),
    };
  }

  async get(user: AuthUser, id: number): Promise<MessageDetails> {
    const manager = this.db.manager;
    const [message] = await manager.query<DetailsRow[]>(
      `SELECT m.id, m.title, m.content, m.created_at AS "creationTime", m.updated_at AS "updateTime",
              ${personJson('u')} AS "createdBy", r.is_author AS "isAuthor", m.is_direct AS "isDirect",
              r.seen_at IS NOT NULL AS "seenByCurrentUser", r.unseen_replies AS "numberOfUnseenReplies",
              m.audience, m.class_ids AS "classIds", m.user_ids AS "userIds"
         FROM message_recipients r
         JOIN messages m ON m.id = r.message_id AND m.kindergarten_id = r.kindergarten_id
         JOIN users u ON u.id = m.created_by
        WHERE r.message_id = $1 AND r.user_id = $2 AND r.kindergarten_id = $3`,
      [id, user.userId, user.kindergartenId],
    );
    if (!message) throw new NotFoundError(MESSAGE_NOT_FOUND);
    const { classIds, userIds, audience, ...details } = message;
    // The author sees every conversation; a recipient only their own with the author.
    const replies = await manager.query<ReplyRow[]>(
      `SELECT x.id, x.content, ${personJson('a')} AS "createdBy", x.created_at AS "creationTime",
              x.created_by = $2 AS "isMine", ${personJson('t')} AS "threadUser"
         FROM message_replies x
         JOIN users a ON a.id = x.created_by
         JOIN users t ON t.id = x.thread_user_id
        WHERE x.message_id = $1 AND ($3 OR x.thread_user_id = $2)
        ORDER BY x.thread_user_id, x.created_at, x.id`,
      [id, user.userId, details.isAuthor],
    );
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
    const [summary] = await this.db.manager.query<
      { count: number; seenCount: number; classes: { id: number; name: string }[]; people: { id: number; name: string }[] }[]
    >(
      `SELECT (SELECT count(*)::int FROM message_recipients WHERE message_id = $1 AND NOT is_author) AS count,
              (SELECT count(*)::int FROM message_recipients WHERE message_id = $1 AND NOT is_author AND seen_at IS NOT NULL)
                AS "seenCount",
              coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name COLLATE "bg-BG-x-icu")
                          FROM classes c WHERE c.id = ANY ($2)), '[]') AS classes,
              coalesce((SELECT json_agg(json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name)
                                        ORDER BY u.first_name COLLATE "bg-BG-x-icu", u.last_name COLLATE "bg-BG-x-icu")
                          FROM users u WHERE u.id = ANY ($3)), '[]') AS people`,
      [id, classIds, userIds],
    );
    return { audience, classes: summary!.classes, people: summary!.people, count: summary!.count, seenCount: summary!.seenCount };
  }

  /** The people of the kindergarten the user may write to personally, as AudienceService allows (a parent: staff). */
  async recipientOptions(user: AuthUser, query: MessageRecipientsQuery): Promise<MessageRecipientOption[]> {
    return this.db.manager.query<MessageRecipientOption[]>(
      `SELECT u.id, u.first_name || ' ' || u.last_name AS name, m.role
         FROM kindergarten_users m JOIN users u ON u.id = m.user_id AND u.is_active
        WHERE m.kindergarten_id = $1 AND m.is_active AND m.user_id <> $2 AND (NOT $3 OR m.role <> $4)
          AND ($5::text IS NULL OR u.first_name || ' ' || u.last_name ILIKE $5)
        ORDER BY u.first_name COLLATE "bg-BG-x-icu", u.last_name COLLATE "bg-BG-x-icu", u.id
        LIMIT ${MESSAGE_RECIPIENTS_MAX}`,
      [
        user.kindergartenId,
        user.userId,
        user.role === Role.Parent,
        Role.Parent,
        query.search ? containsPattern(query.search) : null,
      ],
    );
  }

  /** Opening a message: seen now, its replies seen too. */
  async setSeen(user: AuthUser, id: number): Promise<void> {
    const [, updated]: [unknown, number] = await this.db.manager.query(
      `UPDATE message_recipients SET seen_at = now(), unseen_replies = 0
        WHERE message_id = $1 AND user_id = $2 AND kindergarten_id = $3`,
      [id, user.userId, user.kindergartenId],
    );
    if (updated === 0) throw new NotFoundError(MESSAGE_NOT_FOUND);
  }

  /** Every unread message of the user in the kindergarten, in one UPDATE over message_recipients_unread_idx. */
  async setAllSeen(user: AuthUser): Promise<void> {
    await this.db.manager.query(
      `UPDATE message_recipients SET seen_at = now(), unseen_replies = 0
        WHERE user_id = $1 AND kindergarten_id = $2 AND (seen_at IS NULL OR unseen_replies > 0)`,
      [user.userId, user.kindergartenId],
    );
  }
}
