import { Controller, Headers, Query } from '@nestjs/common';
import { notificationsRoutes as routes, type RouteQuery } from '@kg/contracts';
import { CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { VersionedJson } from '../../../platform/cache/index.js';
import { Route } from '../../../platform/routes/route.decorator.js';
import { NotificationsService } from '../services/notifications.service.js';

/**
 * Read on Counters ("Известия", every kindergarten role by default) lets a member in; MON, municipality and the
 * master have no kindergarten items (spec 1 §6 hides the header items from them) and get 403.
 */
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /**
   * The four badge counters (spec 1 §3, `notificationCountersSchema`): asked by every signed-in page, so answered from
   * the versioned cache per user (ETag, 304) and computed by one prepared statement on a miss.
   */
  @Route(routes.counters)
  @VersionedJson()
  counters(@CurrentUser() user: AuthUser, @Headers('if-none-match') ifNoneMatch?: string) {
    return this.notifications.counters(user, ifNoneMatch);
  }

  /** The latest unread messages, unseen upcoming events, open unanswered polls and unseen notices. */
  @Route(routes.list)
  list(@CurrentUser() user: AuthUser, @Query() query: RouteQuery<typeof routes.list>) {
    return this.notifications.list(user, query);
  }
}
