import type { AttendanceGroupOption, SaveResult, SaveStudentAttendancesRequest, StudentAttendanceMonth } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

export interface GridArgs {
  groupId: number;
  month: number;
  year: number;
}

/** The monthly attendance grid: GET/POST /api/StudentAttendances (spec 2 §7.3; docs/attendance.md). */
export const attendanceApi = baseApi.enhanceEndpoints({ addTagTypes: ['StudentAttendances', 'SchoolYear'] }).injectEndpoints({
  endpoints: (build) => ({
    getAttendanceGroups: build.query<AttendanceGroupOption[], void>({
      query: () => 'StudentAttendances/groups',
      providesTags: ['SchoolYear'],
    }),
    getAttendanceMonth: build.query<StudentAttendanceMonth, GridArgs>({
      query: ({ groupId, month, year }) => `StudentAttendances/${groupId}/${month}/${year}`,
      providesTags: (_result, _error, { groupId }) => [{ type: 'StudentAttendances', id: groupId }, 'SchoolYear'],
    }),
    saveAttendances: build.mutation<SaveResult, SaveStudentAttendancesRequest>({
      query: (body) => ({ url: 'StudentAttendances', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'StudentAttendances', id: body.classId }],
    }),
  }),
});

export const { useGetAttendanceGroupsQuery, useGetAttendanceMonthQuery, useSaveAttendancesMutation } = attendanceApi;

/** The printed monthly form of a group (PDF). */
export const attendanceFormPath = ({ groupId, month, year }: GridArgs): string =>
  `StudentAttendances/attendance-form-export/${groupId}/${month}/${year}`;
