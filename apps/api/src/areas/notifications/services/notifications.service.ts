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
} from '@kg/contracts';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Expiring, type VersionedAnswer, VersionedCache } from '../../../platform/cache/index.js';
import { sofiaToday } from '../../../platform/export/index.js';
import { excerptOf } from '../../communication/communication-notifier.js';
import {
  type AuthorRow,
  type Counted,
  type NotificationsReader,
  NotificationsRepository,
  type Page,
} from '../data/notifications.repository.js';

const authorOf = (row: AuthorRow) => ({ id: row.author_id, name: row.author_name, userType: row.user_type, role: row.role });

/** What each list needs to be read (spec 1 §6: the header items follow read on Messages, Events, Polls). */
const listResource: Record<NotificationKind, Resource> = {
  messages: Resource.Messages,
  events: Resource.Events,
  polls: Resource.Polls,
  notices: Resource.DashboardGroupMessages,
};

const paged = <T, R>(rows: Counted<T>[], map: (row: T) => R): PagedResult<R> => ({
  result: rows.map(map),
  rowsCount: rows[0]?.rows_count ?? 0,
});

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
    private readonly notifications: NotificationsRepository,
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
        const row = await this.notifications.counters(kindergartenId, user.userId, today, user.role !== Role.Parent);
        const [messages, polls, events, notices] = allowed;
        const counters: NotificationCounters = {
          unseenMessages: messages ? row.unseenMessages : 0,
          unvotedPolls: polls ? row.unvotedPolls : 0,
          unseenEvents: events ? row.unseenEvents : 0,
          unseenNotifications: notices ? row.unseenNotifications : 0,
        };
        return new Expiring(counters, row.changesAt);
      },
    );
  }

  async list(user: AuthUser, query: NotificationsQuery): Promise<Notifications> {
    const kinds = (query.kind ? [query.kind] : (Object.keys(listResource) as NotificationKind[])).filter((kind) =>
      allows(user.access, listResource[kind], 'read'),
    );
    const page: Page = { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize };
    const needsViewer = kinds.includes('events') || kinds.includes('notices');
    const classIds = needsViewer ? await this.notifications.viewerClassIds(user.kindergartenId, user.userId, sofiaToday()) : [];
    const reader: NotificationsReader = {
      kg: user.kindergartenId!,
      userId: user.userId,
      isStaff: user.role !== Role.Parent,
      classIds,
    };
    const result: Notifications = {};
    for (const kind of kinds) {
      if (kind === 'messages') result.messages = await this.messages(reader, page);
      if (kind === 'events') result.events = await this.events(reader, page);
      if (kind === 'polls') result.polls = await this.polls(reader, page);
      if (kind === 'notices') result.notices = await this.notices(reader, page);
    }
    return result;
  }

  private async messages(reader: NotificationsReader, page: Page): Promise<PagedResult<NotificationMessage>> {
    return paged(await this.notifications.messages(reader, page), (row) => ({
      id: row.id,
      title: row.title,
      content: excerptOf(row.content),
      creationTime: row.created_at.toISOString(),
      seenByCurrentUser: row.seen_at !== null,
      numberOfUnseenReplies: row.unseen_replies,
      createdBy: authorOf(row),
    }));
  }

  private async events(reader: NotificationsReader, page: Page): Promise<PagedResult<NotificationEvent>> {
    return paged(await this.notifications.events(reader, page), (row) => ({
      id: row.id,
      title: row.title,
      fromDate: row.starts_at.toISOString(),
      toDate: row.ends_at.toISOString(),
      allDay: row.all_day,
    }));
  }

  private async polls(reader: NotificationsReader, page: Page): Promise<PagedResult<NotificationPoll>> {
    return paged(await this.notifications.polls(reader, page), (row) => ({
      id: row.id,
      title: row.title,
      expirationTime: iso(row.expires_at),
    }));
  }

  private async notices(reader: NotificationsReader, page: Page): Promise<PagedResult<NotificationNotice>> {
    return paged(await this.notifications.notices(reader, page), (row) => ({
      id: row.id,
      title: row.title,
      content: excerptOf(row.content),
      creationTime: row.created_at.toISOString(),
      createdBy: authorOf(row),
    }));
  }
}
