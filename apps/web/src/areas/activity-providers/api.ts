import { activityProvidersRoutes, activityTypesRoutes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const PROVIDERS = 'ActivityProviders';
const TYPES = 'ActivityTypes';

/**
 * The master's activity providers and activity types: the endpoints of libs/contracts `activityProvidersRoutes` and
 * `activityTypesRoutes` (docs/activities.md "Providers and activity types").
 */
export const activityProvidersApi = baseApi.enhanceEndpoints({ addTagTypes: [PROVIDERS, TYPES] }).injectEndpoints({
  endpoints: (build) => ({
    getActivityProviders: build.query<
      RouteResponse<typeof activityProvidersRoutes.list>,
      NonNullable<RouteArgs<typeof activityProvidersRoutes.list>['query']>
    >({
      query: (query) => routeRequest(activityProvidersRoutes.list, { query }),
      providesTags: [{ type: PROVIDERS, id: 'LIST' }],
    }),
    getActivityProvider: build.query<RouteResponse<typeof activityProvidersRoutes.get>, number>({
      query: (id) => routeRequest(activityProvidersRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: PROVIDERS, id }],
    }),
    saveActivityProvider: build.mutation<
      RouteResponse<typeof activityProvidersRoutes.save>,
      RouteArgs<typeof activityProvidersRoutes.save>['body']
    >({
      query: (body) => routeRequest(activityProvidersRoutes.save, { body }),
      invalidatesTags: (_result, _error, body) => [
        { type: PROVIDERS, id: 'LIST' },
        ...(body.id ? [{ type: PROVIDERS, id: Number(body.id) } as const] : []),
      ],
    }),
    deleteActivityProvider: build.mutation<void, number>({
      query: (id) => routeRequest(activityProvidersRoutes.remove, { params: { id } }),
      invalidatesTags: [{ type: PROVIDERS, id: 'LIST' }],
    }),
    resetActivityProviderError: build.mutation<void, number>({
      query: (id) => routeRequest(activityProvidersRoutes.resetErrorStatus, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: PROVIDERS, id: 'LIST' },
        { type: PROVIDERS, id },
      ],
    }),
    getMasterActivityTypes: build.query<RouteResponse<typeof activityTypesRoutes.list>, void>({
      query: () => routeRequest(activityTypesRoutes.list, {}),
      providesTags: [{ type: TYPES, id: 'LIST' }],
    }),
    saveMasterActivityType: build.mutation<
      RouteResponse<typeof activityTypesRoutes.save>,
      RouteArgs<typeof activityTypesRoutes.save>['body']
    >({
      query: (body) => routeRequest(activityTypesRoutes.save, { body }),
      invalidatesTags: [{ type: TYPES, id: 'LIST' }],
    }),
    deleteMasterActivityType: build.mutation<void, number>({
      query: (id) => routeRequest(activityTypesRoutes.remove, { params: { id } }),
      invalidatesTags: [{ type: TYPES, id: 'LIST' }],
    }),
  }),
});

export const {
  useGetActivityProvidersQuery,
  useGetActivityProviderQuery,
  useSaveActivityProviderMutation,
  useDeleteActivityProviderMutation,
  useResetActivityProviderErrorMutation,
  useGetMasterActivityTypesQuery,
  useSaveMasterActivityTypeMutation,
  useDeleteMasterActivityTypeMutation,
} = activityProvidersApi;
