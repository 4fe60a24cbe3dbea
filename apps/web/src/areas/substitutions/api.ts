import { type RouteArgs, type RouteResponse, substitutionsRoutes as routes } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

/** The list's query as the page sends it (paging, order and filters; empty filters are left out). */
export type SubstitutionsQuery = NonNullable<RouteArgs<typeof routes.list>['query']>;
type OptionsQuery = NonNullable<RouteArgs<typeof routes.options>['query']>;

/** Staff substitutions (libs/contracts `substitutionsRoutes`; spec 2 §7.3 TeacherSubstitutions; docs/substitutions.md). */
export const substitutionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Substitutions', 'SchoolYear'] }).injectEndpoints({
  endpoints: (build) => ({
    getSubstitutions: build.query<RouteResponse<typeof routes.list>, SubstitutionsQuery>({
      query: (query) => routeRequest(routes.list, { query }),
      providesTags: [{ type: 'Substitutions', id: 'LIST' }, 'SchoolYear'],
    }),
    getSubstitution: build.query<RouteResponse<typeof routes.get>, number>({
      query: (id) => routeRequest(routes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Substitutions', id }],
    }),
    getSubstitutionOptions: build.query<RouteResponse<typeof routes.options>, OptionsQuery>({
      query: (query) => routeRequest(routes.options, { query }),
      providesTags: [{ type: 'Substitutions', id: 'LIST' }, 'SchoolYear'],
    }),
    getSubstitutionNorms: build.query<RouteResponse<typeof routes.norms>, RouteArgs<typeof routes.norms>['query']>({
      query: (query) => routeRequest(routes.norms, { query }),
      providesTags: [{ type: 'Substitutions', id: 'LIST' }],
    }),
    saveSubstitution: build.mutation<RouteResponse<typeof routes.save>, RouteArgs<typeof routes.save>['body']>({
      query: (body) => routeRequest(routes.save, { body }),
      invalidatesTags: (_result, error, body) =>
        error
          ? []
          : [{ type: 'Substitutions', id: 'LIST' }, ...(body.id ? [{ type: 'Substitutions' as const, id: body.id }] : [])],
    }),
    deleteSubstitution: build.mutation<RouteResponse<typeof routes.remove>, number>({
      query: (id) => routeRequest(routes.remove, { query: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Substitutions', id: 'LIST' }]),
    }),
  }),
});

export const {
  useGetSubstitutionsQuery,
  useGetSubstitutionQuery,
  useGetSubstitutionOptionsQuery,
  useGetSubstitutionNormsQuery,
  useSaveSubstitutionMutation,
  useDeleteSubstitutionMutation,
} = substitutionsApi;
