import {
  activityAttendancesRoutes as routes,
  type ActivityAttendanceSummaryQuery,
  type AutofillActivityAttendanceRequest,
  type RouteResponse,
  type SaveActivityAttendancesRequest,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routePath, routeRequest } from '../../shared/api/route-request';

export interface ActivityMonthArgs {
  activityId: number;
  month: number;
  year: number;
}

/** Activity attendance (libs/contracts `activityAttendancesRoutes`; docs/activities.md "Activity attendance"). */
export const activityAttendancesApi = baseApi.enhanceEndpoints({ addTagTypes: ['ActivityAttendances'] }).injectEndpoints({
  endpoints: (build) => ({
    getActivityAttendanceMonth: build.query<RouteResponse<typeof routes.month>, ActivityMonthArgs>({
      query: (params) => routeRequest(routes.month, { params }),
      providesTags: (_result, _error, { activityId }) => [{ type: 'ActivityAttendances', id: activityId }],
    }),
    getActivityAttendanceSummary: build.query<RouteResponse<typeof routes.summary>, ActivityAttendanceSummaryQuery>({
      query: (query) => routeRequest(routes.summary, { query }),
      providesTags: ['ActivityAttendances'],
    }),
    saveActivityAttendances: build.mutation<RouteResponse<typeof routes.save>, SaveActivityAttendancesRequest>({
      query: (body) => routeRequest(routes.save, { body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'ActivityAttendances', id: body.activityId }, 'ActivityAttendances'],
    }),
    autofillActivityAttendances: build.mutation<RouteResponse<typeof routes.autofill>, AutofillActivityAttendanceRequest>({
      query: (body) => routeRequest(routes.autofill, { body }),
      invalidatesTags: (_result, _error, body) => [{ type: 'ActivityAttendances', id: body.activityId }, 'ActivityAttendances'],
    }),
  }),
});

export const {
  useGetActivityAttendanceMonthQuery,
  useGetActivityAttendanceSummaryQuery,
  useSaveActivityAttendancesMutation,
  useAutofillActivityAttendancesMutation,
} = activityAttendancesApi;

/** The summary's PDF or Excel file with the same filters. */
export const summaryExportPath = (type: 'pdf' | 'excel', query: ActivityAttendanceSummaryQuery): string =>
  routePath(routes.summaryExport, { params: { type }, query });
