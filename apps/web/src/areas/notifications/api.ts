import type { FetchArgs } from '@reduxjs/toolkit/query';
import {
  eventsRoutes,
  messagesRoutes,
  type NotificationKind,
  noticeBoardRoutes,
  notificationsRoutes,
  type RouteArgs,
  type RouteResponse,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

export type NotificationsArgs = NonNullable<RouteArgs<typeof notificationsRoutes.list>['query']>;

/**
 * The header badges and the /notifications page (libs/contracts `notificationsRoutes`; docs/notifications.md).
 * Everything here provides 'Notifications': the other communication areas invalidate it when something is seen, voted,
 * posted or deleted, and the realtime events of a new item invalidate it too (`useNotificationCounters`).
 */
export const notificationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotificationCounters: build.query<RouteResponse<typeof notificationsRoutes.counters>, void>({
      query: () => routeRequest(notificationsRoutes.counters, {}),
      providesTags: ['Notifications'],
    }),
    getNotifications: build.query<RouteResponse<typeof notificationsRoutes.list>, NotificationsArgs>({
      query: (query) => routeRequest(notificationsRoutes.list, { query }),
      providesTags: ['Notifications'],
    }),
    /** Spec 2 §7.5/§7.7: POST Messages/setAllSeen, Events/setAllSeen, Dashboards/messages/seen (the areas' calls). */
    markAllSeen: build.mutation<void, Exclude<NotificationKind, 'polls'>>({
      query: (kind) => markAllSeenRequest[kind](),
      invalidatesTags: (_result, _error, kind) => ['Notifications', markAllSeenTag[kind]],
    }),
  }),
});

const markAllSeenRequest: Record<Exclude<NotificationKind, 'polls'>, () => FetchArgs> = {
  messages: () => routeRequest(messagesRoutes.setAllSeen, {}),
  events: () => routeRequest(eventsRoutes.setAllSeen, {}),
  // Without ids: every notice the reader sees.
  notices: () => routeRequest(noticeBoardRoutes.seen, { body: {} }),
};

const markAllSeenTag = { messages: 'Messages', events: 'Events', notices: 'BoardNotices' } as const;

export const { useGetNotificationCountersQuery, useGetNotificationsQuery, useMarkAllSeenMutation } = notificationsApi;
