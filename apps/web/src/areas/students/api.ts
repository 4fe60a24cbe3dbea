import {
  kindergartensRoutes,
  type RouteArgs,
  type RouteResponse,
  studentsCertificateRoutes,
  studentsGuestRoutes,
  studentsRoutes,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type StudentsListQuery = NonNullable<RouteArgs<typeof studentsRoutes.list>['query']>;
type GuestStudentsQuery = NonNullable<RouteArgs<typeof studentsGuestRoutes.list>['query']>;
type CertificatesQuery = NonNullable<RouteArgs<typeof studentsCertificateRoutes.list>['query']>;

/**
 * Children's records (libs/contracts `studentsRoutes`, `studentsGuestRoutes`, `studentsCertificateRoutes`; spec 2
 * §7.3). Lists are per school year (`SchoolYear` tag).
 */
export const kidsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Students', 'SchoolYear', 'GuestStudents', 'RelocationCertificates'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getStudents: build.query<RouteResponse<typeof studentsRoutes.list>, StudentsListQuery>({
        query: (query) => routeRequest(studentsRoutes.list, { query }),
        providesTags: [{ type: 'Students', id: 'LIST' }, 'SchoolYear'],
      }),
      getStudent: build.query<RouteResponse<typeof studentsRoutes.get>, number>({
        query: (id) => routeRequest(studentsRoutes.get, { params: { id } }),
        providesTags: (_result, _error, id) => [{ type: 'Students', id }, 'SchoolYear'],
      }),
      /** The selected year's groups with their children: the group select of the list and the form. */
      getStudentGroups: build.query<RouteResponse<typeof studentsRoutes.grouped>, void>({
        query: () => routeRequest(studentsRoutes.grouped, {}),
        providesTags: [{ type: 'Students', id: 'GROUPS' }, 'SchoolYear'],
      }),
      saveStudent: build.mutation<RouteResponse<typeof studentsRoutes.save>, RouteArgs<typeof studentsRoutes.save>['body']>({
        query: (body) => routeRequest(studentsRoutes.save, { body }),
        invalidatesTags: (_result, _error, body) => [
          { type: 'Students', id: 'LIST' },
          { type: 'Students', id: 'GROUPS' },
          ...(body.id ? [{ type: 'Students' as const, id: body.id }] : []),
        ],
      }),
      detachStudent: build.mutation<
        RouteResponse<typeof studentsRoutes.detach>,
        { id: number } & RouteArgs<typeof studentsRoutes.detach>['body']
      >({
        query: ({ id, ...body }) => routeRequest(studentsRoutes.detach, { params: { id }, body }),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'Students', id: 'LIST' },
          { type: 'Students', id: 'GROUPS' },
          { type: 'Students', id },
        ],
      }),

      // ---- guest children (docs/students.md) ----
      getGuestStudents: build.query<RouteResponse<typeof studentsGuestRoutes.list>, GuestStudentsQuery>({
        query: (query) => routeRequest(studentsGuestRoutes.list, { query }),
        providesTags: [{ type: 'GuestStudents', id: 'LIST' }, 'SchoolYear'],
      }),
      findGuestCandidates: build.query<
        RouteResponse<typeof studentsGuestRoutes.candidates>,
        RouteArgs<typeof studentsGuestRoutes.candidates>['query']
      >({
        query: (query) => routeRequest(studentsGuestRoutes.candidates, { query }),
      }),
      saveGuestStudent: build.mutation<
        RouteResponse<typeof studentsGuestRoutes.save>,
        RouteArgs<typeof studentsGuestRoutes.save>['body']
      >({
        query: (body) => routeRequest(studentsGuestRoutes.save, { body }),
        invalidatesTags: [{ type: 'GuestStudents', id: 'LIST' }],
      }),
      deleteGuestStudent: build.mutation<RouteResponse<typeof studentsGuestRoutes.remove>, number>({
        query: (id) => routeRequest(studentsGuestRoutes.remove, { params: { id } }),
        invalidatesTags: [{ type: 'GuestStudents', id: 'LIST' }],
      }),

      // ---- relocation certificates ----
      getRelocationCertificates: build.query<RouteResponse<typeof studentsCertificateRoutes.list>, CertificatesQuery>({
        query: (query) => routeRequest(studentsCertificateRoutes.list, { query }),
        providesTags: [{ type: 'RelocationCertificates', id: 'LIST' }],
      }),
      issueRelocationCertificate: build.mutation<
        RouteResponse<typeof studentsCertificateRoutes.issue>,
        RouteArgs<typeof studentsCertificateRoutes.issue>['body']
      >({
        query: (body) => routeRequest(studentsCertificateRoutes.issue, { body }),
        invalidatesTags: (_result, _error, body) => [
          { type: 'RelocationCertificates', id: 'LIST' },
          { type: 'Students', id: 'LIST' },
          { type: 'Students', id: 'GROUPS' },
          { type: 'Students', id: body.studentId },
        ],
      }),
      deleteRelocationCertificate: build.mutation<
        RouteResponse<typeof studentsCertificateRoutes.remove>,
        { id: number; studentId: number }
      >({
        query: ({ id }) => routeRequest(studentsCertificateRoutes.remove, { query: { id } }),
        invalidatesTags: (_result, _error, { studentId }) => [
          { type: 'RelocationCertificates', id: 'LIST' },
          { type: 'Students', id: 'LIST' },
          { type: 'Students', id: 'GROUPS' },
          { type: 'Students', id: studentId },
        ],
      }),
      /** Kindergartens of the platform other than the selected one (libs/contracts `kindergartensRoutes.external`). */
      findOtherKindergartens: build.query<RouteResponse<typeof kindergartensRoutes.external>, string>({
        query: (search) => routeRequest(kindergartensRoutes.external, { query: { search, pageSize: 20 } }),
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
