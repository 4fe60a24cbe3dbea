import {
  type RouteArgs,
  type RouteResponse,
  staffAttendanceMealsRoutes as mealsRoutes,
  staffAttendanceReferencesRoutes as referencesRoutes,
  staffAttendanceRoutes as routes,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

/**
 * Staff attendance, staff meals and the staff references (libs/contracts `staffAttendanceRoutes`,
 * `staffAttendanceMealsRoutes`, `staffAttendanceReferencesRoutes`; docs/staff-attendance.md).
 */
export const staffAttendanceApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['StaffAttendances', 'TeacherMeals'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getStaffAttendanceMonth: build.query<RouteResponse<typeof routes.month>, RouteArgs<typeof routes.month>['params']>({
        query: (params) => routeRequest(routes.month, { params }),
        providesTags: ['StaffAttendances'],
      }),
      saveStaffAttendances: build.mutation<RouteResponse<typeof routes.save>, RouteArgs<typeof routes.save>['body']>({
        query: (body) => routeRequest(routes.save, { body }),
        invalidatesTags: ['StaffAttendances', 'TeacherMeals'],
      }),
      getStaffAttendanceReference: build.query<
        RouteResponse<typeof routes.reference>,
        RouteArgs<typeof routes.reference>['query']
      >({
        query: (query) => routeRequest(routes.reference, { query }),
        providesTags: ['StaffAttendances'],
      }),
      getStaffDaysReference: build.query<
        RouteResponse<typeof referencesRoutes.days>,
        RouteArgs<typeof referencesRoutes.days>['query']
      >({
        query: (query) => routeRequest(referencesRoutes.days, { query }),
        providesTags: ['StaffAttendances'],
      }),
      getTeacherMeals: build.query<RouteResponse<typeof mealsRoutes.month>, RouteArgs<typeof mealsRoutes.month>['query']>({
        query: (query) => routeRequest(mealsRoutes.month, { query }),
        providesTags: ['TeacherMeals'],
      }),
      saveTeacherMeals: build.mutation<RouteResponse<typeof mealsRoutes.save>, RouteArgs<typeof mealsRoutes.save>['body']>({
        query: (body) => routeRequest(mealsRoutes.save, { body }),
        invalidatesTags: ['TeacherMeals'],
      }),
      saveTeacherMealPattern: build.mutation<
        RouteResponse<typeof mealsRoutes.savePattern>,
        RouteArgs<typeof mealsRoutes.savePattern>['body']
      >({
        query: (body) => routeRequest(mealsRoutes.savePattern, { body }),
        invalidatesTags: ['TeacherMeals'],
      }),
      fillTeacherMeals: build.mutation<RouteResponse<typeof mealsRoutes.fill>, RouteArgs<typeof mealsRoutes.fill>['body']>({
        query: (body) => routeRequest(mealsRoutes.fill, { body }),
        invalidatesTags: ['TeacherMeals'],
      }),
      getStaffMealReference: build.query<
        RouteResponse<typeof referencesRoutes.meal>,
        RouteArgs<typeof referencesRoutes.meal>['query']
      >({
        query: (query) => routeRequest(referencesRoutes.meal, { query }),
        providesTags: ['TeacherMeals'],
      }),
    }),
  });

export const {
  useGetStaffAttendanceMonthQuery,
  useSaveStaffAttendancesMutation,
  useGetStaffAttendanceReferenceQuery,
  useGetStaffDaysReferenceQuery,
  useGetTeacherMealsQuery,
  useSaveTeacherMealsMutation,
  useSaveTeacherMealPatternMutation,
  useFillTeacherMealsMutation,
  useGetStaffMealReferenceQuery,
} = staffAttendanceApi;
