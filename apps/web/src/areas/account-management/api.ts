import type {
  AccountInfoResponse,
  AccountRecordOption,
  AccountRecordsQuery,
  Area,
  AttachRecordRequest,
  ChangeActivationRequest,
  DetachAccountRequest,
  District,
  EditMunicipalityAccountRequest,
  InviteMonAccountRequest,
  InviteMunicipalityAccountRequest,
  MessageResponse,
  NationalAccountRow,
  NationalAccountsQuery,
  PagedResult,
  SaveResult,
  UpdateAccountInfoRequest,
  UpdateRecordEmailRequest,
  UpdateStaffInfoRequest,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';

type AccountsTag = { type: 'Accounts'; id: 'SEARCH' | 'MON' | 'MUNICIPAL' };
const ACCOUNT: AccountsTag = { type: 'Accounts', id: 'SEARCH' };
const MON: AccountsTag = { type: 'Accounts', id: 'MON' };
const MUNICIPAL: AccountsTag = { type: 'Accounts', id: 'MUNICIPAL' };
/** Every write of the account tools may change what a search shows. */
const write = <T>(url: string, extra: AccountsTag[] = []) => ({
  query: (body: T) => ({ url: `AccountManagement/${url}`, method: 'POST', body }),
  invalidatesTags: [ACCOUNT, ...extra],
});

/** The master administrator's account tools (spec 2 §7.1 AccountManagement). */
export const adminUsersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Accounts'] }).injectEndpoints({
  endpoints: (build) => ({
    findAccounts: build.query<AccountInfoResponse, string>({
      query: (searchTerm) => ({ url: 'AccountManagement/account-info', params: { searchTerm } }),
      providesTags: [ACCOUNT],
    }),
    findRecords: build.query<AccountRecordOption[], AccountRecordsQuery>({
      query: (params) => ({ url: 'AccountManagement/account-records', params }),
      providesTags: [ACCOUNT],
    }),
    getMonAccounts: build.query<PagedResult<NationalAccountRow>, Partial<NationalAccountsQuery>>({
      query: (params) => ({ url: 'AccountManagement/mon-accounts-info', params }),
      providesTags: [MON],
    }),
    getMunicipalityAccounts: build.query<PagedResult<NationalAccountRow>, Partial<NationalAccountsQuery>>({
      query: (params) => ({ url: 'AccountManagement/municipality-accounts-info', params }),
      providesTags: [MUNICIPAL],
    }),
    getAreas: build.query<PagedResult<Area>, void>({ query: () => 'Areas' }),
    getMunicipalities: build.query<PagedResult<District>, void>({ query: () => 'Districts' }),
    /** The users slice's call: the master blocks or unblocks an account everywhere (users.is_active). */
    changeAccountActivation: build.mutation<void, ChangeActivationRequest>({
      query: (body) => ({ url: 'identity/change-activation', method: 'POST', body }),
      invalidatesTags: [ACCOUNT, MON, MUNICIPAL],
    }),
    resetPassword: build.mutation<MessageResponse, number>({
      query: (userId) => ({ url: 'AccountManagement/reset-password', method: 'POST', body: { userId } }),
    }),
    inviteMon: build.mutation<SaveResult, InviteMonAccountRequest>(write('invite-mon-account', [MON])),
    inviteMunicipality: build.mutation<SaveResult, InviteMunicipalityAccountRequest>(
      write('invite-municipality-account', [MUNICIPAL]),
    ),
    editMunicipality: build.mutation<SaveResult, EditMunicipalityAccountRequest>(write('edit-municipality-account', [MUNICIPAL])),
    detachAccount: build.mutation<SaveResult, DetachAccountRequest>(write('detach-account')),
    updateAccountInfo: build.mutation<SaveResult, UpdateAccountInfoRequest>(write('update-account-info', [MON, MUNICIPAL])),
    updateParentEmail: build.mutation<SaveResult, UpdateRecordEmailRequest>(write('update-parent-email')),
    updateStaffEmail: build.mutation<SaveResult, UpdateRecordEmailRequest>(write('update-staff-email')),
    updateStaffInfo: build.mutation<SaveResult, UpdateStaffInfoRequest>(write('update-staff-info')),
    attachParent: build.mutation<SaveResult, AttachRecordRequest>(write('attach-parent-to-account')),
    attachStaff: build.mutation<SaveResult, AttachRecordRequest>(write('attach-staff-to-account')),
    detachParent: build.mutation<SaveResult, number>({
      query: (id) => ({ url: `AccountManagement/detach-account-from-parent/${id}`, method: 'POST' }),
      invalidatesTags: [ACCOUNT],
    }),
    detachStaff: build.mutation<SaveResult, number>({
      query: (id) => ({ url: `AccountManagement/detach-account-from-staff/${id}`, method: 'POST' }),
      invalidatesTags: [ACCOUNT],
    }),
    /** The user's open tabs reload their profile (a realtime event); nothing the search shows changes. */
    refreshUserProfile: build.mutation<SaveResult, number>({
      query: (userId) => ({ url: `CacheManagement/user-profile-data-cache/invalidate/${userId}`, method: 'POST' }),
    }),
  }),
});

export const {
  useFindAccountsQuery,
  useLazyFindRecordsQuery,
  useGetMonAccountsQuery,
  useGetMunicipalityAccountsQuery,
  useGetAreasQuery,
  useGetMunicipalitiesQuery,
  useResetPasswordMutation,
  useChangeAccountActivationMutation,
  useInviteMonMutation,
  useInviteMunicipalityMutation,
  useEditMunicipalityMutation,
  useDetachAccountMutation,
  useUpdateAccountInfoMutation,
  useUpdateParentEmailMutation,
  useUpdateStaffEmailMutation,
  useUpdateStaffInfoMutation,
  useAttachParentMutation,
  useAttachStaffMutation,
  useDetachParentMutation,
  useDetachStaffMutation,
  useRefreshUserProfileMutation,
} = adminUsersApi;
