import { Injectable } from '@nestjs/common';
import {
  allows,
  type NotificationCounters,
  type NotificationEvent,
  type NotificationKind,
  type NotificationMessage,
  type NotificationNotice,
  type NotificationPoll,
  type Notifications,
  type NotificationsQuery,
  type PagedResult,
  Resource,
  Role,
  type UserType,
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Expiring, type VersionedAnswer, VersionedCache } from '../../../platform/cache/index.js';
import { Db } from '../../../platform/database/db.service.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { audienceReachesSql } from '../../communication/audience.service.js';
import { excerptOf } from '../../communication/communication-notifier.js';

interface ReaderParams {
  id: string;
  isStaff: string;
  classIds: string;
}

/**
 * The rows of events (alias e) and notices (alias n) that wait for a reader: they reach the reader through their
 * audience (docs/communication.md), are not the reader's own, are not marked seen — and an event has not ended.
 */
const unseenEventWhere = (r: ReaderParams) => `e.kindergarten_id = $1 AND e.ends_at >= now() AND e.created_by <> ${r.id}
  AND ${audienceReachesSql('e', r)}
  AND NOT EXISTS (SELECT 1 FROM event_seen s WHERE s.user_id = ${r.id} AND s.event_id = e.id)`;
const unseenNoticeWhere = (r: ReaderParams) => `n.kindergarten_id = $1 AND n.created_by <> ${r.id}
  AND ${audienceReachesSql('n', r)}
  AND NOT EXISTS (SELECT 1 FROM board_notice_seen s WHERE s.user_id = ${r.id} AND s.notice_id = n.id)`;
