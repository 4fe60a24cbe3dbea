import { anthropometricsRoutes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

/** Anthropometric measurements (libs/contracts `anthropometricsRoutes`; spec 2 §7.3). */
export const measurementsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Anthropometrics'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The group's children on a day, each with that day's measurement when there is one. */
    getGroupSheet: build.query<RouteResponse<typeof anthropometricsRoutes.list>, { classId: number; date: string }>({
      query: (query) => routeRequest(anthropometricsRoutes.list, { query }),
      providesTags: [{ type: 'Anthropometrics', id: 'LIST' }],
    }),
    getChildHistory: build.query<RouteResponse<typeof anthropometricsRoutes.list>, number>({
      query: (studentId) => routeRequest(anthropometricsRoutes.list, { query: { studentId } }),
      providesTags: [{ type: 'Anthropometrics', id: 'LIST' }],
    }),
    saveMeasurements: build.mutation<
      RouteResponse<typeof anthropometricsRoutes.save>,
      RouteArgs<typeof anthropometricsRoutes.save>['body']
    >({
      query: (body) => routeRequest(anthropometricsRoutes.save, { body }),
      invalidatesTags: [{ type: 'Anthropometrics', id: 'LIST' }],
    }),
    deleteMeasurement: build.mutation<RouteResponse<typeof anthropometricsRoutes.remove>, number>({
      query: (id) => routeRequest(anthropometricsRoutes.remove, { params: { id } }),
      invalidatesTags: [{ type: 'Anthropometrics', id: 'LIST' }],
    }),
  }),
});

export const { useGetGroupSheetQuery, useGetChildHistoryQuery, useSaveMeasurementsMutation, useDeleteMeasurementMutation } =
  measurementsApi;
