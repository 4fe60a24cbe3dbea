import { Controller, Get, Query } from '@nestjs/common';
import {
  type NotificationCounters,
  notificationCountersSchema,
  type Notifications,
  notificationsQuery,
  type NotificationsQuery,
  notificationsSchema,
  Resource,
} from '@kg/contracts';
import { Access, CurrentUser } from '../../../platform/access/access.decorators.js';
import type { AuthUser } from '../../../platform/auth/auth-user.js';
import { Validate } from '../../../platform/validation/validate.decorator.js';
import { NotificationsService } from '../services/notifications.service.js';

/**
 * Read on Counters ("Известия", every kindergarten role by default) lets a member in; MON, municipality and the
 * master have no kindergarten items (spec 1 §6 hides the header items from them) and get 403.
 */
@Controller('Notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** The four badge counters (spec 1 §3): asked by every signed-in page, so one prepared statement. */
  @Get('counters')
  @Access(Resource.Counters, 'read')
  @Validate({ response: notificationCountersSchema })
  counters(@CurrentUser() user: AuthUser): Promise<NotificationCounters> {
    return this.notifications.counters(user);
  }

  /** The latest unread messages, unseen upcoming events, open unanswered polls and unseen notices. */
  @Get()
  @Access(Resource.Counters, 'read')
  @Validate({ query: notificationsQuery, response: notificationsSchema })
  list(@CurrentUser() user: AuthUser, @Query() query: NotificationsQuery): Promise<Notifications> {
    return this.notifications.list(user, query);
  }
}
