import type {
  KindergartenPeriodOverview,
  KindergartenPeriodOverviewQuery,
  PagedResult,
  SaveKindergartenPeriodInput,
  SaveResult,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/**
 * The "Учебни години" page (GET overview-models and {id}, POST, DELETE /api/KindergartenPeriods). A save can change
 * which year is active, and the active year is the one a user who never chose works in: it refreshes the top bar's
 * switcher (`KindergartenPeriods`), the user's data and everything tagged with the school year.
 */
export const schoolYearsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['SchoolYears', 'KindergartenPeriods', 'SchoolYear'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSchoolYears: build.query<PagedResult<KindergartenPeriodOverview>, Partial<KindergartenPeriodOverviewQuery>>({
        query: (params) => ({ url: 'KindergartenPeriods/overview-models', params }),
        providesTags: [{ type: 'SchoolYears', id: 'LIST' }],
      }),
      getSchoolYear: build.query<KindergartenPeriodOverview, number>({
        query: (id) => `KindergartenPeriods/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'SchoolYears', id }],
      }),
      saveSchoolYear: build.mutation<SaveResult, SaveKindergartenPeriodInput>({
        query: (body) => ({ url: 'KindergartenPeriods', method: 'POST', body }),
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
      deleteSchoolYear: build.mutation<void, number>({
        query: (id) => ({ url: `KindergartenPeriods/${id}`, method: 'DELETE' }),
        invalidatesTags: (_result, error) => (error ? [] : [{ type: 'SchoolYears', id: 'LIST' }, 'KindergartenPeriods']),
      }),
    }),
  });

export const { useGetSchoolYearsQuery, useGetSchoolYearQuery, useSaveSchoolYearMutation, useDeleteSchoolYearMutation } =
  schoolYearsApi;
