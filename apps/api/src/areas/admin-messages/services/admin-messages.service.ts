import { Injectable } from '@nestjs/common';
import {
  AdminMessageAudience,
  adminMessageTexts,
  type AdminMessageRow,
  type AdminMessagesQuery,
  type CreateAdminMessageBody,
  type MyAdminMessage,
  type MyAdminMessagesQuery,
  type PagedResult,
  RealtimeEvent,
  richTextPlainText,
  type SaveResult,
  validationMessages,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Db } from '../../../platform/database/db.service.js';
import { pagedQuery, SqlConditions } from '../../../platform/database/paged-query.js';
import { containsPattern } from '../../../platform/database/like.js';
import { BadInputError, NotFoundError } from '../../../platform/errors/domain-errors.js';
import { RealtimeService } from '../../../platform/realtime/realtime.service.js';
import { sanitizeRichText } from '../../../platform/sanitize/rich-text.js';

/** How long the plain-text excerpt of a push is. */
export const EXCERPT_LENGTH = 200;

const excerpt = (html: string): string => {
  const text = richTextPlainText(html);
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
};

const moment = (column: string): string => `to_char(${column} AT TIME ZONE 'Europe/Sofia', 'YYYY-MM-DD"T"HH24:MI:SS')`;

/**
 * Is message `m` addressed to the user `me` (a row of users)? Membership is computed on read: "all users", the active
 * members of the chosen kindergartens (optionally only in `m.roles`), or the chosen users.
 */
const ADDRESSED_TO_ME = `(
  (m.audience = ${AdminMessageAudience.AllUsers} AND (m.roles IS NULL OR me.national_role = ANY (m.roles) OR EXISTS (
    SELECT 1 FROM kindergarten_users ku WHERE ku.user_id = me.id AND ku.is_active AND ku.role = ANY (m.roles))))
  OR (m.audience = ${AdminMessageAudience.Kindergartens} AND EXISTS (
    SELECT 1 FROM admin_message_kindergartens mk
      JOIN kindergarten_users ku ON ku.kindergarten_id = mk.kindergarten_id AND ku.user_id = me.id AND ku.is_active
     WHERE mk.message_id = m.id AND (m.roles IS NULL OR ku.role = ANY (m.roles))))
  OR (m.audience = ${AdminMessageAudience.Users} AND EXISTS (
    SELECT 1 FROM admin_message_users mu WHERE mu.message_id = m.id AND mu.user_id = me.id))
)`;

/** The master's administrative messages (docs/admin-messages.md): written by the master, read by their addressees. */
@Injectable()
export class AdminMessagesService {
  constructor(
    private readonly db: Db,
    private readonly realtime: RealtimeService,
  ) {}

