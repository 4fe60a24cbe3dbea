import type { Dashboard, NationalDashboard, StudentDashboard } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** The home dashboards (GET Dashboards, Dashboards/dashboard, dashboards/student-parent-user/{id}; docs/dashboards.md). */
export const dashboardsApi = baseApi.enhanceEndpoints({ addTagTypes: ['SchoolYear'] }).injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => 'Dashboards',
      providesTags: ['Dashboards', 'Messages', 'Events', 'SchoolYear'],
    }),
    getNationalDashboard: build.query<NationalDashboard, void>({
      query: () => 'Dashboards/dashboard',
      providesTags: ['Dashboards'],
    }),
    getStudentDashboard: build.query<StudentDashboard, number>({
      query: (studentId) => `dashboards/student-parent-user/${studentId}`,
      providesTags: ['Dashboards', 'Events', 'SchoolYear'],
    }),
  }),
});

export const { useGetDashboardQuery, useGetNationalDashboardQuery, useGetStudentDashboardQuery } = dashboardsApi;
