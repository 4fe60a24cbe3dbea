import type { identityRoutes, RouteArgs, RouteResponse } from '@kg/contracts';
// Not the contracts' index nor the identity table: the sign-in page's first load carries no zod (docs/decisions/004).
import { signInPath } from '@kg/contracts/sign-in-paths';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type Login = typeof identityRoutes.login;

/** The sign-in call (libs/contracts `identityRoutes.login`), apart from the rest of identity's endpoints. */
export const signInApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<RouteResponse<Login>, RouteArgs<Login>['body']>({
      query: (body) => routeRequest<Login>(signInPath, { body }),
    }),
  }),
});

export const { useLoginMutation } = signInApi;
