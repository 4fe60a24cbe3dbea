import {
  manufacturersRoutes,
  type RouteArgs,
  type RouteResponse,
  stockReceiptsRoutes,
  stocksRoutes,
  suppliersRoutes,
  warehousesRoutes,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const WAREHOUSES = 'Warehouses';
const SUPPLIERS = 'Suppliers';
const MANUFACTURERS = 'Manufacturers';
const RECEIPTS = 'StockReceipts';
const STOCK = 'Stock';

/** The food warehouse: the endpoints of libs/contracts/src/storage.ts (docs/storage.md). */
export const storageApi = baseApi
  .enhanceEndpoints({ addTagTypes: [WAREHOUSES, SUPPLIERS, MANUFACTURERS, RECEIPTS, STOCK] })
  .injectEndpoints({
    endpoints: (build) => ({
      // ------------------------------------------------------------ warehouses
      getWarehouseLookup: build.query<RouteResponse<typeof warehousesRoutes.lookup>, void>({
        query: () => routeRequest(warehousesRoutes.lookup, {}),
        providesTags: [{ type: WAREHOUSES, id: 'LIST' }],
      }),
      getWarehouses: build.query<
        RouteResponse<typeof warehousesRoutes.list>,
        NonNullable<RouteArgs<typeof warehousesRoutes.list>['query']>
      >({
        query: (query) => routeRequest(warehousesRoutes.list, { query }),
        providesTags: [{ type: WAREHOUSES, id: 'LIST' }],
      }),
      getResponsibleCandidates: build.query<RouteResponse<typeof warehousesRoutes.responsibleCandidates>, void>({
        query: () => routeRequest(warehousesRoutes.responsibleCandidates, {}),
      }),
      getWarehouse: build.query<RouteResponse<typeof warehousesRoutes.get>, number>({
        query: (id) => routeRequest(warehousesRoutes.get, { params: { id } }),
        providesTags: (_result, _error, id) => [{ type: WAREHOUSES, id }],
      }),
      saveWarehouse: build.mutation<RouteResponse<typeof warehousesRoutes.save>, RouteArgs<typeof warehousesRoutes.save>['body']>(
        {
          query: (body) => routeRequest(warehousesRoutes.save, { body }),
          invalidatesTags: (_result, _error, body) => [
            { type: WAREHOUSES, id: 'LIST' },
            ...(body.id ? [{ type: WAREHOUSES, id: Number(body.id) } as const] : []),
          ],
        },
      ),
      deleteWarehouse: build.mutation<void, number>({
        query: (id) => routeRequest(warehousesRoutes.remove, { params: { id } }),
        invalidatesTags: [{ type: WAREHOUSES, id: 'LIST' }],
      }),
      // ------------------------------------------------------------ suppliers
      getSupplierLookup: build.query<RouteResponse<typeof suppliersRoutes.lookup>, void>({
        query: () => routeRequest(suppliersRoutes.lookup, {}),
        providesTags: [{ type: SUPPLIERS, id: 'LIST' }],
      }),
      getSuppliers: build.query<
        RouteResponse<typeof suppliersRoutes.list>,
        NonNullable<RouteArgs<typeof suppliersRoutes.list>['query']>
      >({
        query: (query) => routeRequest(suppliersRoutes.list, { query }),
        providesTags: [{ type: SUPPLIERS, id: 'LIST' }],
      }),
      getSupplier: build.query<RouteResponse<typeof suppliersRoutes.get>, number>({
        query: (id) => routeRequest(suppliersRoutes.get, { params: { id } }),
        providesTags: (_result, _error, id) => [{ type: SUPPLIERS, id }],
      }),
      saveSupplier: build.mutation<RouteResponse<typeof suppliersRoutes.save>, RouteArgs<typeof suppliersRoutes.save>['body']>({
        query: (body) => routeRequest(suppliersRoutes.save, { body }),
        invalidatesTags: (_result, _error, body) => [
          { type: SUPPLIERS, id: 'LIST' },
          ...(body.id ? [{ type: SUPPLIERS, id: Number(body.id) } as const] : []),
        ],
      }),
      deleteSupplier: build.mutation<void, number>({
        query: (id) => routeRequest(suppliersRoutes.remove, { params: { id } }),
        invalidatesTags: [{ type: SUPPLIERS, id: 'LIST' }],
      }),
      // ------------------------------------------------------------ manufacturers
      getManufacturerLookup: build.query<RouteResponse<typeof manufacturersRoutes.lookup>, void>({
        query: () => routeRequest(manufacturersRoutes.lookup, {}),
        providesTags: [{ type: MANUFACTURERS, id: 'LIST' }],
      }),
      getManufacturers: build.query<
        RouteResponse<typeof manufacturersRoutes.list>,
        NonNullable<RouteArgs<typeof manufacturersRoutes.list>['query']>
      >({
        query: (query) => routeRequest(manufacturersRoutes.list, { query }),
        providesTags: [{ type: MANUFACTURERS, id: 'LIST' }],
      }),
      getManufacturer: build.query<RouteResponse<typeof manufacturersRoutes.get>, number>({
        query: (id) => routeRequest(manufacturersRoutes.get, { params: { id } }),
        providesTags: (_result, _error, id) => [{ type: MANUFACTURERS, id }],
      }),
      saveManufacturer: build.mutation<
        RouteResponse<typeof manufacturersRoutes.save>,
        RouteArgs<typeof manufacturersRoutes.save>['body']
      >({
        query: (body) => routeRequest(manufacturersRoutes.save, { body }),
        invalidatesTags: (_result, _error, body) => [
          { type: MANUFACTURERS, id: 'LIST' },
          ...(body.id ? [{ type: MANUFACTURERS, id: Number(body.id) } as const] : []),
        ],
      }),
      deleteManufacturer: build.mutation<void, number>({
        query: (id) => routeRequest(manufacturersRoutes.remove, { params: { id } }),
        invalidatesTags: [{ type: MANUFACTURERS, id: 'LIST' }],
      }),
      // ------------------------------------------------------------ stock receipts
      getNextReceiptNumber: build.query<RouteResponse<typeof stockReceiptsRoutes.nextNumber>, number | undefined>({
        query: (year) => routeRequest(stockReceiptsRoutes.nextNumber, { query: year ? { year } : {} }),
        providesTags: [{ type: RECEIPTS, id: 'LIST' }],
      }),
      getStockReceipts: build.query<
        RouteResponse<typeof stockReceiptsRoutes.list>,
        NonNullable<RouteArgs<typeof stockReceiptsRoutes.list>['query']>
      >({
        query: (query) => routeRequest(stockReceiptsRoutes.list, { query }),
        providesTags: [{ type: RECEIPTS, id: 'LIST' }],
      }),
      getStockReceipt: build.query<RouteResponse<typeof stockReceiptsRoutes.get>, number>({
        query: (id) => routeRequest(stockReceiptsRoutes.get, { params: { id } }),
        providesTags: (_result, _error, id) => [{ type: RECEIPTS, id }],
      }),
      createStockReceipt: build.mutation<
        RouteResponse<typeof stockReceiptsRoutes.create>,
        RouteArgs<typeof stockReceiptsRoutes.create>['body']
      >({
        query: (body) => routeRequest(stockReceiptsRoutes.create, { body }),
        invalidatesTags: [
          { type: RECEIPTS, id: 'LIST' },
          { type: STOCK, id: 'LIST' },
        ],
      }),
      deleteStockReceipt: build.mutation<void, number>({
        query: (id) => routeRequest(stockReceiptsRoutes.remove, { params: { id } }),
        invalidatesTags: (_result, _error, id) => [
          { type: RECEIPTS, id: 'LIST' },
          { type: RECEIPTS, id },
          { type: STOCK, id: 'LIST' },
        ],
      }),
      // ------------------------------------------------------------ stock
      getProductAvailability: build.query<
        RouteResponse<typeof stocksRoutes.productAvailability>,
        NonNullable<RouteArgs<typeof stocksRoutes.productAvailability>['query']>
      >({
        query: (query) => routeRequest(stocksRoutes.productAvailability, { query }),
        providesTags: [{ type: STOCK, id: 'LIST' }],
      }),
      getWarehousesAvailability: build.query<RouteResponse<typeof stocksRoutes.warehousesAvailability>, number>({
        query: (productId) => routeRequest(stocksRoutes.warehousesAvailability, { params: { productId } }),
        providesTags: [{ type: STOCK, id: 'LIST' }],
      }),
    }),
  });

export const {
  useGetWarehouseLookupQuery,
  useGetWarehousesQuery,
  useGetResponsibleCandidatesQuery,
  useGetWarehouseQuery,
  useSaveWarehouseMutation,
  useDeleteWarehouseMutation,
  useGetSupplierLookupQuery,
  useGetSuppliersQuery,
  useGetSupplierQuery,
  useSaveSupplierMutation,
  useDeleteSupplierMutation,
  useGetManufacturerLookupQuery,
  useGetManufacturersQuery,
  useGetManufacturerQuery,
  useSaveManufacturerMutation,
  useDeleteManufacturerMutation,
  useGetNextReceiptNumberQuery,
  useGetStockReceiptsQuery,
  useGetStockReceiptQuery,
  useCreateStockReceiptMutation,
  useDeleteStockReceiptMutation,
  useGetProductAvailabilityQuery,
  useGetWarehousesAvailabilityQuery,
} = storageApi;
