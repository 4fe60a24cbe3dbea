import { activityEnrollmentRequestsRoutes as routes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routePath, routeRequest } from '../../shared/api/route-request';

export const TAG = 'ActivityEnrollmentRequests';
const LIST = { type: TAG, id: 'LIST' } as const;

type ListQuery = NonNullable<RouteArgs<typeof routes.list>['query']>;

/** The parents' activity requests (libs/contracts `activityEnrollmentRequestsRoutes`; docs/activities.md). */
export const activityEnrollmentRequestsApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getActivityRequests: build.query<RouteResponse<typeof routes.list>, ListQuery>({
      query: (query) => routeRequest(routes.list, { query }),
      providesTags: [LIST],
    }),
    getStudentEnrollment: build.query<RouteResponse<typeof routes.studentEnrollment>, void>({
      query: () => routeRequest(routes.studentEnrollment, {}),
      providesTags: [LIST],
    }),
    getRequestableActivities: build.query<RouteResponse<typeof routes.activities>, number>({
      query: (studentId) => routeRequest(routes.activities, { query: { studentId } }),
      providesTags: [LIST],
    }),
    createActivityRequest: build.mutation<RouteResponse<typeof routes.create>, RouteArgs<typeof routes.create>['body']>({
      query: (body) => routeRequest(routes.create, { body }),
      invalidatesTags: [LIST],
    }),
    withdrawActivityRequest: build.mutation<RouteResponse<typeof routes.remove>, number>({
      query: (id) => routeRequest(routes.remove, { params: { id } }),
      invalidatesTags: [LIST],
    }),
    decideActivityRequest: build.mutation<
      RouteResponse<typeof routes.changeStatus>,
      RouteArgs<typeof routes.changeStatus>['body']
    >({
      query: (body) => routeRequest(routes.changeStatus, { body }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useGetActivityRequestsQuery,
  useGetStudentEnrollmentQuery,
  useGetRequestableActivitiesQuery,
  useCreateActivityRequestMutation,
  useWithdrawActivityRequestMutation,
  useDecideActivityRequestMutation,
} = activityEnrollmentRequestsApi;

/** The printable request (PDF). */
export const activityRequestPdfPath = (id: number): string => routePath(routes.export, { params: { id } });
