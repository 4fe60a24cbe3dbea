import { eventsRoutes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type EventsArgs = Omit<RouteArgs<typeof eventsRoutes.list>['query'], 'unseenOnly'>;

/**
 * The calendar (libs/contracts `eventsRoutes`; spec 2 §7.5 Events; docs/events.md). Every change of what is unseen also
 * invalidates 'Notifications', so the header badge and /notifications follow.
 */
export const calendarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<RouteResponse<typeof eventsRoutes.list>, EventsArgs>({
      query: (query) => routeRequest(eventsRoutes.list, { query }),
      providesTags: [{ type: 'Events', id: 'LIST' }],
    }),
    getEvent: build.query<RouteResponse<typeof eventsRoutes.get>, number>({
      query: (id) => routeRequest(eventsRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Events', id }],
    }),
    saveEvent: build.mutation<RouteResponse<typeof eventsRoutes.save>, RouteArgs<typeof eventsRoutes.save>['body']>({
      query: (body) => routeRequest(eventsRoutes.save, { body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Events', id: 'LIST' },
        ...(body.id ? [{ type: 'Events' as const, id: body.id }] : []),
        'Notifications',
        'Dashboards',
      ],
    }),
    deleteEvent: build.mutation<void, number>({
      query: (id) => routeRequest(eventsRoutes.remove, { params: { id } }),
      invalidatesTags: [{ type: 'Events', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    setEventSeen: build.mutation<RouteResponse<typeof eventsRoutes.setSeen>, number>({
      query: (id) => routeRequest(eventsRoutes.setSeen, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Events', id: 'LIST' }, { type: 'Events', id }, 'Notifications'],
    }),
    setAllEventsSeen: build.mutation<RouteResponse<typeof eventsRoutes.setAllSeen>, void>({
      query: () => routeRequest(eventsRoutes.setAllSeen, {}),
      invalidatesTags: ['Events', 'Notifications'],
    }),
  }),
});

export const {
  useGetEventsQuery,
  useGetEventQuery,
  useSaveEventMutation,
  useDeleteEventMutation,
  useSetEventSeenMutation,
  useSetAllEventsSeenMutation,
} = calendarApi;
