import { attendanceRoutes, type RouteResponse, type SaveStudentAttendancesRequest } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routePath, routeRequest } from '../../shared/api/route-request';

export interface GridArgs {
  groupId: number;
  month: number;
  year: number;
}

/** The monthly attendance grid (libs/contracts `attendanceRoutes`; spec 2 §7.3; docs/attendance.md). */
export const attendanceApi = baseApi.enhanceEndpoints({ addTagTypes: ['StudentAttendances', 'SchoolYear'] }).injectEndpoints({
  endpoints: (build) => ({
    getAttendanceGroups: build.query<RouteResponse<typeof attendanceRoutes.groups>, void>({
      query: () => routeRequest(attendanceRoutes.groups, {}),
      providesTags: ['SchoolYear'],
    }),
    getAttendanceMonth: build.query<RouteResponse<typeof attendanceRoutes.month>, GridArgs>({
      query: (params) => routeRequest(attendanceRoutes.month, { params }),
      providesTags: (_result, _error, { groupId }) => [{ type: 'StudentAttendances', id: groupId }, 'SchoolYear'],
    }),
    saveAttendances: build.mutation<RouteResponse<typeof attendanceRoutes.save>, SaveStudentAttendancesRequest>({
      query: (body) => routeRequest(attendanceRoutes.save, { body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'StudentAttendances', id: body.classId }],
    }),
  }),
});

export const { useGetAttendanceGroupsQuery, useGetAttendanceMonthQuery, useSaveAttendancesMutation } = attendanceApi;

/** The printed monthly form of a group (PDF). */
export const attendanceFormPath = ({ groupId, month, year }: GridArgs): string =>
  routePath(attendanceRoutes.formExport, { params: { classId: groupId, month, year } });
