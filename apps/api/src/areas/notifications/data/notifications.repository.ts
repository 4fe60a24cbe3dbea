import { Injectable } from '@nestjs/common';
import type { NotificationCounters, Role, UserType } from '@kg/contracts';
import { Db } from '../../../platform/database/db.service.js';
import {
  authorColumns,
  authorJoin,
  COUNTERS_SQL,
  LIST_READER,
  unreadMessageWhere,
  unseenEventWhere,
  unseenNoticeWhere,
  unvotedPollWhere,
} from './notifications.sql.js';

/** The counters with the first moment they may change by the clock alone (epoch milliseconds; null: never). */
export interface CountersRow extends NotificationCounters {
  changesAt: number | null;
}

/** An item's author as the lists read them. */
export interface AuthorRow {
  author_id: number;
  author_name: string;
  user_type: UserType;
  role: Role | null;
}

/** A row of a list with the list's total. */
export type Counted<T> = T & { rows_count: number };

export interface UnreadMessageRow extends AuthorRow {
  id: number;
  title: string;
  content: string;
  created_at: Date;
  seen_at: Date | null;
  unseen_replies: number;
}

export interface UnseenEventRow {
  id: number;
  title: string;
  starts_at: Date;
  ends_at: Date;
  all_day: boolean;
}

export interface UnvotedPollRow {
  id: number;
  title: string;
  expires_at: Date | null;
}

export interface UnseenNoticeRow extends AuthorRow {
  id: number;
  title: string;
  content: string;
  created_at: Date;
}

/** Who reads the lists: the kindergarten, the user, whether staff, and their groups today. */
export interface NotificationsReader {
  kg: number;
  userId: number;
  isStaff: boolean;
  classIds: number[];
}

export interface Page {
  limit: number;
  offset: number;
}

/** The statements of the header badges and the /notifications page (docs/notifications.md); every row typed. */
@Injectable()
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /** The four counters: one named prepared statement (it runs on every page of every user). */
  async counters(kindergartenId: number, userId: number, today: string, isStaff: boolean): Promise<CountersRow> {
    const [row] = await this.db.prepared<CountersRow>('notification-counters', COUNTERS_SQL, [
      kindergartenId,
      userId,
      today,
      isStaff,
    ]);
    return row!;
  }

  /** The reader's groups on the day (`viewer_class_ids`). */
  async viewerClassIds(kindergartenId: number | null, userId: number, today: string): Promise<number[]> {
    const row = await this.db.sql.maybe<{ ids: number[] }>(`SELECT viewer_class_ids($1, $2, $3) AS ids`, [
      kindergartenId,
      userId,
      today,
    ]);
    return row?.ids ?? [];
  }

  messages(reader: NotificationsReader, page: Page): Promise<Counted<UnreadMessageRow>[]> {
    return this.db.sql.many<Counted<UnreadMessageRow>>(
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
  }

  events(reader: NotificationsReader, page: Page): Promise<Counted<UnseenEventRow>[]> {
    return this.db.sql.many<Counted<UnseenEventRow>>(
      `SELECT e.id, e.title, e.starts_at, e.ends_at, e.all_day, count(*) OVER ()::int AS rows_count
         FROM events e
        WHERE ${unseenEventWhere(LIST_READER)}
        ORDER BY e.starts_at, e.id
        LIMIT $5 OFFSET $6`,
      [reader.kg, reader.userId, reader.isStaff, reader.classIds, page.limit, page.offset],
    );
  }

  polls(reader: NotificationsReader, page: Page): Promise<Counted<UnvotedPollRow>[]> {
    return this.db.sql.many<Counted<UnvotedPollRow>>(
      `SELECT p.id, p.title, p.expires_at, count(*) OVER ()::int AS rows_count
         FROM poll_recipients pr
         JOIN polls p ON p.id = pr.poll_id
        WHERE ${unvotedPollWhere}
        ORDER BY p.expires_at NULLS LAST, p.id
        LIMIT $3 OFFSET $4`,
      [reader.kg, reader.userId, page.limit, page.offset],
    );
  }

  notices(reader: NotificationsReader, page: Page): Promise<Counted<UnseenNoticeRow>[]> {
    return this.db.sql.many<Counted<UnseenNoticeRow>>(
      `SELECT n.id, n.title, n.content, n.created_at, ${authorColumns}, count(*) OVER ()::int AS rows_count
         FROM board_notices n
         ${authorJoin('n.created_by')}
        WHERE ${unseenNoticeWhere(LIST_READER)}
        ORDER BY n.position, n.id
        LIMIT $5 OFFSET $6`,
      [reader.kg, reader.userId, reader.isStaff, reader.classIds, page.limit, page.offset],
    );
  }
}
