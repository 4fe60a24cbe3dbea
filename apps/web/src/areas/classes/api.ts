import type {
  ClassDetails,
  ClassOverview,
  ClassOverviewQuery,
  PagedResult,
  SaveClassRequest,
  SaveResult,
  TeacherOption,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** Groups (GET/POST/DELETE /api/Classes) and the staff picker (GET /api/Teachers/for-kindergarten). */
export const groupsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Classes', 'SchoolYear', 'TeacherOptions'] }).injectEndpoints({
  endpoints: (build) => ({
    getGroups: build.query<PagedResult<ClassOverview>, Partial<ClassOverviewQuery>>({
      query: (params) => ({ url: 'Classes/overview-models', params }),
      // The list is per school year: switching the year in the top bar refetches it.
      providesTags: [{ type: 'Classes', id: 'LIST' }, 'SchoolYear'],
    }),
    getGroup: build.query<ClassDetails, number>({
      query: (id) => `Classes/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Classes', id }],
    }),
    saveGroup: build.mutation<SaveResult, SaveClassRequest>({
      query: (body) => ({ url: 'Classes', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Classes', id: 'LIST' },
        ...(body.id ? [{ type: 'Classes' as const, id: body.id }] : []),
      ],
    }),
    deleteGroup: build.mutation<void, number>({
      query: (id) => ({ url: `classes/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Classes', id: 'LIST' }],
    }),
    getTeacherOptions: build.query<TeacherOption[], void>({
      query: () => 'Teachers/for-kindergarten',
      providesTags: ['TeacherOptions'],
    }),
  }),
});

export const { useGetGroupsQuery, useGetGroupQuery, useSaveGroupMutation, useDeleteGroupMutation, useGetTeacherOptionsQuery } =
  groupsApi;
