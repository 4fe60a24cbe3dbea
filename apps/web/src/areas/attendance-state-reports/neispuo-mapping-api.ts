import type { NeispuoAttendanceMapping, SaveNeispuoMappingsBody } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** The master's NEISPUO mapping of the child attendance statuses (docs/smp-and-neispuo.md). */
export const adminNeispuoApi = baseApi.enhanceEndpoints({ addTagTypes: ['NeispuoMappings'] }).injectEndpoints({
  endpoints: (build) => ({
    getNeispuoMappings: build.query<NeispuoAttendanceMapping[], void>({
      query: () => 'administration/NeispuoAdmin/attendance-statuses',
      providesTags: ['NeispuoMappings'],
    }),
    saveNeispuoMappings: build.mutation<NeispuoAttendanceMapping[], SaveNeispuoMappingsBody>({
      query: (body) => ({ url: 'administration/NeispuoAdmin/attendance-statuses', method: 'POST', body }),
      invalidatesTags: ['NeispuoMappings'],
    }),
  }),
});

export const { useGetNeispuoMappingsQuery, useSaveNeispuoMappingsMutation } = adminNeispuoApi;
