import { dashboardsRoutes, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

/** The home dashboards (libs/contracts `dashboardsRoutes`: Dashboards, Dashboards/dashboard, dashboards/student-parent-user/{id}; docs/dashboards.md). */
export const dashboardsApi = baseApi.enhanceEndpoints({ addTagTypes: ['SchoolYear'] }).injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<RouteResponse<typeof dashboardsRoutes.dashboard>, void>({
      query: () => routeRequest(dashboardsRoutes.dashboard, {}),
      providesTags: ['Dashboards', 'Messages', 'Events', 'SchoolYear'],
    }),
    getNationalDashboard: build.query<RouteResponse<typeof dashboardsRoutes.nationalDashboard>, void>({
      query: () => routeRequest(dashboardsRoutes.nationalDashboard, {}),
      providesTags: ['Dashboards'],
    }),
    getStudentDashboard: build.query<RouteResponse<typeof dashboardsRoutes.studentDashboard>, number>({
      query: (studentId) => routeRequest(dashboardsRoutes.studentDashboard, { params: { studentId } }),
      providesTags: ['Dashboards', 'Events', 'SchoolYear'],
    }),
  }),
});

export const { useGetDashboardQuery, useGetNationalDashboardQuery, useGetStudentDashboardQuery } = dashboardsApi;
