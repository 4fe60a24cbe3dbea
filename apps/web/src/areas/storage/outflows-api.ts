import { type RouteArgs, type RouteResponse, stockRequestsRoutes, stockScrappingsRoutes, stocksRoutes } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const REQUESTS = 'StockRequests';
const SCRAPPINGS = 'StockScrappings';
/** The stock's tag of ./api.ts: an outflow changes the availability lists. */
const STOCK = 'Stock';

/** Stock requests and scrappings: the endpoints of libs/contracts/src/stock-outflows.ts (docs/storage.md). */
export const outflowsApi = baseApi.enhanceEndpoints({ addTagTypes: [REQUESTS, SCRAPPINGS, STOCK] }).injectEndpoints({
  endpoints: (build) => ({
    getAvailableProducts: build.query<RouteResponse<typeof stocksRoutes.availableForDate>, { date: string; warehouseId: number }>(
      {
        query: ({ date, warehouseId }) =>
          routeRequest(stocksRoutes.availableForDate, { params: { date }, query: { warehouseId } }),
        providesTags: [{ type: STOCK, id: 'LIST' }],
      },
    ),
    // ------------------------------------------------------------ stock requests
    getStockRequests: build.query<
      RouteResponse<typeof stockRequestsRoutes.list>,
      NonNullable<RouteArgs<typeof stockRequestsRoutes.list>['query']>
    >({
      query: (query) => routeRequest(stockRequestsRoutes.list, { query }),
      providesTags: [{ type: REQUESTS, id: 'LIST' }],
    }),
    getStockRequest: build.query<RouteResponse<typeof stockRequestsRoutes.get>, number>({
      query: (id) => routeRequest(stockRequestsRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: REQUESTS, id }],
    }),
    saveStockRequest: build.mutation<
      RouteResponse<typeof stockRequestsRoutes.save>,
      RouteArgs<typeof stockRequestsRoutes.save>['body']
    >({
      query: (body) => routeRequest(stockRequestsRoutes.save, { body }),
      invalidatesTags: (_result, _error, body) => [
        { type: REQUESTS, id: 'LIST' },
        ...(body.id ? [{ type: REQUESTS, id: Number(body.id) } as const] : []),
      ],
    }),
    makeRequestsFromCalculation: build.mutation<RouteResponse<typeof stockRequestsRoutes.fromCalculation>, number>({
      query: (id) => routeRequest(stockRequestsRoutes.fromCalculation, { params: { id } }),
      invalidatesTags: [{ type: REQUESTS, id: 'LIST' }],
    }),
    completeStockRequest: build.mutation<RouteResponse<typeof stockRequestsRoutes.complete>, number>({
      query: (id) => routeRequest(stockRequestsRoutes.complete, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: REQUESTS, id: 'LIST' },
        { type: REQUESTS, id },
        { type: STOCK, id: 'LIST' },
      ],
    }),
    freeStockRequest: build.mutation<void, number>({
      query: (id) => routeRequest(stockRequestsRoutes.free, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: REQUESTS, id: 'LIST' },
        { type: REQUESTS, id },
        { type: STOCK, id: 'LIST' },
      ],
    }),
    deleteStockRequest: build.mutation<void, number>({
      query: (id) => routeRequest(stockRequestsRoutes.remove, { params: { id } }),
      invalidatesTags: [{ type: REQUESTS, id: 'LIST' }],
    }),
    // ------------------------------------------------------------ scrappings
    getScrappingTypes: build.query<RouteResponse<typeof stockScrappingsRoutes.types>, void>({
      query: () => routeRequest(stockScrappingsRoutes.types, {}),
    }),
    getScrappingLots: build.query<
      RouteResponse<typeof stockScrappingsRoutes.lots>,
      NonNullable<RouteArgs<typeof stockScrappingsRoutes.lots>['query']>
    >({
      query: (query) => routeRequest(stockScrappingsRoutes.lots, { query }),
      providesTags: [{ type: STOCK, id: 'LIST' }],
    }),
    getNextScrappingNumber: build.query<RouteResponse<typeof stockScrappingsRoutes.nextNumber>, number>({
      query: (year) => routeRequest(stockScrappingsRoutes.nextNumber, { params: { year } }),
      providesTags: [{ type: SCRAPPINGS, id: 'LIST' }],
    }),
    getScrappings: build.query<
      RouteResponse<typeof stockScrappingsRoutes.list>,
      NonNullable<RouteArgs<typeof stockScrappingsRoutes.list>['query']>
    >({
      query: (query) => routeRequest(stockScrappingsRoutes.list, { query }),
      providesTags: [{ type: SCRAPPINGS, id: 'LIST' }],
    }),
    getScrapping: build.query<RouteResponse<typeof stockScrappingsRoutes.get>, number>({
      query: (id) => routeRequest(stockScrappingsRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: SCRAPPINGS, id }],
    }),
    saveScrapping: build.mutation<
      RouteResponse<typeof stockScrappingsRoutes.save>,
      RouteArgs<typeof stockScrappingsRoutes.save>['body']
    >({
      query: (body) => routeRequest(stockScrappingsRoutes.save, { body }),
      invalidatesTags: (_result, _error, body) => [
        { type: SCRAPPINGS, id: 'LIST' },
        ...(body.id ? [{ type: SCRAPPINGS, id: Number(body.id) } as const] : []),
      ],
    }),
    completeScrapping: build.mutation<RouteResponse<typeof stockScrappingsRoutes.complete>, number>({
      query: (id) => routeRequest(stockScrappingsRoutes.complete, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: SCRAPPINGS, id: 'LIST' },
        { type: SCRAPPINGS, id },
        { type: STOCK, id: 'LIST' },
      ],
    }),
    freeScrapping: build.mutation<void, number>({
      query: (id) => routeRequest(stockScrappingsRoutes.free, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [
        { type: SCRAPPINGS, id: 'LIST' },
        { type: SCRAPPINGS, id },
        { type: STOCK, id: 'LIST' },
      ],
    }),
    deleteScrapping: build.mutation<void, number>({
      query: (id) => routeRequest(stockScrappingsRoutes.remove, { params: { id } }),
      invalidatesTags: [{ type: SCRAPPINGS, id: 'LIST' }],
    }),
  }),
});

export const {
  useGetAvailableProductsQuery,
  useGetStockRequestsQuery,
  useGetStockRequestQuery,
  useSaveStockRequestMutation,
  useMakeRequestsFromCalculationMutation,
  useCompleteStockRequestMutation,
  useFreeStockRequestMutation,
  useDeleteStockRequestMutation,
  useGetScrappingTypesQuery,
  useGetScrappingLotsQuery,
  useGetNextScrappingNumberQuery,
  useGetScrappingsQuery,
  useGetScrappingQuery,
  useSaveScrappingMutation,
  useCompleteScrappingMutation,
  useFreeScrappingMutation,
  useDeleteScrappingMutation,
} = outflowsApi;
