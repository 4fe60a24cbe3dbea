import { noticeBoardRoutes, type OrderNoticesRequest, type RouteArgs, type RouteResponse } from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

/** The notice board (libs/contracts `noticeBoardRoutes`; spec 2 §7.7 Dashboards/messages; docs/notice-board.md). */
export const noticeBoardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotices: build.query<RouteResponse<typeof noticeBoardRoutes.list>, void>({
      query: () => routeRequest(noticeBoardRoutes.list, {}),
      providesTags: ['BoardNotices'],
    }),
    createNotice: build.mutation<
      RouteResponse<typeof noticeBoardRoutes.create>,
      RouteArgs<typeof noticeBoardRoutes.create>['body']
    >({
      query: (body) => routeRequest(noticeBoardRoutes.create, { body }),
      invalidatesTags: ['BoardNotices', 'Notifications', 'Dashboards'],
    }),
    deleteNotice: build.mutation<void, number>({
      query: (id) => routeRequest(noticeBoardRoutes.remove, { params: { id } }),
      invalidatesTags: ['BoardNotices', 'Notifications', 'Dashboards'],
    }),
    orderNotices: build.mutation<void, OrderNoticesRequest>({
      query: (body) => routeRequest(noticeBoardRoutes.order, { body }),
      // The new order shows at once; a refused one is undone by the refetch.
      async onQueryStarted({ ids }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          noticeBoardApi.util.updateQueryData('getNotices', undefined, (draft) => {
            draft.result.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
          dispatch(noticeBoardApi.util.invalidateTags(['BoardNotices']));
        }
      },
    }),
    // The page keeps its "new" marks for the visit: only the badges reload.
    setNoticesSeen: build.mutation<
      RouteResponse<typeof noticeBoardRoutes.seen>,
      RouteArgs<typeof noticeBoardRoutes.seen>['body']
    >({
      query: (body) => routeRequest(noticeBoardRoutes.seen, { body }),
      invalidatesTags: ['Notifications', 'Dashboards'],
    }),
  }),
});

export const {
  useGetNoticesQuery,
  useCreateNoticeMutation,
  useDeleteNoticeMutation,
  useOrderNoticesMutation,
  useSetNoticesSeenMutation,
} = noticeBoardApi;
