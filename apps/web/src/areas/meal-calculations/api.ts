import { mealCalculationsRoutes, portionBooksRoutes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const CALCULATIONS = 'MealCalculations';
const BOOKS = 'PortionBooks';

/** Daily meal calculations and portion books: the endpoints of libs/contracts/src/meal-calculations.ts. */
export const mealCalculationsApi = baseApi.enhanceEndpoints({ addTagTypes: [CALCULATIONS, BOOKS] }).injectEndpoints({
  endpoints: (build) => ({
    getMealCalculations: build.query<
      RouteResponse<typeof mealCalculationsRoutes.overviewModels>,
      NonNullable<RouteArgs<typeof mealCalculationsRoutes.overviewModels>['query']>
    >({
      query: (query) => routeRequest(mealCalculationsRoutes.overviewModels, { query }),
      providesTags: [{ type: CALCULATIONS, id: 'LIST' }],
    }),
    createMealCalculation: build.mutation<
      RouteResponse<typeof mealCalculationsRoutes.create>,
      RouteArgs<typeof mealCalculationsRoutes.create>['body']
    >({
      query: (body) => routeRequest(mealCalculationsRoutes.create, { body }),
      invalidatesTags: [{ type: CALCULATIONS, id: 'LIST' }],
    }),
    getCalculationAttendances: build.query<RouteResponse<typeof mealCalculationsRoutes.attendances>, number>({
      query: (id) => routeRequest(mealCalculationsRoutes.attendances, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: CALCULATIONS, id }],
    }),
    getCalculationProducts: build.query<RouteResponse<typeof mealCalculationsRoutes.products>, number>({
      query: (id) => routeRequest(mealCalculationsRoutes.products, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: CALCULATIONS, id }],
    }),
    editCalculationAttendances: build.mutation<
      RouteResponse<typeof mealCalculationsRoutes.editAttendances>,
      { id: number; body: RouteArgs<typeof mealCalculationsRoutes.editAttendances>['body'] }
    >({
      query: ({ id, body }) => routeRequest(mealCalculationsRoutes.editAttendances, { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: CALCULATIONS, id },
        { type: CALCULATIONS, id: 'LIST' },
      ],
    }),
    editCalculationProducts: build.mutation<
      RouteResponse<typeof mealCalculationsRoutes.editProducts>,
      { id: number; body: RouteArgs<typeof mealCalculationsRoutes.editProducts>['body'] }
    >({
      query: ({ id, body }) => routeRequest(mealCalculationsRoutes.editProducts, { params: { id }, body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: CALCULATIONS, id },
        { type: CALCULATIONS, id: 'LIST' },
      ],
    }),
    getPortionBook: build.query<RouteResponse<typeof portionBooksRoutes.get>, number>({
      query: (id) => routeRequest(portionBooksRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: BOOKS, id }],
    }),
    createPortionBook: build.mutation<RouteResponse<typeof portionBooksRoutes.create>, { calculationId: number }>({
      query: (body) => routeRequest(portionBooksRoutes.create, { body }),
      invalidatesTags: (_result, _error, { calculationId }) => [
        { type: CALCULATIONS, id: calculationId },
        { type: CALCULATIONS, id: 'LIST' },
      ],
    }),
    deletePortionBook: build.mutation<void, { id: number; calculationId: number }>({
      query: ({ id }) => routeRequest(portionBooksRoutes.remove, { params: { id } }),
      invalidatesTags: (_result, _error, { id, calculationId }) => [
        { type: BOOKS, id },
        { type: CALCULATIONS, id: calculationId },
        { type: CALCULATIONS, id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetMealCalculationsQuery,
  useCreateMealCalculationMutation,
  useGetCalculationAttendancesQuery,
  useGetCalculationProductsQuery,
  useEditCalculationAttendancesMutation,
  useEditCalculationProductsMutation,
  useGetPortionBookQuery,
  useCreatePortionBookMutation,
  useDeletePortionBookMutation,
} = mealCalculationsApi;
