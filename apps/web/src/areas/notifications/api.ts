import type { NotificationCounters, NotificationKind, Notifications } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

export interface NotificationsArgs {
  kind?: NotificationKind;
  pageNumber?: number;
  pageSize?: number;
}

const queryOf = (args: NotificationsArgs): string => {
  const params = new URLSearchParams();
  if (args.kind) params.set('kind', args.kind);
  if (args.pageNumber) params.set('pageNumber', String(args.pageNumber));
  if (args.pageSize) params.set('pageSize', String(args.pageSize));
  const text = params.toString();
  return text ? `Notifications?${text}` : 'Notifications';
};

/**
 * The header badges and the /notifications page (docs/notifications.md). Everything here provides 'Notifications':
 * the other communication areas invalidate it when something is seen, voted, posted or deleted, and the realtime
 * events of a new item invalidate it too (`useNotificationCounters`).
 */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationCounters: build.query<NotificationCounters, void>({
      query: () => 'Notifications/counters',
      providesTags: ['Notifications'],
    }),
    getNotifications: build.query<Notifications, NotificationsArgs>({
      query: queryOf,
      providesTags: ['Notifications'],
    }),
    /** Spec 2 §7.5/§7.7: POST Messages/setAllSeen, Events/setAllSeen, Dashboards/messages/seen (the areas' calls). */
    markAllSeen: build.mutation<void, Exclude<NotificationKind, 'polls'>>({
      query: (kind) => ({ url: markAllSeenPath[kind], method: 'POST' }),
      invalidatesTags: (_result, _error, kind) => ['Notifications', markAllSeenTag[kind]],
    }),
  }),
});

const markAllSeenPath = {
  messages: 'Messages/setAllSeen',
  events: 'Events/setAllSeen',
  notices: 'Dashboards/messages/seen',
} as const;

const markAllSeenTag = { messages: 'Messages', events: 'Events', notices: 'BoardNotices' } as const;

export const { useGetNotificationCountersQuery, useGetNotificationsQuery, useMarkAllSeenMutation } = notificationsApi;
