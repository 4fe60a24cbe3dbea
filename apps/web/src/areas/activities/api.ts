import {
  activitiesRoutes,
  activityProvidersRoutes,
  classesRoutes,
  type RouteArgs,
  type RouteResponse,
  teachersRoutes,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const TAG = 'Activities';
const LIST = { type: TAG, id: 'LIST' } as const;

type OverviewQuery = NonNullable<RouteArgs<typeof activitiesRoutes.list>['query']>;

/** The most providers a kindergarten's form offers (they are few: the ones working in the kindergarten). */
const PROVIDER_OPTIONS = 500;

/** The director's activities and the parents' offer (libs/contracts `activitiesRoutes`; docs/activities.md). */
export const activitiesApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getActivities: build.query<RouteResponse<typeof activitiesRoutes.list>, OverviewQuery>({
      query: (query) => routeRequest(activitiesRoutes.list, { query }),
      providesTags: [LIST],
    }),
    getActivity: build.query<RouteResponse<typeof activitiesRoutes.get>, number>({
      query: (id) => routeRequest(activitiesRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: TAG, id }],
    }),
    getActivityTypes: build.query<RouteResponse<typeof activitiesRoutes.types>, void>({
      query: () => routeRequest(activitiesRoutes.types, {}),
    }),
    /** The providers working in the kindergarten (the providers' area answers a member with those only). */
    getKindergartenProviders: build.query<RouteResponse<typeof activityProvidersRoutes.list>, void>({
      query: () =>
        routeRequest(activityProvidersRoutes.list, {
          query: { pageNumber: 1, pageSize: PROVIDER_OPTIONS, orderByColumn: 'name' },
        }),
    }),
    /** The groups of the selected school year (the form's groups and the list's filter). */
    getActivityGroups: build.query<RouteResponse<typeof classesRoutes.list>, void>({
      query: () => routeRequest(classesRoutes.list, {}),
    }),
    /** The kindergarten's pedagogical staff who may lead an activity. */
    getActivityTeachers: build.query<RouteResponse<typeof teachersRoutes.forActivities>, void>({
      query: () => routeRequest(teachersRoutes.forActivities, {}),
    }),
    getParentActivities: build.query<RouteResponse<typeof activitiesRoutes.forParents>, void>({
      query: () => routeRequest(activitiesRoutes.forParents, {}),
      providesTags: [LIST],
    }),
    saveActivity: build.mutation<RouteResponse<typeof activitiesRoutes.save>, RouteArgs<typeof activitiesRoutes.save>['body']>({
      query: (body) => routeRequest(activitiesRoutes.save, { body }),
      invalidatesTags: (_result, _error, body) =>
        typeof body.id === 'number' ? [LIST, { type: TAG, id: body.id } as const] : [LIST],
    }),
    deleteActivity: build.mutation<RouteResponse<typeof activitiesRoutes.remove>, number>({
      query: (id) => routeRequest(activitiesRoutes.remove, { params: { id } }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetActivitiesQuery,
  useGetActivityQuery,
  useGetActivityTypesQuery,
  useGetKindergartenProvidersQuery,
  useGetActivityGroupsQuery,
  useGetActivityTeachersQuery,
  useGetParentActivitiesQuery,
  useSaveActivityMutation,
  useDeleteActivityMutation,
} = activitiesApi;
