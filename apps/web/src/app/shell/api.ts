import type { RouteResponse } from '@kg/contracts';
import { partnersRoutes } from '@kg/contracts/partners';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

/** The resource partners of the side menu's Resources section (spec 1 §7; libs/contracts `partnersRoutes.list`). */
export const shellApi = baseApi.enhanceEndpoints({ addTagTypes: ['Partners'] }).injectEndpoints({
  endpoints: (build) => ({
    getPartners: build.query<RouteResponse<typeof partnersRoutes.list>, void>({
      query: () => routeRequest(partnersRoutes.list, { query: { orderByColumn: 'Name' } }),
      providesTags: ['Partners'],
    }),
  }),
});

export const { useGetPartnersQuery } = shellApi;
