import { AVATAR_FIELD, filesAvatarsRoutes, identityRoutes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

/** The signed-in user's own profile (libs/contracts `identityRoutes`) and picture (`filesAvatarsRoutes`). */
export const profileApi = baseApi.enhanceEndpoints({ addTagTypes: ['Profile', 'Avatar'] }).injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<RouteResponse<typeof identityRoutes.profile>, void>({
      query: () => routeRequest(identityRoutes.profile, {}),
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<RouteResponse<typeof identityRoutes.update>, RouteArgs<typeof identityRoutes.update>['body']>({
      query: (body) => routeRequest(identityRoutes.update, { body }),
      // The top bar shows the name from user-data.
      invalidatesTags: ['Profile', 'UserData'],
    }),
    changePassword: build.mutation<
      RouteResponse<typeof identityRoutes.changePassword>,
      RouteArgs<typeof identityRoutes.changePassword>['body']
    >({
      query: (body) => routeRequest(identityRoutes.changePassword, { body }),
    }),
    uploadAvatar: build.mutation<RouteResponse<typeof filesAvatarsRoutes.upload>, Blob>({
      query: (file) => {
        const body = new FormData();
        body.append(AVATAR_FIELD, file);
        return { ...routeRequest(filesAvatarsRoutes.upload, {}), body };
      },
      invalidatesTags: ['Avatar', 'UserData'],
    }),
    deleteAvatar: build.mutation<RouteResponse<typeof filesAvatarsRoutes.remove>, void>({
      query: () => routeRequest(filesAvatarsRoutes.remove, {}),
      invalidatesTags: ['Avatar', 'UserData'],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useUploadAvatarMutation,
  useDeleteAvatarMutation,
} = profileApi;
