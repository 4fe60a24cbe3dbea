import type {
  ChangeActivationRequest,
  InviteUserRequest,
  InviteUserResult,
  PagedResult,
  SaveResult,
  SaveUserGroupRequest,
  UserGroupDetails,
  UserGroupRow,
  UserListQuery,
  UserRow,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** User groups and the kindergarten's users: /api/UserRoles and /api/Users (spec 2 §7.3; docs/users.md). */
export const userGroupsApi = baseApi.enhanceEndpoints({ addTagTypes: ['UserGroups', 'Users'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserGroups: build.query<UserGroupRow[], void>({
      query: () => 'UserRoles',
      providesTags: [{ type: 'UserGroups', id: 'LIST' }],
    }),
    getUserGroup: build.query<UserGroupDetails, number>({
      query: (id) => `UserRoles/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'UserGroups', id }],
    }),
    saveUserGroup: build.mutation<SaveResult, SaveUserGroupRequest>({
      query: (body) => ({ url: 'UserRoles', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'UserGroups', id: 'LIST' },
        { type: 'Users', id: 'LIST' },
        ...(body.id ? [{ type: 'UserGroups' as const, id: body.id }] : []),
      ],
    }),
    deleteUserGroup: build.mutation<void, number>({
      query: (id) => ({ url: `UserRoles/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'UserGroups', id: 'LIST' }],
    }),
    rebuildAccess: build.mutation<{ rebuilt: number }, void>({
      query: () => ({ url: 'UserRoles/rebuild-access', method: 'POST' }),
    }),
    getUsers: build.query<PagedResult<UserRow>, Partial<UserListQuery>>({
      query: (params) => ({ url: 'Users', params }),
      providesTags: [{ type: 'Users', id: 'LIST' }],
    }),
    inviteUser: build.mutation<InviteUserResult, InviteUserRequest>({
      query: (body) => ({ url: 'Users/invite', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Users', id: 'LIST' },
        { type: 'UserGroups', id: 'LIST' },
      ],
    }),
    changeUserActivation: build.mutation<void, ChangeActivationRequest>({
      query: (body) => ({ url: 'Users/change-user-activation', method: 'POST', body }),
      invalidatesTags: [{ type: 'Users', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetUserGroupsQuery,
  useGetUserGroupQuery,
  useSaveUserGroupMutation,
  useDeleteUserGroupMutation,
  useRebuildAccessMutation,
  useGetUsersQuery,
  useInviteUserMutation,
  useChangeUserActivationMutation,
} = userGroupsApi;
