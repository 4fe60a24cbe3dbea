import type {
  DetachStudentRequest,
  PagedResult,
  SaveResult,
  SaveStudentRequest,
  StudentDetails,
  StudentGroup,
  StudentListQuery,
  StudentRow,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** Children's records: GET/POST /api/Students (spec 2 §7.3). Lists are per school year (`SchoolYear` tag). */
export const kidsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Students', 'SchoolYear'] }).injectEndpoints({
  endpoints: (build) => ({
    getStudents: build.query<PagedResult<StudentRow>, Partial<StudentListQuery>>({
      query: (params) => ({ url: 'Students/overview-models', params }),
      providesTags: [{ type: 'Students', id: 'LIST' }, 'SchoolYear'],
    }),
    getStudent: build.query<StudentDetails, number>({
      query: (id) => `Students/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Students', id }, 'SchoolYear'],
    }),
    /** The selected year's groups with their children: the group select of the list and the form. */
    getStudentGroups: build.query<StudentGroup[], void>({
      query: () => 'Students/grouped',
      providesTags: [{ type: 'Students', id: 'GROUPS' }, 'SchoolYear'],
    }),
    saveStudent: build.mutation<SaveResult, SaveStudentRequest>({
      query: (body) => ({ url: 'Students', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Students', id: 'LIST' },
        { type: 'Students', id: 'GROUPS' },
        ...(body.id ? [{ type: 'Students' as const, id: body.id }] : []),
      ],
    }),
    detachStudent: build.mutation<SaveResult, { id: number } & DetachStudentRequest>({
      query: ({ id, ...body }) => ({ url: `Students/${id}/detach`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Students', id: 'LIST' },
        { type: 'Students', id: 'GROUPS' },
        { type: 'Students', id },
      ],
    }),
  }),
});

export const {
  useGetStudentsQuery,
  useGetStudentQuery,
  useGetStudentGroupsQuery,
  useSaveStudentMutation,
  useDetachStudentMutation,
} = kidsApi;
