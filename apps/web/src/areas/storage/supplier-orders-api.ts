import { receiptsRegisterRoutes, type RouteArgs, type RouteResponse, supplierOrdersRoutes } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const ORDERS = 'SupplierOrders';

/** Supplier orders and the orders book: the endpoints of libs/contracts/src/supplier-orders.ts (docs/storage.md). */
export const supplierOrdersApi = baseApi.enhanceEndpoints({ addTagTypes: [ORDERS] }).injectEndpoints({
  endpoints: (build) => ({
    getSupplierOrders: build.query<
      RouteResponse<typeof supplierOrdersRoutes.list>,
      NonNullable<RouteArgs<typeof supplierOrdersRoutes.list>['query']>
    >({
      query: (query) => routeRequest(supplierOrdersRoutes.list, { query }),
      providesTags: [{ type: ORDERS, id: 'LIST' }],
    }),
    getNextSupplierOrderNumber: build.query<RouteResponse<typeof supplierOrdersRoutes.nextNumber>, number>({
      query: (year) => routeRequest(supplierOrdersRoutes.nextNumber, { query: { year } }),
      providesTags: [{ type: ORDERS, id: 'LIST' }],
    }),
    getSupplierOrderSuggestion: build.query<
      RouteResponse<typeof supplierOrdersRoutes.suggestion>,
      NonNullable<RouteArgs<typeof supplierOrdersRoutes.suggestion>['query']>
    >({
      query: (query) => routeRequest(supplierOrdersRoutes.suggestion, { query }),
    }),
    getSupplierOrder: build.query<RouteResponse<typeof supplierOrdersRoutes.get>, number>({
      query: (id) => routeRequest(supplierOrdersRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: ORDERS, id }],
    }),
    saveSupplierOrder: build.mutation<
      RouteResponse<typeof supplierOrdersRoutes.save>,
      RouteArgs<typeof supplierOrdersRoutes.save>['body']
    >({
      query: (body) => routeRequest(supplierOrdersRoutes.save, { body }),
      invalidatesTags: (_result, _error, body) => [
        { type: ORDERS, id: 'LIST' },
        ...(body.id ? [{ type: ORDERS, id: Number(body.id) } as const] : []),
      ],
    }),
    sendSupplierOrder: build.mutation<
      RouteResponse<typeof supplierOrdersRoutes.send>,
      { id: number; body: RouteArgs<typeof supplierOrdersRoutes.send>['body'] }
    >({
      query: ({ id, body }) => routeRequest(supplierOrdersRoutes.send, { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: ORDERS, id: 'LIST' },
        { type: ORDERS, id },
      ],
    }),
    deliverSupplierOrder: build.mutation<
      RouteResponse<typeof supplierOrdersRoutes.deliver>,
      { id: number; body: RouteArgs<typeof supplierOrdersRoutes.deliver>['body'] }
    >({
      query: ({ id, body }) => routeRequest(supplierOrdersRoutes.deliver, { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: ORDERS, id: 'LIST' },
        { type: ORDERS, id },
      ],
    }),
    cancelSupplierOrder: build.mutation<RouteResponse<typeof supplierOrdersRoutes.cancel>, number>({
      query: (id) => routeRequest(supplierOrdersRoutes.cancel, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: ORDERS, id: 'LIST' },
        { type: ORDERS, id },
      ],
    }),
    // ------------------------------------------------------------ the register of stock receipts
    getReceiptsRegister: build.query<
      RouteResponse<typeof receiptsRegisterRoutes.register>,
      NonNullable<RouteArgs<typeof receiptsRegisterRoutes.register>['query']>
    >({
      query: (query) => routeRequest(receiptsRegisterRoutes.register, { query }),
    }),
    deleteSupplierOrder: build.mutation<void, number>({
      query: (id) => routeRequest(supplierOrdersRoutes.remove, { params: { id } }),
      invalidatesTags: [{ type: ORDERS, id: 'LIST' }],
    }),
  }),
});

export const {
  useGetSupplierOrdersQuery,
  useGetNextSupplierOrderNumberQuery,
  useLazyGetSupplierOrderSuggestionQuery,
  useGetSupplierOrderQuery,
  useSaveSupplierOrderMutation,
  useSendSupplierOrderMutation,
  useDeliverSupplierOrderMutation,
  useCancelSupplierOrderMutation,
  useDeleteSupplierOrderMutation,
  useGetReceiptsRegisterQuery,
} = supplierOrdersApi;
