import { MESSAGES_LIST_MAX, type MessagesQuery, type PageQuery } from '@kg/contracts';
import { containsPattern, type PagedSelect, SqlConditions } from '../../../platform/database/paged-query.js';

/** A person as the message screens show them: `<alias>` is a users row. */
export const personJson = (alias: string): string =>
  `json_build_object('id', ${alias}.id, 'name', ${alias}.first_name || ' ' || ${alias}.last_name, 'userType', ${alias}.user_type)`;

/**
 * The inbox of a user in a kindergarten, newest first (also timed by the bench, tools/bench/paths.ts): one range of
 * message_recipients_inbox_idx, or of message_recipients_unread_idx for unread only; the message and its author by
 * primary key; the recipients count only on the author's own rows.
 */
export function messageListSelect(userId: number, kindergartenId: number, query: MessagesQuery): PagedSelect {
  const where = new SqlConditions().add('r.user_id = ?', userId).add('r.kindergarten_id = ?', kindergartenId);
  if (query.unreadOnly) where.add('(r.seen_at IS NULL OR r.unseen_replies > 0)');
  if (query.search) where.add(`m.title ILIKE ?`, containsPattern(query.search));
  return {
    select: `m.id, m.title, m.content, r.created_at AS "creationTime", r.seen_at IS NOT NULL AS "seenByCurrentUser",
             r.unseen_replies AS "numberOfUnseenReplies", ${personJson('u')} AS "createdBy", r.is_author AS "isAuthor",
             m.is_direct AS "isDirect", m.audience,
             CASE WHEN r.is_author THEN (SELECT count(*)::int FROM message_recipients x
                                          WHERE x.message_id = m.id AND NOT x.is_author) END AS "recipientsCount"`,
    from: `FROM message_recipients r
           JOIN messages m ON m.id = r.message_id AND m.kindergarten_id = r.kindergarten_id
           JOIN users u ON u.id = m.created_by`,
    where,
    orderBy: { creationTime: 'r.created_at' },
    defaultOrder: 'r.created_at DESC, r.message_id DESC',
  };
}

/** Without `pageSize` the whole inbox, capped at MESSAGES_LIST_MAX (docs/messages.md). */
export const messageListPage = (query: MessagesQuery): PageQuery => ({
  pageNumber: query.pageSize ? query.pageNumber : 1,
  pageSize: query.pageSize ?? MESSAGES_LIST_MAX,
  ...(query.orderByColumn ? { orderByColumn: query.orderByColumn, orderByDescending: query.orderByDescending ?? true } : {}),
});
