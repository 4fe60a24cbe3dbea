import {
  daysOffModuleSettingsRoutes,
  daysOffNationalRoutes,
  daysOffRoutes,
  type RouteArgs,
  type RouteResponse,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type DaysOffListQuery = NonNullable<RouteArgs<typeof daysOffRoutes.list>['query']>;
type NationalDaysOffListQuery = NonNullable<RouteArgs<typeof daysOffNationalRoutes.list>['query']>;

/**
 * Days off (libs/contracts `daysOffRoutes`), the master's national days (`daysOffNationalRoutes`) and module locks
 * (`daysOffModuleSettingsRoutes`).
 */
export const daysOffApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['DaysOff', 'NationalDaysOff', 'ModuleSettings', 'SchoolYear'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getDaysOff: build.query<RouteResponse<typeof daysOffRoutes.list>, DaysOffListQuery>({
        query: (query) => routeRequest(daysOffRoutes.list, { query }),
        // Per school year: switching the year in the top bar refetches it.
        providesTags: [{ type: 'DaysOff', id: 'LIST' }, 'SchoolYear'],
      }),
      getDayOff: build.query<RouteResponse<typeof daysOffRoutes.get>, string>({
        query: (guid) => routeRequest(daysOffRoutes.get, { params: { guid } }),
        providesTags: (_result, _error, guid) => [{ type: 'DaysOff', id: guid }],
      }),
      saveDayOff: build.mutation<RouteResponse<typeof daysOffRoutes.save>, RouteArgs<typeof daysOffRoutes.save>['body']>({
        query: (body) => routeRequest(daysOffRoutes.save, { body }),
        invalidatesTags: (_result, _error, body) => [
          { type: 'DaysOff', id: 'LIST' },
          ...(body.dayOffGuid ? [{ type: 'DaysOff' as const, id: body.dayOffGuid }] : []),
        ],
      }),
      deleteDayOff: build.mutation<RouteResponse<typeof daysOffRoutes.remove>, string>({
        query: (guid) => routeRequest(daysOffRoutes.remove, { params: { guid } }),
        invalidatesTags: [{ type: 'DaysOff', id: 'LIST' }],
      }),
      getNationalDaysOff: build.query<RouteResponse<typeof daysOffNationalRoutes.list>, NationalDaysOffListQuery>({
        query: (query) => routeRequest(daysOffNationalRoutes.list, { query }),
        providesTags: [{ type: 'NationalDaysOff', id: 'LIST' }],
      }),
      saveNationalDayOff: build.mutation<
        RouteResponse<typeof daysOffNationalRoutes.save>,
        RouteArgs<typeof daysOffNationalRoutes.save>['body']
      >({
        query: (body) => routeRequest(daysOffNationalRoutes.save, { body }),
        invalidatesTags: [{ type: 'NationalDaysOff', id: 'LIST' }],
      }),
      prefillHolidays: build.mutation<RouteResponse<typeof daysOffNationalRoutes.prefill>, number>({
        query: (schoolYear) => routeRequest(daysOffNationalRoutes.prefill, { body: { schoolYear } }),
        invalidatesTags: [{ type: 'NationalDaysOff', id: 'LIST' }],
      }),
      deleteNationalDayOff: build.mutation<RouteResponse<typeof daysOffNationalRoutes.remove>, string>({
        query: (guid) => routeRequest(daysOffNationalRoutes.remove, { params: { guid } }),
        invalidatesTags: [{ type: 'NationalDaysOff', id: 'LIST' }],
      }),
      getModuleSettings: build.query<RouteResponse<typeof daysOffModuleSettingsRoutes.get>, void>({
        query: () => routeRequest(daysOffModuleSettingsRoutes.get, {}),
        providesTags: ['ModuleSettings'],
      }),
      saveModuleSettings: build.mutation<
        RouteResponse<typeof daysOffModuleSettingsRoutes.save>,
        RouteArgs<typeof daysOffModuleSettingsRoutes.save>['body']
      >({
        query: (body) => routeRequest(daysOffModuleSettingsRoutes.save, { body }),
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
