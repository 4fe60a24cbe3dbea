import { pushRoutes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

/** Web Push on this device (libs/contracts `pushRoutes`; docs/pwa.md). */
export const pushApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: build.query<RouteResponse<typeof pushRoutes.publicKey>, void>({
      query: () => routeRequest(pushRoutes.publicKey, {}),
    }),
    subscribePush: build.mutation<void, RouteArgs<typeof pushRoutes.subscribe>['body']>({
      query: (body) => routeRequest(pushRoutes.subscribe, { body }),
    }),
    unsubscribePush: build.mutation<void, RouteArgs<typeof pushRoutes.unsubscribe>['body']>({
      query: (body) => routeRequest(pushRoutes.unsubscribe, { body }),
    }),
  }),
});

export const { useGetPushPublicKeyQuery, useSubscribePushMutation, useUnsubscribePushMutation } = pushApi;
