import { parentsRoutes, type RouteArgs, type RouteResponse, studentsRoutes } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type ParentsQuery = NonNullable<RouteArgs<typeof parentsRoutes.list>['query']>;

/** Parents' records (libs/contracts `parentsRoutes`); the children picker reads `studentsRoutes.dropdown`. */
export const parentsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Parents', 'Students', 'SchoolYear'] }).injectEndpoints({
  endpoints: (build) => ({
    getParents: build.query<RouteResponse<typeof parentsRoutes.list>, ParentsQuery>({
      query: (query) => routeRequest(parentsRoutes.list, { query }),
      providesTags: [{ type: 'Parents', id: 'LIST' }, 'SchoolYear'],
    }),
    getParent: build.query<RouteResponse<typeof parentsRoutes.get>, number>({
      query: (id) => routeRequest(parentsRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Parents', id }, 'SchoolYear'],
    }),
    getChildOptions: build.query<RouteResponse<typeof studentsRoutes.dropdown>, void>({
      query: () => routeRequest(studentsRoutes.dropdown, {}),
      providesTags: [{ type: 'Students', id: 'LIST' }, 'SchoolYear'],
    }),
    saveParent: build.mutation<RouteResponse<typeof parentsRoutes.save>, RouteArgs<typeof parentsRoutes.save>['body']>({
      query: (body) => routeRequest(parentsRoutes.save, { body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Parents', id: 'LIST' },
        { type: 'Students', id: 'LIST' },
        ...(body.id ? [{ type: 'Parents' as const, id: body.id }] : []),
      ],
    }),
  }),
});

export const { useGetParentsQuery, useGetParentQuery, useGetChildOptionsQuery, useSaveParentMutation } = parentsApi;
