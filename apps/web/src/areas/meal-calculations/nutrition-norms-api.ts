import { nutritionNormsRoutes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const NORMS = 'NutritionNorms';
type ReportQuery = NonNullable<RouteArgs<typeof nutritionNormsRoutes.report>['query']>;
type RecapQuery = NonNullable<RouteArgs<typeof nutritionNormsRoutes.recap>['query']>;

/** The nutrition norms and the norm reports: the endpoints of libs/contracts/src/nutrition-norms.ts. */
export const nutritionNormsApi = baseApi.enhanceEndpoints({ addTagTypes: [NORMS] }).injectEndpoints({
  endpoints: (build) => ({
    getNutritionNorms: build.query<RouteResponse<typeof nutritionNormsRoutes.list>, void>({
      query: () => routeRequest(nutritionNormsRoutes.list, {}),
      providesTags: [{ type: NORMS, id: 'LIST' }],
    }),
    getNutritionNorm: build.query<RouteResponse<typeof nutritionNormsRoutes.get>, number>({
      query: (id) => routeRequest(nutritionNormsRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: NORMS, id }],
    }),
    createNutritionNorm: build.mutation<
      RouteResponse<typeof nutritionNormsRoutes.create>,
      RouteArgs<typeof nutritionNormsRoutes.create>['body']
    >({
      query: (body) => routeRequest(nutritionNormsRoutes.create, { body }),
      invalidatesTags: [
        { type: NORMS, id: 'LIST' },
        { type: NORMS, id: 'REPORT' },
      ],
    }),
    updateNutritionNorm: build.mutation<
      RouteResponse<typeof nutritionNormsRoutes.update>,
      { id: number; body: RouteArgs<typeof nutritionNormsRoutes.update>['body'] }
    >({
      query: ({ id, body }) => routeRequest(nutritionNormsRoutes.update, { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: NORMS, id },
        { type: NORMS, id: 'LIST' },
        { type: NORMS, id: 'REPORT' },
      ],
    }),
    deleteNutritionNorm: build.mutation<void, number>({
      query: (id) => routeRequest(nutritionNormsRoutes.remove, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: NORMS, id },
        { type: NORMS, id: 'LIST' },
        { type: NORMS, id: 'REPORT' },
      ],
    }),
    getNormReport: build.query<RouteResponse<typeof nutritionNormsRoutes.report>, ReportQuery>({
      query: (query) => routeRequest(nutritionNormsRoutes.report, { query }),
      providesTags: [{ type: NORMS, id: 'REPORT' }],
    }),
    getRecapNormReport: build.query<RouteResponse<typeof nutritionNormsRoutes.recap>, RecapQuery>({
      query: (query) => routeRequest(nutritionNormsRoutes.recap, { query }),
      providesTags: [{ type: NORMS, id: 'REPORT' }],
    }),
  }),
});

export const {
  useGetNutritionNormsQuery,
  useGetNutritionNormQuery,
  useCreateNutritionNormMutation,
  useUpdateNutritionNormMutation,
  useDeleteNutritionNormMutation,
  useGetNormReportQuery,
  useGetRecapNormReportQuery,
} = nutritionNormsApi;