  list(_user: AuthUser, query: AdminMessagesQuery): Promise<PagedResult<AdminMessageRow>> {
    const where = new SqlConditions();
    if (query.search)
      where.add('(m.title ILIKE ? OR m.content ILIKE ?)', containsPattern(query.search), containsPattern(query.search));
    return pagedQuery<AdminMessageRow>(
      this.db.manager,
      {
        select: `m.id, m.title, m.content, m.audience, coalesce(m.roles, '{}')::int[] AS roles,
          ${moment('m.created_at')} AS "createdAt", concat_ws(' ', a.first_name, a.last_name) AS "createdBy",
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

  async create(user: AuthUser, body: CreateAdminMessageBody): Promise<SaveResult> {
    const content = sanitizeRichText(body.content);
    if (!richTextPlainText(content)) throw new BadInputError(undefined, { content: [validationMessages.required] });
    const kindergartenIds = body.audience === AdminMessageAudience.Kindergartens ? [...new Set(body.kindergartenIds)] : [];
    const userIds = body.audience === AdminMessageAudience.Users ? [...new Set(body.userIds)] : [];
    const roles = body.audience === AdminMessageAudience.Users || body.roles.length === 0 ? null : [...new Set(body.roles)];
    await this.assertAllExist(
      'kindergartens',
      'TRUE',
      kindergartenIds,
      'kindergartenIds',
      adminMessageTexts.unknownKindergartens,
    );
    await this.assertAllExist('users', 'is_active', userIds, 'userIds', adminMessageTexts.unknownUsers);

    const manager = this.db.manager;
    const [{ id }]: { id: number }[] = await manager.query(
      `INSERT INTO admin_messages (title, content, audience, roles, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [body.title, content, body.audience, roles, user.userId],
    );
    if (kindergartenIds.length)
      await manager.query(`INSERT INTO admin_message_kindergartens (message_id, kindergarten_id) SELECT $1, unnest($2::int[])`, [
        id,
        kindergartenIds,
      ]);
    if (userIds.length)
      await manager.query(`INSERT INTO admin_message_users (message_id, user_id) SELECT $1, unnest($2::int[])`, [id, userIds]);

    await this.push(body.audience, { kindergartenIds, userIds, roles }, { id, title: body.title, content: excerpt(content) });
    return { isSuccessful: true, entityId: id };
  }

  /** The messages addressed to the signed-in user, newest first, with whether they marked each seen. */
  mine(user: AuthUser, query: MyAdminMessagesQuery): Promise<PagedResult<MyAdminMessage>> {
    const where = new SqlConditions();
    const me = where.param(user.userId);
    where.add(ADDRESSED_TO_ME);
    return pagedQuery<MyAdminMessage>(
      this.db.manager,
      {
        select: `m.id, m.title, m.content, ${moment('m.created_at')} AS "createdAt", s.user_id IS NOT NULL AS seen`,
        from: `FROM admin_messages m CROSS JOIN (SELECT id, national_role FROM users WHERE id = ${me}) me
          LEFT JOIN admin_message_seen s ON s.user_id = me.id AND s.message_id = m.id`,
        where,
        orderBy: {},
        defaultOrder: 'm.created_at DESC, m.id DESC',
      },
      query,
    );
  }

  /** Marks a message addressed to the user as seen (again: nothing changes). Not addressed to them: 404. */
  async markSeen(user: AuthUser, id: number): Promise<void> {
    const [row] = await this.db.manager.query(
      `SELECT m.id FROM admin_messages m CROSS JOIN (SELECT id, national_role FROM users WHERE id = $1) me
        WHERE m.id = $2 AND ${ADDRESSED_TO_ME}`,
      [user.userId, id],
    );
    if (!row) throw new NotFoundError(adminMessageTexts.notFound);
    await this.db.manager.query(`INSERT INTO admin_message_seen (user_id, message_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      user.userId,
      id,
    ]);
  }

  private async assertAllExist(table: string, condition: string, ids: number[], field: string, message: string): Promise<void> {
    if (!ids.length) return;
    const [{ count }]: { count: number }[] = await this.db.manager.query(
      `SELECT count(*)::int AS count FROM ${table} WHERE id = ANY ($1::int[]) AND ${condition}`,
      [ids],
    );
    if (count !== ids.length) throw new BadInputError(message, { [field]: [message] });
  }

  /** Tells the connected recipients, after the commit. The members of chosen kindergartens: one statement. */
  private async push(
    audience: AdminMessageAudience,
    to: { kindergartenIds: number[]; userIds: number[]; roles: number[] | null },
    payload: { id: number; title: string; content: string },
  ): Promise<void> {
    const event = RealtimeEvent.ReceiveMasterAdministrativeMessage;
    if (audience === AdminMessageAudience.AllUsers) {
      if (to.roles) this.realtime.toRoles(to.roles, event, payload);
      else this.realtime.toEveryone(event, payload);
      return;
    }
    if (audience === AdminMessageAudience.Users) return this.realtime.toUsers(to.userIds, event, payload);
    const rows: { user_id: number }[] = await this.db.manager.query(
      `SELECT DISTINCT ku.user_id FROM kindergarten_users ku JOIN users u ON u.id = ku.user_id AND u.is_active
        WHERE ku.kindergarten_id = ANY ($1::int[]) AND ku.is_active AND ($2::smallint[] IS NULL OR ku.role = ANY ($2))`,
      [to.kindergartenIds, to.roles],
    );
    this.realtime.toUsers(
      rows.map((row) => row.user_id),
      event,
      payload,
    );
  }
}
