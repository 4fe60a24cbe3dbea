import { activityFeesRoutes as routes, RealtimeEvent, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { App } from 'antd';
import { useAppDispatch } from '../../app/hooks';
import { baseApi } from '../../shared/api/base-api';
import { routePath, routeRequest } from '../../shared/api/route-request';
import { useRealtimeEvent } from '../../shared/realtime';

export const TAG = 'ActivityFees';
const ALL = { type: TAG, id: 'ALL' } as const;

type Body<R extends keyof typeof routes> = RouteArgs<(typeof routes)[R]> extends { body: infer B } ? B : never;
export type FeeListArgs = NonNullable<RouteArgs<typeof routes.list>['query']>;
export interface MonthArgs {
  year: number;
  month: number;
}

/** The monthly fees and the desk's payments (libs/contracts `activityFeesRoutes`; docs/activity-fees.md). */
export const activityFeesApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getFees: build.query<RouteResponse<typeof routes.list>, FeeListArgs>({
      query: (query) => routeRequest(routes.list, { query }),
      providesTags: [ALL],
    }),
    getStudentMonth: build.query<RouteResponse<typeof routes.studentMonth>, RouteArgs<typeof routes.studentMonth>['params']>({
      query: (params) => routeRequest(routes.studentMonth, { params }),
      providesTags: [ALL],
    }),
    getFeeSummaryByActivity: build.query<RouteResponse<typeof routes.summaryByActivity>, MonthArgs>({
      query: (query) => routeRequest(routes.summaryByActivity, { query }),
      providesTags: [ALL],
    }),
    getFeeProviderSummary: build.query<RouteResponse<typeof routes.providerSummary>, MonthArgs>({
      query: (query) => routeRequest(routes.providerSummary, { query }),
      providesTags: [ALL],
    }),
    getNotificationSummary: build.query<RouteResponse<typeof routes.notificationSummary>, MonthArgs & { activityId?: number }>({
      query: (query) => routeRequest(routes.notificationSummary, { query }),
      providesTags: [ALL],
    }),
    generateFees: build.mutation<RouteResponse<typeof routes.generate>, Body<'generate'>>({
      query: (body) => routeRequest(routes.generate, { body }),
      invalidatesTags: [ALL],
    }),
    deleteFee: build.mutation<RouteResponse<typeof routes.remove>, number>({
      query: (id) => routeRequest(routes.remove, { params: { id } }),
      invalidatesTags: [ALL],
    }),
    recordPayment: build.mutation<RouteResponse<typeof routes.pay>, Body<'pay'>>({
      query: (body) => routeRequest(routes.pay, { body }),
      invalidatesTags: [ALL],
    }),
    recordBatchPayment: build.mutation<RouteResponse<typeof routes.payBatch>, Body<'payBatch'>>({
      query: (body) => routeRequest(routes.payBatch, { body }),
      invalidatesTags: [ALL],
    }),
    annulPayment: build.mutation<RouteResponse<typeof routes.annul>, { id: number; reason: string }>({
      query: ({ id, reason }) => routeRequest(routes.annul, { params: { id }, body: { reason } }),
      invalidatesTags: [ALL],
    }),
    notifyUnpaid: build.mutation<RouteResponse<typeof routes.notify>, Body<'notify'>>({
      query: (body) => routeRequest(routes.notify, { body }),
      invalidatesTags: [ALL],
    }),
  }),
});

export const {
  useGetFeesQuery,
  useGetStudentMonthQuery,
  useGetFeeSummaryByActivityQuery,
  useGetFeeProviderSummaryQuery,
  useGetNotificationSummaryQuery,
  useGenerateFeesMutation,
  useDeleteFeeMutation,
  useRecordPaymentMutation,
  useRecordBatchPaymentMutation,
  useAnnulPaymentMutation,
  useNotifyUnpaidMutation,
} = activityFeesApi;

export const receiptPath = (id: number): string => routePath(routes.receipt, { params: { id } });
export const batchReceiptPath = (id: number): string => routePath(routes.batchReceipt, { params: { id } });

/**
 * Reloads the fee pages when the server says fees changed (a payment at the desk or from ePay, a generation) and shows
 * the news of a payment.
 */
export function useFeesLiveReload(): void {
  const dispatch = useAppDispatch();
  const { notification } = App.useApp();
  useRealtimeEvent(RealtimeEvent.ActivityFeesChanged, (payload) => {
    if (payload.text) notification.info({ key: `fees-${payload.feeIds.join('-')}`, title: payload.text });
    dispatch(activityFeesApi.util.invalidateTags([ALL]));
  });
}
