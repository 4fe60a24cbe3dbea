import { attendanceStateReportsRoutes as routes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

/** The state reports of children's attendance: SMP and NEISPUO (libs/contracts `attendanceStateReportsRoutes`; docs/attendance-state-reports.md). */
export const stateReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSmpReport: build.query<RouteResponse<typeof routes.smpReport>, RouteArgs<typeof routes.smpReport>['params']>({
      query: (params) => routeRequest(routes.smpReport, { params }),
    }),
    getNeispuoMonth: build.query<RouteResponse<typeof routes.neispuoMonth>, RouteArgs<typeof routes.neispuoMonth>['query']>({
      query: (query) => routeRequest(routes.neispuoMonth, { query }),
    }),
  }),
});

export const { useGetSmpReportQuery, useGetNeispuoMonthQuery } = stateReportsApi;
