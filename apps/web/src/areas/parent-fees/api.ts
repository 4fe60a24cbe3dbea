import { parentFeesRoutes as routes, type ParentFeesQuery, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';
import { FEES_TAG } from '../online-payments/api';

/** The parent's fees (libs/contracts `parentFeesRoutes`; docs/parent-fees.md). */
export const parentFeesApi = baseApi.enhanceEndpoints({ addTagTypes: [FEES_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getParentFees: build.query<RouteResponse<typeof routes.list>, ParentFeesQuery>({
      query: (query) => routeRequest(routes.list, { query }),
      providesTags: [FEES_TAG],
    }),
    getParentNotPaidFees: build.query<RouteResponse<typeof routes.notPaid>, ParentFeesQuery>({
      query: (query) => routeRequest(routes.notPaid, { query }),
      providesTags: [FEES_TAG],
    }),
  }),
});

export const { useGetParentFeesQuery, useGetParentNotPaidFeesQuery } = parentFeesApi;
