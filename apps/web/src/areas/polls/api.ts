import { pollsRoutes, type RouteArgs, type RouteResponse, type VotePollRequest } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type PollsArgs = NonNullable<RouteArgs<typeof pollsRoutes.list>['query']>;
type UpdatePollArgs = RouteArgs<typeof pollsRoutes.update>['body'] & { id: number };

/**
 * Polls and forms (libs/contracts `pollsRoutes`; spec 2 §7.5 Polls; docs/polls.md). Creating, voting and deleting change
 * what is unanswered, so they also invalidate 'Notifications' (the header badge and /notifications).
 */
export const pollsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPolls: build.query<RouteResponse<typeof pollsRoutes.list>, PollsArgs>({
      query: (query) => routeRequest(pollsRoutes.list, { query }),
      providesTags: [{ type: 'Polls', id: 'LIST' }],
    }),
    getPoll: build.query<RouteResponse<typeof pollsRoutes.get>, number>({
      query: (id) => routeRequest(pollsRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Polls', id }],
    }),
    createPoll: build.mutation<RouteResponse<typeof pollsRoutes.create>, RouteArgs<typeof pollsRoutes.create>['body']>({
      query: (body) => routeRequest(pollsRoutes.create, { body }),
      invalidatesTags: [{ type: 'Polls', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    updatePoll: build.mutation<RouteResponse<typeof pollsRoutes.update>, UpdatePollArgs>({
      query: ({ id, ...body }) => routeRequest(pollsRoutes.update, { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Polls', id: 'LIST' },
        { type: 'Polls', id },
      ],
    }),
    deletePoll: build.mutation<void, number>({
      query: (id) => routeRequest(pollsRoutes.remove, { params: { id } }),
      invalidatesTags: [{ type: 'Polls', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    votePoll: build.mutation<void, VotePollRequest>({
      query: (body) => routeRequest(pollsRoutes.vote, { body }),
      invalidatesTags: (_result, _error, { pollId }) => [
        { type: 'Polls', id: 'LIST' },
        { type: 'Polls', id: pollId },
        'Notifications',
      ],
    }),
  }),
});

export const {
  useGetPollsQuery,
  useGetPollQuery,
  useCreatePollMutation,
  useUpdatePollMutation,
  useDeletePollMutation,
  useVotePollMutation,
} = pollsApi;
