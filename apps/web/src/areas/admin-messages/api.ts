import {
  adminMessagesAddressedRoutes,
  adminMessagesMaintenanceRoutes,
  adminMessagesRoutes,
  type RouteArgs,
  type RouteResponse,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type AdminMessagesArgs = NonNullable<RouteArgs<typeof adminMessagesRoutes.list>['query']>;
type MaintenanceMessagesArgs = NonNullable<RouteArgs<typeof adminMessagesMaintenanceRoutes.list>['query']>;
type MyAdminMessagesArgs = NonNullable<RouteArgs<typeof adminMessagesAddressedRoutes.mine>['query']>;

/**
 * The master's administrative messages and maintenance notices, and the messages addressed to the user (libs/contracts
 * `adminMessagesRoutes`, `adminMessagesMaintenanceRoutes`, `adminMessagesAddressedRoutes`; docs/admin-messages.md).
 */
export const adminMessagesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AdminMessages', 'MaintenanceMessages', 'MyAdminMessages'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAdminMessages: build.query<RouteResponse<typeof adminMessagesRoutes.list>, AdminMessagesArgs>({
        query: (query) => routeRequest(adminMessagesRoutes.list, { query }),
        providesTags: ['AdminMessages'],
      }),
      createAdminMessage: build.mutation<
        RouteResponse<typeof adminMessagesRoutes.create>,
        RouteArgs<typeof adminMessagesRoutes.create>['body']
      >({
        query: (body) => routeRequest(adminMessagesRoutes.create, { body }),
        invalidatesTags: ['AdminMessages', 'MyAdminMessages'],
      }),
      getMaintenanceMessages: build.query<RouteResponse<typeof adminMessagesMaintenanceRoutes.list>, MaintenanceMessagesArgs>({
        query: (query) => routeRequest(adminMessagesMaintenanceRoutes.list, { query }),
        providesTags: ['MaintenanceMessages'],
      }),
      createMaintenanceMessage: build.mutation<
        RouteResponse<typeof adminMessagesMaintenanceRoutes.create>,
        RouteArgs<typeof adminMessagesMaintenanceRoutes.create>['body']
      >({
        query: (body) => routeRequest(adminMessagesMaintenanceRoutes.create, { body }),
        invalidatesTags: ['MaintenanceMessages'],
      }),
      deleteMaintenanceMessage: build.mutation<void, number>({
        query: (id) => routeRequest(adminMessagesMaintenanceRoutes.remove, { params: { id } }),
        invalidatesTags: ['MaintenanceMessages'],
      }),
      getMyAdminMessages: build.query<RouteResponse<typeof adminMessagesAddressedRoutes.mine>, MyAdminMessagesArgs>({
        query: (query) => routeRequest(adminMessagesAddressedRoutes.mine, { query }),
        providesTags: ['MyAdminMessages'],
      }),
      markAdminMessageSeen: build.mutation<void, number>({
        query: (id) => routeRequest(adminMessagesAddressedRoutes.markSeen, { params: { id } }),
        invalidatesTags: ['MyAdminMessages'],
      }),
    }),
  });

export const {
  useGetAdminMessagesQuery,
  useCreateAdminMessageMutation,
  useGetMaintenanceMessagesQuery,
  useCreateMaintenanceMessageMutation,
  useDeleteMaintenanceMessageMutation,
  useGetMyAdminMessagesQuery,
  useMarkAdminMessageSeenMutation,
} = adminMessagesApi;
