import type { AnthropometricRow, PagedResult, SaveAnthropometricsRequest, SaveResult } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** Anthropometric measurements: GET/POST/DELETE /api/StudentAnthropometrics (spec 2 §7.3). */
export const measurementsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Anthropometrics'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The group's children on a day, each with that day's measurement when there is one. */
    getGroupSheet: build.query<PagedResult<AnthropometricRow>, { classId: number; date: string }>({
      query: (params) => ({ url: 'StudentAnthropometrics', params }),
      providesTags: [{ type: 'Anthropometrics', id: 'LIST' }],
    }),
    getChildHistory: build.query<PagedResult<AnthropometricRow>, number>({
      query: (studentId) => ({ url: 'StudentAnthropometrics', params: { studentId } }),
      providesTags: [{ type: 'Anthropometrics', id: 'LIST' }],
    }),
    saveMeasurements: build.mutation<SaveResult, SaveAnthropometricsRequest>({
      query: (body) => ({ url: 'StudentAnthropometrics', method: 'POST', body }),
      invalidatesTags: [{ type: 'Anthropometrics', id: 'LIST' }],
    }),
    deleteMeasurement: build.mutation<void, number>({
      query: (id) => ({ url: `StudentAnthropometrics/${id}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Anthropometrics', id: 'LIST' }],
    }),
  }),
});

export const { useGetGroupSheetQuery, useGetChildHistoryQuery, useSaveMeasurementsMutation, useDeleteMeasurementMutation } =
  measurementsApi;
