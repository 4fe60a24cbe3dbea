import type {
  PagedResult,
  ParentDetails,
  ParentListQuery,
  ParentRow,
  SaveParentRequest,
  SaveResult,
  StudentOption,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** Parents' records: GET/POST /api/Parents (spec 2 §7.3); the children picker reads GET /api/Students/dropdown. */
export const parentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Parents', 'Students', 'SchoolYear'] }).injectEndpoints({
  endpoints: (build) => ({
    getParents: build.query<PagedResult<ParentRow>, Partial<ParentListQuery>>({
      query: (params) => ({ url: 'Parents', params }),
      providesTags: [{ type: 'Parents', id: 'LIST' }, 'SchoolYear'],
    }),
    getParent: build.query<ParentDetails, number>({
      query: (id) => `Parents/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Parents', id }, 'SchoolYear'],
    }),
    getChildOptions: build.query<StudentOption[], void>({
      query: () => 'Students/dropdown',
      providesTags: [{ type: 'Students', id: 'LIST' }, 'SchoolYear'],
    }),
    saveParent: build.mutation<SaveResult, SaveParentRequest>({
      query: (body) => ({ url: 'Parents', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Parents', id: 'LIST' },
        { type: 'Students', id: 'LIST' },
        ...(body.id ? [{ type: 'Parents' as const, id: body.id }] : []),
      ],
    }),
  }),
});

export const { useGetParentsQuery, useGetParentQuery, useGetChildOptionsQuery, useSaveParentMutation } = parentsApi;
