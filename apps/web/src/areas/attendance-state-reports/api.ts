import {
  type NeispuoAttendanceMonth,
  type NeispuoAttendancesQuery,
  type SmpReport,
  smpPaths,
  type StateReportMonth,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** The state reports of children's attendance: SMP and NEISPUO (docs/smp-and-neispuo.md). */
export const stateReportsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSmpReport: build.query<SmpReport, StateReportMonth>({
      query: ({ month, year }) => smpPaths.json(month, year),
    }),
    getNeispuoMonth: build.query<NeispuoAttendanceMonth, NeispuoAttendancesQuery>({
      query: (params) => ({ url: 'Neispuo/attendances', params }),
    }),
  }),
});

export const { useGetSmpReportQuery, useGetNeispuoMonthQuery } = stateReportsApi;
