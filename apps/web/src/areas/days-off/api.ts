import type {
  DayOff,
  DaysOffQuery,
  ModuleSettings,
  NationalDaysOffQuery,
  PagedResult,
  PrefillHolidaysResult,
  SaveDayOffRequest,
  SaveModuleSettingsRequest,
  SaveNationalDayOffRequest,
  SaveResult,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** Days off (GET/POST/DELETE /api/DaysOff), the master's national days (/api/administration/daysoff) and module locks. */
export const daysOffApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['DaysOff', 'NationalDaysOff', 'ModuleSettings', 'SchoolYear'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getDaysOff: build.query<PagedResult<DayOff>, Partial<DaysOffQuery>>({
        query: (params) => ({ url: 'DaysOff/overview-models', params }),
        // Per school year: switching the year in the top bar refetches it.
        providesTags: [{ type: 'DaysOff', id: 'LIST' }, 'SchoolYear'],
      }),
      getDayOff: build.query<DayOff, string>({
        query: (guid) => `DaysOff/${guid}`,
        providesTags: (_result, _error, guid) => [{ type: 'DaysOff', id: guid }],
      }),
      saveDayOff: build.mutation<SaveResult, SaveDayOffRequest>({
        query: (body) => ({ url: 'DaysOff', method: 'POST', body }),
        invalidatesTags: (_result, _error, body) => [
          { type: 'DaysOff', id: 'LIST' },
          ...(body.dayOffGuid ? [{ type: 'DaysOff' as const, id: body.dayOffGuid }] : []),
        ],
      }),
      deleteDayOff: build.mutation<void, string>({
        query: (guid) => ({ url: `DaysOff/${guid}`, method: 'DELETE' }),
        invalidatesTags: [{ type: 'DaysOff', id: 'LIST' }],
      }),
      getNationalDaysOff: build.query<PagedResult<DayOff>, Partial<NationalDaysOffQuery>>({
        query: (params) => ({ url: 'administration/daysoff/overview-models', params }),
        providesTags: [{ type: 'NationalDaysOff', id: 'LIST' }],
      }),
      saveNationalDayOff: build.mutation<SaveResult, SaveNationalDayOffRequest>({
        query: (body) => ({ url: 'administration/daysoff', method: 'POST', body }),
        invalidatesTags: [{ type: 'NationalDaysOff', id: 'LIST' }],
      }),
      prefillHolidays: build.mutation<PrefillHolidaysResult, number>({
        query: (schoolYear) => ({ url: 'administration/daysoff/prefill', method: 'POST', body: { schoolYear } }),
        invalidatesTags: [{ type: 'NationalDaysOff', id: 'LIST' }],
      }),
      deleteNationalDayOff: build.mutation<void, string>({
        query: (guid) => ({ url: `administration/daysoff/${guid}`, method: 'DELETE' }),
        invalidatesTags: [{ type: 'NationalDaysOff', id: 'LIST' }],
      }),
      getModuleSettings: build.query<ModuleSettings, void>({
        query: () => 'ModuleSettings',
        providesTags: ['ModuleSettings'],
      }),
      saveModuleSettings: build.mutation<SaveResult, SaveModuleSettingsRequest>({
        query: (body) => ({ url: 'ModuleSettings', method: 'POST', body }),
        invalidatesTags: ['ModuleSettings'],
      }),
    }),
  });

export const {
  useGetDaysOffQuery,
  useGetDayOffQuery,
  useSaveDayOffMutation,
  useDeleteDayOffMutation,
  useGetNationalDaysOffQuery,
  useSaveNationalDayOffMutation,
  usePrefillHolidaysMutation,
  useDeleteNationalDayOffMutation,
  useGetModuleSettingsQuery,
  useSaveModuleSettingsMutation,
} = daysOffApi;
