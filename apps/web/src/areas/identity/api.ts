import type { LoggedInKindergarten, LoggedInUser, LoginRequest, LoginResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** Sign-in, the signed-in user and sign-out (spec 1 §7). */
export const identityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: 'identity/login', method: 'POST', body }),
    }),
    getUserData: build.query<LoggedInUser, void>({
      query: () => 'identity/user-data',
      providesTags: ['UserData'],
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: 'auth/logout', method: 'POST' }),
    }),
  }),
});

export const { useLoginMutation, useGetUserDataQuery, useLogoutMutation } = identityApi;

/** The kindergarten the user acts in now. */
export function selectedKindergarten(user: LoggedInUser | undefined): LoggedInKindergarten | undefined {
  return user?.kindergartens.find((kindergarten) => kindergarten.isSelected);
}
