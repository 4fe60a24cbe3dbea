import { Injectable } from '@nestjs/common';
import {
  AdminMessageAudience,
  type AdminMessageRow,
  type AdminMessagesQuery,
  type MyAdminMessage,
  type MyAdminMessagesQuery,
  type PagedResult,
} from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import { containsPattern } from '../../../platform/database/like.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { ADDRESSED_TO_ME, sofiaMoment } from './admin-messages.sql.js';

/** A new administrative message as stored; the chosen kindergartens or users in their own tables. */
export interface NewAdminMessageRow {
  title: string;
  /** Sanitised. */
  content: string;
  audience: AdminMessageAudience;
  /** Null: every role. */
  roles: number[] | null;
  createdBy: number;
}

/** The statements of the master's administrative messages (docs/admin-messages.md); every row typed. */
@Injectable()
export class AdminMessagesRepository {
  constructor(private readonly db: Db) {}

  list(query: AdminMessagesQuery): Promise<PagedResult<AdminMessageRow>> {
    const where = new SqlConditions();
    if (query.search)
      where.add('(m.title ILIKE ? OR m.content ILIKE ?)', containsPattern(query.search), containsPattern(query.search));
    return pagedQuery<AdminMessageRow>(
      this.db.manager,
      {
        select: `m.id, m.title, m.content, m.audience, coalesce(m.roles, '{}')::int[] AS roles,
          ${sofiaMoment('m.created_at')} AS "createdAt", concat_ws(' ', a.first_name, a.last_name) AS "createdBy",
          CASE m.audience
            WHEN ${AdminMessageAudience.Kindergartens} THEN ARRAY(SELECT k.name FROM admin_message_kindergartens mk
              JOIN kindergartens k ON k.id = mk.kindergarten_id WHERE mk.message_id = m.id ORDER BY k.name COLLATE "bg-BG-x-icu")
            WHEN ${AdminMessageAudience.Users} THEN ARRAY(SELECT concat_ws(' ', u.first_name, u.last_name) FROM admin_message_users mu
              JOIN users u ON u.id = mu.user_id WHERE mu.message_id = m.id
              ORDER BY u.first_name COLLATE "bg-BG-x-icu", u.last_name COLLATE "bg-BG-x-icu")
            ELSE '{}'::text[] END AS recipients`,
        from: 'FROM admin_messages m JOIN users a ON a.id = m.created_by',
        where,
        orderBy: { createdAt: 'm.created_at', title: 'm.title COLLATE "bg-BG-x-icu"' },
        defaultOrder: 'm.created_at DESC, m.id DESC',
      },
      query,
    );
  }

  /** How many of the ids are kindergartens. */
  countKindergartens(ids: readonly number[]): Promise<number> {
    return this.countExisting('kindergartens', 'TRUE', ids);
  }

  /** How many of the ids are active users. */
  countActiveUsers(ids: readonly number[]): Promise<number> {
    return this.countExisting('users', 'is_active', ids);
  }

  async insert(message: NewAdminMessageRow): Promise<number> {
    const { id } = await this.db.sql.one<{ id: number }>(
      `INSERT INTO admin_messages (title, content, audience, roles, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [message.title, message.content, message.audience, message.roles, message.createdBy],
    );
    return id;
  }

  async insertKindergartens(messageId: number, kindergartenIds: readonly number[]): Promise<void> {
    await this.db.sql.exec(`INSERT INTO admin_message_kindergartens (message_id, kindergarten_id) SELECT $1, unnest($2::int[])`, [
      messageId,
      kindergartenIds,
    ]);
  }

  async insertUsers(messageId: number, userIds: readonly number[]): Promise<void> {
    await this.db.sql.exec(`INSERT INTO admin_message_users (message_id, user_id) SELECT $1, unnest($2::int[])`, [
      messageId,
      userIds,
    ]);
  }

  /** The messages addressed to the user, newest first, with whether they marked each seen. */
  mine(userId: number, query: MyAdminMessagesQuery): Promise<PagedResult<MyAdminMessage>> {
    const where = new SqlConditions();
    const me = where.param(userId);
    where.add(ADDRESSED_TO_ME);
    return pagedQuery<MyAdminMessage>(
      this.db.manager,
      {
        select: `m.id, m.title, m.content, ${sofiaMoment('m.created_at')} AS "createdAt", s.user_id IS NOT NULL AS seen`,
        from: `FROM admin_messages m CROSS JOIN (SELECT id, national_role FROM users WHERE id = ${me}) me
          LEFT JOIN admin_message_seen s ON s.user_id = me.id AND s.message_id = m.id`,
        where,
        orderBy: {},
        defaultOrder: 'm.created_at DESC, m.id DESC',
      },
      query,
    );
  }

  /** Whether the message is addressed to the user. */
  async isAddressedTo(userId: number, messageId: number): Promise<boolean> {
    const row = await this.db.sql.maybe<{ id: number }>(
      `SELECT m.id FROM admin_messages m CROSS JOIN (SELECT id, national_role FROM users WHERE id = $1) me
        WHERE m.id = $2 AND ${ADDRESSED_TO_ME}`,
      [userId, messageId],
    );
    return row !== undefined;
  }

  async markSeen(userId: number, messageId: number): Promise<void> {
    await this.db.sql.exec(`INSERT INTO admin_message_seen (user_id, message_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      userId,
      messageId,
    ]);
  }

  /** The active members of the kindergartens (only in `roles` when given), each once. */
  async memberUserIds(kindergartenIds: readonly number[], roles: readonly number[] | null): Promise<number[]> {
    const rows = await this.db.sql.many<{ user_id: number }>(
      `SELECT DISTINCT ku.user_id FROM kindergarten_users ku JOIN users u ON u.id = ku.user_id AND u.is_active
        WHERE ku.kindergarten_id = ANY ($1::int[]) AND ku.is_active AND ($2::smallint[] IS NULL OR ku.role = ANY ($2))`,
      [kindergartenIds, roles],
    );
    return rows.map((row) => row.user_id);
  }

  private async countExisting(table: string, condition: string, ids: readonly number[]): Promise<number> {
    const { count } = await this.db.sql.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${table} WHERE id = ANY ($1::int[]) AND ${condition}`,
      [ids],
    );
    return count;
  }
}
