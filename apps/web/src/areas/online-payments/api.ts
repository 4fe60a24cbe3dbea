import {
  type EpayRedirectRequest,
  onlinePaymentsRoutes as routes,
  type RouteResponse,
  type TransferIdnQuery,
  type TransferQuery,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

/** The fee pages reload after a payment starts or lands (the parent's page provides it). */
export const FEES_TAG = 'ParentFees';

/**
 * ePay and EasyPay (libs/contracts `onlinePaymentsRoutes`; docs/online-payments.md). Every call that starts a payment
 * is a mutation: each one opens a new order with a new INVOICE number.
 */
export const onlinePaymentsApi = baseApi.enhanceEndpoints({ addTagTypes: [FEES_TAG, 'ActivityProviders'] }).injectEndpoints({
  endpoints: (build) => ({
    startEpayPayment: build.mutation<RouteResponse<typeof routes.epayData>, { id: number; card: boolean }>({
      query: ({ id, card }) => routeRequest(routes.epayData, { params: { id }, query: { card } }),
      invalidatesTags: [FEES_TAG],
    }),
    requestEasyPayIdn: build.mutation<RouteResponse<typeof routes.easyPayIdn>, number>({
      query: (id) => routeRequest(routes.easyPayIdn, { params: { id } }),
      invalidatesTags: [FEES_TAG],
    }),
    startTransferEpayPayment: build.mutation<RouteResponse<typeof routes.transferEpayData>, TransferQuery>({
      query: (query) => routeRequest(routes.transferEpayData, { query }),
      invalidatesTags: [FEES_TAG],
    }),
    requestTransferEasyPayIdn: build.mutation<RouteResponse<typeof routes.transferEasyPayIdn>, TransferIdnQuery>({
      query: (query) => routeRequest(routes.transferEasyPayIdn, { query }),
      invalidatesTags: [FEES_TAG],
    }),
    epayRedirectResponse: build.mutation<RouteResponse<typeof routes.epayRedirectResponse>, EpayRedirectRequest>({
      query: (body) => routeRequest(routes.epayRedirectResponse, { body }),
    }),
    initiateWebhookTest: build.mutation<RouteResponse<typeof routes.initiateWebhookTest>, number>({
      query: (id) => routeRequest(routes.initiateWebhookTest, { params: { id } }),
      invalidatesTags: ['ActivityProviders'],
    }),
  }),
});

export const {
  useStartEpayPaymentMutation,
  useRequestEasyPayIdnMutation,
  useStartTransferEpayPaymentMutation,
  useRequestTransferEasyPayIdnMutation,
  useEpayRedirectResponseMutation,
  useInitiateWebhookTestMutation,
} = onlinePaymentsApi;
