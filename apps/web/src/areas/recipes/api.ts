import {
  productsRoutes,
  recipeBooksRoutes,
  recipeManagementRoutes,
  recipesRoutes,
  type RouteArgs,
  type RouteResponse,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const RECIPES = 'Recipes';
const BOOKS = 'RecipeBooks';

type ListQuery = NonNullable<RouteArgs<typeof recipesRoutes.overviewModels>['query']>;
type OwnBody = RouteArgs<typeof recipesRoutes.save>['body'];
type SharedBody = RouteArgs<typeof recipeManagementRoutes.save>['body'];

/**
 * Recipes and recipe books: the endpoints of libs/contracts `recipesRoutes`, `recipeBooksRoutes` and
 * `recipeManagementRoutes` (docs/recipes.md), and the product picker's list (`productsRoutes.list`).
 */
export const recipesApi = baseApi.enhanceEndpoints({ addTagTypes: [RECIPES, BOOKS] }).injectEndpoints({
  endpoints: (build) => ({
    getRecipes: build.query<RouteResponse<typeof recipesRoutes.overviewModels>, ListQuery>({
      query: (query) => routeRequest(recipesRoutes.overviewModels, { query }),
      providesTags: [{ type: RECIPES, id: 'LIST' }],
    }),
    getRecipe: build.query<RouteResponse<typeof recipesRoutes.get>, number>({
      query: (id) => routeRequest(recipesRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: RECIPES, id }],
    }),
    /** The own recipe (a kindergarten) or the shared one (the master): one mutation, two calls. */
    saveRecipe: build.mutation<RouteResponse<typeof recipesRoutes.save>, { shared: boolean; body: OwnBody | SharedBody }>({
      query: ({ shared, body }) =>
        shared
          ? routeRequest(recipeManagementRoutes.save, { body: body as SharedBody })
          : routeRequest(recipesRoutes.save, { body: body as OwnBody }),
      invalidatesTags: (_result, _error, { body }) => [
        { type: RECIPES, id: 'LIST' },
        { type: BOOKS, id: 'LIST' },
        ...(body.id ? [{ type: RECIPES, id: Number(body.id) } as const] : []),
      ],
    }),
    deleteRecipe: build.mutation<void, { shared: boolean; id: number }>({
      query: ({ shared, id }) =>
        shared
          ? routeRequest(recipeManagementRoutes.remove, { params: { id } })
          : routeRequest(recipesRoutes.remove, { params: { id } }),
      invalidatesTags: [
        { type: RECIPES, id: 'LIST' },
        { type: BOOKS, id: 'LIST' },
      ],
    }),
    getRecipeBooks: build.query<RouteResponse<typeof recipeBooksRoutes.list>, void>({
      query: () => routeRequest(recipeBooksRoutes.list, {}),
      providesTags: [{ type: BOOKS, id: 'LIST' }],
    }),
    saveRecipeBook: build.mutation<
      RouteResponse<typeof recipeBooksRoutes.save>,
      RouteArgs<typeof recipeBooksRoutes.save>['body']
    >({
      query: (body) => routeRequest(recipeBooksRoutes.save, { body }),
      invalidatesTags: [
        { type: BOOKS, id: 'LIST' },
        { type: RECIPES, id: 'LIST' },
      ],
    }),
    deleteRecipeBook: build.mutation<void, number>({
      query: (id) => routeRequest(recipeBooksRoutes.remove, { params: { id } }),
      invalidatesTags: [{ type: BOOKS, id: 'LIST' }],
    }),
    /** Every product the reader may put in a recipe (the catalogue's and the kindergarten's own), by name. */
    getRecipeProductOptions: build.query<RouteResponse<typeof productsRoutes.list>, void>({
      query: () => routeRequest(productsRoutes.list, { query: {} }),
    }),
  }),
});

export const {
  useGetRecipesQuery,
  useGetRecipeQuery,
  useSaveRecipeMutation,
  useDeleteRecipeMutation,
  useGetRecipeBooksQuery,
  useSaveRecipeBookMutation,
  useDeleteRecipeBookMutation,
  useGetRecipeProductOptionsQuery,
} = recipesApi;
