import { Controller, Get, Headers, Query } from '@nestjs/common';
import { type Notifications, notificationsQuery, type NotificationsQuery, notificationsSchema, Resource } from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { type VersionedAnswer, VersionedJson } from '../../../platform/cache/index.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { NotificationsService } from '../services/notifications.service.js';

/**
 * Read on Counters ("Известия", every kindergarten role by default) lets a member in; MON, municipality and the
 * master have no kindergarten items (spec 1 §6 hides the header items from them) and get 403.
 */
@Controller('Notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /**
   * The four badge counters (spec 1 §3, `notificationCountersSchema`): asked by every signed-in page, so answered from
   * the versioned cache per user (ETag, 304) and computed by one prepared statement on a miss.
   */
  @Get('counters')
  @Access(Resource.Counters, 'read')
  @VersionedJson()
  counters(@CurrentUser() user: AuthUser, @Headers('if-none-match') ifNoneMatch?: string): Promise<VersionedAnswer> {
    return this.notifications.counters(user, ifNoneMatch);
  }

  /** The latest unread messages, unseen upcoming events, open unanswered polls and unseen notices. */
  @Get()
  @Access(Resource.Counters, 'read')
  @Validate({ query: notificationsQuery, response: notificationsSchema })
  list(@CurrentUser() user: AuthUser, @Query() query: NotificationsQuery): Promise<Notifications> {
    return this.notifications.list(user, query);
  }
}
