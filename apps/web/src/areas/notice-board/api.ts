import type {
  CreateNoticeRequest,
  NoticeRow,
  NoticesSeenRequest,
  OrderNoticesRequest,
  PagedResult,
  SaveResult,
  SeenResult,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

/** The notice board (spec 2 §7.7 Dashboards/messages; docs/notice-board.md). */
export const noticeBoardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNotices: build.query<PagedResult<NoticeRow>, void>({
      query: () => 'Dashboards/messages/overview-models',
      providesTags: ['BoardNotices'],
    }),
    createNotice: build.mutation<SaveResult, CreateNoticeRequest>({
      query: (body) => ({ url: 'Dashboards/message', method: 'POST', body }),
      invalidatesTags: ['BoardNotices', 'Notifications', 'Dashboards'],
    }),
    deleteNotice: build.mutation<void, number>({
      query: (id) => ({ url: `Dashboards/message/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BoardNotices', 'Notifications', 'Dashboards'],
    }),
    orderNotices: build.mutation<void, OrderNoticesRequest>({
      query: (body) => ({ url: 'Dashboards/messages/order', method: 'POST', body }),
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
    setNoticesSeen: build.mutation<SeenResult, NoticesSeenRequest>({
      query: (body) => ({ url: 'Dashboards/messages/seen', method: 'POST', body }),
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
