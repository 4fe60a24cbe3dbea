import {
  inventoryDeclarationsRoutes,
  type RouteArgs,
  type RouteDefinition,
  type RouteResponse,
  stockReferencesRoutes,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const DECLARATIONS = 'InventoryDeclarations';
/** The stock's tag of ./api.ts: every posting changes the reports. */
const STOCK = 'Stock';
const stock = [{ type: STOCK, id: 'LIST' } as const];

type Query<R extends RouteDefinition> = NonNullable<RouteArgs<R> extends { query?: infer Q } ? Q : never>;

/** The storage reports and the inventory declarations: libs/contracts/src/stock-references.ts (docs/storage.md). */
export const referencesApi = baseApi.enhanceEndpoints({ addTagTypes: [DECLARATIONS, STOCK] }).injectEndpoints({
  endpoints: (build) => ({
    getTrialBalance: build.query<
      RouteResponse<typeof stockReferencesRoutes.trialBalance>,
      Query<typeof stockReferencesRoutes.trialBalance>
    >({
      query: (query) => routeRequest(stockReferencesRoutes.trialBalance, { query }),
      providesTags: stock,
    }),
    getDocumentTransactions: build.query<
      RouteResponse<typeof stockReferencesRoutes.documentTransactions>,
      Query<typeof stockReferencesRoutes.documentTransactions>
    >({
      query: (query) => routeRequest(stockReferencesRoutes.documentTransactions, { query }),
      providesTags: stock,
    }),
    getLotAvailability: build.query<
      RouteResponse<typeof stockReferencesRoutes.stockAvailabilityDetailed>,
      Query<typeof stockReferencesRoutes.stockAvailabilityDetailed>
    >({
      query: (query) => routeRequest(stockReferencesRoutes.stockAvailabilityDetailed, { query }),
      providesTags: stock,
    }),
    getBookStock: build.query<
      RouteResponse<typeof stockReferencesRoutes.stockInventoryList>,
      Query<typeof stockReferencesRoutes.stockInventoryList>
    >({
      query: (query) => routeRequest(stockReferencesRoutes.stockInventoryList, { query }),
      providesTags: stock,
    }),
    getInventoryNextNumber: build.query<RouteResponse<typeof inventoryDeclarationsRoutes.nextNumber>, number>({
      query: (year) => routeRequest(inventoryDeclarationsRoutes.nextNumber, { query: { year } }),
      providesTags: [{ type: DECLARATIONS, id: 'LIST' }],
    }),
    getInventoryDeclarations: build.query<
      RouteResponse<typeof inventoryDeclarationsRoutes.list>,
      Query<typeof inventoryDeclarationsRoutes.list>
    >({
      query: (query) => routeRequest(inventoryDeclarationsRoutes.list, { query }),
      providesTags: [{ type: DECLARATIONS, id: 'LIST' }],
    }),
    getInventoryDeclaration: build.query<RouteResponse<typeof inventoryDeclarationsRoutes.get>, number>({
      query: (id) => routeRequest(inventoryDeclarationsRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: DECLARATIONS, id }],
    }),
    createInventoryDeclaration: build.mutation<
      RouteResponse<typeof inventoryDeclarationsRoutes.create>,
      RouteArgs<typeof inventoryDeclarationsRoutes.create>['body']
    >({
      query: (body) => routeRequest(inventoryDeclarationsRoutes.create, { body }),
      invalidatesTags: [{ type: DECLARATIONS, id: 'LIST' }, ...stock],
    }),
    deleteInventoryDeclaration: build.mutation<void, number>({
      query: (id) => routeRequest(inventoryDeclarationsRoutes.remove, { params: { id } }),
      invalidatesTags: (_result, _error, id) => [{ type: DECLARATIONS, id: 'LIST' }, { type: DECLARATIONS, id }, ...stock],
    }),
  }),
});

export const {
  useGetTrialBalanceQuery,
  useGetDocumentTransactionsQuery,
  useGetLotAvailabilityQuery,
  useGetBookStockQuery,
  useGetInventoryNextNumberQuery,
  useGetInventoryDeclarationsQuery,
  useGetInventoryDeclarationQuery,
  useCreateInventoryDeclarationMutation,
  useDeleteInventoryDeclarationMutation,
} = referencesApi;
