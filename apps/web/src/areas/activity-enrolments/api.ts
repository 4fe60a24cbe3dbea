import {
  activitiesRoutes,
  activityEnrolmentsRoutes as routes,
  activityProvidersRoutes,
  type RouteArgs,
  type RouteResponse,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const TAG = 'ActivityEnrolments';
const ALL = { type: TAG, id: 'LIST' } as const;

type EnrolBody = RouteArgs<typeof routes.enrol>['body'];
type LeaveBody = RouteArgs<typeof routes.leaveDates>['body'];
type DiscountBody = RouteArgs<typeof routes.discount>['body'];
type ClassesQuery = NonNullable<RouteArgs<typeof routes.classes>['query']>;
type HistoryQuery = NonNullable<RouteArgs<typeof routes.history>['query']>;

/**
 * Enrolment of children in the activities (libs/contracts `activityEnrolmentsRoutes`; docs/activities.md
 * "Enrolment"), with the activities to pick from and a provider's default discounts (the activities' and the
 * providers' routes, named apart so that they never replace those areas' own endpoints).
 */
export const activityEnrolmentsApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getEnrolmentActivityOptions: build.query<RouteResponse<typeof activitiesRoutes.options>, void>({
      query: () => routeRequest(activitiesRoutes.options, { query: {} }),
    }),
    getEnrolmentActivity: build.query<RouteResponse<typeof activitiesRoutes.get>, number>({
      query: (id) => routeRequest(activitiesRoutes.get, { params: { id } }),
      providesTags: [ALL],
    }),
    getEnrolmentProviderDiscounts: build.query<RouteResponse<typeof activityProvidersRoutes.defaultDiscounts>, number>({
      query: (providerId) => routeRequest(activityProvidersRoutes.defaultDiscounts, { query: { providerId } }),
    }),
    getActivityClasses: build.query<RouteResponse<typeof routes.classes>, ClassesQuery>({
      query: (query) => routeRequest(routes.classes, { query }),
      providesTags: [ALL],
    }),
    getEnrolmentHistory: build.query<RouteResponse<typeof routes.history>, HistoryQuery>({
      query: (query) => routeRequest(routes.history, { query }),
      providesTags: [ALL],
    }),
    enrolActivityStudents: build.mutation<RouteResponse<typeof routes.enrol>, EnrolBody>({
      query: (body) => routeRequest(routes.enrol, { body }),
      invalidatesTags: [ALL],
    }),
    setActivityLeaveDates: build.mutation<RouteResponse<typeof routes.leaveDates>, LeaveBody>({
      query: (body) => routeRequest(routes.leaveDates, { body }),
      invalidatesTags: [ALL],
    }),
    setActivityDiscount: build.mutation<RouteResponse<typeof routes.discount>, DiscountBody>({
      query: (body) => routeRequest(routes.discount, { body }),
      invalidatesTags: [ALL],
    }),
  }),
});

export const {
  useGetEnrolmentActivityOptionsQuery,
  useGetEnrolmentActivityQuery,
  useGetEnrolmentProviderDiscountsQuery,
  useGetActivityClassesQuery,
  useGetEnrolmentHistoryQuery,
  useEnrolActivityStudentsMutation,
  useSetActivityLeaveDatesMutation,
  useSetActivityDiscountMutation,
} = activityEnrolmentsApi;
