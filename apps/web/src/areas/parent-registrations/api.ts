import type {
  ApproveRegistrationRequest,
  ChildApplicationRequest,
  InvitationState,
  InvitationStateQuery,
  MessageResponse,
  MyChild,
  PagedResult,
  ParentRegistrationDetails,
  ParentRegistrationListQuery,
  ParentRegistrationRow,
  PublicRegistrationRequest,
  RegistrationKindergarten,
  RegistrationTown,
  RejectRegistrationRequest,
  SaveResult,
  SendInvitationRequest,
  SendInvitationResult,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

const LIST = { type: 'ParentRegistrations' as const, id: 'LIST' };

/** Parents' requests (docs/parent-registrations.md) and the invitations of staff members and parents (Mails). */
export const parentRegistrationsApi = baseApi
  .enhanceEndpoints({ addTagTypes: ['ParentRegistrations', 'MyChildren', 'Invitation', 'Parents', 'Students', 'Teachers'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getRegistrationTowns: build.query<RegistrationTown[], void>({ query: () => 'ParentRegistrations/public/towns' }),
      getRegistrationKindergartens: build.query<RegistrationKindergarten[], number>({
        query: (settlementId) => ({ url: 'ParentRegistrations/public/kindergartens', params: { settlementId } }),
      }),
      registerParent: build.mutation<MessageResponse, PublicRegistrationRequest>({
        query: (body) => ({ url: 'ParentRegistrations/public', method: 'POST', body }),
      }),
      getParentRegistrations: build.query<PagedResult<ParentRegistrationRow>, Partial<ParentRegistrationListQuery>>({
        query: (params) => ({ url: 'ParentRegistrations', params }),
        providesTags: [LIST],
      }),
      getParentRegistration: build.query<ParentRegistrationDetails, number>({
        query: (id) => `ParentRegistrations/${id}`,
        providesTags: (_result, _error, id) => [{ type: 'ParentRegistrations', id }],
      }),
      getMyChildren: build.query<MyChild[], void>({
        query: () => 'ParentRegistrations/my-children',
        providesTags: ['MyChildren'],
      }),
      applyForChild: build.mutation<SaveResult, ChildApplicationRequest>({
        query: (body) => ({ url: 'ParentRegistrations', method: 'POST', body }),
        invalidatesTags: [LIST],
      }),
      approveRegistration: build.mutation<SaveResult, ApproveRegistrationRequest & { id: number }>({
        query: ({ id, ...body }) => ({ url: `ParentRegistrations/${id}/approve`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { id }) => [
          LIST,
          { type: 'ParentRegistrations', id },
          'MyChildren',
          { type: 'Parents', id: 'LIST' },
          { type: 'Students', id: 'LIST' },
        ],
      }),
      rejectRegistration: build.mutation<SaveResult, RejectRegistrationRequest & { id: number }>({
        query: ({ id, ...body }) => ({ url: `ParentRegistrations/${id}/reject`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { id }) => [LIST, { type: 'ParentRegistrations', id }],
      }),
      getInvitationState: build.query<InvitationState, InvitationStateQuery>({
        query: (params) => ({ url: 'Mails/invitation-state', params }),
        providesTags: (_result, _error, { userType, id }) => [{ type: 'Invitation', id: `${userType}-${id}` }],
      }),
      sendInvitation: build.mutation<SendInvitationResult, SendInvitationRequest>({
        query: (body) => ({ url: 'Mails/send-invitation', method: 'POST', body }),
        invalidatesTags: (_result, _error, { userType, id }) => [
          { type: 'Invitation', id: `${userType}-${id}` },
          { type: userType === 2 ? 'Parents' : 'Teachers', id: 'LIST' },
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
