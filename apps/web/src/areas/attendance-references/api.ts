import type {
  AbsenceRow,
  ByMonthsReference,
  DaysAttendedReference,
  FamilyAbsenceReference,
  PagedResult,
  PerDayReference,
  PerGroupReference,
  PerStudentReference,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** A reference's query as the page sends it (undefined filters are left out). */
export type ReferenceParams = Record<string, string | number | undefined>;

/**
 * The children's attendance references: GET /api/AttendanceReferences/* (spec 2 §7.3; docs/attendance-references.md).
 * Year-bound (`SchoolYear`): a change of school year refetches them. The pages ask afresh on every visit.
 */
export const attendanceReferencesApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['AttendanceReferences', 'SchoolYear'] })
  .injectEndpoints({
    endpoints: (build) => {
      const reference = <T>(path: string) =>
        build.query<T, ReferenceParams>({
          query: (params) => ({ url: `AttendanceReferences/${path}`, params }),
          providesTags: ['AttendanceReferences', 'SchoolYear'],
        });
      return {
        getPerDayReference: reference<PerDayReference>('per-day'),
        getPerStudentReference: reference<PerStudentReference>('per-student'),
        getPerGroupReference: reference<PerGroupReference>('per-group'),
        getFamilyAbsenceReference: reference<FamilyAbsenceReference>('family-absence'),
        getDaysAttendancesReference: reference<DaysAttendedReference>('days-attendances'),
        getByMonthsReference: reference<ByMonthsReference>('by-months'),
        getAbsencesReference: reference<PagedResult<AbsenceRow>>('absences'),
      };
    },
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
