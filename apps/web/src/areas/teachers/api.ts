import type {
  PagedResult,
  SaveResult,
  SaveTeacherRequest,
  TeacherDetails,
  TeacherListQuery,
  TeacherOccupationOption,
  TeacherRow,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** Staff records: /api/Teachers (spec 2 §7.3). */
export const staffApi = baseApi.enhanceEndpoints({ addTagTypes: ['Teachers'] }).injectEndpoints({
  endpoints: (build) => ({
    getTeachers: build.query<PagedResult<TeacherRow>, Partial<TeacherListQuery>>({
      query: (params) => ({ url: 'Teachers/overview-models', params }),
      providesTags: [{ type: 'Teachers', id: 'LIST' }],
    }),
    getTeacher: build.query<TeacherDetails, { id: number; kindergartenId: number }>({
      query: ({ id, kindergartenId }) => `Teachers/${id}/${kindergartenId}`,
      providesTags: (_result, _error, { id }) => [{ type: 'Teachers', id }],
    }),
    getOccupations: build.query<TeacherOccupationOption[], void>({
      query: () => 'Teachers/occupations',
    }),
    saveTeacher: build.mutation<SaveResult, SaveTeacherRequest>({
      query: (body) => ({ url: 'Teachers/save', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Teachers', id: 'LIST' },
        ...(body.id ? [{ type: 'Teachers' as const, id: body.id }] : []),
      ],
    }),
  }),
});

export const { useGetTeachersQuery, useGetTeacherQuery, useGetOccupationsQuery, useSaveTeacherMutation } = staffApi;
