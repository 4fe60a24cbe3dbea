import type { RouteResponse } from '@kg/contracts';
import { adminMessagesAddressedRoutes } from '@kg/contracts/admin-messages';
import { baseApi } from '../api/base-api';
import { routeRequest } from '../api/route-request';

/**
 * The maintenance notices in force now (libs/contracts `adminMessagesAddressedRoutes.current`, docs/admin-messages.md):
 * a user who signs in after the push still gets the dialog once.
 */
export const maintenanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentMaintenanceMessages: build.query<RouteResponse<typeof adminMessagesAddressedRoutes.current>, void>({
      query: () => routeRequest(adminMessagesAddressedRoutes.current, {}),
    }),
  }),
});

export const { useGetCurrentMaintenanceMessagesQuery } = maintenanceApi;
