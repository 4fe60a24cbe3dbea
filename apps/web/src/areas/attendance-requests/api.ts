import {
  attendanceRequestsFamilyLimitsRoutes as limitsRoutes,
  attendanceRequestsReferenceRoutes as referenceRoutes,
  attendanceRequestsRoutes as requestsRoutes,
  type RouteArgs,
  type RouteResponse,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routePath, routeRequest } from '../../shared/api/route-request';

const LIST = { type: 'AttendanceRequests', id: 'LIST' } as const;
const LIMITS = { type: 'AttendanceRequests', id: 'LIMITS' } as const;
/** A decision or a deletion changes the grid's cells (approved family-reason days). */
const GRID = { type: 'StudentAttendances', id: 'LIST' } as const;

type RequestListQuery = NonNullable<RouteArgs<typeof requestsRoutes.list>['query']>;
type ReferenceQuery = RouteArgs<typeof referenceRoutes.reference>['query'];

/**
 * Parents' attendance requests (libs/contracts `attendanceRequestsRoutes`), the family-absence caps
 * (`attendanceRequestsFamilyLimitsRoutes`) and the reference (`attendanceRequestsReferenceRoutes`);
 * docs/attendance-requests.md.
 */
export const attendanceApplicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAttendanceRequests: build.query<RouteResponse<typeof requestsRoutes.list>, RequestListQuery>({
      query: (query) => routeRequest(requestsRoutes.list, { query }),
      providesTags: [LIST],
    }),
    getRequestChildren: build.query<RouteResponse<typeof requestsRoutes.children>, void>({
      query: () => routeRequest(requestsRoutes.children, {}),
    }),
    getRequestPreview: build.query<
      RouteResponse<typeof requestsRoutes.preview>,
      RouteArgs<typeof requestsRoutes.preview>['query']
    >({
      query: (query) => routeRequest(requestsRoutes.preview, { query }),
      providesTags: [LIST],
    }),
    fileAttendanceRequest: build.mutation<
      RouteResponse<typeof requestsRoutes.file>,
      RouteArgs<typeof requestsRoutes.file>['body']
    >({
      query: (body) => routeRequest(requestsRoutes.file, { body }),
      invalidatesTags: [LIST],
    }),
    decideAttendanceRequest: build.mutation<
      RouteResponse<typeof requestsRoutes.save>,
      RouteArgs<typeof requestsRoutes.save>['body']
    >({
      query: (body) => routeRequest(requestsRoutes.save, { body }),
      invalidatesTags: [LIST, GRID],
    }),
    deleteAttendanceRequest: build.mutation<RouteResponse<typeof requestsRoutes.remove>, number>({
      query: (id) => routeRequest(requestsRoutes.remove, { params: { id } }),
      invalidatesTags: [LIST, GRID],
    }),
    getFamilyAbsenceLimits: build.query<RouteResponse<typeof limitsRoutes.list>, void>({
      query: () => routeRequest(limitsRoutes.list, {}),
      providesTags: [LIMITS],
    }),
    saveFamilyAbsenceLimit: build.mutation<RouteResponse<typeof limitsRoutes.save>, RouteArgs<typeof limitsRoutes.save>['body']>({
      query: (body) => routeRequest(limitsRoutes.save, { body }),
      invalidatesTags: [LIMITS, LIST],
    }),
    getApplicationsReference: build.query<RouteResponse<typeof referenceRoutes.reference>, ReferenceQuery>({
      query: (query) => routeRequest(referenceRoutes.reference, { query }),
      providesTags: [LIST],
    }),
  }),
});

export const {
  useGetAttendanceRequestsQuery,
  useGetRequestChildrenQuery,
  useGetRequestPreviewQuery,
  useFileAttendanceRequestMutation,
  useDecideAttendanceRequestMutation,
  useDeleteAttendanceRequestMutation,
  useGetFamilyAbsenceLimitsQuery,
  useSaveFamilyAbsenceLimitMutation,
  useGetApplicationsReferenceQuery,
} = attendanceApplicationsApi;

/** The printable form of a request (PDF). */
export const requestFormPath = (id: number): string => routePath(requestsRoutes.form, { params: { id } });

/** The reference with the same filters as a PDF or Excel download. */
export const applicationsExportPath = (type: 'pdf' | 'excel', query: ReferenceQuery): string =>
  routePath(referenceRoutes.export, { params: { type }, query });
