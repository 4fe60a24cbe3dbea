import {
  parentRegistrationsMailsRoutes,
  parentRegistrationsRoutes,
  type RouteArgs,
  type RouteResponse,
  UserType,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

const LIST = { type: 'ParentRegistrations' as const, id: 'LIST' };

type ListQuery = NonNullable<RouteArgs<typeof parentRegistrationsRoutes.list>['query']>;
type ApproveArgs = RouteArgs<typeof parentRegistrationsRoutes.approve>;
type RejectArgs = RouteArgs<typeof parentRegistrationsRoutes.reject>;

/**
 * Parents' requests (libs/contracts `parentRegistrationsRoutes`; docs/parent-registrations.md) and the invitations of
 * staff members and parents (`parentRegistrationsMailsRoutes`).
 */
export const parentRegistrationsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ParentRegistrations', 'MyChildren', 'Invitation', 'Parents', 'Students', 'Teachers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getRegistrationTowns: build.query<RouteResponse<typeof parentRegistrationsRoutes.towns>, void>({
        query: () => routeRequest(parentRegistrationsRoutes.towns, {}),
      }),
      getRegistrationKindergartens: build.query<RouteResponse<typeof parentRegistrationsRoutes.kindergartens>, number>({
        query: (settlementId) => routeRequest(parentRegistrationsRoutes.kindergartens, { query: { settlementId } }),
      }),
      registerParent: build.mutation<
        RouteResponse<typeof parentRegistrationsRoutes.register>,
        RouteArgs<typeof parentRegistrationsRoutes.register>['body']
      >({
        query: (body) => routeRequest(parentRegistrationsRoutes.register, { body }),
      }),
      getParentRegistrations: build.query<RouteResponse<typeof parentRegistrationsRoutes.list>, ListQuery>({
        query: (query) => routeRequest(parentRegistrationsRoutes.list, { query }),
        providesTags: [LIST],
      }),
      getParentRegistration: build.query<RouteResponse<typeof parentRegistrationsRoutes.get>, number>({
        query: (id) => routeRequest(parentRegistrationsRoutes.get, { params: { id } }),
        providesTags: (_result, _error, id) => [{ type: 'ParentRegistrations', id }],
      }),
      getMyChildren: build.query<RouteResponse<typeof parentRegistrationsRoutes.myChildren>, void>({
        query: () => routeRequest(parentRegistrationsRoutes.myChildren, {}),
        providesTags: ['MyChildren'],
      }),
      applyForChild: build.mutation<
        RouteResponse<typeof parentRegistrationsRoutes.apply>,
        RouteArgs<typeof parentRegistrationsRoutes.apply>['body']
      >({
        query: (body) => routeRequest(parentRegistrationsRoutes.apply, { body }),
        invalidatesTags: [LIST],
      }),
      approveRegistration: build.mutation<
        RouteResponse<typeof parentRegistrationsRoutes.approve>,
        ApproveArgs['body'] & ApproveArgs['params']
      >({
        query: ({ id, ...body }) => routeRequest(parentRegistrationsRoutes.approve, { params: { id }, body }),
        invalidatesTags: (_result, _error, { id }) => [
          LIST,
          { type: 'ParentRegistrations', id },
          'MyChildren',
          { type: 'Parents', id: 'LIST' },
          { type: 'Students', id: 'LIST' },
        ],
      }),
      rejectRegistration: build.mutation<
        RouteResponse<typeof parentRegistrationsRoutes.reject>,
        RejectArgs['body'] & RejectArgs['params']
      >({
        query: ({ id, ...body }) => routeRequest(parentRegistrationsRoutes.reject, { params: { id }, body }),
        invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'ParentRegistrations', id }],
      }),
      getInvitationState: build.query<
        RouteResponse<typeof parentRegistrationsMailsRoutes.state>,
        RouteArgs<typeof parentRegistrationsMailsRoutes.state>['query']
      >({
        query: (query) => routeRequest(parentRegistrationsMailsRoutes.state, { query }),
        providesTags: (_result, _error, { userType, id }) => [{ type: 'Invitation', id: `${userType}-${id}` }],
      }),
      sendInvitation: build.mutation<
        RouteResponse<typeof parentRegistrationsMailsRoutes.send>,
        RouteArgs<typeof parentRegistrationsMailsRoutes.send>['body']
      >({
        query: (body) => routeRequest(parentRegistrationsMailsRoutes.send, { body }),
        invalidatesTags: (_result, _error, { userType, id }) => [
          { type: 'Invitation', id: `${userType}-${id}` },
          { type: userType === UserType.Parent ? 'Parents' : 'Teachers', id: 'LIST' },
        ],
      }),
    }),
  });

export const {
  useGetRegistrationTownsQuery,
  useGetRegistrationKindergartensQuery,
  useRegisterParentMutation,
  useGetParentRegistrationsQuery,
  useGetParentRegistrationQuery,
  useGetMyChildrenQuery,
  useApplyForChildMutation,
  useApproveRegistrationMutation,
  useRejectRegistrationMutation,
  useGetInvitationStateQuery,
  useSendInvitationMutation,
} = parentRegistrationsApi;
