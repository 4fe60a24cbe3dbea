import { kindergartenPeriodsRoutes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type SchoolYearsQuery = NonNullable<RouteArgs<typeof kindergartenPeriodsRoutes.overview>['query']>;

/**
 * The "Учебни години" page (libs/contracts `kindergartenPeriodsRoutes`: overview, get, save, remove). A save can
 * change which year is active, and the active year is the one a user who never chose works in: it refreshes the top
 * bar's switcher (`KindergartenPeriods`), the user's data and everything tagged with the school year.
 */
export const schoolYearsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['SchoolYears', 'KindergartenPeriods', 'SchoolYear'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSchoolYears: build.query<RouteResponse<typeof kindergartenPeriodsRoutes.overview>, SchoolYearsQuery>({
        query: (query) => routeRequest(kindergartenPeriodsRoutes.overview, { query }),
        providesTags: [{ type: 'SchoolYears', id: 'LIST' }],
      }),
      getSchoolYear: build.query<RouteResponse<typeof kindergartenPeriodsRoutes.get>, number>({
        query: (id) => routeRequest(kindergartenPeriodsRoutes.get, { params: { id } }),
        providesTags: (_result, _error, id) => [{ type: 'SchoolYears', id }],
      }),
      saveSchoolYear: build.mutation<
        RouteResponse<typeof kindergartenPeriodsRoutes.save>,
        RouteArgs<typeof kindergartenPeriodsRoutes.save>['body']
      >({
        query: (body) => routeRequest(kindergartenPeriodsRoutes.save, { body }),
        invalidatesTags: (result, _error, body) =>
          result
            ? [
                { type: 'SchoolYears', id: 'LIST' },
                ...(body.id ? [{ type: 'SchoolYears' as const, id: body.id }] : []),
                'KindergartenPeriods',
                'UserData',
                'SchoolYear',
              ]
            : [],
      }),
      deleteSchoolYear: build.mutation<RouteResponse<typeof kindergartenPeriodsRoutes.remove>, number>({
        query: (id) => routeRequest(kindergartenPeriodsRoutes.remove, { params: { id } }),
        invalidatesTags: (_result, error) => (error ? [] : [{ type: 'SchoolYears', id: 'LIST' }, 'KindergartenPeriods']),
      }),
    }),
  });

export const { useGetSchoolYearsQuery, useGetSchoolYearQuery, useSaveSchoolYearMutation, useDeleteSchoolYearMutation } =
  schoolYearsApi;