/** My messages not seen or with unseen replies (alias r), and my open polls without a vote (aliases pr, p). */
const unreadMessageWhere = `r.user_id = $2 AND r.kindergarten_id = $1 AND (r.seen_at IS NULL OR r.unseen_replies > 0)`;
const unvotedPollWhere = `pr.user_id = $2 AND pr.kindergarten_id = $1 AND pr.voted_at IS NULL
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
const LIST_READER: ReaderParams = { id: '$2', isStaff: '$3', classIds: '$4' };

/** An item's author: name, user type and role in this kindergarten ($1), the columns and the joins from `column`. */
const authorColumns = `u.id AS author_id, concat_ws(' ', u.first_name, u.last_name) AS author_name, u.user_type, ku.role`;
const authorJoin = (column: string) => `JOIN users u ON u.id = ${column}
         LEFT JOIN kindergarten_users ku ON ku.user_id = u.id AND ku.kindergarten_id = $1`;
interface AuthorRow {
  author_id: number;
  author_name: string;
  user_type: UserType;
  role: Role | null;
}
const authorOf = (row: AuthorRow) => ({ id: row.author_id, name: row.author_name, userType: row.user_type, role: row.role });

interface Reader {
  kg: number;
  userId: number;
  isStaff: boolean;
  classIds: number[];
}

interface Page {
  limit: number;
  offset: number;
}

type Counted<T> = T & { rows_count: number };

/** What each list needs to be read (spec 1 §6: the header items follow read on Messages, Events, Polls). */
const listResource: Record<NotificationKind, Resource> = {
  messages: Resource.Messages,
  events: Resource.Events,
  polls: Resource.Polls,
  notices: Resource.DashboardGroupMessages,
};

const paged = <T>(rows: Counted<T>[], map: (row: T) => unknown): PagedResult<never> =>
  ({ result: rows.map(map), rowsCount: rows[0]?.rows_count ?? 0 }) as PagedResult<never>;

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/**
 * Unread and unseen items of the signed-in member in the selected kindergarten (docs/notifications.md). Reads the
 * tables of messages, events, polls and the notice board directly (the rules are those of spec 2 §4 and
 * docs/communication.md): a message is unread when not seen or with unseen replies; an event counts until it ends; a
 * poll while it is open and not answered; events and notices reach the reader through their audience; the reader's
 * own events and notices never count.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly db: Db,
    private readonly cache: VersionedCache,
  ) {}

  /**
   * The badge counters from the versioned cache (topic 'communication'): kept per user, role, the four read
   * permissions and the Sofia day (everything about the reader the answer depends on), recomputed when the
   * kindergarten's communication data changes or when a counted event ends or poll expires (`changesAt`). A hit opens
   * no transaction (the route is `@VersionedJson()`).
   */
  counters(user: AuthUser, ifNoneMatch?: string): Promise<VersionedAnswer> {
    const kindergartenId = user.kindergartenId!;
    const today = sofiaToday();
    const may = (resource: Resource) => allows(user.access, resource, 'read');
    const allowed = [Resource.Messages, Resource.Polls, Resource.Events, Resource.DashboardGroupMessages].map(may);
    const scope = `user:${user.userId}:role:${user.role}:read:${allowed.map(Number).join('')}`;
    return this.cache.json(
      user.scope,
      { kindergartenId, topic: 'communication', key: `notification-counters/${today}`, scope },
      ifNoneMatch,
      async () => {
        const [row] = await this.db.prepared<NotificationCounters & { changesAt: number | null }>(
          'notification-counters',
          COUNTERS_SQL,
          [kindergartenId, user.userId, today, user.role !== Role.Parent],
        );
        const [messages, polls, events, notices] = allowed;
        const counters: NotificationCounters = {
          unseenMessages: messages ? row!.unseenMessages : 0,
          unvotedPolls: polls ? row!.unvotedPolls : 0,
          unseenEvents: events ? row!.unseenEvents : 0,
          unseenNotifications: notices ? row!.unseenNotifications : 0,
        };
        return new Expiring(counters, row!.changesAt);
      },
    );
  }

  async list(user: AuthUser, query: NotificationsQuery): Promise<Notifications> {
    const kinds = (query.kind ? [query.kind] : (Object.keys(listResource) as NotificationKind[])).filter((kind) =>
      allows(user.access, listResource[kind], 'read'),
    );
    const page: Page = { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize };
    const needsViewer = kinds.includes('events') || kinds.includes('notices');
    const classIds = needsViewer
      ? ((
          await this.db.manager.query<{ ids: number[] }[]>(`SELECT viewer_class_ids($1, $2, $3) AS ids`, [
            user.kindergartenId,
            user.userId,
            sofiaToday(),
          ])
        )[0]?.ids ?? [])
      : [];
    const reader: Reader = { kg: user.kindergartenId!, userId: user.userId, isStaff: user.role !== Role.Parent, classIds };
    const result: Notifications = {};
    for (const kind of kinds) {
      if (kind === 'messages') result.messages = await this.messages(reader, page);
      if (kind === 'events') result.events = await this.events(reader, page);
      if (kind === 'polls') result.polls = await this.polls(reader, page);
      if (kind === 'notices') result.notices = await this.notices(reader, page);
    }
    return result;
  }

  private async messages(reader: Reader, page: Page): Promise<PagedResult<NotificationMessage>> {
    const rows = await this.db.manager.query<
      Counted<
        AuthorRow & { id: number; title: string; content: string; created_at: Date; seen_at: Date | null; unseen_replies: number }
      >[]
    >(
      `SELECT m.id, m.title, m.content, r.created_at, r.seen_at, r.unseen_replies, ${authorColumns},
              count(*) OVER ()::int AS rows_count
         FROM message_recipients r
         JOIN messages m ON m.id = r.message_id
         ${authorJoin('m.created_by')}
        WHERE ${unreadMessageWhere}
        ORDER BY r.created_at DESC, r.message_id DESC
        LIMIT $3 OFFSET $4`,
      [reader.kg, reader.userId, page.limit, page.offset],
    );
    return paged(rows, (row) => ({
      id: row.id,
      title: row.title,
      content: excerptOf(row.content),
      creationTime: iso(row.created_at),
      seenByCurrentUser: row.seen_at !== null,
      numberOfUnseenReplies: row.unseen_replies,
      createdBy: authorOf(row),
    }));
  }

  private async events(reader: Reader, page: Page): Promise<PagedResult<NotificationEvent>> {
    const rows = await this.db.manager.query<
      Counted<{ id: number; title: string; starts_at: Date; ends_at: Date; all_day: boolean }>[]
    >(
      `SELECT e.id, e.title, e.starts_at, e.ends_at, e.all_day, count(*) OVER ()::int AS rows_count
         FROM events e
        WHERE ${unseenEventWhere(LIST_READER)}
        ORDER BY e.starts_at, e.id
        LIMIT $5 OFFSET $6`,
      [reader.kg, reader.userId, reader.isStaff, reader.classIds, page.limit, page.offset],
    );
    return paged(rows, (row) => ({
      id: row.id,
      title: row.title,
      fromDate: iso(row.starts_at),
      toDate: iso(row.ends_at),
      allDay: row.all_day,
    }));
  }

  private async polls(reader: Reader, page: Page): Promise<PagedResult<NotificationPoll>> {
    const rows = await this.db.manager.query<Counted<{ id: number; title: string; expires_at: Date | null }>[]>(
      `SELECT p.id, p.title, p.expires_at, count(*) OVER ()::int AS rows_count
         FROM poll_recipients pr
         JOIN polls p ON p.id = pr.poll_id
        WHERE ${unvotedPollWhere}
        ORDER BY p.expires_at NULLS LAST, p.id
        LIMIT $3 OFFSET $4`,
      [reader.kg, reader.userId, page.limit, page.offset],
    );
    return paged(rows, (row) => ({ id: row.id, title: row.title, expirationTime: iso(row.expires_at) }));
  }

  private async notices(reader: Reader, page: Page): Promise<PagedResult<NotificationNotice>> {
    const rows = await this.db.manager.query<
      Counted<AuthorRow & { id: number; title: string; content: string; created_at: Date }>[]
    >(
      `SELECT n.id, n.title, n.content, n.created_at, ${authorColumns}, count(*) OVER ()::int AS rows_count
         FROM board_notices n
         ${authorJoin('n.created_by')}
        WHERE ${unseenNoticeWhere(LIST_READER)}
        ORDER BY n.position, n.id
        LIMIT $5 OFFSET $6`,
      [reader.kg, reader.userId, reader.isStaff, reader.classIds, page.limit, page.offset],
    );
    return paged(rows, (row) => ({
      id: row.id,
      title: row.title,
      content: excerptOf(row.content),
      creationTime: iso(row.created_at),
      createdBy: authorOf(row),
    }));
  }
}
