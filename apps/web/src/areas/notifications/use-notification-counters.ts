import { useMemo } from 'react';
import type { LoggedInUser, NotificationCounters } from '@kg/contracts';
import { allows, Resource, Role } from '@kg/contracts/access';
import { RealtimeEvent } from '@kg/contracts/realtime';
import { useAppDispatch } from '../../app/hooks';
import type { MenuCounters } from '../../shared/routing/menu-entry';
import { baseApi } from '../../shared/api/base-api';
import { useRealtimeEvent } from '../../shared/realtime';
import { useGetNotificationCountersQuery } from './api';

const noBadges: readonly Role[] = [Role.MON, Role.Municipality, Role.Master];

/** Whether the user has badges at all: a kindergarten member with read on the counters, not consolidating (spec 1 §6). */
export const hasCounters = (user: LoggedInUser | undefined): user is LoggedInUser =>
  !!user && !noBadges.includes(user.baseRoleType) && !user.consolidation && allows(user.access, Resource.Counters, 'read');

/**
 * The badge counters of spec 1 §3, kept live: refetched when a new message, event, poll or notice is pushed by the hub
 * and whenever another area invalidates 'Notifications' (seen, voted, posted, deleted). Call it once, in the shell;
 * the header items read the same cache entry. A failed load leaves the badges empty (spec 1 §8: swallowed).
 */
export function useNotificationCounters(user: LoggedInUser | undefined): NotificationCounters | undefined {
  const dispatch = useAppDispatch();
  const skip = !hasCounters(user);
  const { data } = useGetNotificationCountersQuery(undefined, { skip });
  const refresh = () => {
    if (!skip) dispatch(baseApi.util.invalidateTags(['Notifications']));
  };
  useRealtimeEvent(RealtimeEvent.ReceiveMessage, refresh);
  useRealtimeEvent(RealtimeEvent.ReceiveEvent, refresh);
  useRealtimeEvent(RealtimeEvent.ReceivePoll, refresh);
  useRealtimeEvent(RealtimeEvent.ReceiveNotice, refresh);
  return skip ? undefined : data;
}

/** The live counters as the side menu's badges (Табло за обяви, Съобщения, Календар, Анкети); stable between loads. */
export function useMenuCounters(user: LoggedInUser | undefined): MenuCounters | undefined {
  const counters = useNotificationCounters(user);
  return useMemo(
    () =>
      counters && {
        noticeBoard: counters.unseenNotifications,
        messages: counters.unseenMessages,
        calendar: counters.unseenEvents,
        polls: counters.unvotedPolls,
      },
    [counters],
  );
}
