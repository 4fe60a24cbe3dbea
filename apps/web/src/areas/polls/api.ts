import type {
  CreatePollRequest,
  PagedResult,
  PollDetails,
  PollListQuery,
  PollRow,
  SaveResult,
  UpdatePollRequest,
  VotePollRequest,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/**
 * Polls and forms (spec 2 §7.5 Polls; docs/polls.md). Creating, voting and deleting change what is unanswered, so they
 * also invalidate 'Notifications' (the header badge and /notifications).
 */
export const pollsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPolls: build.query<PagedResult<PollRow>, Partial<PollListQuery>>({
      query: (params) => ({ url: 'Polls', params }),
      providesTags: [{ type: 'Polls', id: 'LIST' }],
    }),
    getPoll: build.query<PollDetails, number>({
      query: (id) => `Polls/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Polls', id }],
    }),
    createPoll: build.mutation<SaveResult, CreatePollRequest>({
      query: (body) => ({ url: 'Polls/', method: 'POST', body }),
      invalidatesTags: [{ type: 'Polls', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    updatePoll: build.mutation<SaveResult, UpdatePollRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `Polls/${id}`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Polls', id: 'LIST' },
        { type: 'Polls', id },
      ],
    }),
    deletePoll: build.mutation<void, number>({
      query: (id) => ({ url: `Polls/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Polls', id: 'LIST' }, 'Notifications', 'Dashboards'],
    }),
    votePoll: build.mutation<void, VotePollRequest>({
      query: (body) => ({ url: 'Polls/vote', method: 'PUT', body }),
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
