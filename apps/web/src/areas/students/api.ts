import type {
  DetachStudentRequest,
  ExternalKindergarten,
  GuestCandidate,
  GuestCandidateQuery,
  GuestStudentListQuery,
  GuestStudentRow,
  IssueRelocationCertificateRequest,
  PagedResult,
  RelocationCertificateListQuery,
  RelocationCertificateRow,
  SaveGuestStudentRequest,
  SaveResult,
  SaveStudentRequest,
  StudentDetails,
  StudentGroup,
  StudentListQuery,
  StudentRow,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** Children's records: GET/POST /api/Students (spec 2 §7.3). Lists are per school year (`SchoolYear` tag). */
export const kidsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Students', 'SchoolYear', 'GuestStudents', 'RelocationCertificates'] })
  .injectEndpoints({
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

      // ---- guest children (docs/students.md) ----
      getGuestStudents: build.query<PagedResult<GuestStudentRow>, Partial<GuestStudentListQuery>>({
        query: (params) => ({ url: 'Students/guest-students', params }),
        providesTags: [{ type: 'GuestStudents', id: 'LIST' }, 'SchoolYear'],
      }),
      findGuestCandidates: build.query<GuestCandidate[], GuestCandidateQuery>({
        query: (params) => ({ url: 'Students/guest-candidates', params }),
      }),
      saveGuestStudent: build.mutation<SaveResult, SaveGuestStudentRequest>({
        query: (body) => ({ url: 'Students/guest-student', method: 'POST', body }),
        invalidatesTags: [{ type: 'GuestStudents', id: 'LIST' }],
      }),
      deleteGuestStudent: build.mutation<SaveResult, number>({
        query: (id) => ({ url: `Students/guest-student/${id}`, method: 'DELETE' }),
        invalidatesTags: [{ type: 'GuestStudents', id: 'LIST' }],
      }),

      // ---- relocation certificates ----
      getRelocationCertificates: build.query<PagedResult<RelocationCertificateRow>, Partial<RelocationCertificateListQuery>>({
        query: (params) => ({ url: 'Students/relocation-certificate-overview-models', params }),
        providesTags: [{ type: 'RelocationCertificates', id: 'LIST' }],
      }),
      issueRelocationCertificate: build.mutation<SaveResult, IssueRelocationCertificateRequest>({
        query: (body) => ({ url: 'Students/relocation-certificate', method: 'POST', body }),
        invalidatesTags: (_result, _error, body) => [
          { type: 'RelocationCertificates', id: 'LIST' },
          { type: 'Students', id: 'LIST' },
          { type: 'Students', id: 'GROUPS' },
          { type: 'Students', id: body.studentId },
        ],
      }),
      deleteRelocationCertificate: build.mutation<SaveResult, { id: number; studentId: number }>({
        query: ({ id }) => ({ url: 'Students/relocation-certificate', method: 'DELETE', params: { id } }),
        invalidatesTags: (_result, _error, { studentId }) => [
          { type: 'RelocationCertificates', id: 'LIST' },
          { type: 'Students', id: 'LIST' },
          { type: 'Students', id: 'GROUPS' },
          { type: 'Students', id: studentId },
        ],
      }),
      /** Kindergartens of the platform other than the selected one (GET Kindergartens/external-kindergartens). */
      findOtherKindergartens: build.query<PagedResult<ExternalKindergarten>, string>({
        query: (search) => ({ url: 'Kindergartens/external-kindergartens', params: { search, pageSize: 20 } }),
      }),
    }),
  });

export const {
  useGetStudentsQuery,
  useGetStudentQuery,
  useGetStudentGroupsQuery,
  useSaveStudentMutation,
  useDetachStudentMutation,
  useGetGuestStudentsQuery,
  useLazyFindGuestCandidatesQuery,
  useSaveGuestStudentMutation,
  useDeleteGuestStudentMutation,
  useGetRelocationCertificatesQuery,
  useIssueRelocationCertificateMutation,
  useDeleteRelocationCertificateMutation,
  useFindOtherKindergartensQuery,
} = kidsApi;
