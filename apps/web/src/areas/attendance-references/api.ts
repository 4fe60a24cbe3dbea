import { attendanceReferencesRoutes as routes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type Route = (typeof routes)[keyof typeof routes];
/** A reference's query as the page sends it (undefined filters are left out). */
export type ReferenceQuery<R extends Route> = NonNullable<RouteArgs<R> extends { query?: infer Q } ? Q : never>;

const tags = ['AttendanceReferences', 'SchoolYear'] as const;

/**
 * The children's attendance references (libs/contracts `attendanceReferencesRoutes`; spec 2 §7.3;
 * docs/attendance-references.md). Year-bound (`SchoolYear`): a change of school year refetches them. The pages ask
 * afresh on every visit.
 */
export const attendanceReferencesApi = baseApi.enhanceEndpoints({ addTagTypes: tags }).injectEndpoints({
  endpoints: (build) => ({
    getPerDayReference: build.query<RouteResponse<typeof routes.perDay>, ReferenceQuery<typeof routes.perDay>>({
      query: (query) => routeRequest(routes.perDay, { query }),
      providesTags: [...tags],
    }),
    getPerStudentReference: build.query<RouteResponse<typeof routes.perStudent>, ReferenceQuery<typeof routes.perStudent>>({
      query: (query) => routeRequest(routes.perStudent, { query }),
      providesTags: [...tags],
    }),
    getPerGroupReference: build.query<RouteResponse<typeof routes.perGroup>, ReferenceQuery<typeof routes.perGroup>>({
      query: (query) => routeRequest(routes.perGroup, { query }),
      providesTags: [...tags],
    }),
    getFamilyAbsenceReference: build.query<
      RouteResponse<typeof routes.familyAbsence>,
      ReferenceQuery<typeof routes.familyAbsence>
    >({
      query: (query) => routeRequest(routes.familyAbsence, { query }),
      providesTags: [...tags],
    }),
    getDaysAttendancesReference: build.query<
      RouteResponse<typeof routes.daysAttendances>,
      ReferenceQuery<typeof routes.daysAttendances>
    >({
      query: (query) => routeRequest(routes.daysAttendances, { query }),
      providesTags: [...tags],
    }),
    getByMonthsReference: build.query<RouteResponse<typeof routes.byMonths>, ReferenceQuery<typeof routes.byMonths>>({
      query: (query) => routeRequest(routes.byMonths, { query }),
      providesTags: [...tags],
    }),
    getAbsencesReference: build.query<RouteResponse<typeof routes.absences>, ReferenceQuery<typeof routes.absences>>({
      query: (query) => routeRequest(routes.absences, { query }),
      providesTags: [...tags],
    }),
  }),
});

export const {
  useGetPerDayReferenceQuery,
  useGetPerStudentReferenceQuery,
  useGetPerGroupReferenceQuery,
  useGetFamilyAbsenceReferenceQuery,
  useGetDaysAttendancesReferenceQuery,
  useGetByMonthsReferenceQuery,
  useGetAbsencesReferenceQuery,
} = attendanceReferencesApi;
