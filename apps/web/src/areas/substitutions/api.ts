import type {
  PagedResult,
  SaveResult,
  SaveSubstitutionRequest,
  SubstitutionListQuery,
  SubstitutionNorms,
  SubstitutionNormsQuery,
  SubstitutionOptions,
  SubstitutionOptionsQuery,
  SubstitutionRow,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** Staff substitutions: /api/TeacherSubstitutions (spec 2 §7.3; docs/substitutions.md). */
export const substitutionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Substitutions', 'SchoolYear'] }).injectEndpoints({
  endpoints: (build) => ({
    getSubstitutions: build.query<PagedResult<SubstitutionRow>, Partial<SubstitutionListQuery>>({
      query: (params) => ({ url: 'TeacherSubstitutions/overview-models', params }),
      providesTags: [{ type: 'Substitutions', id: 'LIST' }, 'SchoolYear'],
    }),
    getSubstitution: build.query<SubstitutionRow, number>({
      query: (id) => `TeacherSubstitutions/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Substitutions', id }],
    }),
    getSubstitutionOptions: build.query<SubstitutionOptions, Partial<SubstitutionOptionsQuery>>({
      query: (params) => ({ url: 'TeacherSubstitutions/options', params }),
      providesTags: [{ type: 'Substitutions', id: 'LIST' }, 'SchoolYear'],
    }),
    getSubstitutionNorms: build.query<SubstitutionNorms, SubstitutionNormsQuery>({
      query: (params) => ({ url: 'TeacherSubstitutions/norms', params }),
      providesTags: [{ type: 'Substitutions', id: 'LIST' }],
    }),
    saveSubstitution: build.mutation<SaveResult, SaveSubstitutionRequest>({
      query: (body) => ({ url: 'TeacherSubstitutions', method: 'POST', body }),
      invalidatesTags: (_result, error, body) =>
        error
          ? []
          : [{ type: 'Substitutions', id: 'LIST' }, ...(body.id ? [{ type: 'Substitutions' as const, id: body.id }] : [])],
    }),
    deleteSubstitution: build.mutation<void, number>({
      query: (id) => ({ url: 'TeacherSubstitutions', method: 'DELETE', params: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Substitutions', id: 'LIST' }]),
    }),
  }),
});

export const {
  useGetSubstitutionsQuery,
  useGetSubstitutionQuery,
  useGetSubstitutionOptionsQuery,
  useGetSubstitutionNormsQuery,
  useSaveSubstitutionMutation,
  useDeleteSubstitutionMutation,
} = substitutionsApi;
