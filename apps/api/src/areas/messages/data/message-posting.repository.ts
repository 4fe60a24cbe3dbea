import { Injectable } from '@nestjs/common';
import type { AccessEntry, Grant, Role } from '@kg/contracts';
import { APP_ROLE } from '@kg/migrations';
import { Db } from '../../../platform/database/db.service.js';
import { scopeStatement, type TenantScope } from '../../../platform/database/tenant-scope.js';

/** A new message as stored: its audience as the arguments of `audience_user_ids` (`audienceArgs`). */
export interface NewMessageRow {
  /** `audience_user_ids($1 … $5)`: kindergarten, audience, groups, people, day. */
  audienceArgs: readonly unknown[];
  authorId: number;
  title: string;
  /** Sanitised. */
  content: string;
  isDirect: boolean;
  batchId: string | null;
}

/** The message written and the people it reached (the author left out; null when nobody). */
export interface InsertedMessageRow {
  id: number;
  user_ids: number[] | null;
}

/** A membership of the writer in another of their kindergartens, with its own access or its role's grants. */
export interface MembershipRow {
  role: Role;
  access: AccessEntry[] | null;
  role_grants: Grant[] | null;
}

/** The statements of sending, editing and deleting messages (docs/messages.md); every row typed. */
@Injectable()
export class MessagePostingRepository {
  constructor(private readonly db: Db) {}

  /** A new batch id for the copies of one message to several kindergartens. */
  async newBatchId(): Promise<string> {
    const { batch } = await this.db.sql.one<{ batch: string }>(`SELECT gen_random_uuid()::text AS batch`);
    return batch;
  }

  /** Puts the request's transaction under another tenant scope (row-level security), or back under its own. */
  async enterScope(scope: TenantScope): Promise<void> {
    await this.db.sql.exec(scopeStatement(scope, APP_ROLE));
  }

  /**
   * The message and its people in one statement: the audience's members today and the author (seen at once), each
   * with a recipient row.
   */
  insert(kindergartenId: number, message: NewMessageRow): Promise<InsertedMessageRow> {
    return this.db.sql.one<InsertedMessageRow>(
      `WITH m AS (
         INSERT INTO messages (kindergarten_id, title, content, audience, class_ids, user_ids, is_direct, batch_id, created_by)
         VALUES ($1, $7, $8, $2, $3, $4, $9, $10, $6)
         RETURNING id, kindergarten_id, created_at),
       r AS (
         INSERT INTO message_recipients (kindergarten_id, message_id, user_id, is_author, created_at, seen_at)
         SELECT m.kindergarten_id, m.id, p.user_id, p.user_id = $6, m.created_at,
                CASE WHEN p.user_id = $6 THEN m.created_at END
           FROM m, (SELECT audience_user_ids AS user_id FROM audience_user_ids($1, $2, $3, $4, $5) UNION SELECT $6) p
         RETURNING user_id)
       SELECT (SELECT id FROM m) AS id, array_agg(user_id) FILTER (WHERE user_id <> $6) AS user_ids FROM r`,
      [...message.audienceArgs, message.authorId, message.title, message.content, message.isDirect, message.batchId],
    );
  }

  /**
   * The author's new title and content; the recipients who had seen it see it as unread again. False when the message
   * is not the author's (or not there).
   */
  async update(
    messageId: number,
    kindergartenId: number | null,
    authorId: number,
    title: string,
    content: string,
  ): Promise<boolean> {
    const rows = await this.db.sql.many<{ id: number }>(
      `WITH m AS (
         UPDATE messages SET title = $4, content = $5, updated_at = now()
          WHERE id = $1 AND kindergarten_id = $2 AND created_by = $3 RETURNING id),
       unseen AS (
         UPDATE message_recipients r SET seen_at = NULL
           FROM m WHERE r.message_id = m.id AND NOT r.is_author AND r.seen_at IS NOT NULL)
       SELECT id FROM m`,
      [messageId, kindergartenId, authorId, title, content],
    );
    return rows.length > 0;
  }

  /** Deletes the message when the user wrote it or `moderates`: how many rows went (0 or 1). */
  remove(messageId: number, kindergartenId: number | null, userId: number, moderates: boolean): Promise<number> {
    return this.db.sql.exec(
      `DELETE FROM messages m
        WHERE m.id = $1 AND m.kindergarten_id = $2 AND (m.created_by = $3 OR $4)`,
      [messageId, kindergartenId, userId, moderates],
    );
  }

  /** The user's active membership of the kindergarten (read under that kindergarten's scope). */
  membership(userId: number, kindergartenId: number): Promise<MembershipRow | undefined> {
    return this.db.sql.maybe<MembershipRow>(
      `SELECT m.role, m.access, CASE WHEN m.access IS NULL THEN rg.grants END AS role_grants
         FROM kindergarten_users m
         LEFT JOIN user_groups rg ON rg.kindergarten_id = m.kindergarten_id AND rg.role = m.role
        WHERE m.user_id = $1 AND m.kindergarten_id = $2 AND m.is_active`,
      [userId, kindergartenId],
    );
  }
}
