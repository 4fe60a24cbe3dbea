import type {
  ApplicationsReference,
  ApplicationsReferenceQuery,
  AttendanceRequestListQuery,
  AttendanceRequestPreview,
  AttendanceRequestPreviewQuery,
  AttendanceRequestRow,
  FamilyAbsenceLimitRow,
  FileAttendanceRequest,
  PagedResult,
  RequestableChild,
  SaveAttendanceRequest,
  SaveFamilyAbsenceLimit,
  SaveResult,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

const LIST = { type: 'AttendanceRequests', id: 'LIST' } as const;
const LIMITS = { type: 'AttendanceRequests', id: 'LIMITS' } as const;
/** A decision or a deletion changes the grid's cells (approved family-reason days). */
const GRID = { type: 'StudentAttendances', id: 'LIST' } as const;

/** Parents' attendance requests: /api/StudentAttendances request calls, caps and reference (docs/attendance-requests.md). */
export const attendanceApplicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAttendanceRequests: build.query<PagedResult<AttendanceRequestRow>, Partial<AttendanceRequestListQuery>>({
      query: (params) => ({ url: 'StudentAttendances/applications', params }),
      providesTags: [LIST],
    }),
    getRequestChildren: build.query<RequestableChild[], void>({
      query: () => 'StudentAttendances/request-children',
    }),
    getRequestPreview: build.query<AttendanceRequestPreview, AttendanceRequestPreviewQuery>({
      query: (params) => ({ url: 'StudentAttendances/request-preview', params }),
      providesTags: [LIST],
    }),
    fileAttendanceRequest: build.mutation<SaveResult, FileAttendanceRequest>({
      query: (body) => ({ url: 'StudentAttendances/parent-request', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    decideAttendanceRequest: build.mutation<SaveResult, SaveAttendanceRequest>({
      query: (body) => ({ url: 'StudentAttendances/request', method: 'POST', body }),
      invalidatesTags: [LIST, GRID],
    }),
    deleteAttendanceRequest: build.mutation<void, number>({
      query: (id) => ({ url: `StudentAttendances/request/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST, GRID],
    }),
    getFamilyAbsenceLimits: build.query<FamilyAbsenceLimitRow[], void>({
      query: () => 'FamilyAbsenceLimits',
      providesTags: [LIMITS],
    }),
    saveFamilyAbsenceLimit: build.mutation<SaveResult, SaveFamilyAbsenceLimit>({
      query: (body) => ({ url: 'FamilyAbsenceLimits', method: 'POST', body }),
      invalidatesTags: [LIMITS, LIST],
    }),
    getApplicationsReference: build.query<ApplicationsReference, Partial<ApplicationsReferenceQuery>>({
      query: (params) => ({ url: 'AttendanceReferences/applications', params }),
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
