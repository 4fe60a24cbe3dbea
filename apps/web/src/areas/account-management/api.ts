import {
  accountManagementRoutes as routes,
  geographyRoutes,
  kindergartensAdminRoutes,
  type RouteArgs,
  type RouteDefinition,
  type RouteResponse,
  usersRoutes,
} from '@kg/contracts';
import { baseApi } from '../../shared/api/base-api';
import { routeRequest } from '../../shared/api/route-request';

type AccountsTag = { type: 'Accounts'; id: 'SEARCH' | 'MON' | 'MUNICIPAL' };
const ACCOUNT: AccountsTag = { type: 'Accounts', id: 'SEARCH' };
const MON: AccountsTag = { type: 'Accounts', id: 'MON' };
const MUNICIPAL: AccountsTag = { type: 'Accounts', id: 'MUNICIPAL' };

/** A write of the account tools with a JSON body: what it sends and answers, by its contract route. */
type BodyRoute = RouteDefinition & { body: NonNullable<RouteDefinition['body']> };
type Body<R extends BodyRoute> = (RouteArgs<R> & { body: unknown })['body'];
type NationalQuery = NonNullable<RouteArgs<typeof routes.monAccounts>['query']>;

/** Every write of the account tools may change what a search shows. */
const write = <R extends BodyRoute>(route: R, extra: AccountsTag[] = []) => ({
  query: (body: Body<R>) => routeRequest(route, { body } as RouteArgs<R>),
  invalidatesTags: [ACCOUNT, ...extra],
});

/** The master administrator's account tools (libs/contracts `accountManagementRoutes`, spec 2 §7.1 AccountManagement). */
export const adminUsersApi = baseApi.enhanceEndpoints({ addTagTypes: ['Accounts'] }).injectEndpoints({
  endpoints: (build) => ({
    findAccounts: build.query<RouteResponse<typeof routes.accountInfo>, string>({
      query: (searchTerm) => routeRequest(routes.accountInfo, { query: { searchTerm } }),
      providesTags: [ACCOUNT],
    }),
    findRecords: build.query<RouteResponse<typeof routes.accountRecords>, RouteArgs<typeof routes.accountRecords>['query']>({
      query: (query) => routeRequest(routes.accountRecords, { query }),
      providesTags: [ACCOUNT],
    }),
    getMonAccounts: build.query<RouteResponse<typeof routes.monAccounts>, NationalQuery>({
      query: (query) => routeRequest(routes.monAccounts, { query }),
      providesTags: [MON],
    }),
    getMunicipalityAccounts: build.query<RouteResponse<typeof routes.municipalityAccounts>, NationalQuery>({
      query: (query) => routeRequest(routes.municipalityAccounts, { query }),
      providesTags: [MUNICIPAL],
    }),
    getAreas: build.query<RouteResponse<typeof geographyRoutes.areas>, void>({
      query: () => routeRequest(geographyRoutes.areas, {}),
    }),
    getMunicipalities: build.query<RouteResponse<typeof geographyRoutes.districts>, void>({
      query: () => routeRequest(geographyRoutes.districts, {}),
    }),
    /** The users area's call: the master blocks or unblocks an account everywhere (users.is_active). */
    changeAccountActivation: build.mutation<
      RouteResponse<typeof usersRoutes.changeAccountActivation>,
      Body<typeof usersRoutes.changeAccountActivation>
    >({
      query: (body) => routeRequest(usersRoutes.changeAccountActivation, { body }),
      invalidatesTags: [ACCOUNT, MON, MUNICIPAL],
    }),
    resetPassword: build.mutation<RouteResponse<typeof routes.resetPassword>, number>({
      query: (userId) => routeRequest(routes.resetPassword, { body: { userId } }),
    }),
    inviteMon: build.mutation<RouteResponse<typeof routes.inviteMon>, Body<typeof routes.inviteMon>>(
      write(routes.inviteMon, [MON]),
    ),
    inviteMunicipality: build.mutation<RouteResponse<typeof routes.inviteMunicipality>, Body<typeof routes.inviteMunicipality>>(
      write(routes.inviteMunicipality, [MUNICIPAL]),
    ),
    editMunicipality: build.mutation<RouteResponse<typeof routes.editMunicipality>, Body<typeof routes.editMunicipality>>(
      write(routes.editMunicipality, [MUNICIPAL]),
    ),
    detachAccount: build.mutation<RouteResponse<typeof routes.detachAccount>, Body<typeof routes.detachAccount>>(
      write(routes.detachAccount),
    ),
    updateAccountInfo: build.mutation<RouteResponse<typeof routes.updateAccountInfo>, Body<typeof routes.updateAccountInfo>>(
      write(routes.updateAccountInfo, [MON, MUNICIPAL]),
    ),
    updateParentEmail: build.mutation<RouteResponse<typeof routes.updateParentEmail>, Body<typeof routes.updateParentEmail>>(
      write(routes.updateParentEmail),
    ),
    updateStaffEmail: build.mutation<RouteResponse<typeof routes.updateStaffEmail>, Body<typeof routes.updateStaffEmail>>(
      write(routes.updateStaffEmail),
    ),
    updateStaffInfo: build.mutation<RouteResponse<typeof routes.updateStaffInfo>, Body<typeof routes.updateStaffInfo>>(
      write(routes.updateStaffInfo),
    ),
    attachParent: build.mutation<RouteResponse<typeof routes.attachParent>, Body<typeof routes.attachParent>>(
      write(routes.attachParent),
    ),
    attachStaff: build.mutation<RouteResponse<typeof routes.attachStaff>, Body<typeof routes.attachStaff>>(
      write(routes.attachStaff),
    ),
    detachParent: build.mutation<RouteResponse<typeof routes.detachParent>, number>({
      query: (id) => routeRequest(routes.detachParent, { params: { id } }),
      invalidatesTags: [ACCOUNT],
    }),
    detachStaff: build.mutation<RouteResponse<typeof routes.detachStaff>, number>({
      query: (id) => routeRequest(routes.detachStaff, { params: { id } }),
      invalidatesTags: [ACCOUNT],
    }),
    /** The user's open tabs reload their profile (a realtime event); nothing the search shows changes. */
    refreshUserProfile: build.mutation<RouteResponse<typeof kindergartensAdminRoutes.invalidateUserData>, number>({
      query: (userId) => routeRequest(kindergartensAdminRoutes.invalidateUserData, { params: { id: userId } }),
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
