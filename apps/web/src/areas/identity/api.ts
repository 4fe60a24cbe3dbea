import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { ActivateAccountRequest, LoggedInKindergarten, LoggedInUser, RouteArgs, RouteResponse } from '@kg/contracts';
// From their own files: the shell imports this module, and the contracts' index would bring every schema.
import { accountManagementRoutes } from '@kg/contracts/account-management';
import { filesAvatarsRoutes } from '@kg/contracts/files';
import { identityAccountActivationRoutes, identityRoutes } from '@kg/contracts/identity';
import { UserType } from '@kg/contracts/roles';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

/** The MON and municipality accounts' activation is account-management's call (`accountManagementRoutes`). */
const nationalActivation = (body: ActivateAccountRequest): FetchArgs =>
  routeRequest(accountManagementRoutes.activateNational, { body });

/** The invitation kinds of /account-activation/:userType/:token (UserType of the contracts) and their calls. */
export const activationCalls: Partial<Record<UserType, (body: ActivateAccountRequest) => FetchArgs>> = {
  [UserType.Teacher]: (body) => routeRequest(identityAccountActivationRoutes.activateTeacher, { body }),
  [UserType.Parent]: (body) => routeRequest(identityAccountActivationRoutes.activateParent, { body }),
  [UserType.MON]: nationalActivation,
  [UserType.Municipality]: nationalActivation,
};

/**
 * Sign-in, the signed-in user and sign-out (spec 1 §7), avatars, and the account links sent by e-mail
 * (libs/contracts `identityRoutes`, `identityAccountActivationRoutes`; the pictures: `filesAvatarsRoutes`).
 * `useGetAvatarQuery(userId)` gives a picture's object URL and refetches after the user uploads or removes one.
 */
export const identityApi = baseApi.enhanceEndpoints({ addTagTypes: ['Avatar'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserData: build.query<LoggedInUser, void>({
      query: () => routeRequest(identityRoutes.getUserData, {}),
      providesTags: ['UserData'],
    }),
    logout: build.mutation<void, void>({
      query: () => routeRequest(identityRoutes.logout, {}),
    }),
    forgotPassword: build.mutation<
      RouteResponse<typeof identityRoutes.forgotPassword>,
      RouteArgs<typeof identityRoutes.forgotPassword>['body']
    >({
      query: (body) => routeRequest(identityRoutes.forgotPassword, { body }),
    }),
    resetPassword: build.mutation<
      RouteResponse<typeof identityRoutes.resetPassword>,
      RouteArgs<typeof identityRoutes.resetPassword>['body']
    >({
      query: (body) => routeRequest(identityRoutes.resetPassword, { body }),
    }),
    activateAccount: build.mutation<
      RouteResponse<typeof identityAccountActivationRoutes.activateTeacher>,
      ActivateAccountRequest & { userType: UserType }
    >({
      query: ({ userType, ...body }) => activationCalls[userType]!(body),
    }),
    createAdminAccount: build.mutation<
      RouteResponse<typeof identityAccountActivationRoutes.activateAdmin>,
      ActivateAccountRequest & { kindergartenId: number }
    >({
      query: ({ kindergartenId, ...body }) =>
        routeRequest(identityAccountActivationRoutes.activateAdmin, { params: { id: kindergartenId }, body }),
    }),
    unsubscribe: build.mutation<
      RouteResponse<typeof identityRoutes.unsubscribe>,
      RouteArgs<typeof identityRoutes.unsubscribe>['body']
    >({
      query: (body) => routeRequest(identityRoutes.unsubscribe, { body }),
    }),
    /** The picture as an object URL (the call needs the bearer token, so an <img src> cannot load it directly). */
    getAvatar: build.query<string, number>({
      query: (userId) => ({
        ...routeRequest(filesAvatarsRoutes.avatar, { params: { userId } }),
        cache: 'no-cache',
        responseHandler: async (response) => (response.ok ? URL.createObjectURL(await response.blob()) : response.json()),
      }),
      providesTags: ['Avatar'],
      keepUnusedDataFor: 60,
      async onCacheEntryAdded(_userId, { cacheDataLoaded, cacheEntryRemoved, getCacheEntry }) {
        await cacheDataLoaded.catch(() => undefined);
        await cacheEntryRemoved;
        const url = getCacheEntry().data;
        if (url) URL.revokeObjectURL(url);
      },
    }),
  }),
});

export const {
  useGetUserDataQuery,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useActivateAccountMutation,
  useCreateAdminAccountMutation,
  useUnsubscribeMutation,
  useGetAvatarQuery,
} = identityApi;

/** The kindergarten the user acts in now. */
export function selectedKindergarten(user: LoggedInUser | undefined): LoggedInKindergarten | undefined {
  return user?.kindergartens.find((kindergarten) => kindergarten.isSelected);
}
