import { attendanceStateReportsAdminRoutes as routes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

/** The master's NEISPUO mapping of the child attendance statuses (libs/contracts `attendanceStateReportsAdminRoutes`). */
export const adminNeispuoApi = baseApi.enhanceEndpoints({ addTagTypes: ['NeispuoMappings'] }).injectEndpoints({
  endpoints: (build) => ({
    getNeispuoMappings: build.query<RouteResponse<typeof routes.mappings>, void>({
      query: () => routeRequest(routes.mappings, {}),
      providesTags: ['NeispuoMappings'],
    }),
    saveNeispuoMappings: build.mutation<RouteResponse<typeof routes.saveMappings>, RouteArgs<typeof routes.saveMappings>['body']>(
      {
        query: (body) => routeRequest(routes.saveMappings, { body }),
        invalidatesTags: ['NeispuoMappings'],
      },
    ),
  }),
});

export const { useGetNeispuoMappingsQuery, useSaveNeispuoMappingsMutation } = adminNeispuoApi;
