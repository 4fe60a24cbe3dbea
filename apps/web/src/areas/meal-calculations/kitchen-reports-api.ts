import { haccpRoutes, kitchenReportsRoutes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const HACCP = 'Haccp';

/** The kitchen-fed storage reports and the HACCP logs: the endpoints of libs/contracts/src/kitchen-reports.ts. */
export const kitchenReportsApi = baseApi.enhanceEndpoints({ addTagTypes: [HACCP] }).injectEndpoints({
  endpoints: (build) => ({
    getMonthReport: build.query<
      RouteResponse<typeof kitchenReportsRoutes.monthReport>,
      NonNullable<RouteArgs<typeof kitchenReportsRoutes.monthReport>['query']>
    >({
      query: (query) => routeRequest(kitchenReportsRoutes.monthReport, { query }),
    }),
    getStaffNutrition: build.query<
      RouteResponse<typeof kitchenReportsRoutes.staffNutrition>,
      NonNullable<RouteArgs<typeof kitchenReportsRoutes.staffNutrition>['query']>
    >({
      query: (query) => routeRequest(kitchenReportsRoutes.staffNutrition, { query }),
    }),
    getCalculationsSummary: build.query<
      RouteResponse<typeof kitchenReportsRoutes.calculationsSummary>,
      NonNullable<RouteArgs<typeof kitchenReportsRoutes.calculationsSummary>['query']>
    >({
      query: (query) => routeRequest(kitchenReportsRoutes.calculationsSummary, { query }),
    }),
    getHaccpEntries: build.query<
      RouteResponse<typeof haccpRoutes.list>,
      NonNullable<RouteArgs<typeof haccpRoutes.list>['query']>
    >({
      query: (query) => routeRequest(haccpRoutes.list, { query }),
      providesTags: [{ type: HACCP, id: 'LIST' }],
    }),
    getHaccpEntry: build.query<RouteResponse<typeof haccpRoutes.get>, number>({
      query: (id) => routeRequest(haccpRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: HACCP, id }],
    }),
    getHaccpLots: build.query<RouteResponse<typeof haccpRoutes.lots>, NonNullable<RouteArgs<typeof haccpRoutes.lots>['query']>>({
      query: (query) => routeRequest(haccpRoutes.lots, { query }),
    }),
    getHaccpTraceability: build.query<RouteResponse<typeof haccpRoutes.traceability>, number>({
      query: (id) => routeRequest(haccpRoutes.traceability, { params: { id } }),
    }),
    createHaccpEntry: build.mutation<RouteResponse<typeof haccpRoutes.create>, RouteArgs<typeof haccpRoutes.create>['body']>({
      query: (body) => routeRequest(haccpRoutes.create, { body }),
      invalidatesTags: [{ type: HACCP, id: 'LIST' }],
    }),
    updateHaccpEntry: build.mutation<
      RouteResponse<typeof haccpRoutes.update>,
      { id: number; body: RouteArgs<typeof haccpRoutes.update>['body'] }
    >({
      query: ({ id, body }) => routeRequest(haccpRoutes.update, { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: HACCP, id },
        { type: HACCP, id: 'LIST' },
      ],
    }),
    deleteHaccpEntry: build.mutation<void, number>({
      query: (id) => routeRequest(haccpRoutes.remove, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: HACCP, id },
        { type: HACCP, id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetMonthReportQuery,
  useGetStaffNutritionQuery,
  useGetCalculationsSummaryQuery,
  useGetHaccpEntriesQuery,
  useGetHaccpEntryQuery,
  useGetHaccpLotsQuery,
  useGetHaccpTraceabilityQuery,
  useCreateHaccpEntryMutation,
  useUpdateHaccpEntryMutation,
  useDeleteHaccpEntryMutation,
} = kitchenReportsApi;
