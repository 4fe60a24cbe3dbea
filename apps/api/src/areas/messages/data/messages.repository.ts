import { Injectable } from '@nestjs/common';
import {
  type Audience,
  type MessageDetails,
  type MessageOverview,
  type MessagePerson,
  type MessageReply,
  type MessagesQuery,
  MESSAGE_RECIPIENTS_MAX,
  type MessageRecipientOption,
  Role,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { messageListStatements, personJson } from './messages.sql.js';

/** A row of the inbox as read: the start of the content, of which the service makes the excerpt; the page's total. */
export interface InboxRow extends Omit<MessageOverview, 'excerpt'> {
  content: string;
  rowsCount: number;
}

/** A message as its reader opens it, with the audience the author chose (for the author's summary). */
export interface MessageDetailsRow extends Omit<MessageDetails, 'recipients' | 'conversations' | 'canDelete' | 'attachments'> {
  classIds: number[];
  userIds: number[];
  audience: Audience | null;
}

/** A reply with the recipient whose conversation it belongs to. */
export interface ThreadReplyRow extends MessageReply {
  threadUser: MessagePerson;
}

export interface RecipientsSummaryRow {
  count: number;
  seenCount: number;
  classes: { id: number; name: string }[];
  people: { id: number; name: string }[];
}

/** The statements of the inbox and of reading a message (docs/messages.md); every row typed. */
@Injectable()
export class MessagesRepository {
  constructor(private readonly db: Db) {}

  /**
   * One page of the inbox as named prepared statements (`messageListStatements`): the page with its total; the total
   * alone only for a page past the end, which has no row to carry it.
   */
  async inbox(userId: number, kindergartenId: number, query: MessagesQuery): Promise<{ rows: InboxRow[]; rowsCount: number }> {
    const { count, page } = messageListStatements(userId, kindergartenId, query);
    const rows = await this.db.prepared<InboxRow>(page.name, page.text, page.values);
    const rowsCount =
      rows[0]?.rowsCount ?? (await this.db.prepared<{ count: number }>(count.name, count.text, count.values))[0]!.count;
    return { rows, rowsCount };
  }

  /** The message through the reader's own recipient row: undefined when they were not sent it and did not write it. */
  details(messageId: number, userId: number, kindergartenId: number | null): Promise<MessageDetailsRow | undefined> {
    return this.db.sql.maybe<MessageDetailsRow>(
      `SELECT m.id, m.title, m.content, m.created_at AS "creationTime", m.updated_at AS "updateTime",
              ${personJson('u')} AS "createdBy", r.is_author AS "isAuthor", m.is_direct AS "isDirect",
              r.seen_at IS NOT NULL AS "seenByCurrentUser", r.unseen_replies AS "numberOfUnseenReplies",
              m.audience, m.class_ids AS "classIds", m.user_ids AS "userIds"
         FROM message_recipients r
         JOIN messages m ON m.id = r.message_id AND m.kindergarten_id = r.kindergarten_id
         JOIN users u ON u.id = m.created_by
        WHERE r.message_id = $1 AND r.user_id = $2 AND r.kindergarten_id = $3`,
      [messageId, userId, kindergartenId],
    );
  }

  /** The replies the reader sees: the author every conversation (`all`), a recipient only their own with the author. */
  replies(messageId: number, userId: number, all: boolean): Promise<ThreadReplyRow[]> {
    return this.db.sql.many<ThreadReplyRow>(
      `SELECT x.id, x.content, ${personJson('a')} AS "createdBy", x.created_at AS "creationTime",
              x.created_by = $2 AS "isMine", ${personJson('t')} AS "threadUser"
         FROM message_replies x
         JOIN users a ON a.id = x.created_by
         JOIN users t ON t.id = x.thread_user_id
        WHERE x.message_id = $1 AND ($3 OR x.thread_user_id = $2)
        ORDER BY x.thread_user_id, x.created_at, x.id`,
      [messageId, userId, all],
    );
  }

  /** For the author: how many it reached and saw it, and the groups and people chosen, by name. */
  recipientsSummary(messageId: number, classIds: number[], userIds: number[]): Promise<RecipientsSummaryRow> {
    return this.db.sql.one<RecipientsSummaryRow>(
      `SELECT (SELECT count(*)::int FROM message_recipients WHERE message_id = $1 AND NOT is_author) AS count,
              (SELECT count(*)::int FROM message_recipients WHERE message_id = $1 AND NOT is_author AND seen_at IS NOT NULL)
                AS "seenCount",
              coalesce((SELECT json_agg(json_build_object('id', c.id, 'name', c.name) ORDER BY c.name COLLATE "bg-BG-x-icu")
                          FROM classes c WHERE c.id = ANY ($2)), '[]') AS classes,
              coalesce((SELECT json_agg(json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name)
                                        ORDER BY u.first_name COLLATE "bg-BG-x-icu", u.last_name COLLATE "bg-BG-x-icu")
                          FROM users u WHERE u.id = ANY ($3)), '[]') AS people`,
      [messageId, classIds, userIds],
    );
  }

  /**
   * The active members of the kindergarten other than the writer, best matches by name first; `staffOnly` leaves the
   * parents out. `pattern` is an ILIKE pattern (already escaped) or null for everyone.
   */
  recipientOptions(
    kindergartenId: number | null,
    writerId: number,
    staffOnly: boolean,
    pattern: string | null,
  ): Promise<MessageRecipientOption[]> {
    return this.db.sql.many<MessageRecipientOption>(
      `SELECT u.id, u.first_name || ' ' || u.last_name AS name, m.role
         FROM kindergarten_users m JOIN users u ON u.id = m.user_id AND u.is_active
        WHERE m.kindergarten_id = $1 AND m.is_active AND m.user_id <> $2 AND (NOT $3 OR m.role <> $4)
          AND ($5::text IS NULL OR u.first_name || ' ' || u.last_name ILIKE $5)
        ORDER BY u.first_name COLLATE "bg-BG-x-icu", u.last_name COLLATE "bg-BG-x-icu", u.id
        LIMIT ${MESSAGE_RECIPIENTS_MAX}`,
      [kindergartenId, writerId, staffOnly, Role.Parent, pattern],
    );
  }

  /** The reader's row seen now, its replies seen too: how many rows changed (0: not their message). */
  setSeen(messageId: number, userId: number, kindergartenId: number | null): Promise<number> {
    return this.db.sql.exec(
      `UPDATE message_recipients SET seen_at = now(), unseen_replies = 0
        WHERE message_id = $1 AND user_id = $2 AND kindergarten_id = $3`,
      [messageId, userId, kindergartenId],
    );
  }

  /** Every unread message of the user in the kindergarten, in one UPDATE over message_recipients_unread_idx. */
  async setAllSeen(userId: number, kindergartenId: number | null): Promise<void> {
    await this.db.sql.exec(
      `UPDATE message_recipients SET seen_at = now(), unseen_replies = 0
        WHERE user_id = $1 AND kindergarten_id = $2 AND (seen_at IS NULL OR unseen_replies > 0)`,
      [userId, kindergartenId],
    );
  }
}
