import { MESSAGES_LIST_MAX, type MessagesQuery, type PageQuery } from '@kg/contracts';
import { type PagedSelect, pagedStatements, preparedStatement, SqlConditions } from '../../../platform/database/paged-query.js';
import { containsPattern } from '../../../platform/database/like.js';

/** A person as the message screens show them: `<alias>` is a users row. */
export const personJson = (alias: string): string =>
  `json_build_object('id', ${alias}.id, 'name', ${alias}.first_name || ' ' || ${alias}.last_name, 'userType', ${alias}.user_type)`;

/**
 * How much of a message's content the inbox reads for its 200-character plain-text excerpt: the start of the rich
 * text is enough (markup included), and a long message is not carried whole from the database for every row.
 */
export const EXCERPT_SOURCE_CHARS = 1000;

/**
 * The inbox of a user in a kindergarten, newest first (also timed by the bench, tools/bench/paths.ts): one range of
 * message_recipients_inbox_idx, or of message_recipients_unread_idx for unread only; the message and its author by
 * primary key; on the author's own rows the number of recipients, kept on the message by a trigger
 * (migrations/1795300031000-CommunicationSpeed.ts) instead of counted per row.
 */
export function messageListSelect(userId: number, kindergartenId: number, query: MessagesQuery): PagedSelect {
  const where = new SqlConditions().add('r.user_id = ?', userId).add('r.kindergarten_id = ?', kindergartenId);
  if (query.unreadOnly) where.add('(r.seen_at IS NULL OR r.unseen_replies > 0)');
  if (query.search) where.add(`m.title ILIKE ?`, containsPattern(query.search));
  return {
    select: `m.id, m.title, left(m.content, ${EXCERPT_SOURCE_CHARS}) AS content, r.created_at AS "creationTime",
             r.seen_at IS NOT NULL AS "seenByCurrentUser", r.unseen_replies AS "numberOfUnseenReplies",
             ${personJson('u')} AS "createdBy", r.is_author AS "isAuthor", m.is_direct AS "isDirect", m.audience,
             CASE WHEN r.is_author THEN m.recipients_count END AS "recipientsCount"`,
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

/**
 * The cache key of an inbox page (MessagesService.list): the whole query, normalized, so that two requests share an
 * entry only when they ask the same rows (an absent or empty search is no search; a missing page size is the cap).
 */
export function messageListKey(query: MessagesQuery): string {
  const page = messageListPage(query);
  const normalized = [
    page.pageNumber,
    page.pageSize,
    page.orderByColumn ?? '',
    page.orderByDescending ?? '',
    query.unreadOnly === true,
    query.search || '',
  ];
  return `messages-inbox/${JSON.stringify(normalized)}`;
}

/** A named prepared statement (`Db.prepared`): its name, text and values. */
export type NamedStatement = ReturnType<typeof preparedStatement>;

/**
 * The inbox as named prepared statements (run by MessagesService.list on a cache miss): `page` is the page with the
 * total in a `rowsCount` column (an uncorrelated subquery, computed once: one round trip for the usual request);
 * `count` is the total alone, for a page past the end, which has no row to carry it. Without a title search the total
 * reads message_recipients alone: every row has its message and its author (foreign keys), so the joins change
 * nothing but the cost.
 */
export function messageListStatements(
  userId: number,
  kindergartenId: number,
  query: MessagesQuery,
): { count: NamedStatement; page: NamedStatement } {
  const select = messageListSelect(userId, kindergartenId, query);
  const countSelect = query.search ? select : { ...select, from: 'FROM message_recipients r' };
  const { count } = pagedStatements(countSelect, messageListPage(query));
  const { page } = pagedStatements(
    { ...select, select: `${select.select}, (${count.text}) AS "rowsCount"` },
    messageListPage(query),
  );
  return { count: preparedStatement('messages-count', count), page: preparedStatement('messages-page', page) };
}
