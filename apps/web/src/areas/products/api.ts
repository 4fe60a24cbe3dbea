import { productManagementRoutes, productsRoutes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const PRODUCTS = 'Products';
const CATEGORIES = 'ProductCategories';
const SUBSTITUTIONS = 'ProductSubstitutions';

/** Products: the endpoints of libs/contracts `productsRoutes` and `productManagementRoutes` (docs/products.md). */
export const productsApi = baseApi.enhanceEndpoints({ addTagTypes: [PRODUCTS, CATEGORIES, SUBSTITUTIONS] }).injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<
      RouteResponse<typeof productsRoutes.overviewModels>,
      NonNullable<RouteArgs<typeof productsRoutes.overviewModels>['query']>
    >({
      query: (query) => routeRequest(productsRoutes.overviewModels, { query }),
      providesTags: [{ type: PRODUCTS, id: 'LIST' }],
    }),
    getProductLookup: build.query<RouteResponse<typeof productsRoutes.list>, void>({
      query: () => routeRequest(productsRoutes.list, { query: {} }),
      providesTags: [{ type: PRODUCTS, id: 'LIST' }],
    }),
    getProduct: build.query<RouteResponse<typeof productsRoutes.get>, number>({
      query: (id) => routeRequest(productsRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: PRODUCTS, id }],
    }),
    getProductCategories: build.query<RouteResponse<typeof productsRoutes.categories>, void>({
      query: () => routeRequest(productsRoutes.categories, {}),
      providesTags: [{ type: CATEGORIES, id: 'LIST' }],
    }),
    getAllergens: build.query<RouteResponse<typeof productsRoutes.allergens>, void>({
      query: () => routeRequest(productsRoutes.allergens, {}),
    }),
    saveOwnProduct: build.mutation<RouteResponse<typeof productsRoutes.save>, RouteArgs<typeof productsRoutes.save>['body']>({
      query: (body) => routeRequest(productsRoutes.save, { body }),
      invalidatesTags: (_result, _error, body) => [
        { type: PRODUCTS, id: 'LIST' },
        { type: CATEGORIES, id: 'LIST' },
        { type: SUBSTITUTIONS, id: 'LIST' },
        ...(body.id ? [{ type: PRODUCTS, id: Number(body.id) } as const] : []),
      ],
    }),
    deleteOwnProduct: build.mutation<void, number>({
      query: (id) => routeRequest(productsRoutes.remove, { params: { id } }),
      invalidatesTags: [
        { type: PRODUCTS, id: 'LIST' },
        { type: CATEGORIES, id: 'LIST' },
      ],
    }),
    saveCatalogueProduct: build.mutation<
      RouteResponse<typeof productManagementRoutes.create>,
      { id?: number; body: RouteArgs<typeof productManagementRoutes.create>['body'] }
    >({
      query: ({ id, body }) =>
        id === undefined
          ? routeRequest(productManagementRoutes.create, { body })
          : routeRequest(productManagementRoutes.update, { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: PRODUCTS, id: 'LIST' },
        { type: CATEGORIES, id: 'LIST' },
        { type: SUBSTITUTIONS, id: 'LIST' },
        ...(id ? [{ type: PRODUCTS, id } as const] : []),
      ],
    }),
    deleteCatalogueProduct: build.mutation<void, number>({
      query: (id) => routeRequest(productManagementRoutes.remove, { params: { id } }),
      invalidatesTags: [
        { type: PRODUCTS, id: 'LIST' },
        { type: CATEGORIES, id: 'LIST' },
      ],
    }),
    saveProductCategory: build.mutation<
      RouteResponse<typeof productManagementRoutes.saveCategory>,
      RouteArgs<typeof productManagementRoutes.saveCategory>['body']
    >({
      query: (body) => routeRequest(productManagementRoutes.saveCategory, { body }),
      invalidatesTags: [{ type: CATEGORIES, id: 'LIST' }],
    }),
    deleteProductCategory: build.mutation<void, number>({
      query: (id) => routeRequest(productManagementRoutes.removeCategory, { params: { id } }),
      invalidatesTags: [{ type: CATEGORIES, id: 'LIST' }],
    }),
    saveRecommendedQuantity: build.mutation<
      RouteResponse<typeof productsRoutes.saveRecommendedQuantity>,
      { categoryId: number; body: RouteArgs<typeof productsRoutes.saveRecommendedQuantity>['body'] }
    >({
      query: ({ categoryId, body }) => routeRequest(productsRoutes.saveRecommendedQuantity, { params: { categoryId }, body }),
      invalidatesTags: [{ type: CATEGORIES, id: 'LIST' }],
    }),
    getProductSubstitutions: build.query<
      RouteResponse<typeof productsRoutes.substitutions>,
      NonNullable<RouteArgs<typeof productsRoutes.substitutions>['query']>
    >({
      query: (query) => routeRequest(productsRoutes.substitutions, { query }),
      providesTags: [{ type: SUBSTITUTIONS, id: 'LIST' }],
    }),
    saveProductSubstitutions: build.mutation<
      RouteResponse<typeof productsRoutes.saveSubstitutions>,
      RouteArgs<typeof productsRoutes.saveSubstitutions>['body']
    >({
      query: (body) => routeRequest(productsRoutes.saveSubstitutions, { body }),
      invalidatesTags: (_result, _error, body) => [
        { type: SUBSTITUTIONS, id: 'LIST' },
        { type: PRODUCTS, id: Number(body.productId) },
      ],
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductLookupQuery,
  useGetProductQuery,
  useGetProductCategoriesQuery,
  useGetAllergensQuery,
  useSaveOwnProductMutation,
  useDeleteOwnProductMutation,
  useSaveCatalogueProductMutation,
  useDeleteCatalogueProductMutation,
  useSaveProductCategoryMutation,
  useDeleteProductCategoryMutation,
  useSaveRecommendedQuantityMutation,
  useGetProductSubstitutionsQuery,
  useSaveProductSubstitutionsMutation,
} = productsApi;
