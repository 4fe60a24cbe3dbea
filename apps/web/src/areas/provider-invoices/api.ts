import {
  type CashVoucherPreviewQuery,
  type CashVouchersQuery,
  type CreateCashVoucherRequest,
  type CreateManualProtocolRequest,
  type CreateProtocolRequest,
  providerInvoicesRoutes as routes,
  type ProviderDocumentsQuery,
  type ProviderPeriodQuery,
  type RouteResponse,
} from '@kg/contracts';
import type { z } from 'zod';
import { baseApi } from '../../shared/api/base-api';
import { routePath, routeRequest } from '../../shared/api/route-request';

const TAG = 'ProviderDocuments';

/** The provider documents (libs/contracts `providerInvoicesRoutes`; docs/provider-invoices.md). */
export const providerInvoicesApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getProviderDocuments: build.query<RouteResponse<typeof routes.overview>, Partial<ProviderDocumentsQuery>>({
      query: (query) => routeRequest(routes.overview, { query }),
      providesTags: [TAG],
    }),
    getProtocolPreparation: build.query<RouteResponse<typeof routes.protocolPreparation>, ProviderPeriodQuery>({
      query: (query) => routeRequest(routes.protocolPreparation, { query }),
      providesTags: [TAG],
    }),
    createProtocol: build.mutation<RouteResponse<typeof routes.createProtocol>, CreateProtocolRequest>({
      query: (body) => routeRequest(routes.createProtocol, { body }),
      invalidatesTags: [TAG],
    }),
    createManualProtocol: build.mutation<RouteResponse<typeof routes.createManualProtocol>, CreateManualProtocolRequest>({
      query: (body) => routeRequest(routes.createManualProtocol, { body }),
      invalidatesTags: [TAG],
    }),
    getProtocolSummary: build.query<RouteResponse<typeof routes.summary>, number>({
      query: (id) => routeRequest(routes.summary, { params: { id } }),
      providesTags: [TAG],
    }),
    deleteProtocol: build.mutation<void, number>({
      query: (id) => routeRequest(routes.delete, { params: { id } }),
      invalidatesTags: [TAG],
    }),
    getInvoicePreparation: build.query<RouteResponse<typeof routes.invoicePreparation>, number>({
      query: (protocolId) => routeRequest(routes.invoicePreparation, { query: { protocolId } }),
      // Not tagged: issuing the invoice must not ask again for the preparation it just used up (that answers 409).
      keepUnusedDataFor: 0,
    }),
    createInvoice: build.mutation<RouteResponse<typeof routes.createInvoice>, z.input<typeof routes.createInvoice.body>>({
      query: (body) => routeRequest(routes.createInvoice, { body }),
      invalidatesTags: [TAG],
    }),
    getCashVouchers: build.query<RouteResponse<typeof routes.cashVoucherOverview>, Partial<CashVouchersQuery>>({
      query: (query) => routeRequest(routes.cashVoucherOverview, { query }),
      providesTags: [TAG],
    }),
    getCashVoucherPreparation: build.query<RouteResponse<typeof routes.cashVoucherPreparation>, number>({
      query: (providerId) => routeRequest(routes.cashVoucherPreparation, { query: { providerId } }),
      providesTags: [TAG],
    }),
    getCashVoucherPreview: build.query<RouteResponse<typeof routes.cashVoucherPreview>, CashVoucherPreviewQuery>({
      query: (query) => routeRequest(routes.cashVoucherPreview, { query }),
      // Not tagged, as the invoice's preparation: after the voucher is issued the preview would answer 409.
      keepUnusedDataFor: 0,
    }),
    createCashVoucher: build.mutation<RouteResponse<typeof routes.createCashVoucher>, CreateCashVoucherRequest>({
      query: (body) => routeRequest(routes.createCashVoucher, { body }),
      invalidatesTags: [TAG],
    }),
    getCashVoucher: build.query<RouteResponse<typeof routes.cashVoucherSummary>, number>({
      query: (id) => routeRequest(routes.cashVoucherSummary, { params: { id } }),
      providesTags: [TAG],
    }),
    annulCashVoucher: build.mutation<void, number>({
      query: (id) => routeRequest(routes.deleteCashVoucher, { params: { id } }),
      invalidatesTags: [TAG],
    }),
  }),
});

export const {
  useGetProviderDocumentsQuery,
  useGetProtocolPreparationQuery,
  useCreateProtocolMutation,
  useCreateManualProtocolMutation,
  useGetProtocolSummaryQuery,
  useDeleteProtocolMutation,
  useGetInvoicePreparationQuery,
  useCreateInvoiceMutation,
  useGetCashVouchersQuery,
  useGetCashVoucherPreparationQuery,
  useGetCashVoucherPreviewQuery,
  useCreateCashVoucherMutation,
  useGetCashVoucherQuery,
  useAnnulCashVoucherMutation,
} = providerInvoicesApi;

/** The PDFs' paths under /api. */
export const exportPaths = {
  protocol: (id: number) => routePath(routes.protocolExport, { params: { id } }),
  application1: (protocolId: number) => routePath(routes.application1Export, { params: { protocolId } }),
  invoice: (id: number) => routePath(routes.invoiceExport, { params: { id } }),
  cashVoucher: (id: number) => routePath(routes.cashVoucherExport, { params: { id } }),
};
