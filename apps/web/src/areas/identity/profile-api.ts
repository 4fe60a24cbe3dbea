import {
  AVATAR_FIELD,
  type ChangePasswordRequest,
  type MessageResponse,
  type Profile,
  type SaveResult,
  type UpdateProfileRequest,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** The signed-in user's own profile (identity calls) and picture (Files calls). */
export const profileApi = baseApi.enhanceEndpoints({ addTagTypes: ['Profile', 'Avatar'] }).injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => 'identity/profile',
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<Profile, UpdateProfileRequest>({
      query: (body) => ({ url: 'identity/update', method: 'POST', body }),
      // The top bar shows the name from user-data.
      invalidatesTags: ['Profile', 'UserData'],
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: 'identity/change-password', method: 'POST', body }),
    }),
    uploadAvatar: build.mutation<SaveResult, Blob>({
      query: (file) => {
        const body = new FormData();
        body.append(AVATAR_FIELD, file);
        return { url: 'Files/avatars', method: 'POST', body };
      },
      invalidatesTags: ['Avatar', 'UserData'],
    }),
    deleteAvatar: build.mutation<SaveResult, void>({
      query: () => ({ url: 'Files/avatars', method: 'DELETE' }),
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
