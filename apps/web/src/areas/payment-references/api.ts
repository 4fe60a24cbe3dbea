import {
  activityEnrolmentsRoutes,
  activityFeesRoutes,
  type ActivityStudentsSummaryQuery,
  type BatchPaymentsReferenceQuery,
  type CashedReferenceQuery,
  type CashiersReferenceQuery,
  type FeeReferenceQuery,
  paymentReferencesRoutes as routes,
  type RouteResponse,
  type StudentsReferenceQuery,
} from '@kg/contracts';
import { RealtimeEvent } from '@kg/contracts/realtime';
import { useAppDispatch } from '../../app/hooks';
import { baseApi } from '../../shared/api/base-api';
import { routePath, routeRequest } from '../../shared/api/route-request';
import { useRealtimeEvent } from '../../shared/realtime';

const TAG = 'PaymentReferences';

/** The references on fees and payments (libs/contracts `paymentReferencesRoutes`; docs/payment-references.md). */
export const paymentReferencesApi = baseApi.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getKindergartenReference: build.query<RouteResponse<typeof routes.kindergarten>, FeeReferenceQuery>({
      query: (query) => routeRequest(routes.kindergarten, { query }),
      providesTags: [TAG],
    }),
    getClassesReference: build.query<RouteResponse<typeof routes.classes>, FeeReferenceQuery>({
      query: (query) => routeRequest(routes.classes, { query }),
      providesTags: [TAG],
    }),
    getStudentsReference: build.query<RouteResponse<typeof routes.students>, StudentsReferenceQuery>({
      query: (query) => routeRequest(routes.students, { query }),
      providesTags: [TAG],
    }),
    getCashiersReference: build.query<RouteResponse<typeof routes.cashiers>, CashiersReferenceQuery>({
      query: (query) => routeRequest(routes.cashiers, { query }),
      providesTags: [TAG],
    }),
    getBatchPaymentsReference: build.query<RouteResponse<typeof routes.batchPayments>, BatchPaymentsReferenceQuery>({
      query: (query) => routeRequest(routes.batchPayments, { query }),
      providesTags: [TAG],
    }),
    getCashedReference: build.query<RouteResponse<typeof routes.cashed>, CashedReferenceQuery>({
      query: (query) => routeRequest(routes.cashed, { query }),
      providesTags: [TAG],
    }),
    /** The kindergarten's cashiers (activity-fees' GET payments/cashiers), for the cashier filter. */
    getReferenceCashiers: build.query<RouteResponse<typeof activityFeesRoutes.cashiers>, void>({
      query: () => routeRequest(activityFeesRoutes.cashiers, {}),
    }),
    /** Issue 16's children enrolled per activity on a day (named apart from the enrolments area's endpoints). */
    getEnrolledStudentsSummary: build.query<RouteResponse<typeof activityEnrolmentsRoutes.summary>, ActivityStudentsSummaryQuery>(
      {
        query: (query) => routeRequest(activityEnrolmentsRoutes.summary, { query }),
      },
    ),
  }),
});

export const {
  useGetKindergartenReferenceQuery,
  useGetClassesReferenceQuery,
  useGetStudentsReferenceQuery,
  useGetCashiersReferenceQuery,
  useGetBatchPaymentsReferenceQuery,
  useGetCashedReferenceQuery,
  useGetEnrolledStudentsSummaryQuery,
  useGetReferenceCashiersQuery,
} = paymentReferencesApi;

/** Reloads the open reference when the server says fees changed (a payment at the desk or from ePay, a generation). */
export function useReferencesLiveReload(): void {
  const dispatch = useAppDispatch();
  useRealtimeEvent(RealtimeEvent.ActivityFeesChanged, () => {
    dispatch(paymentReferencesApi.util.invalidateTags([TAG]));
  });
}

type FileType = 'pdf' | 'excel';

/** The files of each reference, with the same filters as the page. */
export const exportPaths = {
  kindergarten: (type: FileType, query: FeeReferenceQuery) => routePath(routes.kindergartenExport, { params: { type }, query }),
  classes: (type: FileType, query: FeeReferenceQuery) => routePath(routes.classesExport, { params: { type }, query }),
  students: (type: FileType, query: StudentsReferenceQuery) => routePath(routes.studentsExport, { params: { type }, query }),
  cashiers: (type: FileType, query: CashiersReferenceQuery) => routePath(routes.cashiersExport, { query: { ...query, type } }),
  batchPayments: (type: FileType, query: BatchPaymentsReferenceQuery) =>
    routePath(routes.batchPaymentsExport, { params: { type }, query }),
  cashed: (type: FileType, query: CashedReferenceQuery) => routePath(routes.cashedExport, { params: { type }, query }),
};
