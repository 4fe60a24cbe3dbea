import { classesRoutes, type RouteArgs, type RouteResponse, teachersRoutes } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type GroupsQuery = NonNullable<RouteArgs<typeof classesRoutes.overview>['query']>;

/** Groups (libs/contracts `classesRoutes`) and the staff picker (`teachersRoutes.forKindergarten`). */
export const groupsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Classes', 'SchoolYear', 'TeacherOptions'] }).injectEndpoints({
  endpoints: (build) => ({
    getGroups: build.query<RouteResponse<typeof classesRoutes.overview>, GroupsQuery>({
      query: (query) => routeRequest(classesRoutes.overview, { query }),
      // The list is per school year: switching the year in the top bar refetches it.
      providesTags: [{ type: 'Classes', id: 'LIST' }, 'SchoolYear'],
    }),
    getGroup: build.query<RouteResponse<typeof classesRoutes.get>, number>({
      query: (id) => routeRequest(classesRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Classes', id }],
    }),
    saveGroup: build.mutation<RouteResponse<typeof classesRoutes.save>, RouteArgs<typeof classesRoutes.save>['body']>({
      query: (body) => routeRequest(classesRoutes.save, { body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Classes', id: 'LIST' },
        ...(body.id ? [{ type: 'Classes' as const, id: body.id }] : []),
      ],
    }),
    deleteGroup: build.mutation<RouteResponse<typeof classesRoutes.remove>, number>({
      query: (id) => routeRequest(classesRoutes.remove, { params: { id } }),
      invalidatesTags: [{ type: 'Classes', id: 'LIST' }],
    }),
    getTeacherOptions: build.query<RouteResponse<typeof teachersRoutes.forKindergarten>, void>({
      query: () => routeRequest(teachersRoutes.forKindergarten, {}),
      providesTags: ['TeacherOptions'],
    }),
  }),
});

export const { useGetGroupsQuery, useGetGroupQuery, useSaveGroupMutation, useDeleteGroupMutation, useGetTeacherOptionsQuery } =
  groupsApi;
