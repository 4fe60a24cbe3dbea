import { type RouteArgs, type RouteResponse, usersRolesRoutes, usersRoutes } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type UsersQuery = NonNullable<RouteArgs<typeof usersRoutes.list>['query']>;

/** User groups and the kindergarten's users (libs/contracts `usersRolesRoutes`, `usersRoutes`; spec 2 §7.3; docs/users.md). */
export const userGroupsApi = baseApi.enhanceEndpoints({ addTagTypes: ['UserGroups', 'Users'] }).injectEndpoints({
  endpoints: (build) => ({
    getUserGroups: build.query<RouteResponse<typeof usersRolesRoutes.list>, void>({
      query: () => routeRequest(usersRolesRoutes.list, {}),
      providesTags: [{ type: 'UserGroups', id: 'LIST' }],
    }),
    getUserGroup: build.query<RouteResponse<typeof usersRolesRoutes.get>, number>({
      query: (id) => routeRequest(usersRolesRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'UserGroups', id }],
    }),
    saveUserGroup: build.mutation<RouteResponse<typeof usersRolesRoutes.save>, RouteArgs<typeof usersRolesRoutes.save>['body']>({
      query: (body) => routeRequest(usersRolesRoutes.save, { body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'UserGroups', id: 'LIST' },
        { type: 'Users', id: 'LIST' },
        ...(body.id ? [{ type: 'UserGroups' as const, id: body.id }] : []),
      ],
    }),
    deleteUserGroup: build.mutation<RouteResponse<typeof usersRolesRoutes.remove>, number>({
      query: (id) => routeRequest(usersRolesRoutes.remove, { params: { id } }),
      invalidatesTags: [{ type: 'UserGroups', id: 'LIST' }],
    }),
    rebuildAccess: build.mutation<RouteResponse<typeof usersRolesRoutes.rebuildAccess>, void>({
      query: () => routeRequest(usersRolesRoutes.rebuildAccess, {}),
    }),
    getUsers: build.query<RouteResponse<typeof usersRoutes.list>, UsersQuery>({
      query: (query) => routeRequest(usersRoutes.list, { query }),
      providesTags: [{ type: 'Users', id: 'LIST' }],
    }),
    inviteUser: build.mutation<RouteResponse<typeof usersRoutes.invite>, RouteArgs<typeof usersRoutes.invite>['body']>({
      query: (body) => routeRequest(usersRoutes.invite, { body }),
      invalidatesTags: [
        { type: 'Users', id: 'LIST' },
        { type: 'UserGroups', id: 'LIST' },
      ],
    }),
    changeUserActivation: build.mutation<
      RouteResponse<typeof usersRoutes.changeActivation>,
      RouteArgs<typeof usersRoutes.changeActivation>['body']
    >({
      query: (body) => routeRequest(usersRoutes.changeActivation, { body }),
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
