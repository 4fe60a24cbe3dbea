import { identityRoutes, kindergartenPeriodsRoutes, kindergartensRoutes, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

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
    getKindergartenPeriods: build.query<RouteResponse<typeof kindergartenPeriodsRoutes.list>, number>({
      query: () => routeRequest(kindergartenPeriodsRoutes.list, {}),
      providesTags: ['KindergartenPeriods'],
    }),
    changeKindergarten: build.mutation<RouteResponse<typeof kindergartensRoutes.change>, number>({
      query: (id) => routeRequest(kindergartensRoutes.change, { params: { id } }),
    }),
    changeSchoolYear: build.mutation<RouteResponse<typeof identityRoutes.changeSchoolYear>, number>({
      query: (id) => routeRequest(identityRoutes.changeSchoolYear, { params: { id } }),
      invalidatesTags: ['UserData', 'SchoolYear'],
    }),
  }),
});

export const { useGetKindergartenPeriodsQuery, useChangeKindergartenMutation, useChangeSchoolYearMutation } = kindergartensApi;

/** What a change of school year makes stale (also in the user's other tabs). */
export const schoolYearChanged = () => kindergartensApi.util.invalidateTags(['UserData', 'SchoolYear']);
