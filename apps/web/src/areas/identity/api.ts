import {
  type ActivateAccountRequest,
  type ForgotPasswordRequest,
  type LoggedInKindergarten,
  type LoggedInUser,
  type LoginRequest,
  type LoginResponse,
  type MessageResponse,
  type ResetPasswordRequest,
  type UnsubscribeRequest,
} from '@kg/contracts';
// From its own file: the sign-in page imports this module, and the contracts' index would bring zod and every schema.
import { UserType } from '@kg/contracts/roles';
import { baseApi } from '../../shared/api/base-api';

/** The invitation kinds of /account-activation/:userType/:token (UserType of the contracts) and their calls. */
export const activationCalls: Partial<Record<UserType, string>> = {
  [UserType.Teacher]: 'AccountManagement/activate-teacher-account',
  [UserType.Parent]: 'AccountManagement/activate-parent-account',
  [UserType.MON]: 'AccountManagement/activate-national-account',
  [UserType.Municipality]: 'AccountManagement/activate-national-account',
};

/**
 * Sign-in, the signed-in user and sign-out (spec 1 §7), avatars, and the account links sent by e-mail.
 * `useGetAvatarQuery(userId)` gives a picture's object URL and refetches after the user uploads or removes one.
 */
export const identityApi = baseApi.enhanceEndpoints({ addTagTypes: ['Avatar'] }).injectEndpoints({
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
    forgotPassword: build.mutation<MessageResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: 'identity/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: 'identity/reset-password', method: 'POST', body }),
    }),
    activateAccount: build.mutation<MessageResponse, ActivateAccountRequest & { userType: UserType }>({
      query: ({ userType, ...body }) => ({ url: activationCalls[userType]!, method: 'POST', body }),
    }),
    createAdminAccount: build.mutation<MessageResponse, ActivateAccountRequest & { kindergartenId: number }>({
      query: ({ kindergartenId, ...body }) => ({
        url: `AccountManagement/create-admin-account/${kindergartenId}`,
        method: 'POST',
        body,
      }),
    }),
    unsubscribe: build.mutation<MessageResponse, UnsubscribeRequest>({
      query: (body) => ({ url: 'identity/unsubscribe', method: 'POST', body }),
    }),
    /** The picture as an object URL (the call needs the bearer token, so an <img src> cannot load it directly). */
    getAvatar: build.query<string, number>({
      query: (userId) => ({
        url: `Files/avatars/${userId}`,
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
  useLoginMutation,
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
