import type { ComponentType } from 'react';
import type { LoggedInUser } from '@kg/contracts';
import { allows, Resource, Role } from '@kg/contracts/access';
import { MessagesItem, NotificationsItem } from '../../areas/notifications/components/header-items';
import { hasCounters } from '../../areas/notifications/use-notification-counters';

export interface TopBarWidgetContext {
  /** Narrower than the small breakpoint (md, 768 px). */
  small: boolean;
}

/**
 * An item of the top bar between the school year and the user menu. Spec 1 §2/§6 name two (docs/notifications.md):
 * - notifications (unread events and unanswered polls): read on Events and Polls; hidden for MON, municipality,
 *   master and in consolidation mode; only on screens wider than the small breakpoint;
 * - messages (unread messages): read on Messages; hidden for master and in consolidation mode; only on wide screens.
 * A load failure of these is swallowed silently (spec 1 §8).
 */
export interface TopBarWidget {
  key: string;
  visible: (user: LoggedInUser, context: TopBarWidgetContext) => boolean;
  Component: ComponentType<{ user: LoggedInUser }>;
}

const reads = (user: LoggedInUser, resource: Resource) => allows(user.access, resource, 'read');

/** The widgets in the order they appear. */
export const topBarWidgets: readonly TopBarWidget[] = [
  {
    key: 'notifications',
    visible: (user, { small }) =>
      !small &&
      hasCounters(user) &&
      user.baseRoleType !== Role.MON &&
      user.baseRoleType !== Role.Municipality &&
      reads(user, Resource.Events) &&
      reads(user, Resource.Polls),
    Component: NotificationsItem,
  },
  {
    key: 'messages',
    visible: (user, { small }) => !small && hasCounters(user) && reads(user, Resource.Messages),
    Component: MessagesItem,
  },
];
