import type {
  City,
  CreateEmptyKindergartenRequest,
  EditableKindergartenSubject,
  GroupInstitutionsOverviewQuery,
  InstitutionGroupRow,
  InstitutionOverviewRow,
  InstitutionsOverviewQuery,
  KindergartenConfigurationRequest,
  KindergartenRecord,
  KindergartenSubject,
  PagedResult,
  SaveResult,
  UpdateKindergartenRequest,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/**
 * Kindergarten records: the master's administration (resource 67) and the selected kindergarten's own settings
 * (configuration, educational directions). Kept apart from `api.ts`, which the shell's switchers load on every page.
 */
export const kindergartenRecordsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['Institutions', 'KindergartenConfiguration', 'KindergartenSubjects'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getInstitutions: build.query<PagedResult<InstitutionOverviewRow>, Partial<InstitutionsOverviewQuery>>({
        query: (params) => ({ url: 'kindergarten/institutions-overview', params }),
        providesTags: [{ type: 'Institutions', id: 'LIST' }],
      }),
      getInstitutionGroups: build.query<PagedResult<InstitutionGroupRow>, Partial<GroupInstitutionsOverviewQuery>>({
        query: (params) => ({ url: 'kindergarten/group-institutions-overview', params }),
        providesTags: [{ type: 'Institutions', id: 'LIST' }],
      }),
      getKindergartenData: build.query<KindergartenRecord, number>({
        query: (kindergartenId) => ({ url: 'kindergarten/kindergarten-data/', params: { kindergartenId } }),
        providesTags: (_result, _error, id) => [{ type: 'Institutions', id }],
      }),
      updateKindergarten: build.mutation<SaveResult, UpdateKindergartenRequest>({
        query: (body) => ({ url: 'kindergarten/update', method: 'POST', body }),
        // The record, the list, and the mother kindergartens whose branches may have changed.
        invalidatesTags: ['Institutions', 'KindergartenConfiguration'],
      }),
      createEmptyKindergarten: build.mutation<SaveResult, CreateEmptyKindergartenRequest>({
        query: (body) => ({ url: 'Kindergarten/create-empty-kindergarten', method: 'POST', body }),
        invalidatesTags: ['Institutions'],
      }),
      getConfiguration: build.query<KindergartenRecord, number>({
        // The argument is the selected kindergarten's id, so a switch never shows the previous one's data.
        query: () => 'Kindergartens/configuration',
        providesTags: ['KindergartenConfiguration'],
      }),
      saveConfiguration: build.mutation<SaveResult, KindergartenConfigurationRequest>({
        query: (body) => ({ url: 'Kindergartens/configuration', method: 'POST', body }),
        invalidatesTags: ['KindergartenConfiguration'],
      }),
      getEditableSubjects: build.query<EditableKindergartenSubject[], number>({
        query: () => 'Kindergartens/edit/subjects',
        providesTags: ['KindergartenSubjects'],
      }),
      getSubjects: build.query<KindergartenSubject[], number>({
        query: () => 'Kindergartens/subjects',
        providesTags: ['KindergartenSubjects'],
      }),
      updateSubjects: build.mutation<SaveResult, number[]>({
        query: (subjectIds) => ({ url: 'Kindergartens/update/subjects', method: 'POST', body: { subjectIds } }),
        invalidatesTags: ['KindergartenSubjects'],
      }),
      searchCities: build.query<PagedResult<City>, { search?: string; id?: number }>({
        query: (params) => ({ url: 'cities', params: { ...params, pageSize: 20 } }),
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
