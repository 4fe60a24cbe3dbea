import {
  geographyRoutes,
  kindergartensAdminRoutes,
  kindergartensRoutes,
  type RouteArgs,
  type RouteResponse,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type InstitutionsQuery = NonNullable<RouteArgs<typeof kindergartensAdminRoutes.overview>['query']>;
type InstitutionGroupsQuery = NonNullable<RouteArgs<typeof kindergartensAdminRoutes.groupOverview>['query']>;

/**
 * Kindergarten records (libs/contracts `kindergartensAdminRoutes`, `kindergartensRoutes`): the master's administration
 * (resource 67) and the selected kindergarten's own settings (configuration, educational directions). Kept apart from
 * `api.ts`, which the shell's switchers load on every page. The town picker reads GET /api/cities.
 */
export const kindergartenRecordsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Institutions', 'KindergartenConfiguration', 'KindergartenSubjects'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getInstitutions: build.query<RouteResponse<typeof kindergartensAdminRoutes.overview>, InstitutionsQuery>({
        query: (query) => routeRequest(kindergartensAdminRoutes.overview, { query }),
        providesTags: [{ type: 'Institutions', id: 'LIST' }],
      }),
      getInstitutionGroups: build.query<RouteResponse<typeof kindergartensAdminRoutes.groupOverview>, InstitutionGroupsQuery>({
        query: (query) => routeRequest(kindergartensAdminRoutes.groupOverview, { query }),
        providesTags: [{ type: 'Institutions', id: 'LIST' }],
      }),
      getKindergartenData: build.query<RouteResponse<typeof kindergartensAdminRoutes.data>, number>({
        query: (kindergartenId) => routeRequest(kindergartensAdminRoutes.data, { query: { kindergartenId } }),
        providesTags: (_result, _error, id) => [{ type: 'Institutions', id }],
      }),
      updateKindergarten: build.mutation<
        RouteResponse<typeof kindergartensAdminRoutes.update>,
        RouteArgs<typeof kindergartensAdminRoutes.update>['body']
      >({
        query: (body) => routeRequest(kindergartensAdminRoutes.update, { body }),
        // The record, the list, and the mother kindergartens whose branches may have changed.
        invalidatesTags: ['Institutions', 'KindergartenConfiguration'],
      }),
      createEmptyKindergarten: build.mutation<
        RouteResponse<typeof kindergartensAdminRoutes.createEmpty>,
        RouteArgs<typeof kindergartensAdminRoutes.createEmpty>['body']
      >({
        query: (body) => routeRequest(kindergartensAdminRoutes.createEmpty, { body }),
        invalidatesTags: ['Institutions'],
      }),
      getConfiguration: build.query<RouteResponse<typeof kindergartensRoutes.configuration>, number>({
        // The argument is the selected kindergarten's id, so a switch never shows the previous one's data.
        query: () => routeRequest(kindergartensRoutes.configuration, {}),
        providesTags: ['KindergartenConfiguration'],
      }),
      saveConfiguration: build.mutation<
        RouteResponse<typeof kindergartensRoutes.saveConfiguration>,
        RouteArgs<typeof kindergartensRoutes.saveConfiguration>['body']
      >({
        query: (body) => routeRequest(kindergartensRoutes.saveConfiguration, { body }),
        invalidatesTags: ['KindergartenConfiguration'],
      }),
      getEditableSubjects: build.query<RouteResponse<typeof kindergartensRoutes.editSubjects>, number>({
        query: () => routeRequest(kindergartensRoutes.editSubjects, {}),
        providesTags: ['KindergartenSubjects'],
      }),
      getSubjects: build.query<RouteResponse<typeof kindergartensRoutes.subjects>, number>({
        query: () => routeRequest(kindergartensRoutes.subjects, {}),
        providesTags: ['KindergartenSubjects'],
      }),
      updateSubjects: build.mutation<RouteResponse<typeof kindergartensRoutes.updateSubjects>, number[]>({
        query: (subjectIds) => routeRequest(kindergartensRoutes.updateSubjects, { body: { subjectIds } }),
        invalidatesTags: ['KindergartenSubjects'],
      }),
      searchCities: build.query<RouteResponse<typeof geographyRoutes.cities>, { search?: string; id?: number }>({
        query: (query) => routeRequest(geographyRoutes.cities, { query: { ...query, pageSize: 20 } }),
      }),
    }),
  });

export const {
  useGetInstitutionsQuery,
  useGetInstitutionGroupsQuery,
  useGetKindergartenDataQuery,
  useUpdateKindergartenMutation,
  useCreateEmptyKindergartenMutation,
  useGetConfigurationQuery,
  useSaveConfigurationMutation,
  useGetEditableSubjectsQuery,
  useGetSubjectsQuery,
  useUpdateSubjectsMutation,
  useSearchCitiesQuery,
} = kindergartenRecordsApi;
