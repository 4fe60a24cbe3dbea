import type { KindergartenPeriod, PagedResult, SaveResult } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/**
 * The kindergarten and school year the user works in (spec 1 §7): the school years of the selected kindergarten,
 * switching kindergarten, switching school year.
 *
 * `SchoolYear` tags data that depends on the selected school year: a switch invalidates it together with the
 * user's data, so what is on screen follows the new year without a reload.
 */
export const kindergartensApi = baseApi.enhanceEndpoints({ addTagTypes: ['SchoolYear', 'KindergartenPeriods'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the selected kindergarten's id: the list belongs to it (the URL does not need it). */
    getKindergartenPeriods: build.query<PagedResult<KindergartenPeriod>, number>({
      query: () => 'KindergartenPeriods',
      providesTags: ['KindergartenPeriods'],
    }),
    changeKindergarten: build.mutation<SaveResult, number>({
      query: (id) => ({ url: `Kindergartens/change/${id}`, method: 'POST' }),
    }),
    changeSchoolYear: build.mutation<SaveResult, number>({
      query: (id) => ({ url: `identity/change-school-year/${id}`, method: 'POST' }),
      invalidatesTags: ['UserData', 'SchoolYear'],
    }),
  }),
});

export const { useGetKindergartenPeriodsQuery, useChangeKindergartenMutation, useChangeSchoolYearMutation } = kindergartensApi;

/** What a change of school year makes stale (also in the user's other tabs). */
export const schoolYearChanged = () => kindergartensApi.util.invalidateTags(['UserData', 'SchoolYear']);
