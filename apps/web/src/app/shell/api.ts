import type { PagedResult, Partner } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** The resource partners of the side menu's Resources section (spec 1 §7: GET /api/Partners?OrderByColumn=Name). */
export const shellApi = baseApi.enhanceEndpoints({ addTagTypes: ['Partners'] }).injectEndpoints({
  endpoints: (build) => ({
    getPartners: build.query<PagedResult<Partner>, void>({
      query: () => 'Partners?OrderByColumn=Name',
      providesTags: ['Partners'],
    }),
  }),
});

export const { useGetPartnersQuery } = shellApi;
