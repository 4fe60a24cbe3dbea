import { mealMenuTypesRoutes, menusRoutes, recipesRoutes, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const MENUS = 'Menus';

type ListQuery = NonNullable<RouteArgs<typeof menusRoutes.overviewModels>['query']>;
type RecipeQuery = NonNullable<RouteArgs<typeof recipesRoutes.overviewModels>['query']>;

/** Weekly menus: the endpoints of libs/contracts `menusRoutes` and `mealMenuTypesRoutes` (docs/menus.md). */
export const menusApi = baseApi.enhanceEndpoints({ addTagTypes: [MENUS] }).injectEndpoints({
  endpoints: (build) => ({
    getMenus: build.query<RouteResponse<typeof menusRoutes.overviewModels>, ListQuery>({
      query: (query) => routeRequest(menusRoutes.overviewModels, { query }),
      providesTags: [{ type: MENUS, id: 'LIST' }],
    }),
    getMenu: build.query<RouteResponse<typeof menusRoutes.get>, number>({
      query: (id) => routeRequest(menusRoutes.get, { params: { id } }),
      providesTags: (_result, _error, id) => [{ type: MENUS, id }],
    }),
    getMenuMealTypes: build.query<RouteResponse<typeof menusRoutes.mealTypes>, void>({
      query: () => routeRequest(menusRoutes.mealTypes, {}),
      providesTags: [{ type: MENUS, id: 'MEALS' }],
    }),
    getMenuGroups: build.query<RouteResponse<typeof menusRoutes.groups>, void>({
      query: () => routeRequest(menusRoutes.groups, {}),
    }),
    getWeeklyMenu: build.query<RouteResponse<typeof menusRoutes.weeklyMenu>, { classId: number; week: string }>({
      query: (params) => routeRequest(menusRoutes.weeklyMenu, { params }),
      providesTags: [{ type: MENUS, id: 'WEEK' }],
    }),
    getMenuTypes: build.query<RouteResponse<typeof mealMenuTypesRoutes.menuTypes>, void>({
      query: () => routeRequest(mealMenuTypesRoutes.menuTypes, {}),
    }),
    saveMenu: build.mutation<RouteResponse<typeof menusRoutes.save>, RouteArgs<typeof menusRoutes.save>['body']>({
      query: (body) => routeRequest(menusRoutes.save, { body }),
      invalidatesTags: (_result, _error, body) => [
        { type: MENUS, id: 'LIST' },
        { type: MENUS, id: 'WEEK' },
        ...(body.id ? [{ type: MENUS, id: Number(body.id) } as const] : []),
      ],
    }),
    copyMenu: build.mutation<RouteResponse<typeof menusRoutes.copy>, RouteArgs<typeof menusRoutes.copy>['body']>({
      query: (body) => routeRequest(menusRoutes.copy, { body }),
      invalidatesTags: [{ type: MENUS, id: 'LIST' }],
    }),
    approveMenu: build.mutation<RouteResponse<typeof menusRoutes.approve>, number>({
      query: (id) => routeRequest(menusRoutes.approve, { params: { id } }),
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: MENUS, id: 'LIST' },
              { type: MENUS, id: 'WEEK' },
              { type: MENUS, id },
            ],
    }),
    publishMenu: build.mutation<RouteResponse<typeof menusRoutes.publish>, number>({
      query: (id) => routeRequest(menusRoutes.publish, { params: { id } }),
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: MENUS, id: 'LIST' },
              { type: MENUS, id: 'WEEK' },
              { type: MENUS, id },
            ],
    }),
    deleteMenu: build.mutation<void, number>({
      query: (id) => routeRequest(menusRoutes.remove, { params: { id } }),
      invalidatesTags: [
        { type: MENUS, id: 'LIST' },
        { type: MENUS, id: 'WEEK' },
      ],
    }),
    getEstimatedQuantities: build.query<RouteResponse<typeof menusRoutes.estimatedQuantities>, number>({
      query: (id) => routeRequest(menusRoutes.estimatedQuantities, { query: { id } }),
      providesTags: (_result, _error, id) => [{ type: MENUS, id }],
    }),
    /** Recipes to add as dishes: the kindergarten's own and the shared ones, by name. */
    searchMenuRecipes: build.query<RouteResponse<typeof recipesRoutes.overviewModels>, RecipeQuery>({
      query: (query) => routeRequest(recipesRoutes.overviewModels, { query }),
    }),
  }),
});

export const {
  useGetMenusQuery,
  useGetMenuQuery,
  useGetMenuMealTypesQuery,
  useGetMenuGroupsQuery,
  useGetWeeklyMenuQuery,
  useGetMenuTypesQuery,
  useSaveMenuMutation,
  useCopyMenuMutation,
  useApproveMenuMutation,
  usePublishMenuMutation,
  useDeleteMenuMutation,
  useSearchMenuRecipesQuery,
  useGetEstimatedQuantitiesQuery,
} = menusApi;
