import { audienceReachesSql } from '../../communication/data/audience.sql.js';

/** The reader's parameters in a statement: their user id, whether they are staff, their groups. */
export interface ReaderParams {
  id: string;
  isStaff: string;
  classIds: string;
}

/**
 * The rows of events (alias e) and notices (alias n) that wait for a reader: they reach the reader through their
 * audience (docs/communication.md), are not the reader's own, are not marked seen — and an event has not ended.
 */
export const unseenEventWhere = (r: ReaderParams) => `e.kindergarten_id = $1 AND e.ends_at >= now() AND e.created_by <> ${r.id}
  AND ${audienceReachesSql('e', r)}
  AND NOT EXISTS (SELECT 1 FROM event_seen s WHERE s.user_id = ${r.id} AND s.event_id = e.id)`;
export const unseenNoticeWhere = (r: ReaderParams) => `n.kindergarten_id = $1 AND n.created_by <> ${r.id}
  AND ${audienceReachesSql('n', r)}
  AND NOT EXISTS (SELECT 1 FROM board_notice_seen s WHERE s.user_id = ${r.id} AND s.notice_id = n.id)`;
/** My messages not seen or with unseen replies (alias r), and my open polls without a vote (aliases pr, p). */
export const unreadMessageWhere = `r.user_id = $2 AND r.kindergarten_id = $1 AND (r.seen_at IS NULL OR r.unseen_replies > 0)`;
export const unvotedPollWhere = `pr.user_id = $2 AND pr.kindergarten_id = $1 AND pr.voted_at IS NULL
  AND (p.expires_at IS NULL OR p.expires_at > now())`;

/**
 * The four badge counters in one statement (spec 1 §3; docs/notifications.md): the reader's groups once
 * (viewer_class_ids), then one scalar subquery per counter, each over its partial index. $1 kindergarten, $2 user,
 * $3 today (Sofia), $4 whether the reader is staff. It runs on every page of every user: prepared, and its answer
 * cached per user (NotificationsService.counters).
 *
 * `changesAt` (epoch milliseconds, null: never) is the first moment the answer may change with no write at all: the
 * earliest end of a counted event (it counts while `ends_at >= now()`) or expiry of a counted poll (while
 * `expires_at > now()`). Nothing starts counting by time alone, and the day is part of the cache key.
 */
export const COUNTERS_SQL = `
  WITH viewer AS MATERIALIZED (SELECT viewer_class_ids($1, $2, $3) AS class_ids)
  SELECT m.n AS "unseenMessages", p.n AS "unvotedPolls", e.n AS "unseenEvents", b.n AS "unseenNotifications",
         least(floor(extract(epoch FROM e.next) * 1000) + 1, ceil(extract(epoch FROM p.next) * 1000))::float8 AS "changesAt"
  FROM viewer
  CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM message_recipients r WHERE ${unreadMessageWhere}) m
  CROSS JOIN LATERAL (SELECT count(*)::int AS n, min(p.expires_at) AS next
                        FROM poll_recipients pr JOIN polls p ON p.id = pr.poll_id WHERE ${unvotedPollWhere}) p
  CROSS JOIN LATERAL (SELECT count(*)::int AS n, min(e.ends_at) AS next FROM events e
                       WHERE ${unseenEventWhere({ id: '$2', isStaff: '$4', classIds: 'viewer.class_ids' })}) e
  CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM board_notices n
                       WHERE ${unseenNoticeWhere({ id: '$2', isStaff: '$4', classIds: 'viewer.class_ids' })}) b`;

/** The reader's parameters in the lists: $2 user, $3 staff, $4 groups. */
export const LIST_READER: ReaderParams = { id: '$2', isStaff: '$3', classIds: '$4' };

/** An item's author: name, user type and role in this kindergarten ($1), the columns and the joins from `column`. */
export const authorColumns = `u.id AS author_id, concat_ws(' ', u.first_name, u.last_name) AS author_name, u.user_type, ku.role`;
export const authorJoin = (column: string) => `JOIN users u ON u.id = ${column}
         LEFT JOIN kindergarten_users ku ON ku.user_id = u.id AND ku.kindergarten_id = $1`;
