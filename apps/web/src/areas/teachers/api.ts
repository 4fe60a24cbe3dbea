import { type RouteArgs, type RouteResponse, teachersRoutes } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type TeachersQuery = NonNullable<RouteArgs<typeof teachersRoutes.list>['query']>;

/** Staff records (libs/contracts `teachersRoutes`; spec 2 §7.3). */
export const staffApi = baseApi.enhanceEndpoints({ addTagTypes: ['Teachers'] }).injectEndpoints({
  endpoints: (build) => ({
    getTeachers: build.query<RouteResponse<typeof teachersRoutes.list>, TeachersQuery>({
      query: (query) => routeRequest(teachersRoutes.list, { query }),
      providesTags: [{ type: 'Teachers', id: 'LIST' }],
    }),
    getTeacher: build.query<RouteResponse<typeof teachersRoutes.get>, RouteArgs<typeof teachersRoutes.get>['params']>({
      query: (params) => routeRequest(teachersRoutes.get, { params }),
      providesTags: (_result, _error, { id }) => [{ type: 'Teachers', id }],
    }),
    getOccupations: build.query<RouteResponse<typeof teachersRoutes.occupations>, void>({
      query: () => routeRequest(teachersRoutes.occupations, {}),
    }),
    saveTeacher: build.mutation<RouteResponse<typeof teachersRoutes.save>, RouteArgs<typeof teachersRoutes.save>['body']>({
      query: (body) => routeRequest(teachersRoutes.save, { body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Teachers', id: 'LIST' },
        ...(body.id ? [{ type: 'Teachers' as const, id: body.id }] : []),
      ],
    }),
  }),
});

export const { useGetTeachersQuery, useGetTeacherQuery, useGetOccupationsQuery, useSaveTeacherMutation } = staffApi;
