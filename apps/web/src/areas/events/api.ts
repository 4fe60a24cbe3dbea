import type { EventRow, EventsQuery, SaveEventRequest, SaveResult, SeenResult } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/**
 * The calendar (spec 2 §7.5 Events; docs/events.md). Every change of what is unseen also invalidates
 * 'Notifications', so the header badge and /notifications follow.
 */
export const calendarApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventRow[], Omit<EventsQuery, 'unseenOnly'>>({
      query: (params) => ({ url: 'Events/overview-models', params }),
      providesTags: [{ type: 'Events', id: 'LIST' }],
    }),
    getEvent: build.query<EventRow, number>({
      query: (id) => `Events/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Events', id }],
    }),
    saveEvent: build.mutation<SaveResult, SaveEventRequest>({
      query: (body) => ({ url: 'Events/', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Events', id: 'LIST' },
        ...(body.id ? [{ type: 'Events' as const, id: body.id }] : []),
        'Notifications',
        'Dashboards',
      ],
    }),
    deleteEvent: build.mutation<void, number>({
      query: (id) => ({ url: `Events/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Events', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    setEventSeen: build.mutation<SeenResult, number>({
      query: (id) => ({ url: `Events/${id}/setSeen`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Events', id: 'LIST' }, { type: 'Events', id }, 'Notifications'],
    }),
    setAllEventsSeen: build.mutation<SeenResult, void>({
      query: () => ({ url: 'Events/setAllSeen', method: 'POST' }),
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
